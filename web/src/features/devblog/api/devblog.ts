/**
 * The devblog's calls (contract/devblog.ts): the pages of posts, one post, and the admin's writes
 * and preview. Keys hold the language (the server answers each post in it) and whether the reader
 * is an admin (who also gets drafts and the markdown); a write refreshes every devblog entry.
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '#contract/common';
import { devblogRoutes, type DevblogPost, type DevblogPostBody } from '#contract/devblog';
import { apiCall, apiSend } from '#web/lib/api-client.ts';
import { markNewsRead } from '../model/news-read.ts';

export const devblogKeys = {
  all: ['devblog'] as const,
  page: (lang: Lang, admin: boolean, page: number, size: number, drafts: boolean) => ['devblog', lang, admin, 'page', page, size, drafts] as const,
  post: (lang: Lang, admin: boolean, id: number) => ['devblog', lang, admin, 'post', id] as const,
};

export function devblogPageQueryOptions(lang: Lang, admin: boolean, page: number, size: number, drafts = false) {
  return queryOptions({
    queryKey: devblogKeys.page(lang, admin, page, size, drafts),
    queryFn: ({ signal }) => apiCall(devblogRoutes.list, {}, { signal, query: { page, size, ...(drafts ? { drafts: 'true' } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function devblogPostQueryOptions(lang: Lang, admin: boolean, id: number) {
  return queryOptions({
    queryKey: devblogKeys.post(lang, admin, id),
    queryFn: ({ signal }) => apiCall(devblogRoutes.get, { id }, { signal }),
  });
}

export async function saveDevblogPost(queryClient: QueryClient, id: number | undefined, body: DevblogPostBody): Promise<DevblogPost> {
  const saved = id === undefined ? await apiSend(devblogRoutes.create, {}, body) : await apiSend(devblogRoutes.update, { id }, body);
  // The author has read what they publish: the news modal does not offer it to them (marked before
  // the lists are read again, which the news modal follows).
  if (saved.published) markNewsRead(saved.id);
  await queryClient.invalidateQueries({ queryKey: devblogKeys.all });
  return saved;
}

export async function removeDevblogPost(queryClient: QueryClient, id: number): Promise<void> {
  await apiSend(devblogRoutes.remove, { id }, undefined);
  await queryClient.invalidateQueries({ queryKey: devblogKeys.all });
}

export async function previewDevblog(markdown: string): Promise<string> {
  return (await apiSend(devblogRoutes.preview, {}, { markdown })).html;
}
