/**
 * Issue 16: fast-check fuzzing of the account routes — bodies (shaped like the real ones with
 * hostile values, arbitrary JSON, raw bytes), headers (Authorization, x-lang, the autoLogin
 * cookie) and tokens, and the social sign-in routes. No answer is a 5xx, and a refused request
 * (4xx) changes nothing of the accounts in the database (members, tokens, sessions, mail
 * cooldowns, linked accounts).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { accountEnv, login, registerMember, startMailSink, type MailSink, type Member } from './support/accounts.ts';

const ROUTES: [InjectOptions['method'], string][] = [
  ['POST', '/api/users'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/access-token'],
  ['GET', '/api/auth/auto-login'],
  ['POST', '/api/auth/logout'],
  ['GET', '/api/users/authenticated'],
  ['PUT', '/api/users'],
  ['PUT', '/api/users/profil'],
  ['DELETE', '/api/users'],
  ['PUT', '/api/users/activate-account'],
  ['PUT', '/api/users/activation-mail'],
  ['PUT', '/api/users/reset-password-mail'],
  ['PUT', '/api/users/reset-password-check'],
  ['PUT', '/api/users/reset-password-confirm'],
  ['PUT', '/api/users/confirm-email-mail'],
  ['PUT', '/api/users/confirm-email'],
  ['GET', '/api/auth/social/google'],
  ['POST', '/api/auth/social/google/link'],
  ['GET', '/api/auth/social/google/callback?code=abc&state=def'],
];

const FIELDS = ['name', 'email', 'password', 'password_confirmation', 'current_password', 'captcha', 'answer', 'login', 'token', 'email_confirmation', 'ingame_name', 'favourite_map', 'about', 'privacy_mode', 'exo_enabled', 'back_stuff'];

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', 'A'.repeat(43), 'a@b.c', '../../etc/passwd', '<script>x</script>', "' or 1=1 --", 'x'.repeat(5000), '\u0000', 'kamas', 'Valide', 'secret1'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostile, { maxKeys: 8 }),
  fc.json().map((json) => ({ raw: json })),
  fc.string({ maxLength: 60 }).map((text) => ({ raw: text })),
  fc.constant(undefined),
);

const headers = fc.record(
  {
    authorization: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('Bearer ', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', 'Basic Zm9vOmJhcg==')),
    'x-lang': fc.oneof(fc.constantFrom('fr', 'en', 'es', 'de', ''), fc.string({ maxLength: 10 })),
    cookie: fc.oneof(fc.string({ maxLength: 60 }).map((value) => `autoLogin=${value}`), fc.constantFrom('autoLogin=', `autoLogin=${'A'.repeat(43)}`, 'autoLogin=%E0')),
  },
  { requiredKeys: [] },
);

/** Header values inject can send (no control characters). */
const printable = (value: string) => value.replace(/[^\x20-\x7e]/g, '');

describeEachDatabase('accounts: fuzzing', (dialect) => {
  let harness: Harness;
  let sink: MailSink;
  let member: Member;
  let token: string;
  beforeAll(async () => {
    sink = await startMailSink();
    harness = await createHarness(dialect, { importData: false, env: accountEnv(sink, {
        LOGIN_MAX_ATTEMPTS: '10000',
        // A provider that is never reached: no flow under way ever has a valid state here.
        OAUTH_GOOGLE_CLIENT_ID: 'fuzz',
        OAUTH_GOOGLE_CLIENT_SECRET: 'fuzz',
        OAUTH_GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
      }) });
    member = await registerMember(harness.app, sink);
    token = (await login(harness.app, member)).token;
  });
  afterAll(async () => {
    await harness?.close();
    await sink?.close();
  });

  async function snapshot(): Promise<string> {
    const { db } = harness.database;
    const [users, tokens, sessions, mails, social] = await Promise.all([
      db.selectFrom('users').selectAll().orderBy('id').execute(),
      db.selectFrom('user_tokens').selectAll().orderBy('hash').execute(),
      db.selectFrom('user_sessions').selectAll().orderBy('hash').execute(),
      db.selectFrom('mail_requests').selectAll().orderBy('user_id').orderBy('kind').execute(),
      db.selectFrom('social_accounts').selectAll().orderBy('provider').orderBy('subject').execute(),
    ]);
    return JSON.stringify({ users, tokens, sessions, mails, social });
  }

  for (const [method, url] of ROUTES) {
    it(`${method} ${url}: no 5xx, and a refusal changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(body, headers, fc.boolean(), async (payload, extra, signedIn) => {
          const before = await snapshot();
          const sent: Record<string, string> = {};
          for (const [name, value] of Object.entries(extra)) sent[name] = printable(value);
          if (signedIn) sent.authorization = `Bearer ${token}`;
          const raw = payload && 'raw' in payload ? (payload.raw as string) : undefined;
          const response = await harness.app.inject({
            method,
            url,
            headers: { ...sent, ...(raw !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(raw !== undefined ? { payload: raw } : payload !== undefined ? { payload } : {}),
          });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)} ${JSON.stringify(sent)}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(await snapshot(), `${method} ${url} refused (${response.statusCode}) but changed the database`).toBe(before);
            expect(typeof response.json().message).toBe('string');
          }
        }),
        { numRuns: 40 },
      );
    });
  }
});
