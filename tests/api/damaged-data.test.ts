/**
 * Issue 12, the damaged-data matrix: each kind of damage to a game's files is refused with a
 * message naming file and line; the damaged game keeps serving its last good import (or, with
 * none, is reported unavailable), the other game serves normally, and /api/health says which game
 * failed and why. Most cases leave manifest.json unchanged: the old importer never noticed those.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponse } from '#contract/health';
import { createHarness, describeEachDatabase, FIXTURES_DIR, REPO_ROOT, type Harness } from './support/harness.ts';

const ITEMS = 'retro/items.json';
/** Lines of the fixture's retro/items.json: `[` on line 1, one record per line, `]` on line 23. */
const LINE_OF = { 2411: 6, 2414: 7, 2419: 8, 2422: 9, 2425: 10, 2428: 11 } as const;

function editLines(dir: string, file: string, edit: (lines: string[]) => string[]): void {
  const full = path.join(dir, file);
  writeFileSync(full, edit(readFileSync(full, 'utf8').split('\n')).join('\n'));
}

function editLine(dir: string, file: string, line: number, edit: (text: string) => string): void {
  editLines(dir, file, (lines) => lines.map((text, index) => (index === line - 1 ? edit(text) : text)));
}

interface DamageCase {
  name: string;
  damage: (dir: string) => void;
  /** The problem reported, `file:line: …`. */
  problem: RegExp;
}

