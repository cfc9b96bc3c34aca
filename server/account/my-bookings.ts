import { sql, type Kysely } from 'kysely';
import { BOOKING_REFERENCE_PATTERN } from '../../contract/bookings';
import {
  cancellationRefund,
  myBookingStatus,
  paymentStatusAfterCancel,
  refundFromCents,
  tripEndDate,
  type CreateReviewRequest,
  type MyBooking,
  type MyBookingStatus,
} from '../../contract/my-bookings';
import { bookingQuery, toBooking } from '../bookings/queries';
import { isoDate } from '../catalog/dates';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/**
 * The caller's bookings with everything My Account shows: the stored booking (as POST
 * /api/bookings answers it), the tour's slug, the cancellation columns and the booking's review.
 * reviews.booking_id is unique, so the left join never repeats a booking.
 */
function myBookingQuery(db: Db, userId: number) {
  return bookingQuery(db)
    .leftJoin('reviews', 'reviews.booking_id', 'bookings.id')
    .select([
      'tours.slug as tour_slug',
      'bookings.cancelled_at',
      'bookings.refund_percent',
      'bookings.refund_cents',
      'reviews.id as review_id',
      'reviews.rating as review_rating',
      'reviews.comment as review_comment',
      'reviews.date as review_date',
    ])
    .where('bookings.user_id', '=', userId);
}

type MyBookingRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof myBookingQuery>['executeTakeFirst']>>
>;

/** The row as its owner sees it on `today` (yyyy-mm-dd, the server's date). */
function toMyBooking(row: MyBookingRow, today: string): MyBooking {
  const booking = toBooking(row);
  const startDate = row.departure_start_date;
  const endDate = tripEndDate(startDate, row.tour_duration);
  const status = myBookingStatus(
    { status: row.status, start_date: startDate, end_date: endDate },
    today,
  );
  const quote =
    status === 'Upcoming'
      ? cancellationRefund(row.total_cents, startDate, today, row.payment_status)
      : null;
  return {
    ...booking,
    status,
    tour: {
      id: booking.tour.id,
      slug: row.tour_slug,
      title: booking.tour.title,
      duration: booking.tour.duration,
      location: booking.tour.location,
      thumbnail: booking.tour.thumbnail,
    },
    start_date: startDate,
    end_date: endDate,
    cancelled_at: row.cancelled_at,
    refund:
      status === 'Cancelled' && row.refund_percent !== null && row.refund_cents !== null
        ? refundFromCents(row.refund_percent, row.refund_cents)
        : null,
    cancellation_quote: quote ? refundFromCents(quote.percent, quote.amountCents) : null,
    review:
      row.review_id !== null &&
      row.review_rating !== null &&
      row.review_comment !== null &&
      row.review_date !== null
        ? {
            id: row.review_id,
            rating: row.review_rating,
            comment: row.review_comment,
            date: row.review_date,
          }
        : null,
  };
}

const isUnderWayOrAhead = (status: MyBookingStatus) =>
  status === 'Upcoming' || status === 'In Progress';

/**
 * Trips ahead or under way first, the soonest first; then finished and cancelled ones, the
 * latest first. Ties: the newest booking first.
 */
function compareMyBookings(a: MyBooking, b: MyBooking): number {
  const aAhead = isUnderWayOrAhead(a.status as MyBookingStatus);
  const bAhead = isUnderWayOrAhead(b.status as MyBookingStatus);
  if (aAhead !== bAhead) return aAhead ? -1 : 1;
  if (a.start_date !== b.start_date) {
    const sooner = a.start_date < b.start_date ? -1 : 1;
    return aAhead ? sooner : -sooner;
  }
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0;
}

/** Every booking of the user, in the dashboard's order (one query, reviews joined in). */
export async function listMyBookings(db: Db, userId: number, today: string): Promise<MyBooking[]> {
  const rows = await myBookingQuery(db, userId).execute();
  return rows.map((row) => toMyBooking(row, today)).sort(compareMyBookings);
}

