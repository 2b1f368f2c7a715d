/**
 * The member's cached data (site-spec §4), what app/member-data.ts loads and forgets around the
 * session: a chunk of its own (issue 23), loaded once a member signs in (visitors never download it).
 */
import type { QueryClient } from '@tanstack/react-query';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { favoriteKeys, favoritesQueryOptions } from '#web/entities/favorite/api/favorites.ts';
import { folderKeys, foldersQueryOptions } from '#web/entities/folder/api/folders.ts';
import { liveKeys } from '#web/entities/live/api/live-data.ts';
import { ownStuffsQueryOptions, stuffKeys } from '#web/entities/stuff/api/stuffs.ts';
import { craftKeys, ownWorkshopQueryOptions } from '#web/entities/craft/api/crafts.ts';
import { skinKeys } from '#web/entities/skin/api/skins.ts';

export function prefetchMemberData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(favoritesQueryOptions(SITE_VARIANT));
  void queryClient.prefetchQuery(foldersQueryOptions());
  void queryClient.prefetchQuery(ownStuffsQueryOptions(SITE_VARIANT));
  void queryClient.prefetchQuery(ownWorkshopQueryOptions(SITE_VARIANT));
}

/** Every cached answer that belongs to a member: favourites, folders, workshops, stuff lists and private stuffs, personal searches. */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: favoriteKeys.all });
  queryClient.removeQueries({ queryKey: folderKeys.all });
  queryClient.removeQueries({ queryKey: craftKeys.all });
  queryClient.removeQueries({ queryKey: skinKeys.all });
  queryClient.removeQueries({ queryKey: stuffKeys.lists(SITE_VARIANT) });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'stuffs' && query.queryKey.at(-1) === 'private' });
  // Encyclopedia searches with the member's folders or favourites (their key names the member).
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'items' && query.queryKey.some((part) => typeof part === 'object' && part !== null && 'member' in part) });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'clothes' && query.queryKey.some((part) => typeof part === 'object' && part !== null && 'member' in part) });
  // The member's live data (it carries their notification); the visitor's entry stays.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === liveKeys.all[0] && query.queryKey[2] !== liveKeys.data(null)[2] });
}
