/**
 * The engine core: lays a catalogue out in WASM memory once, then answers calls by writing the
 * stuff as an Int32 record, running a kernel and reading the result back.
 */
import type { Catalog, CatalogItem } from './catalog.ts';
import { boostTotals } from '../../game/boosts.ts';
import { buildCatalogImage, IMAGE_TOC, unpackImageInto, type CatalogImage, type PackedCatalogImage } from './catalog-image.ts';
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
export type CoreCatalog = Catalog | { image: CatalogImage | PackedCatalogImage; catalog: () => Catalog };

/**
 * The catalogue row of each item id: an open-addressing table of two Int32Arrays (ids and rows,
 * linear probing, at most half full). Built before the first sheet, in a cold worker: a Map of the
 * Retro catalogue's 8,112 items took 2–19 ms there, an array indexed by id (ids up to 926,000) more
 * (issue 23). Ids that are not 32-bit integers (none in any game) go to a Map beside it.
 */
export class ItemRows {
  private readonly ids: Int32Array;
  private readonly rows: Int32Array;
  private readonly mask: number;
  private readonly others = new Map<number, number>();

  constructor(ids: ArrayLike<number>) {
    let size = 16;
    while (size < ids.length * 2) size *= 2;
    this.mask = size - 1;
    this.ids = new Int32Array(size);
    this.rows = new Int32Array(size).fill(-1);
    for (let row = 0; row < ids.length; row++) {
      const id = ids[row];
      if ((id | 0) !== id) {
        this.others.set(id, row);
        continue;
      }
      let slot = this.slotOf(id);
      while (this.rows[slot] >= 0 && this.ids[slot] !== id) slot = (slot + 1) & this.mask;
      // A repeated id (none in a catalogue) keeps its last row, as the Map this replaced did.
      this.ids[slot] = id;
      this.rows[slot] = row;
    }
  }

  private slotOf(id: number): number {
    return (Math.imul(id, 0x9e3779b1) >>> 0) & this.mask;
  }

  get(id: number): number | undefined {
    if ((id | 0) !== id) return this.others.get(id);
    for (let slot = this.slotOf(id); this.rows[slot] >= 0; slot = (slot + 1) & this.mask) {
      if (this.ids[slot] === id) return this.rows[slot];
    }
    return undefined;
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }
}

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
  readonly rowOfItem: ItemRows;
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
    let image: CatalogImage | PackedCatalogImage;
    if ('image' in source) {
      this.readCatalog = source.catalog;
      image = source.image;
      this.meta = sheetMeta(variant, source.image.variant as Variant);
    } else {
      this.catalogValue = source;
      image = { variant, version: source.version, words: buildCatalogImage(source, variant) };
      this.meta = sheetMeta(variant, source.variant);
    }
    // The image as laid out in linear memory: read before the next allocation (which may grow the memory and detach this view).
    const words = this.layOutImage(image);
    this.rowOfItem = new ItemRows(words.subarray(words[IMAGE_TOC.itemIds], words[IMAGE_TOC.itemIds] + words[IMAGE_TOC.itemCount]));
    this.setIds = words.slice(words[IMAGE_TOC.setIds], words[IMAGE_TOC.setIds] + words[IMAGE_TOC.setCount]);
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
   * Puts the memory image into linear memory (it holds rows and values, no addresses): copied in one
   * `set`, or a packed image's records unpacked there directly; hands the kernels its sections'
   * addresses (the rule block is the variant's) and returns the image's words as they sit in memory.
   */
  private layOutImage(image: CatalogImage | PackedCatalogImage): Int32Array {
    const rules = ruleBlock(this.variant);
    const rulesPointer = this.allocateWords(rules.length);
    const wordCount = 'packed' in image ? image.wordCount : image.words.length;
    // allocate() aligns to 16 bytes: the image's 4-word sections keep their SIMD alignment.
    const imagePointer = this.allocateWords(wordCount);
    const memory = this.words();
    memory.set(rules, rulesPointer / INT32_BYTES);
    const imageAt = imagePointer / INT32_BYTES;
    const words = memory.subarray(imageAt, imageAt + wordCount);
    // A packed image's zero runs are skipped (allocate() hands out zeroed memory); written through the
    // image's own view, so that records which do not add up could never reach the memory around it.
    if ('packed' in image) unpackImageInto(image.packed, words, 0);
    else words.set(image.words);
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
    return words;
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

