/**
 * The fault harnesses' real server: the built server (dist/server) started as its own process on a
 * database of its own (a SQLite file, or a fresh PostgreSQL database next to DATABASE_URL's), so that
 * it can be killed with SIGKILL, restarted on the same data, or cut from its database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/server/src/main.js');
export const FIXTURES_DIR = path.join(ROOT, 'tests/fixtures/data');

export type FaultDialect = 'sqlite' | 'postgres';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A database for one harness run: its environment for the server, and its removal. */
export interface ScratchDatabase {
  dialect: FaultDialect;
  /** DATABASE_URL and SQLITE_FILE of the server. */
  env: Record<string, string>;
  /** The PostgreSQL URL (with password), or undefined on SQLite. */
  url: string | undefined;
  sqliteFile: string;
  tmp: string;
  drop(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A SQLite file in a temp folder, or (postgres) a new database created through `adminUrl`
 * (DATABASE_URL: its role must be allowed to create databases) and dropped by `drop()`.
 */
export async function scratchDatabase(dialect: FaultDialect, adminUrl = process.env.DATABASE_URL): Promise<ScratchDatabase> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'tofulab-fault-'));
  const sqliteFile = path.join(tmp, 'tofulab.sqlite');
  if (dialect === 'sqlite') {
    return { dialect, env: { DATABASE_URL: '', SQLITE_FILE: sqliteFile }, url: undefined, sqliteFile, tmp, drop: async () => rmSync(tmp, { recursive: true, force: true }) };
  }
  if (!adminUrl) throw new Error('DATABASE_URL is not set: the PostgreSQL fault runs need it');
  const name = `tofulab_fault_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    env: { DATABASE_URL: url.toString(), SQLITE_FILE: sqliteFile },
    url: url.toString(),
    sqliteFile,
    tmp,
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** SIGKILL, and the process gone. */
  kill9(): Promise<void>;
  /** SIGTERM (the server finishes its requests), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** Runs the built server until it exits; its exit code and output (start-up faults). */
export function runServerToExit(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; output: string }> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build:server\` first`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Starts the built server and waits for /api/health to answer 200. */
export async function startServer(env: Record<string, string>, options: { port?: number; readyTimeoutMs?: number } = {}): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build:server\` first`);
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: FIXTURES_DIR,
      WEB_DIR: path.join(ROOT, 'no-web-for-fault-tests'),
      LOG_LEVEL: 'warn',
      // The harnesses load the server on purpose; the overload guard would refuse their requests.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => output,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill9();
      throw new Error(`the server did not answer /api/health in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
