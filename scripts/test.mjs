#!/usr/bin/env node
/**
 * `npm test` after the build: type-checks the repository, checks the layer boundaries (eslint) and the
 * web app's first-load budget (issue 23), then runs every vitest project. Suites that
 * need a component this machine lacks (PostgreSQL via DATABASE_URL, Chromium) are skipped by the
 * tests themselves; this script says which, before and after the run, so a skip is never silent.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipped = [];
if (!process.env.DATABASE_URL) skipped.push('API tests on PostgreSQL (set DATABASE_URL=postgres://… to run them)');
if (!existsSync(chromium)) skipped.push(`browser tests (no Chromium at ${chromium}; apt-get install -y chromium)`);
if (!existsSync(new URL('../../shared/data/retro/manifest.json', import.meta.url)) && !process.env.DATA_DIR) {
  skipped.push('tests on the full game data (no ../shared/data; set DATA_DIR)');
}
if (!['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', process.env.NGINX_BIN].some((file) => file && existsSync(file))) {
  skipped.push('the cluster test behind nginx (apt-get install -y nginx)');
}
for (const note of skipped) console.log(`skipping: ${note}`);

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TOFULAB_SKIPPED_SUITES: skipped.join(';') } });

console.log('\n> tsc --noEmit (whole repository)');
const typecheck = run('npx', ['tsc', '-p', 'tsconfig.json']);
if (typecheck.status !== 0) {
  console.log('\n0 passed, 1 failed\ntype errors: see above');
  process.exit(1);
}
console.log('\n> eslint (layer boundaries: eslint.config.js, ARCHITECTURE.md)');
const lint = run('npx', ['eslint', '--max-warnings=0', 'game', 'contract', 'engine/src', 'engine/reference', 'server', 'web/src']);
if (lint.status !== 0) {
  console.log('\n0 passed, 1 failed\nboundary violations: see above');
  process.exit(1);
}
console.log('\n> first-load budget (scripts/first-load-size.mjs: the home of each variant, from Vite\'s manifest)');
const budget = run('node', ['scripts/first-load-size.mjs', '--check']);
if (budget.status !== 0) {
  console.log('\n0 passed, 1 failed\nfirst-load budget: see above');
  process.exit(1);
}
const tests = run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
process.exit(tests.status ?? 1);
