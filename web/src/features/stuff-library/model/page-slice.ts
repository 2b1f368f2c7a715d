/** One page of a list held whole (a member's public stuffs come in one answer). Pure. */
export interface PageSlice<T> {
  rows: T[];
  page: number;
  pages: number;
}

export function pageSlice<T>(rows: readonly T[], page: number, size: number): PageSlice<T> {
  const pages = Math.ceil(rows.length / size);
  const shown = Math.min(Math.max(1, page), Math.max(1, pages));
  return { rows: rows.slice((shown - 1) * size, shown * size), page: shown, pages };
}
