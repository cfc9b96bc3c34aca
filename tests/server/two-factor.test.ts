import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, loginResponseSchema } from '../../contract/auth';
import { makeSettings } from '../machines/admin-dashboard-fixture';
import {
  loginStepResponseSchema,
  recoveryCodesResponseSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '../../contract/two-factor';
import { call, registerAndLogin, TEST_ADMIN } from './harness';
import { useTestServer, userIdOf } from '../support/server-fixtures';

/*
 * Two-factor sign-in for admins (issue 18): enrolment with a QR code and a confirmation code,
 * the code step of the sign-in (TOTP with one step of skew, never the same code twice),
 * recovery codes spent once, wrong codes throttled like passwords, and the Security setting
 * that sends admins without two-factor to enrol first.
 */

const t = useTestServer();
const STEP_MS = 30_000;

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

async function passwordStep(email: string, password: string) {
  const res = await call(t.app, 'POST', '/api/login', { json: { email, password } });
  expect(res.status).toBe(200);
  return loginStepResponseSchema.parse(res.json);
}

async function challengeFor(email: string, password: string): Promise<string> {
  const step = await passwordStep(email, password);
  if (!('challenge' in step)) throw new Error('expected the code step');
  expect(step).not.toHaveProperty('token');
  return step.challenge;
}

const codeStep = (challenge: string, code: string) =>
  call<{ message?: string; token?: string }>(t.app, 'POST', '/api/login/two-factor', {
    json: { challenge, code },
  });

/** Sets up two-factor for the signed-in admin; the secret and the recovery codes. */
async function enrol(token: string) {
  const setup = await call(t.app, 'POST', '/api/admin/two-factor/setup', { token });
  expect(setup.status).toBe(200);
  const { secret } = twoFactorSetupResponseSchema.parse(setup.json).data;
  const confirm = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
    token,
    json: { code: codeAt(secret, t.clock().getTime()) },
  });
  expect(confirm.status).toBe(200);
  return { secret, codes: recoveryCodesResponseSchema.parse(confirm.json).data.recovery_codes };
}

/** Moves past the throttle window and the last code's step. */
const nextMinute = () => t.clock.advance(61_000);

