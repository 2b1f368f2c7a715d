/**
 * GET /api/spells/:game/class/:classId — a class's spells with every level (the encyclopedia's
 * `encyclopedie/sorts/{classId}?spellId` screen: `spellId` only picks which spell the screen opens,
 * so the API answers the whole class and the web app selects).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spellRoutes } from '#contract/spells';
import { localized } from '#server/db/names';
import { contractRoute } from '#server/http/route';
import { notFound } from '#server/plugins/errors';
import { spellOf } from './mapper.ts';

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
};
