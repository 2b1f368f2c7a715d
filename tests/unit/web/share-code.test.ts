/**
 * Tofulab's share code (RSC1): lossless round trip on random contract stuffs, its fixed tables,
 * damaged codes refused with the right problem, the version and game checks.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Stuff } from '#contract/stuff';
import { SLOTS } from '#game/slots';
import { PRIMARY_STATS, STAT_KEYS, STAT_SHORT_CODES } from '#game/stats';
import { BOOST_EFFECTS } from '#game/stuff';
import { VARIANTS } from '#game/variants';
import {
  decodeShareCode,
  encodeShareCode,
  looksLikeShareCode,
  SHARE_CODE_MAX_LENGTH,
  SHARE_GAMES,
  SHARE_PRIMARIES,
  SHARE_SLOTS,
  ShareCodeError,
  type ShareCodeProblem,
  type SharedStuff,
} from '#web/entities/stuff/model/share-code.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { contractStuffArbitrary } from '../../support/contract-stuff-arbitrary.ts';

function shared(stuff: Stuff): SharedStuff {
  const { id: _id, mode: _mode, name: _name, ...rest } = stuff;
  return rest;
}

function problemOf(run: () => unknown): ShareCodeProblem {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ShareCodeError);
    expect((error as ShareCodeError).message.length).toBeGreaterThan(5);
    return (error as ShareCodeError).problem;
  }
  throw new Error('expected a ShareCodeError, but the code decoded');
}

/** A code with the given ROOT, checksummed as the encoder does (to test the structure checks). */
function codeOfRoot(root: unknown): string {
  // An independent CRC-32, so the structure checks are reached past the checksum.
  const payload = Buffer.from(JSON.stringify(root)).toString('base64url');
  return `RSC1.${payload}.${crc32(`RSC1.${payload}`)}`;
}