const CASES: DamageCase[] = [
  {
    name: 'a wrong field type ("level":"high")',
    damage: (dir) => editLine(dir, ITEMS, LINE_OF[2411], (text) => text.replace('"level":10,', '"level":"high",')),
    problem: /^retro\/items\.json:6: record 5 \(id 2411\): level: expected number, got "high"$/,
  },
  {
    name: 'a wrong recipe ("recipe":"r")',
    damage: (dir) => editLine(dir, ITEMS, LINE_OF[2414], (text) => text.replace(/"recipe":\[[^\]]*\]/, '"recipe":"r"')),
    problem: /^retro\/items\.json:7: record 6 \(id 2414\): recipe: expected array, got "r"$/,
  },
  {
    name: 'a null record',
    damage: (dir) => editLine(dir, ITEMS, LINE_OF[2419], () => 'null,'),
    problem: /^retro\/items\.json:8: record 7: record: expected object, got null$/,
  },
  {
    name: 'a null effect',
    damage: (dir) => editLine(dir, ITEMS, LINE_OF[2422], (text) => text.replace('"effects":[', '"effects":[null,')),
    problem: /^retro\/items\.json:9: record 8 \(id 2422\): effects\.0: expected object, got null$/,
  },
  {
    name: 'invalid UTF-8',
    damage: (dir) => {
      const full = path.join(dir, ITEMS);
      const text = readFileSync(full, 'utf8');
      // Inside the first name of item 2425 (line 10).
      const at = Buffer.byteLength(text.slice(0, text.indexOf('{"id":2425') + '{"id":2425,"names":{"fr":"'.length));
      const bytes = Buffer.from(text);
      writeFileSync(full, Buffer.concat([bytes.subarray(0, at), Buffer.from([0xe0, 0x28]), bytes.subarray(at)]));
    },
    problem: /^retro\/items\.json:10: invalid UTF-8 at byte \d+ \(0xe0\)$/,
  },
  {
    name: 'a file cut inside a record',
    damage: (dir) => editLines(dir, ITEMS, (lines) => [...lines.slice(0, LINE_OF[2428] - 1), lines[LINE_OF[2428] - 1]!.slice(0, 80)]),
    problem: /^retro\/items\.json:11: not valid JSON, column \d+: /,
  },
  {
    name: 'a file cut between records, closed again',
    damage: (dir) =>
      editLines(dir, ITEMS, (lines) => [...lines.slice(0, LINE_OF[2428] - 1), lines[LINE_OF[2428] - 1]!.replace(/,$/, ''), ']', '']),
    problem: /^retro\/items\.json:12: 10 records, manifest\.json says 21 \(file cut short or records added\?\)$/,
  },
  {
    name: 'a count that is not the manifest’s (manifest changed)',
    damage: (dir) => {
      const file = path.join(dir, 'retro/manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      manifest.counts['weapons.json'] = 7;
      writeFileSync(file, JSON.stringify(manifest, null, 1));
    },
    problem: /^retro\/weapons\.json:8: 6 records, manifest\.json says 7 /,
  },
  {
    name: 'a sha256 sum that is not the manifest’s',
    damage: (dir) => {
      const file = path.join(dir, 'retro/manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      manifest.sha256 = { 'sets.json': '0'.repeat(64) };
      writeFileSync(file, JSON.stringify(manifest, null, 1));
    },
    problem: /^retro\/sets\.json:1: sha256 is [0-9a-f]{64}, manifest\.json says 0{64}$/,
  },
];

describeEachDatabase('damaged game data', (dialect) => {
  let harness: Harness;
  let goodDir: string;

  beforeAll(async () => {
    harness = await createHarness(dialect);
    goodDir = path.join(harness.tmp, 'good');
    cpSync(FIXTURES_DIR, goodDir, { recursive: true });
  });
  afterAll(() => harness?.close());

  const get = (url: string) => harness.app.inject({ method: 'GET', url });
  const health = async () => HealthResponse.parse((await get('/api/health')).json());

  it.each(CASES)('$name: refused with file and line, the last good import and the other game still served', async ({ damage, problem }) => {
    const dir = mkdtempSync(path.join(harness.tmp, 'damaged-'));
    cpSync(FIXTURES_DIR, dir, { recursive: true });
    damage(dir);
    const results = await harness.importFrom(dir);
    const retro = results.find((result) => result.game === 'retro')!;
    expect(retro.status).toBe('failed');
    expect(retro.problems).toHaveLength(1);
    expect(retro.problems![0]).toMatch(problem);
    expect(results.find((result) => result.game === 'dofus')?.status).toBe('skipped');

    // The last good import, through the routes that used to answer 500 forever.
    for (const url of [
      '/api/items/retro/2411',
      '/api/items/retro/stuff/2411-2414',
      '/api/items/retro/search/all?text=bouftou',
      '/api/catalog/retro',
      '/api/items/dofus/search/all',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect((await get('/api/items/retro/2411')).json().name.fr).toBe('Coiffe du Bouftou');
    const report = await health();
    expect(report.status).toBe('degraded');
    expect(report.games.find((game) => game.game === 'dofus')).toMatchObject({ status: 'ok' });
    const retroHealth = report.games.find((game) => game.game === 'retro')!;
    expect(retroHealth.status).toBe('stale');
    expect(retroHealth.version).toMatch(/^[0-9a-f]{16}$/);
    expect(retroHealth.error?.total).toBe(1);
    expect(retroHealth.error?.problems[0]).toMatch(problem);

    // The good data back: nothing to import again, and the failure is forgotten.
    const back = await harness.importFrom(goodDir);
    expect(back.map((result) => result.status)).toEqual(['skipped', 'skipped']);
    expect((await health()).status).toBe('ok');
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists every problem of a file, each with its line', async () => {
    const dir = mkdtempSync(path.join(harness.tmp, 'damaged-'));
    cpSync(FIXTURES_DIR, dir, { recursive: true });
    editLine(dir, ITEMS, LINE_OF[2411], (text) => text.replace('"level":10,', '"level":"high",'));
    editLine(dir, ITEMS, LINE_OF[2425], (text) => text.replace('{"id":2425,', '{"id":"2425",'));
    const [, retro] = await harness.importFrom(dir);
    expect(retro?.problems).toEqual([
      expect.stringMatching(/^retro\/items\.json:6: /),
      expect.stringMatching(/^retro\/items\.json:10: record 9 \(id "2425"\): id: expected number, got "2425"$/),
    ]);
    await harness.importFrom(goodDir);
  });

  it('imports changed bytes under an unchanged manifest when they are valid (the old importer skipped them)', async () => {
    const dir = mkdtempSync(path.join(harness.tmp, 'changed-'));
    cpSync(FIXTURES_DIR, dir, { recursive: true });
    editLine(dir, ITEMS, LINE_OF[2411], (text) => text.replace('"fr":"Coiffe du Bouftou"', '"fr":"Coiffe du Bouftou royal"'));
    const results = await harness.importFrom(dir);
    expect(results.map((result) => [result.game, result.status])).toEqual([
      ['dofus', 'skipped'],
      ['retro', 'imported'],
    ]);
    expect((await get('/api/items/retro/2411')).json().name.fr).toBe('Coiffe du Bouftou royal');
    await harness.importFrom(goodDir);
    expect((await get('/api/items/retro/2411')).json().name.fr).toBe('Coiffe du Bouftou');
  });
});

describeEachDatabase('damaged game data without a previous import', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    const tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-damaged-'));
    const dir = path.join(tmp, 'data');
    cpSync(FIXTURES_DIR, dir, { recursive: true });
    editLine(dir, ITEMS, LINE_OF[2411], (text) => text.replace('"level":10,', '"level":"high",'));
    harness = await createHarness(dialect, { dataDir: dir });
    rmSync(tmp, { recursive: true, force: true });
  });
  afterAll(() => harness?.close());

  it('reports the game unavailable and serves the other', async () => {
    expect(harness.imports.map((result) => [result.game, result.status])).toEqual([
      ['dofus', 'imported'],
      ['retro', 'failed'],
    ]);
    const report = HealthResponse.parse((await harness.app.inject({ url: '/api/health' })).json());
    expect(report.status).toBe('degraded');
    const retro = report.games.find((game) => game.game === 'retro')!;
    expect(retro.status).toBe('unavailable');
    expect(retro.version).toBeUndefined();
    expect(retro.error?.problems[0]).toMatch(/^retro\/items\.json:6: /);
    expect((await harness.app.inject({ url: '/api/catalog/retro' })).statusCode).toBe(404);
    expect((await harness.app.inject({ url: '/api/catalog/dofus' })).statusCode).toBe(200);
  });
});

