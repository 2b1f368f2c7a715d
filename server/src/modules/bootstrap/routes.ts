/**
 * GET /api/bootstrap — the reference data the web app loads at start-up (site-spec §3 "Bootstrap
 * reference data"). Servers are the game's official ones (`game/servers.ts`, each list with its
 * source); badges are the rules' (`game/gamification.ts`). Areas and sub-areas are empty lists: no
 * game's data under DATA_DIR has them (the imported files are items, sets, weapons, spells, classes
 * and effects), and Ankama's Retro lang `maps.json`, the only known source, is not part of our data.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bootstrapRoutes, type Bootstrap } from '#contract/bootstrap';
import {
  CLOTH_CATEGORIES,
  ITEM_CATEGORIES,
  WEAPON_CATEGORIES,
  type CategoryDef,
  type ClothCategoryDef,
} from '#contract/categories';
import type { Game } from '#contract/common';
import { BADGES } from '#game/gamification';
import { serversOf } from '#game/servers';
import { localized } from '#server/db/names';
import { contractRoute } from '#server/http/route';
import type { Repositories } from '#server/plugins/database';
import { badgeRef } from '../gamification/mapper.ts';

const categoryRef = (def: CategoryDef | ClothCategoryDef) => ({ id: def.id, value: def.code!, name: { ...def.name } });

async function categories(repos: Repositories, game: Game): Promise<Bootstrap['categories']> {
  const [inUse, pieceKinds] = await Promise.all([repos.items.categoriesInUse(game), repos.reference.setPieceKinds(game)]);
  const itemKeys = new Set(inUse.filter((row) => row.kind === 'item').map((row) => row.category));
  const weaponTypes = new Set(inUse.map((row) => row.weapon_type));
  // Only the categories with a spec code and with records in this game's data; for sets, the kinds
  // of piece some set of this game holds (Retro's sets hold no shield nor pet).
  return {
    cloths: CLOTH_CATEGORIES.filter((def) => def.keys.some((key) => pieceKinds.has(key))).map(categoryRef),
    items: ITEM_CATEGORIES.filter((def) => def.code && itemKeys.has(def.key)).map(categoryRef),
    weapons: WEAPON_CATEGORIES.filter((def) => def.code && weaponTypes.has(def.key)).map(categoryRef),
  };
}

/**
 * The update status per data scope (bootstrap `maj`): the version each game runs (its imported data's
 * fingerprint); `success` false when a newer data folder was refused and the game still runs the
 * version before (or, with no import at all, the refused version).
 */
export function updateStatus(
  imports: readonly { game: string; manifest_hash: string }[],
  failures: readonly { game: string; data_hash: string }[],
): Bootstrap['maj'] {
  const failed = new Map(failures.map((row) => [row.game, row.data_hash]));
  const status = imports.map((row) => ({ scope: row.game, version: row.manifest_hash.slice(0, 16), success: !failed.has(row.game) }));
  for (const row of failures) {
    if (!imports.some((imported) => imported.game === row.game)) status.push({ scope: row.game, version: row.data_hash.slice(0, 16), success: false });
  }
  return status.sort((a, b) => a.scope.localeCompare(b.scope));
}

export const bootstrapModule: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;
  app.route({
    ...contractRoute(bootstrapRoutes.get),
    handler: async (request) => {
      const game = request.query.game ?? request.site;
      const [classes, gameEffects, statsInUse, imports, failures, categoryLists] = await Promise.all([
        repos.reference.classes(game),
        repos.reference.gameEffects(game),
        repos.reference.statsInUse(game),
        repos.imports.list(),
        repos.imports.failures(),
        categories(repos, game),
      ]);
      const data: Bootstrap = {
        game,
        areas: [],
        subareas: [],
        badges: BADGES.map(badgeRef),
        categories: categoryLists,
        classes: classes.map((row) => ({ id: row.id, name: localized(row) })),
        effects: { main: gameEffects.main, normal: gameEffects.normal },
        stats_in_use: statsInUse,
        hit: gameEffects.hit,
        effect_templates: gameEffects.templates,
        maj: updateStatus(imports, failures),
        servers: serversOf(game).map(({ id, name }) => ({ id, name, game })),
        threshold: {},
      };
      return { data };
    },
  });
};
