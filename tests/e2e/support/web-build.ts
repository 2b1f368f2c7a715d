/**
 * A build of the web app for another game variant than dist/web's, for the browser tests of a
 * variant-only page: `vite build` with TOFULAB_VARIANT into a folder of its own (never dist/web,
 * which the other browser tests and the lead's build use), bounded in time.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Variant } from '#game/variants';
import { SITE_VARIANT_SETTING } from '#web/config/variant.ts';
import { ROOT } from './site.ts';

const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
/** A build takes a few seconds on the shared 2-core machine; this only stops one that hangs. */
export const WEB_BUILD_TIMEOUT_MS = 90_000;

export class WebBuildError extends Error {
  override name = 'WebBuildError';
}

/** Builds the web app for `variant` into `outDir` (emptied first by vite) and resolves with `outDir`. */
export function buildWebApp(variant: Variant, outDir: string, timeoutMs = WEB_BUILD_TIMEOUT_MS): Promise<string> {
  const command = `${SITE_VARIANT_SETTING}=${variant} vite build --outDir ${outDir}`;
  return new Promise((resolve, reject) => {
    let output = '';
    const build = spawn(process.execPath, [VITE, 'build', '--outDir', outDir, '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, [SITE_VARIANT_SETTING]: variant },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    build.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const tail = () => output.trim().slice(-4000) || '(no output)';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      build.kill('SIGKILL');
      reject(new WebBuildError(`\`${command}\` did not finish within ${timeoutMs / 1000} s; its output:\n${tail()}`));
    }, timeoutMs);
    build.once('error', (error) => {
      clearTimeout(timer);
      reject(new WebBuildError(`\`${command}\` could not start: ${error.message}`));
    });
    build.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) return; // already reported
      if (signal !== null) return reject(new WebBuildError(`\`${command}\` was killed (${signal}):\n${tail()}`));
      if (code !== 0) return reject(new WebBuildError(`\`${command}\` failed (exit code ${code}):\n${tail()}`));
      if (!existsSync(join(outDir, 'index.html'))) return reject(new WebBuildError(`\`${command}\` wrote no index.html in ${outDir}:\n${tail()}`));
      resolve(outDir);
    });
  });
}
