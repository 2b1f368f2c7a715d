/** The repositories: the only modules that build SQL. Routes receive them through `AppContext`. */
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { ImportRepository } from './imports.ts';
import { ItemRepository } from './items.ts';
import { ReferenceRepository } from './reference.ts';
import { SetRepository } from './sets.ts';
import { SpellRepository } from './spells.ts';
import { TextSearch } from './text-search.ts';

export interface Repositories {
  items: ItemRepository;
  sets: SetRepository;
  spells: SpellRepository;
  reference: ReferenceRepository;
  imports: ImportRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  const textSearch = new TextSearch(db, dialectOf(db));
  return {
    items: new ItemRepository(db, textSearch),
    sets: new SetRepository(db, textSearch),
    spells: new SpellRepository(db, textSearch),
    reference: new ReferenceRepository(db),
    imports: new ImportRepository(db),
  };
}
