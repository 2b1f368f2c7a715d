/**
 * GET /api/catalog/:game — the compact catalogue that the engine worker loads once (ETag-cached).
 * Its shape is the engine's own `Catalog` type; this schema guards the wire.
 */
import { z } from 'zod';
import { STAT_KEYS } from '#game/stats';
import { AVAILABILITIES } from '#game/availability';
import { DAMAGE_HIT_KINDS, ELEMENTS, HIT_KINDS } from '#game/elements';
import { VARIANTS } from '#game/variants';
import { ConditionAtom, Game } from './common.ts';
import { defineRoute } from './route.ts';
import { catalogPaths } from './catalog-paths.ts';

const StatKey = z.enum(STAT_KEYS);
const Availability = z.enum(AVAILABILITIES);
const Element = z.union([z.enum(ELEMENTS), z.literal('')]);
/** [kind, element, min, max, turns?, chance?] */
const SpellHitKind = z.enum(DAMAGE_HIT_KINDS);
const SpellTurns = z.number().int().nonnegative();
/** [grade, element, min, max]: a Roublard bomb's base damage at one grade (engine `BombBaseLine`). */
const BombBaseLine = z.tuple([z.number().int(), z.enum(ELEMENTS), z.number(), z.number()]);
const SpellHitLine = z.union([
  z.tuple([SpellHitKind, Element, z.number(), z.number()]),
  z.tuple([SpellHitKind, Element, z.number(), z.number(), SpellTurns]),
  z.tuple([SpellHitKind, Element, z.number(), z.number(), SpellTurns, z.number().positive()]),
]);

export const CatalogSchema = z.object({
  variant: z.enum(VARIANTS),
  version: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      category: z.string(),
      level: z.number().int(),
      setId: z.number().int(),
      availability: Availability,
      stats: z.array(z.tuple([StatKey, z.number(), z.number()])),
      hits: z.array(z.tuple([z.enum(HIT_KINDS), z.union([z.enum(ELEMENTS), z.literal('')]), z.number(), z.number()])).optional(),
      weapon: z
        .object({
          type: z.string(),
          apCost: z.number(),
          rangeMin: z.number(),
          rangeMax: z.number(),
          critRate: z.number(),
          critPercent: z.number(),
          critBonus: z.number(),
          failRate: z.number(),
          usesPerTurn: z.number(),
          twoHanded: z.boolean(),
        })
        .optional(),
      conditions: z.array(z.array(ConditionAtom)).optional(),
    }),
  ),
  sets: z.array(
    z.object({
      id: z.number().int(),
      itemIds: z.array(z.number().int()),
      availability: Availability,
      bonuses: z.array(z.object({ items: z.number().int(), stats: z.array(z.tuple([StatKey, z.number()])) })),
    }),
  ),
  classes: z.array(
    z.object({
      id: z.number().int(),
      statCosts: z.record(z.string(), z.array(z.object({ from: z.number(), cost: z.number(), count: z.number().optional() }))),
    }),
  ),
  spells: z.array(
    z.object({
      id: z.number().int(),
      classId: z.number().int(),
      levels: z.array(
        z.object({
          level: z.number().int(),
          apCost: z.number().int(),
          critRate: z.number().int().positive().optional(),
          critPercent: z.number().positive().optional(),
          failRate: z.number().int().positive().optional(),
          castsPerTurn: z.number().int().positive().optional(),
          rangeMax: z.number().int(),
          hits: z.array(SpellHitLine),
          criticalHits: z.array(SpellHitLine).optional(),
          minPlayerLevel: z.number().int().positive().optional(),
        }),
      ),
      bomb: z
        .object({
          monsterId: z.number().int(),
          explosionSpellId: z.number().int(),
          chainReactionSpellId: z.number().int(),
          wallId: z.number().int(),
          explosion: z.array(BombBaseLine),
          wall: z.array(BombBaseLine),
          wallOffTurn: z.array(BombBaseLine),
        })
        .optional(),
    }),
  ),
});
export const CatalogParams = z.object({ game: Game });

/**
 * The answer is the stored catalogue's bytes, encoded once per version and encoding: the server
 * sends them as they are (no serialisation against `response`); the web app parses them with it.
 */
export const catalogRoutes = {
  get: defineRoute({ method: 'GET', path: catalogPaths.get.path, params: CatalogParams, response: CatalogSchema }),
  /**
   * The same catalogue in the engine's binary container (`application/vnd.tofulab.catalog`, engine
   * `encodeCatalogBinary`: format version, data version, checksum), for the engine worker: checked
   * by its header and checksum instead of this schema. ETag `"b<format>-<version>[-<encoding>]"`.
   */
  binary: defineRoute({ method: 'GET', path: catalogPaths.binary.path, params: CatalogParams, response: z.instanceof(Uint8Array) }),
  /**
   * The engine's memory image of the catalogue (`application/vnd.tofulab.catalog-image`, engine
   * `layOutCatalogImage`: format 2 of the container, with the engine layout version in its header):
   * the sheet kernels' tables as they sit in linear memory, then the same JSON text. ETag
   * `"i<format>-<layout>-<version>[-<encoding>]"`.
   */
  image: defineRoute({ method: 'GET', path: catalogPaths.image.path, params: CatalogParams, response: z.instanceof(Uint8Array) }),
};
