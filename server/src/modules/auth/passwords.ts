/**
 * Password hashing: argon2id through @node-rs/argon2, whose `hash`/`verify` run on libuv's thread
 * pool, off the event loop (other requests keep being answered while a login hashes). Parameters:
 * OWASP's first argon2id recommendation (19 MiB, 2 passes, 1 lane), stored in each PHC string, so
 * that raising them later keeps old hashes readable.
 */
import { hash, verify, type Options } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows, verified for an unknown login so that it takes as long as a real one. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
