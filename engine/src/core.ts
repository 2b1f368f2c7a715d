/**
 * The engine core: lays a catalogue out in WASM memory once, then answers calls by writing the
 * stuff as an Int32 record, running a kernel and reading the result back.
 */
import type { Catalog, CatalogItem } from './catalog.ts';
import { SHEET_LAYOUT, STAT_STRIDE, STUFF_LAYOUT } from './layout.ts';
import { setBonusFor } from './reference.ts';
import { SLOTS } from './slots.ts';
import { PRIMARY_STATS, STAT_INDEX, STAT_KEYS, type PrimaryStat, type StatKey } from './stats.ts';
import type { PrimaryParts, StatSheet, StuffInput } from './types.ts';
import { ruleBlock, type Variant } from './variants.ts';
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
    this.layOutCatalog();
    this.stuffPointer = this.allocateWords(STUFF_LAYOUT.words);
    this.sheetPointer = this.allocateWords(SHEET_LAYOUT.words);
  }

  /** Computes the sheet of `stuff` into the scratch sheet record and reads it back. */
  computeStats(stuff: StuffInput): StatSheet {
    const unknownItems = this.writeStuff(stuff, this.stuffPointer);
    this.kernels.computeStats(this.stuffPointer, this.sheetPointer);
    return this.readSheet(this.sheetPointer, unknownItems);
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

  /** Writes the stuff record at `pointer`; returns the item ids the catalogue does not know. */
  writeStuff(stuff: StuffInput, pointer: number): number[] {
    const memory = this.words();
    const at = pointer / INT32_BYTES;
    memory.fill(0, at, at + STUFF_LAYOUT.words);
    memory[at + STUFF_LAYOUT.classId] = stuff.classId;
    memory[at + STUFF_LAYOUT.level] = stuff.level;
    const unknownItems: number[] = [];
    for (let slotIndex = 0; slotIndex < SLOTS.length; slotIndex++) {
      const slot = SLOTS[slotIndex];
      const id = stuff.items[slot];
      const row = id === undefined || id === 0 ? undefined : this.rowOfItem.get(id);
      if (id !== undefined && id !== 0 && row === undefined) unknownItems.push(id);
      memory[at + STUFF_LAYOUT.items + slotIndex] = row ?? -1;
      const rolls = stuff.rolls?.[slot];
      if (row !== undefined && rolls) this.writeRollDelta(memory, at + STUFF_LAYOUT.rollDelta, this.items[row], rolls);
    }
    const { points, scrolls, boosts } = stuff;
    for (let index = 0; index < PRIMARY_STATS.length; index++) {
      memory[at + STUFF_LAYOUT.points + index] = points?.[PRIMARY_STATS[index]] ?? 0;
      memory[at + STUFF_LAYOUT.scrolls + index] = scrolls?.[PRIMARY_STATS[index]] ?? 0;
    }
    if (boosts) {
      for (const key in boosts) memory[at + STUFF_LAYOUT.boosts + STAT_INDEX[key as StatKey]] += boosts[key as StatKey] ?? 0;
    }
    return unknownItems;
  }

  /** A rolled line replaces the item's maximum for that stat (all its lines of that stat together). */
  private writeRollDelta(memory: Int32Array, at: number, item: CatalogItem, rolls: Partial<Record<StatKey, number>>): void {
    for (const key in rolls) {
      const stat = key as StatKey;
      let maximum = 0;
      for (const [lineKey, , max] of item.stats) if (lineKey === stat) maximum += max;
      memory[at + STAT_INDEX[stat]] += (rolls[stat] ?? 0) - maximum;
    }
  }

  readSheet(pointer: number, unknownItems: number[]): StatSheet {
    const memory = this.words();
    const at = pointer / INT32_BYTES;
    const stats: Record<StatKey, number> = { ...ZERO_STATS };
    for (let index = 0; index < STAT_KEYS.length; index++) stats[STAT_KEYS[index]] = memory[at + SHEET_LAYOUT.stats + index];
    const parts = {} as Record<PrimaryStat, PrimaryParts>;
    PRIMARY_STATS.forEach((key, index) => {
      const part = at + SHEET_LAYOUT.parts + index * 5;
      parts[key] = { base: memory[part], scroll: memory[part + 1], items: memory[part + 2], set: memory[part + 3], boost: memory[part + 4], total: stats[key] };
    });
    const sets: StatSheet['sets'] = [];
    for (let worn = 0; worn < memory[at + SHEET_LAYOUT.setCount]; worn++) {
      const entry = at + SHEET_LAYOUT.sets + worn * 2;
      sets.push({ setId: this.catalog.sets[memory[entry]].id, count: memory[entry + 1] });
    }
    return { variant: this.variant, stats, parts, sets, unknownItems };
  }
}

