/**
 * Build and dev server of the web app. The app lives in `web/`; it imports the contract and the
 * engine from the repository root, so the dev server may read files above its root.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { parseSiteVariant, SITE_VARIANT_SETTING } from './web/src/config/variant.ts';

const repositoryRoot = fileURLToPath(new URL('.', import.meta.url));
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

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
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
      // The page, and the early start of the engine worker that the server adds to the builder's pages
      // (web/src/engine-start.ts; its chunk found in the manifest by server/src/web.ts).
      input: {
        index: fileURLToPath(new URL('web/index.html', import.meta.url)),
        'engine-start': fileURLToPath(new URL('web/src/engine-start.ts', import.meta.url)),
      },
      output: {
        // Libraries change less often than the app: those every page needs (the shell's) get their own
        // chunks, cached across deployments. Any other library (charts, the worker's link…) goes with
        // the route chunks that use it, so the home never downloads it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'vendor',
              test: /node_modules[\\/](i18next|react-i18next|@tanstack[\\/](query-core|react-query)|zod|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The engine worker imports the WASM engine lazily: ES workers keep that a separate chunk.
  worker: { format: 'es' },
  server: {
    port: 5173,
    fs: { allow: [repositoryRoot] },
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
}));
