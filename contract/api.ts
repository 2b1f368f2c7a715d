/**
 * Transitional: the web app still imports it; to be removed. The REST contract now lives in one file
 * per resource (common, stats, bootstrap, items, sets, spells, search, catalog, health); import
 * from those.
 */
export * from './common.ts';
export * from './stats.ts';
export * from './bootstrap.ts';
export * from './items.ts';
export * from './sets.ts';
export * from './spells.ts';
export * from './search.ts';
export * from './health.ts';
