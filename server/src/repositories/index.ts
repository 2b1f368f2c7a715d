/** The repositories: the only modules that build SQL. Routes receive them through `AppContext`. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ImportRepository } from './imports.ts';
import { ItemRepository } from './items.ts';
import { ReferenceRepository } from './reference.ts';
import { SetRepository } from './sets.ts';

export interface Repositories {
  items: ItemRepository;
  sets: SetRepository;
  reference: ReferenceRepository;
  imports: ImportRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    items: new ItemRepository(db),
    sets: new SetRepository(db),
    reference: new ReferenceRepository(db),
    imports: new ImportRepository(db),
  };
}
