/** The importer's UTF-8 check and JSON reading (issue 12): the first bad byte is found, and nothing valid is refused. */
import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8, parseDataFile } from '#server/import/records';

describe('firstInvalidUtf8', () => {
  it.each([
    ['ascii', [0x61, 0x62], -1],
    ['é', [0xc3, 0xa9], -1],
    ['€', [0xe2, 0x82, 0xac], -1],
    ['😀', [0xf0, 0x9f, 0x98, 0x80], -1],
    ['a lone continuation byte', [0x61, 0x80], 1],
    ['a truncated sequence', [0x61, 0xe2, 0x82], 1],
    ['an overlong slash', [0xc0, 0xaf], 0],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf], 0],
    ['a surrogate', [0xed, 0xa0, 0x80], 0],
    ['above U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['0xE0 then an ASCII byte', [0x61, 0x62, 0xe0, 0x28], 2],
  ])('%s', (_name, bytes, expected) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(expected);
  });

  it('agrees with Node’s isUtf8 on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(firstInvalidUtf8(bytes) === -1).toBe(isUtf8(bytes));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('parseDataFile', () => {
  it('names the line of each refused record, whatever the formatting', () => {
    const text = '[\n  {"id": 1},\n  {\n    "id": "two"\n  }, {"id": 3, "s": "[{,\\"}"}, null\n]\n';
    const { records, problems } = parseDataFile('x/items.json', Buffer.from(text), (record) =>
      typeof (record as { id?: unknown } | null)?.id === 'number' ? undefined : 'bad',
    );
    expect(records).toHaveLength(4);
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [3, 'record 2 (id "two"): bad'],
      [5, 'record 4: bad'],
    ]);
  });

  it('gives the line and column of a syntax error', () => {
    const { problems } = parseDataFile('x/items.json', Buffer.from('[\n{"id":1},\n{"id":2,,}\n]'), () => undefined);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x/items.json', line: 3 });
    expect(problems[0]!.message).toMatch(/^not valid JSON, column 9: /);
  });
});
