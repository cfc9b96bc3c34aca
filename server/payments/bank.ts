import type { Kysely } from 'kysely';
import type { Booking } from '../../contract/bookings';
import { readSettings } from '../admin-data/settings';
import type { Database } from '../db/types';

/**
 * The booking with the operator's bank details (from Settings) while a transfer is awaited:
 * what the confirmation, My Account and Manage my booking show. The booking reference goes on
 * the transfer so the operator can match it.
 */
export async function withBankDetails(db: Kysely<Database>, booking: Booking): Promise<Booking> {
  if (booking.payment.state !== 'awaiting_transfer') return booking;
  const { payments } = await readSettings(db);
  return {
    ...booking,
    bank_details: {
      bankName: payments.bankName,
      accountName: payments.accountName,
      accountNumber: payments.accountNumber,
      swiftCode: payments.swiftCode,
      reference: booking.reference,
    },
  };
}

/** How long an unpaid transfer made `now` holds its seats, per Settings. */
export async function transferHoldUntil(db: Kysely<Database>, now: Date): Promise<string> {
  const { payments } = await readSettings(db);
  return new Date(now.getTime() + payments.transferHoldDays * 86_400_000).toISOString();
}
