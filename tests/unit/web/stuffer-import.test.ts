/**
 * Import of stuffs: the real dofusbook.net link of research §1.5 decoded by the engine into the draft
 * the builder opens; which code of a link wins; pasted texts; the share link query; blank drafts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createEngine } from '#engine/src/index.ts';
import type { Engine } from '#engine/src/engine.ts';
import { EngineInputError } from '#engine/src/errors.ts';
import { Stuff } from '#contract/stuff';
import { encodeShareCode, ShareCodeError, type ShareCodeProblem } from '#web/entities/stuff/model/share-code.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import {
  draftFromImport,
  draftFromSharedStuff,
  draftFromStufferCode,
  importFailure,
  importQuery,
  importSourceOfParams,
  InvalidImportedStuffError,
  isBlankDraft,
  readImportText,
  resolveImport,
  stufferExportLosses,
  unknownIdsInSlotOrder,
} from '#web/entities/stuff/model/stuffer-code-import.ts';
import { fr } from '../../support/i18n-messages.ts';
import { contractStuffArbitrary } from '../../support/contract-stuff-arbitrary.ts';
import { fixtureCatalog, hasRealData, realCatalog } from '../../support/catalogs.ts';

/** Research §1.5: a link captured from dofusbook.net (S6 test vector). */
const REAL_CODE =
  'hqEwhqEwzQQGoTYHoTcDoTlkojExAaIyM80D6KExlgDMqgDMyADMhKEyzMShMwChNIKhNQKhNgahNdwAEM01Wc0s0s0tvc01Ws0szM0t2s0t2s0C480bg80Cts0DzM1xz80C4c194M19382B+Q==';
const REAL_LINK = `https://retro.dofusbook.net/desktop/fr/equipement/dofus-stuffer/objets?stuff=${encodeURIComponent(REAL_CODE)}`;
const REAL_ITEMS = {
  ca: 13657, ch: 11474, ce: 11709, bo: 13658, am: 11468, a1: 11738, a2: 11738,
  d1: 739, d2: 7043, d3: 694, d4: 972, d5: 29135, d6: 737, br: 32224, ar: 32223, fa: 33273,
};

/** A draft with work in it: an Iop (class 8), female, with items, rolls, boosts and a mount. */
const CURRENT: Stuff = {
  ...newLocalStuff(),
  name: 'mine',
  classId: 8,
  gender: 1,
  level: 120,
  points: { strength: 300 },
  scrolls: { strength: 100 },
  items: { ch: 1, mo: 7807 },
  rolls: { ch: { strength: 10 } },
  forgemagie: { wisdom: 5 },
  boosts: [{ effect: 'damage', value: 10, count: 1, active: true }],
};

let retro: Engine;

beforeAll(async () => {
  retro = await createEngine({ variant: 'retro', catalog: await fixtureCatalog('retro') });
});

