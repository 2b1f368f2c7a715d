/**
 * The workshop's filter state in the address (site-spec §2 "filter state is kept per page: workshop
 * (folder, completed)"): `folder` one folder id (none: every craft), `completed` `0` (in progress
 * only: completed crafts hidden) or `1` (completed only); anything else reads as no filter.
 */
import type { WorkshopFilter } from '#web/entities/craft/model/workshop.ts';

export function filterFromParams(params: URLSearchParams): WorkshopFilter {
  const folderText = params.get('folder') ?? '';
  const folder = /^[1-9]\d{0,9}$/.test(folderText) ? Number(folderText) : null;
  const completedText = params.get('completed');
  const completed = completedText === '0' ? 'hide' : completedText === '1' ? 'only' : null;
  return { folder: folder !== null && folder <= 2_147_483_647 ? folder : null, completed };
}

/** The address's query with the filter written in (other parameters kept). */
export function paramsWithFilter(params: URLSearchParams, filter: WorkshopFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.folder === null) next.delete('folder');
  else next.set('folder', String(filter.folder));
  if (filter.completed === null) next.delete('completed');
  else next.set('completed', filter.completed === 'hide' ? '0' : '1');
  return next;
}
