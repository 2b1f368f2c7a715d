#!/usr/bin/env node
/**
 * After `tsc -p server/tsconfig.build.json`: writes `dist/server/package.json`, whose `imports` are
 * the repository's aliases (`#game/…`, `#contract/…`, `#server/…`, `#engine`) pointed at the
 * compiled `.js` files, so that `node dist/server/server/src/main.js` resolves them as tsx and Vite
 * resolve the sources. `#engine/*` (deep engine paths) and `#web/*` are for tests and the web build
 * only, and are left out.
 *
 * It also copies the engine's kernels (`engine/dist/tofulab-engine.wasm`, built by `build:engine`)
 * beside the compiled engine: `engine/src/wasm.ts` loads them from `../dist/` relative to itself, so
 * without them the built server's stuff writes (checked by the engine) fail with ENOENT.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const imports = {};
for (const [alias, target] of Object.entries(root.imports)) {
  if (alias === '#engine/*' || alias === '#web/*') continue;
  imports[alias] = target.replace(/\.ts$/, '.js');
}
writeFileSync(
  new URL('../dist/server/package.json', import.meta.url),
  `${JSON.stringify({ private: true, type: 'module', imports }, null, 2)}\n`,
);

mkdirSync(new URL('../dist/server/engine/dist/', import.meta.url), { recursive: true });
copyFileSync(new URL('../engine/dist/tofulab-engine.wasm', import.meta.url), new URL('../dist/server/engine/dist/tofulab-engine.wasm', import.meta.url));
