/**
 * Route-wide property fuzzing (issue 22): every route of the app (enumerated from `app.routeTable`,
 * so that a new route is fuzzed without a line here) gets random path parameters, query strings,
 * bodies and headers — wrong types, huge and odd numbers, Unicode, deep and broken JSON, long
 * strings, prototype-pollution keys, bad tokens, odd languages — from a signed-in member or a visitor.
 * Each answer is checked:
 * - never a 5xx;
 * - an error answer of the API is the spec's `{statusCode, error, message}` (with the contract's
 *   optional `code`, `params`, `issues` only), its message one of the server's catalogue in the
 *   caller's language (`x-lang`, else the `lang` cookie, else French), the very message of its `code`;
 * - a refused request (4xx) writes nothing: every table but two has a trigger counting its writes
 *   (SQLite: TEMP triggers, which live in the connection and leave the file alone; PostgreSQL:
 *   triggers of the test schema, rolled back with their transaction), read after each request;
 *   and a dump of all tables, compared byte for byte after each route whose accepted requests did not
 *   write. Not watched: `activity` (who is online: every request counts, whatever its answer, by
 *   design, issue 18) and `login_attempts` (a refused login is counted by design: the brute-force guard).
 * SQLite: RUNS_SQLITE requests a route (≥ 10,000 in all); PostgreSQL: RUNS_POSTGRES.
 */
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGS, type Lang } from '#contract/common';
import { ROLES } from '#contract/users';
import { MESSAGES, type MessageKey } from '#server/i18n/messages';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { accountEnv, startMailSink, uniqueName, type MailSink } from './support/accounts.ts';

const RUNS_SQLITE = Number(process.env.FUZZ_RUNS ?? 100);
const RUNS_POSTGRES = Number(process.env.FUZZ_RUNS_PG ?? 15);
/** Tables whose writes are by design on every request, refused or not (see above). */
const UNWATCHED = new Set(['activity', 'login_attempts']);
const ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'code', 'params', 'issues']);

// ——— Arbitraries ———

const hugeNumbers = fc.constantFrom('99999999999999999999999', '9007199254740993', '-9007199254740993', '1e308', '-1e308', '1e-400', 'Infinity', '-Infinity', 'NaN', '0x7fffffff', '-0', '2147483648', '4294967296');
const oddStrings = fc.constantFrom(
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '../../etc/passwd', '%00', '\u0000', '\uFEFF', '\u202E', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '👨‍👩‍👧‍👦', 'Ω≈ç√∫', "' or 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '${7*7}', '{{7*7}}', 'null', 'undefined', 'true', '[]', '{}',
);
const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: oddStrings },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.nat({ max: 100_000 }).map((length) => 'x'.repeat(length)) },
);
const anyNumberText = fc.oneof(fc.integer().map(String), fc.nat({ max: 3000 }).map(String), hugeNumbers, fc.double().map(String));

/** A path segment: plausible (a game, an id, a code) or anything. Encoded, or raw when it is a broken escape. */
function segment(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: anyNumberText.map(encodeURIComponent) },
    { weight: 2, arbitrary: anyString.map((text) => encodeURIComponent(text.slice(0, 2000))) },
    { weight: 1, arbitrary: fc.constantFrom('%E0', '%', '%ZZ', '..', '.', '%2e%2e', '%2F', 'a%00b') },
    { weight: 1, arbitrary: fc.array(fc.nat(), { minLength: 1, maxLength: 200 }).map((ids) => ids.join('-')) },
  );
}

const QUERY_KEYS = [
  'text', 'q', 'page', 'size', 'sort', 'order', 'game', 'type', 'items', 'search', 'online', 'level_min', 'level_max', 'class', 'element', 'include', 'exclude', 'effect',
  'main_effect', 'folder', 'category', 'completed', 'version', 'populate', 'name', 'availability', 'code', 'state', 'jwt', 'lang',
] as const;
const queryKey = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor[prototype][x]', '__proto__[admin]', 'a[b][c][d]') }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
const queryValue = fc.oneof(anyNumberText, anyString, fc.constantFrom('retro', 'dofus', 'touch', 'true', 'false', '1', '0', '', 'ch:2411', 'asc', 'desc', 'name'));
const queryString = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 6 }).map((pairs) =>
  pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value.slice(0, 3000))}`).join('&')}`,
);

