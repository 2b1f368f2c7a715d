/**
 * The engine as other tools get it: `npm pack`, install the tarball in a folder outside the
 * repository, and use it from a plain Node script (no TypeScript, no bundler).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATA_DIR, REPO_ROOT } from '../../support/catalogs.ts';

const engineDir = resolve(REPO_ROOT, 'engine');
const built = existsSync(join(engineDir, 'dist/index.js')) && existsSync(join(engineDir, 'dist/tofulab-engine.wasm'));
const workDir = mkdtempSync(join(tmpdir(), 'tofulab-engine-package-'));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe.skipIf(!built)('the @tofulab/engine package (needs npm run build:engine)', () => {
  it('packs, installs outside the repository and computes a sheet from plain Node', () => {
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', workDir], { cwd: engineDir, encoding: 'utf8' }).trim().split('\n').pop()!;
    writeFileSync(join(workDir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', join(workDir, tarball)], { cwd: workDir, stdio: 'pipe' });
    writeFileSync(
      join(workDir, 'use.mjs'),
      `import { createEngine } from '@tofulab/engine';
import { loadCatalog } from '@tofulab/engine/node';
const catalog = await loadCatalog(${JSON.stringify(FIXTURE_DATA_DIR)}, 'retro');
const engine = await createEngine({ variant: 'retro', catalog });
const sheet = engine.computeStats({ classId: 8, level: 20, items: { ch: 2411, am: 2425 } });
console.log(JSON.stringify({ strength: sheet.parts.strength, sets: sheet.sets, hp: sheet.stats.hp }));`,
    );
    const output = JSON.parse(execFileSync('node', ['use.mjs'], { cwd: workDir, encoding: 'utf8' }));
    expect(output).toEqual({
      strength: { base: 0, scroll: 0, items: 50, set: 5, forgemagie: 0, boost: 0, total: 55 },
      sets: [{ setId: 1, count: 2 }],
      hp: 150,
    });
    expect(existsSync(join(workDir, 'node_modules/@tofulab/engine/dist/index.d.ts'))).toBe(true);
  });
});
