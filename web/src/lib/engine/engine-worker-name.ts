/**
 * The engine worker's name says which catalogue it loads as it starts (issue 23): a worker created
 * for a builder page (the early start, `web/src/engine-start.ts`) is named `tofulab-engine@<variant>`
 * and loads that variant's catalogue and engine at once, before the page's first call reaches it;
 * any other (`tofulab-engine`, the Panominator pool's) waits for its calls. Imported by the worker:
 * nothing here may start a worker itself.
 */
import { isVariant, type Variant } from '#game/variants';

export const ENGINE_WORKER_NAME = 'tofulab-engine';

/** The name of a worker that loads `variant`'s catalogue as it starts. */
export function engineWorkerName(variant: Variant): string {
  return `${ENGINE_WORKER_NAME}@${variant}`;
}

/** The variant a worker named `name` loads as it starts, if its name says one. */
export function variantOfEngineWorkerName(name: string): Variant | undefined {
  const prefix = `${ENGINE_WORKER_NAME}@`;
  if (!name.startsWith(prefix)) return undefined;
  const variant = name.slice(prefix.length);
  return isVariant(variant) ? variant : undefined;
}
