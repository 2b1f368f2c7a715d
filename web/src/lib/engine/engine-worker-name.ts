/**
 * The engine worker's name says which catalogue it loads as it starts (issue 23): a worker created
 * for a builder page (the early start, `web/src/engine-start.ts`) is named `tofulab-engine@<variant>`
 * and loads that variant's catalogue and engine at once, before the page's first call reaches it;
 * any other (`tofulab-engine`, the Panominator pool's) waits for its calls. When the page names its
 * catalogue's current memory image (`data-catalog`, server/src/web.ts), the name carries it too
 * (`tofulab-engine@<variant>@<representation>`): a stored copy of it is read without asking the
 * server. A draft page's worker, whose page hands it its kernels and that stored copy
 * (`engine-handover.ts`), ends with `@handed`. Imports nothing (the early start loads it before the app's code), and starts no worker
 * (the worker imports it).
 */
export const ENGINE_WORKER_NAME = 'tofulab-engine';

const PREFIX = `${ENGINE_WORKER_NAME}@`;

/** What a worker's name ends with when its page hands it its kernels and stored catalogue (`engine-handover.ts`). */
const HANDED = 'handed';

/**
 * The name of a worker that loads `variant`'s catalogue as it starts (`representation`: the page's
 * current one); `handed`: its page hands it the kernels and the stored copy (`engine-handover.ts`).
 */
export function engineWorkerName(variant: string, representation?: string, handed = false): string {
  const name = representation || handed ? `${PREFIX}${variant}@${representation ?? ''}` : `${PREFIX}${variant}`;
  return handed ? `${name}@${HANDED}` : name;
}

/** What a worker named `name` is told to load as it starts (the worker checks it is a variant), if anything. */
export function catalogueNamedBy(name: string): string | undefined {
  if (!name.startsWith(PREFIX)) return undefined;
  const variant = name.slice(PREFIX.length).split('@')[0];
  return variant === '' ? undefined : variant;
}

/** The current memory image of its catalogue that a worker's page named, if any. */
export function catalogueRepresentationNamedBy(name: string): string | undefined {
  if (catalogueNamedBy(name) === undefined) return undefined;
  const representation = name.slice(PREFIX.length).split('@')[1];
  return representation ? representation : undefined;
}

/** Whether a worker named `name` is handed its kernels and stored catalogue by its page (it waits for them). */
export function handedOverBy(name: string): boolean {
  return catalogueNamedBy(name) !== undefined && name.slice(PREFIX.length).split('@')[2] === HANDED;
}
