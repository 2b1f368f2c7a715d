/**
 * The catalogue: every piece of equipment, weapon and set of one variant, reduced to what the
 * engine computes with. The server builds it once per data import and serves it (with an ETag) to
 * the engine worker; Node callers build it with `loadCatalog` (see `node.ts`). One converter,
 * `buildCatalog`, turns the raw data records of any variant into this shape.
 */
import { NON_STAT_KEYS, statKeyOf, type StatKey, PRIMARY_STATS, type PrimaryStat } from '../../game/stats.ts';
import { compileConditions, type ConditionGroup } from '../../game/item-conditions.ts';
import type { Variant } from '../../game/variants.ts';
import { AVAILABILITIES, type Availability } from '../../game/availability.ts';
import { DAMAGE_HIT_KINDS, ELEMENTS, HIT_KINDS, type DamageHitKind, type Element, type HitKind } from '../../game/elements.ts';

export { AVAILABILITIES, type Availability };
export { ELEMENTS, HIT_KINDS, DAMAGE_HIT_KINDS, type Element, type HitKind, type DamageHitKind };

/** [stat key, min, max]: a characteristic line with its signed roll range. */
export type StatLine = [StatKey, number, number];
/** [hit kind, element or '', min, max]: a weapon line. */
export type HitLine = [HitKind, Element | '', number, number];


/**
 * [kind, element or '', min, max, turns?, chance?]: a spell line. `turns` > 0: the same hit again at
 * the start of each of the target's next `turns` turns (poisons); `chance` > 0: the line applies with
 * that % chance (the data's random alternatives). Both are left out when 0, to keep the wire small.
 */
export type SpellHitLine = [DamageHitKind, Element | '', number, number, number?, number?];

export interface CatalogSpellLevel {
  /** Retro spell level (1–6) or Dofus 2 grade (1–3). */
  level: number;
  apCost: number;
  /** x of the "1/x" critical rate (retro); left out when the level cannot crit or gives a percent. */
  critRate?: number;
  /** Critical chance in percent (dofus); left out when absent. */
  critPercent?: number;
  /** x of the "1/x" critical failure rate (retro); left out when none. */
  failRate?: number;
  /** Casts per turn; left out when the data sets no limit. */
  castsPerTurn?: number;
  rangeMax: number;
  hits: SpellHitLine[];
  /** Lines of a critical cast; left out when the level has no critical list of its own. */
  criticalHits?: SpellHitLine[];
  /** Character level that unlocks this grade (Dofus 2 `min_player_level`); left out when the data has none. */
  minPlayerLevel?: number;
}

/** [grade, element, min, max]: a bomb's base damage at one grade, before Combo. */
export type BombBaseLine = [number, Element, number, number];

/**
 * A Roublard bomb spell's monster and base damage (data `bomb`, research bombs.md §1, §3): the
 * explosion, the wall on the Roublard's turn and off it, per grade, before Combo (Dofusbook export).
 */
export interface CatalogBomb {
  monsterId: number;
  explosionSpellId: number;
  chainReactionSpellId: number;
  wallId: number;
  explosion: BombBaseLine[];
  wall: BombBaseLine[];
  wallOffTurn: BombBaseLine[];
}

export interface CatalogSpell {
  id: number;
  classId: number;
  levels: CatalogSpellLevel[];
  /** Roublard bomb spells only. */
  bomb?: CatalogBomb;
}

export interface WeaponBlock {
  type: string;
  apCost: number;
  rangeMin: number;
  rangeMax: number;
  /** x of the "1/x" critical rate (retro, touch); 0 = cannot crit. */
  critRate: number;
  /** Critical chance in percent (dofus); 0 when the variant uses `critRate`. */
  critPercent: number;
  critBonus: number;
  failRate: number;
  usesPerTurn: number;
  twoHanded: boolean;
}

