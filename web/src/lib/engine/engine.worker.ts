/**
 * The engine worker: loads the catalogue and the WASM engine once per variant, then answers every
 * builder computation (sheet, conditions, damage, codes) off the main thread, so typing in the
 * builder never stutters.
 *
 * `Comlink.expose` runs synchronously at the top of the module: a message that arrives before it
 * (the first call is posted right after `new Worker`) would otherwise be lost.
 *
 * The engine's module is part of this script (one file, one fetch: issue 23, ninth pass): a draft
 * page hands this worker its compiled kernels and stored catalogue while the script loads
 * (`engine-handover.ts`), so that nothing but the script itself stands between its start and the
 * first sheet. What a sheet never needs stays lazy: the Panominator's code (its engines are
 * created with `lazyPanominator`, its first search loads it), the JSON fallback's schemas and the
 * Bombminator's rules.
 */
import * as Comlink from 'comlink';
import type { CacminatorExpectation, CacminatorQuery, CacminatorRanking, CacminatorResult } from '#game/cacminator-types';
import type { CatalogClass, CatalogItem, CatalogSet, DecodedStuff, Engine, RuleViolation, UnmetCondition } from '#engine';
import type { DamageOptions, SpellDamage, Target, WeaponDamage } from '#game/damage-types';
import type { StatSheet, StuffInput } from '#game/stuff';
import type { Variant } from '#game/variants';
import type { BoardState, BombminatorResult, ComboAction } from '#game/bombs';
import type { PanominatorQuery, PanominatorResult, PanominatorProgress, PanominatorSolution } from '#game/panominator-types';
import { installEngineErrorTransfer } from './engine-errors.ts';
import { runInSlices, SliceControl } from './panominator-slices.ts';
import { epochNow, loadCatalog, loadEngineCatalog, type CatalogLoadTimings, type EngineCatalog } from './catalog-load.ts';
import { catalogueNamedBy, catalogueRepresentationNamedBy, handedOverBy } from './engine-worker-name.ts';
import { compileKernels, receiveHandover } from './engine-handover.ts';
import { KERNELS_URL } from './engine-kernels-url.ts';
import { isVariant } from '#game/variants';
import { EARLY_DRAFT_SHEET, EARLY_STARTED, earlyDraftSheetRequest } from './early-engine-worker.ts';
import { EngineMemo } from './engine-memo.ts';
import { cacminatorScore, catalogImageHeadLength, createEngine, decodeCatalogBinary, decodeCatalogImage, preloadPanominator } from '#engine';

installEngineErrorTransfer();

// The page's early start runs its app once this worker has started (`whenEngineWorkerStarted`).
self.postMessage({ [EARLY_STARTED]: true });

/** When this script started running (the first step of `CatalogLoadTimings`). */
const scriptAt = epochNow();

/**
 * What the page hands this worker (its kernels compiled, its stored catalogue read) when its name
 * says so (`engine-handover.ts`): listened for before Comlink's listener is added.
 */
const handover = handedOverBy(self.name) ? receiveHandover(self) : undefined;

/** One engine per game; forgotten when its load fails or its catalogue is refused (`EngineMemo`). */
const engines = new EngineMemo<Variant, Engine>((variant, refused) => loadEngine(variant, refused));

/** The engine's decoders (part of this script; named, so that the build leaves out what the worker does not use), as the catalogue's loader takes them. */
const decoders = Promise.resolve({ decodeCatalogBinary, decodeCatalogImage, catalogImageHeadLength });

/**
 * The kernels compiled from their own fetch as the worker starts (or by the page, handed over),
 * rather than by `createEngine` once the catalogue is in. Undefined when this fails: `createEngine`
 * then loads its kernels itself and reports the failure.
 */
let kernelsCompile: Promise<WebAssembly.Module | undefined> | undefined;

/** Whether the kernels are the ones the page compiled and handed over. */
let kernelsHanded = false;

function kernels(): Promise<WebAssembly.Module | undefined> {
  return (kernelsCompile ??= handover
    ? handover.kernels.then((module) => {
        kernelsHanded = module !== undefined;
        return module ?? compileKernels(KERNELS_URL);
      })
    : compileKernels(KERNELS_URL));
}

