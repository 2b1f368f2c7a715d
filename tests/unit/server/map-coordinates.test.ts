/** Issue 18: the favourite map's coordinates (`game/map-coordinates.ts`). */
import { describe, expect, it } from 'vitest';
import { MAP_COORDINATE_MAX, MAP_COORDINATE_MIN, normalizeMapCoordinates, parseMapCoordinates } from '#game/map-coordinates';

describe('map coordinates', () => {
  it('reads x,y with or without brackets and spaces, and writes them canonical', () => {
    expect(parseMapCoordinates('4,-18')).toEqual({ x: 4, y: -18 });
    expect(normalizeMapCoordinates('[4, -18]')).toBe('4,-18');
    expect(normalizeMapCoordinates(' [ +4 ; -18 ] ')).toBe('4,-18');
    expect(normalizeMapCoordinates('-0,0')).toBe('0,0');
  });

  it('keeps the bounds inclusive and refuses anything past them', () => {
    expect(normalizeMapCoordinates(`${MAP_COORDINATE_MIN},${MAP_COORDINATE_MAX}`)).toBe('-100,100');
    for (const text of ['101,0', '0,-101', '9999,0']) expect(normalizeMapCoordinates(text), text).toBeNull();
  });

  it('refuses what is no pair of whole numbers', () => {
    for (const text of ['', 'Astrub', 'Astrub [4,-18]', '4', '4,', '4,5,6', '4.5,1', '1e2,0', '[4,-18', 'x,y', '4 -18', '٤,١']) {
      expect(normalizeMapCoordinates(text), text).toBeNull();
    }
  });
});