export interface CatalogItem {
  id: number;
  category: string;
  level: number;
  /** 0 when the item belongs to no set. */
  setId: number;
  availability: Availability;
  stats: StatLine[];
  hits?: HitLine[];
  weapon?: WeaponBlock;
  /** Equip conditions: every group must hold, one atom of a group suffices (see item-conditions.ts). */
  conditions?: ConditionGroup[];
}

export interface CatalogSet {
  id: number;
  itemIds: number[];
  /** Bonus of the set for `items` distinct pieces worn, in increasing `items` order. */
  bonuses: { items: number; stats: [StatKey, number][] }[];
  availability: Availability;
}

export interface CatalogClass {
  id: number;
  /** Capital cost tables: from this base value on, one point costs `cost` capital. */
  statCosts: Partial<Record<PrimaryStat, { from: number; cost: number; count?: number }[]>>;
}

export interface Catalog {
  variant: Variant;
  /** Changes whenever the data changes: the hash of the variant's manifest. */
  version: string;
  items: CatalogItem[];
  sets: CatalogSet[];
  classes: CatalogClass[];
  /** Class spells with their damage, steal and heal lines per level (empty when the variant has no spell data). */
  spells: CatalogSpell[];
}

/** Raw records as they stand in `DATA_DIR/<variant>/*.json` (only the fields read here). */
export interface RawEffect {
  kind?: string;
  stat?: string;
  hit?: string;
  element?: string;
  min?: number;
  max?: number;
}
export interface RawItem {
  id: number;
  /** Dofus 2 and Touch mounts carry a mount family id here instead of an item id. */
  id_kind?: string;
  category?: string;
  level?: number;
  set_id?: number;
  availability?: string;
  effects?: RawEffect[];
  /**
   * Retro: the lang text (`CS>100&CV>50`); Dofus 2: dofuslab's structured object
   * (`{conditions: {stat, operator, value} | {and} | {or}}`); Touch: a list of lines with `text`.
   * Read defensively by `compileConditions`.
   */
  conditions?: unknown;
  /** Retro: the same conditions parsed, AND of OR lists of `{code, op, value, stat}` (or `{raw}`). */
  conditions_parsed?: unknown;
  flags?: { two_handed?: boolean };
  weapon?: {
    weapon_type?: string;
    ap_cost?: number;
    range_min?: number;
    range_max?: number;
    crit_rate?: number;
    crit_chance_percent?: number;
    crit_bonus?: number;
    fail_rate?: number;
    uses_per_turn?: number;
    two_handed?: boolean;
  };
}
export interface RawSet {
  id: number;
  item_ids?: number[];
  availability?: string;
  bonuses?: { items: number; effects?: RawEffect[] }[];
}
export interface RawClass {
  id: number;
  stat_costs?: Record<string, { from: number; cost: number; count?: number }[]>;
}
/** A spell line: retro gives `effect_id` with p1/p2 (min/max); Dofus 2 gives `kind: 'hit'`, `hit`, `element`. */
export interface RawSpellEffect {
  effect_id?: number;
  kind?: string;
  hit?: string;
  element?: string | null;
  min?: number;
  max?: number;
  turns?: number;
  chance?: number;
}
export interface RawSpellLevel {
  /** Retro */
  level?: number;
  /** Dofus 2 */
  grade?: number;
  ap_cost?: number;
  range_max?: number;
  crit_rate?: number;
  crit_rate_percent?: number;
  fail_rate?: number;
  casts_per_turn?: number;
  effects?: RawSpellEffect[];
  critical_effects?: RawSpellEffect[];
  min_player_level?: number;
}
export interface RawBombLine {
  grade: number;
  element: string;
  min: number;
  max: number;
}
export interface RawSpell {
  id: number;
  class_id?: number;
  bomb?: {
    monster_id: number;
    explosion_spell_id: number;
    chain_reaction_spell_id: number;
    wall_id: number;
    base_damage?: { explosion?: RawBombLine[]; wall?: RawBombLine[]; wall_off_turn?: RawBombLine[] };
  };
  levels?: RawSpellLevel[];
}
export interface RawVariantData {
  items: RawItem[];
  weapons: RawItem[];
  sets: RawSet[];
  classes: RawClass[];
  /** Absent or empty: the variant has no spell data (touch). */
  spells?: RawSpell[];
}

