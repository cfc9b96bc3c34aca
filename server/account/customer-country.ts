import type { Kysely } from 'kysely';
import { MAX_COUNTRY_LENGTH } from '../../contract/admin-customers';
import type { Database } from '../db/types';

/**
 * Checkout's country fills in a signed-in traveller's account when it has none yet, so the admin
 * customer list shows it (issue 14); a country the account already has is never overwritten.
 * Called inside the booking's transaction: a booking that rolls back leaves the account as it
 * was. A country longer than a customer record allows is not copied (the admin's edit of that
 * customer would then refuse to save).
 */
export async function fillMissingCountry(
  trx: Kysely<Database>,
  userId: number | null,
  country: string | undefined,
  now: string,
): Promise<void> {
  if (userId === null || !country || country.length > MAX_COUNTRY_LENGTH) return;
  await trx
    .updateTable('users')
    .set({ country, updated_at: now })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('country', 'is', null), eb('country', '=', '')]))
    .execute();
}
