/**
 * Issue 18: fast-check fuzzing of the community routes — moderation (admin users search, role, tags,
 * channel, ban, unban, hide, unhide, log), the devblog's admin writes, the gamification's
 * notification, premium, the members (visit, list queries, name lookups) and the live data — with
 * bodies shaped like the real ones holding hostile values, arbitrary JSON, hostile ids in the paths
 * and query strings, as a visitor, a member, a moderator or an admin, in fr, en or es. No answer is a
 * 5xx; every refusal has the spec's shape `{statusCode, error, message}` with the message in the
 * request's language (its `code` and `params` give that message back); a refused request changes
 * nothing of the community tables. The run is bounded: 30 requests per route and database.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorBody, type Lang } from '#contract/common';
import { ROLES } from '#contract/users';
import { USER_TAG_IDS } from '#contract/moderation';
import { MESSAGES, translate, type MessageKey } from '#server/i18n/messages';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, draft, signedInMember } from './support/stuffs.ts';

type Method = NonNullable<InjectOptions['method']>;

/** `{id}` is replaced by a fuzzed id; `{game}` by a fuzzed game; `{name}` by a fuzzed name. */
const ROUTES: [Method, string][] = [
  ['GET', '/api/admin/users'],
  ['PUT', '/api/admin/users/{id}'],
  ['POST', '/api/admin/users/{id}/ban'],
  ['POST', '/api/admin/users/{id}/unban'],
  ['POST', '/api/admin/stuffs/{id}/hide'],
  ['POST', '/api/admin/stuffs/{id}/unhide'],
  ['GET', '/api/admin/log'],
  ['PUT', '/api/admin/users/{id}/premium'],
  ['GET', '/api/devblog'],
  ['GET', '/api/devblog/{id}'],
  ['POST', '/api/devblog'],
  ['PUT', '/api/devblog/{id}'],
  ['DELETE', '/api/devblog/{id}'],
  ['POST', '/api/devblog/preview'],
  ['DELETE', '/api/gamification/notification'],
  ['POST', '/api/users/{id}/visit'],
  ['GET', '/api/users/{game}'],
  ['GET', '/api/users/{id}'],
  ['GET', '/api/users/name/{name}'],
  ['GET', '/api/live/data'],
];

const FIELDS = ['role_id', 'tags', 'stream_channel', 'reason', 'is_premium', 'title', 'body', 'published', 'markdown'];
const QUERY_KEYS = ['name', 'page', 'size', 'drafts', 'search', 'sort', 'order', 'online', 'game'];

const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', 'admin', 'x'.repeat(400), '<script>x</script>', "' or 1=1 --", '\u0000', '%', '%E0', '../..', 'ninja_streamer', '-1', '0', '1e3', 'NaN'),
);
const hostile = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  // Values of the right kind, so the requests also reach the routes' own rules.
  fc.constantFrom(...Object.values(ROLES), ...USER_TAG_IDS, 0, 2_147_483_648),
  fc.array(fc.oneof(fc.constantFrom(...USER_TAG_IDS), fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 8 }),
  fc.dictionary(fc.constantFrom('fr', 'en', 'es', 'de', '__proto__'), hostileText, { maxKeys: 4 }),
);

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostile, { maxKeys: 5 }),
  fc.json().map((json) => ({ raw: json })),
  fc.string({ maxLength: 60 }).map((text) => ({ raw: text })),
  fc.constant(undefined),
);

const id = fc.oneof(
  fc.constantFrom('target', 'self', 'stuff', 'unknown'),
  fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc', '%20', '%00', '0x10', '01'),
  fc.integer().map(String),
);
const game = fc.oneof(fc.constantFrom('retro', 'dofus', 'touch'), fc.constantFrom('wakfu', 'RETRO', '%00', '1'));
const pathText = fc.oneof(fc.constantFrom('target', 'self'), fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom('x'.repeat(150), '%E0%A4%A', '..', '%2F'));
const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), fc.oneof(hostileText, fc.integer().map(String), fc.constantFrom('true', 'false', 'name', 'registration', 'asc', 'desc')), { maxKeys: 4 });
const who = fc.constantFrom('visitor', 'member', 'moderator', 'admin');
const lang = fc.constantFrom<Lang>('fr', 'en', 'es');

const isMessageKey = (key: unknown): key is MessageKey => typeof key === 'string' && key in MESSAGES;