/** What the conversion met and left out, so that a test can say nothing was lost by accident. */
export interface CatalogReport {
  unknownStatKeys: Map<string, number>;
  skipped?: SkippedRecord[];
}

export interface SkippedRecord {
  file: string;
  id: unknown;
  reason: string;
}

export type EquipmentKind = 'item' | 'weapon';

/** Game ids are positive and fit a 32-bit integer column. */
export function isGameId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;
}

/**
 * Items and weapons share one id space per game, but Dofus 2 and Touch mounts carry a mount family
 * id (`id_kind`) that can equal a real item id (35 Touch records do). On a clash the record with a
 * real item id wins; the other, and any record without a valid id or repeating an id, is reported.
 */
export function uniqueEquipment<T extends RawItem>(
  items: readonly T[],
  weapons: readonly T[],
  skipped: SkippedRecord[],
): { record: T; kind: EquipmentKind }[] {
  const byId = new Map<number, { record: T; kind: EquipmentKind }>();
  const entries = [
    ...items.map((record) => ({ record, kind: 'item' as const })),
    ...weapons.map((record) => ({ record, kind: 'weapon' as const })),
  ];
  for (const entry of entries) {
    const { id } = entry.record;
    const file = `${entry.kind === 'item' ? 'items' : 'weapons'}.json`;
    if (!isGameId(id)) {
      skipped.push({ file, id, reason: 'invalid id' });
      continue;
    }
    const previous = byId.get(id);
    if (!previous) {
      byId.set(id, entry);
    } else if (previous.record.id_kind && !entry.record.id_kind) {
      byId.set(id, entry);
      skipped.push({ file, id, reason: `id clash: ${previous.record.id_kind} record replaced by an item id` });
    } else {
      const clash = entry.record.id_kind !== undefined && previous.record.id_kind === undefined;
      skipped.push({ file, id, reason: clash ? `${entry.record.id_kind} clashes with an item id` : 'duplicate id' });
    }
  }
  return [...byId.values()];
}

const HIT_KIND_SET: ReadonlySet<string> = new Set(HIT_KINDS);
const ELEMENT_SET: ReadonlySet<string> = new Set(ELEMENTS);

function asAvailability(value: string | undefined): Availability {
  return (AVAILABILITIES as readonly string[]).includes(value ?? '') ? (value as Availability) : 'standard';
}

function statLines(effects: RawEffect[] | undefined, report: CatalogReport): StatLine[] {
  const lines: StatLine[] = [];
  for (const effect of effects ?? []) {
    if (effect.stat === undefined || effect.kind === 'hit') continue;
    if (effect.kind !== undefined && effect.kind !== 'stat') continue;
    const key = statKeyOf(effect.stat);
    if (!key) {
      if (!NON_STAT_KEYS.has(effect.stat)) {
        report.unknownStatKeys.set(effect.stat, (report.unknownStatKeys.get(effect.stat) ?? 0) + 1);
      }
      continue;
    }
    const min = effect.min ?? effect.max ?? 0;
    const max = effect.max ?? effect.min ?? 0;
    lines.push([key, Math.min(min, max), Math.max(min, max)]);
  }
  return lines;
}

function hitLines(effects: RawEffect[] | undefined): HitLine[] {
  const lines: HitLine[] = [];
  for (const effect of effects ?? []) {
    if (effect.kind !== 'hit' || !effect.hit || !HIT_KIND_SET.has(effect.hit)) continue;
    const element = effect.element && ELEMENT_SET.has(effect.element) ? (effect.element as Element) : '';
    const min = effect.min ?? effect.max ?? 0;
    const max = effect.max ?? effect.min ?? 0;
    lines.push([effect.hit as HitKind, element, min, max]);
  }
  return lines;
}

