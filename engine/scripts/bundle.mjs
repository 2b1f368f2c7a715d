/**
 * The package's JavaScript: `src/index.ts` and `src/node.ts` bundled with the game vocabulary they
 * import from `game/` (the package is self-contained), as ES modules in `dist/` next to the WASM
 * file, which `src/wasm.ts` finds at `../dist/tofulab-engine.wasm` from either place.
 */
import { build } from 'esbuild';

await build({
  entryPoints: { index: 'engine/src/index.ts', node: 'engine/src/node.ts' },
  outdir: 'engine/dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  external: ['node:*'],
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
