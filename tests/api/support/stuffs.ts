/** Helpers of the stuff tests: members created directly (activated) and signed in, a draft, calls. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Stuff } from '#contract/stuff';
import { hashPassword } from '#server/modules/auth/passwords';
import { uniqueName } from './accounts.ts';

export interface SignedIn {
  id: number;
  name: string;
  token: string;
  headers: Record<string, string>;
}

let hash: Promise<string> | undefined;

/** A member (role `role`, 50 by default) created with the repository and logged in through the API. */
export async function signedInMember(app: FastifyInstance, options: { role?: number; privacy?: boolean } = {}): Promise<SignedIn> {
  hash ??= hashPassword('stuff-pw');
  const name = uniqueName('Stuffer');
  const created = await app.repos.users.create({
    name,
    email: `${name}@example.test`,
    password_hash: await hash,
    role_id: options.role ?? 50,
    email_verified: 1,
    lang: 'fr',
    privacy_mode: options.privacy === false ? 0 : 1,
  });
  if (!created) throw new Error('member not created');
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: name, password: 'stuff-pw' }, remoteAddress: `10.7.${created.id % 250}.${Math.floor(Math.random() * 250)}` });
  if (response.statusCode !== 200) throw new Error(response.body);
  const token = response.json().token as string;
  return { id: created.id, name, token, headers: { authorization: `Bearer ${token}` } };
}

/** A valid draft of the fixtures' retro data: a Bouftou hat and cloak, some points and scrolls. */
export function draft(overrides: Partial<Stuff> = {}): Stuff {
  return {
    id: 0,
    mode: 'local',
    name: 'Mon stuff terre',
    classId: 8,
    level: 150,
    gender: 0,
    points: { strength: 200 },
    scrolls: { strength: 100, vitality: 50 },
    items: { ch: 2411, ca: 2414 },
    rolls: {},
    forgemagie: {},
    boosts: [],
    ...overrides,
  };
}

export function call(app: FastifyInstance, who: SignedIn | undefined, options: InjectOptions & { lang?: string }) {
  const { lang, ...rest } = options;
  return app.inject({ ...rest, headers: { ...(rest.headers as Record<string, string> | undefined), ...(who?.headers ?? {}), 'x-lang': lang ?? 'en' } });
}
