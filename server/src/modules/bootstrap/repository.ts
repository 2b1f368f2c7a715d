/** Reference data: classes and the game's effect definitions. */
import type { Kysely } from 'kysely';
import { STAT_KEYS, type StatKey } from '#game/stats';
import type { Database } from '#server/db/schema';
import type { RawEffectDefinition } from '#server/import/records';
import type { CatalogRepository } from '../catalog/repository.ts';
import { gameEffects, type GameEffects } from './mapper.ts';

export class ReferenceRepository {
  /**
   * Effect definitions change only with an import, which changes the game's catalogue version: a
   * request checks the version (one indexed row) instead of parsing the ~400 definitions again.
   * Another instance's import is seen at the next request.
   */
  private readonly effectsByGame = new Map<string, { version: string | undefined; effects: GameEffects }>();
  private readonly statsByGame = new Map<string, { version: string | undefined; stats: StatKey[] }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogs: CatalogRepository,
  ) {}

  classes(game: string) {
    return this.db
      .selectFrom('classes')
      .select(['id', 'name_fr', 'name_en', 'name_es'])
      .where('game', '=', game)
      .orderBy('id')
      .execute();
  }

  /** The game's effect definitions, decoded. */
  private async effects(game: string) {
    const rows = await this.db.selectFrom('effects').select(['id', 'kind', 'stat', 'data']).where('game', '=', game).orderBy('id').execute();
    return rows.map(({ data, ...row }) => ({ ...row, definition: JSON.parse(data) as RawEffectDefinition }));
  }

  /** The game's effects as the API names them (mapper.ts), decoded once per imported version. */
  async gameEffects(game: string): Promise<GameEffects> {
    const current = await this.catalogs.version(game);
    const cached = this.effectsByGame.get(game);
    if (cached && cached.version === current?.version) return cached.effects;
    const effects = gameEffects(await this.effects(game));
    this.effectsByGame.set(game, { version: current?.version, effects });
    return effects;
  }

  /**
   * The characteristics that this game's items, weapons and sets carry (stat index rows), in
   * STAT_KEYS order: what its objective, boost and filter lists offer.
   */
  async statsInUse(game: string): Promise<StatKey[]> {
    const current = await this.catalogs.version(game);
    const cached = this.statsByGame.get(game);
    if (cached && cached.version === current?.version) return cached.stats;
    const rows = await this.db
      .selectFrom('stat_index')
      .select('stat')
      .distinct()
      .where('game', '=', game)
      .where('scope', 'in', ['item', 'set'])
      .execute();
    const present = new Set(rows.map((row) => row.stat));
    const stats = STAT_KEYS.filter((key) => present.has(key));
    this.statsByGame.set(game, { version: current?.version, stats });
    return stats;
  }

  /**
   * The kinds of piece (`sets.piece_kinds`: item categories, `weapon` for any weapon) that some set
   * of this game holds: the set filters offer these only.
   */
  async setPieceKinds(game: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('sets').select('piece_kinds').distinct().where('game', '=', game).execute();
    return new Set(rows.flatMap((row) => row.piece_kinds.split('|').filter(Boolean)));
  }

  async hasClass(game: string, classId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('classes')
      .select('id')
      .where('game', '=', game)
      .where('id', '=', classId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