/** Runs a server entry point with tsx until `done` says so or it exits; returns its output and exit code. */
function run(
  script: string,
  env: Record<string, string>,
  done: (output: string) => boolean = () => false,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: REPO_ROOT,
      // On the SQLite file given (an empty DATABASE_URL means unset): never the test run's PostgreSQL.
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not finish:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (done(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('start-up and the import command with one game damaged', () => {
  let tmp: string;
  let dataDir: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-startup-'));
    dataDir = path.join(tmp, 'data');
    cpSync(FIXTURES_DIR, dataDir, { recursive: true });
    editLine(dataDir, ITEMS, LINE_OF[2414], (text) => text.replace(/"recipe":\[[^\]]*\]/, '"recipe":"r"'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('the server starts, logs the refused game with its problem, and serves the other', async () => {
    const { output } = await run(
      'server/src/main.ts',
      { DATA_DIR: dataDir, SQLITE_FILE: path.join(tmp, 'server.sqlite'), PORT: '0', WEB_DIR: path.join(tmp, 'no-web'), LOG_LEVEL: 'info' },
      (text) => text.includes('Server listening'),
    );
    expect(output).toContain('Server listening');
    expect(output).not.toContain('start-up failed');
    const refused = output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; game?: string; problems?: string[] })
      .find((line) => line.game === 'retro' && line.level === 50);
    expect(refused?.problems?.[0]).toMatch(/^retro\/items\.json:7: record 6 \(id 2414\): recipe: /);
  });

  it('npm run import:data imports the good game, names the problem and exits 1', async () => {
    const { code, output } = await run('server/src/import/cli.ts', { DATA_DIR: dataDir, SQLITE_FILE: path.join(tmp, 'cli.sqlite') });
    expect(code).toBe(1);
    expect(output).toMatch(/retro: data refused \(1 problem\(s\)\)/);
    expect(output).toMatch(/ {2}retro\/items\.json:7: record 6 \(id 2414\): recipe: expected array, got "r"/);
    expect(output).toMatch(/"game":"dofus","status":"imported"/);
  });
});
