/**
 * Members (issue 16; site-spec §3 User, §5 validation, §7 calls): registration, the member's own
 * account and public profiles, settings, profile, deletion and the routes of the mail links
 * (activation, password reset, e-mail change). A refused field's zod message is an error code
 * (`nameFormat`, `passwordTooWeak`…): the server answers it in the caller's language, the web app
 * shows its own text for it.
 */
import { z } from 'zod';
import { normalizeMapCoordinates } from '#game/map-coordinates';
import { decimalInt, Game, paginated, QueryFlag } from './common.ts';
import { Badge } from './gamification.ts';
import { defineRoute } from './route.ts';
import { StuffSummary } from './stuffs.ts';

/** site-spec §3 role ids: defined once in `game/members.ts`. */
export { ROLES } from '#game/members';
export const NAME_MIN = 3;
export const NAME_MAX = 20;
/** Starts with a letter; letters, digits, hyphen, dot and underscore (site-spec §5). */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9._-]*$/;
export const PASSWORD_MIN = 6;
/** Longer is refused before hashing (argon2 of a megabyte is a denial of service). */
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const INGAME_NAME_MAX = 30;
/** A character's name in the game: letters, with single hyphens or spaces between them. */
export const INGAME_NAME_PATTERN = /^\p{L}+([- ]\p{L}+)*$/u;
/** The longest text accepted for a favourite map (`[ -100 , -100 ]` with room for spaces). */
export const FAVOURITE_MAP_MAX = 20;
export const ABOUT_MAX = 1000;
/** Tokens of the mail links: 32 random bytes, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A field with a "required" code when absent or empty, and `invalid` when not a string. */
function text(required: string, invalid: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) }).min(1, { error: required });
}

export const UserName = text('nameRequired', 'nameFormat')
  .min(NAME_MIN, { error: 'nameLength' })
  .max(NAME_MAX, { error: 'nameLength' })
  .regex(NAME_PATTERN, { error: 'nameFormat' });
export const Email = text('emailRequired', 'emailInvalid').max(EMAIL_MAX, { error: 'emailInvalid' }).pipe(z.email({ error: 'emailInvalid' }));
export const NewPassword = text('passwordRequired', 'passwordInvalid')
  .min(PASSWORD_MIN, { error: 'passwordTooWeak' })
  .max(PASSWORD_MAX, { error: 'passwordInvalid' });
/** A password checked against the stored one: only its presence and a sane length are required. */
export const CurrentPassword = text('passwordRequired', 'passwordInvalid').max(PASSWORD_MAX, { error: 'passwordInvalid' });
export const Token = text('tokenInvalid', 'tokenInvalid').regex(TOKEN_PATTERN, { error: 'tokenInvalid' });

function confirmed<T extends { password: string; password_confirmation: string }>(body: T, context: z.RefinementCtx) {
  if (body.password !== body.password_confirmation) {
    context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'passwordMismatch' });
  }
}

export const RegisterBody = z
  .object({
    name: UserName,
    email: Email,
    password: NewPassword,
    password_confirmation: text('passwordMismatch', 'passwordMismatch').max(PASSWORD_MAX, { error: 'passwordMismatch' }),
    /** The ALTCHA payload (base64 JSON of the challenge and its solution), as the widget submits it. */
    captcha: text('captchaRequired', 'captchaInvalid').max(4000, { error: 'captchaInvalid' }),
    answer: text('answerRequired', 'answerWrong').max(100, { error: 'answerWrong' }),
  })
  .superRefine(confirmed);
export type RegisterBody = z.infer<typeof RegisterBody>;

const flag = z.boolean();

/** The member's own account (never sent to anyone else). */
export const SelfUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified: flag,
  name_changed: flag,
  is_premium: flag,
  is_patron: flag,
  role_id: z.number().int(),
  tags: z.array(z.number().int()),
  /** Create stuffs confidential by default. */
  privacy_mode: flag,
  /** Enable AP/MP/range exos by default. */
  exo_enabled: flag,
  /** Go back to the stuff after equipping an item. */
  back_stuff: flag,
  exp: z.number().int(),
  ingame_name: z.string().nullable(),
  favourite_map: z.string().nullable(),
  about: z.string().nullable(),
  visits: z.number().int(),
  created_at: z.string(),
  /**
   * sha256 of the folded e-mail, for the gravatar-style avatar: the owner's own account only (they know
   * their e-mail). Never in a shape another caller sees: the public member carries `avatar_url` only.
   */
  avatar_hash: z.string(),
});
export type SelfUser = z.infer<typeof SelfUser>;

/** What anyone may see of a member: no e-mail (nor any hash of it), no settings. */
export const PublicUser = SelfUser.pick({
  id: true,
  name: true,
  is_premium: true,
  is_patron: true,
  role_id: true,
  tags: true,
  exp: true,
  ingame_name: true,
  favourite_map: true,
  about: true,
  visits: true,
  created_at: true,
});
export type PublicUser = z.infer<typeof PublicUser>;

