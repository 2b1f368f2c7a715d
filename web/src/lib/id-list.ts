/** Ids sorted and unique, so that the same set of ids is one URL and one cache entry. */
export function sortedUniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
