import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '#server/http/small-compression';

describe('negotiateEncoding', () => {
  it('prefers br, then gzip, honouring q-values, the wildcard and refusals', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('GZIP ; Q=0.8, BR;q=0.9')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.2, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity, deflate')).toBeUndefined();
    expect(negotiateEncoding('br;q=abc, gzip')).toBe('gzip');
    expect(negotiateEncoding(',,, ;q=1')).toBeUndefined();
  });
});
