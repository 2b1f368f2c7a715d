/**
 * GET /api/bootstrap — the reference data the web app loads at start-up (site-spec §3 "Bootstrap
 * reference data"). Areas, sub-areas, badges and servers have no data source yet: empty lists.
 */
import { BootstrapQuery, BootstrapResponse, type Bootstrap, type Game } from '../../../contract/api.ts';
import {
  CLOTH_CATEGORIES,
  ITEM_CATEGORIES,
  WEAPON_CATEGORIES,
  type CategoryDef,
  type ClothCategoryDef,
} from '../../../contract/categories.ts';
import { MAIN_STATS, STAT_KEYS, STAT_SHORT_CODES, statKeyOf, type StatKey } from '../../../engine/src/stats.ts';
import type { EffectsTable } from '../db/schema.ts';
import type { RawEffectDefinition } from '../import/records.ts';
import { localized } from '../mappers.ts';
import type { Repositories } from '../repositories/index.ts';
import type { RoutePlugin } from './context.ts';

type EffectRef = Bootstrap['effects']['main'][number];

const categoryRef = (def: CategoryDef | ClothCategoryDef) => ({ id: def.id, value: def.code!, name: { ...def.name } });

async function categories(repos: Repositories, game: Game): Promise<Bootstrap['categories']> {
  const inUse = await repos.items.categoriesInUse(game);
  const itemKeys = new Set(inUse.filter((row) => row.kind === 'item').map((row) => row.category));
  const weaponTypes = new Set(inUse.map((row) => row.weapon_type));
  // Only the categories with a spec code and with records in this game's data.
  return {
    cloths: CLOTH_CATEGORIES.map(categoryRef),
    items: ITEM_CATEGORIES.filter((def) => def.code && itemKeys.has(def.key)).map(categoryRef),
    weapons: WEAPON_CATEGORIES.filter((def) => def.code && weaponTypes.has(def.key)).map(categoryRef),
  };
}

/**
 * One effect per stat key: a game has a bonus and a malus effect for most characteristics (118
 * strength, 157 −strength); filters and labels name the bonus one.
 */
function effects(rows: readonly EffectsTable[]): Pick<Bootstrap, 'effects' | 'hit'> {
  const byStat = new Map<StatKey, { row: EffectsTable; definition: RawEffectDefinition }>();
  const hit: Bootstrap['hit'] = [];
  for (const row of rows) {
    const definition = JSON.parse(row.data) as RawEffectDefinition;
    if (row.kind === 'hit') hit.push({ id: row.id, hit: definition.hit ?? 'unknown', element: definition.element ?? null });
    const key = row.stat ? statKeyOf(row.stat) : undefined;
    if (!key) continue;
    const chosen = byStat.get(key);
    if (!chosen || (chosen.definition.sign === -1 && definition.sign !== -1)) byStat.set(key, { row, definition });
  }
  const ref = (key: StatKey): EffectRef => {
    const { row, definition } = byStat.get(key)!;
    return { id: row.id, short_name: STAT_SHORT_CODES[key] ?? key, stat: key, name: { ...definition.label } };
  };
  const main = MAIN_STATS.filter((key) => byStat.has(key)).map(ref);
  const normal = STAT_KEYS.filter((key) => !MAIN_STATS.includes(key) && byStat.has(key)).map(ref);
  return { effects: { main, normal }, hit };
}

export const bootstrapRoutes: RoutePlugin = async (app, { context: { config, repos } }) => {
  app.get(
    '/bootstrap',
    { schema: { querystring: BootstrapQuery, response: { 200: BootstrapResponse } } },
    async (request) => {
      const game = request.query.game ?? config.defaultGame;
      const [classes, effectRows, imports, categoryLists] = await Promise.all([
        repos.reference.classes(game),
        repos.reference.effects(game),
        repos.imports.list(),
        categories(repos, game),
      ]);
      const data: Bootstrap = {
        game,
        areas: [],
        subareas: [],
        badges: [],
        categories: categoryLists,
        classes: classes.map((row) => ({ id: row.id, name: localized(row) })),
        ...effects(effectRows),
        maj: imports.map((row) => ({ scope: row.game, version: row.manifest_hash.slice(0, 16), success: true })),
        servers: [],
        threshold: {},
      };
      return { data };
    },
  );
};
