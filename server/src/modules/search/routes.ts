/**
 * GET /api/search/:game/:query — the navbar search (site-spec §2 "Navbar search", §3 "Search
 * hits"): items, stuffs and spells, at most 5 hits each, best match first, with each group's total.
 * Stuffs: public ones only, whose names hold every word (their answer changes with the members'
 * saves, so the route carries no data-version ETag).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_NAVBAR_HITS, searchRoutes, type NavbarSearchResponse } from '#contract/search';
import { contractRoute } from '#server/http/route';
import { spellHit } from '../spells/mapper.ts';
import type { TypeSelection } from './categories.ts';
import { itemHit } from './mapper.ts';
import { stuffHit } from '../stuffs/mapper.ts';
import { searchWords } from './text.ts';

const ANY_TYPE: TypeSelection = { noneOf: { categories: [], weaponTypes: [] } };

export const searchModule: FastifyPluginAsyncZod = async (app) => {
  const { items, spells, stuffs } = app.repos;
  app.route({
    ...contractRoute(searchRoutes.navbar),
    handler: async (request) => {
      const { game, query } = request.params;
      const lang = request.lang;
      // Punctuation alone has no word to look for: no hits, rather than the whole catalogue.
      const hasWords = searchWords(query).length > 0;
      const nothing = { rows: [], count: 0 };
      const [itemMatches, spellMatches, stuffMatches] = await Promise.all([
        hasWords
          ? items.search(
              game,
              { text: query, types: ANY_TYPE, standardOnly: request.query.availability === 'standard' },
              { offset: 0, limit: MAX_NAVBAR_HITS, sort: 'relevance', lang },
            )
          : nothing,
        hasWords ? spells.search(game, query, MAX_NAVBAR_HITS, lang) : nothing,
        hasWords ? stuffs.search(game, { text: query, sort: 'views_desc', page: 1, size: MAX_NAVBAR_HITS }) : nothing,
      ]);
      const response: NavbarSearchResponse = {
        results: [
          { index: 'items' as const, hits: itemMatches.rows.map(itemHit), estimatedTotalHits: itemMatches.count },
          { index: 'stuffs' as const, hits: stuffMatches.rows.map(stuffHit), estimatedTotalHits: stuffMatches.count },
          { index: 'spells' as const, hits: spellMatches.rows.map(spellHit), estimatedTotalHits: spellMatches.count },
        ],
      };
      return response;
    },
  });
};
