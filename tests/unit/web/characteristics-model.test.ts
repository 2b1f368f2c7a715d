import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCROLL_MAX } from '#contract/stuff';
import type { CatalogClass } from '#engine/src/catalog.ts';
import { PRIMARY_STATS, type PrimaryStat } from '#game/stats';
import { VALUE_LIMIT } from '#engine/src/validate.ts';
import {
  capitalLeft,
  capitalRules,
  capitalSpentOn,
  costTiers,
  fullScrolls,
  maxAffordablePoints,
  nextPurchaseTier,
  parsePointsText,
  parseScrollText,
  steppedPoints,
  tierBase,
  withPrimaryValue,
} from '#web/features/stuff-builder/model/characteristics.ts';

/** Research §3.1 (official 1.29 classes lang): Féca and Sacrieur. */
const FECA: CatalogClass = {
  id: 1,
  statCosts: {
    strength: [
      { from: 0, cost: 2 },
      { from: 50, cost: 3 },
      { from: 150, cost: 4 },
      { from: 250, cost: 5 },
    ],
    intelligence: [
      { from: 0, cost: 1 },
      { from: 100, cost: 2 },
      { from: 200, cost: 3 },
      { from: 300, cost: 4 },
      { from: 400, cost: 5 },
    ],
    vitality: [{ from: 0, cost: 1 }],
    wisdom: [{ from: 0, cost: 3 }],
  },
};
const SACRIEUR: CatalogClass = {
  id: 11,
  statCosts: {
    vitality: [{ from: 0, cost: 1 }],
    strength: [
      { from: 0, cost: 3 },
      { from: 100, cost: 4 },
      { from: 150, cost: 5 },
    ],
  },
};

const feca = capitalRules('retro', FECA);
const sacrieur = capitalRules('retro', SACRIEUR);

describe('capital cost', () => {
  it('buys each point at the tier of the current base value', () => {
    expect(capitalSpentOn(feca, 'strength', 0, 0)).toBe(0);
    expect(capitalSpentOn(feca, 'strength', 50, 0)).toBe(100);
    expect(capitalSpentOn(feca, 'strength', 60, 0)).toBe(130);
    expect(capitalSpentOn(feca, 'wisdom', 10, 0)).toBe(30);
  });

  it('counts Retro scrolls in the base that picks the tier', () => {
    // From 100 scrolled strength: 50 points at 3, then 10 at 4.
    expect(capitalSpentOn(feca, 'strength', 60, 100)).toBe(190);
    expect(tierBase('retro', 60, 100)).toBe(160);
    expect(tierBase('dofus', 60, 100)).toBe(60);
  });

  it('gives the Retro Sacrieur two vitality a capital point, in whole purchases', () => {
    expect(costTiers(sacrieur, 'vitality')).toEqual([{ from: 0, cost: 1, count: 2 }]);
    expect(capitalSpentOn(sacrieur, 'vitality', 200, 0)).toBe(100);
    expect(capitalSpentOn(sacrieur, 'vitality', 201, 0)).toBe(101);
  });

  it('fills a stat the data leaves out at 1 a point', () => {
    expect(costTiers(sacrieur, 'agility')).toEqual([{ from: 0, cost: 1, count: 1 }]);
    expect(capitalSpentOn(sacrieur, 'agility', 40, 0)).toBe(40);
  });
});

describe('capital left', () => {
  it('is 5 points a level after the first, minus every stat\'s cost', () => {
    expect(capitalLeft(feca, 1, {}, {})).toBe(0);
    expect(capitalLeft(feca, 11, { strength: 20 }, {})).toBe(10);
    expect(capitalLeft(feca, 200, { strength: 60, wisdom: 10 }, { strength: 100 })).toBe(995 - 190 - 30);
    expect(capitalLeft(feca, 2, { wisdom: 10 }, {})).toBe(-25);
  });
});

