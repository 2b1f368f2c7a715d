/**
 * GET /api/spells/:game/class/:classId — a class's spells with every level (the encyclopedia's
 * `encyclopedie/sorts/{classId}?spellId` screen: `spellId` only picks which spell the screen opens,
 * so the API answers the whole class and the web app selects).
 */
import { ClassSpellsParams, ClassSpellsResponse } from '#contract/spells';
import { notFound } from '../errors.ts';
import { localized, spellOf } from '../mappers.ts';
import type { RoutePlugin } from './context.ts';

export const spellsRoutes: RoutePlugin = async (app, { context: { repos } }) => {
  app.get(
    '/spells/:game/class/:classId',
    { config: { dataVersioned: true }, schema: { params: ClassSpellsParams, response: { 200: ClassSpellsResponse } } },
    async (request) => {
      const { game, classId } = request.params;
      const classRow = await repos.spells.findClass(game, classId);
      if (!classRow) throw notFound('classNotFound');
      const spells = await repos.spells.ofClass(game, classId, classRow.data);
      return { data: { class: { id: classRow.id, name: localized(classRow) }, spells: spells.map(spellOf) } };
    },
  );
};
