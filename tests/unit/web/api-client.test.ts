import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { StatsResponse } from '#contract/stats';
import { ApiError, apiGet, setApiLanguage } from '#web/lib/api-client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setApiLanguage('fr');
});

describe('api client', () => {
  it('sends x-lang and the query, and parses the answer with the schema', async () => {
    const fetchMock = vi.fn(async () => json({ data: { nbCloths: 1, nbGuides: 2, nbItems: 3, nbSkins: 4, nbStuffs: 5, nbUsers: 6, countOnlineUsers: 7 } }));
    vi.stubGlobal('fetch', fetchMock);
    setApiLanguage('es');
    const stats = await apiGet('/api/stats', StatsResponse, { query: { text: 'bouftou', page: 2, empty: '', missing: undefined } });
    expect(stats.data.nbItems).toBe(3);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/stats?text=bouftou&page=2');
    expect((init.headers as Record<string, string>)['x-lang']).toBe('es');
  });

  it('turns an error body into an ApiError with the server’s message', async () => {
    vi.stubGlobal('fetch', async () => json({ statusCode: 400, error: 'Bad Request', message: 'Catégorie inconnue' }, 400));
    const failure = await apiGet('/api/items/retro/search/nope', z.unknown()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 400, message: 'Catégorie inconnue', body: { error: 'Bad Request' } });
  });

  it('keeps the status when the error body is not the contract’s', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiGet('/api/stats', StatsResponse)).rejects.toMatchObject({ kind: 'http', status: 502, body: undefined });
  });

  it('reports an answer that breaks the contract, and a server that cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => json({ data: { nbItems: 'many' } }));
    await expect(apiGet('/api/stats', StatsResponse)).rejects.toMatchObject({ kind: 'contract', status: 200 });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(apiGet('/api/stats', StatsResponse)).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('lets an abort through as an abort', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(apiGet('/api/stats', StatsResponse)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
