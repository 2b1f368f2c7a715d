/**
 * Members for browser journeys: made with the real `user:create` command on the site's own SQLite
 * file (activated at once), and logged in through the real login dialog.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { uniqueName } from '../../api/support/accounts.ts';
import { ROOT, type Site } from './site.ts';

export interface E2eMember {
  name: string;
  email: string;
  password: string;
}

/** A new activated member (`role: 'admin'` for an admin) on the site's database. */
export function createMember(site: Site, options: { prefix?: string; role?: 'admin' | 'moderator'; password?: string } = {}): E2eMember {
  const name = uniqueName(options.prefix ?? 'Member');
  const member = { name, email: `${name.toLowerCase()}@example.test`, password: options.password ?? 'secret-pw-1' };
  const args = ['--name', member.name, '--email', member.email, '--password', member.password, ...(options.role ? ['--role', options.role] : [])];
  execFileSync(process.execPath, [join(ROOT, 'dist/server/server/src/cli/user-create.js'), ...args], {
    cwd: ROOT,
    env: { ...process.env, SQLITE_FILE: site.sqliteFile, DATABASE_URL: '' },
    stdio: 'pipe',
  });
  return member;
}

/** Opens the login dialog from the navigation bar and logs in; resolves once the user menu shows the name. */
export async function logIn(page: Page, member: E2eMember): Promise<void> {
  await page.getByTestId('open-login').click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByTestId('login-login').fill(member.name);
  await dialog.getByTestId('login-password').fill(member.password);
  await dialog.getByTestId('login-submit').click();
  await page.getByTestId('user-menu-name').filter({ hasText: member.name }).waitFor();
}

/** Logs out through the user menu. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await page.getByTestId('open-login').waitFor();
}
