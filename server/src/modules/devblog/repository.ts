/** Devblog posts (migration 0013): the listing (published, newest first; paged), reads and writes. */
import type { Kysely } from 'kysely';
import type { Lang } from '#contract/common';
import type { Database, DevblogPostRow } from '#server/db/schema';

export interface DevblogRow extends DevblogPostRow {
  author_name: string | null;
  author_slug: string | null;
}

export interface DevblogWrite {
  title: Partial<Record<Lang, string>>;
  body: Partial<Record<Lang, string>>;
  published: boolean;
}

function columns({ title, body }: DevblogWrite) {
  return {
    title_fr: title.fr ?? '',
    title_en: title.en ?? '',
    title_es: title.es ?? '',
    body_fr: title.fr ? (body.fr ?? '') : '',
    body_en: title.en ? (body.en ?? '') : '',
    body_es: title.es ? (body.es ?? '') : '',
  };
}

export class DevblogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select() {
    return this.db
      .selectFrom('devblog_posts')
      .leftJoin('users', 'users.id', 'devblog_posts.author_id')
      .selectAll('devblog_posts')
      .select(['users.name as author_name', 'users.name_folded as author_slug']);
  }

  /** A page of posts, newest first (drafts, newest created, only when `drafts`). */
  async page(page: number, size: number, drafts: boolean): Promise<{ count: number; rows: DevblogRow[] }> {
    let query = this.select();
    let count = this.db.selectFrom('devblog_posts').select((eb) => eb.fn.countAll<number | string>().as('count'));
    if (!drafts) {
      query = query.where('devblog_posts.published', '=', 1);
      count = count.where('published', '=', 1);
    }
    const [rows, total] = await Promise.all([
      query
        .orderBy('devblog_posts.published', 'asc')
        .orderBy('devblog_posts.published_at', 'desc')
        .orderBy('devblog_posts.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { count: Number(total.count), rows };
  }

  async byId(id: number): Promise<DevblogRow | undefined> {
    return this.select().where('devblog_posts.id', '=', id).executeTakeFirst();
  }

  async create(authorId: number, post: DevblogWrite): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('devblog_posts')
      .values({ author_id: authorId, ...columns(post), published: post.published ? 1 : 0, published_at: post.published ? now : null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** false when no such post. The first publication dates the post; a later edit does not move it. */
  async update(id: number, post: DevblogWrite): Promise<boolean> {
    const current = await this.db.selectFrom('devblog_posts').select(['published_at']).where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    const now = new Date().toISOString();
    const result = await this.db
      .updateTable('devblog_posts')
      .set({ ...columns(post), published: post.published ? 1 : 0, published_at: current.published_at ?? (post.published ? now : null), updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('devblog_posts').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