describe('two-factor sign-in for admins', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  let adminToken = '';

  it('enrols with a server-made QR code, the secret as text and a confirmation code', async () => {
    const first = await passwordStep(TEST_ADMIN.email, TEST_ADMIN.password);
    if (!('token' in first)) throw new Error('no two-factor yet: a token');
    adminToken = first.token;

    const status = await call(t.app, 'GET', '/api/admin/two-factor', { token: adminToken });
    expect(twoFactorStatusResponseSchema.parse(status.json).data).toEqual({
      enabled: false,
      required: false,
    });

    const setup = await call(t.app, 'POST', '/api/admin/two-factor/setup', { token: adminToken });
    expect(setup.status).toBe(200);
    const data = twoFactorSetupResponseSchema.parse(setup.json).data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauth_url).toContain('otpauth://totp/');
    expect(data.otpauth_url).toContain(`secret=${data.secret}`);
    expect(data.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    secret = data.secret;

    const wrong = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
      token: adminToken,
      json: { code: codeAt(secret, t.clock().getTime() + 5 * STEP_MS) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ errors: { code: [TWO_FACTOR_MESSAGES.invalidCode] } });

    const confirm = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
      token: adminToken,
      json: { code: codeAt(secret, t.clock().getTime()) },
    });
    expect(confirm.status).toBe(200);
    recoveryCodes = recoveryCodesResponseSchema.parse(confirm.json).data.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // Stored hashed; the secret is never sent again.
    const stored = await t.db.selectFrom('two_factor_recovery_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    const again = await call(t.app, 'POST', '/api/admin/two-factor/setup', { token: adminToken });
    expect(again.status).toBe(409);
    expect(again.text).not.toContain(secret);
    const after = await call(t.app, 'GET', '/api/admin/two-factor', { token: adminToken });
    expect(after.json).toEqual({ data: { enabled: true, required: false } });
    expect(after.text).not.toContain(secret);
  });

  it('asks for a code after the password and signs in with it', async () => {
    nextMinute();
    const challenge = await challengeFor(TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await codeStep(challenge, codeAt(secret, t.clock().getTime()));
    expect(res.status).toBe(200);
    const { token, user } = loginResponseSchema.parse(res.json);
    expect(user.email).toBe(TEST_ADMIN.email);
    const me = await call(t.app, 'GET', '/api/me', { token });
    expect(me.status).toBe(200);
    // The challenge is spent.
    const reuse = await codeStep(challenge, codeAt(secret, t.clock().getTime() + STEP_MS));
    expect(reuse.status).toBe(401);
    expect(reuse.json).toEqual({ message: TWO_FACTOR_MESSAGES.challengeExpired });
  });

  it('refuses a code that was already used', async () => {
    const now = t.clock().getTime();
    const challenge = await challengeFor(TEST_ADMIN.email, TEST_ADMIN.password);
    const replay = await codeStep(challenge, codeAt(secret, now));
    expect(replay.status).toBe(401);
    expect(replay.json).toEqual({ message: TWO_FACTOR_MESSAGES.invalidCode });
  });

  it('accepts a code one step behind or ahead, not two', async () => {
    nextMinute();
    const now = t.clock().getTime();
    const challenge = await challengeFor(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await codeStep(challenge, codeAt(secret, now - 2 * STEP_MS))).status).toBe(401);
    expect((await codeStep(challenge, codeAt(secret, now - STEP_MS))).status).toBe(200);

    nextMinute();
    const later = t.clock().getTime();
    const next = await challengeFor(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await codeStep(next, codeAt(secret, later + 2 * STEP_MS))).status).toBe(401);
    expect((await codeStep(next, codeAt(secret, later + STEP_MS))).status).toBe(200);
  });

  it('signs in with a recovery code once; the spent code is refused', async () => {
    nextMinute();
    const code = recoveryCodes[3] ?? '';
    const challenge = await challengeFor(TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await codeStep(challenge, code.toUpperCase());
    expect(res.status).toBe(200);
    expect(loginResponseSchema.parse(res.json).user.email).toBe(TEST_ADMIN.email);

    const again = await challengeFor(TEST_ADMIN.email, TEST_ADMIN.password);
    const spent = await codeStep(again, code);
    expect(spent.status).toBe(401);
    expect(spent.json).toEqual({ message: TWO_FACTOR_MESSAGES.invalidCode });
  });

  it('throttles wrong codes like wrong passwords', async () => {
    nextMinute();
    const challenge = await challengeFor(TEST_ADMIN.email, TEST_ADMIN.password);
    for (let attempt = 0; attempt < t.config.loginMaxAttempts; attempt += 1) {
      const res = await codeStep(challenge, '000000');
      expect(res.status).toBe(401);
    }
    const blocked = await codeStep(challenge, codeAt(secret, t.clock().getTime()));
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ message: AUTH_MESSAGES.throttled });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The password step shares the counter.
    const password = await call(t.app, 'POST', '/api/login', {
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(password.status).toBe(429);
  });

  it('refuses a challenge older than five minutes and a malformed code', async () => {
    nextMinute();
    const challenge = await challengeFor(TEST_ADMIN.email, TEST_ADMIN.password);
    const bad = await codeStep(challenge, '12ab');
    expect(bad.status).toBe(422);
    t.clock.advance(5 * 60_000 + 1_000);
    const res = await codeStep(challenge, codeAt(secret, t.clock().getTime()));
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: TWO_FACTOR_MESSAGES.challengeExpired });
  });

  describe('the Security setting', () => {
    const OTHER = { name: 'Second Admin', email: 'second@example.com', password: 'second-pass-1' };
    let otherToken = '';

    it('cannot be turned on by an admin without two-factor', async () => {
      nextMinute();
      otherToken = await registerAndLogin(t.app, OTHER);
      const role = await t.db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'admin')
        .executeTakeFirstOrThrow();
      const userId = await userIdOf(t.db, OTHER.email);
      await t.db.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).execute();

      const settings = makeSettings();
      settings.security.twoFactorAuth = true;
      const refused = await call(t.app, 'PUT', '/api/admin/settings', {
        token: otherToken,
        json: settings,
      });
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({
        errors: { 'security.twoFactorAuth': [TWO_FACTOR_MESSAGES.enableOwnFirst] },
      });

      const saved = await call(t.app, 'PUT', '/api/admin/settings', {
        token: adminToken,
        json: settings,
      });
      expect(saved.status).toBe(200);
    });

    it('sends an admin without two-factor to enrol before the admin answers', async () => {
      // The admin guard's question on arrival answers with the same refusal.
      const access = await call(t.app, 'GET', '/api/admin/access', { token: otherToken });
      expect(access.status).toBe(403);
      expect(access.json).toEqual({
        message: TWO_FACTOR_MESSAGES.setupRequired,
        two_factor_setup_required: true,
      });
      const dashboard = await call(t.app, 'GET', '/api/admin/dashboard', { token: otherToken });
      expect(dashboard.status).toBe(403);
      expect(dashboard.json).toEqual({
        message: TWO_FACTOR_MESSAGES.setupRequired,
        two_factor_setup_required: true,
      });
      expect((await call(t.app, 'GET', '/api/admin/settings', { token: otherToken })).status).toBe(
        403,
      );

      const step = await passwordStep(OTHER.email, OTHER.password);
      expect(step).toMatchObject({ two_factor_setup_required: true });

      const status = await call(t.app, 'GET', '/api/admin/two-factor', { token: otherToken });
      expect(status.json).toEqual({ data: { enabled: false, required: true } });
      await enrol(otherToken);
      const allowed = await call(t.app, 'GET', '/api/admin/dashboard', { token: otherToken });
      expect(allowed.status).toBe(200);
      const admitted = await call(t.app, 'GET', '/api/admin/access', { token: otherToken });
      expect(admitted.json).toEqual({ data: { admitted: true } });
    });

    it('leaves travellers alone', async () => {
      const traveller = { name: 'Tara', email: 'tara@example.com', password: 'tara-password' };
      const token = await registerAndLogin(t.app, traveller);
      expect((await call(t.app, 'GET', '/api/my/profile', { token })).status).toBe(200);
      const step = await passwordStep(traveller.email, traveller.password);
      expect(step).not.toHaveProperty('two_factor_setup_required');
      const enrolment = await call(t.app, 'POST', '/api/admin/two-factor/setup', { token });
      expect(enrolment.status).toBe(403);
      expect((await call(t.app, 'GET', '/api/admin/access', { token })).status).toBe(403);
    });
  });
});
