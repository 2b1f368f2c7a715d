/**
 * The worker's file copies of the stored catalogue containers (issue 23): Cache Storage hands a
 * stored body over through the browser's process (the Retro image's 2.9 MB took 70–140 ms on a warm
 * visit), a file of the origin's private file system is read with one synchronous call of the
 * worker, or read by the page while the worker starts and handed to it (`engine-handover.ts`). A
 * copy is the container's bytes behind a header naming their entity tag: `FILE_COPY_MAGIC`, the
 * tag's length (u32, little-endian), the tag (UTF-8). It is read only for the representation the
 * page named current, and written (after the engine accepted the bytes, in a task of its own)
 * whenever another source had to be used. Where the file system or its synchronous handles are
 * missing (older browsers), every call is a no-op and Cache Storage serves alone.
 *
 * The page's early start imports `fileCopyName` only: nothing here imports more than the contract's paths.
 */
import { etagOfRepresentation } from '#contract/catalog-paths';

const FILE_COPY_MAGIC = 0x3149_4c54; // "TLI1"
const FILE_COPY_HEADER = 8;
const FILE_COPY_TAG_MAX = 512;

type SyncHandleMode = { mode?: 'read-only' | 'readwrite' };
type SyncFileHandle = FileSystemFileHandle & { createSyncAccessHandle(options?: SyncHandleMode): Promise<FileSystemSyncAccessHandle> };

/** The file copy's name for a route such as `/api/catalog/retro/image`. */
export function fileCopyName(key: string): string {
  return `${key.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.bin`;
}

async function fileCopyFolder(): Promise<FileSystemDirectoryHandle | null> {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.storage?.getDirectory !== 'function') return null;
    if (typeof FileSystemFileHandle === 'undefined' || !('createSyncAccessHandle' in FileSystemFileHandle.prototype)) return null;
    return await navigator.storage.getDirectory();
  } catch {
    return null;
  }
}

/**
 * The file copy of `key` (its reader checks its header), or undefined (none, no file system). Also
 * the page's (`engine-handover.ts`), where the synchronous handles do not exist.
 */
export async function openFileCopy(key: string): Promise<FileSystemFileHandle | undefined> {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.storage?.getDirectory !== 'function') return undefined;
    return await (await navigator.storage.getDirectory()).getFileHandle(fileCopyName(key));
  } catch {
    return undefined;
  }
}

/**
 * Where a copy's container starts, from its first bytes (`head`: at least the header and the tag),
 * when the copy holds the representation `current`; undefined otherwise (no copy, cut short,
 * another version).
 */
function containerOffset(head: Uint8Array, current: string): number | undefined {
  if (head.length < FILE_COPY_HEADER) return undefined;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const tagLength = view.getUint32(4, true);
  if (view.getUint32(0, true) !== FILE_COPY_MAGIC || tagLength > FILE_COPY_TAG_MAX || FILE_COPY_HEADER + tagLength > head.length) return undefined;
  const tag = new TextDecoder().decode(head.subarray(FILE_COPY_HEADER, FILE_COPY_HEADER + tagLength));
  return etagOfRepresentation(tag, current) ? FILE_COPY_HEADER + tagLength : undefined;
}

/** A file copy as `readFileCopy` read it. */
export interface FileCopy {
  /** The container's bytes: whole, or only their head read yet (`headLength`), the rest zero until `readRest()`. */
  bytes: Uint8Array;
  /** How many of them were read before `readFileCopy` answered (all, or the head). */
  readAtOnce: number;
  /** Reads the rest of the bytes (once; nothing to do when they are whole) and closes the file; throws when the file no longer holds them. */
  readRest(): void;
  /** Closes the file without reading the rest (the bytes were refused). */
  close(): void;
}

/** How long a file copy read in part stays open at most: its rest is then read anyway (the worker reads it within seconds). */
const REST_DEADLINE_MS = 10_000;

/**
 * The bytes of the file copy of `key` when it holds the representation `current`; undefined
 * otherwise (none, another version, unreadable). `opened`: the copy's file as the page opened it
 * and handed it over (`engine-handover.ts`), read here without looking it up again.
 *
 * `headLength`: how many first bytes of the container are needed at once, from its first bytes
 * (`catalogImageHeadLength`: the image's header and memory image, 0.5 of the Retro container's
 * 2.9 MB); only those are read now, the file stays open (read-only: another tab may read it too)
 * and the rest is read by `readRest()`, after the first sheet.
 */
