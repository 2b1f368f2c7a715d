/**
 * The builder's own settings (builder-spec §4), kept in this browser: they belong to the visitor,
 * not to a stuff. Read with a schema: a damaged value falls back to the defaults.
 */
import { z } from 'zod';

export const BUILDER_SETTINGS_KEY = 'builder-settings';

export const BuilderSettings = z.object({
  /** After equipping an item, go back to the stuff (not for Dofus and trophies). Default on. */
  returnToStuffAfterEquip: z.boolean().default(true),
});
export type BuilderSettings = z.infer<typeof BuilderSettings>;

export const DEFAULT_BUILDER_SETTINGS: BuilderSettings = BuilderSettings.parse({});

export function readBuilderSettings(storage: Pick<Storage, 'getItem'>): BuilderSettings {
  try {
    const raw = storage.getItem(BUILDER_SETTINGS_KEY);
    if (raw === null) return DEFAULT_BUILDER_SETTINGS;
    const parsed = BuilderSettings.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_BUILDER_SETTINGS;
  } catch {
    return DEFAULT_BUILDER_SETTINGS;
  }
}
