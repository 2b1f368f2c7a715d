/**
 * The engine core: lays a catalogue out in WASM memory once, then answers calls by writing the
 * stuff as an Int32 record, running a kernel and reading the result back.
 */
import type { Catalog, CatalogItem } from './catalog.ts';
import { boostTotals } from '../../game/boosts.ts';
import { capitalTableWords } from './capital.ts';
import { capitalSheet } from '../../game/capital.ts';
import { FACTOR_SCALE, PART_NAMES, SHEET_LAYOUT, STAT_STRIDE, STUFF_LAYOUT } from './layout.ts';
import { setBonusFor, sheetMeta } from './sheet-common.ts';
import { SLOT_INDEX, SLOTS, type Slot } from '../../game/slots.ts';
import { PRIMARY_STATS, STAT_INDEX, STAT_KEYS, type PrimaryStat, type StatKey } from '../../game/stats.ts';
import type { PrimaryParts, SheetMeta, StatSheet, StuffInput } from '../../game/stuff.ts';
import { validateStuff } from './validate.ts';
import { VARIANT_RULES, type Variant } from '../../game/variants.ts';
import { ruleBlock } from './rule-blocks.ts';
import type { KernelExports } from './wasm.ts';

/** Stuffs written into WASM memory, ready for `computeStatsBatch`. */
export interface EncodedStuffs {
  readonly count: number;
  readonly pointer: number;
}

const INT32_BYTES = 4;

/**
 * Spreading a ready object keeps V8's fast property layout; building a 67-key object with
 * Object.fromEntries on every call cost ~30 µs per sheet (measured), more than the kernel itself.
 */
const ZERO_STATS = Object.freeze(Object.fromEntries(STAT_KEYS.map((key) => [key, 0])) as Record<StatKey, number>);

/**
 * What every engine feature shares: the kernels, the catalogue laid out in linear memory, one
 * scratch stuff record and one scratch sheet record. Feature modules (conditions, damage, the
 * dofus-stuffer code) take the core and add their own calls; `engine.ts` puts them together.
 */
export class EngineCore {
  /** Catalogue row of each item id. */
  readonly rowOfItem = new Map<number, number>();
  readonly items: CatalogItem[];
  /** Scratch records: one stuff and its sheet, rewritten by every single-stuff call. */
  readonly stuffPointer: number;
  readonly sheetPointer: number;
  readonly meta: SheetMeta;
  private view = new Int32Array(0);
  private batchPointer = 0;
  private batchCapacity = 0;

  constructor(
    readonly variant: Variant,
    readonly catalog: Catalog,
    readonly kernels: KernelExports,
  ) {
    this.items = catalog.items;
    this.items.forEach((item, row) => this.rowOfItem.set(item.id, row));
    this.meta = sheetMeta(variant, catalog.variant);
    this.layOutCatalog();
    this.layOutCapitalTables();
    this.stuffPointer = this.allocateWords(STUFF_LAYOUT.words);
    this.sheetPointer = this.allocateWords(SHEET_LAYOUT.words);
  }

  /** Computes the sheet of `stuff` into the scratch sheet record and reads it back. */
  computeStats(stuff: StuffInput): StatSheet {
    const unknownItems = this.writeStuff(stuff, this.stuffPointer);
    this.kernels.computeStats(this.stuffPointer, this.sheetPointer);
    return this.readSheet(this.sheetPointer, unknownItems, stuff.level);
  }

  encodeStuffs(stuffs: readonly StuffInput[]): EncodedStuffs {
    if (stuffs.length > this.batchCapacity) {
      this.batchPointer = this.allocateWords(stuffs.length * STUFF_LAYOUT.words);
      this.batchCapacity = stuffs.length;
    }
    stuffs.forEach((stuff, index) => this.writeStuff(stuff, this.batchPointer + index * STUFF_LAYOUT.words * INT32_BYTES));
    return { count: stuffs.length, pointer: this.batchPointer };
  }

  computeStatsBatch(encoded: EncodedStuffs): number {
    return this.kernels.computeStatsBatch(encoded.pointer, encoded.count, this.sheetPointer);
  }

