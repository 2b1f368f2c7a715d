/** The builder's pages that start the engine worker early (contract/engine-pages.ts, issue 23), and the worker's name that says so. */
import { describe, expect, it } from 'vitest';
import { LANGS } from '#contract/common';
import { buildPath } from '#web/config/routes.ts';
import { ENGINE_PAGES, enginePageOf } from '#web/app/engine-pages.ts';
import { VARIANTS } from '#game/variants';
import { catalogueNamedBy, catalogueRepresentationNamedBy, ENGINE_WORKER_NAME, engineWorkerName, handedOverBy } from '#web/lib/engine/engine-worker-name.ts';

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

describe('the engine worker’s name (the catalogue it loads as it starts)', () => {
  it('names the variant of a worker started for a builder page, and none for the others', () => {
    for (const variant of VARIANTS) expect(catalogueNamedBy(engineWorkerName(variant))).toBe(variant);
    expect(catalogueNamedBy(ENGINE_WORKER_NAME)).toBeUndefined();
    expect(catalogueNamedBy(`${ENGINE_WORKER_NAME}@`)).toBeUndefined();
    expect(catalogueNamedBy('tofulab-panominator')).toBeUndefined();
    expect(catalogueNamedBy('')).toBeUndefined();
    // With the page's current memory image of its catalogue.
    for (const variant of VARIANTS) {
      expect(catalogueNamedBy(engineWorkerName(variant, 'i3-1f-0123456789abcdef-7'))).toBe(variant);
      expect(catalogueRepresentationNamedBy(engineWorkerName(variant, 'i3-1f-0123456789abcdef-7'))).toBe('i3-1f-0123456789abcdef-7');
      expect(catalogueRepresentationNamedBy(engineWorkerName(variant))).toBeUndefined();
      expect(catalogueRepresentationNamedBy(engineWorkerName(variant, ''))).toBeUndefined();
    }
    expect(catalogueRepresentationNamedBy(ENGINE_WORKER_NAME)).toBeUndefined();
    expect(catalogueRepresentationNamedBy(`${ENGINE_WORKER_NAME}@@i3-1f-x`)).toBeUndefined();
  });

  it('says when the page hands its worker the kernels and the stored copy (a draft page)', () => {
    for (const variant of VARIANTS) {
      const handed = engineWorkerName(variant, 'i4-1f-0123456789abcdef-7', true);
      expect(handed).toBe(`tofulab-engine@${variant}@i4-1f-0123456789abcdef-7@handed`);
      expect(catalogueNamedBy(handed)).toBe(variant);
      expect(catalogueRepresentationNamedBy(handed)).toBe('i4-1f-0123456789abcdef-7');
      expect(handedOverBy(handed)).toBe(true);
      // Without a representation: still handed (its kernels), none named.
      expect(catalogueRepresentationNamedBy(engineWorkerName(variant, undefined, true))).toBeUndefined();
      expect(handedOverBy(engineWorkerName(variant, undefined, true))).toBe(true);
      expect(handedOverBy(engineWorkerName(variant, 'i4-1f-0123456789abcdef-7'))).toBe(false);
      expect(handedOverBy(engineWorkerName(variant))).toBe(false);
    }
    expect(handedOverBy(ENGINE_WORKER_NAME)).toBe(false);
    expect(handedOverBy(`${ENGINE_WORKER_NAME}@@x@handed`)).toBe(false);
    expect(handedOverBy('tofulab-panominator')).toBe(false);
  });
});
