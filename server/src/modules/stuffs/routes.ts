/**
 * Saved stuffs (issue 17; builder-spec §7 "Stuffs"): create, save the draft, read, every partial
 * update, copy, delete, the lists, the Cacminator's read and the public search. The private routes
 * are the owner's; another member or a visitor reads a public stuff only, and a private one answers
 * "the equipment is private". Every write checks the stuff with the engine's rules first and is
 * conditioned on the version the client read (409 when it moved on).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Lang } from '#contract/common';
import type { Engine } from '#engine';
import { Stuff, DEFAULT_CLASS_ID, CHARACTER_LEVEL_MAX } from '#contract/stuff';
import { STUFFS_MAX, stuffsRoutes, type StoredStuff } from '#contract/stuffs';
import { ROLES } from '#contract/users';
import type { StuffRow, UserRow } from '#server/db/schema';
import { contractRoute } from '#server/http/route';
import { ApiError } from '#server/plugins/errors';
import { refusalText, StuffEngines, type Refusal } from './engine.ts';
import { stuffObject, toStored, toSummary } from './mapper.ts';
import { framed, type StuffFields, type StuffWithNames } from './repository.ts';
import { refuseBody } from './validation.ts';
import { registerBoostRoutes } from './boosts.ts';
import { award } from '../gamification/award.ts';

export interface StuffMeta {
  description?: string;
  markdown?: string;
  tags?: string[];
  allowed_classes?: number[];
  visible?: boolean;
  folder_id?: number | null;
}

/** The stuff service the stuff and boost routes share. */
export class StuffService {
  constructor(
    readonly app: Parameters<FastifyPluginAsyncZod>[0],
    readonly engines: StuffEngines,
  ) {}

  private get repo() {
    return this.app.repos.stuffs;
  }

  /** A stuff readable by `viewer` (the owner, or anyone when public); 404, or 403 "private". */
  async readable(id: number, game: string | undefined, viewer: UserRow | undefined): Promise<StuffWithNames> {
    const row = await this.repo.byId(id);
    if (!row || (game !== undefined && row.game !== game)) throw new ApiError(404, 'stuffNotFound');
    if (row.visible !== 1 && Number(row.user_id) !== viewer?.id) throw new ApiError(403, 'stuffPrivate');
    // Hidden by a moderator: as if it did not exist, but to its owner and the moderators.
    if (Number(row.hidden) === 1 && Number(row.user_id) !== viewer?.id && !(viewer && Number(viewer.role_id) <= ROLES.moderator)) throw new ApiError(404, 'stuffNotFound');
    return row;
  }

  /** A stuff of the signed-in member; another's answers 403 (private, or not theirs). */
  async owned(request: FastifyRequest, id: number, game?: string): Promise<{ member: UserRow; row: StuffWithNames }> {
    const member = await this.app.authentication.member(request);
    const row = await this.repo.byId(id);
    if (!row || (game !== undefined && row.game !== game)) throw new ApiError(404, 'stuffNotFound');
    if (Number(row.user_id) !== member.id) throw new ApiError(403, row.visible === 1 ? 'stuffNotOwner' : 'stuffPrivate');
    return { member, row };
  }

  /** The viewer of a public read: the signed-in member, if any (a bad token is still a 401). */
  async viewer(request: FastifyRequest): Promise<UserRow | undefined> {
    return request.headers.authorization === undefined ? undefined : this.app.authentication.member(request);
  }

  refuse(refusal: Refusal, name: string, lang: Lang, key: 'stuffSaveFailed' | 'stuffCopyFailed' = 'stuffSaveFailed'): ApiError {
    const reason = refusalText(refusal, lang);
    return new ApiError(400, key, { name, reason }, [{ path: ['body', ...refusal.field.split('.')], message: reason }]);
  }

  async checkFolder(member: UserRow, folderId: number | null | undefined): Promise<void> {
    if (folderId === undefined || folderId === null) return;
    if (!(await this.repo.folder(folderId, member.id))) throw new ApiError(404, 'folderNotFound', {}, [{ path: ['body', 'folder_id'], message: 'folder' }]);
  }

