/**
 * `npm run bench`: runs every bench/*.bench.ts in its own process, one after the other (so that one
 * benchmark's heap and JIT state cannot colour another's figures), then prints bench/results.json.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();
for (const file of files) {
  console.log(`\n▶ ${file}`);
  execFileSync(process.execPath, ['--import', 'tsx', `${benchDir}${file}`], { stdio: 'inherit' });
}
const rows = JSON.parse(readFileSync(new URL('./results.json', import.meta.url), 'utf8')) as Record<string, unknown>[];
console.log('\nbench/results.json');
console.table(rows);
