/**
 * `npm run cluster -- --processes 2 --port 8080`: N built server processes on one PostgreSQL database
 * (DATABASE_URL) behind nginx, in the foreground; Ctrl-C stops them all.
 *
 * The first process starts alone (migrations, import of DATA_DIR), then the others, which find the
 * database migrated and the data imported. Each listens on a free loopback port with TRUST_PROXY=true
 * and SERVED_BY=p1, p2, … (the `X-Served-By` header); nginx runs with a configuration rendered from
 * deploy/nginx/tofulab.conf.template into a temp folder (pid, logs, temp files and cache there: no
 * root needed). A process that dies is started again on its port (`restart`), while nginx sends its
 * requests to the others. `startCluster` is also what tests/api/cluster.test.ts and bench/load.ts run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrotliModule, findNginx, renderNginxConfig } from './nginx.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = path.join(ROOT, 'dist/server/server/src/main.js');

export class ClusterError extends Error {
  override name = 'ClusterError';
}

export interface ClusterOptions {
  processes: number;
  /** nginx's HTTP port; 0: a free one. Without `proxy`, no nginx is started. */
  port?: number;
  /** The address nginx listens on (127.0.0.1; 0.0.0.0 for every interface). The processes stay on loopback. */
  host?: string;
  proxy?: boolean;
  /** HTTPS at the proxy (certificate chain and key, PEM) on `tlsPort` (443). */
  tls?: { certFile: string; keyFile: string; port?: number };
  /** The processes' environment on top of this one's (DATABASE_URL, DATA_DIR, WEB_DIR, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** Start a process again when it exits unexpectedly (the command does; tests that kill one do not). */
  restart?: boolean;
  /** Each output line of a process or of nginx (the command prints them; tests keep them). */
  onOutput?: (source: string, line: string) => void;
  catalogFresh?: string;
  /** nginx's access log (`off` under load, where writing it would cost the processes CPU). */
  accessLog?: string;
}

export interface ServerProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** Whether it is (believed) running: false once it exited. */
  alive: boolean;
}

export interface Cluster {
  processes: ServerProcess[];
  /** http://127.0.0.1:<port> of nginx (undefined without proxy). */
  proxyUrl: string | undefined;
  httpsUrl: string | undefined;
  runtimeDir: string;
  nginxConfig: string | undefined;
  /** Stops nginx and every process (SIGTERM, then SIGKILL after 10 s) and removes the temp folder. */
  stop(): Promise<void>;
}

/** A free loopback port (asked of the system, then released for the caller). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function linesOf(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  let pending = '';
  stream?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}

/** The checks before anything starts: the build, the database, the process count. */
export function checkClusterOptions(options: ClusterOptions, env: Record<string, string | undefined> = process.env): void {
  if (!Number.isInteger(options.processes) || options.processes < 1 || options.processes > 64) {
    throw new ClusterError(`--processes must be a whole number from 1 to 64 (got ${options.processes})`);
  }
  const databaseUrl = options.env?.DATABASE_URL ?? env.DATABASE_URL;
  if (options.processes > 1 && !databaseUrl) {
    throw new ClusterError(
      'Several processes need one PostgreSQL database: set DATABASE_URL=postgres://user:password@host:port/database. ' +
        'They cannot share the embedded SQLite file (each process keeps its own writer and caches); use --processes 1 for SQLite.',
    );
  }
}

async function startProcess(name: string, port: number, options: ClusterOptions, output: (source: string, line: string) => void): Promise<ServerProcess> {
  const listen = port || (await freePort());
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(listen), HOST: '127.0.0.1', TRUST_PROXY: 'true', SERVED_BY: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: ServerProcess = { name, port: listen, child, alive: true };
  let log = '';
  const onLine = (line: string) => {
    output(name, line);
    if (log.length < 20_000) log += `${line}\n`;
  };
  linesOf(child.stdout, onLine);
  linesOf(child.stderr, onLine);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => {
      started.alive = false;
      reject(new ClusterError(`${name} exited (${signal ?? code}) before listening on ${listen}:\n${log.slice(-4000)}`));
    }),
  );
  exited.catch(() => {});
  // It listens once migrated and imported (a first import of the full data takes a while).
  await Promise.race([waitForPort(listen, 180, () => !started.alive), exited]);
  return started;
}