  words(): Int32Array {
    // memory.grow detaches the previous buffer: make a new view only when that happened.
    if (this.view.buffer !== this.kernels.memory.buffer) this.view = new Int32Array(this.kernels.memory.buffer);
    return this.view;
  }

  allocateWords(count: number): number {
    return this.kernels.allocate(count * INT32_BYTES);
  }

  private layOutCatalog(): void {
    const { items, sets } = this.catalog;
    const setRow = new Map(sets.map((set, row) => [set.id, row]));
    const stride = 1 + Math.max(1, ...sets.map((set) => Math.max(set.itemIds.length, ...set.bonuses.map((b) => b.items))));

    const rules = ruleBlock(this.variant);
    const rulesPointer = this.allocateWords(rules.length);
    const itemStatsPointer = this.allocateWords(items.length * STAT_STRIDE);
    const itemSetPointer = this.allocateWords(Math.max(1, items.length));
    const setBonusPointer = this.allocateWords(Math.max(1, sets.length * stride * STAT_STRIDE));

    const memory = this.words();
    memory.set(rules, rulesPointer / INT32_BYTES);
    items.forEach((item, row) => {
      const base = itemStatsPointer / INT32_BYTES + row * STAT_STRIDE;
      for (const [key, , max] of item.stats) memory[base + STAT_INDEX[key]] += max;
      memory[itemSetPointer / INT32_BYTES + row] = setRow.get(item.setId) ?? -1;
    });
    sets.forEach((set, row) => {
      for (let pieces = 0; pieces < stride; pieces++) {
        const base = setBonusPointer / INT32_BYTES + (row * stride + pieces) * STAT_STRIDE;
        for (const [key, value] of setBonusFor(set, pieces)) memory[base + STAT_INDEX[key]] += value;
      }
    });
    this.kernels.setCatalog(rulesPointer, itemStatsPointer, itemSetPointer, items.length, setBonusPointer, sets.length, stride);
  }

  private layOutCapitalTables(): void {
    const { rows, tiers } = capitalTableWords(this.catalog, this.variant);
    const rowsPointer = this.allocateWords(rows.length);
    const tiersPointer = this.allocateWords(tiers.length);
    const memory = this.words();
    memory.set(rows, rowsPointer / INT32_BYTES);
    memory.set(tiers, tiersPointer / INT32_BYTES);
    this.kernels.setCapitalTables(rowsPointer, tiersPointer);
  }

  /**
   * Checks the stuff, writes its record at `pointer` and returns the item ids the catalogue does not
   * know. Throws EngineInputError on bad input, before anything is written.
   */
  writeStuff(stuff: StuffInput, pointer: number): number[] {
    validateStuff(stuff, VARIANT_RULES[this.variant]);
    const memory = this.words();
    const at = pointer / INT32_BYTES;
    memory.fill(0, at, at + STUFF_LAYOUT.words);
    memory[at + STUFF_LAYOUT.classId] = stuff.classId;
    memory[at + STUFF_LAYOUT.level] = stuff.level;
    memory[at + STUFF_LAYOUT.gender] = stuff.gender ?? 0;
    const unknownItems: number[] = [];
    const itemsAt = at + STUFF_LAYOUT.items;
    memory.fill(-1, itemsAt, itemsAt + SLOTS.length);
    // Only the slots the stuff names: a stuff object's shape varies, so reading all 17 keys of every
    // one is a megamorphic lookup each (measured: most of the encoding time).
    const { items, rolls } = stuff;
    for (const slot in items) {
      const id = items[slot as Slot];
      if (id === undefined || id === 0) continue;
      const row = this.rowOfItem.get(id);
      if (row === undefined) {
        unknownItems.push(id);
        continue;
      }
      memory[itemsAt + SLOT_INDEX[slot as Slot]] = row;
      const slotRolls = rolls?.[slot as Slot];
      if (slotRolls) this.writeRollDelta(memory, at, this.items[row], slotRolls);
    }
    if (unknownItems.length > 1) this.inSlotOrder(unknownItems, items);
    const { points, scrolls, forgemagie } = stuff;
    for (let index = 0; index < PRIMARY_STATS.length; index++) {
      memory[at + STUFF_LAYOUT.points + index] = points?.[PRIMARY_STATS[index]] ?? 0;
      memory[at + STUFF_LAYOUT.scrolls + index] = scrolls?.[PRIMARY_STATS[index]] ?? 0;
    }
    if (forgemagie) this.addToExtra(memory, at, STUFF_LAYOUT.forgemagiePrimaries, forgemagie);
    const boosts = boostTotals(stuff.boosts);
    this.addToExtra(memory, at, STUFF_LAYOUT.boostPrimaries, boosts.stats);
    memory[at + STUFF_LAYOUT.hpPercent] = boosts.hpPercent;
    memory[at + STUFF_LAYOUT.shieldPercent] = boosts.shieldPercent;
    memory[at + STUFF_LAYOUT.shieldFlat] = boosts.shieldFlat;
    memory[at + STUFF_LAYOUT.boostDamageFactor] = Math.round(boosts.damageFactor * FACTOR_SCALE);
    return unknownItems;
  }

