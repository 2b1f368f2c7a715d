/** The catalogue's encoded-bytes store, the Accept-Encoding negotiation and the heavy-answer slots (issue 12). */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBodies, negotiateEncoding, Slots } from '#server/http/encoded-bodies';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.2', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity;q=0, gzip;q=0.1', 'gzip'],
    ['BR', 'br'],
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=1.5, gzip', 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('EncodedBodies', () => {
  it('loads and encodes each version once, whatever the number of concurrent callers', async () => {
    const bodies = new EncodedBodies();
    let loads = 0;
    const text = JSON.stringify({ version: 'v1', items: Array.from({ length: 500 }, (_, id) => ({ id, name: `item ${id}` })) });
    const load = async () => {
      loads++;
      return { version: 'v1', body: text };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => bodies.get('retro', 'v1', 'br', load)));
    const gzip = await bodies.get('retro', 'v1', 'gzip', load);
    const identity = await bodies.get('retro', 'v1', 'identity', load);
    expect(loads).toBe(1);
    for (const answer of answers) expect(answer!.bytes).toBe(answers[0]!.bytes);
    expect(brotliDecompressSync(answers[0]!.bytes).toString()).toBe(text);
    expect(gunzipSync(gzip!.bytes).toString()).toBe(text);
    expect(identity!.bytes.toString()).toBe(text);
    expect(answers[0]!.bytes.length).toBeLessThan(text.length / 4);
  });

  it('replaces a version by the next, and answers the version it actually read', async () => {
    const bodies = new EncodedBodies();
    await bodies.get('retro', 'v1', 'identity', async () => ({ version: 'v1', body: '"one"' }));
    const newer = await bodies.get('retro', 'v1-stale', 'identity', async () => ({ version: 'v2', body: '"two"' }));
    expect(newer).toEqual({ version: 'v2', bytes: Buffer.from('"two"'), fast: false });
    expect(await bodies.get('retro', 'v3', 'identity', async () => undefined)).toBeUndefined();
  });
});

describe('EncodedBodies, quick encodings first (the engine binary, built on its first request)', () => {
  const text = JSON.stringify({ version: 'v1', items: Array.from({ length: 3000 }, (_, id) => ({ id, name: `item ${id}`, level: id % 200 })) });

  it('shares one load and one quick encoding between concurrent first requests, then serves the best', async () => {
    const bodies = new EncodedBodies();
    let loads = 0;
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads++;
      await loaded;
      return { version: 'v1', body: new TextEncoder().encode(text) };
    };
    expect(bodies.hasBest('retro:binary', 'v1', 'br')).toBe(false);
    // All asked before the body exists: they wait on the same load.
    const first = Array.from({ length: 16 }, (_, index) => bodies.get('retro:binary', 'v1', index % 2 ? 'br' : 'gzip', load, { fastFirst: true }));
    const identity = bodies.get('retro:binary', 'v1', 'identity', load, { fastFirst: true });
    release();
    const answers = await Promise.all(first);
    expect(loads).toBe(1);
    expect(bodies.counts.loads).toBe(1);
    expect(bodies.counts.fastEncodings).toBe(2);
    for (const [index, answer] of answers.entries()) {
      const same = answers[index % 2];
      expect(answer!.bytes).toBe(same!.bytes);
      expect(answer!.fast).toBe(true);
    }
    expect(brotliDecompressSync(answers[1]!.bytes).toString()).toBe(text);
    expect(gunzipSync(answers[0]!.bytes).toString()).toBe(text);
    expect((await identity)!).toMatchObject({ fast: false });
    expect((await identity)!.bytes.toString()).toBe(text);

    // The best encodings were started by the first requests, one after the other, once each.
    const best = await bodies.get('retro:binary', 'v1', 'br', load);
    expect(best!.fast).toBe(false);
    expect(brotliDecompressSync(best!.bytes).toString()).toBe(text);
    await bodies.get('retro:binary', 'v1', 'gzip', load);
    const later = await Promise.all([1, 2, 3].map(() => bodies.get('retro:binary', 'v1', 'br', load, { fastFirst: true })));
    for (const answer of later) expect(answer).toEqual({ version: 'v1', bytes: best!.bytes, fast: false });
    expect(bodies.counts).toEqual({ loads: 1, bestEncodings: 2, fastEncodings: 2 });
    expect(bodies.hasBest('retro:binary', 'v1', 'br')).toBe(true);
    expect(bodies.hasBest('retro:binary', 'v2', 'br')).toBe(false);
  });

  it('waits for the best encoding when not asked for a quick one (the JSON, warmed at start-up)', async () => {
    const bodies = new EncodedBodies();
    const load = async () => ({ version: 'v1', body: text });
    const answer = await bodies.get('retro', 'v1', 'br', load);
    expect(answer!.fast).toBe(false);
    expect(bodies.counts).toEqual({ loads: 1, bestEncodings: 1, fastEncodings: 0 });
  });
});

describe('Slots', () => {
  it('lets `limit` in, queues up to `maxWaiting`, refuses the rest, and hands a freed slot to the next in line', async () => {
    const slots = new Slots(2, 1, 1_000);
    const a = await slots.acquire();
    const b = await slots.acquire();
    expect(a && b).toBeTruthy();
    const queued = slots.acquire();
    expect(await slots.acquire()).toBeUndefined();
    a!();
    a!(); // a second release is ignored
    const c = await queued;
    expect(c).toBeTypeOf('function');
    expect(slots.inUse).toBe(2);
    b!();
    c!();
    expect(slots.inUse).toBe(0);
  });

  it('gives up on a caller that waited too long', async () => {
    const slots = new Slots(1, 5, 30);
    const held = await slots.acquire();
    expect(await slots.acquire()).toBeUndefined();
    held!();
    expect(await slots.acquire()).toBeTypeOf('function');
  });
});
