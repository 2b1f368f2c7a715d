/**
 * What protects signing in, kept in the database so that every server process agrees: failed
 * login attempts (per account and per address), used captcha challenges, and the secrets the
 * server generates when the environment gives none.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { isUniqueViolation, now } from '../users/repository.ts';

export class AuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records an attempt in each scope, then counts the attempts of the window, its own included.
   * Inserting before counting makes the limit hold under concurrency: the n-th attempt to commit
   * sees at least n rows. Answers the largest count.
   */
  async recordAttempt(scopes: readonly string[], windowMs: number): Promise<{ ids: number[]; count: number }> {
    const at = Date.now();
    const ids: number[] = [];
    for (const scope of scopes) {
      const row = await this.db.insertInto('login_attempts').values({ scope, at: now(at) }).returning('id').executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const since = now(at - windowMs);
    let count = 0;
    for (const scope of scopes) {
      const row = await this.db
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('scope', '=', scope)
        .where('at', '>', since)
        .executeTakeFirst();
      count = Math.max(count, Number(row?.n ?? 0));
    }
    return { ids, count };
  }

  /** A successful login does not count against the limits. */
  async forgetAttempts(ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await this.db.deleteFrom('login_attempts').where('id', 'in', [...ids]).execute();
  }

  /** Removes attempts older than the window (called now and then). */
  async purgeAttempts(windowMs: number): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('at', '<=', now(Date.now() - windowMs)).execute();
  }

  /** Marks a captcha challenge used: false when it already was (a replay). */
  async useCaptcha(signature: string, expiresAt: Date, db: Kysely<Database> = this.db): Promise<boolean> {
    await db.deleteFrom('captcha_uses').where('expires_at', '<=', now()).execute();
    const result = await db
      .insertInto('captcha_uses')
      .values({ signature, expires_at: expiresAt.toISOString() })
      .onConflict((conflict) => conflict.column('signature').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  // Social sign-in.

  async addOauthState(state: { hash: string; provider: string; codeVerifier: string; userId: number | null; lang: string; siteUrl: string; ttlMs: number }): Promise<void> {
    await this.db.deleteFrom('oauth_states').where('expires_at', '<=', now()).execute();
    await this.db
      .insertInto('oauth_states')
      .values({
        hash: state.hash,
        provider: state.provider,
        code_verifier: state.codeVerifier,
        user_id: state.userId,
        lang: state.lang,
        site_url: state.siteUrl,
        expires_at: now(Date.now() + state.ttlMs),
      })
      .execute();
  }

  /** Takes a flow under way (once: deleted as it is read); undefined when unknown, used or expired. */
  async takeOauthState(hash: string, provider: string) {
    const row = await this.db.deleteFrom('oauth_states').where('hash', '=', hash).where('provider', '=', provider).returningAll().executeTakeFirst();
    return row && row.expires_at > now() ? row : undefined;
  }

  async socialUserId(provider: string, subject: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('social_accounts').select('user_id').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
    return row?.user_id;
  }

  /** Links the provider's account to the member (replacing their previous one); false when it is another member's. */
  async linkSocial(provider: string, subject: string, userId: number): Promise<boolean> {
    const owner = await this.socialUserId(provider, subject);
    if (owner !== undefined) return owner === userId;
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('social_accounts').where('user_id', '=', userId).where('provider', '=', provider).execute();
        await trx.insertInto('social_accounts').values({ provider, subject, user_id: userId, created_at: now() }).execute();
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** The providers linked to a member. */
  async linkedProviders(userId: number): Promise<string[]> {
    const rows = await this.db.selectFrom('social_accounts').select('provider').where('user_id', '=', userId).orderBy('provider').execute();
    return rows.map((row) => row.provider);
  }

  /**
   * The secret called `name`: the stored one, else a new random one stored for every process (the
   * first process to store it wins; the others read it back).
   */
  async secret(name: string): Promise<string> {
    await this.db
      .insertInto('server_secrets')
      .values({ name, value: randomBytes(48).toString('base64url'), created_at: now() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await this.db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return row.value;
  }
}
