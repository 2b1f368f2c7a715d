/**
 * The boundary check (eslint.config.js, run by `npm test`) fails on each kind of violation: every
 * sample below is linted as if it were the named file, and must be reported; the allowed imports
 * must not be.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/catalogs.ts';

const eslint = new ESLint({ cwd: REPO_ROOT });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.message);
}

const VIOLATIONS: [what: string, file: string, code: string][] = [
  ['a feature importing another feature', 'web/src/features/cacminator/x.ts', "import { DraftBuilder } from '#web/features/stuff-builder/components/draft-builder.tsx';"],
  ['a feature importing another feature by path', 'web/src/features/cacminator/components/x.ts', "import { x } from '../../panominator/model/panominator-view.ts';"],
  ['the main thread loading the engine', 'web/src/features/cacminator/x.ts', "import { createEngine } from '#engine';"],
  ['the main thread loading an engine kernel', 'web/src/entities/stuff/x.ts', "import { EngineCore } from '#engine/src/core.ts';"],
  ['the main thread running a reference', 'web/src/lib/x.ts', "import { referenceComputeStats } from '#engine/reference/index.ts';"],
  ['a shared layer importing a feature', 'web/src/components/layout/x.tsx', "import { NavbarSearch } from '#web/features/navbar-search/components/navbar-search.tsx';"],
  ['a shared layer importing an entity', 'web/src/lib/x.ts', "import { useItemsByIds } from '#web/entities/item/api/items.ts';"],
  ['an entity importing a feature', 'web/src/entities/item/x.ts', "import { x } from '#web/features/encyclopedia/components/item-page.tsx';"],
  ['a feature importing app/', 'web/src/features/encyclopedia/x.ts', "import { x } from '#web/app/router.tsx';"],
  ['the web importing the server', 'web/src/lib/x.ts', "import { buildApp } from '#server/app';"],
  ['a path climbing two folders', 'web/src/features/encyclopedia/components/x.ts', "import { x } from '../../../lib/alerts.ts';"],
  ['game/ importing zod', 'game/x.ts', "import { z } from 'zod';"],
  ['game/ importing the contract', 'game/x.ts', "import { Game } from '#contract/common';"],
  ['the contract importing the engine', 'contract/x.ts', "import { buildCatalog } from '#engine';"],
  ['the engine importing its references', 'engine/src/x.ts', "import { referenceComputeStats } from '../reference/stats.ts';"],
  ['the engine importing through an alias', 'engine/src/x.ts', "import { STAT_KEYS } from '#game/stats';"],
  ['the server importing engine internals', 'server/src/x.ts', "import { EngineCore } from '#engine/src/core.ts';"],
  ['the server importing the web app', 'server/src/x.ts', "import { x } from '#web/lib/alerts.ts';"],
  ['an API URL written by hand on the web', 'web/src/entities/item/x.ts', 'export const url = (game: string, id: number) => `/api/items/${game}/${id}`;'],
  ['an API URL written by hand on the server', 'server/src/modules/items/x.ts', "export const path = '/api/items/:game/:id';"],
];

const ALLOWED: [what: string, file: string, code: string][] = [
  ['a type from the engine on the main thread', 'web/src/features/cacminator/x.ts', "import type { CatalogItem } from '#engine';"],
  ['a feature importing its own files', 'web/src/features/cacminator/components/x.ts', "import { x } from '#web/features/cacminator/model/cacminator-query.ts';\nimport { y } from '../model/cacminator-filters.ts';"],
  ['a feature importing entities and shared layers', 'web/src/features/cacminator/x.ts', "import { useItemsByIds } from '#web/entities/item/api/items.ts';\nimport { showAlert } from '#web/lib/alerts.ts';"],
  ['the worker loading the engine', 'web/src/lib/engine/engine.worker.ts', "import { createEngine } from '#engine';"],
  ['app/ composing features', 'web/src/app/routes/x.tsx', "import { DraftBuilder } from '#web/features/stuff-builder/components/draft-builder.tsx';"],
  ['the engine importing game/', 'engine/src/x.ts', "import { STAT_KEYS } from '../../game/stats.ts';"],
  ['the server using the engine', 'server/src/x.ts', "import { buildCatalog } from '#engine';\nimport { loadCatalog } from '#engine/node';"],
];

describe('the boundary check', () => {
  it.each(VIOLATIONS)('reports %s', async (_what, file, code) => {
    expect(await problems(file, code)).not.toEqual([]);
  });

  it.each(ALLOWED)('allows %s', async (_what, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