function crc32(text: string): string {
  let crc = ~0;
  for (const byte of Buffer.from(text)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ((~crc) >>> 0).toString(16).padStart(8, '0');
}

const FULL_STUFF: Stuff = {
  ...newLocalStuff(),
  classId: 8,
  level: 187,
  gender: 1,
  points: { strength: 399, vitality: 0 },
  scrolls: { strength: 100, wisdom: 37 },
  items: { ch: 2411, am: 2425, a1: 8, a2: 8, mo: 7807, d6: 7754 },
  rolls: { ch: { strength: 35, ap: 1 }, am: {} },
  forgemagie: { range: 1, res_fire_percent: -4 },
  boosts: [
    { effect: 'damage', value: 20, count: 2, active: true },
    { effect: 'hp_percent', value: 10, count: 1, active: false },
  ],
};

describe('share code: round trip', () => {
  it('gives back a full stuff identical, mount, exo lines, boosts and zero entries included', () => {
    const code = encodeShareCode(FULL_STUFF, 'retro');
    expect(code).toMatch(/^RSC1\.[A-Za-z0-9_-]+\.[0-9a-f]{8}$/);
    expect(decodeShareCode(code, 'retro')).toEqual(shared(FULL_STUFF));
  });

  it('keeps a fresh draft as it is (empty maps stay empty)', () => {
    expect(decodeShareCode(encodeShareCode(newLocalStuff(), 'retro'), 'retro')).toEqual(shared(newLocalStuff()));
  });

  it('decode(encode(stuff)) deep-equals the stuff on random valid stuffs, for every game', () => {
    fc.assert(
      fc.property(contractStuffArbitrary(), fc.constantFrom(...VARIANTS), (stuff, game) => {
        expect(Stuff.safeParse(stuff).success).toBe(true);
        const code = encodeShareCode(stuff, game);
        expect(code.length).toBeLessThan(SHARE_CODE_MAX_LENGTH);
        expect(decodeShareCode(code, game)).toEqual(shared(stuff));
      }),
      { numRuns: 500 },
    );
  });

  it('is URL-safe: no character a query parameter would need to escape', () => {
    fc.assert(
      fc.property(contractStuffArbitrary(), (stuff) => {
        const code = encodeShareCode(stuff, 'retro');
        expect(encodeURIComponent(code)).toBe(code);
      }),
      { numRuns: 100 },
    );
  });

  it('ignores surrounding whitespace (a pasted code)', () => {
    expect(decodeShareCode(`\n  ${encodeShareCode(FULL_STUFF, 'retro')}  \n`, 'retro')).toEqual(shared(FULL_STUFF));
  });
});

describe('share code: its own tables', () => {
  it('has every slot once, the six primaries, the three games', () => {
    expect([...SHARE_SLOTS].sort()).toEqual([...SLOTS].sort());
    expect([...SHARE_PRIMARIES].sort()).toEqual([...PRIMARY_STATS].sort());
    expect([...SHARE_GAMES].sort()).toEqual([...VARIANTS].sort());
  });

  it('names every stat by a distinct short code, none equal to a boost effect name', () => {
    const codes = STAT_KEYS.map((key) => STAT_SHORT_CODES[key] ?? key);
    expect(new Set(codes).size).toBe(STAT_KEYS.length);
    for (const effect of BOOST_EFFECTS) expect(codes).not.toContain(effect);
  });

  it('writes the documented positional ROOT', () => {
    const code = encodeShareCode(FULL_STUFF, 'retro');
    const root = JSON.parse(Buffer.from(code.split('.')[1], 'base64url').toString('utf8'));
    expect(root).toEqual([
      1, 0, 187, 8, 1,
      [0, null, 399],
      [null, 37, 100],
      [2411, 2425, 8, 8, 0, 0, 0, 0, 0, 0, 7807, 0, 0, 0, 0, 0, 7754],
      { ch: { fo: 35, pa: 1 }, am: {} },
      { po: 1, rfp: -4 },
      [['dmg', 20, 2, 1], ['hp_percent', 10, 1, 0]],
    ]);
  });

  it('the test helper computes the same checksum as the encoder', () => {
    const code = encodeShareCode(FULL_STUFF, 'retro');
    const [, payload, check] = code.split('.');
    expect(crc32(`RSC1.${payload}`)).toBe(check);
  });
});

describe('share code: damaged codes are refused', () => {
  const code = encodeShareCode(FULL_STUFF, 'retro');
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';

  it('refuses every single-character change after the prefix', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 'RSC1.'.length, max: code.length - 1 }),
        fc.constantFrom(...ALPHABET),
        (index, char) => {
          fc.pre(code[index] !== char);
          const damaged = code.slice(0, index) + char + code.slice(index + 1);
          expect(problemOf(() => decodeShareCode(damaged, 'retro'))).toBe('damaged');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses a code cut anywhere after the prefix', () => {
    for (let length = 'RSC1.'.length; length < code.length; length++) {
      expect(problemOf(() => decodeShareCode(code.slice(0, length), 'retro'))).toBe('damaged');
    }
  });

  it('refuses bytes added at the end, and a missing check', () => {
    expect(problemOf(() => decodeShareCode(`${code}0`, 'retro'))).toBe('damaged');
    expect(problemOf(() => decodeShareCode(code.slice(0, code.lastIndexOf('.')), 'retro'))).toBe('damaged');
  });

  it('refuses a well-checksummed code whose structure is wrong', () => {
    expect(problemOf(() => decodeShareCode(codeOfRoot({ level: 3 }), 'retro'))).toBe('damaged');
    expect(problemOf(() => decodeShareCode(codeOfRoot([1, 0, 200]), 'retro'))).toBe('damaged');
    expect(problemOf(() => decodeShareCode(codeOfRoot([1, 0, '200', 1, 0, [], [], [], {}, {}, []]), 'retro'))).toBe('damaged');
    expect(problemOf(() => decodeShareCode(codeOfRoot([1, 0, 200, 1, 0, [], [], [], { zz: {} }, {}, []]), 'retro'))).toBe('damaged');
    expect(problemOf(() => decodeShareCode(codeOfRoot([1, 0, 200, 1, 0, [], [], [], {}, { nope: 3 }, []]), 'retro'))).toBe('damaged');
    expect(problemOf(() => decodeShareCode(codeOfRoot([1, 0, 200, 1, 0, [], [], [], {}, {}, [['nope', 1, 1, 1]]]), 'retro'))).toBe('damaged');
    expect(problemOf(() => decodeShareCode(codeOfRoot([1, 9, 200, 1, 0, [], [], [], {}, {}, []]), 'retro'))).toBe('damaged');
    expect(problemOf(() => decodeShareCode(codeOfRoot([1, 0, 200, 1, 0, [], [], Array(18).fill(1), {}, {}, []]), 'retro'))).toBe('damaged');
  });

  it('refuses a well-formed code that holds no valid stuff', () => {
    const valid = [1, 0, 200, 1, 0, [], [], [], {}, {}, []];
    expect(decodeShareCode(codeOfRoot(valid), 'retro')).toMatchObject({ level: 200, classId: 1 });
    const withEntry = (index: number, value: unknown) => valid.map((entry, at) => (at === index ? value : entry));
    expect(problemOf(() => decodeShareCode(codeOfRoot(withEntry(2, 201)), 'retro'))).toBe('invalid_stuff');
    expect(problemOf(() => decodeShareCode(codeOfRoot(withEntry(3, 0)), 'retro'))).toBe('invalid_stuff');
    expect(problemOf(() => decodeShareCode(codeOfRoot(withEntry(4, 2)), 'retro'))).toBe('invalid_stuff');
    expect(problemOf(() => decodeShareCode(codeOfRoot(withEntry(6, [101])), 'retro'))).toBe('invalid_stuff');
    expect(problemOf(() => decodeShareCode(codeOfRoot(withEntry(5, [-1])), 'retro'))).toBe('invalid_stuff');
    expect(problemOf(() => decodeShareCode(codeOfRoot(withEntry(7, [-5])), 'retro'))).toBe('invalid_stuff');
    expect(problemOf(() => decodeShareCode(codeOfRoot(withEntry(10, [['dmg', 1, 0, 1]])), 'retro'))).toBe('invalid_stuff');
  });

  it('ignores ROOT entries past the ones it knows (a later minor addition)', () => {
    const root = [1, 0, 150, 3, 1, [], [], [5], {}, {}, [], 'future', { extra: true }];
    expect(decodeShareCode(codeOfRoot(root), 'retro')).toMatchObject({ level: 150, classId: 3, gender: 1, items: { ch: 5 } });
  });

  it('refuses an over-long text before reading it', () => {
    expect(problemOf(() => decodeShareCode(`RSC1.${'A'.repeat(SHARE_CODE_MAX_LENGTH)}.00000000`, 'retro'))).toBe('damaged');
  });
});

