/**
 * The registration's anti-spam proof of work (ALTCHA, issue 16), solved in the page with
 * `altcha-lib`'s solver over the browser's Web Crypto PBKDF2: asynchronous, and it yields to the
 * event loop, so the page stays responsive. The payload is what the ALTCHA widget would submit:
 * the base64 JSON of the challenge and its solution.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Captcha } from '#contract/auth';

export async function solveCaptcha(captcha: Captcha, signal?: AbortSignal): Promise<string> {
  const challenge = captcha.challenge as unknown as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new Error(signal?.aborted ? 'aborted' : 'captcha not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
