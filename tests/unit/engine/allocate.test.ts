/**
 * The kernels' `allocate` (engine/assembly/index.ts): a bump allocator that never frees, so the
 * memory it hands out has never been handed out before and is zero as the module started or grew
 * it. It no longer clears it (issue 23, tenth pass: clearing a fresh 3 MB image touched all its
 * pages before the unpack did); these checks hold it to its promise: every block zero, 16-byte
 * aligned, apart from every earlier one, also across a growth of the memory, whatever was written
 * into the earlier blocks.
 */
import { describe, expect, it } from 'vitest';
import { instantiateKernels } from '#engine/src/wasm.ts';

describe('the kernels’ allocate', () => {
  it('hands out zeroed, aligned blocks apart from every earlier one, also when the memory grows', async () => {
    const kernels = await instantiateKernels();
    const blocks: [number, number][] = [];
    // Small blocks, one bigger than the initial memory's room (it grows), then small ones again.
    const sizes = [12, 4096, 3, 1 << 16, 5_000_000, 100, 64 * 1024 * 3 + 7, 40];
    for (const size of sizes) {
      const pointer = kernels.allocate(size);
      const bytes = new Uint8Array(kernels.memory.buffer, pointer, size);
      expect(pointer % 16).toBe(0);
      expect(bytes.every((byte) => byte === 0)).toBe(true);
      for (const [start, length] of blocks) expect(pointer >= start + length || pointer + size <= start).toBe(true);
      // Dirty every block: a later one that reused it would not be zero.
      bytes.fill(0xa5);
      blocks.push([pointer, size]);
    }
    expect(kernels.memory.buffer.byteLength).toBeGreaterThan(5_000_000);
  });
});