async function findMyBookingRow(
  db: Db,
  userId: number,
  reference: string,
): Promise<MyBookingRow | null> {
  if (!BOOKING_REFERENCE_PATTERN.test(reference)) return null;
  const row = await myBookingQuery(db, userId)
    .where('bookings.reference', '=', reference)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The user's booking with this reference, or null: a booking of someone else is exactly as
 * absent as one that does not exist.
 */
export async function findMyBooking(
  db: Db,
  userId: number,
  reference: string,
  today: string,
): Promise<MyBooking | null> {
  const row = await findMyBookingRow(db, userId, reference);
  return row ? toMyBooking(row, today) : null;
}

export type CancelOutcome =
  | { kind: 'cancelled'; booking: MyBooking }
  | { kind: 'notFound' }
  | { kind: 'notCancellable' }
  | { kind: 'refundChanged'; percent: number };

/**
 * Cancels an Upcoming booking under the SPEC 9 policy on the server's date. The status flips by
 * a conditional UPDATE (only a Confirmed row), and the seats go back only when that UPDATE
 * changed the row, in the same transaction: of two concurrent cancels one flips the row and
 * frees the seats, the other finds nothing to change (PostgreSQL re-checks the condition on the
 * locked row; SQLite runs the transactions one after the other) and is refused.
 */
export async function cancelMyBooking(
  db: Db,
  userId: number,
  reference: string,
  now: Date,
  /** The refund percent the traveller was shown, when the client sent it. */
  expectedPercent?: number,
): Promise<CancelOutcome> {
  const today = isoDate(now);
  const timestamp = now.toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await findMyBookingRow(trx, userId, reference);
    if (!row) return 'notFound' as const;
    if (toMyBooking(row, today).status !== 'Upcoming') return 'notCancellable' as const;

    const refund = cancellationRefund(
      row.total_cents,
      row.departure_start_date,
      today,
      row.payment_status,
    );
    if (expectedPercent !== undefined && expectedPercent !== refund.percent) {
      return { kind: 'refundChanged', percent: refund.percent } as const;
    }
    const cancelled = await trx
      .updateTable('bookings')
      .set({
        status: 'Cancelled',
        cancelled_at: timestamp,
        refund_percent: refund.percent,
        refund_cents: refund.amountCents,
        payment_status: paymentStatusAfterCancel(row.payment_status, refund.percent),
        updated_at: timestamp,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'Confirmed')
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) return 'notCancellable' as const;

    const travelers = row.travelers;
    const booked = sql.ref<number>('seats_booked');
    await trx
      .updateTable('departures')
      // Never below zero, even if the seat count was edited by hand meanwhile.
      .set({
        seats_booked: sql<number>`case when ${booked} >= ${travelers} then ${booked} - ${travelers} else 0 end`,
      })
      .where('id', '=', row.departure_id)
      .execute();
    return 'cancelled' as const;
  });
  if (typeof outcome === 'object') return outcome;
  if (outcome !== 'cancelled') return { kind: outcome };
  const booking = await findMyBooking(db, userId, reference, today);
  if (!booking) throw new Error(`Booking ${reference} vanished right after it was cancelled.`);
  return { kind: 'cancelled', booking };
}

export type ReviewOutcome = { kind: 'reviewed'; booking: MyBooking } | { kind: 'alreadyReviewed' };

/**
 * Stores the traveller's review of a Completed booking (the caller checked ownership and
 * status) under their current name, dated `now`'s day. One review per booking: a second one,
 * even one racing the first, hits the unique index on reviews.booking_id.
 */
export async function reviewMyBooking(
  db: Db,
  user: { id: number; name: string },
  reference: string,
  review: CreateReviewRequest,
  now: Date,
): Promise<ReviewOutcome> {
  const today = isoDate(now);
  const row = await findMyBookingRow(db, user.id, reference);
  if (!row) throw new Error(`Booking ${reference} vanished before it was reviewed.`);
  if (row.review_id !== null) return { kind: 'alreadyReviewed' };
  try {
    await db
      .insertInto('reviews')
      .values({
        tour_id: row.tour_id,
        user_id: user.id,
        booking_id: row.id,
        name: user.name,
        avatar: null,
        rating: review.rating,
        comment: review.comment.trim(),
        date: today,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'alreadyReviewed' };
    throw error;
  }
  const booking = await findMyBooking(db, user.id, reference, today);
  if (!booking) throw new Error(`Booking ${reference} vanished right after it was reviewed.`);
  return { kind: 'reviewed', booking };
}
