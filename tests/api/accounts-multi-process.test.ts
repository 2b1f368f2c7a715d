/**
 * Issue 16: two servers over one database (two `buildApp` instances, each with its own
 * connection pool, as two processes would have) agree on everything accounts keep: the generated
 * JWT and ALTCHA secrets, mail cooldowns, login limits, single-use tokens, cookie rotation and
 * captcha challenges — also when both are asked at the same moment.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { openDatabase, type DatabaseHandle } from '#server/db/connection';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { accountEnv, bearer, linkOf, login, registerMember, solveCaptcha, startMailSink, uniqueName, type MailSink } from './support/accounts.ts';

describeEachDatabase('accounts: two servers over one database', (dialect) => {
  let harness: Harness;
  let sink: MailSink;
  let second: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    sink = await startMailSink();
    harness = await createHarness(dialect, { importData: false, env: accountEnv(sink, { LOGIN_MAX_ATTEMPTS: '3' }) });
    second = openDatabase({
      databaseUrl: harness.config.databaseUrl,
      sqliteFile: harness.config.sqliteFile,
      ...(harness.database.schema ? { pgSchema: harness.database.schema, poolSize: 4 } : {}),
    });
    a = harness.app;
    b = await buildApp({ db: second.db, config: harness.config, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await harness?.close();
    await sink?.close();
  });

  it('share the generated secrets: a token of one is valid on the other, a captcha of one is solved on the other', async () => {
    const member = await registerMember(a, sink);
    const { token } = await login(a, member);
    const me = await b.inject({ method: 'GET', url: '/api/users/authenticated', headers: bearer(token) });
    expect(me.statusCode, me.body).toBe(200);
    const { captcha, answer } = await solveCaptcha(a);
    const name = uniqueName();
    const registered = await b.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name, email: `${name}@example.test`, password: 'secret1', password_confirmation: 'secret1', captcha, answer },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const secrets = await harness.database.db.selectFrom('server_secrets').select('name').orderBy('name').execute();
    // `activity`: the key of the online visitors' hashes (issue 18), also shared.
    expect(secrets.map((row) => row.name)).toEqual(['activity', 'altcha', 'jwt']);
  });

  it('one mail per 2 hours, whichever server is asked', async () => {
    const member = await registerMember(a, sink);
    const [first, other] = await Promise.all([
      a.inject({ method: 'PUT', url: '/api/users/reset-password-mail', payload: { email: member.email } }),
      b.inject({ method: 'PUT', url: '/api/users/reset-password-mail', payload: { email: member.email } }),
    ]);
    expect([first.statusCode, other.statusCode].sort()).toEqual([200, 429]);
    expect((await a.inject({ method: 'PUT', url: '/api/users/reset-password-mail', payload: { email: member.email } })).statusCode).toBe(429);
  });

  it('login limits add up across servers, also under concurrent attempts', async () => {
    const member = await registerMember(a, sink);
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.5.0.1', payload: { login: member.name, password } });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(i % 2 === 0 ? a : b, 'wrong-pass')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(9);
    expect((await attempt(b, member.password)).statusCode).toBe(429);
  });

  it('a token serves once, a cookie rotates once, a challenge is used once, even when both servers race', async () => {
    const member = await registerMember(a, sink);
    const before = sink.count(member.email);
    expect((await b.inject({ method: 'PUT', url: '/api/users/reset-password-mail', payload: { email: member.email } })).statusCode).toBe(200);
    const { token } = linkOf(await sink.next(member.email, before));
    const confirm = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'PUT', url: '/api/users/reset-password-confirm', payload: { token, password, password_confirmation: password } });
    const confirmed = await Promise.all([confirm(a, 'first-pass'), confirm(b, 'second-pass')]);
    expect(confirmed.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);

    const password = confirmed[0]?.statusCode === 200 ? 'first-pass' : 'second-pass';
    const { cookie } = await login(b, { name: member.name, password });
    const restored = await Promise.all([a, b].map((app) => app.inject({ method: 'GET', url: '/api/auth/auto-login', cookies: { autoLogin: cookie } })));
    expect(restored.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);

    const { captcha, answer } = await solveCaptcha(b);
    const register = (app: FastifyInstance) => {
      const name = uniqueName();
      return app.inject({ method: 'POST', url: '/api/users', payload: { name, email: `${name}@example.test`, password: 'secret1', password_confirmation: 'secret1', captcha, answer } });
    };
    const registered = await Promise.all([register(a), register(b)]);
    expect(registered.map((entry) => entry.statusCode).sort()).toEqual([200, 400]);
  });
});
