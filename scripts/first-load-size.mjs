#!/usr/bin/env node
/**
 * The web app's first-load size: the entry script and every module it preloads, as listed in
 * `dist/web/index.html` (what a browser downloads before the first route renders), raw and gzipped.
 * Usage: node scripts/first-load-size.mjs [dist/web]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function firstLoadSize(webDir = 'dist/web') {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const files = [...new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]))];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(webDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(firstLoadSize(process.argv[2])));
}
