/**
 * The stuff (builder-spec §3, §4): one object whatever its mode. A local draft, a private stuff of
 * the member and another member's public stuff have the same shape; only where it is stored
 * differs (localStorage for `local`, the REST API for `private` and `public`). The computation
 * fields are exactly the engine's `StuffInput`, so a stuff can be handed to the engine as it is.
 */
import { z } from 'zod';
import { SLOTS } from '#game/slots';
import { PRIMARY_STATS, STAT_KEYS } from '#game/stats';
import { VARIANT_RULES, DEFAULT_VARIANT } from '#game/variants';
import { BOOST_EFFECTS, DEFAULT_CLASS_ID } from '#game/stuff';

/** site-spec §3 visibility enumeration; builder-spec §4 stuff modes. */
export const STUFF_MODES = ['none', 'private', 'public', 'local'] as const;
export const StuffMode = z.enum(STUFF_MODES);
export type StuffMode = z.infer<typeof StuffMode>;

/** builder-spec §3: id -1 is a new draft, 0 the local stuff. */
export const NEW_STUFF_ID = -1;
export const LOCAL_STUFF_ID = 0;

export const CHARACTER_LEVEL_MIN = 1;
export const CHARACTER_LEVEL_MAX = VARIANT_RULES[DEFAULT_VARIANT].levelMax;
export const SCROLL_MAX = VARIANT_RULES[DEFAULT_VARIANT].scrollMax;
export { DEFAULT_CLASS_ID };

const SlotKey = z.enum(SLOTS);
const StatKey = z.enum(STAT_KEYS);
const PrimaryStat = z.enum(PRIMARY_STATS);

/** A boost stacks at most this many times (a spell cast each turn of a long fight, at most). */
export const BOOST_COUNT_MAX = 99;
/** Boosts per stuff: far more than any real buff list, small enough to keep every sheet instant. */
export const BOOSTS_MAX = 50;

export const BoostEffect = z.enum([...STAT_KEYS, ...BOOST_EFFECTS]);
export type BoostEffect = z.infer<typeof BoostEffect>;

/** builder-spec §3 Boost (effect, value, count, active); the item it came from is not modelled yet. */
export const StuffBoost = z.object({
  effect: BoostEffect,
  value: z.number().int(),
  count: z.number().int().min(1).max(BOOST_COUNT_MAX),
  active: z.boolean(),
});
export type StuffBoost = z.infer<typeof StuffBoost>;

/** Drafts saved before boosts were a list held a map stat → value: read them as active boosts. */
function boostListFromStored(value: unknown): unknown {
  if (value === undefined) return [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.entries(value).map(([effect, amount]) => ({ effect, value: amount, count: 1, active: true }));
}

export const CharacterLevel = z.number().int().min(CHARACTER_LEVEL_MIN).max(CHARACTER_LEVEL_MAX);

export const Stuff = z.object({
  id: z.number().int(),
  mode: StuffMode,
  name: z.string().max(50),
  classId: z.number().int().positive(),
  level: CharacterLevel,
  gender: z.union([z.literal(0), z.literal(1)]),
  /** Characteristic values invested from capital. */
  points: z.partialRecord(PrimaryStat, z.number().int().min(0)),
  scrolls: z.partialRecord(PrimaryStat, z.number().int().min(0).max(SCROLL_MAX)),
  /** Slot → item id. */
  items: z.partialRecord(SlotKey, z.number().int().positive()),
  /** Slot → stat key → rolled value (a key the item lacks is an exo line). */
  rolls: z.partialRecord(SlotKey, z.partialRecord(StatKey, z.number().int())),
  /**
   * Forgemagie tied to no item, one total per stat: what a dofus-stuffer code carries (it has no
   * per-item lines). The builder's own forgemagie goes in `rolls`.
   */
  forgemagie: z.partialRecord(StatKey, z.number().int()).default({}),
  boosts: z.preprocess(boostListFromStored, z.array(StuffBoost).max(BOOSTS_MAX)),
});
export type Stuff = z.infer<typeof Stuff>;
export type StuffItems = Stuff['items'];