describeEachDatabase('community: fuzzing', (dialect) => {
  let harness: Harness;
  const tokens: Record<string, string> = {};
  let targetId = 0;
  let targetName = '';
  let selfId = 0;
  let stuffId = 0;
  beforeAll(async () => {
    harness = await createHarness(dialect);
    const member = await signedInMember(harness.app);
    const moderator = await signedInMember(harness.app, { role: ROLES.moderator });
    const admin = await signedInMember(harness.app, { role: ROLES.admin });
    const target = await signedInMember(harness.app, { privacy: false });
    // A public stuff with a guide, for hide and unhide.
    const saved = await call(harness.app, target, { method: 'POST', url: '/api/stuffs/retro/private/save', payload: { ...draft({ name: 'Panoplie du fuzz' }), markdown: '# Guide', visible: true } });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    stuffId = (saved.json() as { id: number }).id;
    tokens.member = member.token;
    tokens.moderator = moderator.token;
    tokens.admin = admin.token;
    selfId = member.id;
    targetId = target.id;
    targetName = target.name;
  });
  afterAll(() => harness?.close());

  /** The community tables a refusal must leave alone (activity is written by any request). */
  async function snapshot(): Promise<string> {
    const { db } = harness.database;
    const [users, tags, log, posts, visits, xp, levels, badges, notifications, stuffs, sessions] = await Promise.all([
      db.selectFrom('users').selectAll().orderBy('id').execute(),
      db.selectFrom('user_tags').selectAll().orderBy('user_id').orderBy('tag').execute(),
      db.selectFrom('moderation_log').selectAll().orderBy('id').execute(),
      db.selectFrom('devblog_posts').selectAll().orderBy('id').execute(),
      db.selectFrom('profile_visits').selectAll().execute(),
      db.selectFrom('xp_events').selectAll().orderBy('user_id').orderBy('action').orderBy('object_key').execute(),
      db.selectFrom('member_levels').selectAll().orderBy('user_id').execute(),
      db.selectFrom('member_badges').selectAll().orderBy('user_id').orderBy('badge_id').execute(),
      db.selectFrom('member_notifications').selectAll().orderBy('user_id').execute(),
      db.selectFrom('stuffs').selectAll().orderBy('id').execute(),
      db.selectFrom('user_sessions').selectAll().orderBy('hash').execute(),
    ]);
    return JSON.stringify({ users, tags, log, posts, visits: visits.length, xp, levels, badges, notifications, stuffs, sessions });
  }

  /**
   * The caller's own id only on the members' routes: an admin demoting or banning the fuzz's own
   * callers would leave the rest of the run refused at the door.
   */
  const idOf = (template: string, value: string) => {
    const named: Record<string, number> = { target: targetId, self: template.startsWith('/api/users') ? selfId : targetId, stuff: stuffId, unknown: 987_654 };
    return value in named ? String(named[value]) : value;
  };
  const fill = (template: string, values: { id: string; game: string; name: string }) =>
    template
      .replace('{id}', idOf(template, values.id))
      .replace('{game}', values.game)
      .replace('{name}', values.name === 'target' ? targetName : values.name === 'self' ? 'self' : encodeURIComponent(values.name));

  for (const [method, template] of ROUTES) {
    it(`${method} ${template}: no 5xx; a refusal has the spec's shape in the request's language and changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(body, id, game, pathText, query, who, lang, async (payload, idValue, gameValue, nameValue, queryValue, caller, language) => {
          const url = fill(template, { id: idValue, game: gameValue, name: nameValue });
          const search = method === 'GET' ? new URLSearchParams(queryValue).toString() : '';
          const headers: Record<string, string> = { 'x-lang': language };
          if (caller !== 'visitor') headers.authorization = `Bearer ${tokens[caller]}`;
          const raw = payload && 'raw' in payload ? (payload.raw as string) : undefined;
          if (raw !== undefined) headers['content-type'] = 'application/json';
          const before = await snapshot();
          const response = await harness.app.inject({
            method,
            url: search ? `${url}?${search}` : url,
            headers,
            ...(method === 'GET' ? {} : raw !== undefined ? { payload: raw } : payload !== undefined ? { payload } : {}),
          });
          const context = `${caller} ${method} ${url}?${search} ${JSON.stringify(payload)?.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (response.statusCode < 400) return;
          const error = ErrorBody.parse(response.json());
          expect(error.statusCode, context).toBe(response.statusCode);
          expect(isMessageKey(error.code), `${context}: a message key`).toBe(true);
          expect(error.message, `${context}: in ${language}`).toBe(translate(error.code as MessageKey, language, error.params ?? {}));
          expect(await snapshot(), `${context}: refused but changed the database`).toBe(before);
        }),
        { numRuns: 30 },
      );
    });
  }
});
