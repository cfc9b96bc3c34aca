import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { BOOKING_REFERENCE_PATTERN, fromCents } from '../../contract/bookings';
import {
  awaitingTransferRow,
  ledgerHistoryRow,
  MY_BOOKINGS_PAGE_SIZE,
  MY_PAYMENTS_PAGE_SIZE,
  myBookingStatus,
  refundFromCents,
  tripEndDate,
  type CreateReviewRequest,
  type MyBooking,
  type MyBookingStatus,
  type PaymentHistoryRow,
} from '../../contract/my-bookings';
import { pageMeta, pageWindow, type PageMeta, type PageQuery } from '../../contract/paging';
import type { LedgerEntry } from '../../contract/payment-summary';
import { policyRefund, type BookingStatus } from '../../contract/payments';
import { bookingQuery, moneyFactsOf, toBooking } from '../bookings/queries';
import { isoDate } from '../catalog/dates';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/types';
import {
  mailBookingCancelled,
  mailNewReview,
  mailPaymentReceived,
  type MailEnv,
} from '../mail/messages';
import {
  cancelWithRefund,
  moneyRowByReference,
  payBalance,
  refundMethod,
  type PayBalanceResult,
} from '../payments/actions';
import { withBankDetails } from '../payments/bank';
import { ledgersOf, toLedgerEntry } from '../payments/ledger';

type Db = Kysely<Database>;

const CONFIRMED: BookingStatus = 'Confirmed';

/**
 * Whose booking it is: the signed-in user's, or (Manage my booking) the one made with this
 * e-mail address, compared case-insensitively.
 */
export type BookingOwner = { userId: number } | { email: string };

/**
 * The owner's bookings with everything My Account shows: the stored booking (as POST
 * /api/bookings answers it), the tour's slug, the cancellation columns and the booking's review.
 * reviews.booking_id is unique, so the left join never repeats a booking.
 */
function myBookingQuery(db: Db, owner: BookingOwner) {
  const query = bookingQuery(db)
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
    ]);
  return 'userId' in owner
    ? query.where('bookings.user_id', '=', owner.userId)
    : query.where(
        (eb) => eb.fn('lower', ['bookings.contact_email']),
        '=',
        owner.email.trim().toLowerCase(),
      );
}

type MyBookingRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof myBookingQuery>['executeTakeFirst']>>
>;

/** The row as its owner sees it on `today` (yyyy-mm-dd, the server's date), with its ledger. */
function toMyBooking(row: MyBookingRow, today: string, payments: LedgerEntry[]): MyBooking {
  const booking = toBooking(row, today);
  const startDate = row.departure_start_date;
  const endDate = tripEndDate(startDate, row.tour_duration);
  const status = myBookingStatus(
    { status: row.status, start_date: startDate, end_date: endDate },
    today,
  );
  const quote = status === 'Upcoming' ? policyRefund(moneyFactsOf(row), today) : null;
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
    payments,
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
 * What the dashboard's order needs of a booking: cheap to read for every booking of a
 * traveller (one index range on bookings.user_id), unlike the whole booking.
 */
interface OrderKey {
  id: number;
  ahead: boolean;
  start: string;
  created: string;
}

/**
 * Trips ahead or under way first, the soonest first; then finished and cancelled ones, the
 * latest first. Ties: the newest booking first, then the highest id, so the order is total and
 * a booking made meanwhile never swaps two others between pages.
 */
function compareOrderKeys(a: OrderKey, b: OrderKey): number {
  if (a.ahead !== b.ahead) return a.ahead ? -1 : 1;
  if (a.start !== b.start) {
    const sooner = a.start < b.start ? -1 : 1;
    return a.ahead ? sooner : -sooner;
  }
  if (a.created !== b.created) return a.created < b.created ? 1 : -1;
  return b.id - a.id;
}

/** The rows as their owner sees them, with ledgers (one more query) and bank details. */
async function toMyBookings(db: Db, rows: MyBookingRow[], today: string): Promise<MyBooking[]> {
  const ledgers = await ledgersOf(
    db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const booking = toMyBooking(row, today, ledgers.get(row.id) ?? []);
      const { bank_details } = await withBankDetails(db, booking);
      return { ...booking, bank_details };
    }),
  );
}

/**
 * One page of the user's bookings in the dashboard's order (issue 16). The order needs the
 * trip's dates, so it is worked out over every booking's few order columns (a traveller has
 * hundreds, not millions); only the page's bookings are then read whole, with their reviews,
 * ledgers and bank details.
 */