const BODY_KEYS = [
  'id', 'name', 'version', 'items', 'slot', 'itemId', 'item_id', 'game', 'quantity', 'crafts', 'ingredients', 'craft_id', 'gathered', 'completed', 'mode', 'email', 'email_confirmation', 'password',
  'password_confirmation', 'login', 'token', 'captcha', 'answer', 'about', 'title', 'body', 'markdown', 'published', 'reason', 'role_id', 'tags', 'is_premium', 'avatar', 'classId', 'level',
  'gender', 'points', 'scrolls', 'rolls', 'forgemagie', 'boosts', 'visible', 'effect', 'value', 'count', 'active', 'stuffId', 'skin', 'colors', 'lang', 'back_stuff', 'stream_channel',
] as const;
/** JSON values: leaves of every type, and objects keyed like the API's bodies (or polluting). */
const leaf = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), anyString, hugeNumbers.map(Number), fc.constant(Number.MAX_SAFE_INTEGER + 2));
const { json: jsonValue } = fc.letrec((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('json'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...BODY_KEYS), fc.string({ maxLength: 8 })), tie('json'), { maxKeys: 6 }),
}));
/** A body as raw text: deep nesting, broken JSON, pollution, wrong types at the top. */
const rawBody = fc.oneof(
  fc.nat({ max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.nat({ max: 5000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constantFrom('{"__proto__":{"role_id":10}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '{"name":"a","__proto__":{"x":1}}', '{"a":', '{', 'nul', '"', '[1,2', '{"a":1}garbage', '\u0000', '', ' ', '{"id":1e999}', '{"id":-0}'),
  anyString,
);
/**
 * A valid body of each route that takes one (as the authorisation matrix sends them): the fuzzer
 * sends it mutated — values replaced by anything, keys deleted, keys added (polluting ones too) —
 * so that requests get past the first checks into the handlers. `STUFF`, `CRAFT`, `FOLDER` are the
 * fuzzing member's own.
 */
const SAVE_BODY = { id: 0, mode: 'local', name: 'Le mien', classId: 1, level: 50, gender: 1, points: {}, scrolls: {}, items: { ch: 2411 }, rolls: {}, forgemagie: {}, boosts: [{ effect: 'strength', value: 10, count: 1, active: true }], visible: true };
const SEEDS: Record<string, (ids: { stuff: number; craft: number; member: number }) => unknown> = {
  'PUT /api/admin/users/:id': () => ({ role_id: 30, tags: [30], stream_channel: 'matrix_tv' }),
  'POST /api/admin/users/:id/ban': () => ({ reason: 'fuzz' }),
  'POST /api/admin/users/:id/unban': () => ({ reason: 'fuzz' }),
  'POST /api/stuffs/:game/private': () => ({ name: 'Nouveau' }),
  'POST /api/stuffs/:game/private/save': () => SAVE_BODY,
  'PUT /api/stuffs/:game/private/:id': () => ({ version: 1, name: 'Renommé', description: 'Texte', tags: ['pvp'], visible: true, markdown: '# Guide' }),
  'PUT /api/stuffs/:game/private/:id/caracs': () => ({ version: 1, points: { strength: 10 }, scrolls: { vitality: 101 } }),
  'PUT /api/stuffs/:game/private/:id/fm': () => ({ version: 1, forgemagie: { strength: 5 } }),
  'PUT /api/stuffs/:game/private/:id/fm_weapon': () => ({ version: 1, rolls: {} }),
  'PUT /api/stuffs/:game/private/:id/fm_item': () => ({ version: 1, slot: 'ch', rolls: { strength: 3 } }),
  'PUT /api/stuffs/:game/private/:id/skin': () => ({ version: 1, skin: { head: 1, face: 2, colors: [0, 255, null, null, 0xffffff] } }),
  'PUT /api/stuffs/:game/private/:id/item': () => ({ version: 1, slot: 'ca', itemId: 2414 }),
  'PUT /api/stuffs/:game/private/:id/items': () => ({ version: 1, items: { ca: 2414, ch: 2411 } }),
  'POST /api/boosts': ({ stuff }) => ({ stuffId: stuff, version: 1, effect: 'agility', value: 5, count: 1, active: true }),
  'POST /api/folders': () => ({ name: 'Dossier', avatar: 2411 }),
  'PUT /api/folders/:folderId': () => ({ name: 'Renommé', avatar: 2414 }),
  'POST /api/crafts': () => ({ game: 'retro', item_id: 2469, quantity: 2 }),
  'POST /api/crafts/some': () => ({ game: 'retro', crafts: [{ item_id: 2411, quantity: 1 }] }),
  'PUT /api/crafts/:craftId': () => ({ completed: true }),
  'PUT /api/crafts': ({ craft }) => ({ game: 'retro', ingredients: [{ craft_id: craft, item_id: 757, gathered: 3 }] }),
  'PUT /api/crafts/mode': () => ({ mode: 'public' }),
  'POST /api/favorites': () => ({ game: 'retro', itemId: 2411 }),
  'POST /api/devblog': () => ({ title: { fr: 'Nouvelles', en: 'News' }, body: { fr: 'Du **texte**' }, published: true }),
  'PUT /api/devblog/:id': () => ({ title: { fr: 'Nouvelles' }, body: { fr: 'Du **texte**' }, published: false }),
  'POST /api/devblog/preview': () => ({ markdown: '**a** [lien](https://example.test)' }),
  'PUT /api/admin/users/:id/premium': () => ({ is_premium: true }),
  'POST /api/auth/login': () => ({ login: 'Fuzzer', password: 'secret1' }),
  'POST /api/users': () => ({ name: 'Nouveau', email: 'nouveau@example.test', password: 'secret1', password_confirmation: 'secret1', captcha: 'x', answer: 1 }),
  'PUT /api/users': () => ({ back_stuff: false, lang: 'en' }),
  'PUT /api/users/profil': () => ({ about: 'hello', name: 'Renamed', map: '1,2' }),
  'DELETE /api/users': () => ({ password: 'not-the-password' }),
  'PUT /api/users/activate-account': () => ({ token: 'A'.repeat(43) }),
  'PUT /api/users/activation-mail': () => ({ email: 'nobody@example.test' }),
  'PUT /api/users/reset-password-mail': () => ({ email: 'nobody@example.test' }),
  'PUT /api/users/reset-password-check': () => ({ token: 'A'.repeat(43) }),
  'PUT /api/users/reset-password-confirm': () => ({ token: 'A'.repeat(43), password: 'secret1', password_confirmation: 'secret1' }),
  'PUT /api/users/confirm-email-mail': () => ({ email: 'new@example.test', email_confirmation: 'new@example.test' }),
  'PUT /api/users/confirm-email': () => ({ token: 'A'.repeat(43) }),
};

type Json = unknown;
/** Every place in a JSON value, as key paths (the root is []). */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  // Array.from, not map: an added index past the end leaves holes, which map would skip and the spread turn into undefined paths.
  if (Array.isArray(value)) return here.concat(...Array.from(value, (entry, index) => pathsOf(entry, [...prefix, index])));
  if (value !== null && typeof value === 'object') return here.concat(...Object.entries(value).map(([key, entry]) => pathsOf(entry, [...prefix, key])));
  return here;
}
/** A copy of `value` with the place at `path` replaced (`undefined`: removed). */
function replaced(value: Json, path: (string | number)[], next: Json): Json {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && next === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaced(copy[Number(head)], rest, next);
    return copy;
  }
  const copy: Record<string, Json> = { ...(value as Record<string, Json>) };
  if (rest.length === 0 && next === undefined) delete copy[head];
  else Object.defineProperty(copy, head, { value: replaced(copy[head], rest, next), enumerable: true, writable: true, configurable: true });
  return copy;
}
type Mutation = { kind: 'set' | 'delete' | 'add'; at: number; key: string; value: Json };
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('set', 'set', 'delete', 'add'),
  at: fc.nat(),
  key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', ...BODY_KEYS), fc.string({ maxLength: 6 })),
  value: fc.oneof(leaf, fc.constant(undefined).map(() => null), fc.constant({}), fc.constant([])),
});
function mutate(seed: Json, mutations: Mutation[]): Json {
  let value = seed;
  for (const { kind, at, key, value: next } of mutations) {
    const paths = pathsOf(value);
    const path = paths[at % paths.length]!;
    if (kind === 'set') value = replaced(value, path, next);
    else if (kind === 'delete' && path.length > 0) value = replaced(value, path, undefined);
    else if (kind === 'add') value = replaced(value, [...path, key], next);
  }
  return value;
}

/** Mostly JSON, so that the body is read. */
const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  { weight: 2, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'Application/JSON', 'application/json; charset=latin1') },
  { weight: 2, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '') },
);