describe('the real §1.5 link becomes the draft', () => {
  it('keeps the class and gender of the current draft, takes level, points, scrolls and items from the code', () => {
    const decoded = retro.decodeStufferCode(REAL_LINK);
    const { stuff, unknownItems } = draftFromImport({ kind: 'stuffer', decoded }, CURRENT);
    expect(stuff).toEqual({
      id: CURRENT.id,
      mode: 'local',
      name: 'mine',
      classId: 8,
      gender: 1,
      level: 196,
      points: { wisdom: 170, intelligence: 200, agility: 132 },
      scrolls: {},
      items: REAL_ITEMS,
      rolls: {},
      forgemagie: {},
      boosts: [],
    });
    expect(Stuff.parse(stuff)).toEqual(stuff);
    // The retro fixtures hold the Dofus 739 and 737 only: every other id is listed, in slot order, once each.
    expect(unknownItems).toEqual([11474, 11468, 11738, 11709, 13658, 13657, 32224, 32223, 33273, 7043, 694, 972, 29135]);
    // Unknown ids are kept in their slots, never dropped.
    for (const id of unknownItems) expect(Object.values(stuff.items)).toContain(id);
  });

  it('reads the bare code, the link and the code pasted with line breaks alike', () => {
    const fromLink = retro.decodeStufferCode(REAL_LINK);
    expect(retro.decodeStufferCode(REAL_CODE)).toEqual(fromLink);
    const source = readImportText(`\n${REAL_LINK}\n`);
    expect(source).toEqual({ stufferCode: REAL_LINK });
  });

  it.skipIf(!hasRealData)('on the real retro catalogue, lists exactly the ids the engine does not know', async () => {
    const engine = await createEngine({ variant: 'retro', catalog: await realCatalog('retro') });
    const decoded = engine.decodeStufferCode(REAL_CODE);
    const { stuff, unknownItems } = draftFromImport({ kind: 'stuffer', decoded }, CURRENT);
    expect(new Set(unknownItems)).toEqual(new Set(decoded.unknownItems));
    expect(stuff.items).toEqual(REAL_ITEMS);
  });

  it('carries the build-wide forgemagie and full scrolls of a code', () => {
    const input = {
      classId: 0, level: 150, points: { vitality: 101 }, scrolls: { strength: 100, chance: 100 },
      items: { ch: 739 }, forgemagie: { wisdom: 12, range: 1, res_fire_percent: -3 },
    };
    const decoded = retro.decodeStufferCode(retro.encodeStufferCode(input));
    const stuff = draftFromStufferCode(decoded, CURRENT);
    expect(stuff).toMatchObject({
      classId: 8, level: 150, points: { vitality: 101 }, scrolls: { strength: 100, chance: 100 },
      items: { ch: 739 }, forgemagie: { wisdom: 12, range: 1, res_fire_percent: -3 }, rolls: {}, boosts: [],
    });
  });

  it('refuses a code whose level this site cannot hold, with its own error', () => {
    const decoded = { ...retro.decodeStufferCode(REAL_CODE), level: 0 };
    expect(() => draftFromStufferCode(decoded, CURRENT)).toThrow(InvalidImportedStuffError);
  });
});

describe('which code of a link wins', () => {
  const decodeStuffer = async (code: string) => retro.decodeStufferCode(code);
  const shareCode = encodeShareCode(CURRENT, 'retro');

  it('a valid share code wins over the dofus-stuffer code', async () => {
    const resolved = await resolveImport({ stufferCode: REAL_CODE, shareCode }, 'retro', decodeStuffer);
    expect(resolved.kind).toBe('share');
    const { stuff, unknownItems } = draftFromImport(resolved, newLocalStuff());
    const { id: _id, mode: _mode, name: _name, ...content } = CURRENT;
    expect(stuff).toEqual({ ...newLocalStuff(), ...content });
    expect(unknownItems).toEqual([]);
  });

  it('a damaged share code falls back to the dofus-stuffer code and says why', async () => {
    const damaged = shareCode.slice(0, -1) + (shareCode.endsWith('0') ? '1' : '0');
    const resolved = await resolveImport({ stufferCode: REAL_CODE, shareCode: damaged }, 'retro', decodeStuffer);
    expect(resolved.kind).toBe('stuffer');
    expect(resolved.kind === 'stuffer' && resolved.shareCodeError?.problem).toBe('damaged');
  });

  it('a damaged share code alone is an error; so is a malformed dofus-stuffer code', async () => {
    await expect(resolveImport({ shareCode: shareCode.slice(0, 20) }, 'retro', decodeStuffer)).rejects.toBeInstanceOf(ShareCodeError);
    await expect(resolveImport({ stufferCode: 'hqEw!!' }, 'retro', decodeStuffer)).rejects.toMatchObject({
      code: 'invalid_stuffer_code',
    });
    await expect(resolveImport({ stufferCode: 'hqEw!!' }, 'retro', decodeStuffer)).rejects.toBeInstanceOf(EngineInputError);
  });

  it('export then import through a share link gives the draft back identical, on random drafts', async () => {
    await fc.assert(
      fc.asyncProperty(contractStuffArbitrary(), async (draft) => {
        // The link carries the lossy code too; the share code must win over any of them.
        const query = importQuery({ stufferCode: REAL_CODE, shareCode: encodeShareCode(draft, 'retro') });
        const source = importSourceOfParams(new URL(`https://tofulab.example/fr/equipement/dofus-stuffer${query}`).searchParams);
        const resolved = await resolveImport(source!, 'retro', decodeStuffer);
        expect(draftFromImport(resolved, draft).stuff).toEqual(draft);
      }),
      { numRuns: 200 },
    );
  });
});

