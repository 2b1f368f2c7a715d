/**
 * Server settings, read once from the environment and validated with zod: a bad value stops the
 * start-up with a message naming the variable, rather than surfacing later as a confusing failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { Game } from '#contract/common';
import { accountEnv, accountSettings, type AccountSettings } from './accounts-config.ts';
import { adsEnv, siteSettings, type SiteSettingsConfig } from './ads-config.ts';
import { DEFAULT_SITES, parseSites, SitesError, type Sites } from './sites.ts';

/**
 * The repository root is the folder holding the repository's package.json (not the one the build
 * writes into `dist/server` for its import aliases, which is private and unnamed). It is found by
 * walking up from this file so that the same code works from `server/src` (tsx, vitest) and from
 * `dist/server/server/src`.
 */
function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (isRepositoryPackage(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json found above ${from}`);
    dir = parent;
  }
}

function isRepositoryPackage(file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'tofulab';
  } catch {
    return false;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function envSchema(root: string) {
  const resolved = (fallback: string) =>
    z
      .string()
      .min(1)
      .default(fallback)
      .transform((value) => path.resolve(root, value));
  return z.object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: resolved('../shared/data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SQLITE_FILE: resolved('var/tofulab.sqlite'),
    BACKUP_DIR: resolved('var/backups'),
    GAME_VERSION: Game.default('retro'),
    SITES: z.string().default(DEFAULT_SITES),
    WEB_DIR: resolved('dist/web'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    SERVED_BY: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores').optional(),
    ...accountEnv(resolved),
    ...adsEnv(),
    TWITCH_CLIENT_ID: z.string().optional(),
    TWITCH_CLIENT_SECRET: z.string().optional(),
    TWITCH_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twitch.tv/helix'),
    TWITCH_AUTH_URL: z.url({ protocol: /^https?$/ }).default('https://id.twitch.tv/oauth2/token'),
  });
}

export interface Config {
  port: number;
  host: string;
  /** Folder holding one sub-folder of JSON files per game variant. */
  dataDir: string;
  /** PostgreSQL when set; SQLite (`sqliteFile`) otherwise. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** Where `npm run backup` writes its copies (BACKUP_DIR). */
  backupDir: string;
  /** The game of a host that SITES does not name (GAME_VERSION; retro). */
  defaultGame: Game;
  /** Host → game variant (SITES): the sibling sites this server serves. */
  sites: Sites;
  webDir: string;
  /** The home's prerender module, built beside WEB_DIR by `npm run build:web` (server/src/web-prerender.ts). */
  prerenderFile: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Refuse new requests (503) while the event loop lags more than this on average; 0: never. */
  maxEventLoopDelayMs: number;
  /** Believe X-Forwarded-* (protocol, client address) from the proxy in front. */
  trustProxy: boolean;
  /** This process's name in a deployment of several (SERVED_BY): answered in `X-Served-By`; unset: no header. */
  servedBy: string | undefined;
  /** Accounts: mail, secrets, captcha and login limits (accounts-config.ts). */
  accounts: AccountSettings;
  /** The contact address and the ad provider (ads-config.ts). */
  site: SiteSettingsConfig;
  /** The Twitch API of the live data's streams (client-credentials); undefined without TWITCH_CLIENT_ID and _SECRET. */
  twitch: TwitchSettings | undefined;
  repoRoot: string;
}

export interface TwitchSettings {
  clientId: string;
  clientSecret: string;
  /** `https://api.twitch.tv/helix` (TWITCH_API_URL). */
  apiUrl: string;
  /** `https://id.twitch.tv/oauth2/token` (TWITCH_AUTH_URL). */
  authUrl: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the settings; relative paths are resolved against the repository root. */
export function loadConfig(env: Record<string, string | undefined> = process.env, root = findRepoRoot()): Config {
  // An empty variable (`PORT=`) means "unset", as most shells and .env loaders intend it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema(root).safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  let sites: Sites;
  try {
    sites = parseSites(value.SITES, value.GAME_VERSION);
  } catch (error) {
    if (!(error instanceof SitesError)) throw error;
    throw new ConfigError(`Invalid environment:\n  SITES=${JSON.stringify(env.SITES ?? '')}: ${error.message}`);
  }
  const site = siteSettings(value);
  if (site.problem) throw new ConfigError(`Invalid environment:\n  ${site.problem}`);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    sqliteFile: value.SQLITE_FILE,
    backupDir: value.BACKUP_DIR,
    defaultGame: value.GAME_VERSION,
    sites,
    webDir: value.WEB_DIR,
    prerenderFile: path.join(path.dirname(value.WEB_DIR), 'web-prerender', 'prerender.js'),
    logLevel: value.LOG_LEVEL,
    maxEventLoopDelayMs: value.MAX_EVENT_LOOP_DELAY_MS,
    trustProxy: value.TRUST_PROXY,
    servedBy: value.SERVED_BY,
    accounts: accountSettings(value),
    site: site.settings,
    twitch:
      value.TWITCH_CLIENT_ID && value.TWITCH_CLIENT_SECRET
        ? { clientId: value.TWITCH_CLIENT_ID, clientSecret: value.TWITCH_CLIENT_SECRET, apiUrl: value.TWITCH_API_URL.replace(/\/+$/, ''), authUrl: value.TWITCH_AUTH_URL }
        : undefined,
    repoRoot: root,
  };
}
