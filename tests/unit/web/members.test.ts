/** Issue 18: the identicon drawn without an avatar service, and the member list's query read from the address. */
import { describe, expect, it } from 'vitest';
import { identiconOf } from '#web/entities/member/model/identicon.ts';
import { listQueryOf } from '#web/features/member-list/components/member-list-page.tsx';

describe('identicon', () => {
  it('is the same for the same member, mirrored, never empty, and differs between members', () => {
    const a = identiconOf(12, 'Alice');
    expect(identiconOf(12, 'alice')).toEqual(a);
    for (const row of a.cells) expect(row).toEqual([...row].reverse());
    expect(a.cells[2]![2]).toBe(true);
    expect(a.hue).toBeGreaterThanOrEqual(0);
    expect(a.hue).toBeLessThan(360);
    const others = [13, 14, 15, 16].map((id) => JSON.stringify(identiconOf(id, 'Alice')));
    expect(new Set([JSON.stringify(a), ...others]).size).toBeGreaterThan(1);
  });
});

describe('member list query', () => {
  it('reads search, sort, order, online and page from the address, odd values falling back to defaults', () => {
    expect(listQueryOf(new URLSearchParams(''))).toEqual({ sort: 'name', page: 1 });
    expect(listQueryOf(new URLSearchParams('search=%20bob%20&sort=registration&order=asc&online=true&page=3'))).toEqual({
      sort: 'registration',
      order: 'asc',
      search: 'bob',
      online: 'true',
      page: 3,
    });
    expect(listQueryOf(new URLSearchParams('sort=level&order=sideways&online=yes&page=-2'))).toEqual({ sort: 'name', page: 1 });
    expect(listQueryOf(new URLSearchParams('order=desc'))).toEqual({ sort: 'name', order: 'desc', page: 1 });
    expect(listQueryOf(new URLSearchParams(`search=${'x'.repeat(40)}`)).search).toHaveLength(20);
  });
});
