/**
 * A local fake of the Twitch API as the live data uses it (issue 18): the client-credentials token
 * (`POST /oauth2/token`, client id `live-id`, secret `live-secret`) and `GET /helix/streams?user_login=…`,
 * which answers the logins of `live` as live streams. Point the server at it with `fakeTwitchEnv(fake)`.
 * Used by the API tests (tests/api/live.test.ts) and the browser journey (tests/e2e/issue18-live.test.ts).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwitch {
  url: string;
  tokens: number;
  streams: string[][];
  live: Set<string>;
  /** The next `streams` answers' status (a failure of Twitch). */
  failWith: number | undefined;
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

export async function startFakeTwitch(): Promise<FakeTwitch> {
  const fake: Omit<FakeTwitch, 'url' | 'close'> = { tokens: 0, streams: [], live: new Set(), failWith: undefined };
  let issued = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/oauth2/token') {
        const form = new URLSearchParams(await body(request));
        if (form.get('client_id') !== 'live-id' || form.get('client_secret') !== 'live-secret' || form.get('grant_type') !== 'client_credentials') {
          response.writeHead(400).end('{}');
          return;
        }
        fake.tokens += 1;
        issued = `token-${fake.tokens}`;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: issued, expires_in: 5000, token_type: 'bearer' }));
        return;
      }
      if (request.method === 'GET' && url.pathname === '/helix/streams') {
        if (request.headers['client-id'] !== 'live-id' || request.headers.authorization !== `Bearer ${issued}`) {
          response.writeHead(401).end('{}');
          return;
        }
        const logins = url.searchParams.getAll('user_login');
        fake.streams.push(logins);
        if (fake.failWith !== undefined) {
          response.writeHead(fake.failWith).end('{}');
          return;
        }
        const data = logins
          .filter((login) => fake.live.has(login))
          .map((login) => ({ user_login: login, type: 'live', title: `${login} en direct`, viewer_count: 42, started_at: '2026-11-26T05:00:00Z' }));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data, pagination: {} }));
        return;
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The server's environment for the fake: its credentials and its two addresses. */
export function fakeTwitchEnv(fake: Pick<FakeTwitch, 'url'>): Record<string, string> {
  return { TWITCH_CLIENT_ID: 'live-id', TWITCH_CLIENT_SECRET: 'live-secret', TWITCH_API_URL: `${fake.url}/helix`, TWITCH_AUTH_URL: `${fake.url}/oauth2/token` };
}