describe('pasted texts and link queries', () => {
  const shareCode = encodeShareCode(CURRENT, 'retro');

  it('reads a share code, a share link, a DofusBook link and a bare code', () => {
    expect(readImportText('   ')).toBeUndefined();
    expect(readImportText(` ${shareCode} `)).toEqual({ shareCode });
    expect(readImportText(REAL_CODE)).toEqual({ stufferCode: REAL_CODE });
    expect(readImportText(REAL_LINK)).toEqual({ stufferCode: REAL_LINK });
    const shareLink = `https://tofulab.example/en/stuff/dofus-stuffer${importQuery({ stufferCode: REAL_CODE, shareCode })}`;
    expect(readImportText(shareLink)).toEqual({ stufferCode: REAL_CODE, shareCode });
    expect(readImportText(`${shareLink}#top`)).toEqual({ stufferCode: REAL_CODE, shareCode });
  });

  it('keeps the + and / of a base64 code through the link query', () => {
    const query = importQuery({ stufferCode: REAL_CODE });
    expect(query).not.toContain('+');
    expect(importSourceOfParams(new URLSearchParams(query.slice(1)))).toEqual({ stufferCode: REAL_CODE });
  });

  it('reads the page query: neither, either or both codes; a share code in stuff= is still ours', () => {
    expect(importSourceOfParams(new URLSearchParams(''))).toBeUndefined();
    expect(importSourceOfParams(new URLSearchParams('stuff=&tofulab='))).toBeUndefined();
    expect(importSourceOfParams(new URLSearchParams(`tofulab=${shareCode}`))).toEqual({ shareCode });
    expect(importSourceOfParams(new URLSearchParams(`stuff=${shareCode}`))).toEqual({ shareCode });
    // DofusBook links put the code unescaped: a + read as a space by the query is read back by the engine.
    const source = importSourceOfParams(new URLSearchParams(`stuff=${REAL_CODE}`));
    expect(retro.decodeStufferCode(source!.stufferCode!)).toEqual(retro.decodeStufferCode(REAL_CODE));
  });
});

describe('blank drafts and unknown ids', () => {
  it('a fresh draft is blank whatever its class, level and gender', () => {
    expect(isBlankDraft(newLocalStuff())).toBe(true);
    expect(isBlankDraft({ ...newLocalStuff(), classId: 5, level: 12, gender: 1 })).toBe(true);
    expect(isBlankDraft({ ...newLocalStuff(), points: { strength: 0 }, rolls: { ch: {} }, forgemagie: { ap: 0 } })).toBe(true);
  });

  it('any item, roll, forgemagie, point, scroll or boost makes it worth confirming', () => {
    const blank = newLocalStuff();
    expect(isBlankDraft({ ...blank, items: { mo: 7807 } })).toBe(false);
    expect(isBlankDraft({ ...blank, rolls: { ch: { ap: 1 } } })).toBe(false);
    expect(isBlankDraft({ ...blank, forgemagie: { ap: -1 } })).toBe(false);
    expect(isBlankDraft({ ...blank, points: { agility: 1 } })).toBe(false);
    expect(isBlankDraft({ ...blank, scrolls: { agility: 1 } })).toBe(false);
    expect(isBlankDraft({ ...blank, boosts: [{ effect: 'ap', value: 1, count: 1, active: false }] })).toBe(false);
  });

  it('lists unknown ids once each, in slot order', () => {
    expect(unknownIdsInSlotOrder({ items: { d1: 5, a2: 7, a1: 7, ch: 9 } }, (id) => id !== 9)).toEqual([7, 5]);
  });

  it('a share code opens in the current storage (id, mode, name kept)', () => {
    const { id: _id, mode: _mode, name: _name, ...content } = CURRENT;
    const opened = draftFromSharedStuff(content, { ...newLocalStuff(), name: 'here' });
    expect(opened).toMatchObject({ id: 0, mode: 'local', name: 'here', classId: 8 });
  });
});

