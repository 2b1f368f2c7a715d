/**
 * The proxy's configuration rendered from deploy/nginx/tofulab.conf.template: what each option puts
 * in it, what it refuses, and — where nginx and openssl are installed — that nginx accepts it, with
 * and without HTTPS.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '#server/http/limits';
import { workerUser } from '../../../deploy/cluster.ts';
import { findBrotliModule, findNginx, renderNginxConfig, renderTemplate, TemplateError } from '../../../deploy/nginx.ts';

const base = { upstreams: ['127.0.0.1:9001', '127.0.0.1:9002'], listen: '127.0.0.1:8080', runtimeDir: '/tmp/tofulab-run' };

describe('the nginx template', () => {
  it('proxies to every process, with the server body limit, forwarded headers and retries of safe requests only', () => {
    const config = renderNginxConfig(base);
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain('server 127.0.0.1:9001 max_fails=2 fail_timeout=5s;');
    expect(config).toContain('server 127.0.0.1:9002 max_fails=2 fail_timeout=5s;');
    expect(config).toContain(`client_max_body_size ${BODY_LIMIT_BYTES};`);
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(config).toContain('listen 127.0.0.1:8080 default_server;');
    expect(config).toMatch(/if \(\$request_method !~ \^\(GET\|HEAD\)\$\) \{\s+return 418;/);
    expect(config).toMatch(/location @unsafe \{\s+proxy_pass http:\/\/tofulab;\s+proxy_next_upstream off;/);
    expect(config).toContain('pid /tmp/tofulab-run/nginx.pid;');
    // Without the options: no HTTPS, no brotli, no user.
    expect(config).not.toMatch(/ssl_certificate|brotli|^user /m);
  });

  it('adds HTTPS (and the redirect of plain HTTP), brotli and the workers user only when asked', () => {
    const config = renderNginxConfig({
      ...base,
      tls: { certFile: '/etc/tofulab/fullchain.pem', keyFile: '/etc/tofulab/key.pem', listen: '127.0.0.1:8443' },
      brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
      user: 'www-data',
    });
    expect(config).toContain('listen 127.0.0.1:8443 ssl http2 default_server;');
    expect(config).toContain('ssl_certificate /etc/tofulab/fullchain.pem;');
    expect(config).toContain('ssl_certificate_key /etc/tofulab/key.pem;');
    expect(config).toContain('return 308 https://$host:8443$request_uri;');
    expect(config).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_filter_module\.so;$/m);
    expect(config).toMatch(/^\s+brotli on;$/m);
    expect(config).toMatch(/^user www-data;$/m);
    expect(renderNginxConfig({ ...base, tls: { certFile: '/c.pem', keyFile: '/k.pem' } })).toContain('return 308 https://$host$request_uri;');
  });

  it('refuses a value nginx would read as more than one token, and a placeholder without a value', () => {
    expect(() => renderNginxConfig({ ...base, runtimeDir: '/tmp/a b' })).toThrow(TemplateError);
    expect(() => renderNginxConfig({ ...base, upstreams: ['127.0.0.1:1; include /etc/passwd'] })).toThrow(/cannot be written/);
    expect(() => renderNginxConfig({ ...base, upstreams: [] })).toThrow(/no server process/);
    expect(() => renderTemplate('a {{MISSING}}\n', {}, {})).toThrow(/\{\{MISSING\}\} has no value/);
    expect(() => renderTemplate('{{#tls}}\nx\n', {}, { tls: true })).toThrow(/left unrendered/);
    expect(renderTemplate('a\n{{#on}}\nb {{X}}\n{{/on}}\n{{#off}}\nc\n{{/off}}\nd\n', { X: '1' }, { on: true, off: false })).toBe('a\nb 1\nd\n');
  });

  const nginx = findNginx();
  const openssl = existsSync('/usr/bin/openssl') ? '/usr/bin/openssl' : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'tofulab-nginx-t-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.skipIf(!nginx || !openssl)(`is accepted by nginx -t, with HTTPS and brotli${!nginx || !openssl ? ' — skipped: nginx or openssl is not installed' : ''}`, () => {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    const made = spawnSync(openssl!, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=retro.localhost', '-keyout', key, '-out', cert], { encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    for (const tls of [undefined, { certFile: cert, keyFile: key, listen: '127.0.0.1:8443' }]) {
      const config = renderNginxConfig({ ...base, runtimeDir: dir, tls, brotliModule: findBrotliModule(nginx!), user: workerUser() });
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(file, config);
      const checked = spawnSync(nginx!, ['-t', '-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
      expect(checked.status, checked.stderr).toBe(0);
    }
  });
});