export async function readFileCopy(
  key: string,
  current: string,
  opened?: FileSystemFileHandle,
  headLength?: (head: Uint8Array) => number | undefined,
): Promise<FileCopy | undefined> {
  let handle: FileSystemSyncAccessHandle | undefined;
  try {
    const folder = opened ? undefined : await fileCopyFolder();
    if (!opened && !folder) return undefined;
    const file = (opened ?? (await folder!.getFileHandle(fileCopyName(key)))) as SyncFileHandle;
    if (typeof file.createSyncAccessHandle !== 'function') return undefined;
    // Read-only handles may be open in several workers at once (two tabs).
    handle = await file.createSyncAccessHandle({ mode: 'read-only' });
    const size = handle.getSize();
    const head = new Uint8Array(Math.min(size, FILE_COPY_HEADER + FILE_COPY_TAG_MAX + CONTAINER_HEAD));
    if (handle.read(head, { at: 0 }) !== head.length) return undefined;
    const offset = containerOffset(head, current);
    if (offset === undefined) return undefined;
    // Its own buffer, from offset 0: the engine reads the image's words in place (4-byte aligned).
    const bytes = new Uint8Array(size - offset);
    const wanted = headLength?.(head.subarray(offset));
    const now = wanted !== undefined && wanted > 0 && wanted < bytes.length ? wanted : bytes.length;
    if (handle.read(bytes.subarray(0, now), { at: offset }) !== now) return undefined;
    if (now === bytes.length) return { bytes, readAtOnce: now, readRest() {}, close() {} };
    const open = handle;
    handle = undefined; // stays open for the rest
    return partCopy(open, bytes, offset, now);
  } catch {
    return undefined;
  } finally {
    handle?.close();
  }
}

/** The container's first bytes read with the copy's header: enough for `headLength` (its header and two strings). */
const CONTAINER_HEAD = 256;

/** A copy of which `bytes` hold only the first `read` bytes yet, its file still open. */
function partCopy(handle: FileSystemSyncAccessHandle, bytes: Uint8Array, offset: number, read: number): FileCopy {
  let whole = false;
  let open = true;
  let failure: Error | undefined;
  const close = (): void => {
    if (!open) return;
    open = false;
    clearTimeout(deadline);
    try {
      handle.close();
    } catch {
      // already closed
    }
  };
  const readRest = (): void => {
    if (whole) return;
    if (!failure && !open) failure = new Error('the file copy was closed before its rest was read');
    if (!failure) {
      try {
        if (handle.read(bytes.subarray(read), { at: offset + read }) === bytes.length - read) whole = true;
        else failure = new Error('the file copy is shorter than it was');
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
      } finally {
        close();
      }
    }
    if (failure) throw failure;
  };
  const deadline = setTimeout(() => {
    try {
      readRest();
    } catch {
      // reported to `readRest`'s next caller
    }
  }, REST_DEADLINE_MS);
  return { bytes, readAtOnce: read, readRest, close };
}

export async function writeFileCopy(key: string, tag: string, bytes: Uint8Array): Promise<boolean> {
  const encodedTag = new TextEncoder().encode(tag);
  if (encodedTag.length > FILE_COPY_TAG_MAX) return false;
  let handle: FileSystemSyncAccessHandle | undefined;
  try {
    const folder = await fileCopyFolder();
    if (!folder) return false;
    const file = (await folder.getFileHandle(fileCopyName(key), { create: true })) as SyncFileHandle;
    handle = await file.createSyncAccessHandle();
    const head = new Uint8Array(FILE_COPY_HEADER + encodedTag.length);
    const view = new DataView(head.buffer);
    // The header last: a copy cut short by a crash names no tag and is never read.
    handle.truncate(0);
    handle.write(new Uint8Array(FILE_COPY_HEADER), { at: 0 });
    handle.write(bytes, { at: head.length });
    head.set(encodedTag, FILE_COPY_HEADER);
    view.setUint32(4, encodedTag.length, true);
    handle.write(head.subarray(FILE_COPY_HEADER), { at: FILE_COPY_HEADER });
    handle.flush();
    view.setUint32(0, FILE_COPY_MAGIC, true);
    handle.write(head.subarray(0, FILE_COPY_HEADER), { at: 0 });
    handle.flush();
    return true;
  } catch {
    return false;
  } finally {
    handle?.close();
  }
}

export async function dropFileCopy(key: string): Promise<void> {
  try {
    await (await fileCopyFolder())?.removeEntry(fileCopyName(key));
  } catch {
    // none there
  }
}
