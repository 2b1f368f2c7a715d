/**
 * Build and dev server of the web app. The app lives in `web/`; it imports the contract and the
 * engine from the repository root, so the dev server may read files above its root.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build as viteBuild, defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { parseSiteVariant, SITE_VARIANT_SETTING } from './web/src/config/variant.ts';

const repositoryRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The app's shell: our modules the entry (`web/src/main.tsx`) reaches through static imports alone
 * (the entry itself excepted),
 * which every page loads before it renders. They go in one chunk (the `shell` group below): left to
 * itself, rolldown split them into 14 chunks of 0.2–8 KB beside the entry (each shared with some
 * route chunks), 17 requests before the app could run, queued six at a time on a first visit.
 * The static imports are recorded as modules are parsed (`recordStaticImports`); the set is computed
 * on the group's first question, once the module graph is complete.
 */
const staticImports = new Map<string, readonly string[]>();
let shellModules: Set<string> | undefined;
function inEntryShell(id: string): boolean {
  if (!shellModules) {
    shellModules = new Set();
    const entry = [...staticImports.keys()].find((key) => key.split(path.sep).join('/').endsWith('/web/src/main.tsx'));
    if (!entry) throw new Error('web/src/main.tsx is not in the module graph: the app shell chunk has no entry');
    const stack = [entry];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (shellModules.has(next)) continue;
      shellModules.add(next);
      for (const imported of staticImports.get(next) ?? []) stack.push(imported);
    }
    // The entry itself stays in the entry chunk (which would otherwise be an empty facade).
    shellModules.delete(entry);
  }
  return shellModules.has(id);
}
function recordStaticImports(): Plugin {
  return {
    name: 'tofulab:static-imports',
    apply: 'build',
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
    },
  };
}
/** Where `npm run dev:server` listens; the production server serves `/api` itself. */
const API_TARGET = process.env.TOFULAB_API_TARGET ?? 'http://127.0.0.1:8080';
/**
 * The game variant of this build (one build serves one game): an unknown value stops the build
 * here, before anything is written.
 */
const SITE_VARIANT = parseSiteVariant(process.env[SITE_VARIANT_SETTING]);

/** The home's prerender (issue 23, first load): the Node module the server renders the home's HTML with. */
const PRERENDER_BUILD = {
  outDir: '../dist/web-prerender',
  emptyOutDir: true,
  target: 'node20',
  sourcemap: false,
  copyPublicDir: false,
  // One file for our code (the libraries are the server's own node_modules): one module instance per
  // variant when the server imports it once per variant (server/src/web-prerender.ts).
  rolldownOptions: { output: { inlineDynamicImports: true } },
} as const;

/**
 * The theme's classic script (`web/public/theme-init.js`, blocking in the page's head: a saved dark
 * theme never flashes light) under a content-hashed name in the build (issue 23): served from
 * /assets/ as immutable, so a return visit's parser no longer waits for its revalidation before it
 * can read on. The dev server keeps serving the public file.
 */
