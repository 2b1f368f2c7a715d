/**
 * The engine worker's name says which catalogue it loads as it starts (issue 23): a worker created
 * for a builder page (the early start, `web/src/engine-start.ts`) is named `tofulab-engine@<variant>`
 * and loads that variant's catalogue and engine at once, before the page's first call reaches it;
 * any other (`tofulab-engine`, the Panominator pool's) waits for its calls. Imports nothing (the
 * early start loads it before the app's code), and starts no worker (the worker imports it).
 */
export const ENGINE_WORKER_NAME = 'tofulab-engine';

const PREFIX = `${ENGINE_WORKER_NAME}@`;

/** The name of a worker that loads `variant`'s catalogue as it starts. */
export function engineWorkerName(variant: string): string {
  return `${PREFIX}${variant}`;
}

/** What a worker named `name` is told to load as it starts (the worker checks it is a variant), if anything. */
export function catalogueNamedBy(name: string): string | undefined {
  return name.startsWith(PREFIX) && name.length > PREFIX.length ? name.slice(PREFIX.length) : undefined;
}
