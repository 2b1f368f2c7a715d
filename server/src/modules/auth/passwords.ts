/**
 * Password hashing: argon2id through @node-rs/argon2, whose `hash`/`verify` run on libuv's thread
 * pool, off the event loop. Parameters: OWASP's first argon2id recommendation (19 MiB, 2 passes,
 * 1 lane), stored in each PHC string, so that raising them later keeps old hashes readable.
 *
 * At most `cores − 1` hashes (at least one) run at once; the others wait their turn. Left to the
 * thread pool's 4 threads, a burst of logins on a 2-core machine takes every core from the event
 * loop, and every other request waits behind the hashes.
 */
import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2_OPTIONS));
}

/** A hash of nothing anyone knows, verified for an unknown login so that it takes as long as a real one. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    const decoyHash = await decoy;
    await limited(() => verify(decoyHash, password)).catch(() => false);
    return false;
  }
  try {
    return await limited(() => verify(stored, password));
  } catch {
    return false;
  }
}
