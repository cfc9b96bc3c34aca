import type { Kysely } from 'kysely';
import {
  ADD_ONS,
  bookingTotalCents,
  type Booking,
  type CreateBookingRequest,
  type PaymentMethod,
} from '../../contract/bookings';
import { isCardExpired } from '../../contract/cards';
import { amountDueNowCents } from '../../contract/payments';
import { fillMissingCountry } from '../account/customer-country';
import { isoDate } from '../catalog/dates';
import { centsToDollars } from '../catalog/money';
import { isUniqueViolation } from '../db/errors';
import { prepareToTakeSeats, seatsLeft, seatsLeftSql, useHoldForBooking } from '../holds/holds';
import type { Database } from '../db/types';
import { mailBookingCreated } from '../mail/messages';
import { transferHoldUntil, withBankDetails } from '../payments/bank';
import { receivePayment } from '../payments/ledger';
import { requestFingerprint } from './fingerprint';
import { findBookingById, findBookingByIdempotencyKey } from './queries';
import { generateBookingReference } from './reference';

type Db = Kysely<Database>;

export type CreateBookingOutcome =
  | { kind: 'created'; booking: Booking }
  /** The idempotency key was used before by the same caller: the booking stored then. */
  | { kind: 'replayed'; booking: Booking }
  /** The idempotency key belongs to someone else's booking (which is not revealed). */
  | { kind: 'keyTaken' }
  /** The caller used the idempotency key before for a request with another body. */
  | { kind: 'keyReused' }
  | { kind: 'tourUnavailable' }
  | { kind: 'departureUnavailable' }
  /** The saved card named is not the caller's (or a guest named one), or it has expired. */
  | { kind: 'savedCardUnavailable' }
  | { kind: 'seatsGone'; seatsLeft: number };

export interface CreateBookingInput {
  request: CreateBookingRequest;
  /** The signed-in user, or null for a guest booking. */
  userId: number | null;
  idempotencyKey: string;
  now: Date;
  /** The site's absolute address, for the links in the booking's e-mails. */
  siteUrl: string;
}

/** A fresh reference colliding with a stored one this many times in a row is not bad luck. */
const REFERENCE_ATTEMPTS = 5;

class SeatsGone extends Error {}

/**
 * The legacy payment_status column, kept meaningful for anything reading the table directly;
 * the API works the state out from the ledger (contract/payments.ts).
 */
function paymentStatusFor(method: PaymentMethod, kind: 'deposit' | 'full'): string {
  if (method === 'bank') return 'Awaiting transfer';
  return kind === 'full' ? 'Paid' : 'Deposit paid';
}

/** What a request is judged by when its idempotency key may have been used before. */
interface Attempt {
  key: string;
  userId: number | null;
  fingerprint: string;
}

/**
 * The booking already stored under this key, if any, judged from the caller's side: the same
 * caller with the same request gets it again; another caller learns nothing about it; the same
 * caller with another request is refused rather than handed a booking it did not ask for.
 * A booking stored before fingerprints (null) is judged by the key alone.
 */
async function replay(
  db: Db,
  attempt: Attempt,
  today: string,
): Promise<CreateBookingOutcome | null> {
  const stored = await findBookingByIdempotencyKey(db, attempt.key, today);
  if (!stored) return null;
  if (stored.userId !== attempt.userId) return { kind: 'keyTaken' };
  if (stored.fingerprint !== null && stored.fingerprint !== attempt.fingerprint) {
    return { kind: 'keyReused' };
  }
  return { kind: 'replayed', booking: stored.booking };
}

/**
 * An active tour's departure that can still be booked, or why not: bookable until the day before
 * it starts (isBookableDeparture); `today` is the server's UTC calendar day, as in the catalogue.
 * Seats are judged by the conditional UPDATE that takes them. Shared by bookings and holds.
 */
export async function bookableDeparture(
  db: Db,
  tourId: number,
  departureId: number,
  today: string,
): Promise<
  | { kind: 'tourUnavailable' }
  | { kind: 'departureUnavailable' }
  | {
      kind: 'bookable';
      tour: { id: number; price_cents: number };
      departure: { id: number; start_date: string };
    }
> {
  const tour = await db
    .selectFrom('tours')
    .select(['id', 'price_cents', 'status'])
    .where('id', '=', tourId)
    .executeTakeFirst();
  if (!tour || tour.status !== 'Active') return { kind: 'tourUnavailable' };
  const departure = await db
    .selectFrom('departures')
    .select(['id', 'start_date'])
    .where('id', '=', departureId)
    .where('tour_id', '=', tour.id)
    .executeTakeFirst();
  if (!departure || departure.start_date <= today) return { kind: 'departureUnavailable' };
  return { kind: 'bookable', tour, departure };
}

/**
 * The last four digits a card booking is paid with: typed in at checkout, or those of a card
 * the signed-in traveller saved (undefined when that card is not theirs or has expired).
 */
