import type { Transaction } from 'kysely';
import { dialectOf } from '../db/database';
import type { Database } from '../db/types';

/**
 * Serialises writes to one user's account rows (saved cards, wishlist) for the rest of the
 * transaction, so rules that span rows (a single default card, the saved-card and wishlist caps)
 * hold under concurrent requests. PostgreSQL locks the user's row; SQLite needs nothing, since
 * Kysely runs every transaction on its one connection, one transaction at a time.
 */
export async function lockUser(trx: Transaction<Database>, userId: number): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
