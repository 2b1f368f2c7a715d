import { describe, expect, it } from 'vitest';
import { LANGS } from '#contract/common';
import {
  buildPath,
  ENCYCLOPEDIA_CATEGORIES,
  matchLocalisedPath,
  ROUTE_NAMES,
  ROUTES,
  routePattern,
  SEGMENTS,
  translatePath,
  type RouteName,
} from '#web/config/routes.ts';

/** A value for every param of a route: canonical values for localised params, samples for the others. */
function sampleParams(name: RouteName): Record<string, string> {
  const params: Record<string, string> = {};
  for (const token of ROUTES[name] as readonly string[]) {
    if (!token.startsWith(':')) continue;
    const param = token.slice(1);
    params[param] = param === 'category' ? 'weapon' : param === 'userSlug' ? 'gobball-fan' : '2411';
  }
  return params;
}

describe('route slug table', () => {
  it('has a non-empty slug in fr, en and es for every segment and category', () => {
    for (const table of [SEGMENTS, ENCYCLOPEDIA_CATEGORIES]) {
      for (const [key, slugs] of Object.entries(table)) {
        for (const lang of LANGS) {
          expect(slugs[lang], `${key} in ${lang}`).toMatch(/^[a-z0-9-]+$/);
        }
      }
    }
  });

  it('uses only known segments', () => {
    for (const name of ROUTE_NAMES) {
      for (const token of ROUTES[name] as readonly string[]) {
        if (!token.startsWith(':')) expect(SEGMENTS, `${name}: ${token}`).toHaveProperty(token);
      }
    }
  });

  it('gives every route a distinct pattern in each language', () => {
    for (const lang of LANGS) {
      const patterns = ROUTE_NAMES.map((name) => routePattern(name, lang));
      expect(new Set(patterns).size, lang).toBe(patterns.length);
    }
  });

  it('builds the spec’s French paths and their translations', () => {
    expect(buildPath('site.home', 'fr')).toBe('/fr/');
    expect(buildPath('stuff.draft', 'fr')).toBe('/fr/equipement/draft');
    expect(buildPath('stuff.draft', 'en')).toBe('/en/stuff/draft');
    expect(buildPath('stuff.draft', 'es')).toBe('/es/equipo/draft');
    expect(buildPath('tools.cacminator', 'es')).toBe('/es/herramientas/cacminator');
    expect(buildPath('community.user', 'fr')).toBe('/fr/communaute/membres');
    expect(buildPath('encyclopedia.category', 'fr', { category: 'item' })).toBe('/fr/encyclopedie/objets');
    expect(buildPath('encyclopedia.category', 'en', { category: 'cloth' })).toBe('/en/encyclopedia/sets');
    expect(buildPath('encyclopedia.item', 'es', { itemId: 2411 })).toBe('/es/enciclopedia/objeto/2411');
  });

  it('refuses a missing param or an unknown localised value', () => {
    expect(() => buildPath('encyclopedia.item', 'fr')).toThrow(/itemId/);
    expect(() => buildPath('encyclopedia.category', 'fr', { category: 'nope' })).toThrow(/nope/);
  });

  it('round-trips every route in every language: build a path, match it back', () => {
    for (const lang of LANGS) {
      for (const name of ROUTE_NAMES) {
        const params = sampleParams(name);
        const path = buildPath(name, lang, params);
        expect(matchLocalisedPath(path), path).toEqual({ name, lang, params });
      }
    }
  });

  it('prefers static segments over params (equipement/draft is not a public stuff)', () => {
    expect(matchLocalisedPath('/fr/equipement/draft')?.name).toBe('stuff.draft');
    expect(matchLocalisedPath('/fr/equipement/1234')).toEqual({ name: 'stuff.public', lang: 'fr', params: { stuffId: '1234' } });
    expect(matchLocalisedPath('/en/encyclopedia/spells/3')?.name).toBe('encyclopedia.spells');
    expect(matchLocalisedPath('/en/encyclopedia/spells')).toEqual({
      name: 'encyclopedia.category',
      lang: 'en',
      params: { category: 'spells' },
    });
  });

  it('does not match unknown paths, unknown languages or unknown category slugs', () => {
    expect(matchLocalisedPath('/en/nowhere')).toBeUndefined();
    expect(matchLocalisedPath('/de/stuff/draft')).toBeUndefined();
    expect(matchLocalisedPath('/en/encyclopedia/nope')).toBeUndefined();
  });

  it('recognises a path written with another language’s slugs', () => {
    expect(matchLocalisedPath('/en/equipement/draft')).toEqual({ name: 'stuff.draft', lang: 'en', params: {} });
  });
});

describe('language switch', () => {
  it('keeps the same page with translated segments, query and hash', () => {
    expect(translatePath('/fr/equipement/draft', 'en')).toBe('/en/stuff/draft');
    expect(translatePath('/en/stuff/draft', 'es')).toBe('/es/equipo/draft');
    expect(translatePath('/fr/outils/cacminator', 'es', '?page=2', '#top')).toBe('/es/herramientas/cacminator?page=2#top');
    expect(translatePath('/fr/communaute/membres', 'en', '?online=true')).toBe('/en/community/members?online=true');
  });

  it('translates localised params and keeps the others', () => {
    expect(translatePath('/fr/encyclopedie/panoplies', 'en')).toBe('/en/encyclopedia/sets');
    expect(translatePath('/es/enciclopedia/armas', 'fr')).toBe('/fr/encyclopedie/armes');
    expect(translatePath('/fr/membre/gobball-fan/atelier', 'en')).toBe('/en/member/gobball-fan/workshop');
  });

  it('maps every route of every language to every other language and back', () => {
    for (const from of LANGS) {
      for (const to of LANGS) {
        for (const name of ROUTE_NAMES) {
          const params = sampleParams(name);
          const translated = translatePath(buildPath(name, from, params), to);
          expect(translated).toBe(buildPath(name, to, params));
          expect(translatePath(translated, from)).toBe(buildPath(name, from, params));
        }
      }
    }
  });

  it('leads an unknown path to the home of the target language', () => {
    expect(translatePath('/fr/nulle-part', 'es')).toBe('/es/');
    expect(translatePath('/', 'en')).toBe('/en/');
  });
});
