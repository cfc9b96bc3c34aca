import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import {
  loginStepResponseSchema,
  recoveryCodesResponseSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '../../contract/two-factor';
import { TWO_FACTOR_DISABLE_MESSAGES } from '../../contract/two-factor-disable';
import { readSettings, writeSettings } from '../../server/admin-data/settings';
import { call, registerAndLogin, TEST_ADMIN } from './harness';
import { DANA, useTestServer, userIdOf } from '../support/server-fixtures';

/*
 * Issue 18: an admin turns two-factor sign-in off for their own account on /admin/two-factor,
 * with their password and a current code or a recovery code; refused (with the reason) while
 * Settings > Security requires it for every admin; recorded in the admin audit log; wrong
 * attempts throttled like the sign-in's code step.
 */

const t = useTestServer();

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
const now = () => t.clock().getTime();

/** The admin's password step: a token while two-factor is off, a challenge while on. */
async function passwordStep() {
  const res = await call(t.app, 'POST', '/api/login', {
    json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  expect(res.status).toBe(200);
  return loginStepResponseSchema.parse(res.json);
}

async function signIn(): Promise<string> {
  const step = await passwordStep();
  if (!('token' in step)) throw new Error('expected a token: two-factor should be off');
  return step.token;
}

/** Turns two-factor on for the admin: the secret and the recovery codes. */
async function enrol(token: string) {
  const setup = await call(t.app, 'POST', '/api/admin/two-factor/setup', { token });
  expect(setup.status).toBe(200);
  const { secret } = twoFactorSetupResponseSchema.parse(setup.json).data;
  const confirm = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
    token,
    json: { code: codeAt(secret, now()) },
  });
  expect(confirm.status).toBe(200);
  return { secret, codes: recoveryCodesResponseSchema.parse(confirm.json).data.recovery_codes };
}

const disable = (token: string, json: Record<string, unknown>, ip = '192.0.2.10') =>
  call<{ message: string; errors?: Record<string, string[]> }>(
    t.app,
    'POST',
    '/api/admin/two-factor/disable',
    { token, json, ip },
  );

async function enabled(token: string): Promise<boolean> {
  const res = await call(t.app, 'GET', '/api/admin/two-factor', { token });
  return twoFactorStatusResponseSchema.parse(res.json).data.enabled;
}

const auditRows = async () =>
  (
    await t.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'two_factor.disable')
      .orderBy('id')
      .execute()
  ).map((row) => ({
    actor: row.actor_id,
    subject: row.subject_id,
    detail: JSON.parse(row.detail),
  }));

async function requireTwoFactor(on: boolean) {
  const settings = await readSettings(t.db);
  await writeSettings(t.db, { ...settings, security: { ...settings.security, twoFactorAuth: on } });
}

beforeEach(() => {
  // A throttle window and a code step of its own for every test.
  t.clock.advance(60 * 60_000);
});

describe('POST /api/admin/two-factor/disable', () => {
  it('is for signed-in admins only', async () => {
    const anonymous = await call(t.app, 'POST', '/api/admin/two-factor/disable', {
      json: { current_password: 'x', code: '123456' },
    });
    expect(anonymous.status).toBe(401);
    const traveller = await registerAndLogin(t.app, DANA);
    const refused = await disable(traveller, { current_password: DANA.password, code: '123456' });
    expect(refused.status).toBe(403);
  });

  it('says when two-factor is not on', async () => {
    const token = await signIn();
    const res = await disable(token, { current_password: TEST_ADMIN.password, code: '123456' });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: TWO_FACTOR_DISABLE_MESSAGES.notEnabled });
  });

  it('needs the password and a current code; then sign-in asks for no code', async () => {
    const token = await signIn();
    const { secret } = await enrol(token);
    t.clock.advance(30_000);

    const wrongPassword = await disable(token, {
      current_password: 'not-the-password',
      code: codeAt(secret, now()),
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.json.errors).toEqual({
      current_password: [TWO_FACTOR_DISABLE_MESSAGES.currentPassword],
    });
    const wrongCode = await disable(token, {
      current_password: TEST_ADMIN.password,
      code: '000000',
    });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.json.errors).toEqual({ code: [TWO_FACTOR_MESSAGES.invalidCode] });
    expect(await enabled(token)).toBe(true);
    expect(await auditRows()).toEqual([]);

    const off = await disable(token, {
      current_password: TEST_ADMIN.password,
      code: codeAt(secret, now()),
    });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ data: { enabled: false, required: false } });
    expect(await enabled(token)).toBe(false);
    const adminId = await userIdOf(t.db, TEST_ADMIN.email);
    expect(await auditRows()).toEqual([
      { actor: adminId, subject: adminId, detail: { via: 'authenticator code' } },
    ]);
    // The next sign-in is the password alone.
    expect(await passwordStep()).toHaveProperty('token');
    const leftovers = await t.db
      .selectFrom('two_factor_recovery_codes')
      .select('id')
      .where('user_id', '=', adminId)
      .execute();
    expect(leftovers).toEqual([]);
  });

  it('takes a recovery code instead of the app code', async () => {
    const token = await signIn();
    const { codes } = await enrol(token);
    const off = await disable(token, {
      current_password: TEST_ADMIN.password,
      code: codes[3]!.toUpperCase(),
    });
    expect(off.status).toBe(200);
    expect(await enabled(token)).toBe(false);
    expect((await auditRows()).at(-1)?.detail).toEqual({ via: 'recovery code' });
  });

  it('is refused, with the reason, while Settings requires two-factor for admins', async () => {
    const token = await signIn();
    const { secret } = await enrol(token);
    await requireTwoFactor(true);
    try {
      const before = (await auditRows()).length;
      const res = await disable(token, {
        current_password: TEST_ADMIN.password,
        code: codeAt(secret, now()),
      });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ message: TWO_FACTOR_DISABLE_MESSAGES.required });
      expect(TWO_FACTOR_DISABLE_MESSAGES.required).toContain('required for every admin');
      expect(await enabled(token)).toBe(true);
      expect(await auditRows()).toHaveLength(before);
    } finally {
      await requireTwoFactor(false);
    }
    // Tidy up for the next test: off again, with a fresh code.
    t.clock.advance(30_000);
    const off = await disable(token, {
      current_password: TEST_ADMIN.password,
      code: codeAt(secret, now()),
    });
    expect(off.status).toBe(200);
  });

  it('throttles wrong attempts like the sign-in code step', async () => {
    const token = await signIn();
    const { secret } = await enrol(token);
    t.clock.advance(30_000);
    const ip = '192.0.2.77';
    for (let i = 0; i < t.config.loginMaxAttempts; i++) {
      const res = await disable(
        token,
        { current_password: TEST_ADMIN.password, code: '000000' },
        ip,
      );
      expect(res.status, `attempt ${i + 1}`).toBe(422);
    }
    const blocked = await disable(
      token,
      { current_password: TEST_ADMIN.password, code: codeAt(secret, now()) },
      ip,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ message: AUTH_MESSAGES.throttled });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await enabled(token)).toBe(true);

    t.clock.advance(t.config.loginThrottleWindowMs + 30_000);
    const later = await disable(
      token,
      { current_password: TEST_ADMIN.password, code: codeAt(secret, now()) },
      ip,
    );
    expect(later.status).toBe(200);
  });
});
