/** The workshop's filter state in the address (site-spec §2: workshop `folder`, `completed`). */
import { describe, expect, it } from 'vitest';
import { filterFromParams, paramsWithFilter } from '#web/features/workshop/model/workshop-filters.ts';

describe('workshop filters in the address', () => {
  it('reads a folder id and the completed state, anything else as no filter', () => {
    expect(filterFromParams(new URLSearchParams(''))).toEqual({ folder: null, completed: null });
    expect(filterFromParams(new URLSearchParams('folder=12&completed=0'))).toEqual({ folder: 12, completed: 'hide' });
    expect(filterFromParams(new URLSearchParams('completed=1'))).toEqual({ folder: null, completed: 'only' });
    for (const bad of ['folder=0', 'folder=-3', 'folder=abc', 'folder=1.5', 'folder=99999999999', 'folder=012'])
      expect(filterFromParams(new URLSearchParams(bad)).folder, bad).toBeNull();
    expect(filterFromParams(new URLSearchParams('completed=yes')).completed).toBeNull();
  });

  it('writes the filter back, keeping the other parameters, and reads it the same', () => {
    const written = paramsWithFilter(new URLSearchParams('page=2&folder=4'), { folder: null, completed: 'hide' });
    expect(written.toString()).toBe('page=2&completed=0');
    for (const filter of [
      { folder: 7, completed: 'only' as const },
      { folder: null, completed: null },
      { folder: 3, completed: 'hide' as const },
    ])
      expect(filterFromParams(paramsWithFilter(new URLSearchParams(), filter))).toEqual(filter);
  });
});
