/**
 * Creating an activated member outside the site (`npm run user:create`: how the first admin is
 * made), by the same rules as registration (site-spec §5) and with the same password hashing.
 */
import { parseArgs } from 'node:util';
import { Email, NewPassword, ROLES, UserName } from '#contract/users';
import { translate, type MessageKey } from '#server/i18n/messages';
import { hashPassword } from '../auth/passwords.ts';
import type { UserRepository } from './repository.ts';

const ROLE_NAMES: Record<string, number> = {
  admin: ROLES.admin,
  moderator: ROLES.moderator,
  'community-manager': ROLES.communityManager,
  user: ROLES.user,
};

export const USAGE = 'usage: npm run user:create -- --name NAME --email EMAIL --password PASSWORD [--role admin|moderator|community-manager|user]';

export class CreateMemberError extends Error {
  override name = 'CreateMemberError';
}

export interface MemberArgs {
  name: string;
  email: string;
  password: string;
  role: number;
}

/** Reads and checks the command line; throws CreateMemberError with what is wrong (in English). */
export function parseMemberArgs(argv: readonly string[]): MemberArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'user' } },
      strict: true,
    }));
  } catch (error) {
    throw new CreateMemberError(`${(error as Error).message}\n${USAGE}`);
  }
  const check = (schema: typeof UserName | typeof Email | typeof NewPassword, value: string | undefined, option: string) => {
    const result = schema.safeParse(value);
    if (!result.success) {
      const key = result.error.issues[0]?.message as MessageKey;
      throw new CreateMemberError(`--${option}: ${translate(key, 'en')}\n${USAGE}`);
    }
    return result.data;
  };
  const role = ROLE_NAMES[values.role ?? 'user'];
  if (role === undefined) throw new CreateMemberError(`--role: one of ${Object.keys(ROLE_NAMES).join(', ')}\n${USAGE}`);
  return {
    name: check(UserName, values.name, 'name'),
    email: check(Email, values.email, 'email').trim(),
    password: check(NewPassword, values.password, 'password'),
    role,
  };
}

export async function createMember(users: UserRepository, args: MemberArgs) {
  if (await users.nameTaken(args.name)) throw new CreateMemberError(`--name: ${translate('nameTaken', 'en')}`);
  if (await users.emailTaken(args.email)) throw new CreateMemberError(`--email: ${translate('emailTaken', 'en')}`);
  const created = await users.create({
    name: args.name,
    email: args.email,
    password_hash: await hashPassword(args.password),
    role_id: args.role,
    email_verified: 1,
    lang: 'fr',
  });
  if (!created) throw new CreateMemberError(translate('nameTaken', 'en'));
  return created;
}
