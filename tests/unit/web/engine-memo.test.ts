/**
 * The engine worker's engines (web/src/lib/engine/engine-memo.ts, issue 23): loaded once per game,
 * a failed load tried again, an engine whose catalogue was refused after it was made loaded again.
 */
import { describe, expect, it } from 'vitest';
import { EngineMemo } from '#web/lib/engine/engine-memo.ts';

describe('the engine worker’s engines', () => {
  it('loads each game once, again after a failed load, and again after its loader refused the engine it made', async () => {
    const loads: string[] = [];
    const refusals = new Map<string, () => void>();
    let failNext = false;
    const memo = new EngineMemo<string, { game: string; load: number }>(async (game, refused) => {
      loads.push(game);
      await Promise.resolve();
      if (failNext) {
        failNext = false;
        throw new Error('server down');
      }
      refusals.set(game, refused);
      return { game, load: loads.length };
    });
    const first = await memo.get('retro');
    expect(await memo.get('retro')).toBe(first);
    expect(await memo.get('dofus')).toMatchObject({ game: 'dofus' });
    expect(loads).toEqual(['retro', 'dofus']);

    // Refused after it was made: the next call loads again, and the older refusal forgets nothing newer.
    const retroRefused = refusals.get('retro')!;
    retroRefused();
    const second = await memo.get('retro');
    expect(second).not.toBe(first);
    retroRefused();
    expect(await memo.get('retro')).toBe(second);
    expect(loads).toEqual(['retro', 'dofus', 'retro']);

    failNext = true;
    await expect(memo.get('touch')).rejects.toThrow('server down');
    expect(await memo.get('touch')).toMatchObject({ game: 'touch' });
    expect(loads).toEqual(['retro', 'dofus', 'retro', 'touch', 'touch']);
  });
});
