/** A member by the slug of their pages (`membre/{userSlug}`: the member's name), GET /api/users/name/:name. */
import { queryOptions } from '@tanstack/react-query';
import { usersRoutes } from '#contract/users';
import { apiCall } from '#web/lib/api-client.ts';

export function memberBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['users', 'by-name', slug.toLowerCase()] as const,
    queryFn: ({ signal }) => apiCall(usersRoutes.byName, { name: slug }, { signal }),
    retry: false,
    meta: { silent: true },
  });
}
