import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Password expiry (Settings > Security, issue 18): whether the user's password is older than
 * `days` (0 = never). The age runs from when it was last set (migration 0019), or from the
 * account's creation when that is unknown.
 */
export async function passwordExpired(
  db: Kysely<Database>,
  userId: number,
  days: number,
  now: Date,
): Promise<boolean> {
  if (days <= 0) return false;
  const row = await db
    .selectFrom('users')
    .select(['password_changed_at', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return false;
  const setAt = Date.parse(row.password_changed_at ?? row.created_at);
  return now.getTime() - setAt > days * DAY_MS;
}
