/**
 * Random tokens (mail links, the autoLogin cookie): 32 random bytes in base64url, of which only the
 * sha256 is stored, so that a copy of the database opens no account.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
