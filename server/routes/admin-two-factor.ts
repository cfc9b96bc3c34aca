import { Hono } from 'hono';
import {
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../contract/two-factor';
import {
  disableTwoFactorRequestSchema,
  TWO_FACTOR_DISABLE_MESSAGES,
  type DisableTwoFactorResponse,
} from '../../contract/two-factor-disable';
import { storedPasswordHash } from '../account/profile';
import { recordAudit } from '../admin-data/audit';
import { requireAdminEnrolling } from '../auth/middleware';
import { verifyPassword } from '../auth/password';
import {
  acceptTotp,
  completeEnrolment,
  disableTwoFactor,
  spendRecoveryCode,
  startEnrolment,
  twoFactorRequired,
  twoFactorRow,
} from '../auth/two-factor';
import { loginLimit, takeHashingAttempt } from '../auth/password-limits';
import { ipOf } from '../http/rate-limit';
import type { AppEnv } from '../http/env';
import { parseJsonBody, validationError } from '../http/responses';

/**
 * The signed-in admin's own two-factor enrolment (issue 18). Reachable while the Security
 * setting refuses the rest of the admin API to admins without two-factor.
 */
export const adminTwoFactorRoutes = new Hono<AppEnv>();

adminTwoFactorRoutes.use('/admin/two-factor', requireAdminEnrolling);
adminTwoFactorRoutes.use('/admin/two-factor/*', requireAdminEnrolling);

adminTwoFactorRoutes.get('/admin/two-factor', async (c) => {
  const { db } = c.var.services;
  const row = await twoFactorRow(db, c.var.auth.user.id);
  const data: TwoFactorStatus = {
    enabled: Boolean(row?.enabled_at),
    required: await twoFactorRequired(db),
  };
  return c.json({ data });
});

/** A new secret: its QR code (SVG) and text. Once enabled, the secret never leaves again. */
adminTwoFactorRoutes.post('/admin/two-factor/setup', async (c) => {
  const { db, clock } = c.var.services;
  const { user } = c.var.auth;
  const row = await twoFactorRow(db, user.id);
  if (row?.enabled_at) return c.json({ message: TWO_FACTOR_MESSAGES.alreadyEnabled }, 409);
  const data: TwoFactorSetup = await startEnrolment(db, user, clock());
  return c.json({ data });
});

/** The first code from the app turns two-factor on; the ten recovery codes are shown once. */
adminTwoFactorRoutes.post('/admin/two-factor/confirm', async (c) => {
  const parsed = await parseJsonBody(c, twoFactorCodeSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const { user } = c.var.auth;
  const row = await twoFactorRow(db, user.id);
  if (row?.enabled_at) return c.json({ message: TWO_FACTOR_MESSAGES.alreadyEnabled }, 409);

  const throttleKey = `${user.email}|${ipOf(c)}`;
  const throttled = await loginLimit.take(c, throttleKey);
  if (throttled) return throttled;

  const now = clock();
  if (!row || !(await acceptTotp(db, row, parsed.data.code, now))) {
    return validationError(c, { code: [TWO_FACTOR_MESSAGES.invalidCode] });
  }
  await loginLimit.reset(c, throttleKey);
  const data: RecoveryCodes = { recovery_codes: await completeEnrolment(db, user.id, now) };
  return c.json({ data });
});

/**
 * Turns two-factor sign-in off for the signed-in admin: their password and a current code (or a
 * recovery code, then spent) prove it is them at the keyboard. Refused while the Security
 * setting requires two-factor for every admin. Attempts count against the sign-in's throttle.
 */
adminTwoFactorRoutes.post('/admin/two-factor/disable', async (c) => {
  const parsed = await parseJsonBody(c, disableTwoFactorRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const { user } = c.var.auth;
  const row = await twoFactorRow(db, user.id);
  if (!row?.enabled_at) return c.json({ message: TWO_FACTOR_DISABLE_MESSAGES.notEnabled }, 409);
  if (await twoFactorRequired(db)) {
    return c.json({ message: TWO_FACTOR_DISABLE_MESSAGES.required }, 409);
  }

  const throttleKey = `${user.email}|${ipOf(c)}`;
  const throttled = (await loginLimit.take(c, throttleKey)) ?? (await takeHashingAttempt(c));
  if (throttled) return throttled;

  const hash = await storedPasswordHash(db, user.id);
  if (!(await verifyPassword(parsed.data.current_password, hash))) {
    return validationError(c, { current_password: [TWO_FACTOR_DISABLE_MESSAGES.currentPassword] });
  }
  const now = clock();
  const code = parsed.data.code;
  const via = (await acceptTotp(db, row, code, now))
    ? 'authenticator code'
    : (await spendRecoveryCode(db, user.id, code, now))
      ? 'recovery code'
      : null;
  if (!via) return validationError(c, { code: [TWO_FACTOR_MESSAGES.invalidCode] });

  await loginLimit.reset(c, throttleKey);
  await db.transaction().execute(async (trx) => {
    await disableTwoFactor(trx, user.id);
    await recordAudit(trx, {
      actorId: user.id,
      action: 'two_factor.disable',
      subjectType: 'user',
      subjectId: user.id,
      detail: { via },
      at: now,
    });
  });
  const body: DisableTwoFactorResponse = { data: { enabled: false, required: false } };
  return c.json(body);
});
