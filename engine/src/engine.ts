/**
 * The typed public engine: the core (catalogue in WASM memory, scratch records) plus one module per
 * feature, each a thin wrapper over its kernels.
 */
import type { Catalog, CatalogSpellLevel } from './catalog.ts';
import { Cacminator, type CacminatorLoop } from './cacminator.ts';
import type { Panominator, PanominatorBound } from './panominator.ts';
import type { PanominatorQuery, PanominatorResult, PanominatorRunOptions, PanominatorSearch } from '../../game/panominator-types.ts';
import type { CacminatorQuery, CacminatorResult, CacminatorRunOptions } from '../../game/cacminator-types.ts';
import { ConditionChecker, type RuleViolation, type UnmetCondition } from './conditions.ts';
import { EngineCore, type CoreCatalog, type EncodedStuffs } from './core.ts';
import type { CatalogImage, PackedCatalogImage } from './catalog-image.ts';
import { DamageCalculator } from './damage.ts';
import type { DamageOptions, SpellDamage, Target, WeaponDamage } from './damage-common.ts';
import { StufferCodec, type DecodedStuff } from './stuffer-code.ts';
import type { StatSheet, StuffInput } from '../../game/stuff.ts';
import { VARIANT_RULES, type Variant } from '../../game/variants.ts';
import { instantiateKernels, type WasmSource } from './wasm.ts';

export type { EncodedStuffs, DecodedStuff };

export interface EngineOptions {
  variant: Variant;
  /**
   * The catalogue; with `image`, a function that reads it, called once when a call first needs the
   * catalogue's objects (the builder's first sheet of a stuff without rolls does not).
   */
  catalog: Catalog | (() => Catalog);
  /**
   * The catalogue's memory image (`catalog-image.ts`, built by the server for the `variant` rules):
   * copied into linear memory as it is instead of laying the catalogue out (issue 23); a packed one
   * (`decodeCatalogImage`) is unpacked there directly.
   */
  image?: CatalogImage | PackedCatalogImage;
  /** Where the compiled kernels are; defaults to the module next to this package's files. */
  wasm?: WasmSource;
  /**
   * Which loop sweeps the Cacminator's weapons: the WASM module's (default), or the TypeScript loop it
   * replaced in issue 23, kept as the reference of the property tests and the benchmark's baseline.
   */
  cacminatorLoop?: CacminatorLoop;
  /**
   * Which code evaluates the Panominator's rest bound: the WASM kernel (default), the TypeScript
   * reference it replaced in issue 23, or both with an error when they differ (`check`, for tests).
   */
  panominatorBound?: PanominatorBound;
  /**
   * Leaves the Panominator's code (a third of the engine's script) out of the engine's creation: it is
   * loaded by `preparePanominator()`, a chunk of its own in a browser build (issue 23, the builder's
   * worker: a sheet never needs it). Without it, `createEngine` loads it at once.
   */
  lazyPanominator?: boolean;
}

/** The Panominator's module (engine/src/panominator.ts), imported when an engine needs it. */
type PanominatorModule = typeof import('./panominator.ts');

let panominatorImport: Promise<PanominatorModule> | undefined;

function importPanominator(): Promise<PanominatorModule> {
  if (!panominatorImport) {
    panominatorImport = import('./panominator.ts');
    panominatorImport.catch(() => (panominatorImport = undefined)); // a failed load is tried again by the next call
  }
  return panominatorImport;
}

/**
 * Starts loading the Panominator's code before an engine exists (a worker about to search: its
 * catalogue and the code then load side by side); `preparePanominator()` then finds it loaded.
 */
export async function preloadPanominator(): Promise<void> {
  await importPanominator();
}

