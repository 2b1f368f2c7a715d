/** The sticky side banner's rule (site-spec §4): none, stickyTop, stickyBottom by scroll position. */
import { expect, it } from 'vitest';
import { stickyState } from '#web/features/ads/model/sticky.ts';

const at = (scrollY: number) => stickyState({ scrollY, slotTop: 1000, containerBottom: 2000, bannerHeight: 300, offset: 80 });

it('is none while the slot is in its place, stickyTop past it, stickyBottom at the sidebar’s end', () => {
  expect(at(0)).toBe('none');
  expect(at(920)).toBe('none');
  expect(at(921)).toBe('stickyTop');
  expect(at(1619)).toBe('stickyTop');
  expect(at(1620)).toBe('stickyBottom');
  expect(at(5000)).toBe('stickyBottom');
});
