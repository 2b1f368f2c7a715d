/**
 * The devblog (issue 18): posts written by admins, in up to three languages (a language without a
 * title has no version), kept as markdown and rendered for readers. `published_at` is set the first
 * time a post is published and never moves after (the news modal and the list order by it, then by
 * id); a draft has `published` 0. Deleting the author's account keeps their posts (author null).
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('devblog_posts')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('title_fr', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title_es', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body_fr', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body_es', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('devblog_posts_published_idx').on('devblog_posts').columns(['published', 'published_at', 'id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('devblog_posts').execute();
}
