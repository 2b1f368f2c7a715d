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

/**
 * The bytes of the file copy of `key` when it holds the representation `current`; undefined
 * otherwise (none, another version, unreadable). `opened`: the copy's file as the page opened it
 * and handed it over (`engine-handover.ts`), read here without looking it up again.
 */
export async function readFileCopy(key: string, current: string, opened?: FileSystemFileHandle): Promise<Uint8Array | undefined> {
  let handle: FileSystemSyncAccessHandle | undefined;
  try {
    const folder = opened ? undefined : await fileCopyFolder();
    if (!opened && !folder) return undefined;
    const file = (opened ?? (await folder!.getFileHandle(fileCopyName(key)))) as SyncFileHandle;
    if (typeof file.createSyncAccessHandle !== 'function') return undefined;
    // Read-only handles may be open in several workers at once (two tabs).
    handle = await file.createSyncAccessHandle({ mode: 'read-only' });
    const size = handle.getSize();
    const head = new Uint8Array(Math.min(size, FILE_COPY_HEADER + FILE_COPY_TAG_MAX));
    if (handle.read(head, { at: 0 }) !== head.length) return undefined;
    const offset = containerOffset(head, current);
    if (offset === undefined) return undefined;
    // Its own buffer, from offset 0: the engine reads the image's words in place (4-byte aligned).
    const bytes = new Uint8Array(size - offset);
    return handle.read(bytes, { at: offset }) === bytes.length ? bytes : undefined;
  } catch {
    return undefined;
  } finally {
    handle?.close();
  }
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
