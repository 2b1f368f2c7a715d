/**
 * Where a stuff lives depends on its mode, and on nothing else (architecture: "storage adapters
 * are the only difference between modes"). `local` is the visitor's draft in localStorage; the
 * `private` (REST, the member's own) and `public` (REST, read-only) adapters come with the stuff
 * endpoints of the API.
 */
import { Stuff, LOCAL_STUFF_ID, type StuffMode } from '#contract/stuff';
import { newStuffInput } from '#game/stuff';
import { LOCAL_STUFF_KEY } from './local-draft.ts';

export { LOCAL_STUFF_KEY };

export interface StuffStorage {
  readonly mode: StuffMode;
  /** The stored stuff, undefined when there is none. Throws `UnreadableStuffError` after removing a corrupt one. */
  load(): Stuff | undefined;
  save(stuff: Stuff): void;
  /** Called when the stored stuff changes elsewhere (another tab). */
  subscribe(onExternalChange: () => void): () => void;
}

/** builder-spec §4: "If the local draft cannot be read it is removed and the error is rethrown." */
export class UnreadableStuffError extends Error {
  constructor(cause: unknown) {
    super('The stored stuff could not be read and was removed', { cause });
    this.name = 'UnreadableStuffError';
  }
}

export function newLocalStuff(): Stuff {
  return {
    id: LOCAL_STUFF_ID,
    mode: 'local',
    name: '',
    ...newStuffInput(),
  };
}

/** A stored draft's text as a local stuff (whatever id and mode it says); throws when it is not one. */
function parseLocalStuff(raw: string): Stuff {
  return Stuff.parse({ ...JSON.parse(raw), id: LOCAL_STUFF_ID, mode: 'local' });
}

/**
 * The draft as the builder will read it, without touching storage: the new draft when none is stored,
 * undefined when the stored one cannot be read (the builder's own read removes it and says so).
 */
export function peekLocalStuff(storage: Pick<Storage, 'getItem'> = localStorage, key: string = LOCAL_STUFF_KEY): Stuff | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return newLocalStuff();
  try {
    return parseLocalStuff(raw);
  } catch {
    return undefined;
  }
}

export function createLocalStuffStorage(storage: Storage = localStorage, key: string = LOCAL_STUFF_KEY): StuffStorage {
  return {
    mode: 'local',
    load() {
      const raw = storage.getItem(key);
      if (raw === null) return undefined;
      try {
        return parseLocalStuff(raw);
      } catch (error) {
        storage.removeItem(key);
        throw new UnreadableStuffError(error);
      }
    },
    save(stuff) {
      storage.setItem(key, JSON.stringify(stuff));
    },
    subscribe(onExternalChange) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onExternalChange();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