export async function listMyBookings(
  db: Db,
  userId: number,
  today: string,
  query: PageQuery,
): Promise<{ data: MyBooking[]; meta: PageMeta }> {
  const keys = await db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departure_id')
    .innerJoin('tours', 'tours.id', 'bookings.tour_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.created_at',
      'departures.start_date',
      'tours.duration',
    ])
    .where('bookings.user_id', '=', userId)
    .execute();
  const ordered = keys
    .map((key): OrderKey => ({
      id: key.id,
      ahead: isUnderWayOrAhead(
        myBookingStatus(
          {
            status: key.status,
            start_date: key.start_date,
            end_date: tripEndDate(key.start_date, key.duration),
          },
          today,
        ),
      ),
      start: key.start_date,
      created: key.created_at,
    }))
    .sort(compareOrderKeys);
  const window = pageWindow(query, MY_BOOKINGS_PAGE_SIZE);
  const pageIds = ordered.slice(window.offset, window.offset + window.perPage).map((k) => k.id);
  const meta = pageMeta(window, ordered.length);
  if (pageIds.length === 0) return { data: [], meta };
  const rows = await myBookingQuery(db, { userId }).where('bookings.id', 'in', pageIds).execute();
  const position = new Map(pageIds.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { data: await toMyBookings(db, rows, today), meta };
}

/**
 * A booking whose bank transfer is still awaited (contract/payments.ts paymentState
 * 'awaiting_transfer'): Confirmed, owing, paid by bank and nothing received yet.
 */
function isAwaitingTransfer(eb: ExpressionBuilder<Database, 'bookings'>) {
  return eb.and([
    eb('bookings.status', '=', CONFIRMED),
    eb('bookings.payment_method', '=', 'bank'),
    eb('bookings.paid_cents', '=', 0),
    eb('bookings.total_cents', '>', eb.ref('bookings.paid_cents')),
  ]);
}

/**
 * The user's payment history as one SQL list: every ledger row of their bookings, and one
 * 'Awaiting transfer' row (dated when it was booked) per booking still awaiting its transfer.
 * `awaiting` (0 or 1) and `id` (the ledger row's or the booking's) make each row's key unique.
 */
function paymentHistoryQuery(db: Db, userId: number) {
  const ledger = db
    .selectFrom('booking_payments')
    .innerJoin('bookings', 'bookings.id', 'booking_payments.booking_id')
    .innerJoin('tours', 'tours.id', 'bookings.tour_id')
    .where('bookings.user_id', '=', userId)
    .select([
      'booking_payments.id as id',
      sql.lit(0).as('awaiting'),
      'booking_payments.created_at as created_at',
      'booking_payments.kind as kind',
      'booking_payments.method as method',
      'booking_payments.amount_cents as amount_cents',
      'booking_payments.card_last4 as card_last4',
      'booking_payments.note as note',
      'bookings.reference as reference',
      'tours.title as title',
      'bookings.total_cents as total_cents',
    ]);
  const awaiting = db
    .selectFrom('bookings')
    .innerJoin('tours', 'tours.id', 'bookings.tour_id')
    .where('bookings.user_id', '=', userId)
    .where(isAwaitingTransfer)
    .select([
      'bookings.id as id',
      sql.lit(1).as('awaiting'),
      'bookings.created_at as created_at',
      sql.lit<string>('awaiting').as('kind'),
      sql.lit<string>('bank').as('method'),
      'bookings.due_at_booking_cents as amount_cents',
      sql<string | null>`null`.as('card_last4'),
      sql<string | null>`null`.as('note'),
      'bookings.reference as reference',
      'tours.title as title',
      'bookings.total_cents as total_cents',
    ]);
  return db.selectFrom(ledger.unionAll(awaiting).as('history'));
}

/**
 * One page of the payment history of every booking of the user (GET /api/my/payments, issue
 * 16): the newest first; on the same instant ledger rows before an awaited transfer, then the
 * highest id, so the order is total and rows never swap between pages. Ordered, counted and
 * paged in SQL: only the page's rows are read.
 */