function weaponBlock(raw: RawItem): WeaponBlock | undefined {
  const w = raw.weapon;
  if (!w) return undefined;
  return {
    type: w.weapon_type ?? 'unknown',
    apCost: w.ap_cost ?? 0,
    rangeMin: w.range_min ?? 1,
    rangeMax: w.range_max ?? 1,
    critRate: w.crit_rate ?? 0,
    critPercent: w.crit_chance_percent ?? 0,
    critBonus: w.crit_bonus ?? 0,
    failRate: w.fail_rate ?? 0,
    // Retro data has no per-turn limit: a weapon strikes as long as AP remain (0 = no limit).
    usesPerTurn: w.uses_per_turn ?? 0,
    twoHanded: Boolean(w.two_handed ?? raw.flags?.two_handed),
  };
}

export function buildCatalog(
  variant: Variant,
  version: string,
  raw: RawVariantData,
  report: CatalogReport = { unknownStatKeys: new Map() },
): Catalog {
  const items: CatalogItem[] = [];
  for (const { record } of uniqueEquipment(raw.items, raw.weapons, (report.skipped ??= []))) {
    const item: CatalogItem = {
      id: record.id,
      category: record.category ?? 'unknown',
      level: record.level ?? 1,
      setId: record.set_id ?? 0,
      availability: asAvailability(record.availability),
      stats: statLines(record.effects, report),
    };
    const conditions = compileConditions(variant, record);
    if (conditions) item.conditions = conditions;
    const weapon = weaponBlock(record);
    if (weapon) {
      item.weapon = weapon;
      item.hits = hitLines(record.effects);
    }
    items.push(item);
  }
  // Dofus 2 data lists members on the set only; the item's own `set_id` wins where both exist.
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const set of raw.sets) {
    for (const id of set.item_ids ?? []) {
      const item = byId.get(id);
      if (item && item.setId === 0) item.setId = set.id;
    }
  }
  const sets: CatalogSet[] = raw.sets.map((set) => ({
    id: set.id,
    itemIds: set.item_ids ?? [],
    availability: asAvailability(set.availability),
    bonuses: (set.bonuses ?? [])
      .map((bonus) => ({
        items: bonus.items,
        stats: statLines(bonus.effects, report).map(([key, , max]) => [key, max] as [StatKey, number]),
      }))
      .sort((a, b) => a.items - b.items),
  }));
  const classes: CatalogClass[] = raw.classes.map((cls) => ({
    id: cls.id,
    statCosts: Object.fromEntries(
      PRIMARY_STATS.filter((stat) => cls.stat_costs?.[stat]).map((stat) => [stat, cls.stat_costs![stat]]),
    ),
  }));
  return { variant, version, items, sets, classes, spells: uniqueSpells(raw.spells ?? []).map(catalogSpell) };
}

/**
 * Retro spell effect ids of the damage, steal and heal lines (effects.json `hit`/`element`, checked
 * against the data by a test): 91–95 steal and 96–100 damage, both water, earth, air, fire, neutral;
 * 81, 108 and 143 heal ("PDV rendus", research §2.7), and 646, which the data's dictionary also marks
 * as a heal hit.
 */
export const RETRO_SPELL_HIT_EFFECTS: Readonly<Record<number, readonly [DamageHitKind, Element | '']>> = {
  91: ['steal', 'water'],
  92: ['steal', 'earth'],
  93: ['steal', 'air'],
  94: ['steal', 'fire'],
  95: ['steal', 'neutral'],
  96: ['damage', 'water'],
  97: ['damage', 'earth'],
  98: ['damage', 'air'],
  99: ['damage', 'fire'],
  100: ['damage', 'neutral'],
  81: ['heal', ''],
  108: ['heal', ''],
  143: ['heal', ''],
  646: ['heal', ''],
};

const DAMAGE_HIT_KIND_SET: ReadonlySet<string> = new Set(DAMAGE_HIT_KINDS);

