import type { Kysely } from 'kysely';
import {
  ADD_ONS,
  bookingTotalCents,
  type Booking,
  type CreateBookingRequest,
  type PaymentMethod,
} from '../../contract/bookings';
import { fillMissingCountry } from '../account/customer-country';
import { isoDate } from '../catalog/dates';
import { centsToDollars } from '../catalog/money';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/types';
import { findBookingById, findBookingByIdempotencyKey } from './queries';
import { generateBookingReference } from './reference';

type Db = Kysely<Database>;

export type CreateBookingOutcome =
  | { kind: 'created'; booking: Booking }
  /** The idempotency key was used before by the same caller: the booking stored then. */
  | { kind: 'replayed'; booking: Booking }
  /** The idempotency key belongs to someone else's booking (which is not revealed). */
  | { kind: 'keyTaken' }
  | { kind: 'tourUnavailable' }
  | { kind: 'departureUnavailable' }
  | { kind: 'seatsGone'; seatsLeft: number };

export interface CreateBookingInput {
  request: CreateBookingRequest;
  /** The signed-in user, or null for a guest booking. */
  userId: number | null;
  idempotencyKey: string;
  now: Date;
}

/** A fresh reference colliding with a stored one this many times in a row is not bad luck. */
const REFERENCE_ATTEMPTS = 5;

class SeatsGone extends Error {}

/** SPEC 9: card and PayPal are paid at booking; a bank transfer is awaited. */
function paymentStatusFor(method: PaymentMethod): string {
  return method === 'bank' ? 'Pending' : 'Paid';
}

/** The booking already stored under this key, if any, judged from the caller's side. */
async function replay(
  db: Db,
  key: string,
  userId: number | null,
): Promise<CreateBookingOutcome | null> {
  const stored = await findBookingByIdempotencyKey(db, key);
  if (!stored) return null;
  return stored.userId === userId
    ? { kind: 'replayed', booking: stored.booking }
    : { kind: 'keyTaken' };
}

async function seatsLeft(db: Db, departureId: number): Promise<number> {
  const row = await db
    .selectFrom('departures')
    .select(['capacity', 'seats_booked'])
    .where('id', '=', departureId)
    .executeTakeFirst();
  return row ? Math.max(0, row.capacity - row.seats_booked) : 0;
}

/**
 * Books seats on a departure. Prices come from the database only; the seats are taken by a
 * conditional UPDATE in the same transaction that inserts the booking, so concurrent requests
 * can never overbook (SQLite serialises the transactions, PostgreSQL re-checks the condition on
 * the locked row). The idempotency key is unique in the table: a racing duplicate fails its
 * insert, rolls back its seats and answers with the booking that won.
 */
export async function createBooking(
  db: Db,
  input: CreateBookingInput,
): Promise<CreateBookingOutcome> {
  const { request, userId, idempotencyKey, now } = input;

  const earlier = await replay(db, idempotencyKey, userId);
  if (earlier) return earlier;

  const tour = await db
    .selectFrom('tours')
    .select(['id', 'price_cents', 'status'])
    .where('id', '=', request.tour_id)
    .executeTakeFirst();
  if (!tour || tour.status !== 'Active') return { kind: 'tourUnavailable' };

  const departure = await db
    .selectFrom('departures')
    .select(['id', 'start_date'])
    .where('id', '=', request.departure_id)
    .where('tour_id', '=', tour.id)
    .executeTakeFirst();
  // Bookable until the day before it starts (isBookableDeparture); "today" is the server's UTC
  // calendar day, as in the catalogue. Seats are judged by the UPDATE below.
  if (!departure || departure.start_date <= isoDate(now)) return { kind: 'departureUnavailable' };

  const chosen = new Set<string>(request.add_ons);
  const addOns = ADD_ONS.filter((a) => chosen.has(a.id)).map(({ id, name, price }) => ({
    id,
    name,
    price,
  }));
  const totalCents = bookingTotalCents(
    centsToDollars(tour.price_cents),
    request.travelers,
    addOns.map((a) => a.id),
  );
  const timestamp = now.toISOString();
  const travelers = request.travelers;

  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    try {
      const id = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .updateTable('departures')
          .set((eb) => ({ seats_booked: eb('seats_booked', '+', travelers) }))
          .where('id', '=', departure.id)
          .where((eb) => eb(eb('seats_booked', '+', travelers), '<=', eb.ref('capacity')))
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) throw new SeatsGone();

        const inserted = await trx
          .insertInto('bookings')
          .values({
            reference: generateBookingReference(),
            user_id: userId,
            tour_id: tour.id,
            departure_id: departure.id,
            travelers,
            add_ons: JSON.stringify(addOns),
            total_cents: totalCents,
            status: 'Confirmed',
            payment_method: request.payment_method,
            payment_status: paymentStatusFor(request.payment_method),
            card_last4: request.payment_method === 'card' ? (request.card_last4 ?? null) : null,
            contact_name: request.name,
            contact_email: request.email,
            contact_phone: request.phone,
            contact_address: request.address || null,
            contact_city: request.city || null,
            contact_country: request.country || null,
            contact_zip: request.zip_code || null,
            special_requests: request.special_requests || null,
            idempotency_key: idempotencyKey,
            created_at: timestamp,
            updated_at: timestamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await fillMissingCountry(trx, userId, request.country, timestamp);
        return inserted.id;
      });
      const stored = await findBookingById(db, id);
      if (!stored) throw new Error(`Booking ${id} vanished right after it was stored.`);
      return { kind: 'created', booking: stored.booking };
    } catch (error) {
      if (error instanceof SeatsGone) {
        // A racing request with the same key may have taken the seats this one wanted.
        return (
          (await replay(db, idempotencyKey, userId)) ?? {
            kind: 'seatsGone',
            seatsLeft: await seatsLeft(db, departure.id),
          }
        );
      }
      if (!isUniqueViolation(error)) throw error;
      // Either the idempotency key won a race elsewhere, or the reference collided: retry.
      const winner = await replay(db, idempotencyKey, userId);
      if (winner) return winner;
    }
  }
  throw new Error(`No unique booking reference after ${REFERENCE_ATTEMPTS} attempts.`);
}
