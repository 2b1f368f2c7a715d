/**
 * Tofulab's own share code (research §1.6 "RSC1", adapted): everything of a stuff except its
 * storage identity (id, mode, name), so a shared link re-opens the draft identical — unlike the
 * dofus-stuffer code, which loses the class, gender, per-item rolls, boosts and the mount slot.
 *
 *   code    = "RSC1." + payload + "." + check
 *   payload = base64url, no padding, of the UTF-8 JSON of ROOT
 *   check   = CRC-32 of "RSC1." + payload, 8 lowercase hex digits
 *   ROOT    = [ 0 format version (1)
 *               1 game: 0 retro, 1 dofus, 2 touch
 *               2 level
 *               3 classId
 *               4 gender (0, 1)
 *               5 points  [vit, wis, str, int, cha, agi]; null = not set; trailing nulls dropped
 *               6 scrolls same shape
 *               7 items   17 ids in SHARE_SLOTS order, 0 = empty; trailing zeros dropped
 *               8 rolls   { slot: { stat short code: value } }
 *               9 forgemagie { stat short code: value }
 *              10 boosts  [[effect code, value, count, active 1 | 0], …] ]
 *
 * Differences with the research proposal, and why: JSON rather than MessagePack (the web has no
 * MessagePack encoder, and JSON of short codes is as compact once base64'd for these sizes);
 * the 17 slots of our stuff (the mount too); rolls keyed by stat short code (the spec's
 * `STAT_SHORT_CODES`, stable names, rather than positions in a table that may grow); boosts; and a
 * checksum, so that a code cut or mistyped in transit is refused instead of read as another stuff.
 * A decoder ignores ROOT entries past the ones it knows (forward compatibility); a format change
 * that older decoders must not misread takes a new version number.
 */
import { z } from 'zod';
import { Stuff } from '#contract/stuff';
import type { Slot } from '#game/slots';
import { STAT_KEYS, STAT_SHORT_CODES, type PrimaryStat, type StatKey } from '#game/stats';
import { BOOST_EFFECTS } from '#game/stuff';
import type { Variant } from '#game/variants';

export const SHARE_CODE_VERSION = 1;
const PREFIX = `RSC${SHARE_CODE_VERSION}.`;
/** Far above any real stuff (a full stuff with many rolled lines and boosts is under 2,000). */
export const SHARE_CODE_MAX_LENGTH = 32_768;

/** The stuff as a share code carries it: everything but where and under which name it is stored. */
export const SharedStuff = Stuff.omit({ id: true, mode: true, name: true });
export type SharedStuff = z.infer<typeof SharedStuff>;

/** Fixed here, not taken from the engine's tables, so that a reordering there cannot change old links. */
export const SHARE_SLOTS = [
  'ch', 'am', 'a1', 'a2', 'ce', 'bo', 'ca', 'br', 'ar', 'fa', 'mo',
  'd1', 'd2', 'd3', 'd4', 'd5', 'd6',
] as const satisfies readonly Slot[];
export const SHARE_PRIMARIES = [
  'vitality', 'wisdom', 'strength', 'intelligence', 'chance', 'agility',
] as const satisfies readonly PrimaryStat[];
export const SHARE_GAMES = ['retro', 'dofus', 'touch'] as const satisfies readonly Variant[];

const CODE_OF_STAT = new Map<StatKey, string>(STAT_KEYS.map((key) => [key, STAT_SHORT_CODES[key] ?? key]));
const STAT_OF_CODE = new Map<string, StatKey>([...CODE_OF_STAT].map(([key, code]) => [code, key]));
/** Boost effects that are stats travel as their short code; the others (hp_percent…) as their name. */
const EFFECT_OF_CODE = new Map<string, string>([
  ...STAT_OF_CODE,
  ...BOOST_EFFECTS.map((effect) => [effect, effect] as const),
]);

export type ShareCodeProblem =
  /** Not a share code at all (no "RSC<n>." prefix). */
  | 'not_share_code'
  /** A share code of another format version (made by a newer Tofulab). */
  | 'unsupported_version'
  /** Cut, mistyped or altered: the checksum, the base64 or the structure does not hold. */
  | 'damaged'
  /** Well-formed, but what it holds is not a valid stuff (a level of 300…). */
  | 'invalid_stuff'
  /** A stuff of another game than this site's. */
  | 'other_game';

/** A code that cannot be read; `problem` picks the user's message, `message` is the technical detail. */
export class ShareCodeError extends Error {
  constructor(
    readonly problem: ShareCodeProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ShareCodeError';
  }
}

/** Whether the text is meant as a share code (any version), as opposed to a dofus-stuffer code. */
export function looksLikeShareCode(text: string): boolean {
  return /^RSC\d+\./.test(text.trim());
}

// ------------------------------------------------------------------ encoding

function withoutTrailing<T>(values: T[], empty: T): T[] {
  let end = values.length;
  while (end > 0 && values[end - 1] === empty) end--;
  return values.slice(0, end);
}

function statValues(values: Partial<Record<StatKey, number>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [CODE_OF_STAT.get(key as StatKey) ?? key, value as number]),
  );
}

export function encodeShareCode(stuff: SharedStuff, game: Variant): string {
  const root = [
    SHARE_CODE_VERSION,
    SHARE_GAMES.indexOf(game),
    stuff.level,
    stuff.classId,
    stuff.gender,
    withoutTrailing(SHARE_PRIMARIES.map((key) => stuff.points[key] ?? null), null),
    withoutTrailing(SHARE_PRIMARIES.map((key) => stuff.scrolls[key] ?? null), null),
    withoutTrailing(SHARE_SLOTS.map((slot) => stuff.items[slot] ?? 0), 0),
    Object.fromEntries(Object.entries(stuff.rolls).map(([slot, lines]) => [slot, statValues(lines ?? {})])),
    statValues(stuff.forgemagie),
    stuff.boosts.map((boost) => [
      CODE_OF_STAT.get(boost.effect as StatKey) ?? boost.effect,
      boost.value,
      boost.count,
      boost.active ? 1 : 0,
    ]),
  ];
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify(root)));
  return `${PREFIX}${payload}.${checksum(PREFIX + payload)}`;
}

