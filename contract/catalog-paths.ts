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
