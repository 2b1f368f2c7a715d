/**
 * What every resource of the REST contract shares: languages, games, ids and lists of ids in paths,
 * query flags and dash-joined filters, localized texts, the error shape, paginated answers, class
 * references and item conditions.
 */
import { z } from 'zod';
import { CONDITION_OPERATORS, CONDITION_SUBJECTS, type ConditionSubject } from '#game/item-conditions';
import { VARIANTS } from '#game/variants';

export const LANGS = ['fr', 'en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fr';
export const FALLBACK_LANG: Lang = 'en';

export const Game = z.enum(VARIANTS);
export type Game = z.infer<typeof Game>;

/**
 * A game's own id of an item, set, class…: a positive 32-bit integer, the range of the databases'
 * integer columns (a larger number in a URL is a 400, not a database error).
 */
export const MAX_GAME_ID = 2_147_483_647;

/**
 * A whole number as a path or a query carries it: plain decimal digits, no sign, space, leading
 * zero, exponent or hexadecimal (`16`; not `016`, `+16`, ` 16`, `0x10`, `1e1`, nor an empty value,
 * which a loose `Number()` reads as 0). A number (already parsed) is accepted as is.
 */
export function decimalInt(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^(0|[1-9]\d{0,15})$/, 'expected a whole number written in decimal digits')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

export const GameId = decimalInt(1, MAX_GAME_ID);

/** Ids joined with '-' in a path (`2411-2414`); at most `MAX_IDS_PER_REQUEST` of them. */
export const MAX_IDS_PER_REQUEST = 100;
export const IdList = z
  .string()
  .regex(/^[1-9]\d{0,9}(-[1-9]\d{0,9})*$/, 'expected ids (decimal digits) joined with "-"')
  .transform((ids) => ids.split('-').map(Number))
  .pipe(z.array(z.number().int().positive().max(MAX_GAME_ID)).max(MAX_IDS_PER_REQUEST));

/**
 * A filter of several values joined with '-' in the query (site-spec §2: include, exclude,
 * main_effect, folder…): `token` is the pattern of one value; repeats are dropped.
 */
export const MAX_FILTER_VALUES = 30;
export function dashJoined<T>(token: string, what: string, value: z.ZodType<T>) {
  return z
    .string()
    .regex(new RegExp(`^${token}(-${token})*$`), `expected ${what} joined with "-"`)
    .transform((joined, context) => {
      const values = [...new Set(joined.split('-'))];
      if (values.length > MAX_FILTER_VALUES) {
        context.addIssue({ code: 'custom', message: `at most ${MAX_FILTER_VALUES} values` });
        return z.NEVER;
      }
      const parsed: T[] = [];
      for (const entry of values) {
        const result = value.safeParse(entry);
        if (!result.success) {
          context.addIssue({ code: 'custom', message: `"${entry}": ${result.error.issues[0]?.message ?? 'invalid'}` });
          return z.NEVER;
        }
        parsed.push(result.data);
      }
      return parsed;
    });
}

/** A flag in a query: `?official`, `?official=true` or `=1` set it; `false` or `0` clear it. */
export const QueryFlag = z
  .enum(['', 'true', 'false', '1', '0'])
  .transform((value) => value === '' || value === 'true' || value === '1');

/** Texts of the data: French always, other languages where the sources have them. */
export const LocalizedText = z.record(z.string(), z.string());
export type LocalizedText = z.infer<typeof LocalizedText>;

/** The error shape of the spec (site-spec §8): `message` and `error`, plus zod issues on 400. */
export const ErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /**
   * The reason, stable across languages (the message's key, e.g. `emailNotVerified`, `bannedUser`),
   * and the values the message names (e.g. `{ email }`): what a client decides on, never the text.
   */
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A page of a search: its rows, how many match in all, the page asked and the page count. */
export function paginated<T extends z.ZodTypeAny>(row: T) {
  return z.object({ rows: z.array(row), count: z.number().int(), page: z.number().int(), pages: z.number().int() });
}

/** A class as the bootstrap and the spell list name it. */
export const ClassRef = z.object({ id: z.number().int(), name: LocalizedText });

/**
 * Equip conditions compiled for every variant (game/item-conditions.ts): an AND of groups, each an
 * OR of atoms `[subject, operator, value]` — subject `stat:<key>`, `base:<key>`, `level`, `class`,
 * `sex` or `set_bonus`; operator `>`, `<`, `=` or `!` (not equal) — or `['unevaluable', text]` for a
 * condition no stuff can answer (quest, job, alignment…). The item detail, the set pieces and the
 * engine catalogue carry them alike.
 */
export const ConditionAtom = z.union([
  z.tuple([
    z.enum(CONDITION_SUBJECTS as readonly [ConditionSubject, ...ConditionSubject[]]),
    z.enum(CONDITION_OPERATORS),
    z.number().int(),
  ]),
  z.tuple([z.literal('unevaluable'), z.string()]),
]);
export const ConditionGroups = z.array(z.array(ConditionAtom));