function spellHitLines(effects: RawSpellEffect[] | undefined): SpellHitLine[] {
  const lines: SpellHitLine[] = [];
  for (const effect of effects ?? []) {
    let kind: DamageHitKind;
    let element: Element | '';
    if (effect.kind === 'hit') {
      if (!effect.hit || !DAMAGE_HIT_KIND_SET.has(effect.hit)) continue;
      kind = effect.hit as DamageHitKind;
      element = effect.element && ELEMENT_SET.has(effect.element) ? (effect.element as Element) : '';
    } else {
      const known = effect.effect_id === undefined ? undefined : RETRO_SPELL_HIT_EFFECTS[effect.effect_id];
      if (!known) continue;
      [kind, element] = known;
    }
    // A damage or steal line always has an element in the data; one without cannot be computed.
    if (kind !== 'heal' && element === '') continue;
    const a = effect.min ?? effect.max ?? 0;
    const b = effect.max ?? effect.min ?? 0;
    const line: SpellHitLine = [kind, element, Math.min(a, b), Math.max(a, b)];
    const turns = effect.turns ?? 0;
    const chance = effect.chance ?? 0;
    if (turns > 0 || chance > 0) line.push(Math.max(0, turns));
    if (chance > 0) line.push(chance);
    lines.push(line);
  }
  return lines;
}

/** Spells with a valid id, the first record of a repeated id kept. */
function uniqueSpells(spells: readonly RawSpell[]): RawSpell[] {
  const seen = new Set<number>();
  return spells.filter((spell) => isGameId(spell.id) && !seen.has(spell.id) && seen.add(spell.id) !== undefined);
}

function catalogSpell(raw: RawSpell): CatalogSpell {
  const levels: CatalogSpellLevel[] = [];
  for (const level of raw.levels ?? []) {
    const number = level.level ?? level.grade;
    if (!Number.isSafeInteger(number)) continue;
    const entry: CatalogSpellLevel = { level: number!, apCost: level.ap_cost ?? 0, rangeMax: level.range_max ?? 0, hits: spellHitLines(level.effects) };
    if ((level.crit_rate ?? 0) > 0) entry.critRate = level.crit_rate;
    if ((level.crit_rate_percent ?? 0) > 0) entry.critPercent = level.crit_rate_percent;
    if ((level.fail_rate ?? 0) > 0) entry.failRate = level.fail_rate;
    if ((level.casts_per_turn ?? 0) > 0) entry.castsPerTurn = level.casts_per_turn;
    if (level.critical_effects) entry.criticalHits = spellHitLines(level.critical_effects);
    if (Number.isSafeInteger(level.min_player_level) && level.min_player_level! > 0) entry.minPlayerLevel = level.min_player_level;
    levels.push(entry);
  }
  const spell: CatalogSpell = { id: raw.id, classId: raw.class_id ?? 0, levels };
  if (raw.bomb) spell.bomb = catalogBomb(raw.bomb);
  return spell;
}

function bombLines(lines: readonly RawBombLine[] | undefined): BombBaseLine[] {
  return (lines ?? [])
    .filter((line) => Number.isSafeInteger(line.grade) && ELEMENT_SET.has(line.element) && line.element !== 'best' && Number.isFinite(line.min) && Number.isFinite(line.max))
    .map((line) => [line.grade, line.element as Element, Math.min(line.min, line.max), Math.max(line.min, line.max)]);
}

function catalogBomb(raw: NonNullable<RawSpell['bomb']>): CatalogBomb {
  return {
    monsterId: raw.monster_id,
    explosionSpellId: raw.explosion_spell_id,
    chainReactionSpellId: raw.chain_reaction_spell_id,
    wallId: raw.wall_id,
    explosion: bombLines(raw.base_damage?.explosion),
    wall: bombLines(raw.base_damage?.wall),
    wallOffTurn: bombLines(raw.base_damage?.wall_off_turn),
  };
}
