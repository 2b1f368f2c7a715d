#!/usr/bin/env bash
# Builds @tofulab/engine: AssemblyScript constants from the TS tables, the WASM kernels, then the
# typed wrapper with its declarations, all into engine/dist/.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx engine/scripts/gen-assembly-constants.ts
npx asc --config asconfig.json --target release
rm -rf engine/dist/types engine/dist/chunks engine/dist/*.js engine/dist/*.d.ts
node engine/scripts/bundle.mjs
npx tsc -p engine/tsconfig.build.json
