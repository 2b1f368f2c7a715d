/**
 * Where the engine's compiled kernels are (one content-hashed file, the same as the engine's own
 * `new URL(…, import.meta.url)`): the worker fetches them, or a draft page's early start compiles
 * them and hands them over (`engine-handover.ts`). In the early start's classic script, which has
 * no `import.meta`, the build writes the file's path instead (vite.config.ts `classicEngineStart`).
 */
export const KERNELS_URL = new URL('../../../../engine/dist/tofulab-engine.wasm', import.meta.url);
