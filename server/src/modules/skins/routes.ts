/**
 * Skins (issue 21; builder-spec §3, §5, §6, §8): a member's saved looks, and the Skinator's
 * catalogue of cosmetic items (`/api/items/:game/skinator/...`).
 *
 * Visibility: `GET /api/skins/0` is the caller's own list (a member only), every skin; another
 * member's list holds their public skins only (a banned or unknown member: "user not found"). One
 * skin: a confidential one asked by anyone but its owner is 403 "you have no access to this skin";
 * a banned member's skins are not found by others. Writes: the owner only (another member's skin
 * is 403 skinForbidden, an unknown one 404 skinNotFound).
 *
 * A look is checked by the contract's schemas (message keys), then by `lookProblem` (game/skin.ts),
 * then each cosmetic against the catalogue: an item of the skin's game worn in that slot.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Game } from '#contract/common';
import { SKINS_MAX, skinatorRoutes, skinsRoutes } from '#contract/skins';
import { ROLES } from '#contract/users';
import { SKIN_COSMETIC_SLOTS, lookProblem, type SkinCosmeticSlot } from '#game/skin';
import type { UserRow } from '#server/db/schema';
import { contractRoute } from '#server/http/route';
import type { MessageKey } from '#server/i18n/messages';
import { ApiError } from '#server/plugins/errors';
import { pageCount } from '../search/query.ts';
import { searchWords } from '../search/text.ts';
import { refuseBody } from '../stuffs/validation.ts';
import { COSMETIC_CATEGORIES, SLOT_CATEGORIES, cosmeticSlot, lookOf, toSkin, toSkinatorItem } from './mapper.ts';
import type { SkinRow, SkinValues } from './repository.ts';

const PROBLEM_KEYS: Readonly<Record<NonNullable<ReturnType<typeof lookProblem>>, MessageKey>> = {
  class: 'skinClassInvalid',
  gender: 'skinGenderInvalid',
  head: 'skinHeadInvalid',
  face: 'skinFaceInvalid',
  color: 'skinColorInvalid',
  cosmetic: 'skinCosmeticInvalid',
};
const COSMETIC_COLUMNS: Readonly<Record<SkinCosmeticSlot, 'hat_id' | 'cloak_id' | 'shield_id' | 'pet_id'>> = {
  hat: 'hat_id',
  cloak: 'cloak_id',
  shield: 'shield_id',
  pet: 'pet_id',
};

type CosmeticsBody = Partial<Record<SkinCosmeticSlot, number | null | undefined>>;
const cosmeticColumns = (cosmetics: CosmeticsBody | undefined) =>
  Object.fromEntries(SKIN_COSMETIC_SLOTS.map((slot) => [COSMETIC_COLUMNS[slot], cosmetics?.[slot] ?? null])) as Pick<SkinValues, 'hat_id' | 'cloak_id' | 'shield_id' | 'pet_id'>;
const colorColumns = (colors: readonly (number | null)[]) => ({
  color1: colors[0] ?? null,
  color2: colors[1] ?? null,
  color3: colors[2] ?? null,
  color4: colors[3] ?? null,
  color5: colors[4] ?? null,
});

export const skinsModule: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.skins;
  const viewer = async (request: FastifyRequest) => ((await app.authentication.claims(request)) ? app.authentication.member(request) : undefined);

  /** Refuses a look the renderer does not draw, or a cosmetic that is not of its game and slot. */
  const checkLook = async (game: string, values: SkinValues) => {
    const problem = lookProblem(lookOf(values));
    if (problem) throw new ApiError(400, PROBLEM_KEYS[problem]);
    for (const slot of SKIN_COSMETIC_SLOTS) {
      const id = values[COSMETIC_COLUMNS[slot]];
      if (id === null) continue;
      const row = await repo.cosmetic(game, SLOT_CATEGORIES[slot], id);
      if (!row || cosmeticSlot(row) !== slot) throw new ApiError(400, 'skinCosmeticInvalid', { slot });
    }
  };
  /** The member's own skin; another's is 403, an unknown one 404. */
  const ownSkin = async (member: UserRow, skinId: number): Promise<SkinRow> => {
    const row = await repo.find(skinId);
    if (!row) throw new ApiError(404, 'skinNotFound');
    if (Number(row.user_id) !== member.id) throw new ApiError(403, 'skinForbidden');
    return row;
  };
  const answer = async (skinId: number) => {
    const row = await repo.find(skinId);
    if (!row) throw new ApiError(404, 'skinNotFound');
    return toSkin(row);
  };

  app.route({
    ...contractRoute(skinsRoutes.list),
    handler: async (request) => {
      const { userId } = request.params;
      const { game, page, size } = request.query;
      let ownerId: number;
      let publicOnly = false;
      if (userId === 0) ownerId = (await app.authentication.member(request)).id;
      else {
        const caller = await viewer(request);
        ownerId = userId;
        if (!caller || caller.id !== userId) {
          const owner = await repo.owner(userId);
          if (!owner || Number(owner.role_id) === ROLES.banned) throw new ApiError(404, 'userNotFound');
          publicOnly = true;
        }
      }
      const { rows, count } = await repo.list(ownerId, { game, publicOnly }, { offset: (page - 1) * size, limit: size });
      return { rows: rows.map(toSkin), count, page, pages: pageCount(count, size) };
    },
  });

  app.route({
    ...contractRoute(skinsRoutes.one),
    handler: async (request) => {
      const row = await repo.find(request.params.skinId);
      if (!row) throw new ApiError(404, 'skinNotFound');
      const caller = await viewer(request);
      if (caller?.id === Number(row.user_id)) return toSkin(row);
      if (Number(row.owner_role) === ROLES.banned) throw new ApiError(404, 'skinNotFound');
      if (Number(row.visible) !== 1) throw new ApiError(403, 'skinForbidden');
      return toSkin(row);
    },
  });

  app.route({
    ...contractRoute(skinsRoutes.create),
    attachValidation: true,
    handler: async (request) => {
      const member = await app.authentication.member(request);
      refuseBody(request);
      const body = request.body;
      const values: SkinValues = {
        name: body.name,
        class_id: body.class_id,
        gender: body.gender,
        head: body.head,
        face: body.face,
        ...colorColumns(body.colors),
        ...cosmeticColumns(body.cosmetics),
        visible: body.visible === false ? 0 : 1,
      };
      await checkLook(body.game, values);
      const id = await repo.create(member.id, body.game, values, SKINS_MAX);
      if (id === null) throw new ApiError(400, 'skinMax');
      return answer(id);
    },
  });

  app.route({
    ...contractRoute(skinsRoutes.update),
    attachValidation: true,
    handler: async (request) => {
      const member = await app.authentication.member(request);
      refuseBody(request);
      const row = await ownSkin(member, request.params.skinId);
      const body = request.body;
      const values: SkinValues = {
        name: body.name ?? row.name,
        class_id: body.class_id ?? Number(row.class_id),
        gender: body.gender ?? Number(row.gender),
        head: body.head ?? Number(row.head),
        face: body.face ?? Number(row.face),
        ...(body.colors ? colorColumns(body.colors) : { color1: row.color1, color2: row.color2, color3: row.color3, color4: row.color4, color5: row.color5 }),
        ...(body.cosmetics ? cosmeticColumns(body.cosmetics) : { hat_id: row.hat_id, cloak_id: row.cloak_id, shield_id: row.shield_id, pet_id: row.pet_id }),
        visible: body.visible === undefined ? Number(row.visible) : body.visible ? 1 : 0,
      };
      await checkLook(row.game, values);
      if (!(await repo.update(member.id, Number(row.id), values))) throw new ApiError(404, 'skinNotFound');
      return answer(Number(row.id));
    },
  });

  app.route({
    ...contractRoute(skinsRoutes.remove),
    handler: async (request) => {
      const member = await app.authentication.member(request);
      const row = await ownSkin(member, request.params.skinId);
      if (!(await repo.remove(member.id, Number(row.id)))) throw new ApiError(404, 'skinNotFound');
      return { id: Number(row.id) };
    },
  });

  app.route({
    ...contractRoute(skinatorRoutes.category),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game, cat } = request.params;
      const { text, page, size } = request.query;
      const rows = (await repo.cosmetics(game, SLOT_CATEGORIES[cat], searchWords(text ?? ''), request.lang)).filter((row) => cosmeticSlot(row) === cat);
      const offset = (page - 1) * size;
      return { rows: rows.slice(offset, offset + size).map((row) => toSkinatorItem(row, cat)), count: rows.length, page, pages: pageCount(rows.length, size) };
    },
  });

  app.route({
    ...contractRoute(skinatorRoutes.item),
    config: { dataVersioned: true },
    handler: async (request) => {
      const { game, id } = request.params;
      const row = await repo.cosmetic(game as Game, COSMETIC_CATEGORIES, id);
      const slot = row ? cosmeticSlot(row) : null;
      if (!row || !slot) throw new ApiError(404, 'itemNotFound');
      return toSkinatorItem(row, slot);
    },
  });
};
