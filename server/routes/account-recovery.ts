import { Hono } from 'hono';
import {
  ACCOUNT_MESSAGES,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  type AccountMessageResponse,
  type VerifyEmailResponse,
} from '../../contract/account';
import {
  accountLink,
  claimAccountToken,
  invalidateAccountTokens,
  issueAccountToken,
} from '../account/account-tokens';
import { queueVerificationMail } from '../account/verification';
import { requireAuth } from '../auth/middleware';
import { refuseCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/password';
import { takeHashingAttempt } from '../auth/password-limits';
import { normalizeEmail } from '../auth/users';
import type { AppEnv } from '../http/env';
import { createRateLimit, ipOf } from '../http/rate-limit';
import { parseJsonBody, validationError } from '../http/responses';
import { queueTemplate, renderTemplate } from '../mail/compose';
import { passwordResetMail } from '../mail/templates/password-reset';
import { readSettings } from '../admin-data/settings';

const WINDOW_MS = 15 * 60_000;

/** Reset requests per address and per IP within 15 minutes (mail bombing, address probing). */
export const RESET_LIMITS = {
  perAddress: { maxPerWindow: 3, windowMs: WINDOW_MS },
  perIp: { maxPerWindow: 10, windowMs: WINDOW_MS },
} as const;

/** Verification e-mails a signed-in user may ask for within 15 minutes. */
export const RESEND_LIMIT = { maxPerWindow: 3, windowMs: WINDOW_MS } as const;

const resetPerAddress = createRateLimit({
  name: 'reset-address',
  ...RESET_LIMITS.perAddress,
  message: ACCOUNT_MESSAGES.resetThrottled,
});
const resetPerIp = createRateLimit({
  name: 'reset-ip',
  ...RESET_LIMITS.perIp,
  message: ACCOUNT_MESSAGES.resetThrottled,
});
const resendPerUser = createRateLimit({
  name: 'resend-user',
  ...RESEND_LIMIT,
  message: ACCOUNT_MESSAGES.resendThrottled,
});

export const accountRecoveryRoutes = new Hono<AppEnv>();

accountRecoveryRoutes.post('/forgot-password', async (c) => {
  const parsed = await parseJsonBody(c, forgotPasswordRequestSchema);
  if (!parsed.ok) return parsed.response;
  const email = normalizeEmail(parsed.data.email);
  const ip = ipOf(c);
  // Counted and checked in one atomic step each, before any other database work.
  const refused = (await resetPerIp.take(c, ip)) ?? (await resetPerAddress.take(c, email));
  if (refused) return refused;

  const { db, clock, config } = c.var.services;
  const now = clock();
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'status'])
    .where('email', '=', email)
    .executeTakeFirst();
  const account = user?.status === 'Active' ? user : null;

  // The same work either way (a lookup, an update, a rendered message), so neither the answer
  // nor its timing tells whether the address has an account.
  await db.transaction().execute(async (trx) => {
    if (!account) {
      await invalidateAccountTokens(trx, null, 'password-reset', now);
      const settings = await readSettings(trx);
      await renderTemplate(
        passwordResetMail,
        { name: '', link: accountLink(config.publicUrl, 'reset-password', '') },
        { company: settings.general, payments: settings.payments, siteUrl: config.publicUrl },
      );
      return;
    }
    const token = await issueAccountToken(trx, account.id, 'password-reset', now);
    await queueTemplate(
      trx,
      passwordResetMail,
      { name: account.name, link: accountLink(config.publicUrl, 'reset-password', token) },
      { to: account.email, siteUrl: config.publicUrl, now },
    );
  });
  const body: AccountMessageResponse = { message: ACCOUNT_MESSAGES.resetRequested };
  return c.json(body, 200);
});

accountRecoveryRoutes.post('/reset-password', async (c) => {
  const parsed = await parseJsonBody(c, resetPasswordRequestSchema);
  if (!parsed.ok) return parsed.response;
  const common = refuseCommonPassword(c, parsed.data.password);
  if (common) return common;
  const { db, clock } = c.var.services;
  const now = clock();
  const timestamp = now.toISOString();
  const limited = await takeHashingAttempt(c);
  if (limited) return limited;
  // Hashed before the transaction: scrypt takes a while and must not hold a database lock.
  const passwordHash = await hashPassword(parsed.data.password);

  const reset = await db.transaction().execute(async (trx) => {
    const userId = await claimAccountToken(trx, parsed.data.token, 'password-reset', now);
    if (userId === null) return false;
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: timestamp, updated_at: timestamp })
      .where('id', '=', userId)
      .where('status', '=', 'Active')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    // Every session of the account ends: whoever held one may be why the password was reset.
    await trx
      .updateTable('access_tokens')
      .set({ revoked_at: timestamp })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await invalidateAccountTokens(trx, userId, 'password-reset', now);
    return true;
  });
  if (!reset) return validationError(c, { token: [ACCOUNT_MESSAGES.resetLinkInvalid] });
  const body: AccountMessageResponse = { message: ACCOUNT_MESSAGES.passwordReset };
  return c.json(body, 200);
});

accountRecoveryRoutes.post('/verify-email', async (c) => {
  const parsed = await parseJsonBody(c, verifyEmailRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const now = clock();
  const timestamp = now.toISOString();

  const result = await db.transaction().execute(async (trx) => {
    const userId = await claimAccountToken(trx, parsed.data.token, 'verify-email', now);
    if (userId === null) return null;
    const user = await trx
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (!user.email_verified_at) {
      await trx
        .updateTable('users')
        .set({ email_verified_at: timestamp, updated_at: timestamp })
        .where('id', '=', userId)
        .execute();
    }
    // The address is proven: the guest bookings made with it become this account's.
    const claimed = await trx
      .updateTable('bookings')
      .set({ user_id: userId })
      .where('user_id', 'is', null)
      .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['contact_email'])]), '=', user.email))
      .executeTakeFirst();
    return { email: user.email, claimed_bookings: Number(claimed.numUpdatedRows) };
  });
  if (!result) return validationError(c, { token: [ACCOUNT_MESSAGES.verifyLinkInvalid] });
  const body: VerifyEmailResponse = { message: ACCOUNT_MESSAGES.emailVerified, data: result };
  return c.json(body, 200);
});

accountRecoveryRoutes.post('/my/verify-email/resend', requireAuth, async (c) => {
  const { db, clock, config } = c.var.services;
  const userId = c.var.auth.user.id;
  const key = String(userId);
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.email_verified_at) {
    return c.json({ message: ACCOUNT_MESSAGES.alreadyVerified }, 409);
  }
  const refused = await resendPerUser.take(c, key);
  if (refused) return refused;

  const now = clock();
  await db
    .transaction()
    .execute((trx) =>
      queueVerificationMail(trx, user, 'resend', { siteUrl: config.publicUrl, now }),
    );
  const body: AccountMessageResponse = { message: ACCOUNT_MESSAGES.verificationSent };
  return c.json(body, 200);
});