async function waitForPort(port: number, seconds: number, gaveUp: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (gaveUp()) return;
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new ClusterError(`nothing listens on port ${port} after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The workers' user when nginx runs as root (they must read the runtime folder): www-data, else nobody. */
export function workerUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = existsSync('/etc/passwd') ? readFileSync('/etc/passwd', 'utf8') : '';
  return /^www-data:/m.test(passwd) ? 'www-data' : 'nobody';
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  checkClusterOptions(options);
  if (!existsSync(SERVER_MAIN)) throw new ClusterError(`${path.relative(ROOT, SERVER_MAIN)} is missing: run npm run build first`);
  const proxy = options.proxy ?? true;
  const nginx = proxy ? findNginx() : undefined;
  if (proxy && !nginx) throw new ClusterError('nginx is not installed (Debian: apt-get install -y nginx; or set NGINX_BIN)');
  const output = options.onOutput ?? (() => {});
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'tofulab-cluster-'));
  const processes: ServerProcess[] = [];
  let nginxChild: ChildProcess | undefined;
  let stopping = false;
  // Should this process end without stop() (a crash, a test runner's exit), nothing is left running.
  const killAll = () => {
    nginxChild?.kill('SIGKILL');
    for (const entry of processes) entry.child.kill('SIGKILL');
  };
  process.once('exit', killAll);

  const stop = async () => {
    stopping = true;
    process.off('exit', killAll);
    // nginx first (SIGQUIT: it finishes the requests in flight), then the processes (SIGTERM: the same).
    if (nginxChild) await stopChild(nginxChild, 'SIGQUIT');
    await Promise.all(processes.map((entry) => stopChild(entry.child, 'SIGTERM')));
    rmSync(runtimeDir, { recursive: true, force: true });
  };

  const supervise = (entry: ServerProcess) => {
    entry.child.once('exit', (code, signal) => {
      if (stopping || !options.restart) return;
      output('cluster', `${entry.name} exited (${signal ?? code}); starting it again on port ${entry.port}`);
      setTimeout(() => {
        if (stopping) return;
        startProcess(entry.name, entry.port, options, output).then(
          (again) => {
            entry.child = again.child;
            entry.alive = true;
            supervise(entry);
          },
          (error: unknown) => output('cluster', `${entry.name} could not start again: ${String(error)}`),
        );
      }, 1000);
    });
  };

  try {
    // The first alone: it migrates and imports; the others then only open the database.
    processes.push(await startProcess('p1', 0, options, output));
    const others = await Promise.all(Array.from({ length: options.processes - 1 }, (_, i) => startProcess(`p${i + 2}`, 0, options, output)));
    processes.push(...others);
    for (const entry of processes) supervise(entry);
    if (!proxy || !nginx) return { processes, proxyUrl: undefined, httpsUrl: undefined, runtimeDir, nginxConfig: undefined, stop };

    const port = options.port || (await freePort());
    const tlsPort = options.tls ? options.tls.port || (await freePort()) : undefined;
    const user = workerUser();
    if (user) chmodSync(runtimeDir, 0o755);
    mkdirSync(path.join(runtimeDir, 'cache'));
    const config = renderNginxConfig({
      upstreams: processes.map((entry) => `127.0.0.1:${entry.port}`),
      listen: `${options.host ?? '127.0.0.1'}:${port}`,
      ...(options.tls ? { tls: { certFile: options.tls.certFile, keyFile: options.tls.keyFile, listen: `${options.host ?? '127.0.0.1'}:${tlsPort}` } } : {}),
      runtimeDir,
      accessLog: options.accessLog,
      brotliModule: findBrotliModule(nginx),
      user,
      catalogFresh: options.catalogFresh,
    });
    const configFile = path.join(runtimeDir, 'nginx.conf');
    writeFileSync(configFile, config);
    const args = ['-p', runtimeDir, '-c', configFile, '-e', path.join(runtimeDir, 'error.log')];
    const test = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
    if (test.status !== 0) throw new ClusterError(`nginx refused the configuration ${configFile}:\n${test.stderr}`);
    nginxChild = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    linesOf(nginxChild.stdout, (line) => output('nginx', line));
    linesOf(nginxChild.stderr, (line) => output('nginx', line));
    const exited = new Promise<never>((_, reject) =>
      nginxChild!.once('exit', (code) => reject(new ClusterError(`nginx exited (${code}): ${readLog(path.join(runtimeDir, 'error.log'))}`))),
    );
    exited.catch(() => {});
    await Promise.race([waitForPort(port, 15), exited]);
    if (tlsPort) await Promise.race([waitForPort(tlsPort, 15), exited]);
    return {
      processes,
      proxyUrl: `http://127.0.0.1:${port}`,
      httpsUrl: tlsPort ? `https://127.0.0.1:${tlsPort}` : undefined,
      runtimeDir,
      nginxConfig: configFile,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readLog(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').slice(-2000) : '';
}

/** `--name value` pairs of the command line. */
function parseArgs(argv: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new ClusterError(`unexpected argument ${JSON.stringify(arg)}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new ClusterError(`--${match[1]} needs a value`);
    values[match[1]!] = value;
  }
  return values;
}

const USAGE = 'usage: npm run cluster -- [--processes 2] [--port 8080] [--host 127.0.0.1] [--tls-port 443]   (DATABASE_URL, TLS_CERT_FILE, TLS_KEY_FILE)';

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new ClusterError(`--${name} must be a whole number (got ${JSON.stringify(value)})\n${USAGE}`);
  return Number(value);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  for (const name of Object.keys(args)) {
    if (!['processes', 'port', 'host', 'tls-port'].includes(name)) throw new ClusterError(`unknown option --${name}\n${USAGE}`);
  }
  const processes = wholeNumber('processes', args.processes, 2);
  const port = wholeNumber('port', args.port, 8080);
  const certFile = process.env.TLS_CERT_FILE;
  const keyFile = process.env.TLS_KEY_FILE;
  if (Boolean(certFile) !== Boolean(keyFile)) throw new ClusterError('HTTPS needs both TLS_CERT_FILE and TLS_KEY_FILE');
  const tls = certFile && keyFile ? { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile), port: wholeNumber('tls-port', args['tls-port'], 443) } : undefined;
  checkClusterOptions({ processes });
  if (!existsSync(SERVER_MAIN) || !existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    console.log('cluster: building first (npm run build)');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new ClusterError('the build failed');
  }
  const cluster = await startCluster({
    processes,
    port,
    host: args.host,
    tls,
    restart: true,
    onOutput: (source, line) => console.log(`[${source}] ${line}`),
  });
  console.log(`cluster: ${processes} process(es) on ports ${cluster.processes.map((entry) => entry.port).join(', ')}`);
  console.log(`cluster: nginx (${cluster.nginxConfig}) at ${cluster.proxyUrl}${cluster.httpsUrl ? ` and ${cluster.httpsUrl}` : ''}; Ctrl-C stops everything`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('cluster: stopping');
      cluster.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof ClusterError ? `cluster: ${error.message}` : error);
    process.exit(1);
  });
}
