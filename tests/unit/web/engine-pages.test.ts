/** The builder's pages that start the engine worker at the app's start (web/src/app/engine-pages.ts, issue 23). */
import { describe, expect, it } from 'vitest';
import { LANGS } from '#contract/common';
import { buildPath } from '#web/config/routes.ts';
import { ENGINE_PAGES, enginePageOf } from '#web/app/engine-pages.ts';

describe('enginePageOf', () => {
  it.each(LANGS)('finds every builder page in %s, ids included', (lang) => {
    for (const page of ENGINE_PAGES) {
      expect(enginePageOf(buildPath(page, lang, { stuffId: '42' }))).toBe(page);
    }
  });

  it('leaves the other pages out, copies and the Dofus-Stuffer included', () => {
    for (const lang of LANGS) {
      for (const page of ['site.home', 'stuff.draft-copy', 'stuff.copy', 'stuff.public-copy', 'stuff.dofus-stuffer', 'stuff.search'] as const) {
        expect(enginePageOf(buildPath(page, lang, { stuffId: '42' }))).toBeUndefined();
      }
    }
    expect(enginePageOf('/')).toBeUndefined();
    expect(enginePageOf('/xx/stuff/draft')).toBeUndefined();
    expect(enginePageOf('/fr/stuff/draft')).toBe('stuff.draft');
  });
});
