/**
 * The engine worker's engines, one per game, each loaded once (issue 23). A load that fails (the
 * server down) is forgotten, so the next call loads again; so is an engine its loader reports
 * `refused` after it was made: one made from a memory image whose JSON part turned out damaged when
 * it was read (its stored copies dropped), so that the next call loads the catalogue afresh.
 */
export class EngineMemo<K, E> {
  private readonly loads = new Map<K, Promise<E>>();

  constructor(private readonly load: (key: K, refused: () => void) => Promise<E>) {}

  get(key: K): Promise<E> {
    const known = this.loads.get(key);
    if (known) return known;
    let loading: Promise<E> | undefined;
    const forget = () => {
      if (loading !== undefined && this.loads.get(key) === loading) this.loads.delete(key);
    };
    loading = this.load(key, forget);
    loading.catch(forget);
    this.loads.set(key, loading);
    return loading;
  }
}
