/**
 * Roles, tags and the moderation log (issue 18, migration 0011). A member's tags are rows of
 * `user_tags`; `users.tags` (JSON, read by the member mappers) is written in the same transaction.
 * Every act is written with its log entry in one transaction: an act without its entry never exists.
 */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { ADMIN_PAGE_SIZE, USER_TAGS } from '#contract/moderation';
import { ROLES } from '#contract/users';
import type { Database, ModerationLogTable, UserRow } from '#server/db/schema';
import { now } from '../users/repository.ts';

export type LogEntry = Omit<Insertable<ModerationLogTable>, 'id' | 'at' | 'details'> & { details?: Record<string, unknown> };
export type TaggedUser = UserRow & { tag_list: number[] };

/** `%`, `_` and `\` taken literally in a `like`. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export class ModerationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async tagsOf(userIds: readonly number[]): Promise<Map<number, number[]>> {
    const tags = new Map<number, number[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return tags;
    const rows = await this.db.selectFrom('user_tags').select(['user_id', 'tag']).where('user_id', 'in', userIds).orderBy('tag', 'desc').execute();
    for (const row of rows) tags.get(Number(row.user_id))?.push(Number(row.tag));
    return tags;
  }

  async user(id: number): Promise<TaggedUser | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    return { ...row, tag_list: (await this.tagsOf([row.id])).get(row.id) ?? [] };
  }

  /** Members whose nickname contains `name` (all without it), by nickname; a page of ADMIN_PAGE_SIZE. */
  async users(name: string, page: number): Promise<{ rows: TaggedUser[]; count: number }> {
    const folded = name.trim().toLowerCase();
    let query = this.db.selectFrom('users');
    if (folded !== '') query = query.where(sql<boolean>`name_folded like ${`%${likeEscaped(folded)}%`} escape '\\'`);
    const [rows, counted] = await Promise.all([
      query.selectAll().orderBy('name_folded').limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE).execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    ]);
    const tags = await this.tagsOf(rows.map((row) => row.id));
    return { rows: rows.map((row) => ({ ...row, tag_list: tags.get(row.id) ?? [] })), count: Number(counted?.n ?? 0) };
  }

  /** Writes a log entry within the caller's transaction. */
  async log(trx: Kysely<Database>, entry: LogEntry): Promise<void> {
    await trx
      .insertInto('moderation_log')
      .values({ ...entry, at: now(), reason: entry.reason ?? '', details: JSON.stringify(entry.details ?? {}) })
      .execute();
  }

  /**
   * Writes a member's role, tags and channel (each only when given) and one log entry per change.
   * `entries` builds the entries from the member as read before the change.
   */
  async setUser(
    id: number,
    fields: { role_id?: number; tags?: number[]; stream_channel?: string | null },
    entries: (before: TaggedUser) => LogEntry[],
    before: TaggedUser,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const values: { role_id?: number; tags?: string; stream_channel?: string | null; updated_at: string } = { updated_at: now() };
      if (fields.role_id !== undefined) values.role_id = fields.role_id;
      if (fields.stream_channel !== undefined) values.stream_channel = fields.stream_channel;
      if (fields.tags !== undefined) {
        const tags = [...new Set(fields.tags)].sort((a, b) => b - a);
        values.tags = JSON.stringify(tags);
        await trx.deleteFrom('user_tags').where('user_id', '=', id).execute();
        if (tags.length > 0) await trx.insertInto('user_tags').values(tags.map((tag) => ({ user_id: id, tag }))).execute();
      }
      await trx.updateTable('users').set(values).where('id', '=', id).execute();
      for (const entry of entries(before)) await this.log(trx, entry);
    });
  }

  /**
   * Sets the member's role to `role` only if it is still `from` (two moderators acting at once: the
   * second finds it moved), revokes their refresh sessions when banning, and logs the act.
   */
  async setRoleLogged(id: number, from: number, role: number, revokeSessions: boolean, entry: LogEntry): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const changed = await trx.updateTable('users').set({ role_id: role, updated_at: now() }).where('id', '=', id).where('role_id', '=', from).executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return false;
      if (revokeSessions) {
        await trx.updateTable('user_sessions').set({ revoked_at: now() }).where('user_id', '=', id).where('revoked_at', 'is', null).execute();
      }
      await this.log(trx, entry);
      return true;
    });
  }

  async entries(page: number): Promise<{ rows: Selectable<ModerationLogTable>[]; count: number }> {
    const [rows, counted] = await Promise.all([
      this.db.selectFrom('moderation_log').selectAll().orderBy('id', 'desc').limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE).execute(),
      this.db.selectFrom('moderation_log').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, count: Number(counted?.n ?? 0) };
  }

  /** The members tagged streamer who have a channel, by nickname (the live data's streams). */
  streamers(): Promise<{ id: number; name: string; name_folded: string; stream_channel: string }[]> {
    return this.db
      .selectFrom('user_tags')
      .innerJoin('users', 'users.id', 'user_tags.user_id')
      .select(['users.id', 'users.name', 'users.name_folded', 'users.stream_channel'])
      .where('user_tags.tag', '=', USER_TAGS.streamer)
      .where('users.stream_channel', 'is not', null)
      .where('users.role_id', '<>', ROLES.banned)
      .orderBy('users.name_folded')
      .execute() as Promise<{ id: number; name: string; name_folded: string; stream_channel: string }[]>;
  }
}
