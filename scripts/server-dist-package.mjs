#!/usr/bin/env node
/**
 * After `tsc -p server/tsconfig.build.json`: writes `dist/server/package.json`, whose `imports` are
 * the repository's aliases (`#game/…`, `#contract/…`, `#server/…`, `#engine`) pointed at the
 * compiled `.js` files, so that `node dist/server/server/src/main.js` resolves them as tsx and Vite
 * resolve the sources. `#engine/*` (deep engine paths) and `#web/*` are for tests and the web build
 * only, and are left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';

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
