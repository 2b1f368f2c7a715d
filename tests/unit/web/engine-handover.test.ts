/**
 * What a draft page hands its early engine worker (issue 23, web/src/lib/engine/engine-handover.ts):
 * the page compiles the real kernels and opens the file copy, posts each as it is ready, and says
 * so when it could not; the worker's listener takes those two messages before Comlink's, and gives
 * the file only for the key it was handed for.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_FILE_COPY, HANDOVER_KERNELS, handOver, receiveHandover } from '#web/lib/engine/engine-handover.ts';
import { fileCopyName } from '#web/lib/engine/catalog-file-copy.ts';

const KERNELS = readFileSync(new URL('../../../engine/dist/tofulab-engine.wasm', import.meta.url));
const KEY = '/api/catalog/retro/image';

/** A worker whose posted messages are kept; `refuseModules`: a browser that cannot send a compiled module to a worker. */
function fakeWorker(refuseModules = false) {
  const posted: Record<string, unknown>[] = [];
  const worker = {
    postMessage(message: Record<string, unknown>) {
      if (refuseModules && Object.values(message).some((value) => value instanceof WebAssembly.Module)) {
        throw new DOMException('could not be cloned', 'DataCloneError');
      }
      posted.push(message);
    },
  } as unknown as Worker;
  return { worker, posted };
}

class FakeFileHandle {
  constructor(readonly name: string) {}
}

function stubPage(options: { wasm?: Response; file?: boolean }): { fetched: string[]; looked: string[] } {
  const fetched: string[] = [];
  const looked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return options.wasm ?? new Response('missing', { status: 404 });
  });
  vi.stubGlobal('navigator', {
    storage: {
      getDirectory: async () => ({
        getFileHandle: async (name: string) => {
          looked.push(name);
          if (!options.file) throw new DOMException('none', 'NotFoundError');
          return new FakeFileHandle(name);
        },
      }),
    },
  });
  return { fetched, looked };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page’s side', () => {
  it('compiles the kernels and opens the file copy of the key, and posts each', async () => {
    const { fetched, looked } = stubPage({ wasm: new Response(KERNELS, { headers: { 'content-type': 'application/wasm' } }), file: true });
    const { worker, posted } = fakeWorker();
    handOver(worker, 'http://localhost/assets/tofulab-engine.wasm', KEY);
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(fetched).toEqual(['http://localhost/assets/tofulab-engine.wasm']);
    expect(looked).toEqual([fileCopyName(KEY)]);
    const kernels = posted.find((message) => HANDOVER_KERNELS in message)![HANDOVER_KERNELS];
    expect(kernels).toBeInstanceOf(WebAssembly.Module);
    // The real kernels: their exports include the sheet's.
    expect(WebAssembly.Module.exports(kernels as WebAssembly.Module).map((entry) => entry.name)).toContain('computeStats');
    const copy = posted.find((message) => HANDOVER_FILE_COPY in message)![HANDOVER_FILE_COPY] as { key: string; handle: FakeFileHandle };
    expect(copy.key).toBe(KEY);
    expect(copy.handle).toBeInstanceOf(FakeFileHandle);
    expect(copy.handle.name).toBe('api-catalog-retro-image.bin');
  });

  it('says so when it got neither (kernels missing, no file copy), so that the worker gets them itself', async () => {
    stubPage({ file: false });
    const { worker, posted } = fakeWorker();
    handOver(worker, 'http://localhost/assets/tofulab-engine.wasm', KEY);
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted).toContainEqual({ [HANDOVER_KERNELS]: null });
    expect(posted).toContainEqual({ [HANDOVER_FILE_COPY]: { key: KEY, handle: null } });
  });

  it('posts null instead of what the browser cannot send to a worker', async () => {
    stubPage({ wasm: new Response(KERNELS, { headers: { 'content-type': 'application/wasm' } }), file: true });
    const { worker, posted } = fakeWorker(true);
    handOver(worker, 'http://localhost/assets/tofulab-engine.wasm', KEY);
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted).toContainEqual({ [HANDOVER_KERNELS]: null });
    expect(posted.find((message) => HANDOVER_FILE_COPY in message)).toMatchObject({ [HANDOVER_FILE_COPY]: { key: KEY, handle: expect.any(FakeFileHandle) } });
  });
});