describe('next purchase tier', () => {
  it('names the current price and where the next tier starts', () => {
    expect(nextPurchaseTier(feca, 'strength', 0, 0)).toEqual({ from: 0, cost: 2, count: 1, until: 50 });
    expect(nextPurchaseTier(feca, 'strength', 49, 0)).toEqual({ from: 0, cost: 2, count: 1, until: 50 });
    expect(nextPurchaseTier(feca, 'strength', 50, 0)).toEqual({ from: 50, cost: 3, count: 1, until: 150 });
    expect(nextPurchaseTier(feca, 'strength', 200, 100)).toEqual({ from: 250, cost: 5, count: 1 });
  });
});

describe('max affordable points', () => {
  it('spends what is left at the right tiers', () => {
    // 130 capital: 50 strength at 2 (100), then 10 at 3 (30).
    expect(maxAffordablePoints(feca, 'strength', 0, 0, 130)).toBe(60);
    expect(maxAffordablePoints(feca, 'strength', 0, 0, 132)).toBe(60);
    expect(maxAffordablePoints(feca, 'strength', 60, 0, 3)).toBe(61);
    expect(maxAffordablePoints(feca, 'vitality', 10, 0, 995)).toBe(1005);
  });

  it('adds nothing without capital left, even overspent', () => {
    expect(maxAffordablePoints(feca, 'strength', 40, 0, 0)).toBe(40);
    expect(maxAffordablePoints(feca, 'strength', 40, 0, -25)).toBe(40);
  });

  it('ends a Sacrieur on the last pair of vitality it can pay for', () => {
    expect(maxAffordablePoints(sacrieur, 'vitality', 0, 0, 995)).toBe(1990);
    // 1 vitality already paid for a whole pair: 3 more capital buy 3 more pairs.
    expect(maxAffordablePoints(sacrieur, 'vitality', 1, 0, 3)).toBe(8);
  });

  it('is the largest value whose extra cost fits in the capital left', () => {
    const rules = fc.constantFrom(feca, sacrieur);
    const stat = fc.constantFrom<PrimaryStat>(...PRIMARY_STATS);
    fc.assert(
      fc.property(rules, stat, fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: SCROLL_MAX }), fc.integer({ min: 1, max: 995 }), (rule, key, points, scroll, left) => {
        const max = maxAffordablePoints(rule, key, points, scroll, left);
        const before = capitalSpentOn(rule, key, points, scroll);
        expect(max).toBeGreaterThanOrEqual(points);
        expect(capitalSpentOn(rule, key, max, scroll) - before).toBeLessThanOrEqual(left);
        expect(capitalSpentOn(rule, key, max + 1, scroll) - before).toBeGreaterThan(left);
      }),
    );
  });
});

describe('points and scrolls', () => {
  it('steps points without going below 0 or past the engine bound', () => {
    expect(steppedPoints(5, -10)).toBe(0);
    expect(steppedPoints(5, 100)).toBe(105);
    expect(steppedPoints(VALUE_LIMIT - 1, 10)).toBe(VALUE_LIMIT);
  });

  it('does not store zeros, so a reset stuff has empty maps', () => {
    expect(withPrimaryValue({ strength: 10 }, 'strength', 0)).toEqual({});
    expect(withPrimaryValue({}, 'agility', 101)).toEqual({ agility: 101 });
    expect(fullScrolls()).toEqual(Object.fromEntries(PRIMARY_STATS.map((stat) => [stat, 100])));
  });

  it('refuses invalid points with "invalid stat"', () => {
    expect(parsePointsText('250')).toEqual({ value: 250 });
    for (const text of ['-1', '1.5', '', 'abc', String(VALUE_LIMIT + 1)]) expect(parsePointsText(text)).toEqual({ error: 'invalid_stat' });
  });

  it('refuses a scroll over 100 with the scroll message, other bad values with "invalid stat"', () => {
    expect(parseScrollText('100')).toEqual({ value: 100 });
    expect(parseScrollText('0')).toEqual({ value: 0 });
    expect(parseScrollText('101')).toEqual({ error: 'scroll_max' });
    expect(parseScrollText('99999999999')).toEqual({ error: 'scroll_max' });
    for (const text of ['-1', '50.5', '', 'x']) expect(parseScrollText(text)).toEqual({ error: 'invalid_stat' });
  });
});
