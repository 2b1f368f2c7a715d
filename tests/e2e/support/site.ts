/**
 * Shared setup of the browser tests: the built server (dist/server) on the fixture data, with its
 * own SQLite file, and a headless Chromium profile. Nothing is built here: `npm test` builds first
 * (a test needing another build of the web app, e.g. another game variant, builds it itself and
 * passes its folder as `webDir`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { Variant } from '#game/variants';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FIXTURES = join(ROOT, 'tests/fixtures/data');
export const RESULTS = join(ROOT, 'test-results');
export const hasChromium = existsSync(CHROMIUM);
export const SKIP_REASON = `no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
const SERVER_ENTRY = join(ROOT, 'dist/server/server/src/main.js');
/**
 * The built web app; E2E_WEB_DIR points the browser tests at another build (an engineer checking
 * a change with `vite build --outDir` while someone else's build owns dist/web).
 */
export const WEB_DIR = process.env.E2E_WEB_DIR ?? join(ROOT, 'dist/web');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s:\n${output()}`);
}

export interface Site {
  /** The address of the site of `SiteOptions.game` (retro: 127.0.0.1). */
  baseUrl: string;
  /** The address of each game's site on this server (`http://<variant>.localhost:<port>`): for the browser. */
  urlOf(variant: Variant): string;
  /** The server by its address (`http://127.0.0.1:<port>`): for requests made from Node, whose resolver knows no `*.localhost`. */
  serverUrl: string;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the pages, to assert there were none. */
  pageErrors: string[];
  /** The server's SQLite file (for a command-line tool run on the same database, e.g. user:create). */
  sqliteFile: string;
  close(): Promise<void>;
}

export interface SiteOptions {
  /** The browser's locale (fr-FR by default). */
  locale?: string;
  /** The built web app to serve; E2E_WEB_DIR, else dist/web, by default. */
  webDir?: string;
  /**
   * The game whose site the journey opens: `baseUrl` is its host (`http://dofus.localhost:<port>`,
   * SITES' default mapping), so the page is that game's by the host it was asked from, as on a real
   * deployment. Retro by default, on `http://127.0.0.1:<port>` (a host SITES does not name: the default game).
   */
  game?: Variant;
  /** The game data the server imports (the fixtures by default), e.g. the real data (tests/support/catalogs.ts REAL_DATA_DIR). */
  dataDir?: string;
  /** How long the server may take to answer its health check: it first imports the data into its fresh SQLite file (60 s by default). */
  readyTimeoutMs?: number;
  /** More environment variables of the server (SMTP_URL of a mail sink, ALTCHA_COST…). */
  env?: Record<string, string>;
  /** Another build of the server (its `dist/server/server/src/main.js`): a bench's baseline. */
  serverEntry?: string;
}

/** Starts the server on the fixtures (every variant they hold) and a browser; `close()` stops both and cleans up. */
export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const webDir = options.webDir ?? WEB_DIR;
  for (const [file, command] of [
    [join(webDir, 'index.html'), options.webDir === undefined ? 'npm run build:web' : 'vite build --outDir <the folder>'],
    [options.serverEntry ?? SERVER_ENTRY, 'npm run build:server'],
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${command}\` before the browser tests`);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'tofulab-e2e-'));
  const port = await freePort();
  const sqliteFile = join(scratch, 'tofulab.sqlite');
  const serverUrl = `http://127.0.0.1:${port}`;
  const urlOf = (variant: Variant) => `http://${variant}.localhost:${port}`;
  const baseUrl = options.game && options.game !== 'retro' ? urlOf(options.game) : serverUrl;
  let serverOutput = '';
  const server = spawn(process.execPath, [options.serverEntry ?? SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? FIXTURES,
      SQLITE_FILE: sqliteFile,
      DATABASE_URL: '',
      GAME_VERSION: 'retro',
      // Unset: SITES' default, retro/dofus/touch.localhost.
      SITES: '',
      WEB_DIR: webDir,
      // The overload guard (503 while the event loop lags) has its own API tests; a journey on a
      // loaded CI machine must not meet it (as tests/api/support/harness.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));

  const stopServer = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  };

  try {
    await waitForHealth(serverUrl, server, () => serverOutput.slice(-4000), options.readyTimeoutMs ?? 60_000);
    const { context, page, pageErrors } = await launchBrowser(join(scratch, 'profile'), { locale: options.locale });
    return {
      baseUrl,
      urlOf,
      serverUrl,
      context,
      page,
      pageErrors,
      sqliteFile,
      async close() {
        await context.close();
        await stopServer();
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopServer();
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Debian's Chromium, headless, on a profile folder of its own, with the page's uncaught errors and
 * its Content-Security-Policy refusals (a script, a style, the WASM engine, a worker blocked: only a
 * console message) collected as page errors, which every journey asserts are none.
 */
async function launchBrowser(profile: string, options: { locale?: string; viewport?: { width: number; height: number } }): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: options.locale ?? 'fr-FR',
    colorScheme: 'light',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) pageErrors.push(`CSP: ${message.text()}`);
  });
  return { context, page, pageErrors };
}

export interface ExtraBrowser {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and CSP refusals of its pages, as `Site.pageErrors`. */
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * A second browser on the same site (its own profile: its own storage and cookies), for a journey
 * with two people at once, e.g. an admin who writes and a member who reads in another language.
 */
export async function openBrowser(options: { locale?: string; viewport?: { width: number; height: number } } = {}): Promise<ExtraBrowser> {
  const scratch = mkdtempSync(join(tmpdir(), 'tofulab-e2e-browser-'));
  const { context, page, pageErrors } = await launchBrowser(join(scratch, 'profile'), options);
  return {
    context,
    page,
    pageErrors,
    async close() {
      await context.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