export async function listMyPaymentHistory(
  db: Db,
  userId: number,
  query: PageQuery,
): Promise<{ data: PaymentHistoryRow[]; meta: PageMeta }> {
  const window = pageWindow(query, MY_PAYMENTS_PAGE_SIZE);
  const [rows, count] = await Promise.all([
    paymentHistoryQuery(db, userId)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('awaiting', 'asc')
      .orderBy('id', 'desc')
      .limit(window.perPage)
      .offset(window.offset)
      .execute(),
    paymentHistoryQuery(db, userId)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((row) => {
    const base = { reference: row.reference, tourTitle: row.title };
    return Number(row.awaiting) === 1
      ? awaitingTransferRow(base, row.created_at, {
          due_at_booking: fromCents(row.amount_cents),
          total: fromCents(row.total_cents),
        })
      : ledgerHistoryRow(base, toLedgerEntry(row));
  });
  return { data, meta: pageMeta(window, Number(count.total)) };
}

async function findMyBookingRow(
  db: Db,
  owner: BookingOwner | number,
  reference: string,
): Promise<MyBookingRow | null> {
  if (!BOOKING_REFERENCE_PATTERN.test(reference)) return null;
  const row = await myBookingQuery(db, typeof owner === 'number' ? { userId: owner } : owner)
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
  owner: BookingOwner | number,
  reference: string,
  today: string,
): Promise<MyBooking | null> {
  const row = await findMyBookingRow(db, owner, reference);
  if (!row) return null;
  const [booking] = await toMyBookings(db, [row], today);
  return booking ?? null;
}

export type CancelOutcome =
  | { kind: 'cancelled'; booking: MyBooking }
  | { kind: 'notFound' }
  | { kind: 'notCancellable' }
  | { kind: 'refundChanged'; percent: number };

/**
 * Cancels the user's Upcoming booking under SPEC 9's tiers applied to what was paid
 * (server/payments/actions.ts: the status flip, the refund in the ledger and the seats going
 * back happen in one transaction; of two racing cancels one wins).
 */
export async function cancelMyBooking(
  db: Db,
  owner: BookingOwner | number,
  reference: string,
  env: MailEnv,
  /** The refund percent the traveller was shown, when the client sent it. */
  expectedPercent?: number,
): Promise<CancelOutcome> {
  const { now } = env;
  const today = isoDate(now);
  const outcome = await db.transaction().execute(async (trx) => {
    const mine = await findMyBookingRow(trx, owner, reference);
    if (!mine) return { kind: 'notFound' } as const;
    if (toMyBooking(mine, today, []).status !== 'Upcoming') {
      return { kind: 'notCancellable' } as const;
    }
    const row = await moneyRowByReference(trx, reference);
    if (!row) return { kind: 'notFound' } as const;
    const result = await cancelWithRefund(trx, row, { now, today, expectedPercent });
    if (result.kind === 'cancelled') {
      await mailBookingCancelled(
        trx,
        row.id,
        {
          refundCents: result.refundCents,
          percent: result.percent,
          paidCents: row.paid_cents - row.refunded_cents,
          refundMethod: refundMethod(row),
          byOperator: false,
        },
        env,
      );
    }
    return result;
  });
  if (outcome.kind === 'refundChanged') return outcome;
  if (outcome.kind !== 'cancelled') {
    return { kind: outcome.kind === 'notFound' ? 'notFound' : 'notCancellable' };
  }
  const booking = await findMyBooking(db, owner, reference, today);
  if (!booking) throw new Error(`Booking ${reference} vanished right after it was cancelled.`);
  return { kind: 'cancelled', booking };
}

export type PayMyBalanceOutcome =
  | { kind: 'paid'; booking: MyBooking }
  | { kind: 'notFound' }
  | Exclude<PayBalanceResult, { kind: 'paid' }>;

/** The owner pays the balance of their booking (see payBalance). */
export async function payMyBalance(
  db: Db,
  owner: BookingOwner | number,
  reference: string,
  payment: { method: 'card' | 'paypal'; cardLast4: string | null; shownCents: number },
  env: MailEnv,
): Promise<PayMyBalanceOutcome> {
  const { now } = env;
  const today = isoDate(now);
  const outcome = await db.transaction().execute(async (trx) => {
    const mine = await findMyBookingRow(trx, owner, reference);
    const row = mine ? await moneyRowByReference(trx, reference) : null;
    if (!row) return { kind: 'notFound' } as const;
    const result = await payBalance(trx, row, { ...payment, now, today });
    if (result.kind === 'paid') {
      await mailPaymentReceived(
        trx,
        row.id,
        {
          amountCents: result.amountCents,
          method: payment.method,
          paidBeforeCents: row.paid_cents,
        },
        env,
      );
    }
    return result;
  });
  if (outcome.kind !== 'paid') return outcome;
  const booking = await findMyBooking(db, owner, reference, today);
  if (!booking) throw new Error(`Booking ${reference} vanished right after it was paid.`);
  return { kind: 'paid', booking };
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
  env: MailEnv,
): Promise<ReviewOutcome> {
  const today = isoDate(env.now);
  const row = await findMyBookingRow(db, user.id, reference);
  if (!row) throw new Error(`Booking ${reference} vanished before it was reviewed.`);
  if (row.review_id !== null) return { kind: 'alreadyReviewed' };
  try {
    await db.transaction().execute(async (trx) => {
      const comment = review.comment.trim();
      await trx
        .insertInto('reviews')
        .values({
          tour_id: row.tour_id,
          user_id: user.id,
          booking_id: row.id,
          name: user.name,
          avatar: null,
          rating: review.rating,
          comment,
          date: today,
        })
        .execute();
      await mailNewReview(
        trx,
        {
          reference,
          tourTitle: row.tour_title,
          tourSlug: row.tour_slug,
          reviewer: user.name,
          rating: review.rating,
          comment,
        },
        env,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'alreadyReviewed' };
    throw error;
  }
  const booking = await findMyBooking(db, user.id, reference, today);
  if (!booking) throw new Error(`Booking ${reference} vanished right after it was reviewed.`);
  return { kind: 'reviewed', booking };
}