/** A signed-in answer: the access token (JWT, 15 minutes), its expiry and the member. */
export const Session = z.object({ token: z.string(), expires_at: z.string(), user: SelfUser });
export type Session = z.infer<typeof Session>;

/** A success that only tells something (a mail sent, an account activated). */
export const Done = z.object({ message: z.string() });

export const SettingsBody = z
  .object({
    name: UserName.optional(),
    password: NewPassword.optional(),
    password_confirmation: z.string().max(PASSWORD_MAX, { error: 'passwordMismatch' }).optional(),
    current_password: CurrentPassword.optional(),
    privacy_mode: flag.optional(),
    exo_enabled: flag.optional(),
    back_stuff: flag.optional(),
  })
  .superRefine((body, context) => {
    if (body.password === undefined) return;
    if (body.password !== body.password_confirmation) {
      context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'passwordMismatch' });
    }
    if (body.current_password === undefined) context.addIssue({ code: 'custom', path: ['current_password'], message: 'passwordRequired' });
  });
export type SettingsBody = z.infer<typeof SettingsBody>;

/** Profile fields: null or an empty string clears one. */
export const ProfileBody = z.object({
  ingame_name: z
    .string({ error: 'ingameNameInvalid' })
    .max(INGAME_NAME_MAX, { error: 'ingameNameInvalid' })
    .regex(INGAME_NAME_PATTERN, { error: 'ingameNameInvalid' })
    .or(z.literal(''))
    .nullable()
    .optional(),
  /** Map coordinates `x,y` within the world's bounds (`game/map-coordinates.ts`), stored as `4,-18`. */
  favourite_map: z
    .string({ error: 'favouriteMapInvalid' })
    .max(FAVOURITE_MAP_MAX, { error: 'favouriteMapInvalid' })
    .refine((text) => text.trim() === '' || normalizeMapCoordinates(text) !== null, { error: 'favouriteMapInvalid' })
    .transform((text) => (text.trim() === '' ? '' : (normalizeMapCoordinates(text) ?? '')))
    .nullable()
    .optional(),
  // Plain text: line breaks and tabs are the only control characters kept.
  about: z
    .string({ error: 'aboutInvalid' })
    .max(ABOUT_MAX, { error: 'aboutInvalid' })
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, { error: 'aboutInvalid' })
    .nullable()
    .optional(),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

export const DeleteAccountBody = z.object({ password: CurrentPassword });
export const TokenBody = z.object({ token: Token });
export const EmailBody = z.object({ email: Email });
export const ResetPasswordBody = z.object({ token: Token, password: NewPassword, password_confirmation: z.string().max(PASSWORD_MAX) }).superRefine(confirmed);
export const NewEmailBody = z
  .object({ email: Email, email_confirmation: z.string({ error: 'emailMismatch' }).max(EMAIL_MAX, { error: 'emailMismatch' }) })
  .superRefine((body, context) => {
    if (body.email.trim().toLowerCase() !== body.email_confirmation.trim().toLowerCase()) {
      context.addIssue({ code: 'custom', path: ['email_confirmation'], message: 'emailMismatch' });
    }
  });

export const UserId = decimalInt(1, 2_147_483_647);

/** A badge a member earned, and when (its names and how to earn it from `game/gamification.ts`). */
export const EarnedBadge = Badge.extend({ earned_at: z.string() });
export type EarnedBadge = z.infer<typeof EarnedBadge>;

/**
 * A public member (issue 18): what anyone may see, plus the slug of their pages (the folded
 * nickname; an old slug answers the member with the current one, and the page redirects), the label
 * of site-spec §3 in the caller's language, the avatar's address (null when no avatar service is
 * configured: the page draws an identicon from the id), the count of public stuffs in the game asked
 * (not hidden by a moderator), whether they were active in the last `ONLINE_MINUTES`, and their level
 * and badges (gamification). Never the e-mail, nor a hash of it but inside `avatar_url`.
 */
export const PublicMember = PublicUser.extend({
  slug: z.string(),
  label: z.string(),
  avatar_url: z.string().nullable(),
  public_stuffs: z.number().int(),
  online: flag,
  level: z.number().int(),
  /** Oldest first. */
  badges: z.array(EarnedBadge),
  /** The member shares their workshop (craft mode `public`, contract/crafts.ts): the profile links to it. */
  workshop_public: flag,
});
export type PublicMember = z.infer<typeof PublicMember>;

/** A member is online when seen within these minutes (activity stored in the database). */
export const ONLINE_MINUTES = 5;
export const MEMBER_SORTS = ['name', 'registration'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_PAGE_SIZE = 20;
export const MEMBER_SEARCH_MAX = NAME_MAX;

/** The game whose public stuffs are counted (default: the host's site). */
export const MemberQuery = z.object({ game: Game.optional() });

/** One row of the member list. */
export const MemberSummary = PublicMember.pick({
  id: true,
  name: true,
  slug: true,
  label: true,
  avatar_url: true,
  created_at: true,
  public_stuffs: true,
  online: true,
});
export type MemberSummary = z.infer<typeof MemberSummary>;

/**
 * The member list (`communaute/membres`): `search` in the nickname, `sort` by name (A→Z by default)
 * or registration (newest first by default), `order` to reverse, `online` for members seen in the
 * last `ONLINE_MINUTES`. Banned members are not listed.
 */
export const MemberListQuery = z.object({
  search: z.string().trim().max(MEMBER_SEARCH_MAX).optional(),
  sort: z.enum(MEMBER_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
  online: QueryFlag.optional(),
  page: decimalInt(1, 100_000).default(1),
});
export type MemberListQuery = z.input<typeof MemberListQuery>;
export const MemberListResponse = paginated(MemberSummary);
export type MemberListResponse = z.infer<typeof MemberListResponse>;

/**
 * The member's news (`membre/{userSlug}`): what they did publicly, newest first — a stuff made
 * public (`stuff`, dated when it first became public), a guide published (`guide`: a public stuff
 * with a text, dated when the guide was first published; such a stuff is one `guide` entry, not also a
 * `stuff` one) and a badge earned (`badge`). Derived from the stored stuffs, awards and badges: a
 * stuff shows only while it is public and not hidden by a moderator, in the game asked (default the
 * host's); a banned member has no news.
 */
export const MEMBER_NEWS_PAGE_SIZE = 10;
export const MemberNewsStuff = StuffSummary.pick({ id: true, slug: true, game: true, name: true, character_class: true, character_gender: true, character_level: true, level: true });
export const MemberNewsEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stuff'), at: z.string(), stuff: MemberNewsStuff }),
  z.object({ kind: z.literal('guide'), at: z.string(), stuff: MemberNewsStuff }),
  z.object({ kind: z.literal('badge'), at: z.string(), badge: Badge }),
]);
export type MemberNewsEntry = z.infer<typeof MemberNewsEntry>;
export const MemberNewsQuery = MemberQuery.extend({ page: decimalInt(1, 10_000).default(1) });
export const MemberNewsResponse = paginated(MemberNewsEntry);
export type MemberNewsResponse = z.infer<typeof MemberNewsResponse>;

/** A profile visit: counted once per visitor (member, else anonymous visitor) per UTC day; one's own page is not counted. */
export const VisitResponse = z.object({ visits: z.number().int() });

export const membersRoutes = {
  /** `GET /api/users/retro` (site-spec §7): registered once per game, as `/api/users/:id` holds the same place. */
  list: defineRoute({ method: 'GET', path: '/api/users/:game', params: z.object({ game: Game }), query: MemberListQuery, response: MemberListResponse }),
  visit: defineRoute({ method: 'POST', path: '/api/users/:id/visit', params: z.object({ id: UserId }), response: VisitResponse }),
  news: defineRoute({ method: 'GET', path: '/api/users/:id/news', params: z.object({ id: UserId }), query: MemberNewsQuery, response: MemberNewsResponse }),
};

export const usersRoutes = {
  register: defineRoute({ method: 'POST', path: '/api/users', body: RegisterBody, response: Done.extend({ user: SelfUser }) }),
  authenticated: defineRoute({ method: 'GET', path: '/api/users/authenticated', response: SelfUser }),
  byId: defineRoute({ method: 'GET', path: '/api/users/:id', params: z.object({ id: UserId }), query: MemberQuery, response: PublicMember }),
  /** By slug, nickname (any case) or a former slug: the answer's `slug` is the current one. */
  byName: defineRoute({
    method: 'GET',
    path: '/api/users/name/:name',
    params: z.object({ name: z.string().min(1).max(100) }),
    query: MemberQuery,
    response: PublicMember,
  }),
  settings: defineRoute({ method: 'PUT', path: '/api/users', body: SettingsBody, response: Session }),
  profile: defineRoute({ method: 'PUT', path: '/api/users/profil', body: ProfileBody, response: SelfUser }),
  remove: defineRoute({ method: 'DELETE', path: '/api/users', body: DeleteAccountBody, response: Done }),
  activateAccount: defineRoute({ method: 'PUT', path: '/api/users/activate-account', body: TokenBody, response: Done }),
  activationMail: defineRoute({ method: 'PUT', path: '/api/users/activation-mail', body: EmailBody, response: Done }),
  resetPasswordMail: defineRoute({ method: 'PUT', path: '/api/users/reset-password-mail', body: EmailBody, response: Done }),
  resetPasswordCheck: defineRoute({ method: 'PUT', path: '/api/users/reset-password-check', body: TokenBody, response: Done }),
  resetPasswordConfirm: defineRoute({ method: 'PUT', path: '/api/users/reset-password-confirm', body: ResetPasswordBody, response: Done }),
  confirmEmailMail: defineRoute({ method: 'PUT', path: '/api/users/confirm-email-mail', body: NewEmailBody, response: Done }),
  confirmEmail: defineRoute({ method: 'PUT', path: '/api/users/confirm-email', body: TokenBody, response: Done }),
};