/** x-lang header values and lang cookies, plausible and not. */
const xLang = fc.option(fc.constantFrom('fr', 'en', 'es', 'en-GB', 'ES', 'es-419', 'de', '', '  en', 'EN,fr;q=0.5', 'zz-ZZ', '*'), { nil: undefined });
const langCookie = fc.option(fc.constantFrom('lang=fr', 'lang=en', 'lang=es', 'lang=de', 'lang=%E0', 'lang=%', 'a=1; lang=es; b=2', 'lang=en; lang=es', 'lang=', 'lang=%65%6e'), { nil: undefined });
const acceptLanguage = fc.option(fc.constantFrom('en-US,en;q=0.9', 'es', 'de-DE', '*', 'fr-CA;q=0.1'), { nil: undefined });

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | object;
  /** The language the answer's messages must be in. */
  lang: Lang;
}

/** The language the server must answer in: `x-lang`, else the `lang` cookie, else French (written again here, from site-spec §7 and §9). */
function expectedLang(header: string | undefined, cookie: string | undefined): Lang {
  const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);
  if (header !== undefined) {
    const first = header.trim().slice(0, 2).toLowerCase();
    return isLang(first) ? first : 'fr';
  }
  for (const pair of (cookie ?? '').split(';')) {
    const [name, ...rest] = pair.split('=');
    if (name?.trim() !== 'lang') continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('=').trim());
    } catch {
      continue;
    }
    if (isLang(value)) return value;
  }
  return 'fr';
}