describe('what an export to a dofus-stuffer code loses', () => {
  it('always the class and gender; rolls, boosts, mount and partial scrolls only when the draft has them', () => {
    expect(stufferExportLosses(newLocalStuff())).toEqual(['character']);
    expect(stufferExportLosses({ ...newLocalStuff(), rolls: { ch: {} }, scrolls: { strength: 100, chance: 0 } })).toEqual(['character']);
    expect(stufferExportLosses(CURRENT)).toEqual(['character', 'rolls', 'boosts', 'mount']);
    expect(stufferExportLosses({ ...newLocalStuff(), scrolls: { wisdom: 37 } })).toEqual(['character', 'partialScroll']);
  });

  it('the losses it names are the ones a round trip through the engine really loses', () => {
    const code = retro.encodeStufferCode(CURRENT);
    const back = draftFromStufferCode(retro.decodeStufferCode(code), { ...newLocalStuff(), classId: 3, gender: 0 });
    expect(back.classId).not.toBe(CURRENT.classId);
    expect(back.gender).not.toBe(CURRENT.gender);
    expect(back.rolls).toEqual({});
    expect(back.boosts).toEqual([]);
    expect(back.items.mo).toBeUndefined();
    // What it keeps: level, points, scrolls, the other items.
    expect(back).toMatchObject({ level: CURRENT.level, points: CURRENT.points, scrolls: CURRENT.scrolls, items: { ch: 1 } });
  });
});

describe('import failures in words', () => {
  it('names each failure by a message every language has, with the technical detail kept', () => {
    let engineError: unknown;
    try {
      retro.decodeStufferCode('hqEw!!');
    } catch (error) {
      engineError = error;
    }
    // Across the worker the error is a plain object with the engine's name, code and message.
    const fromWorker = { name: 'EngineInputError', code: 'invalid_stuffer_code', message: (engineError as Error).message };
    expect(importFailure(fromWorker)).toEqual({ key: 'builder.transfer.error.stufferCode', detail: fromWorker.message });
    expect(importFailure(engineError).key).toBe('builder.transfer.error.stufferCode');
    expect(fromWorker.message).toMatch(/base64/);

    const problems: ShareCodeProblem[] = ['not_share_code', 'unsupported_version', 'damaged', 'invalid_stuff', 'other_game'];
    for (const problem of problems) {
      const failure = importFailure(new ShareCodeError(problem, 'why'));
      expect(failure).toEqual({ key: `builder.transfer.error.share.${problem}`, detail: 'why' });
      expect(fr).toHaveProperty([failure.key]);
    }
    expect(importFailure(new InvalidImportedStuffError('level: too big'))).toEqual({
      key: 'builder.transfer.error.invalidStuff',
      detail: 'level: too big',
    });
    expect(importFailure(new Error('worker crashed'))).toEqual({ key: 'error.generic', detail: 'worker crashed' });
    expect(importFailure('??')).toEqual({ key: 'error.generic', detail: undefined });
    for (const key of ['builder.transfer.error.stufferCode', 'builder.transfer.error.invalidStuff', 'error.generic']) {
      expect(fr).toHaveProperty([key]);
    }
  });
});
