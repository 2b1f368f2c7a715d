/**
 * The navbar's stuff menus (site-spec §2 shell, §3 navigation stuff, §9): "my stuffs" (by name) and
 * "last modified" (most recent first), at most 10 entries each, each showing 3 tags. Pure.
 */
import type { StuffSummary } from '#contract/stuffs';

/** site-spec §9: folder and stuff menus show at most 10 entries (in two columns). */
export const MENU_STUFFS = 10;
/** site-spec §9: stuff tags shown. */
export const SHOWN_TAGS = 3;

export type StuffMenu = 'mine' | 'recent';

/** The entries of a menu: the member's stuffs by name (`mine`) or last modified first (`recent`). */
export function menuStuffs(rows: readonly StuffSummary[], menu: StuffMenu, max = MENU_STUFFS): StuffSummary[] {
  const sorted = [...rows];
  if (menu === 'mine') sorted.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id);
  else sorted.sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
  return sorted.slice(0, max);
}

/** The tags a stuff shows: its first three. */
export function shownTags(tags: readonly string[]): string[] {
  return tags.slice(0, SHOWN_TAGS);
}

/** Entries split into two columns, filled top to bottom: the first half left. */
export function twoColumns<T>(entries: readonly T[]): [T[], T[]] {
  const half = Math.ceil(entries.length / 2);
  return [entries.slice(0, half), entries.slice(half)];
}
