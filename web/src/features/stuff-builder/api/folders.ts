/** The member's folders (GET /api/folders), for the folder choice of a saved stuff. */
import { queryOptions } from '@tanstack/react-query';
import { foldersRoutes } from '#contract/folders';
import { apiCall } from '#web/lib/api-client.ts';

export function memberFoldersQueryOptions() {
  return queryOptions({
    queryKey: ['folders', 'list'] as const,
    queryFn: ({ signal }) => apiCall(foldersRoutes.list, {}, { signal }).then((answer) => answer.rows),
  });
}