/**
 * Whether the worker loads the engine's memory image of the catalogue (`GET /api/catalog/:game/image`:
 * no JSON.parse and no layout before the first sheet) rather than the binary. On by default since
 * it was measured on a quiet machine, rounds interleaved with a build without it (README, issue 23
 * fourth pass): first sheet warm 1,419 → 922 ms, cold 4,795 → 3,675 ms (medians of 5), for 104 KB
 * more over the wire on a first visit. `VITE_CATALOG_IMAGE=0` at build time turns it off (the binary).
 */
const USE_CATALOG_IMAGE = import.meta.env.VITE_CATALOG_IMAGE !== '0';

/**
 * The current memory image of the catalogue this worker was started for, as its page named it
 * (`engineWorkerName`): a stored copy of it is read without asking the server.
 */
const NAMED_CATALOG = { variant: catalogueNamedBy(self.name), representation: catalogueRepresentationNamedBy(self.name) };

function loadSource(variant: Variant, timings: CatalogLoadTimings, engine: typeof decoders): Promise<EngineCatalog> {
  if (USE_CATALOG_IMAGE) {
    const named = variant === NAMED_CATALOG.variant;
    return loadEngineCatalog(variant, timings, engine, named ? NAMED_CATALOG.representation : undefined, named ? handover?.fileCopy : undefined);
  }
  return loadCatalog(variant, timings, engine).then((catalog) => ({ catalog }));
}

/** How each variant's catalogue was loaded, step by step (read by the page for its performance marks). */
const loadTimings = new Map<Variant, CatalogLoadTimings>();

async function loadEngine(variant: Variant, refused: () => void): Promise<Engine> {
  const timings: CatalogLoadTimings = { variant, source: 'binary', bytes: 0, transferred: 0, at: { script: scriptAt, start: epochNow() } };
  loadTimings.set(variant, timings);
  // The kernels load while the catalogue downloads (or is read from the browser's store); the engine's module is this script's.
  timings.at.engineModule ??= epochNow();
  const compiled = kernels().then((module) => {
    timings.at.kernels ??= epochNow();
    if (kernelsHanded) timings.handed = { ...timings.handed, kernels: true };
    return module;
  });
  const [source, wasm] = await Promise.all([loadSource(variant, timings, decoders), compiled]);
  // From the memory image: copied into linear memory, the catalogue's JSON read after the first sheet;
  // a JSON part refused then (its stored copies dropped) makes the next call load the catalogue again.
  const catalog = source.image
    ? () => {
        try {
          return source.catalog();
        } catch (error) {
          refused();
          throw error;
        }
      }
    : source.catalog;
  // The Panominator's code (a third of the engine) is a chunk of its own, loaded by its first search.
  const engine = await createEngine({ variant, catalog, image: source.image, wasm, lazyPanominator: true });
  timings.at.laidOut = epochNow();
  if (source.image) {
    catalogReads.set(engine, timings);
    // Read anyway once the page has had time to ask for its first sheet.
    setTimeout(() => readCatalogSoon(engine), CATALOG_READ_DEADLINE_MS);
  }
  return engine;
}

/** Engines made from a memory image whose catalogue is not read yet, with their load's timings. */
const catalogReads = new WeakMap<Engine, CatalogLoadTimings>();

/** How long after its load an engine made from a memory image reads its catalogue when no sheet was asked. */
const CATALOG_READ_DEADLINE_MS = 3_000;

/**
 * Reads the catalogue of an engine made from a memory image (the JSON part's parse, ~100 ms for
 * Retro) in a task of its own, after the answer in progress: its first sheet went out without it,
 * the calls that need the objects (names, damage, Cacminator, Panominator…) find it read.
 */
function readCatalogSoon(engine: Engine): void {
  const timings = catalogReads.get(engine);
  if (!timings) return;
  catalogReads.delete(engine);
  setTimeout(() => {
    try {
      void engine.catalog;
      timings.at.catalogRead = epochNow();
    } catch {
      // Reported to the first call that needs the catalogue.
    }
  }, 0);
}

function engineFor(variant: Variant): Promise<Engine> {
  return engines.get(variant);
}

const itemIndexes = new WeakMap<Engine, Map<number, CatalogItem>>();

