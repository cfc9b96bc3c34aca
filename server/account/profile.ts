import type { Kysely } from 'kysely';
import {
  DEFAULT_PREFERENCES,
  LANGUAGES,
  preferencesSchema,
  type Preferences,
  type Profile,
  type ProfileUpdate,
} from '../../contract/profile';
import { hashPassword } from '../auth/password';
import { normalizeEmail } from '../auth/users';
import { isUniqueViolation } from '../db/errors';
import { queueVerificationMail } from './verification';
import type { Database, UserRow } from '../db/types';

type Db = Kysely<Database>;

/**
 * Stored preferences, or the defaults when there are none or they no longer validate; a
 * language the site no longer offers reads as English.
 */
export function parsePreferences(json: string | null): Preferences {
  if (json === null) return { ...DEFAULT_PREFERENCES };
  try {
    const stored: unknown = JSON.parse(json);
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
      return { ...DEFAULT_PREFERENCES };
    }
    const merged: Record<string, unknown> = { ...DEFAULT_PREFERENCES, ...stored };
    // A language dropped in issue 17 (the site is English only) reads as English and keeps the
    // other choices: falling back to the defaults would switch reminders back on.
    if (!LANGUAGES.some((l) => l.value === merged.language)) {
      merged.language = DEFAULT_PREFERENCES.language;
    }
    const result = preferencesSchema.safeParse(merged);
    return result.success ? result.data : { ...DEFAULT_PREFERENCES };
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}

type ProfileRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'date_of_birth'
  | 'preferences'
  | 'created_at'
  | 'email_verified_at'
>;

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date_of_birth: row.date_of_birth,
    member_since: row.created_at,
    email_verified: row.email_verified_at !== null,
    preferences: parsePreferences(row.preferences),
  };
}

export async function loadProfile(db: Db, userId: number): Promise<Profile> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'date_of_birth',
      'preferences',
      'created_at',
      'email_verified_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return toProfile(row);
}

/**
 * Saves the profile form. The e-mail is stored normalised, as at registration, and must not be
 * another account's: checked first for a clear answer, and by the unique index for a race. A new
 * address is unproven: it loses the verified mark and gets a verification link, in the same
 * transaction.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  update: ProfileUpdate,
  options: { now: Date; siteUrl: string },
): Promise<'updated' | 'emailTaken'> {
  const email = normalizeEmail(update.email);
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '<>', userId)
    .executeTakeFirst();
  if (owner) return 'emailTaken';
  try {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const changed = before.email !== email;
      await trx
        .updateTable('users')
        .set({
          name: update.name,
          email,
          phone: update.phone,
          date_of_birth: update.date_of_birth,
          updated_at: options.now.toISOString(),
          ...(changed ? { email_verified_at: null } : {}),
        })
        .where('id', '=', userId)
        .execute();
      if (changed) {
        await queueVerificationMail(
          trx,
          { id: userId, name: update.name, email },
          'changed',
          options,
        );
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'emailTaken';
    throw error;
  }
  return 'updated';
}

export async function updatePreferences(
  db: Db,
  userId: number,
  preferences: Preferences,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ preferences: JSON.stringify(preferences), updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

export async function storedPasswordHash(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/**
 * Stores the new password and signs out every other session of the account (a thief holding
 * an old token loses it); the session that made the change stays signed in.
 */
export async function changePassword(
  db: Db,
  auth: { userId: number; tokenId: number },
  newPassword: string,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const timestamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: timestamp, updated_at: timestamp })
      .where('id', '=', auth.userId)
      .execute();
    await trx
      .updateTable('access_tokens')
      .set({ revoked_at: timestamp })
      .where('user_id', '=', auth.userId)
      .where('id', '<>', auth.tokenId)
      .where('revoked_at', 'is', null)
      .execute();
  });
}
