/**
 * The browser's storages, or undefined where there are none (the server's prerender, workers) or
 * where reading them throws (storage disabled by privacy settings): callers then keep their state
 * for the page only.
 */
export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function browserSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