function itemIndexOf(engine: Engine): Map<number, CatalogItem> {
  let index = itemIndexes.get(engine);
  if (!index) {
    index = new Map(engine.catalog.items.map((item) => [item.id, item]));
    itemIndexes.set(engine, index);
  }
  return index;
}

/** Everything the builder shows about a stuff besides damage, in one round trip. */
export interface StuffInspection {
  sheet: StatSheet;
  unmetConditions: UnmetCondition[];
  ruleViolations: RuleViolation[];
}

/** One spell of a class with the damage of each of its levels for a stuff. */
export interface ClassSpellDamage {
  spellId: number;
  levels: SpellDamage[];
}

function inspect(engine: Engine, stuff: StuffInput): StuffInspection {
  const inspection = { sheet: engine.computeStats(stuff), unmetConditions: engine.checkConditions(stuff), ruleViolations: engine.checkSlotRules(stuff) };
  const timings = loadTimings.get(engine.variant);
  if (timings) timings.at.sheetComputed ??= epochNow();
  return inspection;
}

/** The Panominator runs of this worker, by the id the page gave them: a bound or a stop may arrive at any slice. */
const panominatorRuns = new Map<number, SliceControl>();

const engineWorkerApi = {
  /** Loads the catalogue and lays the engine out ahead of the first computation (a page about to need it). */
  async prepare(variant: Variant): Promise<void> {
    await engineFor(variant);
  },

  /** How the catalogue of `variant` was loaded (epoch times of each step); null before its first load. */
  catalogLoadTimings(variant: Variant): CatalogLoadTimings | null {
    return loadTimings.get(variant) ?? null;
  },

  async computeStats(variant: Variant, stuff: StuffInput): Promise<StatSheet> {
    const engine = await engineFor(variant);
    readCatalogSoon(engine);
    return engine.computeStats(stuff);
  },

  async inspectStuff(variant: Variant, stuff: StuffInput): Promise<StuffInspection> {
    const engine = await engineFor(variant);
    readCatalogSoon(engine);
    return inspect(engine, stuff);
  },

  async weaponDamage(variant: Variant, stuff: StuffInput, target?: Target, options?: DamageOptions): Promise<WeaponDamage | null> {
    return (await engineFor(variant)).weaponDamage(stuff, target, options);
  },

  /** The worn weapon's figure under a Cacminator ranking (to compare it with the list); null without a weapon. */
  async weaponScore(
    variant: Variant,
    stuff: StuffInput,
    target: Target | undefined,
    options: DamageOptions | undefined,
    rankBy: CacminatorRanking,
    expectation: CacminatorExpectation,
  ): Promise<number | null> {
    const engine = await engineFor(variant);
    const damage = engine.weaponDamage(stuff, target, options);
    return damage ? cacminatorScore(damage, rankBy, expectation) : null;
  },

  /** The Cacminator: the catalogue's weapons ranked for the query's stuff (a search of a few milliseconds to a few hundred). */
  async cacminator(variant: Variant, query: CacminatorQuery): Promise<CacminatorResult> {
    return (await engineFor(variant)).cacminator(query);
  },

  /**
   * One part of a Panominator search (the pool splits it with `query.part`/`parts`), stepped in
   * slices so that `panominatorRaise` and `panominatorStop` are handled while it runs. The callbacks
   * are Comlink proxies: each change of the part's best list, and the progress about every 100 ms.
   */
  async panominator(
    variant: Variant,
    query: PanominatorQuery,
    runId: number,
    onSolutions?: (solutions: PanominatorSolution[]) => void,
    onProgress?: (progress: PanominatorProgress) => void,
  ): Promise<PanominatorResult> {
    const control = new SliceControl();
    panominatorRuns.set(runId, control);
    try {
      // The catalogue and the Panominator's code load side by side.
      const [engine] = await Promise.all([engineFor(variant), preloadPanominator()]);
      await engine.preparePanominator();
      return await runInSlices(engine.panominatorSearch(query), control, { onSolutions, onProgress });
    } finally {
      panominatorRuns.delete(runId);
    }
  },

  /** A sibling part found stuffs this good: prune what cannot beat them. */
  panominatorRaise(runId: number, objective: number): void {
    panominatorRuns.get(runId)?.raise(objective);
  },

  /** Ends the run at its next slice; its call resolves with the best found so far (`stopped`). */
  panominatorStop(runId: number): void {
    panominatorRuns.get(runId)?.stop();
  },

  /** Every spell of `classId` in the catalogue, each level computed for `stuff`. */
  async classSpellDamages(variant: Variant, stuff: StuffInput, classId: number, target?: Target): Promise<ClassSpellDamage[]> {
    const engine = await engineFor(variant);
    return engine.catalog.spells
      .filter((spell) => spell.classId === classId)
      .map((spell) => ({
        spellId: spell.id,
        levels: spell.levels.map((level) => engine.spellDamage(stuff, spell.id, level.level, target)),
      }));
  },

  /**
   * The Bombminator (game/bombs.ts) for a stuff: grades from its level, explosions and walls, and each
   * hit's damage by the engine's spell damage with the stuff's characteristics and the target's resistances.
   */
  async bombminator(variant: Variant, stuff: StuffInput, state: BoardState, actions: ComboAction[]): Promise<BombminatorResult> {
    const [engine, { runBombminator }] = await Promise.all([engineFor(variant), import('#game/bombs')]);
    const spells = engine.catalog.spells.filter((spell) => spell.bomb);
    return runBombminator(spells, stuff.level, state, actions, (spellId, level, resistPercent, atDistance, resistFlat) => {
      const damage = engine.spellLevelDamage(stuff, spellId, level, { resistPercent, resistFlat }, { atDistance });
      const line = damage.lines[0];
      const zero = { min: 0, max: 0, average: 0 };
      return { normal: line?.normal ?? zero, critical: line?.critical ?? line?.normal ?? zero };
    });
  },

  /** The catalogue records of items (their lines as the engine reads them); unknown ids are left out. */
  async catalogItems(variant: Variant, ids: readonly number[]): Promise<CatalogItem[]> {
    const byId = itemIndexOf(await engineFor(variant));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /** The class record (capital cost tables) the engine computes with; null for a class the catalogue lacks. */
  /** The catalogue records of sets (pieces and bonuses per piece count); unknown ids are left out. */
  async catalogSets(variant: Variant, ids: readonly number[]): Promise<CatalogSet[]> {
    const wanted = new Set(ids);
    return (await engineFor(variant)).catalog.sets.filter((set) => wanted.has(set.id));
  },

  async catalogClass(variant: Variant, classId: number): Promise<CatalogClass | null> {
    return (await engineFor(variant)).catalog.classes.find((entry) => entry.id === classId) ?? null;
  },

  async decodeStufferCode(variant: Variant, code: string): Promise<DecodedStuff> {
    return (await engineFor(variant)).decodeStufferCode(code);
  },

  async encodeStufferCode(variant: Variant, stuff: StuffInput): Promise<string> {
    return (await engineFor(variant)).encodeStufferCode(stuff);
  },
};

export type EngineWorkerApi = typeof engineWorkerApi;

// The draft's first sheet asked by the page's early start (`askEarlyDraftSheet`), in a message of its
// own: answered here, before Comlink's listener (added next) would take it for a call.
self.addEventListener('message', (event: MessageEvent) => {
  const request = earlyDraftSheetRequest(event.data);
  if (!request) return;
  event.stopImmediatePropagation();
  // Without starting the catalogue's read (`readCatalogSoon`): the page is still loading its own code,
  // which that parse (~100 ms) would slow on a small machine; the page's next calls, or the deadline, start it.
  const answer = isVariant(request.variant)
    ? engineFor(request.variant).then((engine) => inspect(engine, request.input))
    : Promise.reject(new Error(`not a game: ${request.variant}`));
  answer.then(
    (inspection) => self.postMessage({ [EARLY_DRAFT_SHEET]: { inspection } }),
    (error: unknown) => self.postMessage({ [EARLY_DRAFT_SHEET]: { error: error instanceof Error ? error.message : String(error) } }),
  );
});

Comlink.expose(engineWorkerApi);

// Every worker of this script computes with the engine: its kernels load at once (or are taken from
// the page), not on the first call. A worker started by a page that will need a catalogue has its
// variant in its name (`engineWorkerName`): that catalogue loads at once too, before the page's
// first call arrives.
void kernels();
const earlyVariant = catalogueNamedBy(self.name);
if (earlyVariant !== undefined && isVariant(earlyVariant)) void engineFor(earlyVariant).catch(() => undefined);
