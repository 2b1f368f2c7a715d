/**
 * GET /api/catalog/:game — the compact catalogue that the engine worker loads once (ETag-cached).
 * Its shape is the engine's own `Catalog` type; this schema guards the wire.
 */
import { z } from 'zod';
import { STAT_KEYS } from '../engine/src/stats.ts';
import { AVAILABILITIES, ELEMENTS, HIT_KINDS } from '../engine/src/catalog.ts';
import { VARIANTS } from '../engine/src/variants.ts';
import { CONDITION_OPERATORS, CONDITION_SUBJECTS, type ConditionSubject } from '../engine/src/item-conditions.ts';

const StatKey = z.enum(STAT_KEYS);
const Availability = z.enum(AVAILABILITIES);
const ConditionAtom = z.union([
  z.tuple([z.enum(CONDITION_SUBJECTS as readonly [ConditionSubject, ...ConditionSubject[]]), z.enum(CONDITION_OPERATORS), z.number().int()]),
  z.tuple([z.literal('unevaluable'), z.string()]),
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
});
export const CatalogParams = z.object({ game: z.enum(VARIANTS) });
