#!/usr/bin/env node
/**
 * The web app's first load (issue 23): the JavaScript and CSS a browser downloads before the home
 * renders, read from Vite's manifest (`dist/web/.vite/manifest.json`): the files `index.html` loads
 * itself (the entry, its styles, the theme's `theme-init-<hash>.js`), every chunk the entry imports statically (and theirs),
 * the home route's chunk (`src/app/routes/home.tsx`, loaded by the route's `lazy` before it renders)
 * with its static imports and styles, and the shared texts of the page's language (`src/lib/i18n/<lang>.ts`,
 * awaited by the language route before it renders; the heaviest language is counted). Sizes raw and
 * gzipped (level 9), per file and in total.
 *
 * It also lists the modules found in more than one chunk (from each chunk's source map): a library
 * or a module bundled twice is downloaded twice.
 *
 * Usage:
 *   node scripts/first-load-size.mjs [dist/web]   the figures of that build, as JSON
 *   node scripts/first-load-size.mjs --check      builds the two other variants beside dist/web (the
 *                                                 default, retro), then fails (exit 1) with the list of
 *                                                 chunks when a variant's home passes the budget, or
 *                                                 when a module is in two chunks (`npm test` runs it)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The target of issue 23: the home shows after at most this many gzipped bytes of JS and CSS. */
export const FIRST_LOAD_TARGET = 120_000;
/**
 * What the check enforces. The target is out of reach with today's libraries: react-dom, react-router,
 * zod (every API answer is parsed with the contract's schemas, the session's before the first render),
 * i18next and TanStack Query weigh about 153 KB gzipped on their own (README, Benchmarks). The check
 * holds the figure reached (208.6 KB), with a small margin, against regressions.
 */
export const FIRST_LOAD_BUDGET = 215_000;
/** The home route's module, the key of its chunk in the manifest. */
export const HOME_ROUTE = 'src/app/routes/home.tsx';
export const VARIANTS = ['retro', 'dofus', 'touch'];
/** The chunk of each language's shared texts, one of which loads before any page renders. */
export const LANGUAGE_TEXTS = { fr: 'src/lib/i18n/fr.ts', en: 'src/lib/i18n/en.ts', es: 'src/lib/i18n/es.ts' };

/** The manifest of the build in `webDir`. */
export function readManifest(webDir) {
  const path = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path}: no manifest (run \`npm run build:web\`; vite.config.ts sets build.manifest)`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The files loaded before a page renders: `index.html`'s own scripts and styles, then the manifest's
 * closure over static imports of the entry and of `dynamicKeys` (the chunks the first render awaits:
 * the page's route, its language's texts), in load order, each once.
 */
export function firstLoadFiles(manifest, html, dynamicKeys = [HOME_ROUTE, LANGUAGE_TEXTS.fr]) {
  const files = [];
  const add = (file) => {
    if (!files.includes(file)) files.push(file);
  };
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.(?:js|css))"/g)) add(match[1]);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest: no chunk ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    add(chunk.file);
    for (const css of chunk.css ?? []) add(css);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('manifest: no entry');
  visit(entry);
  for (const key of dynamicKeys) visit(key);
  return files;
}

/**
 * The files a browser needs before the prerendered home shows its content (server/src/web-prerender.ts
 * puts the home's HTML in the page): what blocks the first paint in `index.html` (its stylesheets and
 * its classic scripts; module scripts and preloads do not block it) and the home route's styles, which
 * the server links in the page's head. Scripts come after: the app then renders over the page.
 */
export function contentFirstFiles(manifest, html, routeKey = HOME_ROUTE) {
  const files = [];
  const add = (file) => {
    if (!files.includes(file)) files.push(file);
  };
  for (const match of html.matchAll(/<link\b[^>]*?rel="stylesheet"[^>]*?href="\/?([^"]+\.css)"/g)) add(match[1]);
  for (const match of html.matchAll(/<script\b([^>]*?)src="\/?([^"]+\.js)"[^>]*>/g)) {
    if (!/type="module"|\bdefer\b|\basync\b/.test(match[1])) add(match[2]);
  }
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest: no chunk ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) add(css);
  };
  visit(routeKey);
  return files;
}

/** The JS and CSS before the prerendered home shows its content, in the build in `webDir`. */
export function contentFirstSize(webDir = 'dist/web', routeKey = HOME_ROUTE) {
  const manifest = readManifest(webDir);
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  return { lang: 'any', ...sizeFiles(webDir, contentFirstFiles(manifest, html, routeKey)) };
}

/**
 * Whether the home prerender of the build beside `webDir` (`web-prerender/prerender.js`) renders each
 * variant's home with its title, in each language: the problems found, each a line.
 */
export async function prerenderProblems(webDir = 'dist/web') {
  const file = join(webDir, '..', 'web-prerender', 'prerender.js');
  if (!existsSync(file)) return [`${file} is missing: the home is not prerendered (npm run build:web builds it)`];
  const problems = [];
  for (const variant of VARIANTS) {
    globalThis.__TOFULAB_PRERENDER__ = { variant, sites: '', location: { protocol: 'http:', port: '' } };
    const { renderHome } = await import(`${pathToFileURL(file).href}?variant=${variant}`);
    for (const lang of Object.keys(LANGUAGE_TEXTS)) {
      const markup = await renderHome(lang);
      if (!markup.includes('id="home-title"')) problems.push(`${variant} (${lang}): the prerendered home has no title`);
      if (!markup.includes(`data-testid="site-${variant}"`) || !new RegExp(`aria-current="true" data-testid="site-${variant}"`).test(markup)) {
        problems.push(`${variant} (${lang}): the prerendered home does not mark its own site`);
      }
    }
  }
  return problems;
}

