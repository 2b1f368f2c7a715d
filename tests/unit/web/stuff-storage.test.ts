import { describe, expect, it } from 'vitest';
import {
  createLocalStuffStorage,
  LOCAL_STUFF_KEY,
  newLocalStuff,
  peekLocalStuff,
  UnreadableStuffError,
} from '#web/entities/stuff/model/stuff-storage.ts';

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('local stuff storage', () => {
  it('stores the draft under "local-stuff" and reads it back', () => {
    const memory = new MemoryStorage();
    const storage = createLocalStuffStorage(memory);
    expect(storage.load()).toBeUndefined();
    const stuff = { ...newLocalStuff(), classId: 8, level: 57, items: { ch: 2411, am: 2425 } };
    storage.save(stuff);
    expect(JSON.parse(memory.getItem(LOCAL_STUFF_KEY)!)).toMatchObject({ id: 0, mode: 'local', items: { ch: 2411 } });
    expect(storage.load()).toEqual(stuff);
  });

  it('removes a corrupt draft and says so', () => {
    for (const corrupt of ['{not json', '42', JSON.stringify({ ...newLocalStuff(), level: 999 }), JSON.stringify({ items: { zz: 1 } })]) {
      const memory = new MemoryStorage();
      memory.setItem(LOCAL_STUFF_KEY, corrupt);
      expect(() => createLocalStuffStorage(memory).load(), corrupt).toThrow(UnreadableStuffError);
      expect(memory.getItem(LOCAL_STUFF_KEY)).toBeNull();
    }
  });

  it('keeps a local draft local whatever the stored id and mode say', () => {
    const memory = new MemoryStorage();
    memory.setItem(LOCAL_STUFF_KEY, JSON.stringify({ ...newLocalStuff(), id: 99, mode: 'private' }));
    expect(createLocalStuffStorage(memory).load()).toMatchObject({ id: 0, mode: 'local' });
  });

  it('peeks at the draft as the builder will read it, touching nothing: the new draft, the stored one, undefined for a corrupt one (left for the builder to remove and report)', () => {
    const memory = new MemoryStorage();
    expect(peekLocalStuff(memory)).toEqual(newLocalStuff());
    const stuff = { ...newLocalStuff(), classId: 8, level: 57, items: { ch: 2411 } };
    memory.setItem(LOCAL_STUFF_KEY, JSON.stringify({ ...stuff, id: 99, mode: 'private' }));
    expect(peekLocalStuff(memory)).toEqual(createLocalStuffStorage(memory).load());
    expect(peekLocalStuff(memory)).toEqual(stuff);
    for (const corrupt of ['{not json', JSON.stringify({ ...newLocalStuff(), level: 999 })]) {
      memory.setItem(LOCAL_STUFF_KEY, corrupt);
      expect(peekLocalStuff(memory)).toBeUndefined();
      expect(memory.getItem(LOCAL_STUFF_KEY)).toBe(corrupt);
    }
  });
});
