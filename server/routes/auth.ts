import { Hono } from 'hono';
import {
  AUTH_MESSAGES,
  loginRequestSchema,
  registerRequestSchema,
  type MeResponse,
  type RegisterResponse,
} from '../../contract';
import {
  TWO_FACTOR_MESSAGES,
  twoFactorLoginRequestSchema,
  type LoginStepResponse,
  type SignedInResponse,
} from '../../contract/two-factor';
import { queueVerificationMail } from '../account/verification';
import { readSettings } from '../admin-data/settings';
import { requireAuth } from '../auth/middleware';
import { refuseCommonPassword } from '../auth/common-passwords';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../auth/password';
import { passwordExpired } from '../auth/password-expiry';
import { generateToken, hashToken } from '../auth/tokens';
import {
  acceptTotp,
  createChallenge,
  findChallenge,
  spendChallenge,
  spendRecoveryCode,
  twoFactorRequired,
  twoFactorRow,
} from '../auth/two-factor';
import { loadApiUser, normalizeEmail } from '../auth/users';
import type { Database, UserRow } from '../db/types';
import type { AppEnv } from '../http/env';
import { ipOf } from '../http/rate-limit';
import {
  mayMailAccountOwner,
  clearAccountFailures,
  reserveAccountAttempt,
  loginLimit,
  takeHashingAttempt,
  takeRegistration,
} from '../auth/password-limits';
import { parseJsonBody } from '../http/responses';
import { isUniqueViolation } from '../db/errors';
import type { Kysely } from 'kysely';
import type { Context } from 'hono';
import type { AppConfig } from '../config';
import { queueTemplate, renderTemplate } from '../mail/compose';
import { accountExistsMail } from '../mail/templates/account-exists';

const REGISTERED_MESSAGE = 'Registration successful.';
const LOGGED_OUT_MESSAGE = 'Logged out.';

/** Failed logins per (e-mail, IP) within the configured window (config.loginMaxAttempts). */
export const authRoutes = new Hono<AppEnv>();

/**
 * Registration answers the same (201, one message, the same work) whether the address is new or
 * already has an account (issue 18): a new address gets its account and the welcome with its
 * verification link; the owner of a taken one gets "you already have an account" (at most one an
 * hour), and nothing about the account changes. Only the inbox tells which happened.
 */
authRoutes.post('/register', async (c) => {
  const parsed = await parseJsonBody(c, registerRequestSchema);
  if (!parsed.ok) return parsed.response;
  const common = refuseCommonPassword(c, parsed.data.password);
  if (common) return common;
  const { db, clock, config } = c.var.services;
  const email = normalizeEmail(parsed.data.email);
  // Counted for every well-formed registration, new address or taken, before any lookup.
  const limited = (await takeRegistration(c)) ?? (await takeHashingAttempt(c));
  if (limited) return limited;

  // Hashed either way, so a taken address answers no faster than a new one.
  const passwordHash = await hashPassword(parsed.data.password);
  const now = clock();
  let owner = await findAccount(db, email);
  if (!owner) {
    try {
      await createAccount(db, { name: parsed.data.name, email, passwordHash }, config, now);
    } catch (error) {
      // Two registrations racing for the same address: the unique index decides.
      if (!isUniqueViolation(error)) throw error;
      owner = await findAccount(db, email);
    }
  }
  if (owner) await tellOwner(c, owner, now);
  const body: RegisterResponse = { message: REGISTERED_MESSAGE };
  return c.json(body, 201);
});

function findAccount(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('email', '=', email)
    .executeTakeFirst();
}

async function createAccount(
  db: Kysely<Database>,
  account: { name: string; email: string; passwordHash: string },
  config: AppConfig,
  now: Date,
): Promise<void> {
  const timestamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        name: account.name,
        email: account.email,
        password_hash: account.passwordHash,
        status: 'Active',
        created_at: timestamp,
        updated_at: timestamp,
      })
      .returning(['id', 'name', 'email'])
      .executeTakeFirstOrThrow();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'user')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: row.id, role_id: role.id }).execute();
    // The welcome message with its verification link commits with the account or not at all.
    await queueVerificationMail(trx, row, 'welcome', { siteUrl: config.publicUrl, now });
  });
}

