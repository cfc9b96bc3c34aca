import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { returnSeats } from '../payments/actions';

/** Bookings expired per run at most; the next run takes the rest. */
const BATCH = 100;

/**
 * Expires bank-transfer bookings whose hold has run out with nothing paid, and gives their
 * seats back. Safe with any number of workers: each booking flips by a conditional UPDATE
 * (still Confirmed, still unpaid, hold still set and past) in the same transaction that returns
 * its seats, and the hold is cleared by that UPDATE, so only one worker ever changes a booking
 * and its seats return exactly once. A payment recorded meanwhile clears the hold first and
 * the booking is kept. Returns how many bookings this run expired.
 */
export async function expireUnpaidTransfers(db: Kysely<Database>, now: Date): Promise<number> {
  const timestamp = now.toISOString();
  const due = await db
    .selectFrom('bookings')
    .select(['id', 'departure_id', 'travelers'])
    .where('status', '=', 'Confirmed')
    .where('paid_cents', '=', 0)
    .where('hold_expires_at', '<=', timestamp)
    .orderBy('hold_expires_at')
    .limit(BATCH)
    .execute();
  let expired = 0;
  for (const row of due) {
    const done = await db.transaction().execute(async (trx) => {
      const flipped = await trx
        .updateTable('bookings')
        .set({
          status: 'Expired',
          payment_status: 'Expired',
          hold_expires_at: null,
          updated_at: timestamp,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'Confirmed')
        .where('paid_cents', '=', 0)
        .where('hold_expires_at', '<=', timestamp)
        .executeTakeFirst();
      if (Number(flipped.numUpdatedRows) !== 1) return false;
      await returnSeats(trx, row.departure_id, row.travelers);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
