/**
 * GET /api/spells/:game/class/:classId — a class's spells with every level, in the class's order
 * (the encyclopedia's `encyclopedie/sorts/{classId}?spellId` screen: `spellId` only picks the spell
 * shown, so the API answers the whole class).
 */
import { z } from 'zod';
import { ClassRef, decimalInt, Game, GameId, LocalizedText, paginated } from './common.ts';
import { defineRoute } from './route.ts';
import { SpellHit } from './search.ts';

export const SpellEffect = z.object({
  /** The game's effect id (its template is in the bootstrap's `effect_templates`); null when the data has none. */
  effect_id: z.number().int().nullable(),
  /** Dofus 2: hit, shield…; Retro: null (the effect id says it). */
  kind: z.string().nullable(),
  hit: z.string().nullable(),
  element: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** The template's #1, #2, #3 (Retro); empty when the data gives none. */
  params: z.array(z.number()),
  /** Duration in turns (0: immediate). */
  turns: z.number().nullable(),
  /** % chance of a random alternative (0: always). */
  chance: z.number().nullable(),
  zone: z.object({ shape: z.string(), size: z.number() }).nullable(),
  /** Dofus 2 shields: the value; pushback: the cells. */
  value: z.number().nullable(),
  cells: z.number().nullable(),
});
/** Texts per language, one per effect line (Dofus 2 data). */
export const EffectTexts = z.record(z.string(), z.array(z.string()));
export const SpellLevel = z.object({
  /** Retro level 1–6, Dofus 2 grade 1–3. */
  level: z.number().int(),
  ap_cost: z.number().nullable(),
  range_min: z.number().nullable(),
  range_max: z.number().nullable(),
  range_boostable: z.boolean(),
  line_only: z.boolean(),
  line_of_sight: z.boolean(),
  free_cell: z.boolean(),
  /** x of the critical "1/x" (Retro); null when the level cannot crit or gives a percent. */
  crit_rate: z.number().nullable(),
  /** Critical chance in % (Dofus 2). */
  crit_percent: z.number().nullable(),
  /** x of the critical failure "1/x" (Retro). */
  fail_rate: z.number().nullable(),
  /** Casts per turn and per target; null: no limit. */
  casts_per_turn: z.number().nullable(),
  casts_per_target: z.number().nullable(),
  cooldown: z.number().nullable(),
  min_player_level: z.number().nullable(),
  /** Dofus 2: the area in words. */
  area: LocalizedText.nullable(),
  effects: z.array(SpellEffect),
  critical_effects: z.array(SpellEffect),
  effects_text: EffectTexts.nullable(),
  critical_effects_text: EffectTexts.nullable(),
});
export const Spell = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  name: LocalizedText,
  description: LocalizedText,
  /** Dofus 2 icon id; null for Retro (no icons in the data). */
  icon: z.number().int().nullable(),
  levels: z.array(SpellLevel),
});
export type Spell = z.infer<typeof Spell>;
export const ClassSpellsParams = z.object({ game: Game, classId: GameId });
export const ClassSpellsResponse = z.object({ data: z.object({ class: ClassRef, spells: z.array(Spell) }) });
export type ClassSpellsResponse = z.infer<typeof ClassSpellsResponse>;

// GET /api/spells/:game/search?text=&page=&size= — spells by name (any of fr/en/es), best match first,
// a page at a time with the total: the search page's spells (the navbar shows the first five).
export const SpellSearchParams = z.object({ game: Game });
export const SpellSearchQuery = z.object({
  text: z.string().max(100).default(''),
  page: decimalInt(1, 100_000).default(1),
  size: decimalInt(1, 100).default(20),
});
export type SpellSearchQuery = z.input<typeof SpellSearchQuery>;
export const SpellSearchResponse = paginated(SpellHit);
export type SpellSearchResponse = z.infer<typeof SpellSearchResponse>;

export const spellRoutes = {
  byClass: defineRoute({
    method: 'GET',
    path: '/api/spells/:game/class/:classId',
    params: ClassSpellsParams,
    response: ClassSpellsResponse,
  }),
  search: defineRoute({
    method: 'GET',
    path: '/api/spells/:game/search',
    params: SpellSearchParams,
    query: SpellSearchQuery,
    response: SpellSearchResponse,
  }),
};