export interface Engine {
  readonly variant: Variant;
  readonly catalog: Catalog;
  computeStats(stuff: StuffInput): StatSheet;
  /**
   * Sheets of many stuffs in one call (the optimiser's inner loop); returns the sum of their HP and
   * capital spent, in 32-bit arithmetic (a checksum, so that the work cannot be skipped).
   * Exposed for benchmarks and batch tools: stuffs are encoded once with `encodeStuffs`.
   */
  computeStatsBatch(encoded: EncodedStuffs): number;
  encodeStuffs(stuffs: readonly StuffInput[]): EncodedStuffs;
  /**
   * Item conditions of the stuff on its final sheet: each failing group (kind `unmet`) and each
   * group the engine cannot decide (kind `unevaluable`: job, subscription, alignment…), with the
   * required and actual values.
   */
  checkConditions(stuff: StuffInput): UnmetCondition[];
  /** Slot rules the stuff breaks: identical set rings or Dofus, exos, slots, two-handed + shield… */
  checkSlotRules(stuff: StuffInput): RuleViolation[];
  /**
   * A dofus-stuffer code (bare, or a whole link with `?stuff=`) → the stuff it holds: class unknown
   * (0), build-wide forgemagie in `forgemagie`, ids the catalogue lacks listed in `unknownItems`.
   * A malformed code throws EngineInputError('invalid_stuffer_code').
   */
  decodeStufferCode(code: string): DecodedStuff;
  /** The stuff as a dofus-stuffer code (DofusBook's shape); see the README for what it cannot carry. */
  encodeStufferCode(stuff: StuffInput): string;
  /**
   * Damage of the weapon in `ar` against `target` (no resistances when left out): per line the
   * normal and critical min/max/average, the critical rate as the game shows it, uses, damage per
   * turn and per AP. null when `ar` is empty or holds no known weapon.
   */
  weaponDamage(stuff: StuffInput, target?: Target, options?: DamageOptions): WeaponDamage | null;
  /** The same for one level (retro) or grade (dofus) of a spell; EngineInputError('unknown_spell') otherwise. */
  spellDamage(stuff: StuffInput, spellId: number, spellLevel: number, target?: Target, options?: DamageOptions): SpellDamage;
  /**
   * The same computation for a spell level the caller gives (not in the catalogue): a Roublard bomb's
   * explosion or wall at a Combo level (game/bombs.ts). At most 8 lines.
   */
  spellLevelDamage(stuff: StuffInput, spellId: number, level: CatalogSpellLevel, target?: Target, options?: DamageOptions): SpellDamage;
  /**
   * Every catalogue weapon that passes the filters, tried in the weapon slot of the stuff (sheet,
   * set bonuses, shield off for two-handed weapons, weapon skill, critical rate recomputed), with an
   * optional forgemagie preset, ranked by damage per turn or per AP; the best `limit` with their
   * breakdown. EngineInputError('invalid_cacminator_query') for a bad query. The sweep runs in the
   * WASM module in slices: `options` report progress and stop it (the call then throws the signal's reason).
   */
  cacminator(query: CacminatorQuery, options?: CacminatorRunOptions): CacminatorResult;
  /**
   * The Panominator's exact optimiser: the best stuffs (up to `limit`) for the objective under the
   * constraints and every game rule, proven optimal when the status is `optimal`. Runs to the end
   * unless `options` stop it (signal, node or time limit); improvements and progress go to the
   * callbacks. EngineInputError('invalid_panominator_query') for a bad query.
   */
  panominator(query: PanominatorQuery, options?: PanominatorRunOptions): PanominatorResult;
  /** The same search, run in slices by the caller (`step`), for workers that share bounds. */
  panominatorSearch(query: PanominatorQuery): PanominatorSearch;
  /**
   * Loads the Panominator's code when the engine was created with `lazyPanominator` (at once
   * otherwise); `panominator` and `panominatorSearch` throw until it resolved.
   */
  preparePanominator(): Promise<void>;
}

class WasmEngine implements Engine {
  readonly variant: Variant;

  private readonly conditions: ConditionChecker;
  // Laid out on their first use (issue 23): the builder's first sheet needs neither damage, the
  // stuffer code, the Cacminator nor the Panominator, and each costs milliseconds on a whole catalogue.
  private stufferCodec: StufferCodec | undefined;
  private damageCalculator: DamageCalculator | undefined;
  private cacminatorRanking: Cacminator | undefined;
  private panominatorOptimiser: Panominator | undefined;

  constructor(
    private readonly core: EngineCore,
    private readonly cacminatorLoop: CacminatorLoop = 'assemblyscript',
    private readonly panominatorBound: PanominatorBound = 'assemblyscript',
    private panominatorModule?: PanominatorModule,
  ) {
    this.variant = core.variant;
    this.conditions = new ConditionChecker(core);
  }

