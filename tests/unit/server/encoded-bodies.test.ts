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
    expect(newer).toEqual({ version: 'v2', bytes: Buffer.from('"two"') });
    expect(await bodies.get('retro', 'v3', 'identity', async () => undefined)).toBeUndefined();
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