  /** The stored columns of a stuff the engine accepts (else a 400 with the engine's words). */
  async fields(game: string, stuff: Stuff, meta: StuffMeta, base: Partial<StuffFields> | undefined, lang: Lang, key?: 'stuffCopyFailed'): Promise<StuffFields> {
    const engine = await this.engines.of(game);
    const refusal = this.engines.refusal(engine, stuff);
    if (refusal) throw this.refuse(refusal, stuff.name, lang, key);
    const derived = this.engines.derive(engine, stuff);
    const stored: Stuff = { ...stuff, id: 0, mode: 'private' };
    return {
      name: stuff.name,
      class_id: stuff.classId,
      gender: stuff.gender,
      character_level: stuff.level,
      level: derived.level,
      elements: framed(derived.elements),
      tags: meta.tags ? framed([...new Set(meta.tags)]) : (base?.tags ?? ','),
      allowed_classes: meta.allowed_classes ? JSON.stringify([...new Set(meta.allowed_classes)]) : (base?.allowed_classes ?? '[]'),
      description: meta.description ?? base?.description ?? '',
      markdown: meta.markdown ?? base?.markdown ?? '',
      visible: meta.visible === undefined ? (base?.visible ?? 0) : meta.visible ? 1 : 0,
      folder_id: meta.folder_id === undefined ? (base?.folder_id ?? null) : meta.folder_id,
      skin: base?.skin ?? null,
      data: JSON.stringify(stored),
    };
  }

  /** Creates a stuff of `member` (the privacy setting decides its visibility unless given). */
  async create(member: UserRow, game: string, stuff: Stuff, meta: StuffMeta, lang: Lang, key?: 'stuffCopyFailed', skin: string | null = null): Promise<StoredStuff> {
    await this.checkFolder(member, meta.folder_id);
    const visible = meta.visible ?? Number(member.privacy_mode) !== 1;
    const fields = await this.fields(game, stuff, { ...meta, visible }, { skin }, lang, key);
    const row = await this.repo.create(member.id, game, fields, STUFFS_MAX);
    if (!row) throw new ApiError(400, 'stuffMax', { max: String(STUFFS_MAX) });
    await award(this.app, { kind: 'stuff_saved', stuff: row });
    return this.stored(row.id, member.id);
  }

  async stored(id: number, viewerId: number): Promise<StoredStuff> {
    const row = await this.repo.byId(id);
    if (!row) throw new ApiError(404, 'stuffNotFound');
    return toStored(row, Number(row.user_id) === viewerId);
  }

  /**
   * Changes an owned stuff: `change` edits its builder object; the result is checked by the engine
   * and written if the version is still `version` (409 otherwise, 404 when deleted meanwhile).
   */
  async change(
    request: FastifyRequest,
    id: number,
    game: string | undefined,
    version: number | undefined,
    change: (stuff: Stuff) => Stuff,
    meta: StuffMeta = {},
    extra: Partial<StuffFields> = {},
  ): Promise<{ row: StuffRow; member: UserRow }> {
    const { member, row } = await this.owned(request, id, game);
    const sent = version ?? Number(row.version);
    if (sent !== Number(row.version)) throw conflict(row.name, Number(row.version), sent);
    await this.checkFolder(member, meta.folder_id);
    const stuff = change(stuffObject(row, true));
    const fields = await this.fields(row.game, stuff, meta, row, request.lang);
    const outcome = await this.repo.write(id, member.id, sent, { ...fields, ...extra });
    if (outcome.kind === 'conflict') throw conflict(row.name, outcome.current, sent);
    if (outcome.kind === 'missing') throw new ApiError(404, 'stuffNotFound');
    await award(this.app, { kind: 'stuff_saved', stuff: outcome.row });
    return { row: outcome.row, member };
  }
}

export function conflict(name: string, current: number, sent: number): ApiError {
  return new ApiError(409, 'stuffConflict', { name, current: String(current), sent: String(sent) });
}

