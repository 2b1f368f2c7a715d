/**
 * The database as the routes see it: `app.repos`, the repositories of the modules, which are the
 * only code that builds SQL and which answer decoded rows. Routes never receive the database itself.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { ActivityRepository } from '../modules/activity/repository.ts';
import { AuthRepository } from '../modules/auth/repository.ts';
import { ReferenceRepository } from '../modules/bootstrap/repository.ts';
import { CatalogRepository } from '../modules/catalog/repository.ts';
import { CraftRepository } from '../modules/crafts/repository.ts';
import { DevblogRepository } from '../modules/devblog/repository.ts';
import { GamificationRepository } from '../modules/gamification/repository.ts';
import { ImportRepository } from '../modules/health/repository.ts';
import { ItemRepository } from '../modules/items/repository.ts';
import { ModerationRepository } from '../modules/moderation/repository.ts';
import { TextSearch } from '../modules/search/text-search.ts';
import { SkinRepository } from '../modules/skins/repository.ts';
import { SetRepository } from '../modules/sets/repository.ts';
import { SpellRepository } from '../modules/spells/repository.ts';
import { StuffRepository } from '../modules/stuffs/repository.ts';
import { MemberRepository } from '../modules/users/member-repository.ts';
import { UserRepository } from '../modules/users/repository.ts';

export interface Repositories {
  items: ItemRepository;
  sets: SetRepository;
  spells: SpellRepository;
  reference: ReferenceRepository;
  imports: ImportRepository;
  catalogs: CatalogRepository;
  users: UserRepository;
  auth: AuthRepository;
  stuffs: StuffRepository;
  members: MemberRepository;
  activity: ActivityRepository;
  devblog: DevblogRepository;
  moderation: ModerationRepository;
  gamification: GamificationRepository;
  crafts: CraftRepository;
  skins: SkinRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

function createRepositories(db: Kysely<Database>): Repositories {
  const textSearch = new TextSearch(db, dialectOf(db));
  const catalogs = new CatalogRepository(db);
  return {
    items: new ItemRepository(db, textSearch),
    sets: new SetRepository(db, textSearch),
    spells: new SpellRepository(db, textSearch),
    reference: new ReferenceRepository(db, catalogs),
    imports: new ImportRepository(db),
    catalogs,
    users: new UserRepository(db),
    auth: new AuthRepository(db),
    stuffs: new StuffRepository(db),
    members: new MemberRepository(db),
    activity: new ActivityRepository(db),
    devblog: new DevblogRepository(db),
    moderation: new ModerationRepository(db),
    gamification: new GamificationRepository(db),
    crafts: new CraftRepository(db),
    skins: new SkinRepository(db),
  };
}

/** Decorates the app (and every plugin in it) with the repositories over `db`. */
export function registerDatabase(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorate('repos', createRepositories(db));
}
