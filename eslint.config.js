/**
 * The repository's boundaries, checked by `npm test` (scripts/lint-boundaries: eslint, then a
 * deliberate violation that must fail). The layers and who may import whom are in ARCHITECTURE.md:
 * - game/ imports nothing of ours; contract/ imports game/ only; the engine imports game/ and never
 *   its own references (engine/reference/ is for tests and benchmarks);
 * - the server never imports the web app, nor the engine's internals (its public entry only);
 * - on the web, the main thread never loads the engine (types only: the worker computes); only the
 *   engine worker imports it; a feature never imports another feature; entities never import
 *   features or app/; the shared layers (components, lib, config, hooks, styles) import neither
 *   features, entities nor app/; nothing climbs two folders up: aliases (#game, #contract, #web…).
 */
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const CLIMBING = { regex: '^\\.\\./\\.\\./', message: 'Use an import alias (#game, #contract, #server, #web…) instead of climbing two folders up.' };
const ENGINE_INTERNALS = {
  regex: '^#engine/(?!node$)|/engine/(src|reference)/',
  message: 'Import the engine through its public entry (#engine), not its internals.',
};

/** `no-restricted-imports` of typescript-eslint (it knows `import type`) with these pattern groups. */
function restrict(...patterns) {
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
}

const MAIN_THREAD_ENGINE = {
  name: '#engine',
  message: 'The main thread never loads the engine (types only): ask the worker, through lib/engine/worker-manager.ts.',
  allowTypeImports: true,
};
const NO_ENGINE_INTERNALS = {
  regex: '^#engine/|/engine/(src|reference)/',
  message: 'The main thread never loads the engine: ask the worker, through lib/engine/worker-manager.ts.',
};
const NO_SERVER = { regex: '^#server/|/server/src/', message: 'The web app never imports the server: it talks to it through the contract.' };

/** A web file's rule (one option set per file: flat config replaces, never merges, a rule's options). */
function web(...patterns) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: [MAIN_THREAD_ENGINE], patterns: [...patterns, NO_ENGINE_INTERNALS, NO_SERVER, CLIMBING] },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', 'node_modules/**', 'engine/assembly/**', 'web/public/**', 'var/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // No URL of the API written by hand: routes come from the contract (route.url(), server registration).
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'No API URL by hand: use the contract route (route.url(), apiCall).' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'No API URL by hand: use the contract route (route.url(), apiCall).' },
      ],
    },
  },
  {
    files: ['game/**/*.ts'],
    rules: restrict({ regex: '^(#|\\.\\./|zod$|react)', message: 'game/ is plain TypeScript and imports nothing of ours (nor zod or React).' }),
  },
  {
    files: ['contract/**/*.ts'],
    rules: restrict(
      { regex: '^(#engine|#server/|#web/|\\.\\./)', message: 'The contract imports game/ (#game) and zod only.' },
    ),
  },
  {
    files: ['engine/src/**/*.ts'],
    rules: restrict(
      { regex: '^#', message: 'The engine is a package of its own: it imports game/ by relative path (bundled in), nothing else of ours.' },
      { regex: '^\\.\\./reference/', message: 'The engine never runs its references (engine/reference/ is for tests and benchmarks).' },
    ),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict({ regex: '^#web/|/web/src/', message: 'The server never imports the web app.' }, ENGINE_INTERNALS, CLIMBING),
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/engine/engine.worker.ts'],
    rules: web(),
  },
  {
    files: ['web/src/lib/engine/engine.worker.ts'],
    rules: restrict(ENGINE_INTERNALS, NO_SERVER, CLIMBING, { regex: '^#web/(features|entities|app)/', message: 'The worker belongs to the shared layer.' }),
  },
  {
    files: ['web/src/{components,lib,config,hooks}/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/engine/engine.worker.ts'],
    rules: web({
      regex: '(^#web/|/)(features|entities|app)/',
      message: 'A shared layer imports neither features, entities nor app/ (app/ composes them).',
    }),
  },
  {
    files: ['web/src/entities/**/*.{ts,tsx}'],
    rules: web({ regex: '(^#web/|/)(features|app)/', message: 'An entity imports neither features nor app/.' }),
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: web(
      {
        regex: `(^#web/|/)features/(?!${feature}/)`,
        message: `A feature never imports another feature (${feature}): share through entities or the shared layers; app/ composes.`,
      },
      { regex: '(^#web/|/)app/', message: 'A feature never imports app/.' },
    ),
  })),
);