// ------------------------------------------------------------------ decoding

/**
 * The stuff a share code holds, for `game`. Throws `ShareCodeError` for anything else; a link or
 * `tofulab=` parameter must be unwrapped first (`readImportText`).
 */
export function decodeShareCode(text: string, game: Variant): SharedStuff {
  const code = text.trim();
  if (code.length > SHARE_CODE_MAX_LENGTH) {
    throw new ShareCodeError('damaged', `the code is ${code.length} characters long, more than ${SHARE_CODE_MAX_LENGTH}`);
  }
  const version = /^RSC(\d+)\./.exec(code);
  if (!version) throw new ShareCodeError('not_share_code', 'the code does not start with "RSC1."');
  if (Number(version[1]) !== SHARE_CODE_VERSION) {
    throw new ShareCodeError('unsupported_version', `format version ${version[1]}; this site reads version ${SHARE_CODE_VERSION}`);
  }
  const parts = code.slice(PREFIX.length).split('.');
  if (parts.length !== 2) throw new ShareCodeError('damaged', `expected "RSC1.<data>.<check>", found ${parts.length} part(s) after the prefix`);
  const [payload, check] = parts;
  if (!/^[0-9a-f]{8}$/.test(check)) throw new ShareCodeError('damaged', `the check "${check}" is not 8 hexadecimal digits`);
  if (checksum(PREFIX + payload) !== check) throw new ShareCodeError('damaged', 'the checksum does not match: the code was cut or altered');

  let root: unknown;
  try {
    root = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(payload)));
  } catch (error) {
    throw new ShareCodeError('damaged', `the data cannot be read: ${(error as Error).message}`);
  }
  const shared = sharedStuffOfRoot(root, game);
  const parsed = SharedStuff.safeParse(shared);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ShareCodeError('invalid_stuff', `${issue.path.join('.') || 'stuff'}: ${issue.message}`);
  }
  return parsed.data;
}

const Int = z.number().int();
const Root = z.tuple(
  [
    z.literal(SHARE_CODE_VERSION),
    Int,
    Int,
    Int,
    Int,
    z.array(Int.nullable()).max(SHARE_PRIMARIES.length),
    z.array(Int.nullable()).max(SHARE_PRIMARIES.length),
    z.array(Int).max(SHARE_SLOTS.length),
    z.record(z.string(), z.record(z.string(), Int)),
    z.record(z.string(), Int),
    z.array(z.tuple([z.string(), Int, Int, z.union([z.literal(0), z.literal(1)])])),
  ],
  // Entries a later version appends are ignored.
  z.unknown(),
);

function statsOfCodes(values: Record<string, number>, where: string): Partial<Record<StatKey, number>> {
  return Object.fromEntries(
    Object.entries(values).map(([code, value]) => {
      const key = STAT_OF_CODE.get(code);
      if (!key) throw new ShareCodeError('damaged', `${where}: unknown characteristic "${code}"`);
      return [key, value];
    }),
  );
}

function primariesOf(values: (number | null)[]): Partial<Record<PrimaryStat, number>> {
  return Object.fromEntries(values.flatMap((value, index) => (value === null ? [] : [[SHARE_PRIMARIES[index], value]])));
}

function sharedStuffOfRoot(root: unknown, game: Variant): unknown {
  const parsed = Root.safeParse(root);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ShareCodeError('damaged', `unexpected structure at [${issue.path.join('][')}]: ${issue.message}`);
  }
  const [, gameIndex, level, classId, gender, points, scrolls, items, rolls, forgemagie, boosts] = parsed.data;
  const codedGame = SHARE_GAMES[gameIndex];
  if (codedGame === undefined) throw new ShareCodeError('damaged', `unknown game number ${gameIndex}`);
  if (codedGame !== game) throw new ShareCodeError('other_game', `a ${codedGame} stuff, and this site is ${game}`);
  return {
    level,
    classId,
    gender,
    points: primariesOf(points),
    scrolls: primariesOf(scrolls),
    items: Object.fromEntries(items.flatMap((id, index) => (id === 0 ? [] : [[SHARE_SLOTS[index], id]]))),
    rolls: Object.fromEntries(
      Object.entries(rolls).map(([slot, lines]) => {
        if (!(SHARE_SLOTS as readonly string[]).includes(slot)) throw new ShareCodeError('damaged', `rolls: unknown slot "${slot}"`);
        return [slot, statsOfCodes(lines, `rolls.${slot}`)];
      }),
    ),
    forgemagie: statsOfCodes(forgemagie, 'forgemagie'),
    boosts: boosts.map(([code, value, count, active], index) => {
      const effect = EFFECT_OF_CODE.get(code);
      if (!effect) throw new ShareCodeError('damaged', `boosts[${index}]: unknown effect "${code}"`);
      return { effect, value, count, active: active === 1 };
    }),
  };
}

// ------------------------------------------------------------------ base64url and checksum

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!BASE64URL.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc;
});

/** CRC-32 (IEEE) of an ASCII text: any change of up to 32 consecutive bits is always detected. */
function checksum(text: string): string {
  let crc = 0xffffffff;
  for (let index = 0; index < text.length; index++) crc = CRC_TABLE[(crc ^ text.charCodeAt(index)) & 0xff] ^ (crc >>> 8);
  return ((crc ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}
