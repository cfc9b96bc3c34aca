import { Hono } from 'hono';
import {
  AUTH_MESSAGES,
  loginRequestSchema,
  registerRequestSchema,
  type LoginResponse,
  type MeResponse,
  type RegisterResponse,
} from '../../contract';
import { queueVerificationMail } from '../account/verification';
import { requireAuth } from '../auth/middleware';
import { refuseCommonPassword } from '../auth/common-passwords';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../auth/password';
import { generateToken, hashToken } from '../auth/tokens';
import { loadApiUser, normalizeEmail, toApiUser } from '../auth/users';
import type { AppEnv } from '../http/env';
import { createRateLimit, ipOf } from '../http/rate-limit';
import {
  accountFailureRefusal,
  clearAccountFailures,
  countAccountFailure,
  takeHashingAttempt,
  takeRegistration,
} from '../auth/password-limits';
import { parseJsonBody, validationError } from '../http/responses';
import { isUniqueViolation } from '../db/errors';

const REGISTERED_MESSAGE = 'Registration successful.';
const LOGGED_OUT_MESSAGE = 'Logged out.';

/** Failed logins per (e-mail, IP) within the configured window (config.loginMaxAttempts). */
const loginLimit = createRateLimit({
  name: 'login',
  maxPerWindow: (services) => services.config.loginMaxAttempts,
  windowMs: (services) => services.config.loginThrottleWindowMs,
  message: AUTH_MESSAGES.throttled,
});

export const authRoutes = new Hono<AppEnv>();

authRoutes.post('/register', async (c) => {
  const parsed = await parseJsonBody(c, registerRequestSchema);
  if (!parsed.ok) return parsed.response;
  const common = refuseCommonPassword(c, parsed.data.password);
  if (common) return common;
  const { db, clock, config } = c.var.services;
  const email = normalizeEmail(parsed.data.email);
  const emailTaken = () => validationError(c, { email: [AUTH_MESSAGES.emailTaken] });
  // Counted for every well-formed registration, new address or taken, before any lookup.
  const limited = (await takeRegistration(c)) ?? (await takeHashingAttempt(c));
  if (limited) return limited;

  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) return emailTaken();

  const passwordHash = await hashPassword(parsed.data.password);
  const now = clock().toISOString();
  try {
    const user = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          name: parsed.data.name,
          email,
          password_hash: passwordHash,
          status: 'Active',
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'name', 'email', 'created_at'])
        .executeTakeFirstOrThrow();
      const role = await trx
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'user')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values({ user_id: row.id, role_id: role.id }).execute();
      // The welcome message with its verification link commits with the account or not at all.
      await queueVerificationMail(trx, row, 'welcome', { siteUrl: config.publicUrl, now: clock() });
      return row;
    });
    const body: RegisterResponse = { message: REGISTERED_MESSAGE, user: toApiUser(user, ['user']) };
    return c.json(body, 201);
  } catch (error) {
    // Two registrations racing for the same address: the unique index decides.
    if (isUniqueViolation(error)) return emailTaken();
    throw error;
  }
});

authRoutes.post('/login', async (c) => {
  const parsed = await parseJsonBody(c, loginRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const email = normalizeEmail(parsed.data.email);
  const throttleKey = `${email}|${ipOf(c)}`;

  // Counted (atomically, in the shared store) before any hashing, so concurrent guesses cannot
  // slip past the limit and a blocked client costs us almost nothing.
  const throttled =
    (await loginLimit.take(c, throttleKey)) ??
    (await accountFailureRefusal(c, email)) ??
    (await takeHashingAttempt(c));
  if (throttled) return throttled;

  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  // Unknown e-mails are verified against a dummy hash so both failures take as long.
  const passwordOk = await verifyPassword(
    parsed.data.password,
    user?.password_hash ?? DUMMY_PASSWORD_HASH,
  );
  if (!user || !passwordOk || user.status !== 'Active') {
    // Failures per account from every IP together (unknown addresses alike).
    await countAccountFailure(c, email);
    return c.json({ message: AUTH_MESSAGES.invalidCredentials }, 401);
  }
  await loginLimit.reset(c, throttleKey);
  await clearAccountFailures(c, email);

  const token = generateToken();
  await db
    .insertInto('access_tokens')
    .values({ user_id: user.id, token_hash: hashToken(token), created_at: clock().toISOString() })
    .execute();
  const body: LoginResponse = { user: await loadApiUser(db, user), token };
  return c.json(body, 200);
});

authRoutes.post('/logout', requireAuth, async (c) => {
  const { db, clock } = c.var.services;
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: clock().toISOString() })
    .where('id', '=', c.var.auth.tokenId)
    .execute();
  return c.json({ message: LOGGED_OUT_MESSAGE }, 200);
});

authRoutes.get('/me', requireAuth, (c) => {
  const body: MeResponse = { data: c.var.auth.user };
  return c.json(body, 200);
});
