/**
 * GET /api/search/:game/:query — the navbar search (site-spec §2 "Navbar search", §3 "Search
 * hits"): items, stuffs and spells, at most 5 hits each, best match first, with each group's total.
 * Stuffs do not exist yet: their group is always empty.
 */
import { MAX_NAVBAR_HITS, NavbarSearchParams, NavbarSearchQuery, NavbarSearchResponse } from '#contract/search';
import { requestLang } from '../errors.ts';
import { localized } from '../mappers.ts';
import type { RawSpellRecord } from '../import/records.ts';
import type { TypeSelection } from '../search/categories.ts';
import { searchWords } from '../text.ts';
import type { RoutePlugin } from './context.ts';

const ANY_TYPE: TypeSelection = { noneOf: { categories: [], weaponTypes: [] } };

export const searchRoutes: RoutePlugin = async (app, { context: { repos } }) => {
  app.get(
    '/search/:game/:query',
    { config: { dataVersioned: true }, schema: { params: NavbarSearchParams, querystring: NavbarSearchQuery, response: { 200: NavbarSearchResponse } } },
    async (request) => {
      const { game, query } = request.params;
      const lang = requestLang(request);
      // Punctuation alone has no word to look for: no hits, rather than the whole catalogue.
      const hasWords = searchWords(query).length > 0;
      const nothing = { rows: [], count: 0 };
      const [items, spells] = await Promise.all([
        hasWords
          ? repos.items.search(
              game,
              { text: query, types: ANY_TYPE, standardOnly: request.query.availability === 'standard' },
              { offset: 0, limit: MAX_NAVBAR_HITS, sort: 'relevance', lang },
            )
          : nothing,
        hasWords ? repos.spells.search(game, query, MAX_NAVBAR_HITS, lang) : nothing,
      ]);
      const response: NavbarSearchResponse = {
        results: [
          {
            index: 'items' as const,
            hits: items.rows.map((row) => ({
              id: row.id,
              name: localized(row),
              level: row.level,
              category: row.category,
              category_type: row.kind === 'weapon' ? ('W' as const) : ('I' as const),
            })),
            estimatedTotalHits: items.count,
          },
          { index: 'stuffs' as const, hits: [], estimatedTotalHits: 0 },
          {
            index: 'spells' as const,
            hits: spells.rows.map((row) => ({
              id: row.id,
              spell_id: row.id,
              class_id: row.class_id ?? 0,
              name: localized(row),
              icon: (JSON.parse(row.data) as RawSpellRecord).icon_id ?? null,
            })),
            estimatedTotalHits: spells.count,
          },
        ],
      };
      return response;
    },
  );
};