function hashedThemeInit(): Plugin {
  const PUBLIC_PATH = '/theme-init.js';
  let reference = '';
  return {
    name: 'tofulab:hashed-theme-init',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      if (this.environment?.config.build.ssr) return;
      const source = readFileSync(new URL('web/public/theme-init.js', import.meta.url));
      // A file name of its own (not a named asset): a script, not one of the bundle's chunks in the manifest.
      const fileName = `assets/theme-init-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      reference = this.emitFile({ type: 'asset', fileName, source });
    },
    generateBundle(_options, bundle) {
      if (reference === '') return;
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = String(page.source);
      if (!html.includes(`src="${PUBLIC_PATH}"`)) this.error(`index.html no longer loads ${PUBLIC_PATH}`);
      page.source = html.replace(`src="${PUBLIC_PATH}"`, `src="/${this.getFileName(reference)}"`);
    },
  };
}

/** Where the build names the early start's classic script for the server (server/src/web.ts `engineStartTags`). */
const ENGINE_START_RECORD = '.vite/engine-start.json';

/**
 * The early start of the engine worker (`web/src/engine-start.ts`, issue 23) as a classic script:
 * the server puts it first in a builder page's head, so that the worker is created while the page
 * is still being parsed, before the app's modules run. A dedicated worker needs turns of the page's
 * main thread to start (its script's answer is handled there): created from an async module, it
 * waited behind the app's first long task. Built here, once the page's bundle names the worker's
 * script and the engine's kernels, as a self-contained IIFE with their URLs in it (a draft page's
 * early start compiles the kernels for its worker: `engine-handover.ts`); content-hashed under /assets/
 * (immutable) and named in `.vite/engine-start.json`.
 */
function classicEngineStart(): Plugin {
  const WORKER_URL = "new URL('./engine.worker.ts', import.meta.url)";
  const KERNELS_URL = "new URL('../../../../engine/dist/tofulab-engine.wasm', import.meta.url)";
  return {
    name: 'tofulab:classic-engine-start',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const worker = Object.keys(bundle).find((fileName) => /^assets\/engine\.worker-[\w-]+\.js$/.test(fileName));
      if (!worker) this.error('the bundle has no engine worker script: the early start cannot name it');
      const kernels = Object.keys(bundle).find((fileName) => /^assets\/tofulab-engine-[\w-]+\.wasm$/.test(fileName));
      if (!kernels) this.error('the bundle has no engine kernels: the early start cannot name them');
      const built = (await viteBuild({
        configFile: false,
        logLevel: 'warn',
        root: repositoryRoot,
        plugins: [
          {
            name: 'tofulab:engine-worker-url',
            enforce: 'pre',
            transform(code, id) {
              if (id.endsWith('engine-kernels-url.ts')) {
                if (!code.includes(KERNELS_URL)) this.error(`${id} no longer names the kernels with ${KERNELS_URL}`);
                return code.replace(KERNELS_URL, `new URL(${JSON.stringify(`/${kernels}`)}, location.href)`);
              }
              if (!id.endsWith('engine-worker-script.ts')) return undefined;
              if (!code.includes(WORKER_URL)) this.error(`${id} no longer creates its worker with ${WORKER_URL}`);
              return code.replace(WORKER_URL, JSON.stringify(`/${worker}`));
            },
          },
        ],
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          sourcemap: false,
          copyPublicDir: false,
          lib: { entry: fileURLToPath(new URL('web/src/engine-start.ts', import.meta.url)), formats: ['iife'], name: 'tofulabEngineStart' },
        },
      })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
      const outputs = Array.isArray(built) ? built : [built];
      const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
      if (chunks.length !== 1) this.error(`the early start built into ${chunks.length} scripts, not one`);
      const code = chunks[0].code;
      // A dynamic import() is a classic script's (the app's entry, run once the worker started); a static one is not.
      if (/\bimport\b(?!\s*\()|\bexport\b/.test(code)) this.error('the early start still imports or exports: it must be one classic script');
      const fileName = `assets/engine-start-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      this.emitFile({ type: 'asset', fileName: ENGINE_START_RECORD, source: JSON.stringify({ file: fileName }) });
    },
  };
}

/** The assets worth compressing (text and the engine's binary); images are compressed already. */
const PRECOMPRESSED = /\.(?:js|css|wasm|svg|json)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Every asset under `assets/` also written compressed, once, at build time (issue 23, the cold
 * visit): `name.br` (brotli at its best quality) and `name.gz` (gzip 9), each only when smaller, which
 * the server sends as they are (`@fastify/static` `preCompressed`). Compressed per request (by
 * @fastify/compress, brotli quality 4 on a stream each), ~40 scripts asked at once by a cold visit
 * came a second after the page; the 41 largest now come about twice as fast, and smaller.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'tofulab:precompressed-assets',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment?.config.build.ssr || !options.dir) return;
      const folder = path.join(options.dir, 'assets');
      const files = readdirSync(folder).filter((name) => PRECOMPRESSED.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(folder, name);
          const source = readFileSync(file);
          const mode = name.endsWith('.wasm') ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: mode, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: 9 }),
          ]);
          if (br.length < source.length) writeFileSync(`${file}.br`, br);
          if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), hashedThemeInit(), classicEngineStart(), precompressedAssets(), recordStaticImports()],
  define: { __TOFULAB_VARIANT__: JSON.stringify(SITE_VARIANT) },
  build: isSsrBuild ? PRERENDER_BUILD : {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written for debugging but not referenced from the bundles; the server never serves them.
    sourcemap: 'hidden',
    // `.vite/manifest.json`: which chunks and styles each entry and route loads (the first-load budget
    // check reads it: scripts/first-load-size.mjs).
    manifest: true,
    rolldownOptions: {
      // The page (the early start of the engine worker is a classic script of its own: classicEngineStart).
      input: { index: fileURLToPath(new URL('web/index.html', import.meta.url)) },
      output: {
        // Libraries change less often than the app: those every page needs (the shell's) get their own
        // chunks, cached across deployments. Any other library (charts, the worker's link…) goes with
        // the route chunks that use it, so the home never downloads it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            {
              name: 'vendor',
              priority: 10,
              test: /node_modules[\\/](i18next|react-i18next|@tanstack[\\/](query-core|react-query)|zod|use-sync-external-store)[\\/]/,
            },
            // Our modules of the app's shell, in one chunk (its libraries stay in the two chunks above).
            { name: 'shell', test: (id: string) => !id.includes('node_modules') && inEntryShell(id), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // The engine worker's script holds the engine (one file, one fetch: issue 23, ninth pass); what it
  // imports lazily (the Panominator's code, the JSON fallback's schemas, the Bombminator's rules) are
  // chunks of their own.
  worker: {
    format: 'es',
  },
  server: {
    port: 5173,
    fs: { allow: [repositoryRoot] },
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
}));