async function cardLast4For(
  db: Db,
  request: CreateBookingRequest,
  userId: number | null,
  today: string,
): Promise<string | null | undefined> {
  if (request.payment_method !== 'card') return null;
  if (request.saved_card_id === undefined) return request.card_last4 ?? null;
  if (userId === null) return undefined;
  const card = await db
    .selectFrom('payment_methods')
    .select(['last4', 'exp_month', 'exp_year'])
    .where('id', '=', request.saved_card_id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return card && !isCardExpired(card.exp_month, card.exp_year, today) ? card.last4 : undefined;
}

/** A created or replayed booking carries the bank details while its transfer is awaited. */
async function withBank(db: Db, outcome: CreateBookingOutcome): Promise<CreateBookingOutcome> {
  if (outcome.kind !== 'created' && outcome.kind !== 'replayed') return outcome;
  return { ...outcome, booking: await withBankDetails(db, outcome.booking) };
}

/**
 * Books seats on a departure. Prices come from the database only; the seats are taken by a
 * conditional UPDATE in the same transaction that inserts the booking, so concurrent requests
 * can never overbook (SQLite serialises the transactions, PostgreSQL re-checks the condition on
 * the locked row). Held seats count as taken (server/holds/holds.ts): the departure's expired
 * checkout holds are freed first, and the caller's own hold on it (`hold_token`) becomes the
 * booking's seats in the same transaction (seats_held -= n, then seats_booked += n); an expired
 * or unknown token simply books from the seats still free. The idempotency key is unique in the table: a racing duplicate fails its
 * insert, rolls back its seats and answers with the booking that won (or is refused when its
 * body differs from the winner's).
 */
export async function createBooking(
  db: Db,
  input: CreateBookingInput,
): Promise<CreateBookingOutcome> {
  const { request, userId, idempotencyKey, now, siteUrl } = input;

  const today = isoDate(now);
  const caller: Attempt = {
    key: idempotencyKey,
    userId,
    // The seat hold is how this attempt got its seats, not what it books: a retry after the
    // traveller held again is the same booking.
    fingerprint: requestFingerprint({ ...request, hold_token: undefined }),
  };
  const earlier = await replay(db, caller, today);
  if (earlier) return withBank(db, earlier);

  const found = await bookableDeparture(db, request.tour_id, request.departure_id, today);
  if (found.kind !== 'bookable') return found;
  const { tour, departure } = found;

  const cardLast4 = await cardLast4For(db, request, userId, today);
  if (cardLast4 === undefined) return { kind: 'savedCardUnavailable' };

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
  // What checkout charges now (simulated): the deposit, or everything when the balance is
  // already due or the traveller chose to pay in full. A transfer is awaited, holding the seats.
  const dueNow = amountDueNowCents(
    totalCents,
    departure.start_date,
    today,
    request.pay_in_full ?? false,
  );
  const paysNow = request.payment_method !== 'bank';
  const holdUntil = paysNow ? null : await transferHoldUntil(db, now);

  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    try {
      const id = await db.transaction().execute(async (trx) => {
        await prepareToTakeSeats(trx, departure.id, now);
        if (request.hold_token) {
          await useHoldForBooking(trx, {
            token: request.hold_token,
            departureId: departure.id,
            now,
          });
        }
        const taken = await trx
          .updateTable('departures')
          .set((eb) => ({ seats_booked: eb('seats_booked', '+', travelers) }))
          .where('id', '=', departure.id)
          .where((eb) => eb(seatsLeftSql(), '>=', travelers))
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
            payment_status: paymentStatusFor(request.payment_method, dueNow.kind),
            card_last4: cardLast4,
            contact_name: request.name,
            contact_email: request.email,
            contact_phone: request.phone,
            contact_address: request.address || null,
            contact_city: request.city || null,
            contact_country: request.country || null,
            contact_zip: request.zip_code || null,
            special_requests: request.special_requests || null,
            idempotency_key: idempotencyKey,
            request_fingerprint: caller.fingerprint,
            created_at: timestamp,
            updated_at: timestamp,
            due_at_booking_cents: dueNow.amountCents,
            hold_expires_at: holdUntil,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (paysNow) {
          const method = request.payment_method === 'paypal' ? 'paypal' : 'card';
          const received = await receivePayment(trx, {
            bookingId: inserted.id,
            kind: dueNow.kind,
            method,
            amountCents: dueNow.amountCents,
            cardLast4: method === 'card' ? cardLast4 : null,
            now,
          });
          if (!received) throw new Error(`The payment of booking ${inserted.id} was not recorded.`);
        }
        await fillMissingCountry(trx, userId, request.country, timestamp);
        // The confirmation (or transfer instructions) and the operator's alert commit with it.
        await mailBookingCreated(trx, inserted.id, { siteUrl, now });
        return inserted.id;
      });
      const stored = await findBookingById(db, id, today);
      if (!stored) throw new Error(`Booking ${id} vanished right after it was stored.`);
      return withBank(db, { kind: 'created', booking: stored.booking });
    } catch (error) {
      if (error instanceof SeatsGone) {
        // A racing request with the same key may have taken the seats this one wanted.
        const winner = await replay(db, caller, today);
        return winner
          ? withBank(db, winner)
          : {
              kind: 'seatsGone',
              seatsLeft: await seatsLeft(db, departure.id),
            };
      }
      if (!isUniqueViolation(error)) throw error;
      // Either the idempotency key won a race elsewhere, or the reference collided: retry.
      const winner = await replay(db, caller, today);
      if (winner) return withBank(db, winner);
    }
  }
  throw new Error(`No unique booking reference after ${REFERENCE_ATTEMPTS} attempts.`);
}
