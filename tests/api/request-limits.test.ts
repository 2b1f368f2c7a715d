/**
 * Issue 22, what a client may send: bodies up to 1 MiB (413 beyond), JSON nested up to 32 levels
 * (400 beyond, found before any parsing), clear messages for bodies that are not JSON, and clients
 * that send their headers or body too slowly cut off with a 408 — on a real listening socket, with
 * time limits shrunk for the test.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '#contract/common';
import { ROLES } from '#contract/users';
import { buildApp } from '#server/app';
import { BODY_LIMIT_BYTES, jsonDepthExceeds, MAX_JSON_DEPTH } from '#server/plugins/body-limits';
import { createHarness, type Harness } from './support/harness.ts';

const nested = (depth: number, inner = '1') => '{"name":'.repeat(depth) + inner + '}'.repeat(depth);

describe('request limits', () => {
  let harness: Harness;
  let token = '';
  beforeAll(async () => {
    harness = await createHarness('sqlite');
    const member = await harness.app.repos.users.create({ name: 'Limits', email: 'limits@example.test', password_hash: 'x', role_id: ROLES.user, email_verified: 1, lang: 'fr' });
    token = (await harness.app.authentication.session(member!)).token;
  });
  afterAll(() => harness?.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'POST', url: '/api/folders', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers }, payload });

  it('a body over 1 MiB is a 413 in the spec’s shape; one under it is read', async () => {
    const over = await post(JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }), { 'x-lang': 'en' });
    expect(over.statusCode).toBe(413);
    expect(ErrorBody.strict().parse(over.json())).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request is too large (at most 1024 KiB)',
      code: 'bodyTooLarge',
      params: { max: '1024' },
    });
    const under = await post(JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES - 100) }), { 'x-lang': 'en' });
    expect(under.statusCode).toBe(400);
    expect(under.json().code).toBe('folderNameFormat');
  });

  it(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is a 400 saying so, whatever the depth; brackets in strings do not count`, async () => {
    // The last one, 400,000 levels in 800 kB, would have the validators recurse that deep.
    for (const payload of [nested(MAX_JSON_DEPTH + 1), nested(1000), '['.repeat(400_000) + ']'.repeat(400_000)]) {
      const response = await post(payload, { 'x-lang': 'es' });
      expect(response.statusCode, payload.slice(0, 40)).toBe(400);
      expect(ErrorBody.strict().parse(response.json())).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: `El JSON enviado está demasiado anidado (como máximo ${MAX_JSON_DEPTH} niveles)`,
        code: 'jsonTooDeep',
      });
    }
    // At the limit, the body is read (and refused for what it says, not for its depth).
    const atLimit = await post(nested(MAX_JSON_DEPTH));
    expect(atLimit.json().code).toBe('folderNameFormat');
    const inString = await post(JSON.stringify({ name: '['.repeat(100) + '{'.repeat(100) + '\\"[' }));
    expect(inString.json().code).toBe('folderNameFormat');
    expect(jsonDepthExceeds('{"a":"\\"{[{["}', 1)).toBe(false);
    expect(jsonDepthExceeds('[[]]', 1)).toBe(true);
  });

  it('a body that is not JSON, or pollutes prototypes, or is of another type, gets a clear 400 or 415', async () => {
    for (const payload of ['{"name":', '', '{"__proto__":{"role_id":10}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const response = await post(payload, { 'x-lang': 'en' });
      expect(response.statusCode, payload).toBe(400);
      expect(ErrorBody.strict().parse(response.json())).toMatchObject({ message: 'The request body is not valid JSON', code: 'invalidJson' });
    }
    const xml = await post('<folder/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(ErrorBody.strict().parse(xml.json())).toMatchObject({ error: 'Unsupported Media Type', message: 'Type de contenu non pris en charge : envoyez du JSON' });
    // None of them made anything.
    expect(await harness.app.repos.stuffs.folders((await harness.app.repos.users.byName('Limits'))!.id)).toEqual([]);
  });

  describe('slow clients, on a listening socket', () => {
    let app: FastifyInstance;
    let port = 0;
    beforeAll(async () => {
      app = await buildApp({
        db: harness.database.db,
        config: harness.config,
        logger: false,
        serverTimeouts: { headersTimeout: 400, requestTimeout: 800, connectionsCheckingInterval: 50 },
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(() => app?.close());

    /**
     * Opens a socket, writes `start`, then one `drip` every 100 ms (at most 100 of them, 10 s): what the
     * server answered and whether it closed the socket before the client gave up.
     */
    function dripping(start: string, drip: string): Promise<{ closedByServer: boolean; answer: string; drips: number }> {
      return new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let answer = '';
        let drips = 0;
        let timer: NodeJS.Timeout | undefined;
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
        socket.on('close', () => {
          clearInterval(timer);
          resolve({ closedByServer: drips < 100, answer, drips });
        });
        socket.on('connect', () => {
          socket.write(start);
          timer = setInterval(() => {
            if (++drips >= 100) socket.destroy();
            else if (socket.writable) socket.write(drip);
          }, 100);
        });
      });
    }

    function expectTimeoutAnswer(answer: string): void {
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(ErrorBody.strict().parse(JSON.parse(body))).toEqual({
        statusCode: 408,
        error: 'Request Timeout',
        message: 'La requête est arrivée trop lentement',
        code: 'requestTimeout',
      });
    }

    it('a client that sends its headers too slowly is cut off with a 408', async () => {
      const result = await dripping('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
      expect(result.closedByServer, `${result.drips} header lines sent`).toBe(true);
      expectTimeoutAnswer(result.answer);
    });

    it('a client that sends its body too slowly is cut off with a 408, and nothing is written', async () => {
      const body = JSON.stringify({ name: 'Lentement' });
      const result = await dripping(
        `POST /api/folders HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`,
        ' ',
      );
      expect(result.closedByServer, `${result.drips} bytes of body sent`).toBe(true);
      expectTimeoutAnswer(result.answer);
      expect(await harness.app.repos.stuffs.folders((await harness.app.repos.users.byName('Limits'))!.id)).toEqual([]);
    });

    it('a client at a normal pace is served', async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(response.status).toBe(200);
    });
  });
});
