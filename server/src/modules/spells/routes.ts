/**
 * GET /api/spells/:game/class/:classId — a class's spells with every level (the encyclopedia's
 * `encyclopedie/sorts/{classId}?spellId` screen: `spellId` only picks which spell the screen opens,
 * so the API answers the whole class and the web app selects).
 * GET /api/spells/:game/search — spells by name, a page at a time (the search page).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spellRoutes } from '#contract/spells';
import { localized } from '#server/db/names';
import { contractRoute } from '#server/http/route';
import { notFound } from '#server/plugins/errors';
import { pageCount } from '../search/query.ts';
import { searchWords } from '../search/text.ts';
import { spellHit, spellOf } from './mapper.ts';

export const spellsModule: FastifyPluginAsyncZod = async (app) => {
  const { spells } = app.repos;
  app.route({
    ...contractRoute(spellRoutes.byClass),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game, classId } = request.params;
      const classRow = await spells.findClass(game, classId);
      if (!classRow) throw notFound('classNotFound');
      const classSpells = await spells.ofClass(game, classRow);
      return { data: { class: { id: classRow.id, name: localized(classRow) }, spells: classSpells.map(spellOf) } };
    },
  });
  app.route({
    ...contractRoute(spellRoutes.search),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game } = request.params;
      const { text, page, size } = request.query;
      // Punctuation alone has no word to look for: no spell, rather than every one.
      const { rows, count } =
        searchWords(text).length > 0 ? await spells.search(game, text, size, request.lang, (page - 1) * size) : { rows: [], count: 0 };
      return { rows: rows.map(spellHit), count, page, pages: pageCount(count, size) };
    },
  });
};
