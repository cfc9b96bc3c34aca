import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_RESTRICTION_MESSAGES } from '../../contract/settings';
import { ALLOW_ALL_IPS_ACTION } from '../../server/admin-data/allow-all-ips';
import { readSettings, writeSettings } from '../../server/admin-data/settings';
import { call, createTestServer, usingPostgres, type TestServer } from './harness';
import { loginAsAdmin } from '../support/server-fixtures';

/**
 * Issue 18: the way back in for an admin the IP allow-list locks out. `npm run
 * admin:allow-all-ips` (scripts/admin-allow-all-ips.ts) runs on the server's own database
 * settings, turns IP restriction off, empties the list and records it in the admin audit log.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const LISTED = '198.51.100.7';
const NEW_HOME = '203.0.113.44';

let t: TestServer;
let admin = '';

beforeAll(async () => {
  t = await createTestServer();
  admin = await loginAsAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** The database settings the server would be started with, as the script reads them. */
const databaseEnv = (): Record<string, string> =>
  usingPostgres
    ? { DATABASE_URL: t.location, DATA_DIR: '' }
    : { DATABASE_URL: '', DATA_DIR: path.dirname(t.location) };

const adminSettingsFrom = (ip: string) =>
  call(t.app, 'GET', '/api/admin/settings', { token: admin, ip });

describe('npm run admin:allow-all-ips', () => {
  it('lets a locked-out admin back in and records it in the audit log', async () => {
    const settings = await readSettings(t.db);
    await writeSettings(t.db, {
      ...settings,
      security: { ...settings.security, ipRestriction: true, ipAllowList: [LISTED] },
    });
    const locked = await adminSettingsFrom(NEW_HOME);
    expect(locked.status).toBe(403);
    expect(locked.json).toEqual({ message: IP_RESTRICTION_MESSAGES.refused, ip_restricted: true });

    const { stdout } = await run('npm', ['run', '--silent', 'admin:allow-all-ips'], {
      cwd: ROOT,
      env: { ...process.env, TEST_DATABASE_URL: '', ...databaseEnv() },
    });
    expect(stdout).toContain(`IP restriction is off; the allow-list held: ${LISTED}.`);
    expect(stdout).toContain('Recorded in the admin audit log.');

    expect((await adminSettingsFrom(NEW_HOME)).status).toBe(200);
    const after = await readSettings(t.db);
    expect(after.security).toEqual({ ...settings.security, ipRestriction: false, ipAllowList: [] });
    // The rest of the settings is untouched.
    expect(after.general).toEqual(settings.general);

    const audit = await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', ALLOW_ALL_IPS_ACTION)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: null, subject_type: 'settings' });
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      from: { ipRestriction: true, ipAllowList: [LISTED] },
      to: { ipRestriction: false, ipAllowList: [] },
      via: 'npm run admin:allow-all-ips',
    });
  }, 60_000);

  it('says so when the restriction was already off, and still records it', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'admin:allow-all-ips'], {
      cwd: ROOT,
      env: { ...process.env, TEST_DATABASE_URL: '', ...databaseEnv() },
    });
    expect(stdout).toContain('IP restriction was already off; the allow-list is now empty.');
    const audit = await t.db
      .selectFrom('admin_audit')
      .select('id')
      .where('action', '=', ALLOW_ALL_IPS_ACTION)
      .execute();
    expect(audit).toHaveLength(2);
  }, 60_000);

  it('fails with a plain message when the database cannot be opened', async () => {
    const failed = await run('npm', ['run', '--silent', 'admin:allow-all-ips'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: 'mysql://nowhere/db' },
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }, 60_000);
});