/** Raw and gzipped sizes of `files` (paths in `webDir`), largest first. */
export function sizeFiles(webDir, files) {
  const rows = files.map((file) => {
    const bytes = readFileSync(join(webDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  return { files: rows.length, raw: total('raw'), gzip: total('gzip'), rows };
}

/** The first load of the home of the build in `webDir`, in its heaviest language (`lang` says which). */
export function firstLoadSize(webDir = 'dist/web', routeKey = HOME_ROUTE) {
  const manifest = readManifest(webDir);
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  let heaviest;
  for (const [lang, texts] of Object.entries(LANGUAGE_TEXTS)) {
    const size = { lang, ...sizeFiles(webDir, firstLoadFiles(manifest, html, [routeKey, texts])) };
    if (!heaviest || size.gzip > heaviest.gzip) heaviest = size;
  }
  return heaviest;
}

/**
 * The modules bundled into more than one of the manifest's chunks, from their source maps (`sources`;
 * maps are written beside the chunks, `sourcemap: 'hidden'`): `[{module, chunks}]`.
 */
export function duplicatedModules(webDir, manifest = readManifest(webDir)) {
  const chunksOf = new Map();
  const chunkFiles = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
  for (const file of chunkFiles) {
    const mapPath = join(webDir, `${file}.map`);
    // The bundler's runtime (module loading helpers) is generated code with no sources of its own.
    if (!existsSync(mapPath) && /(^|\/)rolldown-runtime-[^/]*\.js$/.test(file)) continue;
    if (!existsSync(mapPath)) throw new Error(`${mapPath}: no source map (vite.config.ts writes them: build.sourcemap)`);
    const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
    for (const source of new Set(sources)) {
      const list = chunksOf.get(source) ?? [];
      list.push(file);
      chunksOf.set(source, list);
    }
  }
  return [...chunksOf].filter(([, chunks]) => chunks.length > 1).map(([module, chunks]) => ({ module, chunks }));
}

/** The budget's verdict on one build: the problems found, each a line (none: within the budget). */
export function budgetProblems(label, size, duplicates, budget = FIRST_LOAD_BUDGET) {
  const problems = [];
  if (size.gzip > budget) {
    const table = size.rows.map((row) => `  ${(row.gzip / 1000).toFixed(1).padStart(7)} KB  ${row.file}`).join('\n');
    problems.push(
      `${label}: the home (${size.lang}) loads ${(size.gzip / 1000).toFixed(1)} KB gzipped before it renders, over the budget of ` +
        `${(budget / 1000).toFixed(0)} KB (${size.files} files):\n${table}`,
    );
  }
  for (const { module, chunks } of duplicates) problems.push(`${label}: ${module} is bundled in ${chunks.length} chunks: ${chunks.join(', ')}`);
  return problems;
}

function formatSize(label, size) {
  return `${label} (${size.lang}): ${size.files} files, ${size.raw} bytes, ${size.gzip} gzipped (budget ${FIRST_LOAD_BUDGET}, target ${FIRST_LOAD_TARGET})`;
}

/** Builds the web app for `variant` into a temporary directory; returns it (the caller removes it). */
export function buildVariant(variant) {
  const outDir = mkdtempSync(join(tmpdir(), `tofulab-web-${variant}-`));
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TOFULAB_VARIANT: variant },
  });
  if (build.status !== 0) throw new Error(`vite build for ${variant} failed`);
  return outDir;
}

/** Every variant's first load: dist/web for the default (retro), the others built beside it. */
export function variantSizes(webDir = 'dist/web') {
  const results = [];
  for (const variant of VARIANTS) {
    const dir = variant === VARIANTS[0] ? webDir : buildVariant(variant);
    try {
      results.push({ variant, size: firstLoadSize(dir), duplicates: duplicatedModules(dir) });
    } finally {
      if (dir !== webDir) rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === '--check') {
    const webDir = args[1] ?? 'dist/web';
    const problems = [];
    for (const { variant, size, duplicates } of variantSizes(webDir)) {
      console.log(formatSize(variant, size));
      problems.push(...budgetProblems(variant, size, duplicates));
    }
    // The target: the prerendered home shows its content after at most FIRST_LOAD_TARGET bytes.
    const content = contentFirstSize(webDir);
    console.log(`before the prerendered home shows: ${content.files} files, ${content.raw} bytes, ${content.gzip} gzipped (target ${FIRST_LOAD_TARGET})`);
    problems.push(...budgetProblems('before the prerendered home shows', content, [], FIRST_LOAD_TARGET));
    problems.push(...(await prerenderProblems(webDir)));
    if (problems.length > 0) {
      console.error(`\nfirst-load budget: ${problems.length} problem(s)\n${problems.join('\n')}`);
      process.exit(1);
    }
    console.log('first-load budget: every home within it, no module in two chunks');
  } else {
    console.log(JSON.stringify(firstLoadSize(args[0])));
  }
}