/** The owner of a taken address hears of the attempt (rendered even when not sent: same work). */
async function tellOwner(
  c: Context<AppEnv>,
  owner: { name: string; email: string },
  now: Date,
): Promise<void> {
  const { db, config } = c.var.services;
  const data = {
    name: owner.name,
    loginLink: `${config.publicUrl}/login`,
    resetLink: `${config.publicUrl}/forgot-password`,
  };
  if (await mayMailAccountOwner(c, owner.email)) {
    await queueTemplate(db, accountExistsMail, data, {
      to: owner.email,
      siteUrl: config.publicUrl,
      now,
    });
    return;
  }
  const settings = await readSettings(db);
  await renderTemplate(accountExistsMail, data, {
    company: settings.general,
    payments: settings.payments,
    siteUrl: config.publicUrl,
  });
}

authRoutes.post('/login', async (c) => {
  const parsed = await parseJsonBody(c, loginRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const email = normalizeEmail(parsed.data.email);
  const throttleKey = `${email}|${ipOf(c)}`;

  // Counted (atomically, in the shared store) before any hashing, so concurrent guesses cannot
  // slip past the limits and a blocked client costs us almost nothing. The account's attempt
  // counts as a failure until the password proves right.
  const throttled = await loginLimit.take(c, throttleKey);
  if (throttled) return throttled;
  const account = await reserveAccountAttempt(c, email);
  if (account.refused) return account.refused;
  const hashing = await takeHashingAttempt(c);
  if (hashing) {
    await account.refund();
    return hashing;
  }

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
    // The attempt stays counted: failures per account from every IP together (unknown
    // addresses alike).
    return c.json({ message: AUTH_MESSAGES.invalidCredentials }, 401);
  }
  await loginLimit.reset(c, throttleKey);
  await clearAccountFailures(c, email);

  const now = clock();
  const apiUser = await loadApiUser(db, user);
  const isAdmin = apiUser.roles.some((role) => role.name === 'admin');
  const secret = isAdmin ? await twoFactorRow(db, user.id) : undefined;
  if (secret?.enabled_at) {
    // The password was right; the session waits for the code (POST /api/login/two-factor).
    const body: LoginStepResponse = {
      two_factor: true,
      challenge: await createChallenge(db, user.id, now),
    };
    return c.json(body, 200);
  }
  const body: LoginStepResponse = {
    user: apiUser,
    token: await issueToken(db, user, now),
    ...(isAdmin && (await twoFactorRequired(db)) ? { two_factor_setup_required: true } : {}),
    ...(isAdmin && (await mustChangePassword(db, user.id, now))
      ? { password_change_required: true }
      : {}),
  };
  return c.json(body, 200);
});

/** An admin's password older than Settings > Security > Password Expiry. */
async function mustChangePassword(db: Kysely<Database>, userId: number, now: Date) {
  const { passwordExpiry } = (await readSettings(db)).security;
  return passwordExpired(db, userId, passwordExpiry, now);
}

async function issueToken(db: Kysely<Database>, user: UserRow, now: Date): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('access_tokens')
    .values({ user_id: user.id, token_hash: hashToken(token), created_at: now.toISOString() })
    .execute();
  return token;
}

/**
 * The second step of an admin's sign-in: the challenge from the password step and a code from
 * the authenticator app (one step of clock skew either side, never the same code twice) or an
 * unused recovery code. Wrong codes count against the same throttle as wrong passwords.
 */
authRoutes.post('/login/two-factor', async (c) => {
  const parsed = await parseJsonBody(c, twoFactorLoginRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const now = clock();
  const found = await findChallenge(db, parsed.data.challenge, now);
  if (!found) return c.json({ message: TWO_FACTOR_MESSAGES.challengeExpired }, 401);
  const { challenge_id: challengeId, ...user } = found;

  // Every code counts against the password's limit (shared by every instance); a right one
  // clears it.
  const throttleKey = `${user.email}|${ipOf(c)}`;
  const throttled = await loginLimit.take(c, throttleKey);
  if (throttled) return throttled;

  const row = await twoFactorRow(db, user.id);
  const code = parsed.data.code;
  const accepted =
    row?.enabled_at != null &&
    user.status === 'Active' &&
    ((await acceptTotp(db, row, code, now)) || (await spendRecoveryCode(db, user.id, code, now)));
  if (!accepted) return c.json({ message: TWO_FACTOR_MESSAGES.invalidCode }, 401);
  if (!(await spendChallenge(db, challengeId, now))) {
    return c.json({ message: TWO_FACTOR_MESSAGES.challengeExpired }, 401);
  }
  await loginLimit.reset(c, throttleKey);

  const apiUser = await loadApiUser(db, user);
  const isAdmin = apiUser.roles.some((role) => role.name === 'admin');
  const body: SignedInResponse = {
    user: apiUser,
    token: await issueToken(db, user, now),
    ...(isAdmin && (await mustChangePassword(db, user.id, now))
      ? { password_change_required: true }
      : {}),
  };
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