  /** Sorts unknown ids by their slot in the SLOTS order (the order every sheet reports them in). */
  private inSlotOrder(ids: number[], items: StuffInput['items']): void {
    ids.length = 0;
    for (const slot of SLOTS) {
      const id = items[slot];
      if (id !== undefined && id !== 0 && !this.rowOfItem.has(id)) ids.push(id);
    }
  }

  /** Adds `values` to the record's extra row, and primary stats also to their part at `primaries`. */
  private addToExtra(memory: Int32Array, at: number, primaries: number, values: Partial<Record<StatKey, number>>): void {
    for (const key in values) this.addStat(memory, at, primaries, STAT_INDEX[key as StatKey], values[key as StatKey] ?? 0);
  }

  private addStat(memory: Int32Array, at: number, primaries: number, index: number, value: number): void {
    memory[at + STUFF_LAYOUT.extra + index] += value;
    if (index < PRIMARY_STATS.length) memory[at + primaries + index] += value;
  }

  /** A rolled line replaces the item's maximum for that stat (all its lines of that stat together). */
  private writeRollDelta(memory: Int32Array, at: number, item: CatalogItem, rolls: Partial<Record<StatKey, number>>): void {
    for (const key in rolls) {
      const stat = key as StatKey;
      let maximum = 0;
      for (const [lineKey, , max] of item.stats) if (lineKey === stat) maximum += max;
      this.addStat(memory, at, STUFF_LAYOUT.rollPrimaries, STAT_INDEX[stat], (rolls[stat] ?? 0) - maximum);
    }
  }

  /** Reads the sheet record written by the `computeStats` kernel. */
  readSheet(pointer: number, unknownItems: number[], level: number): StatSheet {
    const memory = this.words();
    const at = pointer / INT32_BYTES;
    const stats: Record<StatKey, number> = { ...ZERO_STATS };
    for (let index = 0; index < STAT_KEYS.length; index++) stats[STAT_KEYS[index]] = memory[at + SHEET_LAYOUT.stats + index];
    const parts = {} as Record<PrimaryStat, PrimaryParts>;
    const spent = {} as Record<PrimaryStat, number>;
    PRIMARY_STATS.forEach((key, index) => {
      const part = at + SHEET_LAYOUT.parts + index * SHEET_LAYOUT.partCount;
      const values = { total: stats[key] } as PrimaryParts;
      PART_NAMES.forEach((name, offset) => (values[name] = memory[part + offset]));
      parts[key] = values;
      spent[key] = memory[at + SHEET_LAYOUT.capitalSpent + index];
    });
    const sets: StatSheet['sets'] = [];
    for (let worn = 0; worn < memory[at + SHEET_LAYOUT.setCount]; worn++) {
      const entry = at + SHEET_LAYOUT.sets + worn * 2;
      sets.push({ setId: this.catalog.sets[memory[entry]].id, count: memory[entry + 1] });
    }
    return {
      variant: this.variant,
      stats,
      parts,
      sets,
      unknownItems,
      capital: memory[at + SHEET_LAYOUT.capitalKnown] === 1 ? capitalSheet(this.variant, level, spent) : null,
      shield: memory[at + SHEET_LAYOUT.shield],
      finalDamageMultiplier: memory[at + SHEET_LAYOUT.finalDamageFactor] / FACTOR_SCALE,
      meta: this.meta,
    };
  }
}

