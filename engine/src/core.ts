/**
 * The engine core: lays a catalogue out in WASM memory once, then answers calls by writing the
 * stuff as an Int32 record, running a kernel and reading the result back.
 */
import type { Catalog, CatalogItem } from './catalog.ts';
import { boostTotals } from '../../game/boosts.ts';
import { buildCatalogImage, IMAGE_TOC, type CatalogImage } from './catalog-image.ts';
import { capitalSheet } from '../../game/capital.ts';
import { FACTOR_SCALE, PART_NAMES, SHEET_LAYOUT, STUFF_LAYOUT } from './layout.ts';
import { sheetMeta } from './sheet-common.ts';
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
 * Where the core's catalogue comes from: the catalogue itself (its memory image is built here), or
 * a memory image built elsewhere (the server's, issue 23) with the catalogue it was built from,
 * read only when a call needs more than the image (`catalog()`, at most once).
 */
export type CoreCatalog = Catalog | { image: CatalogImage; catalog: () => Catalog };

/**
 * What every engine feature shares: the kernels, the catalogue laid out in linear memory, one
 * scratch stuff record and one scratch sheet record. Feature modules (conditions, damage, the
 * dofus-stuffer code) take the core and add their own calls; `engine.ts` puts them together.
 *
 * The tables the sheet, capital and conditions kernels read are one memory image
 * (`catalog-image.ts`) copied into linear memory at once; the first sheet of a stuff whose items
 * carry no rolls needs nothing else, so an engine made from an image reads its `Catalog` only when
 * a call needs the objects (rolls, a failing condition, slot rules of worn items, damage…).
 */
export class EngineCore {
  /** Catalogue row of each item id. */
  readonly rowOfItem = new Map<number, number>();
  /** Scratch records: one stuff and its sheet, rewritten by every single-stuff call. */
  readonly stuffPointer: number;
  readonly sheetPointer: number;
  readonly meta: SheetMeta;
  /** Set id of each set row (the sheet's `sets`). */
  private readonly setIds: ArrayLike<number>;
  private catalogValue: Catalog | undefined;
  private readonly readCatalog: (() => Catalog) | undefined;
  private view = new Int32Array(0);
  private batchPointer = 0;
  private batchCapacity = 0;

  constructor(
    readonly variant: Variant,
    source: CoreCatalog,
    readonly kernels: KernelExports,
  ) {
    let words: Int32Array;
    if ('image' in source) {
      this.readCatalog = source.catalog;
      words = source.image.words;
      this.meta = sheetMeta(variant, source.image.variant as Variant);
    } else {
      this.catalogValue = source;
      words = buildCatalogImage(source, variant);
      this.meta = sheetMeta(variant, source.variant);
    }
    const itemIds = words.subarray(words[IMAGE_TOC.itemIds], words[IMAGE_TOC.itemIds] + words[IMAGE_TOC.itemCount]);
    for (let row = 0; row < itemIds.length; row++) this.rowOfItem.set(itemIds[row], row);
    this.setIds = words.slice(words[IMAGE_TOC.setIds], words[IMAGE_TOC.setIds] + words[IMAGE_TOC.setCount]);
    this.layOutImage(words);
    this.stuffPointer = this.allocateWords(STUFF_LAYOUT.words);
    this.sheetPointer = this.allocateWords(SHEET_LAYOUT.words);
  }

  /** The catalogue (read from its source on the first call when the engine was made from an image). */
  get catalog(): Catalog {
    return (this.catalogValue ??= this.readCatalog!());
  }

  /** Whether the catalogue's objects are read yet (an engine made from an image reads them on first use). */
  get catalogRead(): boolean {
    return this.catalogValue !== undefined;
  }

  get items(): CatalogItem[] {
    return this.catalog.items;
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

  /**
   * Copies the memory image into linear memory in one `set` (it holds rows and values, no
   * addresses) and hands the kernels its sections' addresses; the rule block is the variant's.
   */
  private layOutImage(words: Int32Array): void {
    const rules = ruleBlock(this.variant);
    const rulesPointer = this.allocateWords(rules.length);
    // allocate() aligns to 16 bytes: the image's 4-word sections keep their SIMD alignment.
    const imagePointer = this.allocateWords(words.length);
    const memory = this.words();
    memory.set(rules, rulesPointer / INT32_BYTES);
    memory.set(words, imagePointer / INT32_BYTES);
    const at = (slot: number): number => imagePointer + words[slot] * INT32_BYTES;
    this.kernels.setCatalog(
      rulesPointer,
      at(IMAGE_TOC.itemStats),
      at(IMAGE_TOC.itemSet),
      words[IMAGE_TOC.itemCount],
      at(IMAGE_TOC.setBonus),
      words[IMAGE_TOC.setCount],
      words[IMAGE_TOC.stride],
    );
    this.kernels.setCapitalTables(at(IMAGE_TOC.capitalRows), at(IMAGE_TOC.capitalTiers));
    this.kernels.setConditionTables(at(IMAGE_TOC.conditionItems), at(IMAGE_TOC.conditionGroups), at(IMAGE_TOC.conditionAtoms));
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
      sets.push({ setId: this.setIds[memory[entry]], count: memory[entry + 1] });
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

