/** Issue 18: the level curve, what each action awards, and which badges a member's record earns. */
import { describe, expect, it } from 'vitest';
import { BADGES, earnedBadges, LEVEL_MAX, levelForXp, XP_ACTIONS, XP_RULES, xpForLevel } from '#game/gamification';
import { awardsOf } from '#server/modules/gamification/award';

describe('level curve', () => {
  it('is 50·n·(n−1): level 1 at 0 XP, 2 at 100, 5 at 1,000, 10 at 4,500', () => {
    expect([1, 2, 3, 5, 10].map(xpForLevel)).toEqual([0, 100, 300, 1000, 4500]);
  });

  it('gives the level a total reaches, exactly at each threshold', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(-5)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(100)).toBe(2);
    expect(levelForXp(299)).toBe(2);
    expect(levelForXp(300)).toBe(3);
    expect(levelForXp(4499)).toBe(9);
    expect(levelForXp(4500)).toBe(10);
    expect(levelForXp(Number.MAX_SAFE_INTEGER)).toBe(LEVEL_MAX);
    for (let level = 1; level < LEVEL_MAX; level++) {
      expect(levelForXp(xpForLevel(level))).toBe(level);
      expect(levelForXp(xpForLevel(level + 1) - 1)).toBe(level);
    }
  });
});

describe('rules', () => {
  it('gives every action a positive XP and a cap on everything that can repeat', () => {
    for (const action of XP_ACTIONS) expect(XP_RULES[action].xp).toBeGreaterThan(0);
    for (const action of ['stuff_saved', 'stuff_public', 'guide_published', 'guide_viewed', 'favorite_added'] as const) {
      expect(XP_RULES[action].dailyCap).toBeGreaterThan(0);
    }
  });

  it('keys each award by the thing acted on', () => {
    const privateStuff = { id: 7, user_id: 3, visible: 0, markdown: '' };
    expect(awardsOf({ kind: 'stuff_saved', stuff: privateStuff })).toEqual([
      { userId: 3, action: 'first_stuff', objectKey: '' },
      { userId: 3, action: 'stuff_saved', objectKey: '7' },
    ]);
    const guide = { id: 8, user_id: 3, visible: 1, markdown: '## Build' };
    expect(awardsOf({ kind: 'stuff_saved', stuff: guide }).map((one) => `${one.action}:${one.objectKey}`)).toEqual(['first_stuff:', 'stuff_saved:8', 'stuff_public:8', 'guide_published:8']);
    // A public stuff whose text is blank is no guide.
    expect(awardsOf({ kind: 'stuff_saved', stuff: { ...guide, markdown: '  ' } }).map((one) => one.action)).not.toContain('guide_published');
    expect(awardsOf({ kind: 'favorite_added', userId: 3, game: 'retro', itemId: 2411 })).toEqual([{ userId: 3, action: 'favorite_added', objectKey: 'retro:2411' }]);
    expect(awardsOf({ kind: 'account_activated', userId: 3 })).toEqual([{ userId: 3, action: 'account_activated', objectKey: '' }]);
  });

  it('pays a guide read only to its author, for a signed-in reader other than the author, once per reader', () => {
    const guide = { id: 8, user_id: 3, visible: 1, markdown: 'texte' };
    expect(awardsOf({ kind: 'guide_viewed', stuff: guide, viewerId: 9 })).toEqual([{ userId: 3, action: 'guide_viewed', objectKey: '8:9' }]);
    expect(awardsOf({ kind: 'guide_viewed', stuff: guide, viewerId: undefined })).toEqual([]);
    expect(awardsOf({ kind: 'guide_viewed', stuff: guide, viewerId: 3 })).toEqual([]);
    expect(awardsOf({ kind: 'guide_viewed', stuff: { ...guide, markdown: '' }, viewerId: 9 })).toEqual([]);
  });
});

describe('badges', () => {
  it('has at least 8 badges with unique ids and codes, named and explained in fr, en and es', () => {
    expect(BADGES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(BADGES.map((badge) => badge.id)).size).toBe(BADGES.length);
    expect(new Set(BADGES.map((badge) => badge.code)).size).toBe(BADGES.length);
    for (const badge of BADGES) {
      for (const lang of ['fr', 'en', 'es'] as const) {
        expect(badge.name[lang].length).toBeGreaterThan(0);
        expect(badge.how[lang].length).toBeGreaterThan(0);
      }
    }
  });

  it('earns each badge at its threshold, not before', () => {
    const code = (ids: number[]) => ids.map((id) => BADGES.find((badge) => badge.id === id)!.code);
    expect(earnedBadges({ actions: {}, level: 1, membershipDays: 0 })).toEqual([]);
    expect(code(earnedBadges({ actions: { stuff_saved: 1 }, level: 1, membershipDays: 0 }))).toEqual(['first_stuff']);
    expect(code(earnedBadges({ actions: { stuff_saved: 9, favorite_added: 9, guide_viewed: 49 }, level: 4, membershipDays: 364 }))).toEqual(['first_stuff']);
    expect(code(earnedBadges({ actions: { stuff_saved: 10, stuff_public: 1, guide_published: 1, guide_viewed: 50, favorite_added: 10 }, level: 10, membershipDays: 365 }))).toEqual(
      BADGES.map((badge) => badge.code),
    );
    expect(code(earnedBadges({ actions: {}, level: 5, membershipDays: 0 }))).toEqual(['level_5']);
  });
});
