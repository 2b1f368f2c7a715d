/**
 * The encoded catalogues of one app: each (game, version, encoding) encoded once and served from
 * memory (`EncodedBodies`), and the slots that bound how many are written at once.
 */
import { encodeCatalogBinary } from '#engine';
import { EncodedBodies, Slots } from '#server/http/encoded-bodies';
import type { CatalogRepository } from './repository.ts';

/** Catalogue answers written at once; the rest wait (at most `HEAVY_QUEUE`, `HEAVY_WAIT_MS` each). */
const HEAVY_SLOTS = 32;
const HEAVY_QUEUE = 512;
const HEAVY_WAIT_MS = 10_000;

/** What the catalogue route keeps between requests: one per app. */
export interface CatalogBodies {
  bodies: EncodedBodies;
  slots: Slots;
}

export interface HeavyLimits {
  slots: number;
  queue: number;
  waitMs: number;
}

export function createCatalogBodies(limits: HeavyLimits = { slots: HEAVY_SLOTS, queue: HEAVY_QUEUE, waitMs: HEAVY_WAIT_MS }): CatalogBodies {
  return { bodies: new EncodedBodies(), slots: new Slots(limits.slots, limits.queue, limits.waitMs) };
}

/** Reads a game's stored catalogue for `EncodedBodies`. */
export function catalogLoader(catalogs: CatalogRepository, game: string) {
  return async () => {
    const row = await catalogs.body(game);
    return row && { version: row.version, body: row.json };
  };
}

/** The key of a game's binary catalogue in `EncodedBodies` (beside the JSON's, keyed by the game). */
export function binaryKey(game: string): string {
  return `${game}:binary`;
}

/**
 * A game's stored catalogue in the engine's binary container, built by the engine's own encoder from
 * the stored JSON text (once per version: `EncodedBodies` keeps it until the next import).
 */
export function binaryCatalogLoader(catalogs: CatalogRepository, game: string) {
  return async () => {
    const row = await catalogs.body(game);
    if (!row) return undefined;
    const { variant, version } = JSON.parse(row.json) as { variant: string; version: string };
    return { version: row.version, body: encodeCatalogBinary({ variant: variant as never, version }, row.json) };
  };
}

/** Encodes every imported catalogue ahead of the first download (start-up, after the import). */
export async function warmCatalogs(games: readonly string[], catalogs: CatalogRepository, { bodies }: CatalogBodies): Promise<void> {
  for (const game of games) {
    const stored = await catalogs.version(game);
    if (!stored) continue;
    await bodies.warm(game, stored.version, catalogLoader(catalogs, game));
    await bodies.warm(binaryKey(game), stored.version, binaryCatalogLoader(catalogs, game));
  }
}
