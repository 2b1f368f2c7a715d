/**
 * What a draft page hands its early engine worker (issue 23): the engine's compiled kernels and the
 * stored copy of its catalogue, got by the page's early start (`web/src/engine-start.ts`) while the
 * worker's thread comes up and its script loads (~100 ms on this machine, the floor row of the
 * catalogue bench) instead of after it. The page's main thread is idle then: a draft page with a
 * stored draft runs its app once the first sheet is in (without one, its app asks for the first
 * sheet after its own render, by which time both messages are long posted). The kernels' compile
 * and the file's lookup happen off the page's thread (the browser compiles and looks up in the
 * background); the page only posts what it got, and the worker reads the file with its
 * synchronous handle.
 *
 * A worker so started says so in its name (`engineWorkerName(…, handed)`): it then waits for the
 * page's kernels instead of fetching and compiling them itself, and falls back to its own way for
 * whatever the page could not get (each message says so: `null`). Its listener (`receiveHandover`)
 * takes the messages before Comlink's does.
 *
 * The file it also opens itself, at once, and reads whichever handle comes first (issue 23, tenth
 * pass): Chromium gives a module worker the messages posted before its script ran only some time
 * after it ran (0–45 ms here, even for an empty worker), while the worker's own lookup takes ~5 ms;
 * the page's handle still wins when the worker's thread is slow to come to it.
 *
 * The page side imports nothing but the file copy's lookup (`catalog-file-copy.ts`).
 */
import { openFileCopy } from './catalog-file-copy.ts';

/** The kernels' message: a compiled `WebAssembly.Module`, or null (the page could not compile them). */
export const HANDOVER_KERNELS = 'tofulab:handover-kernels';
/** The stored copy's message: `{ key, handle }`, the file's handle (the worker reads it) or null when the page found none. */
export const HANDOVER_FILE_COPY = 'tofulab:handover-file-copy';

/** The page's side: compiles the kernels at `kernelsUrl` and reads the file copy of `key`, and posts each to `worker` as it is ready. */
export function handOver(worker: Worker, kernelsUrl: string, key: string): void {
  void compileKernels(kernelsUrl).then((module) => {
    performance.mark(HANDOVER_KERNELS);
    post(worker, { [HANDOVER_KERNELS]: module ?? null }, { [HANDOVER_KERNELS]: null });
  });
  void openFileCopy(key).then((handle) => {
    performance.mark(HANDOVER_FILE_COPY);
    post(worker, { [HANDOVER_FILE_COPY]: { key, handle: handle ?? null } }, { [HANDOVER_FILE_COPY]: { key, handle: null } });
  });
}

/** Posts `message`, or `fallback` when it cannot be sent (a browser that cannot post compiled modules or file handles). */
function post(worker: Worker, message: unknown, fallback: unknown): void {
  try {
    worker.postMessage(message);
  } catch {
    worker.postMessage(fallback);
  }
}

/** The kernels at `url`, fetched and compiled (streamed when served as WASM); undefined when that fails. Used by the page and by the worker itself. */
export async function compileKernels(url: string | URL): Promise<WebAssembly.Module | undefined> {
  try {
    const response = await fetch(url, { priority: 'high' });
    if (!response.ok) return undefined;
    if (typeof WebAssembly.compileStreaming === 'function' && response.headers.get('content-type') === 'application/wasm') {
      return await WebAssembly.compileStreaming(response);
    }
    return await WebAssembly.compile(await response.arrayBuffer());
  } catch {
    return undefined;
  }
}

/** The worker's side: what its page hands it, as it arrives. */
export interface Handover {
  /** The compiled kernels; undefined when the page could not compile them. */
  kernels: Promise<WebAssembly.Module | undefined>;
  /**
   * The file copy of `key` as the page or this worker opened it, whichever first (`byPage`: the
   * page's); undefined when neither found one.
   */
  fileCopy(key: string): Promise<{ file: FileSystemFileHandle; byPage: boolean } | undefined>;
}

/**
 * Listens, on the worker's scope, for the page's two messages (added before Comlink's listener:
 * they are taken here, not as calls).
 */
export function receiveHandover(
  scope: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  lookUp: (key: string) => Promise<FileSystemFileHandle | undefined> = openFileCopy,
): Handover {
  let giveKernels!: (module: WebAssembly.Module | undefined) => void;
  let giveCopy!: (copy: { key: string; handle: FileSystemFileHandle | undefined }) => void;
  const kernels = new Promise<WebAssembly.Module | undefined>((resolve) => (giveKernels = resolve));
  const copy = new Promise<{ key: string; handle: FileSystemFileHandle | undefined }>((resolve) => (giveCopy = resolve));
  let pending = 2;
  const onMessage = (event: Event) => {
    const data = (event as MessageEvent).data as Record<string, unknown> | null;
    if (typeof data !== 'object' || data === null) return;
    if (HANDOVER_KERNELS in data) {
      const module = data[HANDOVER_KERNELS];
      giveKernels(module instanceof WebAssembly.Module ? module : undefined);
    } else if (HANDOVER_FILE_COPY in data) {
      const handed = data[HANDOVER_FILE_COPY] as { key?: unknown; handle?: unknown } | null;
      const key = typeof handed?.key === 'string' ? handed.key : '';
      const handle = typeof FileSystemFileHandle !== 'undefined' && handed?.handle instanceof FileSystemFileHandle ? handed.handle : undefined;
      giveCopy({ key, handle });
    } else return;
    event.stopImmediatePropagation();
    if (--pending === 0) scope.removeEventListener('message', onMessage);
  };
  scope.addEventListener('message', onMessage);
  return {
    kernels,
    fileCopy: (key) =>
      firstFound([
        copy.then((handed) => (handed.key === key && handed.handle ? { file: handed.handle, byPage: true } : undefined)),
        lookUp(key).then((file) => file && { file, byPage: false }),
      ]),
  };
}

/** The first of `lookups` to find something; undefined once all of them found nothing. */
function firstFound<T>(lookups: Promise<T | undefined>[]): Promise<T | undefined> {
  return new Promise((resolve) => {
    let pending = lookups.length;
    for (const lookup of lookups) {
      lookup.then(
        (found) => (found !== undefined ? resolve(found) : --pending === 0 && resolve(undefined)),
        () => --pending === 0 && resolve(undefined),
      );
    }
  });
}