  /** Read on first use when the engine was made from a memory image. */
  get catalog(): Catalog {
    return this.core.catalog;
  }

  private get stuffer(): StufferCodec {
    return (this.stufferCodec ??= new StufferCodec(this.core));
  }

  private get damage(): DamageCalculator {
    return (this.damageCalculator ??= new DamageCalculator(this.core));
  }

  private get cacminatorSearch(): Cacminator {
    return (this.cacminatorRanking ??= new Cacminator(this.core, this.damage, this.cacminatorLoop));
  }

  private get optimiser(): Panominator {
    if (!this.panominatorModule) throw new Error('engine: the Panominator is not loaded yet (an engine created with lazyPanominator: await preparePanominator() first)');
    return (this.panominatorOptimiser ??= new this.panominatorModule.Panominator(this.core, this.panominatorBound));
  }

  async preparePanominator(): Promise<void> {
    this.panominatorModule ??= await importPanominator();
  }

  panominator(query: PanominatorQuery, options?: PanominatorRunOptions): PanominatorResult {
    return this.optimiser.run(query, options);
  }

  panominatorSearch(query: PanominatorQuery): PanominatorSearch {
    return this.optimiser.start(query);
  }

  cacminator(query: CacminatorQuery, options?: CacminatorRunOptions): CacminatorResult {
    return this.cacminatorSearch.search(query, options);
  }

  weaponDamage(stuff: StuffInput, target?: Target, options?: DamageOptions): WeaponDamage | null {
    return this.damage.weaponDamage(stuff, target, options);
  }

  spellDamage(stuff: StuffInput, spellId: number, spellLevel: number, target?: Target, options?: DamageOptions): SpellDamage {
    return this.damage.spellDamage(stuff, spellId, spellLevel, target, options);
  }

  spellLevelDamage(stuff: StuffInput, spellId: number, level: CatalogSpellLevel, target?: Target, options?: DamageOptions): SpellDamage {
    return this.damage.spellLevelDamage(stuff, spellId, level, target, options);
  }

  decodeStufferCode(code: string): DecodedStuff {
    return this.stuffer.decode(code);
  }

  encodeStufferCode(stuff: StuffInput): string {
    return this.stuffer.encode(stuff);
  }

  checkConditions(stuff: StuffInput): UnmetCondition[] {
    return this.conditions.checkConditions(stuff);
  }

  checkSlotRules(stuff: StuffInput): RuleViolation[] {
    return this.conditions.checkSlotRules(stuff);
  }

  computeStats(stuff: StuffInput): StatSheet {
    return this.core.computeStats(stuff);
  }

  encodeStuffs(stuffs: readonly StuffInput[]): EncodedStuffs {
    return this.core.encodeStuffs(stuffs);
  }

  computeStatsBatch(encoded: EncodedStuffs): number {
    return this.core.computeStatsBatch(encoded);
  }
}

export async function createEngine(options: EngineOptions): Promise<Engine> {
  const { image, catalog } = options;
  if (image && image.variant !== options.variant) throw new Error(`engine: a memory image of the ${image.variant} rules cannot run the ${options.variant} rules`);
  const readCatalog = typeof catalog === 'function' ? catalog : undefined;
  // Without an image, a catalogue given as a function is read now (the core builds the image from it).
  const source: CoreCatalog = image ? { image, catalog: readCatalog ?? (() => catalog as Catalog) } : (readCatalog?.() ?? (catalog as Catalog));
  const catalogVariant = 'image' in source ? source.image.variant : source.variant;
  if (catalogVariant !== options.variant && !(options.variant === 'touch' && catalogVariant === 'dofus')) {
    throw new Error(`engine: a ${catalogVariant} catalogue cannot run the ${options.variant} rules`);
  }
  const [kernels, panominatorModule] = await Promise.all([instantiateKernels(options.wasm), options.lazyPanominator ? undefined : importPanominator()]);
  return new WasmEngine(new EngineCore(options.variant, source, kernels), options.cacminatorLoop, options.panominatorBound, panominatorModule);
}

export { VARIANT_RULES };
