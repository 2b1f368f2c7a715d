/**
 * The catalogue routes' paths (contract/catalog.ts `catalogRoutes`), without their schemas: the
 * engine worker builds its URLs from them without loading zod (issue 23: zod was most of the worker's
 * script, parsed before the catalogue could be asked for).
 */
import { definePath } from './route.ts';

export const catalogPaths = {
  get: definePath('/api/catalog/:game'),
  binary: definePath('/api/catalog/:game/binary'),
  image: definePath('/api/catalog/:game/image'),
};

/**
 * The catalogue's encodings and how their entity tags are written: `"<representation>"` for the
 * identity, `"<representation>-<encoding>"` for the others, `-fast` after it for the quick encoding
 * served while the best one is built (server/src/modules/catalog/routes.ts). Every one decodes to the
 * same bytes.
 */
export const CATALOG_ENCODINGS = ['br', 'gzip', 'identity'] as const;

export function catalogEtag(representation: string, encoding: (typeof CATALOG_ENCODINGS)[number], fast = false): string {
  return encoding === 'identity' ? `"${representation}"` : `"${representation}-${encoding}${fast ? '-fast' : ''}"`;
}

/**
 * Whether `etag` (a stored copy's) is one of the tags of `representation` in any encoding: the page
 * names the current representation of its catalogue (issue 23, `data-catalog` on a builder page's
 * <html>), and a stored copy of it needs no revalidation.
 */
export function etagOfRepresentation(etag: string | null | undefined, representation: string): boolean {
  if (!etag || representation === '') return false;
  const bare = etag.startsWith('W/') ? etag.slice(2) : etag;
  if (!bare.startsWith(`"${representation}`) || !bare.endsWith('"')) return false;
  const rest = bare.slice(representation.length + 1, -1);
  return rest === '' || CATALOG_ENCODINGS.some((encoding) => encoding !== 'identity' && (rest === `-${encoding}` || rest === `-${encoding}-fast`));
}
