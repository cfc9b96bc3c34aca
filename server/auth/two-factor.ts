import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { readSettings } from '../admin-data/settings';
import type { Database } from '../db/types';
import { generateToken, hashToken } from './tokens';

/*
 * Two-factor sign-in for admins (issue 18): TOTP per RFC 6238 (SHA-1, 6 digits, 30 s, the
 * defaults every authenticator app reads), ten single-use recovery codes stored as sha256, and
 * the challenge that carries a sign-in from its password step to its code step.
 */

const ISSUER = 'Karakoram Trails';
/** RFC 6238 section 6: one step either side covers a phone clock that is half a minute off. */
const SKEW_STEPS = 1;
const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
/** The code step must follow the password step within this time. */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export async function twoFactorRow(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('two_factor_secrets')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function hasTwoFactor(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await twoFactorRow(db, userId);
  return Boolean(row?.enabled_at);
}

/** The Security tab's switch: every admin must enrol before using the admin. */
export async function twoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  return (await readSettings(db)).security.twoFactorAuth;
}

/** A new secret (replacing an unconfirmed one), its otpauth:// address and QR code as SVG. */
export async function startEnrolment(
  db: Kysely<Database>,
  user: { id: number; email: string },
  now: Date,
) {
  const secret = new Secret({ size: 20 }).base32;
  const created_at = now.toISOString();
  await db
    .insertInto('two_factor_secrets')
    .values({ user_id: user.id, secret, enabled_at: null, last_step: null, created_at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ secret, enabled_at: null, last_step: null, created_at }),
    )
    .execute();
  const otpauthUrl = totp(secret, user.email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, width: 200 });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/**
 * Accepts a 6-digit code within one step of now that is later than the last accepted one, and
 * records its step so the same code is refused next time. The update is conditional, so two
 * requests racing with one code cannot both pass.
 */
export async function acceptTotp(
  db: Kysely<Database>,
  row: { user_id: number; secret: string; last_step: number | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const timestamp = now.getTime();
  const delta = totp(row.secret, '').validate({ token: code, timestamp, window: SKEW_STEPS });
  if (delta === null) return false;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  if (row.last_step !== null && step <= row.last_step) return false;
  const result = await db
    .updateTable('two_factor_secrets')
    .set({ last_step: step })
    .where('user_id', '=', row.user_id)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const normaliseRecoveryCode = (code: string) => code.replace('-', '').toLowerCase();

/** Spends a recovery code: true once per code. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const normalised = normaliseRecoveryCode(code);
  if (!/^[a-z0-9]{10}$/.test(normalised)) return false;
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashToken(normalised))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Turns the confirmed secret on and replaces the recovery codes; the codes are shown once. */
export async function completeEnrolment(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('two_factor_secrets')
      .set({ enabled_at: now.toISOString() })
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(
        codes.map((code) => ({
          user_id: userId,
          code_hash: hashToken(normaliseRecoveryCode(code)),
          used_at: null,
        })),
      )
      .execute();
  });
  return codes;
}

/** The password step passed: a one-time challenge for the code step. */
export async function createChallenge(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<string> {
  const challenge = generateToken();
  await db
    .insertInto('login_challenges')
    .values({
      user_id: userId,
      token_hash: hashToken(challenge),
      created_at: now.toISOString(),
      used_at: null,
    })
    .execute();
  return challenge;
}

/** The user of an unexpired, unused challenge. */
export async function findChallenge(db: Kysely<Database>, challenge: string, now: Date) {
  const issuedAfter = new Date(now.getTime() - CHALLENGE_LIFETIME_MS).toISOString();
  return db
    .selectFrom('login_challenges')
    .innerJoin('users', 'users.id', 'login_challenges.user_id')
    .select(['login_challenges.id as challenge_id'])
    .selectAll('users')
    .where('login_challenges.token_hash', '=', hashToken(challenge))
    .where('login_challenges.used_at', 'is', null)
    .where('login_challenges.created_at', '>', issuedAfter)
    .executeTakeFirst();
}

/** Marks the challenge used; false when another request spent it first. */
export async function spendChallenge(db: Kysely<Database>, id: number, now: Date) {
  const result = await db
    .updateTable('login_challenges')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Two-factor off for the user: the secret and every recovery code are gone. */
export async function disableTwoFactor(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('two_factor_secrets').where('user_id', '=', userId).execute();
}
