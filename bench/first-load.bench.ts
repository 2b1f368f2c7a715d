/**
 * The web app's first load (issue 23): the gzipped JavaScript and CSS a browser downloads before the
 * home renders, for each variant's build (retro, dofus, touch), computed from Vite's manifest as the
 * budget check of `npm test` does (scripts/first-load-size.mjs): the entry, its static imports, the home
 * route's chunk, the styles, and the shared texts of the heaviest language. Target: ≤ 120 KB.
 * Each variant is built into a temporary directory (vite build, with TOFULAB_VARIANT).
 */
import { rmSync } from 'node:fs';
import { buildVariant, contentFirstSize, duplicatedModules, FIRST_LOAD_BUDGET, FIRST_LOAD_TARGET, firstLoadSize, VARIANTS } from '../scripts/first-load-size.mjs';
import { writeRows, type BenchRow } from './results.ts';

/** The figure before issue 23's work (`node scripts/first-load-size.mjs`: the entry and what index.html preloaded). */
const BEFORE_GZIP = 359_172;

const rows: BenchRow[] = [];
for (const variant of VARIANTS) {
  const dir = buildVariant(variant);
  try {
    const size = firstLoadSize(dir);
    rows.push({
      name: `first load: ${variant} home (gzipped JS + CSS before it renders)`,
      gzip_bytes: size.gzip,
      raw_bytes: size.raw,
      files: size.files,
      language: size.lang,
      target_gzip_bytes: FIRST_LOAD_TARGET,
      budget_gzip_bytes: FIRST_LOAD_BUDGET,
      before_gzip_bytes: BEFORE_GZIP,
      modules_in_two_chunks: duplicatedModules(dir).length,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
// With the home prerendered by the server, what the browser needs before the home's content shows:
// the styles (and the theme's classic script); the scripts above follow, for the app to take over.
const content = contentFirstSize('dist/web');
rows.push({
  name: 'first load: prerendered home, gzipped JS + CSS before its content shows (every variant)',
  gzip_bytes: content.gzip,
  raw_bytes: content.raw,
  files: content.files,
  target_gzip_bytes: FIRST_LOAD_TARGET,
  before_gzip_bytes: BEFORE_GZIP,
});
console.table(rows);
writeRows(rows);
