/**
 * Loads the compiled kernels. Works in Node (file: URL, read with node:fs found at run time so that
 * bundlers do not try to pack it) and in browsers and workers (fetch + streaming compile).
 */
export interface KernelExports {
  memory: WebAssembly.Memory;
  allocate(bytes: number): number;
  setCatalog(rules: number, itemStats: number, itemSet: number, items: number, setBonus: number, sets: number, stride: number): void;
  computeStats(stuff: number, sheet: number): void;
  computeStatsBatch(stuffs: number, count: number, sheet: number): number;
  setConditionTables(itemGroups: number, groups: number, atoms: number): void;
  /** Per slot, the unmet and undecided condition-group masks at `out`; returns the slots flagged. */
  checkConditions(stuff: number, sheet: number, out: number): number;
  /** Mask of the groups of catalogue row `item` that fail on the computed sheet. */
  unmetConditionGroups(item: number, stuff: number, sheet: number): number;
  setCapitalTables(rows: number, tiers: number): void;
  /** Dofus-stuffer code text → record at `out`; returns 0 or the error code (also in the record). */
  decodeStufferCode(text: number, textLength: number, scratch: number, scratchCapacity: number, out: number): number;
  /** Record → base64 code at `text`; returns its length or −(error code). */
  encodeStufferCode(input: number, scratch: number, scratchCapacity: number, text: number, textCapacity: number): number;
  setDamageTables(rules: number, weapons: number, lines: number, spells: number, skills: number, skillColumns: number): void;
  /** Sheet of the stuff into `sheet`, then the damage of the weapon of the request into the Float64 record `out`. */
  weaponDamage(stuff: number, sheet: number, request: number, out: number): void;
  /** Same for the spell level of the request. */
  spellDamage(stuff: number, sheet: number, request: number, out: number): void;
  /** The same record with every line at its highest roll: an upper bound of every average and figure (the Cacminator's pruning). */
  weaponDamageBound(stuff: number, sheet: number, request: number, out: number): void;
  /** The Cacminator's sweep: up to `slice` candidates of the scan record (CACMINATOR_SCAN) ranked; returns how many are left. */
  cacminatorScan(scan: number, slice: number): number;
  /** The Panominator's rest bound over a search's arena (PANOMINATOR_BOUND); the tail after the first group goes to the record. */
  panominatorRemainingBound(record: number, level: number, family: number, reachLevel: number, firstStart: number, mode: number): number;
  /** Makes the bound read the tables of `record` now (an arena laid out again at an address it has seen). */
  panominatorBindBound(record: number): void;
  /** The split bound's parts (`splitParts`): returns the usual bound; cases A, B and the three tails go to the record's `splitOut`. */
  panominatorSplitParts(record: number, level: number, family: number, depth: number, firstStart: number): number;
  /** The split bound (`splitBound`) at depth `level`; its tails (and cases, when computed) go to `splitOut`. */
  panominatorSplitBound(record: number, level: number, family: number, enough: number): number;
  /** `feasibleAt(d)` over the search's arena: 1 when every constraint and requirement can still be met from depth d. */
  panominatorFeasibleAt(record: number, d: number): number;
  /** `trackedReachable(c, d)`: 1 when candidate c applied at level d passes the tracked-value tests. */
  panominatorTrackedReachable(record: number, c: number, d: number): number;
  /** The Panominator's walk over a search's arena (PANOMINATOR_WALK): at most `budget` passes; returns budget spent, leaf reached or done. */
  panominatorWalk(record: number, kth: number, incumbent: number, budget: number): number;
  stuffWords: WebAssembly.Global;
  sheetWords: WebAssembly.Global;
}

export type WasmSource = URL | string | ArrayBuffer | Uint8Array | WebAssembly.Module;

const DEFAULT_WASM_URL = new URL('../dist/tofulab-engine.wasm', import.meta.url);
let defaultModule: Promise<WebAssembly.Module> | undefined;

interface NodeProcess {
  getBuiltinModule?(name: string): unknown;
}

async function compile(source: WasmSource): Promise<WebAssembly.Module> {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || source instanceof Uint8Array) return WebAssembly.compile(source as BufferSource);
  const url = new URL(String(source));
  if (url.protocol === 'file:') {
    const nodeProcess = (globalThis as { process?: NodeProcess }).process;
    const fs = nodeProcess?.getBuiltinModule?.('node:fs') as typeof import('node:fs') | undefined;
    if (!fs) throw new Error('engine: reading a file: URL needs Node.js 20.16 or later');
    return WebAssembly.compile(fs.readFileSync(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`engine: could not load ${url.href} (${response.status})`);
  if (typeof WebAssembly.compileStreaming === 'function' && response.headers.get('content-type') === 'application/wasm') {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/** The package's own kernels, compiled once (a failure is retried by the next call). */
function defaultKernels(): Promise<WebAssembly.Module> {
  return (defaultModule ??= compile(DEFAULT_WASM_URL).catch((error: unknown) => {
    defaultModule = undefined;
    throw error;
  }));
}

/**
 * Starts compiling the package's kernels now, so that a `createEngine` without `wasm` finds them
 * ready (a worker calls it while its catalogue downloads). A failure surfaces in `createEngine`.
 */
export function preloadKernels(): void {
  defaultKernels().catch(() => undefined);
}

export async function instantiateKernels(source?: WasmSource): Promise<KernelExports> {
  const module = source ? await compile(source) : await defaultKernels();
  const instance = await WebAssembly.instantiate(module, {
    env: {
      abort(_message: number, _file: number, line: number, column: number) {
        throw new Error(`engine: assertion failed in the WASM kernels at ${line}:${column}`);
      },
    },
  });
  return instance.exports as unknown as KernelExports;
}
