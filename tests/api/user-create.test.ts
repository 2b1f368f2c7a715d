/**
 * `npm run user:create` (issue 16): the command creates an activated member (an admin with
 * `--role admin`) who can log in at once, and refuses bad arguments and taken names with exit
 * code 1. The command itself runs once on a SQLite file; its work is checked on both engines.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '#contract/users';
import { createMember, parseMemberArgs } from '#server/modules/users/create-member';
import { createHarness, describeEachDatabase, REPO_ROOT, type Harness } from './support/harness.ts';

const run = promisify(execFile);

describeEachDatabase('user:create', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(dialect, { importData: false });
  });
  afterAll(() => harness?.close());

  it('creates an activated admin who can log in; refuses a taken nickname', async () => {
    const args = parseMemberArgs(['--name', 'FirstAdmin', '--email', 'admin@example.test', '--password', 'adminpw', '--role', 'admin']);
    expect(args.role).toBe(ROLES.admin);
    await createMember(harness.app.repos.users, args);
    const response = await harness.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'firstadmin', password: 'adminpw' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'FirstAdmin', role_id: 10, email_verified: true });
    await expect(createMember(harness.app.repos.users, { ...args, email: 'other@example.test', name: 'FIRSTADMIN' })).rejects.toThrow('--name: This nickname is already taken');
  });
});

describe('user:create arguments', () => {
  it.each([
    [['--email', 'a@b.test', '--password', 'secret1'], '--name: The nickname is required'],
    [['--name', 'Ok_name', '--email', 'nope', '--password', 'secret1'], '--email: The e-mail address is not valid'],
    [['--name', 'Ok_name', '--email', 'a@b.test', '--password', '123'], '--password: Password too weak: at least 6 characters'],
    [['--name', 'Ok_name', '--email', 'a@b.test', '--password', 'secret1', '--role', 'god'], '--role: one of admin, moderator, community-manager, user'],
    [['--name', 'Ok_name', '--bogus'], "Unknown option '--bogus'"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseMemberArgs(argv)).toThrow(message);
  });
});

describe('npm run user:create (the command)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tofulab-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the member on the configured SQLite file, then refuses the same name with exit code 1', async () => {
    const env = { ...process.env, SQLITE_FILE: path.join(dir, 'cli.sqlite'), DATABASE_URL: '' };
    const argv = ['run', '--silent', 'user:create', '--', '--name', 'CliAdmin', '--email', 'cli@example.test', '--password', 'secret1', '--role', 'admin'];
    const { stdout } = await run('npm', argv, { cwd: REPO_ROOT, env });
    expect(stdout).toMatch(/member CliAdmin \(id 1, role 10\) created and activated on .*cli\.sqlite/);
    const failed = await run('npm', argv, { cwd: REPO_ROOT, env }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('--name: This nickname is already taken');
  }, 60_000);
});
