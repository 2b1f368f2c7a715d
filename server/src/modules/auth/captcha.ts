/**
 * The registration captcha (issue 16): a self-hosted ALTCHA proof-of-work challenge (altcha-lib,
 * PBKDF2/SHA-256 in deterministic mode: the server knows the key of its counter and signs it, so
 * that checking a solution is two HMACs, no key derivation) plus a game question, whose id rides in
 * the challenge's signed data. A challenge expires after 10 minutes and serves once
 * (`captcha_uses`).
 */
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Lang } from '#contract/common';
import { QUESTIONS, questionById, type Question } from './questions.ts';

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaSettings {
  hmacKey: string;
  cost: number;
  maxCounter: number;
}

const keySecret = (hmacKey: string) => `${hmacKey}:derived-key`;

export async function newCaptcha(settings: CaptchaSettings, lang: Lang): Promise<{ challenge: Challenge; question: string }> {
  const question = QUESTIONS[randomInt(QUESTIONS.length)] as Question;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    counter: randomInt(Math.floor(settings.maxCounter / 2), settings.maxCounter + 1),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    data: { question: question.id },
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySecret(settings.hmacKey),
  });
  return { challenge, question: question.text[lang] };
}

export type CaptchaCheck = { ok: true; signature: string; question: Question; expiresAt: Date } | { ok: false };

/** Decodes and verifies the widget's payload (base64 JSON of `{challenge, solution}`). Never throws. */
export async function checkCaptcha(settings: CaptchaSettings, payload: string): Promise<CaptchaCheck> {
  let decoded: { challenge?: Challenge; solution?: Solution };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof decoded;
  } catch {
    return { ok: false };
  }
  const { challenge, solution } = decoded ?? {};
  if (
    typeof challenge !== 'object' ||
    challenge === null ||
    typeof challenge.signature !== 'string' ||
    typeof challenge.parameters !== 'object' ||
    challenge.parameters === null ||
    typeof solution !== 'object' ||
    solution === null ||
    typeof solution.derivedKey !== 'string' ||
    !Number.isSafeInteger(solution.counter)
  ) {
    return { ok: false };
  }
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: settings.hmacKey,
      hmacKeySignatureSecret: keySecret(settings.hmacKey),
    });
    const question = questionById(challenge.parameters.data?.question);
    const expires = challenge.parameters.expiresAt;
    if (!result.verified || !question || typeof expires !== 'number') return { ok: false };
    return { ok: true, signature: challenge.signature, question, expiresAt: new Date(expires * 1000) };
  } catch {
    return { ok: false };
  }
}
