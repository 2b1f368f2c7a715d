/**
 * The first-load budget's computation (scripts/first-load-size.mjs, issue 23) on a small build laid out
 * as Vite writes one: which files count before the home renders, the gzip total, the duplicate check
 * and the failure's list of chunks. The check itself runs on the real build in `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetProblems, duplicatedModules, firstLoadFiles, firstLoadSize, HOME_ROUTE, LANGUAGE_TEXTS, type Manifest } from '../../../scripts/first-load-size.mjs';

const dir = mkdtempSync(join(tmpdir(), 'tofulab-first-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js'], dynamicImports: [HOME_ROUTE, 'src/app/routes/tools.tsx'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  [HOME_ROUTE]: { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'], css: ['assets/home.css'] },
  'src/app/routes/tools.tsx': { file: 'assets/tools.js', isDynamicEntry: true, imports: ['_shared.js', '_charts.js'] },
  '_charts.js': { file: 'assets/charts.js' },
  [LANGUAGE_TEXTS.fr]: { file: 'assets/fr.js', isDynamicEntry: true },
  [LANGUAGE_TEXTS.en]: { file: 'assets/en.js', isDynamicEntry: true },
  [LANGUAGE_TEXTS.es]: { file: 'assets/es.js', isDynamicEntry: true },
};
const html = '<script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">';
/** Text that compresses poorly, so that sizes differ by file. */
const noise = (length: number, seed: number) => Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed * 104729) % 89))).join('');
const contents: Record<string, string> = {
  'theme-init.js': noise(100, 1),
  'assets/index.js': noise(3000, 2),
  'assets/index.css': noise(500, 3),
  'assets/react.js': noise(9000, 4),
  'assets/shared.js': noise(800, 5),
  'assets/shared.css': noise(200, 6),
  'assets/home.js': noise(1200, 7),
  'assets/home.css': noise(300, 8),
  'assets/tools.js': noise(20000, 9),
  'assets/charts.js': noise(50000, 10),
  'assets/fr.js': noise(1000, 11),
  'assets/en.js': noise(1500, 12),
  'assets/es.js': noise(1100, 13),
};
mkdirSync(join(dir, 'assets'));
mkdirSync(join(dir, '.vite'));
writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
writeFileSync(join(dir, 'index.html'), html);
for (const [file, text] of Object.entries(contents)) writeFileSync(join(dir, file), text);
const map = (...sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
writeFileSync(join(dir, 'assets/index.js.map'), map('../../web/src/main.tsx'));
writeFileSync(join(dir, 'assets/react.js.map'), map('../../node_modules/react/index.js', '../../node_modules/react-dom/client.js'));
writeFileSync(join(dir, 'assets/shared.js.map'), map('../../web/src/lib/api-client.ts'));
writeFileSync(join(dir, 'assets/home.js.map'), map('../../web/src/app/routes/home.tsx'));
writeFileSync(join(dir, 'assets/tools.js.map'), map('../../web/src/app/routes/tools.tsx'));
writeFileSync(join(dir, 'assets/charts.js.map'), map('../../node_modules/recharts/index.js'));
for (const lang of ['fr', 'en', 'es']) writeFileSync(join(dir, `assets/${lang}.js.map`), map(`../../web/src/lib/i18n/${lang}.ts`));

const gzip = (file: string) => gzipSync(Buffer.from(contents[file]), { level: 9 }).length;

describe('first-load budget', () => {
  it('counts the page’s own scripts, the entry and the awaited chunks with their static imports and styles, never a lazy route', () => {
    const files = firstLoadFiles(manifest, html, [HOME_ROUTE, LANGUAGE_TEXTS.fr]);
    expect(files.sort()).toEqual(
      ['theme-init.js', 'assets/index.js', 'assets/index.css', 'assets/react.js', 'assets/shared.js', 'assets/shared.css', 'assets/home.js', 'assets/home.css', 'assets/fr.js'].sort(),
    );
  });

  it('adds up the gzipped sizes in the heaviest language, largest file first', () => {
    const size = firstLoadSize(dir);
    expect(size.lang).toBe(['fr', 'en', 'es'].reduce((a, b) => (gzip(`assets/${b}.js`) > gzip(`assets/${a}.js`) ? b : a)));
    const expected = ['theme-init.js', 'assets/index.js', 'assets/index.css', 'assets/react.js', 'assets/shared.js', 'assets/shared.css', 'assets/home.js', 'assets/home.css', `assets/${size.lang}.js`];
    expect(size.files).toBe(expected.length);
    expect(size.gzip).toBe(expected.reduce((sum, file) => sum + gzip(file), 0));
    expect(size.raw).toBe(expected.reduce((sum, file) => sum + contents[file].length, 0));
    expect(size.rows[0].file).toBe('assets/react.js');
  });

  it('passes within the budget and fails over it with every chunk and its size', () => {
    const size = firstLoadSize(dir);
    expect(budgetProblems('retro', size, [], size.gzip)).toEqual([]);
    const [problem] = budgetProblems('retro', size, [], size.gzip - 1);
    expect(problem).toContain('retro: the home');
    expect(problem).toContain('over the budget');
    for (const row of size.rows) expect(problem).toContain(row.file);
    expect(problem).not.toContain('charts.js');
  });

  it('finds a module bundled in two chunks', () => {
    expect(duplicatedModules(dir)).toEqual([]);
    writeFileSync(join(dir, 'assets/tools.js.map'), map('../../web/src/app/routes/tools.tsx', '../../node_modules/react/index.js'));
    const duplicates = duplicatedModules(dir);
    expect(duplicates).toEqual([{ module: '../../node_modules/react/index.js', chunks: expect.arrayContaining(['assets/react.js', 'assets/tools.js']) }]);
    expect(budgetProblems('dofus', firstLoadSize(dir), duplicates, Infinity)).toEqual([
      expect.stringContaining('dofus: ../../node_modules/react/index.js is bundled in 2 chunks'),
    ]);
  });
});
