/**
 * Helpers of the account tests: a real SMTP sink (smtp-server) that parses what it receives
 * (mailparser), the captcha solved for real (altcha-lib's solver on the server's challenge), and
 * a member registered and activated through the mail's link.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { SMTPServer } from 'smtp-server';
import { QUESTIONS } from '#server/modules/auth/questions';

/** The environment of a harness whose captcha is quick to solve and whose mail goes to `sink`. */
export function accountEnv(sink: MailSink, extra: Record<string, string> = {}): Record<string, string> {
  return { SMTP_URL: sink.url, ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '40', ...extra };
}

export interface MailSink {
  url: string;
  mails: ParsedMail[];
  /** The next mail to `to` received after `after` mails (waits up to 5 s). */
  next(to: string, after?: number): Promise<ParsedMail>;
  count(to: string): number;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((entry) => entry.value.map((v) => v.address?.toLowerCase()));
  const sent = (address: string) => mails.filter((mail) => to(mail).includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    count: (address) => sent(address).length,
    async next(address, after = 0) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = sent(address)[after];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail #${after + 1} to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token link of a mail (its text part), and the token in it. */
export function linkOf(mail: ParsedMail): { link: URL; token: string; action: string } {
  const match = /https?:\/\/\S+\/auth-action\?\S+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in the mail: ${mail.text}`);
  const link = new URL(match[0]);
  return { link, token: link.searchParams.get('token') ?? '', action: link.searchParams.get('action') ?? '' };
}

export interface SolvedCaptcha {
  captcha: string;
  question: string;
  answer: string;
}

/** Asks the server for a challenge and solves it as the widget would; `answer` is a right one. */
export async function solveCaptcha(app: FastifyInstance, lang = 'fr'): Promise<SolvedCaptcha> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha', headers: { 'x-lang': lang } });
  if (response.statusCode !== 200) throw new Error(`captcha: ${response.statusCode} ${response.body}`);
  const { challenge, question } = response.json() as { challenge: Challenge; question: string };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const known = QUESTIONS.find((entry) => Object.values(entry.text).includes(question));
  if (!known) throw new Error(`unknown question: ${question}`);
  return { captcha, question, answer: known.answers[0] as string };
}

export interface Member {
  id: number;
  name: string;
  email: string;
  password: string;
}

let serial = 0;
export function uniqueName(prefix = 'Membre'): string {
  serial += 1;
  return `${prefix}${serial}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);
}

/** Registers a member (real captcha), follows the activation link of the welcome mail. */
export async function registerMember(app: FastifyInstance, sink: MailSink, options: { lang?: string; activate?: boolean } = {}): Promise<Member> {
  const name = uniqueName();
  const email = `${name.toLowerCase()}@example.test`;
  const password = `pw-${name}`;
  const { captcha, answer } = await solveCaptcha(app, options.lang);
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { 'x-lang': options.lang ?? 'fr' },
    payload: { name, email, password, password_confirmation: password, captcha, answer },
  });
  if (response.statusCode !== 200) throw new Error(`register: ${response.statusCode} ${response.body}`);
  const id = (response.json() as { user: { id: number } }).user.id;
  if (options.activate !== false) {
    const { token } = linkOf(await sink.next(email));
    const activated = await app.inject({ method: 'PUT', url: '/api/users/activate-account', payload: { token } });
    if (activated.statusCode !== 200) throw new Error(`activate: ${activated.statusCode} ${activated.body}`);
  }
  return { id, name, email, password };
}

export async function login(app: FastifyInstance, member: Pick<Member, 'name' | 'password'>, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { login: member.name, password: member.password } });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((entry) => entry.name === 'autoLogin');
  return { token: (response.json() as { token: string }).token, cookie: cookie?.value ?? '', response };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