describe('the worker’s side', () => {
  function message(data: unknown): MessageEvent {
    return new MessageEvent('message', { data });
  }

  it('takes the page’s two messages before the listeners added after it, and leaves the others to them', async () => {
    const scope = new EventTarget();
    const handover = receiveHandover(scope, async () => undefined);
    const seenByComlink: unknown[] = [];
    scope.addEventListener('message', (event) => seenByComlink.push((event as MessageEvent).data));
    const kernels = await WebAssembly.compile(KERNELS);
    const handle = { kind: 'file' };
    vi.stubGlobal('FileSystemFileHandle', Object);
    scope.dispatchEvent(message({ id: 'a call', type: 'APPLY' }));
    scope.dispatchEvent(message({ [HANDOVER_KERNELS]: kernels }));
    scope.dispatchEvent(message({ [HANDOVER_FILE_COPY]: { key: KEY, handle } }));
    scope.dispatchEvent(message({ id: 'another call', type: 'APPLY' }));
    expect(await handover.kernels).toBe(kernels);
    expect(await handover.fileCopy(KEY)).toEqual({ file: handle, byPage: true });
    // Handed for the Retro image: another key gets nothing.
    expect(await handover.fileCopy('/api/catalog/dofus/image')).toBeUndefined();
    expect(seenByComlink).toEqual([
      { id: 'a call', type: 'APPLY' },
      { id: 'another call', type: 'APPLY' },
    ]);
    // Once both came, the listener is gone: a late copy of either is a call's business.
    scope.dispatchEvent(message({ [HANDOVER_KERNELS]: null }));
    expect(seenByComlink).toHaveLength(3);
  });

  it('gives undefined for what the page could not get, or sent in a shape it does not know', async () => {
    const scope = new EventTarget();
    const handover = receiveHandover(scope, async () => undefined);
    scope.dispatchEvent(message({ [HANDOVER_KERNELS]: 'not a module' }));
    scope.dispatchEvent(message({ [HANDOVER_FILE_COPY]: { key: KEY, handle: null } }));
    expect(await handover.kernels).toBeUndefined();
    expect(await handover.fileCopy(KEY)).toBeUndefined();
  });

  it('opens the file itself as well, and gives whichever handle comes first', async () => {
    vi.stubGlobal('FileSystemFileHandle', Object);
    const own = { kind: 'the worker’s' };
    const pages = { kind: 'the page’s' };
    // The page's message is late (Chromium passes it on some time after the script ran): the worker's own handle.
    const lookUp = vi.fn(async (_key: string) => own as unknown as FileSystemFileHandle);
    const early = new EventTarget();
    const first = receiveHandover(early, lookUp);
    expect(await first.fileCopy(KEY)).toEqual({ file: own, byPage: false });
    expect(lookUp).toHaveBeenCalledWith(KEY);
    // The worker finds none (or is slower): the page's.
    const late = new EventTarget();
    let findNone!: (found: undefined) => void;
    const second = receiveHandover(late, () => new Promise((resolve) => (findNone = resolve)));
    const found = second.fileCopy(KEY);
    late.dispatchEvent(message({ [HANDOVER_FILE_COPY]: { key: KEY, handle: pages } }));
    expect(await found).toEqual({ file: pages, byPage: true });
    findNone(undefined);
    // Neither found one; a lookup that fails counts as none.
    const none = new EventTarget();
    const third = receiveHandover(none, async () => {
      throw new DOMException('no', 'SecurityError');
    });
    const nothing = third.fileCopy(KEY);
    none.dispatchEvent(message({ [HANDOVER_FILE_COPY]: { key: KEY, handle: null } }));
    expect(await nothing).toBeUndefined();
  });
});
