/**
 * The member's folders (site-spec §3 Folder, §7: GET/POST/PUT/DELETE /api/folders). Every write
 * answers the whole updated collection, which becomes the cached list at once; the stuff lists
 * (folder names, counts) are refreshed by the caller.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { foldersRoutes, type Folder } from '#contract/folders';
import { apiCall, apiSend } from '#web/lib/api-client.ts';

/** site-spec §9: the menus show the first 10 folders. */
export const MENU_FOLDERS = 10;

export const folderKeys = {
  all: ['folders'] as const,
};

/** The member's folders, by name (a member's only: cleared on logout). */
export function foldersQueryOptions() {
  return queryOptions({
    queryKey: folderKeys.all,
    queryFn: ({ signal }) => apiCall(foldersRoutes.list, {}, { signal }).then((answer) => answer.rows),
  });
}

export interface FolderFields {
  name: string;
  /** An item id whose picture stands for the folder; null for none; left out: unchanged. */
  avatar?: number | null;
}

function stored(queryClient: QueryClient, rows: Folder[]): Folder[] {
  queryClient.setQueryData(folderKeys.all, rows);
  return rows;
}

export async function createFolder(queryClient: QueryClient, fields: FolderFields): Promise<Folder[]> {
  return stored(queryClient, (await apiSend(foldersRoutes.create, {}, fields)).rows);
}

export async function updateFolder(queryClient: QueryClient, folderId: number, fields: FolderFields): Promise<Folder[]> {
  return stored(queryClient, (await apiSend(foldersRoutes.update, { folderId: String(folderId) }, fields)).rows);
}

export async function removeFolder(queryClient: QueryClient, folderId: number): Promise<Folder[]> {
  return stored(queryClient, (await apiSend(foldersRoutes.remove, { folderId: String(folderId) }, undefined)).rows);
}
