/** GET /api/bootstrap — the reference data the web app loads at start-up. */
import { z } from 'zod';
import { STAT_KEYS } from '#game/stats';
import { ClassRef, Game, LocalizedText } from './common.ts';
import { BadgeRef } from './gamification.ts';
import { defineRoute } from './route.ts';

export const CategoryRef = z.object({ id: z.number().int(), value: z.string(), name: LocalizedText });
export const EffectRef = z.object({ id: z.number().int(), short_name: z.string(), stat: z.string(), name: LocalizedText });
export const UpdateStatus = z.object({ scope: z.string(), version: z.string(), success: z.boolean() });
/**
 * An effect's text with its placeholders, as the game writes it (`+#1{~1~2 à }#2 en force`): #1,
 * #2, #3 stand for the `params` of an effect line, and `{~1~2 à }` shows " à " only when #2 is set.
 * Retro has them in French only; Dofus 2 has none (its spell levels carry rendered `effects_text`).
 */
export const EffectTemplate = z.object({ id: z.number().int(), template: LocalizedText });
export const Bootstrap = z.object({
  game: Game,
  /** Areas and sub-areas: no game's data holds them yet (empty lists; see the bootstrap route). */
  areas: z.array(z.object({ id: z.number().int(), name: LocalizedText })),
  subareas: z.array(z.object({ id: z.number().int(), area_id: z.number().int(), name: LocalizedText })),
  /** Every badge (`game/gamification.ts`): id, code and name. */
  badges: z.array(BadgeRef),
  categories: z.object({ cloths: z.array(CategoryRef), items: z.array(CategoryRef), weapons: z.array(CategoryRef) }),
  classes: z.array(ClassRef),
  effects: z.object({ main: z.array(EffectRef), normal: z.array(EffectRef) }),
  /**
   * The characteristics that some item, weapon or set of this game gives (in STAT_KEYS order): the
   * objective, boost and filter lists offer these only, so a game never shows another's vocabulary.
   */
  stats_in_use: z.array(z.enum(STAT_KEYS)),
  hit: z.array(z.object({ id: z.number().int(), hit: z.string(), element: z.string().nullable() })),
  maj: z.array(UpdateStatus),
  /** The game's official servers (`game/servers.ts`, each list with its source). */
  servers: z.array(z.object({ id: z.number().int(), name: z.string(), game: Game })),
  threshold: z.record(z.string(), z.number()),
  /** Every effect of the game's data that has a template (items, set bonuses and spells). */
  effect_templates: z.array(EffectTemplate),
});
export const BootstrapResponse = z.object({ data: Bootstrap });
/** `game` defaults to the host's site (SITES; else GAME_VERSION). */
export const BootstrapQuery = z.object({ game: Game.optional() });
export type Bootstrap = z.infer<typeof Bootstrap>;

export const bootstrapRoutes = {
  get: defineRoute({ method: 'GET', path: '/api/bootstrap', query: BootstrapQuery, response: BootstrapResponse }),
};
