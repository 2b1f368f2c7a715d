/**
 * Helpers of the builder's browser tests: the stored draft, the engine run here in Node on the very
 * catalogue the page's worker loads, the sheet on screen compared with it, and the page's own
 * messages filled in as i18next does (flat keys, `{{name}}` placeholders).
 */
import type { Page } from 'playwright-core';
import { CatalogSchema } from '#contract/catalog';
import { Stuff } from '#contract/stuff';
import { createEngine, PRIMARY_STATS, type Engine, type StatKey } from '#engine';
import type { Variant } from '#game/variants';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { LOCAL_STUFF_KEY } from '#web/entities/stuff/model/stuff-storage.ts';

export const SHEET_STATS: readonly StatKey[] = [
  'ap', 'mp', 'range', 'hp', 'initiative', 'prospecting', 'pods', 'summons', 'critical_hit',
  'res_neutral', 'res_earth', 'res_fire', 'res_water', 'res_air',
  'res_neutral_percent', 'res_earth_percent', 'res_fire_percent', 'res_water_percent', 'res_air_percent',
];

/** The columns of the sheet's primary table (stat-sheet-panel.tsx), each with its data-testid. */
export const SHEET_PARTS = ['base', 'scroll', 'items', 'set', 'forgemagie', 'boost', 'total'] as const;

/** The engine of `variant` (retro by default) on the catalogue the site serves (the fixtures), as the page's worker builds it. */
export async function engineOfSite(baseUrl: string, variant: Variant = 'retro'): Promise<Engine> {
  const catalog = CatalogSchema.parse(await (await fetch(`${baseUrl}/api/catalog/${variant}`)).json());
  return createEngine({ variant, catalog });
}

export async function readDraft(page: Page): Promise<Stuff> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), LOCAL_STUFF_KEY);
  return Stuff.parse(JSON.parse(raw ?? 'null'));
}

/** Stores `stuff` as the local draft (the page reads it when it loads, or from another tab's change). */
export async function writeDraft(page: Page, stuff: Stuff): Promise<void> {
  const text = JSON.stringify(Stuff.parse(stuff));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCAL_STUFF_KEY, text] as const);
}

export async function slotItem(page: Page, slot: string): Promise<number | null> {
  await page.getByTestId('paper-doll').waitFor();
  const item = page.getByTestId(`slot-${slot}-item`);
  if ((await item.count()) === 0) return null;
  return Number(await item.getAttribute('data-item-id'));
}

/** Waits until every `[data-testid, text]` pair is on screen with exactly that text. */
export async function waitForTexts(page: Page, expected: readonly (readonly [string, string])[], timeout = 20_000): Promise<void> {
  try {
    await page.waitForFunction(
      (pairs) => pairs.every(([testId, text]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent === text),
      expected,
      { timeout },
    );
  } catch (error) {
    // Say which texts differ: a timeout alone does not tell what the screen showed.
    const shown = await page.evaluate(
      (pairs) => pairs.map(([testId]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null),
      expected,
    );
    const differences = expected
      .map(([testId, text], index) => ({ testId, expected: text, shown: shown[index] }))
      .filter((entry) => entry.expected !== entry.shown);
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`the screen does not show the expected texts (${reason}): ${JSON.stringify(differences)}`);
  }
}

/** The sheet's texts (primary parts, general stats, resistances) as the page formats the engine's sheet. */
export function sheetTexts(engine: Engine, stuff: Stuff, lang = 'en'): [string, string][] {
  const format = new Intl.NumberFormat(lang);
  const sheet = engine.computeStats(toStuffInput(stuff));
  return [
    ...PRIMARY_STATS.flatMap((stat) =>
      SHEET_PARTS.map((part): [string, string] => [`part-${stat}-${part}`, format.format(sheet.parts[stat][part])]),
    ),
    ...SHEET_STATS.map((key): [string, string] => [
      `stat-total-${key}`,
      key.endsWith('_percent') ? `${format.format(sheet.stats[key])}%` : format.format(sheet.stats[key]),
    ]),
  ];
}

/** Waits until the sheet on screen shows what the engine computes for the stored draft. */
export async function expectSheetMatchesEngine(page: Page, engine: Engine, lang = 'en'): Promise<void> {
  await waitForTexts(page, sheetTexts(engine, await readDraft(page), lang));
}

/** A message of the page's dictionary with its `{{name}}` placeholders filled, as i18next writes it. */
export function message(messages: Record<string, string>, key: string, values: Record<string, string | number> = {}): string {
  const template = messages[key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`message ${key} needs {{${name}}}`);
    return String(values[name]);
  });
}
