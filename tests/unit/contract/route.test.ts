import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, fillPath } from '#contract/route';

describe('contract routes', () => {
  const route = defineRoute({
    method: 'GET',
    path: '/api/items/:game/stuff/:ids',
    params: z.object({ game: z.string(), ids: z.string() }),
    response: z.object({ data: z.array(z.number()) }),
  });

  it('builds the path of a route from its parameters, a list joined with "-"', () => {
    expect(route.url({ game: 'retro', ids: [2411, 2414] })).toBe('/api/items/retro/stuff/2411-2414');
  });

  it('encodes each parameter as one segment', () => {
    expect(fillPath('/api/search/:game/:query', { game: 'retro', query: 'a/b c?' })).toBe('/api/search/retro/a%2Fb%20c%3F');
  });

  it('refuses a path with a parameter left out', () => {
    expect(() => fillPath('/api/items/:game/:id', { game: 'retro' })).toThrow(':id');
  });
});
