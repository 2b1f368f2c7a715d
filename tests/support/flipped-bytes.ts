/**
 * A checksummed container's property: any byte flipped past the 16-byte header prefix (magic,
 * format, lengths, checksum) is refused, whatever the reader (the binary catalogue, the memory image).
 */
import fc from 'fast-check';
import { expect } from 'vitest';

export function expectEveryFlippedByteRefused(bytes: Uint8Array, refusal: (bytes: Uint8Array) => string, numRuns = 200): void {
  fc.assert(
    fc.property(fc.integer({ min: 16, max: bytes.length - 1 }), fc.integer({ min: 1, max: 255 }), (at, mask) => {
      const corrupted = bytes.slice();
      corrupted[at] ^= mask;
      expect(refusal(corrupted)).not.toBe('accepted');
    }),
    { numRuns },
  );
}
