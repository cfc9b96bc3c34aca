import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoFactorSetupResponseSchema } from '../../contract/two-factor';
import { PASSWORD_EXPIRED_MESSAGE } from '../../contract/settings';
import { readSettings, writeSettings } from '../../server/admin-data/settings';
import { migrations } from '../../server/db/migrate';
import { call, FIXED_NOW, registerAndLogin, TEST_ADMIN } from './harness';
import { DANA, userIdOf, useTestServer } from '../support/server-fixtures';

/** Settings > Security > Password Expiry (issue 18): an admin's old password must be changed. */

const t = useTestServer();
const DAY_MS = 24 * 60 * 60 * 1000;

async function setExpiry(days: number) {
  const settings = await readSettings(t.db);
  await writeSettings(t.db, {
    ...settings,
    security: { ...settings.security, passwordExpiry: days },
  });
}

async function signIn(email: string, password: string) {
  const res = await call<{ token: string; password_change_required?: boolean }>(
    t.app,
    'POST',
    '/api/login',
    { json: { email, password } },
  );
  expect(res.status).toBe(200);
  return res.json;
}

const adminGet = (token: string, path = '/api/admin/settings') =>
  call<{ message: string; password_change_required?: boolean }>(t.app, 'GET', path, { token });

beforeAll(async () => {
  await setExpiry(10);
});

describe('password expiry', () => {
  it('lets an admin with a password younger than the setting in, without asking for a change', async () => {
    t.clock.set(new Date(FIXED_NOW.getTime() + 10 * DAY_MS - 60_000));
    const login = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(login.password_change_required).toBeUndefined();
    expect((await adminGet(login.token)).status).toBe(200);
  });

  it('asks at sign-in and refuses every admin API once the password is older; the change stays open', async () => {
    t.clock.set(new Date(FIXED_NOW.getTime() + 10 * DAY_MS + 60_000));
    const login = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(login.password_change_required).toBe(true);
    for (const path of [
      '/api/admin/access',
      '/api/admin/settings',
      '/api/admin/dashboard',
      '/api/admin/ip',
      '/api/admin/two-factor',
    ]) {
      const res = await adminGet(login.token, path);
      expect(res.status, path).toBe(403);
      expect(res.json).toEqual({
        message: PASSWORD_EXPIRED_MESSAGE,
        password_change_required: true,
      });
    }
    // Signed in all the same: the account's own endpoints answer.
    expect((await call(t.app, 'GET', '/api/me', { token: login.token })).status).toBe(200);

    const changed = await call(t.app, 'PUT', '/api/my/password', {
      token: login.token,
      json: { current_password: TEST_ADMIN.password, password: 'a-brand-new-admin-pass-7' },
    });
    expect(changed.status).toBe(200);
    expect((await adminGet(login.token)).status).toBe(200);
    const access = await adminGet(login.token, '/api/admin/access');
    expect(access.json).toEqual({ data: { admitted: true } });
    const again = await signIn(TEST_ADMIN.email, 'a-brand-new-admin-pass-7');
    expect(again.password_change_required).toBeUndefined();

    // The new password's own age counts from the change.
    t.clock.advance(10 * DAY_MS + 60_000);
    const later = await signIn(TEST_ADMIN.email, 'a-brand-new-admin-pass-7');
    expect(later.password_change_required).toBe(true);
    expect((await adminGet(later.token)).status).toBe(403);
  });

  it('0 days means passwords never expire', async () => {
    await setExpiry(0);
    t.clock.advance(3650 * DAY_MS);
    const login = await signIn(TEST_ADMIN.email, 'a-brand-new-admin-pass-7');
    expect(login.password_change_required).toBeUndefined();
    expect((await adminGet(login.token)).status).toBe(200);
    await setExpiry(10);
  });

  it('leaves travellers alone', async () => {
    const token = await registerAndLogin(t.app, DANA);
    t.clock.advance(400 * DAY_MS);
    const login = await signIn(DANA.email, DANA.password);
    expect(login.password_change_required).toBeUndefined();
    expect((await call(t.app, 'GET', '/api/me', { token: login.token })).status).toBe(200);
    expect(token).not.toBe('');
  });

  it('asks at the code step of a two-factor sign-in too', async () => {
    const password = 'a-brand-new-admin-pass-7';
    await setExpiry(0);
    const { token } = await signIn(TEST_ADMIN.email, password);
    const setup = await call(t.app, 'POST', '/api/admin/two-factor/setup', { token });
    const { secret } = twoFactorSetupResponseSchema.parse(setup.json).data;
    const codeNow = () =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock().getTime() });
    const confirm = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
      token,
      json: { code: codeNow() },
    });
    expect(confirm.status).toBe(200);
    await setExpiry(10);
    t.clock.advance(11 * DAY_MS);

    const step = await call<{ challenge: string }>(t.app, 'POST', '/api/login', {
      json: { email: TEST_ADMIN.email, password },
    });
    expect(step.json).not.toHaveProperty('password_change_required');
    const signedIn = await call<{ token: string; password_change_required?: boolean }>(
      t.app,
      'POST',
      '/api/login/two-factor',
      { json: { challenge: step.json.challenge, code: codeNow() } },
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.password_change_required).toBe(true);
    expect((await adminGet(signedIn.json.token)).status).toBe(403);
  });

  it('migration 0019 gives existing accounts their last update as the time the password was set', async () => {
    const id = await userIdOf(t.db, DANA.email);
    await t.db
      .updateTable('users')
      .set({ updated_at: '2024-01-02T03:04:05.000Z' })
      .where('id', '=', id)
      .execute();
    await migrations['0019_password_changed_at']!.down!(t.db);
    await migrations['0019_password_changed_at']!.up(t.db);
    const row = await t.db
      .selectFrom('users')
      .select(['password_changed_at', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.password_changed_at).toBe('2024-01-02T03:04:05.000Z');
  });
});
