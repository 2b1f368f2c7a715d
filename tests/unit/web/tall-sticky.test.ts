/** A sticky sidebar taller than the screen is held by its end (web/src/hooks/use-tall-sticky.ts). */
import { describe, expect, it } from 'vitest';
import { stickyTop } from '#web/hooks/use-tall-sticky.ts';

describe('sticky offset of a sidebar', () => {
  it('stays under the top bar while it fits, and is held by its end when taller than the screen', () => {
    expect(stickyTop(900, 500, 80, 16)).toBe(80);
    expect(stickyTop(900, 804, 80, 16)).toBe(80);
    expect(stickyTop(900, 1400, 80, 16)).toBe(-516);
    // Its end is then at the screen's bottom less the margin.
    expect(stickyTop(900, 1400, 80, 16) + 1400).toBe(900 - 16);
  });
});
