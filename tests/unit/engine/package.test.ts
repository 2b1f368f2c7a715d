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
const stuff = { classId: 8, level: 20, items: { ch: 2411, am: 2425, ar: 2416 } };
const sheet = engine.computeStats(stuff);
const weapon = engine.weaponDamage(stuff);
const code = engine.encodeStufferCode(stuff);
const decoded = engine.decodeStufferCode('https://retro.dofusbook.net/desktop/fr/equipement/dofus-stuffer/objets?stuff=' + encodeURIComponent(code));
let error = null;
try { engine.computeStats({ ...stuff, level: 0 }); } catch (e) { error = { name: e.name, code: e.code, field: e.field }; }
console.log(JSON.stringify({
  strength: sheet.parts.strength, sets: sheet.sets, hp: sheet.stats.hp, capital: sheet.capital.available,
  weaponLines: weapon.lines.length, crit: weapon.criticalRate,
  conditions: engine.checkConditions(stuff).length, rules: engine.checkSlotRules(stuff).length,
  decodedItems: decoded.items, decodedLevel: decoded.level, error,
}));`,
    );
    const output = JSON.parse(execFileSync('node', ['use.mjs'], { cwd: workDir, encoding: 'utf8' }));
    expect(output).toMatchObject({
      // Coiffe 40 + Amulette 10 strength, Gobball hammer 2416 adds 0; three pieces: the 3-piece bonus.
      sets: [{ setId: 1, count: 3 }],
      capital: 95,
      conditions: 0,
      rules: 0,
      decodedItems: { ch: 2411, am: 2425, ar: 2416 },
      decodedLevel: 20,
      error: { name: 'EngineInputError', code: 'invalid_level', field: 'level' },
    });
    expect(output.strength).toMatchObject({ base: 0, scroll: 0, items: 50 });
    expect(output.weaponLines).toBeGreaterThan(0);
    expect(output.crit).toBeTruthy();
    expect(existsSync(join(workDir, 'node_modules/@tofulab/engine/dist/types/engine/src/index.d.ts'))).toBe(true);
  });
});
