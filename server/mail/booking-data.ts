import type { Kysely, Transaction } from 'kysely';
import type { Booking } from '../../contract/bookings';
import { tripEndDate } from '../../contract/my-bookings';
import type { LedgerMethod } from '../../contract/payment-summary';
import { LEDGER_METHOD_LABELS } from '../../contract/payment-summary';
import { bookingQuery, toBooking } from '../bookings/queries';
import { isoDate } from '../catalog/dates';
import type { Database } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** What every booking message is written from: the booking as stored in the transaction. */
export interface BookingMailData {
  /** The booking as the API answers it, its money worked out on the day of the message. */
  booking: Booking;
  /** The trip's last day (yyyy-mm-dd). */
  endDate: string;
  /** Made by a signed-in traveller: My Account shows it (else Manage my booking does). */
  hasAccount: boolean;
}

/** The booking (read inside the caller's transaction, so it shows the change being made). */
export async function loadBookingMail(
  db: Db,
  bookingId: number,
  now: Date,
): Promise<BookingMailData> {
  const row = await bookingQuery(db).where('bookings.id', '=', bookingId).executeTakeFirst();
  if (!row) throw new Error(`Booking ${bookingId} is not there to write about.`);
  return {
    booking: toBooking(row, isoDate(now)),
    endDate: tripEndDate(row.departure_start_date, row.tour_duration),
    hasAccount: row.user_id !== null,
  };
}

/** Where the traveller sees the booking: My Account, or Manage my booking for a guest. */
export function bookingPageUrl(siteUrl: string, data: BookingMailData): string {
  return data.hasAccount ? `${siteUrl}/dashboard?tab=bookings` : `${siteUrl}/manage-booking`;
}

/** The operator's page of the booking. */
export function adminBookingUrl(siteUrl: string, reference: string): string {
  return `${siteUrl}/admin/bookings/${reference}`;
}

const CHECKOUT_METHOD_LABELS: Record<Booking['payment_method'], string> = {
  card: 'Credit / Debit Card',
  paypal: 'PayPal',
  bank: 'Bank Transfer',
};

/** How the traveller chose to pay, as the confirmation page says it. */
export function checkoutMethodLabel(booking: Booking): string {
  return booking.payment_method === 'card' && booking.card_last4
    ? `Card ending in ${booking.card_last4}`
    : CHECKOUT_METHOD_LABELS[booking.payment_method];
}

export function ledgerMethodLabel(method: LedgerMethod): string {
  return LEDGER_METHOD_LABELS[method];
}
