import { describe, expect, it } from 'vitest';
import { swipeBetween } from '#web/components/layout/use-edge-swipe.ts';

describe('sidebar swipe detection', () => {
  const width = 390; // 15 % of it: 58.5 px

  it('sees a right or left swipe past the threshold', () => {
    expect(swipeBetween({ x: 10, y: 300 }, { x: 90, y: 310 }, width)).toBe('right');
    expect(swipeBetween({ x: 300, y: 300 }, { x: 200, y: 290 }, width)).toBe('left');
  });

  it('ignores short moves and mostly vertical ones (scrolling)', () => {
    expect(swipeBetween({ x: 10, y: 300 }, { x: 50, y: 300 }, width)).toBeUndefined();
    expect(swipeBetween({ x: 10, y: 100 }, { x: 100, y: 400 }, width)).toBeUndefined();
  });

  it('needs at least 25 px even on a narrow screen', () => {
    expect(swipeBetween({ x: 0, y: 0 }, { x: 20, y: 0 }, 100)).toBeUndefined();
    expect(swipeBetween({ x: 0, y: 0 }, { x: 26, y: 0 }, 100)).toBe('right');
  });
});
