#!/usr/bin/env bash
# Builds @tofulab/engine: AssemblyScript constants from the TS tables, the WASM kernels, then the
# typed wrapper with its declarations, all into engine/dist/.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx engine/scripts/gen-assembly-constants.ts
npx asc --config asconfig.json --target release
npx tsc -p engine/tsconfig.build.json
