import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from '#contract/categories';
import { CategoryIcon, categoryIconKey } from '#web/components/ui/category-icon.tsx';
import { ENCYCLOPEDIA_CATEGORIES } from '#web/config/routes.ts';
import { LangContext } from '#web/lib/i18n/use-lang.ts';
import { i18n, loadLanguage } from '#web/lib/i18n/index.ts';
import type { Lang } from '#contract/common';

// The shared texts load per language (issue 23), as the language route does before rendering.
beforeAll(() => Promise.all([loadLanguage('fr'), loadLanguage('en'), loadLanguage('es')]));

function render(category: string, lang: Lang, props: { size?: 50 | 100; decorative?: boolean } = {}): string {
  void i18n.changeLanguage(lang);
  return renderToStaticMarkup(createElement(LangContext.Provider, { value: lang }, createElement(CategoryIcon, { category, ...props })));
}

describe('CategoryIcon', () => {
  it('has its own drawing for every data category of contract/categories.ts', () => {
    const missing = ALL_CATEGORIES.filter((def) => categoryIconKey(def.key) !== def.key).map((def) => def.key);
    expect(missing).toEqual([]);
  });

  it('finds the drawing from the spec code too', () => {
    for (const def of ALL_CATEGORIES.filter((entry) => entry.code !== null)) {
      // `ar` is both the bow code and the sets' "weapon" filter; as an item/weapon code it is the bow.
      expect(categoryIconKey(def.code!)).toBe(def.key);
    }
  });

  it('has a drawing for every encyclopedia section and the set/spell aliases', () => {
    for (const section of Object.keys(ENCYCLOPEDIA_CATEGORIES)) expect(categoryIconKey(section)).toBe(section);
    expect(categoryIconKey('set')).toBe('cloth');
    expect(categoryIconKey('spell')).toBe('spells');
    expect(categoryIconKey('no-such-category')).toBeUndefined();
  });

  it('labels the image with the category name in the page language', () => {
    expect(render('hat', 'fr')).toContain('role="img" aria-label="Chapeau"');
    expect(render('ch', 'en')).toContain('aria-label="Hat"');
    expect(render('sword', 'es')).toContain('aria-label="Espada"');
    expect(render('cloth', 'en')).toContain('aria-label="Sets"');
    expect(render('spells', 'fr')).toContain('aria-label="Sorts"');
  });

  it('is hidden from screen readers when decorative', () => {
    const markup = render('ring', 'fr', { decorative: true });
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).not.toContain('role="img"');
    expect(markup).not.toContain('aria-label');
  });

  it('renders at 50 and 100 px on the same 50-unit grid', () => {
    expect(render('bow', 'fr')).toMatch(/width="50" height="50" viewBox="0 0 50 50"/);
    expect(render('bow', 'fr', { size: 100 })).toMatch(/width="100" height="100" viewBox="0 0 50 50"/);
  });

  it('draws something different for every key and marks ceremonial pieces', () => {
    const bodies = new Map<string, string>();
    for (const def of ALL_CATEGORIES) {
      const body = render(def.key, 'fr', { decorative: true }).replace(/ class="[^"]*"| data-category="[^"]*"/g, '');
      bodies.set(def.key, body);
    }
    const mounts = new Set(['mount', 'seemyool', 'rhineetle']);
    const distinct = new Set([...bodies].filter(([key]) => !mounts.has(key) || key === 'mount').map(([, body]) => body));
    expect(distinct.size).toBe(bodies.size - mounts.size + 1);
    expect(render('cosmetic_hat', 'fr')).toContain('category-icon__sparkle');
    expect(render('hat', 'fr')).not.toContain('category-icon__sparkle');
  });
});