/** The error message templates of one language, as patterns (`{name}` matches anything). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templatePattern = (template: string) => new RegExp(`^${template.split(/\{\w+\}/).map(escape).join('[\\s\\S]*')}$`);
const CATALOGUE: Record<Lang, RegExp[]> = Object.fromEntries(LANGS.map((lang) => [lang, Object.values(MESSAGES).map((entry) => templatePattern(entry[lang]))])) as Record<Lang, RegExp[]>;

describeEachDatabase('route-wide fuzzing', (dialect) => {
  const runs = dialect === 'sqlite' ? RUNS_SQLITE : RUNS_POSTGRES;
  let harness: Harness;
  let sink: MailSink;
  let token = '';
  let adminToken = '';
  let known: { stuffId: number; memberId: number; adminId: number; shortCode: string; craftId: number; folderId: number };
  let watched: string[] = [];

  beforeAll(async () => {
    sink = await startMailSink();
    harness = await createHarness(dialect, { env: accountEnv(sink, { OAUTH_GOOGLE_CLIENT_ID: 'fuzz', OAUTH_GOOGLE_CLIENT_SECRET: 'fuzz' }) });
    const name = uniqueName('Fuzz');
    const member = await harness.app.repos.users.create({ name, email: `${name}@example.test`, password_hash: 'x', role_id: ROLES.user, email_verified: 1, lang: 'fr' });
    if (!member) throw new Error('not created');
    token = (await harness.app.authentication.session(member)).token;
    const saved = await harness.app.inject({
      method: 'POST',
      url: '/api/stuffs/retro/private/save',
      headers: { authorization: `Bearer ${token}` },
      payload: { id: 0, mode: 'local', name: 'Fuzz', classId: 8, level: 100, gender: 0, points: {}, scrolls: {}, items: { ch: 2411 }, rolls: {}, forgemagie: {}, boosts: [], visible: true },
    });
    const admin = await harness.app.repos.users.create({ name: `${name}A`, email: `${name}A@example.test`, password_hash: 'x', role_id: ROLES.admin, email_verified: 1, lang: 'fr' });
    if (!admin) throw new Error('not created');
    adminToken = (await harness.app.authentication.session(admin)).token;
    await harness.app.repos.crafts.addRoots(member.id, 'retro', [{ item_id: 2469, quantity: 1 }], null, 500);
    const craftId = Number((await harness.app.repos.crafts.workshop(member.id, 'retro')).rows.at(-1)!.id);
    await harness.app.repos.stuffs.addFolder(member.id, 'Dossier', null, 50);
    const folderId = Number((await harness.app.repos.stuffs.folders(member.id))[0]!.id);
    known = { stuffId: saved.json().id, memberId: member.id, adminId: admin.id, shortCode: saved.json().short_code, craftId, folderId };
    // The secrets made on first use (activity, captcha…), made before the watch begins.
    await harness.app.inject({ method: 'GET', url: '/api/captcha' });
    await harness.app.inject({ method: 'GET', url: '/api/live/data', headers: { authorization: `Bearer ${token}` } });
    await harness.app.activity.settled();
    watched = await installWriteCounters();
    // The counters count: a folder added (through the app's connection) is seen.
    const before = await writes();
    await harness.app.repos.stuffs.addFolder(member.id, 'Compteur', null, 50);
    expect(await writes()).toBeGreaterThan(before);
  });
  afterAll(async () => {
    await harness?.close();
    await sink?.close();
  });

  const db = () => harness.database.db;

 /**
   * The tables. SQLite's full-text tables are virtual, their rows in shadow tables (`<name>_data`…):
   * neither takes a trigger, both are in the dump.
   */
  async function tableNames(all: boolean): Promise<string[]> {
    const sqliteTables = async () => {
      const found = (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db())).rows;
      const virtual = found.filter((row) => /^create virtual/i.test(row.sql)).map((row) => row.name);
      return found.filter((row) => all || !virtual.some((name) => row.name === name || row.name.startsWith(`${name}_`)));
    };
    const rows =
      dialect === 'sqlite'
        ? await sqliteTables()
        : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db())).rows;
    return rows.map((row) => row.name).filter((name) => name !== 'fuzz_writes' && !UNWATCHED.has(name)).sort();
  }

  /** A trigger on every watched table adds one to `fuzz_writes.n` for each row written. */
  async function installWriteCounters(): Promise<string[]> {
    const tables = await tableNames(false);
    if (dialect === 'sqlite') {
      await sql`create temp table fuzz_writes (n integer not null)`.execute(db());
      await sql`insert into temp.fuzz_writes values (0)`.execute(db());
      for (const table of tables) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql
            .raw(`create temp trigger "fuzz_${table}_${event}" after ${event} on main."${table}" begin update temp.fuzz_writes set n = n + 1; end`)
            .execute(db());
        }
      }
    } else {
      await sql`create table fuzz_writes (n integer not null)`.execute(db());
      await sql`insert into fuzz_writes values (0)`.execute(db());
      await sql
        .raw(`create function fuzz_count() returns trigger language plpgsql as $$ begin update fuzz_writes set n = n + 1; return null; end $$`)
        .execute(db());
      for (const table of tables) {
        await sql.raw(`create trigger fuzz_count after insert or update or delete on "${table}" for each row execute function fuzz_count()`).execute(db());
      }
    }
    return tableNames(true);
  }

  const writes = async () => Number((await sql<{ n: number }>`select n from fuzz_writes`.execute(db())).rows[0]?.n);

  /** A hash of every row of every table (the watched and the unwatched but `activity` and `login_attempts`). */
  async function dump(): Promise<string> {
    const hash = createHash('sha256');
    for (const table of watched) {
      const { rows } = await sql.raw<Record<string, unknown>>(`select * from "${table}"`).execute(db());
      const lines = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).sort();
      hash.update(`${table}\n${lines.join('\n')}\n`);
    }
    return hash.digest('hex');
  }

  /** Plausible values of each path parameter, by name (the first is a real one of the fixtures). */
  function knownParams(): { ids: string[]; byName: Record<string, string[]> } {
    const ids = [String(known.stuffId), String(known.memberId), '1'];
    const byName: Record<string, string[]> = {
      game: ['retro', 'dofus', 'touch'],
      id: ids,
      stuffId: [String(known.stuffId)],
      userId: [String(known.memberId), '0'],
      craftId: [String(known.craftId)],
      folderId: [String(known.folderId)],
      code: [known.shortCode],
      provider: ['google', 'discord'],
      effect: ['strength', 'agility'],
      classId: ['8', '1'],
      itemId: ['2411', '2469'],
      ids: ['2411-2414', '1-24', '2411'],
      category: ['all', 'hat', 'ring'],
      query: ['bouftou', 'gelano'],
    };
    return { ids, byName };
  }

  /** Random requests for one route of the table (`GET /api/items/:game/:id`). */
  function requests(route: string): fc.Arbitrary<FuzzRequest> {
    const [method, pattern] = route.split(' ') as [string, string];
    const { ids, byName } = knownParams();
    const pathParts = pattern.split('/').map((part) =>
      part.startsWith(':')
        ? segment(byName[part.slice(1)] ?? ids)
        : part === '*'
          ? fc.array(segment(['fr', 'en', 'encyclopedie', 'objets', 'outils']), { maxLength: 4 }).map((parts) => parts.join('/'))
          : fc.constant(part),
    );
    const seed = SEEDS[route]?.({ stuff: known.stuffId, craft: known.craftId, member: known.memberId });
    const hasBody = method !== 'GET';
    return fc
      .record({
        methodOf: method === 'GET' ? fc.constantFrom('GET', 'GET', 'HEAD') : fc.constant(method),
        parts: fc.tuple(...pathParts),
        query: queryString,
        auth: fc.oneof(
          { weight: 4, arbitrary: fc.constant('member') },
          { weight: route.includes(' /api/admin/') || route.includes('devblog') ? 3 : 1, arbitrary: fc.constant('admin') },
          { weight: 3, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constantFrom('Bearer ', 'Bearer x.y.z', 'Basic YWRtaW46YWRtaW4=', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6MTB9.', 'bearer ' + 'A'.repeat(5000)) },
        ),
        xLang,
        cookie: langCookie,
        acceptLanguage,
        body: hasBody
          ? fc.oneof(
              { weight: seed === undefined ? 0 : 6, arbitrary: fc.array(mutation, { maxLength: 3 }).map((mutations) => ({ json: mutate(seed, mutations) })) },
              { weight: 3, arbitrary: jsonValue.map((value) => ({ json: value })) },
              { weight: 2, arbitrary: rawBody.map((raw) => ({ raw })) },
              { weight: 1, arbitrary: fc.constant(undefined) },
            )
          : fc.constant(undefined),
        contentType,
        extra: fc.dictionary(fc.constantFrom('if-none-match', 'x-request-id', 'accept-encoding', 'x-forwarded-for', 'origin', 'referer', 'range'), fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')), { maxKeys: 2 }),
      })
      .map((draw) => {
        const headers: Record<string, string> = { ...draw.extra };
        if (draw.auth === 'member') headers.authorization = `Bearer ${token}`;
        else if (draw.auth === 'admin') headers.authorization = `Bearer ${adminToken}`;
        else if (draw.auth !== undefined) headers.authorization = draw.auth;
        if (draw.xLang !== undefined) headers['x-lang'] = draw.xLang;
        if (draw.cookie !== undefined) headers.cookie = draw.cookie;
        if (draw.acceptLanguage !== undefined) headers['accept-language'] = draw.acceptLanguage;
        let payload: string | undefined;
        if (draw.body !== undefined) {
          headers['content-type'] = draw.contentType;
          payload = 'json' in draw.body ? JSON.stringify(draw.body.json) : draw.body.raw;
        }
        return {
          method: draw.methodOf,
          url: `${draw.parts.join('/')}${draw.query}`,
          headers,
          ...(payload === undefined ? {} : { payload }),
          lang: expectedLang(draw.xLang, draw.cookie),
        };
      });
  }

  function checkError(request: FuzzRequest, status: number, contentType: string, body: string): void {
    const where = `${request.method} ${request.url.slice(0, 200)}: ${body.slice(0, 300)}`;
    if (request.method === 'HEAD') return;
    if (!contentType.includes('application/json')) {
      // Pages: a path of no page (or a short link of no stuff) is answered by the app, whose page says so.
      expect(request.url.startsWith('/api/'), `${where} (an API error must be JSON)`).toBe(false);
      return;
    }
    const parsed = JSON.parse(body) as Record<string, unknown>;
    expect(Object.keys(parsed).filter((key) => !ERROR_KEYS.has(key)), where).toEqual([]);
    expect(parsed.statusCode, where).toBe(status);
    expect(parsed.error, where).toBe(STATUS_CODES[status]);
    expect(typeof parsed.message, where).toBe('string');
    const message = parsed.message as string;
    if (typeof parsed.code === 'string') {
      expect(parsed.code in MESSAGES, where).toBe(true);
      expect(message, where).toMatch(templatePattern(MESSAGES[parsed.code as MessageKey][request.lang]));
    }
    expect(CATALOGUE[request.lang].some((pattern) => pattern.test(message)), `${where}: not a message of the ${request.lang} catalogue`).toBe(true);
  }

  let total = 0;
  afterAll(() => {
    // Read by the README's figures; ≥ 10,000 on SQLite with the default runs.
    console.info(`route-wide fuzzing [${dialect}]: ${total} requests`);
  });

  it('no route answers a 5xx, every error is the spec’s in the caller’s language, and a refused request writes nothing', async () => {
    const routes = harness.app.routeTable.routes().filter((route) => !route.startsWith('HEAD '));
    expect(routes.length).toBeGreaterThan(100);
    let baseline = await dump();
    for (const route of routes) {
      let wrote = false;
      await fc.assert(
        fc.asyncProperty(requests(route), async (request) => {
          total++;
          const before = await writes();
          const response = await harness.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
          const status = response.statusCode;
          expect(status, `${route} → ${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 200)} ${String(request.payload).slice(0, 200)}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          const after = await writes();
          if (status >= 400) {
            checkError(request, status, String(response.headers['content-type'] ?? ''), response.body);
            expect(after - before, `${route} → ${request.method} ${request.url.slice(0, 200)}: refused with ${status} but wrote ${after - before} rows`).toBe(0);
          } else if (after !== before) {
            wrote = true;
          }
        }),
        { numRuns: runs, endOnFailure: true },
      );
      await harness.app.activity.settled();
      // The fuzzing member and admin are themselves again (an admin's accepted request may ban one).
      for (const [id, role] of [[known.memberId, ROLES.user], [known.adminId, ROLES.admin]] as const) {
        const row = await harness.app.repos.users.byId(id);
        if (!row) throw new Error(`${route}: a fuzzing account was deleted`);
        if (Number(row.role_id) !== role) {
          await harness.app.repos.users.update(id, { role_id: role });
          wrote = true;
        }
      }
      if (wrote) baseline = await dump();
      else expect(await dump(), `${route}: the database changed though no accepted request wrote`).toBe(baseline);
    }
    expect(total).toBeGreaterThanOrEqual(routes.length * runs);
  }, 600_000);
  it('refuses the NUL character (%00, \\u0000) in any path parameter, query value or body of every API route with a 400 naming it, and writes nothing', async () => {
    const { ids, byName } = knownParams();
    const routes = harness.app.routeTable.routes().filter((route) => route.split(' ')[1]!.startsWith('/api/') && !route.startsWith('HEAD '));
    let checked = 0;
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const parts = pattern.split('/');
      const plain = parts.map((part) => (part.startsWith(':') ? (byName[part.slice(1)] ?? ids)[0]! : part));
      const cases: { url: string; payload?: string; name: string }[] = [];
      parts.forEach((part, index) => {
        if (part.startsWith(':')) cases.push({ url: plain.map((value, at) => (at === index ? `a%00${value}` : value)).join('/'), name: part.slice(1) });
      });
      cases.push({ url: `${plain.join('/')}?name=a%00b`, name: 'name' });
      if (method !== 'GET') cases.push({ url: plain.join('/'), payload: JSON.stringify({ name: 'a\u0000b', items: { ch: 2411 } }), name: 'name' });
      for (const { url, payload, name } of cases) {
        for (const authorization of [`Bearer ${token}`, `Bearer ${adminToken}`]) {
          const before = await writes();
          const response = await harness.app.inject({
            method: method as 'GET',
            url,
            headers: { authorization, 'x-lang': 'es', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(payload === undefined ? {} : { payload }),
          });
          const where = `${method} ${url} ${payload ?? ''}: ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBe(400);
          expect(response.json(), where).toMatchObject({ statusCode: 400, code: 'invalidParameter', message: `Parámetro no válido: ${name}` });
          expect(await writes(), where).toBe(before);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(routes.length * 2);
  });
});