describe('share code: version and game', () => {
  it('tells a share code from anything else', () => {
    expect(looksLikeShareCode(encodeShareCode(FULL_STUFF, 'retro'))).toBe(true);
    expect(looksLikeShareCode('  RSC2.abc')).toBe(true);
    expect(looksLikeShareCode('hqEwhqEwzQQGoTYH')).toBe(false);
    expect(problemOf(() => decodeShareCode('hqEwhqEwzQQGoTYH', 'retro'))).toBe('not_share_code');
    expect(problemOf(() => decodeShareCode('', 'retro'))).toBe('not_share_code');
  });

  it('refuses another format version by its prefix, whatever follows', () => {
    const [, payload, check] = encodeShareCode(FULL_STUFF, 'retro').split('.');
    expect(problemOf(() => decodeShareCode(`RSC2.${payload}.${check}`, 'retro'))).toBe('unsupported_version');
    expect(problemOf(() => decodeShareCode('RSC0.x.y', 'retro'))).toBe('unsupported_version');
  });

  it('refuses a prefix and ROOT version that disagree', () => {
    expect(problemOf(() => decodeShareCode(codeOfRoot([2, 0, 200, 1, 0, [], [], [], {}, {}, []]), 'retro'))).toBe('damaged');
  });

  it('refuses a stuff of another game', () => {
    const code = encodeShareCode(FULL_STUFF, 'dofus');
    expect(decodeShareCode(code, 'dofus')).toEqual(shared(FULL_STUFF));
    expect(problemOf(() => decodeShareCode(code, 'retro'))).toBe('other_game');
    expect(problemOf(() => decodeShareCode(code, 'touch'))).toBe('other_game');
  });
});
