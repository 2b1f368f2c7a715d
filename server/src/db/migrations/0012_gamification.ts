/**
 * Levels and badges (issue 18, `game/gamification.ts`). `xp_events`: one row per award, keyed by
 * (member, action, object) — the primary key is what makes an award idempotent: a second insert of
 * the same key is ignored, whichever request or process tries it. `xp_daily`: how many awards of an
 * action earned XP on a UTC day (a conditioned `count < cap` update, so concurrent awards never pass
 * the cap). `member_levels`: the member's total XP and level. `member_badges`: the badges earned.
 * `member_notifications`: the last LEVEL_UP / NEW_BADGE not yet closed (one per member).
 */
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('xp_events')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('object_key', 'text', (col) => col.notNull())
    .addColumn('xp', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('xp_events_pk', ['user_id', 'action', 'object_key'] as never)
    .execute();
  await db.schema
    .createTable('xp_daily')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('xp_daily_pk', ['user_id', 'action', 'day'] as never)
    .execute();
  await db.schema
    .createTable('member_levels')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('xp', 'integer', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('member_badges')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('badge_id', 'integer', (col) => col.notNull())
    .addColumn('earned_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('member_badges_pk', ['user_id', 'badge_id'] as never)
    .execute();
  await db.schema
    .createTable('member_notifications')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('level', 'integer')
    .addColumn('badge_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['member_notifications', 'member_badges', 'member_levels', 'xp_daily', 'xp_events']) await db.schema.dropTable(table).execute();
}