/** A blank stuff (builder-spec §3 defaults). */
function blankStuff(body: { name: string; classId?: number; gender?: 0 | 1; level?: number }): Stuff {
  return {
    id: -1,
    mode: 'private',
    name: body.name,
    classId: body.classId ?? DEFAULT_CLASS_ID,
    level: body.level ?? CHARACTER_LEVEL_MAX,
    gender: body.gender ?? 0,
    points: {},
    scrolls: {},
    items: {},
    rolls: {},
    forgemagie: {},
    boosts: [],
  };
}

export const stuffsModule: FastifyPluginAsyncZod = async (app) => {
  const service = new StuffService(app, new StuffEngines(app.repos.catalogs));
  registerBoostRoutes(app, service);
  const repo = app.repos.stuffs;
  const member = (request: FastifyRequest) => app.authentication.member(request);
  const answer = async (_request: FastifyRequest, promise: Promise<{ row: StuffRow; member: UserRow }>) => {
    const { row, member: who } = await promise;
    return service.stored(row.id, who.id);
  };
  const attach = { attachValidation: true } as const;

  app.route({
    ...contractRoute(stuffsRoutes.create),
    ...attach,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const who = await member(request);
      const { body } = request;
      return service.create(who, request.params.game, blankStuff(body), body, request.lang);
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.save),
    ...attach,
    handler: async (request) => {
      const who = await member(request);
      const engine = request.validationError ? await service.engines.of(request.params.game).catch(() => undefined) : undefined;
      refuseBody(request, () => (engine ? rawEngineWords(service, engine, request.body, request.lang) : undefined));
      const { body } = request;
      const { description, markdown, tags, allowed_classes, visible, folder_id, ...stuff } = body;
      return service.create(who, request.params.game, { ...stuff, id: -1, mode: 'private' }, { description, markdown, tags, allowed_classes, visible, folder_id }, request.lang);
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.readPrivate),
    handler: async (request) => {
      const { row } = await service.owned(request, request.params.id, request.params.game);
      return toStored(row, true);
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.update),
    ...attach,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const { version, name, classId, gender, level, ...meta } = request.body;
      return answer(
        request,
        service.change(request, request.params.id, request.params.game, version, (stuff) => ({
          ...stuff,
          name: name ?? stuff.name,
          classId: classId ?? stuff.classId,
          gender: gender ?? stuff.gender,
          level: level ?? stuff.level,
        }), meta),
      );
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.caracs),
    ...attach,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const { version, points, scrolls } = request.body;
      return answer(request, service.change(request, request.params.id, request.params.game, version, (stuff) => ({ ...stuff, points, scrolls })));
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.fm),
    ...attach,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const { version, forgemagie } = request.body;
      return answer(request, service.change(request, request.params.id, request.params.game, version, (stuff) => ({ ...stuff, forgemagie })));
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.fmWeapon),
    ...attach,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const { version, rolls } = request.body;
      return answer(request, service.change(request, request.params.id, request.params.game, version, (stuff) => ({ ...stuff, rolls: { ...stuff.rolls, ar: rolls } })));
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.fmItem),
    ...attach,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const { version, slot, rolls } = request.body;
      return answer(request, service.change(request, request.params.id, request.params.game, version, (stuff) => ({ ...stuff, rolls: { ...stuff.rolls, [slot]: rolls } })));
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.skin),
    ...attach,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const { version, skin } = request.body;
      return answer(request, service.change(request, request.params.id, request.params.game, version, (stuff) => stuff, {}, { skin: skin === null ? null : JSON.stringify(skin) }));
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.item),
    ...attach,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const { version, slot, itemId } = request.body;
      return answer(
        request,
        service.change(request, request.params.id, request.params.game, version, (stuff) => {
          const items = { ...stuff.items };
          const rolls = { ...stuff.rolls };
          // A new item in the slot starts without the old one's forgemagie.
          if (items[slot] !== itemId) delete rolls[slot];
          if (itemId === null) delete items[slot];
          else items[slot] = itemId;
          return { ...stuff, items, rolls };
        }),
      );
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.items),
    ...attach,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const { version, items } = request.body;
      return answer(
        request,
        service.change(request, request.params.id, request.params.game, version, (stuff) => {
          const rolls = Object.fromEntries(Object.entries(stuff.rolls).filter(([slot]) => items[slot as keyof typeof items] === stuff.items[slot as keyof typeof items]));
          return { ...stuff, items, rolls };
        }),
      );
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.deleteItems),
    handler: async (request) =>
      // builder-spec §4: a reset removes every item and the forgemagie.
      answer(request, service.change(request, request.params.id, request.params.game, request.query.version, (stuff) => ({ ...stuff, items: {}, rolls: {}, forgemagie: {} }))),
  });

  app.route({
    ...contractRoute(stuffsRoutes.remove),
    handler: async (request) => {
      const { member: who, row } = await service.owned(request, request.params.id, request.params.game);
      if (!(await repo.remove(row.id, who.id))) throw new ApiError(404, 'stuffNotFound');
      return { id: row.id };
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.copy),
    ...attach,
    handler: async (request) => {
      await app.authentication.member(request);
      refuseBody(request);
      const who = await member(request);
      const row = await service.readable(request.params.id, request.params.game, who);
      const source = stuffObject(row, false);
      const name = request.body?.name ?? row.name;
      return service.create(
        who,
        row.game,
        { ...source, id: -1, mode: 'private', name },
        { description: row.description, markdown: row.markdown, tags: row.tags.split(',').filter(Boolean), allowed_classes: JSON.parse(row.allowed_classes) as number[] },
        request.lang,
        'stuffCopyFailed',
        row.skin,
      );
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.ownList),
    handler: async (request) => {
      const who = await member(request);
      return { rows: (await repo.listOf(who.id, request.params.game, false)).map((row) => toSummary(row, who.id)) };
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.ownSearch),
    handler: async (request) => {
      const who = await member(request);
      const { rows, count } = await repo.search(request.params.game, request.query, who.id);
      return { count, hits: rows.map((row) => toSummary(row, who.id)), page: request.query.page, pages: Math.ceil(count / request.query.size) };
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.readPublic),
    handler: async (request) => {
      const viewer = await service.viewer(request);
      const row = await service.readable(request.params.id, request.params.game, viewer);
      const owner = Number(row.user_id) === viewer?.id;
      if (!owner) {
        await repo.addView(row.id);
        row.views = Number(row.views) + 1;
        await award(app, { kind: 'guide_viewed', stuff: row, viewerId: viewer?.id });
      }
      return toStored(row, owner);
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.short),
    handler: async (request) => {
      const viewer = await service.viewer(request);
      const found = await repo.byShortCode(request.params.code);
      if (!found) throw new ApiError(404, 'stuffNotFound');
      const row = await service.readable(found.id, undefined, viewer);
      return toStored(row, Number(row.user_id) === viewer?.id);
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.publicList),
    handler: async (request) => {
      const userId = request.params.userId === 0 ? (await member(request)).id : request.params.userId;
      const viewer = await service.viewer(request);
      return { rows: (await repo.listOf(userId, request.params.game, true)).map((row) => toSummary(row, viewer?.id)) };
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.latest),
    handler: async (request) => ({ rows: (await repo.latest(request.params.game)).map((row) => toSummary(row)) }),
  });

  app.route({
    ...contractRoute(stuffsRoutes.cacminator),
    handler: async (request) => {
      // builder-spec §2: the Cacminator is for members.
      const who = await member(request);
      const row = await service.readable(request.params.id, request.params.game, who);
      return stuffObject(row, Number(row.user_id) === who.id);
    },
  });

  app.route({
    ...contractRoute(stuffsRoutes.search),
    handler: async (request) => {
      const { rows, count } = await repo.search(request.params.game, request.query);
      return { count, hits: rows.map((row) => toSummary(row)), page: request.query.page, pages: Math.ceil(count / request.query.size) };
    },
  });
};

/** What the engine says of a raw draft the contract refused (so that its words are answered). */
function rawEngineWords(service: StuffService, engine: Engine, raw: unknown, lang: Lang) {
  const refusal = service.engines.rawRefusal(engine, raw);
  if (!refusal) return undefined;
  const name = typeof (raw as { name?: unknown } | null)?.name === 'string' ? String((raw as { name: string }).name) : '';
  const reason = refusalText(refusal, lang);
  return { key: 'stuffSaveFailed' as const, params: { name, reason }, text: reason, field: refusal.field };
}
