import type { Kysely } from 'kysely';
import { PAYMENT_METHODS, type Booking, type PaymentMethod } from '../../contract/bookings';
import { paymentStatusLabel, toPaymentSummary, type MoneyFacts } from '../../contract/payments';
import { centsToDollars } from '../catalog/money';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** Bookings joined with their tour and departure (the base of every booking listing). */
export function bookingsWithTour(db: Db) {
  return db
    .selectFrom('bookings')
    .innerJoin('tours', 'tours.id', 'bookings.tour_id')
    .innerJoin('departures', 'departures.id', 'bookings.departure_id');
}

/** A stored booking with its tour and departure: everything the API answers with. */
export function bookingQuery(db: Db) {
  return bookingsWithTour(db).select([
    'bookings.id',
    'bookings.reference',
    'bookings.user_id',
    'bookings.status',
    'bookings.travelers',
    'bookings.add_ons',
    'bookings.total_cents',
    'bookings.special_requests',
    'bookings.contact_name',
    'bookings.contact_email',
    'bookings.contact_phone',
    'bookings.contact_address',
    'bookings.contact_city',
    'bookings.contact_country',
    'bookings.contact_zip',
    'bookings.payment_method',
    'bookings.payment_status',
    'bookings.card_last4',
    'bookings.created_at',
    'bookings.paid_cents',
    'bookings.refunded_cents',
    'bookings.due_at_booking_cents',
    'bookings.hold_expires_at',
    'tours.id as tour_id',
    'tours.title as tour_title',
    'tours.duration as tour_duration',
    'tours.location as tour_location',
    'tours.thumbnail as tour_thumbnail',
    'departures.id as departure_id',
    'departures.start_date as departure_start_date',
  ]);
}

export type BookingRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirst']>>
>;

export interface StoredBooking {
  /** Who owns it (null for a guest booking); never sent to the client. */
  userId: number | null;
  booking: Booking;
}

export function parseAddOns(json: string): Booking['add_ons'] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.map((item: { id: string; name: string; price: number }) => ({
    id: String(item.id),
    name: String(item.name),
    price: Number(item.price),
  }));
}

function paymentMethodOf(value: string): PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethod) : 'card';
}

/** The facts the money rules of contract/payments.ts work from. */
export function moneyFactsOf(row: BookingRow): MoneyFacts {
  return {
    status: row.status,
    paymentMethod: row.payment_method,
    totalCents: row.total_cents,
    paidCents: row.paid_cents,
    refundedCents: row.refunded_cents,
    startDate: row.departure_start_date,
  };
}

/**
 * The row as the contract's Booking (money in dollars, absent optionals as null), with its
 * payment state on `today` (yyyy-mm-dd, the server's date). Bank details are added by the
 * routes that show them (see server/payments/bank.ts).
 */
export function toBooking(row: BookingRow, today: string): Booking {
  const facts = moneyFactsOf(row);
  return {
    reference: row.reference,
    status: row.status,
    tour: {
      id: row.tour_id,
      title: row.tour_title,
      duration: row.tour_duration,
      location: row.tour_location,
      thumbnail: row.tour_thumbnail,
    },
    departure: { id: row.departure_id, start_date: row.departure_start_date },
    travelers: row.travelers,
    add_ons: parseAddOns(row.add_ons),
    total: centsToDollars(row.total_cents),
    special_requests: row.special_requests,
    contact: {
      name: row.contact_name,
      email: row.contact_email,
      phone: row.contact_phone,
      address: row.contact_address,
      city: row.contact_city,
      country: row.contact_country,
      zip_code: row.contact_zip,
    },
    payment_method: paymentMethodOf(row.payment_method),
    payment_status: paymentStatusLabel(facts, today),
    card_last4: row.card_last4,
    created_at: row.created_at,
    payment: toPaymentSummary(
      { ...facts, dueAtBookingCents: row.due_at_booking_cents, holdExpiresAt: row.hold_expires_at },
      today,
    ),
    bank_details: null,
  };
}

function toStored(row: BookingRow | undefined, today: string): StoredBooking | null {
  return row ? { userId: row.user_id, booking: toBooking(row, today) } : null;
}

export async function findBookingById(
  db: Db,
  id: number,
  today: string,
): Promise<StoredBooking | null> {
  return toStored(await bookingQuery(db).where('bookings.id', '=', id).executeTakeFirst(), today);
}

/** The booking stored under an idempotency key, with the fingerprint of its request (0016). */
export async function findBookingByIdempotencyKey(
  db: Db,
  key: string,
  today: string,
): Promise<(StoredBooking & { fingerprint: string | null }) | null> {
  const row = await bookingQuery(db)
    .select('bookings.request_fingerprint')
    .where('bookings.idempotency_key', '=', key)
    .executeTakeFirst();
  const stored = toStored(row, today);
  return row && stored ? { ...stored, fingerprint: row.request_fingerprint } : null;
}
