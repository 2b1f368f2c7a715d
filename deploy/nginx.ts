/**
 * Renders deploy/nginx/tofulab.conf.template: each `{{NAME}}` is replaced, each `{{#flag}}` … `{{/flag}}`
 * block is kept only when the flag is on. A placeholder left without a value is an error (a typo in the
 * template must not reach nginx as text). Also finds nginx and its optional brotli module.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BODY_LIMIT_BYTES } from '#server/http/limits';

export const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx/tofulab.conf.template');

export interface NginxOptions {
  /** `127.0.0.1:port` of each server process. */
  upstreams: readonly string[];
  /** Where nginx listens for HTTP: a port, or `address:port`. */
  listen: string;
  /** HTTPS: the certificate chain and key (PEM files), and where to listen (443 by default). */
  tls?: { certFile: string; keyFile: string; listen?: string };
  /** Folder for the pid file, logs, temp files and the cache (created by the caller). */
  runtimeDir: string;
  /** The access log: a file, or `off`. Default `<runtimeDir>/access.log`. */
  accessLog?: string;
  /** The brotli filter module's file, or undefined to compress with gzip only. */
  brotliModule?: string | undefined;
  /** `user` for the workers when nginx runs as root (they must reach runtimeDir). */
  user?: string | undefined;
  workerProcesses?: number | 'auto';
  /** How long the proxy keeps a catalogue before asking the process again (nginx time, e.g. `10s`). */
  catalogFresh?: string;
}

export class TemplateError extends Error {
  override name = 'TemplateError';
}

/** `{{#flag}}` … `{{/flag}}` blocks kept or dropped, then `{{NAME}}` replaced. */
export function renderTemplate(template: string, values: Record<string, string>, flags: Record<string, boolean>): string {
  let text = template.replace(/^\{\{#(\w+)\}\}\n([\s\S]*?)^\{\{\/\1\}\}\n/gm, (_, flag: string, body: string) => {
    if (!(flag in flags)) throw new TemplateError(`the template's block {{#${flag}}} has no flag`);
    return flags[flag] ? body : '';
  });
  text = text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TemplateError(`the template's {{${name}}} has no value`);
    return value;
  });
  const left = /\{\{[#/]?\w+\}\}/.exec(text);
  if (left) throw new TemplateError(`the template's ${left[0]} was left unrendered (an unclosed block?)`);
  return text;
}

/** A value nginx reads as one token: no spaces, quotes, semicolons or braces. */
function token(name: string, value: string): string {
  if (!/^[\w./:@+-]+$/.test(value)) throw new TemplateError(`${name}: ${JSON.stringify(value)} cannot be written into nginx's configuration (spaces, quotes, ; or braces)`);
  return value;
}

export function renderNginxConfig(options: NginxOptions, template = readFileSync(TEMPLATE, 'utf8')): string {
  if (options.upstreams.length === 0) throw new TemplateError('no server process to proxy to');
  const tlsListen = options.tls?.listen ?? '443';
  const tlsPort = tlsListen.split(':').at(-1) ?? '443';
  return renderTemplate(
    template,
    {
      BROTLI_MODULE: options.brotliModule ? token('brotli module', options.brotliModule) : '',
      USER: options.user ? token('user', options.user) : '',
      WORKER_PROCESSES: String(options.workerProcesses ?? 1),
      RUNTIME_DIR: token('runtime folder', options.runtimeDir),
      ACCESS_LOG: options.accessLog === 'off' ? 'off' : `${token('access log', options.accessLog ?? path.join(options.runtimeDir, 'access.log'))} tofulab`,
      BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES),
      UPSTREAM_SERVERS: options.upstreams.map((address) => `        server ${token('upstream', address)} max_fails=2 fail_timeout=5s;`).join('\n'),
      LISTEN: token('listen', options.listen),
      TLS_LISTEN: token('TLS listen', tlsListen),
      TLS_CERT_FILE: options.tls ? token('TLS_CERT_FILE', options.tls.certFile) : '',
      TLS_KEY_FILE: options.tls ? token('TLS_KEY_FILE', options.tls.keyFile) : '',
      TLS_PORT_SUFFIX: tlsPort === '443' ? '' : `:${tlsPort}`,
      CATALOG_FRESH: token('catalogue freshness', options.catalogFresh ?? '10s'),
    },
    { brotli: Boolean(options.brotliModule), user: Boolean(options.user), tls: Boolean(options.tls) },
  );
}

/** The nginx binary: NGINX_BIN, else the usual places; undefined when none is installed. */
export function findNginx(env: Record<string, string | undefined> = process.env): string | undefined {
  const candidates = [env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!));
}

/** Debian's libnginx-mod-http-brotli-filter, when installed next to the nginx binary's modules. */
export function findBrotliModule(nginx: string): string | undefined {
  // `nginx -V` prints its build options on stderr.
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const modulesDir = /--modules-path=(\S+)/.exec(`${version.stdout ?? ''}${version.stderr ?? ''}`)?.[1] ?? '/usr/lib/nginx/modules';
  const file = path.join(modulesDir, 'ngx_http_brotli_filter_module.so');
  return existsSync(file) ? file : undefined;
}
