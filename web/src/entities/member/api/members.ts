/**
 * Public members (issue 18): one member by the slug of their pages (`membre/{userSlug}`: current
 * slug, nickname or former slug; the answer's `slug` is the current one), the member list, and the
 * profile visit, and the member's news. The label comes in the caller's language: the language is part of the keys.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Game, Lang } from '#contract/common';
import { membersRoutes, usersRoutes, type MemberListQuery } from '#contract/users';
import { apiCall, apiSend } from '#web/lib/api-client.ts';

export const memberKeys = {
  all: ['members'] as const,
  bySlug: (game: Game, lang: Lang, slug: string) => ['members', 'by-slug', game, lang, slug.toLowerCase()] as const,
  list: (game: Game, lang: Lang, query: MemberListQuery) => ['members', 'list', game, lang, query] as const,
  news: (game: Game, id: number, page: number) => ['members', 'news', game, id, page] as const,
};

export function memberBySlugQueryOptions(game: Game, lang: Lang, slug: string) {
  return queryOptions({
    queryKey: memberKeys.bySlug(game, lang, slug),
    queryFn: ({ signal }) => apiCall(usersRoutes.byName, { name: slug }, { signal, query: { game } }),
    retry: false,
    meta: { silent: true },
  });
}

export function memberListQueryOptions(game: Game, lang: Lang, query: MemberListQuery) {
  return queryOptions({
    queryKey: memberKeys.list(game, lang, query),
    queryFn: ({ signal }) =>
      apiCall(membersRoutes.list, { game }, { signal, query: { search: query.search, sort: query.sort, order: query.order, online: query.online, page: query.page } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** A page of the member's news (public stuffs, guides, badges earned; newest first) in the game. */
export function memberNewsQueryOptions(game: Game, id: number, page: number) {
  return queryOptions({
    queryKey: memberKeys.news(game, id, page),
    queryFn: ({ signal }) => apiCall(membersRoutes.news, { id }, { signal, query: { game, page } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** Counts a visit of the member's profile (once per visitor a day, server-side); answers the visits. */
export function recordProfileVisit(id: number): Promise<{ visits: number }> {
  return apiSend(membersRoutes.visit, { id }, undefined);
}
