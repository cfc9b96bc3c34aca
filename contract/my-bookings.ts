import { z } from 'zod/mini';
import { requestObject } from './input';
import { bookingSchema, fromCents, shiftDay } from './bookings';
import { pageMetaSchema, pageQueryShape } from './paging';
import {
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  ledgerEntrySchema,
  type LedgerEntry,
} from './payment-summary';

/*
 * My Account: the signed-in traveller's own bookings (issue 6).
 *
 * GET  /api/my/bookings?page=&perPage=      -> { data: MyBooking[], meta }   one page (issue 16;
 *                                                 meta: contract/paging.ts; 422 on a bad page)
 * GET  /api/my/payments?page=&perPage=      -> { data: PaymentHistoryRow[], meta }  one page of
 *                                                 payments, newest first (issue 16; 422 likewise)
 * GET  /api/my/bookings/{reference}          -> { data: MyBooking }          404 unless the caller's
 * POST /api/my/bookings/{reference}/cancel   -> { data: MyBooking }          422 unless Upcoming
 * POST /api/my/bookings/{reference}/review   -> 201 { data: MyBooking }      422 unless Completed,
 *                                                                          409 when already reviewed
 * Every route needs a bearer token (401 'Unauthenticated.'); another user's booking is 404, the
 * same answer as a reference that does not exist, so references cannot be probed.
 */

/**
 * SPEC 4: the dashboard's booking status. Upcoming (blue), Completed (green), Cancelled (red),
 * anything else grey: a trip under way is 'In Progress'.
 */
export type MyBookingStatus = 'Upcoming' | 'In Progress' | 'Completed' | 'Cancelled';

/** SPEC 4 badge colours by status (Chakra colour palettes); anything else is grey. */
const MY_BOOKING_STATUS_PALETTE: Record<string, 'blue' | 'green' | 'red' | 'gray'> = {
  Upcoming: 'blue',
  Completed: 'green',
  Cancelled: 'red',
};
export function statusPalette(status: string): 'blue' | 'green' | 'red' | 'gray' {
  return MY_BOOKING_STATUS_PALETTE[status] ?? 'gray';
}

/** The last day of a trip: a 14-day trek starting June 1 ends June 14. */
export function tripEndDate(startDate: string, durationDays: number): string {
  return shiftDay(startDate, Math.max(1, durationDays) - 1);
}

/**
 * The status a traveller sees on `today` ('yyyy-mm-dd'): a cancelled booking stays Cancelled;
 * otherwise Upcoming before the first day, Completed after the last, In Progress between.
 */
export function myBookingStatus(
  booking: { status: string; start_date: string; end_date: string },
  today: string,
): MyBookingStatus {
  if (booking.status === 'Cancelled') return 'Cancelled';
  if (booking.start_date > today) return 'Upcoming';
  if (booking.end_date < today) return 'Completed';
  return 'In Progress';
}

const refundSchema = z.object({
  percent: z.number(),
  /** Dollars. */
  amount: z.number(),
});
export type Refund = z.infer<typeof refundSchema>;

const myReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  /** yyyy-mm-dd */
  date: z.string(),
});

/** One booking as its owner sees it: everything stored for it plus what they can do with it. */
export const myBookingSchema = z.extend(bookingSchema, {
  status: z.string(),
  tour: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    duration: z.number(),
    location: z.string(),
    thumbnail: z.nullable(z.string()),
  }),
  /** yyyy-mm-dd, the first and last day of the trip. */
  start_date: z.string(),
  end_date: z.string(),
  cancelled_at: z.nullable(z.string()),
  /** Set once cancelled: what was refunded. */
  refund: z.nullable(refundSchema),
  /**
   * Only while Upcoming: what cancelling today would refund under the policy, worked out by the
   * server with its own date, so the dialog shows exactly what the cancellation will do.
   */
  cancellation_quote: z.nullable(refundSchema),
  /** The traveller's review of this booking (only Completed bookings can have one). */
  review: z.nullable(myReviewSchema),
  /** The booking's ledger: every payment and refund, oldest first. */
  payments: z.array(ledgerEntrySchema),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** Bookings on one page of My Bookings. */
export const MY_BOOKINGS_PAGE_SIZE = 10;

/**
 * GET /api/my/bookings?page=&perPage= (issue 16). Trips ahead or under way first, the soonest
 * first; then finished and cancelled ones, the latest first; ties: the newest booking first,
 * then the highest id, so a booking made meanwhile never swaps two others between pages.
 */
export const myBookingsQuerySchema = z.object({ ...pageQueryShape });

export const myBookingsResponseSchema = z.object({
  data: z.array(myBookingSchema),
  meta: pageMetaSchema,
});
export type MyBookingsResponse = z.infer<typeof myBookingsResponseSchema>;
export const myBookingResponseSchema = z.object({ data: myBookingSchema });
export type MyBookingResponse = z.infer<typeof myBookingResponseSchema>;

export function canCancel(booking: Pick<MyBooking, 'status'>): boolean {
  return booking.status === 'Upcoming';
}
export function canReview(booking: Pick<MyBooking, 'status' | 'review'>): boolean {
  return booking.status === 'Completed' && booking.review === null;
}
/**
 * Pay balance (issue 14): until the trip starts, while something is owed (a deposit's balance,
 * overdue or not, or a transfer still awaited, which a card or PayPal may pay instead).
 */
export function canPayBalance(booking: Pick<MyBooking, 'status' | 'payment'>): boolean {
  return booking.status === 'Upcoming' && booking.payment.balance > 0;
}

export const MY_BOOKING_MESSAGES = {
  notFound: 'Booking not found.',
  notCancellable: 'Only upcoming bookings can be cancelled.',
  notReviewable: 'You can review a trip once it is completed.',
  alreadyReviewed: 'You have already reviewed this booking.',
  rating: 'Please choose a rating from 1 to 5 stars.',
  commentShort: 'Please write at least 10 characters.',
  commentLong: 'Please keep your review under 2000 characters.',
} as const;

/**
 * POST /api/my/bookings/{reference}/cancel body (may be empty). `refund_percent` is the refund
 * the traveller was shown; when the policy gives another on the server's date (the page stayed
 * open past a policy boundary) the answer is 409 with refundChangedMessage and nothing changes.
 */
export const cancelBookingRequestSchema = requestObject({
  refund_percent: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
});
export type CancelBookingRequest = z.infer<typeof cancelBookingRequestSchema>;

export function refundChangedMessage(percent: number): string {
  return `The refund for this booking is now ${percent}%. Please check it and confirm again.`;
}

export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2000;

/** POST /api/my/bookings/{reference}/review body. Strict: the name and date are the server's. */
export const createReviewRequestSchema = requestObject(
  {
    rating: z
      .number({ error: MY_BOOKING_MESSAGES.rating })
      .check(
        z.int({ error: MY_BOOKING_MESSAGES.rating }),
        z.gte(1, { error: MY_BOOKING_MESSAGES.rating }),
        z.lte(5, { error: MY_BOOKING_MESSAGES.rating }),
      ),
    comment: z
      .string({ error: MY_BOOKING_MESSAGES.commentShort })
      .check(
        z.trim(),
        z.minLength(REVIEW_COMMENT_MIN, { error: MY_BOOKING_MESSAGES.commentShort }),
        z.maxLength(REVIEW_COMMENT_MAX, { error: MY_BOOKING_MESSAGES.commentLong }),
      ),
  },
  ['comment'],
);
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

export type ReviewErrors = Partial<Record<keyof CreateReviewRequest, string>>;

/** The review form's errors (empty when it can be sent); the same rules the server applies. */
export function validateReview(values: { rating: number; comment: string }): ReviewErrors {
  const result = createReviewRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: ReviewErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CreateReviewRequest;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Payment history rows: every ledger entry of the traveller's bookings, newest first. */
const paymentHistoryRowSchema = z.object({
  reference: z.string(),
  tourTitle: z.string(),
  /** ISO timestamp of the payment or refund (of the booking, for a transfer still awaited). */
  date: z.string(),
  kind: z.enum([...LEDGER_KINDS, 'awaiting']),
  /** 'Deposit', 'Balance', 'Refund'... */
  what: z.string(),
  method: z.string(),
  cardLast4: z.nullable(z.string()),
  /** Dollars; refunds are positive amounts of kind 'refund'. */
  amount: z.number(),
  status: z.enum(['Paid', 'Refunded', 'Awaiting transfer']),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRowSchema>;

/** Payment history rows on one page of the Payments tab. */
export const MY_PAYMENTS_PAGE_SIZE = 20;

/**
 * GET /api/my/payments?page=&perPage= (issue 16): the payment history of every booking of the
 * traveller, worked out and paged by the server: the newest payment first; ties: ledger rows
 * before a transfer still awaited, then the highest id, so no two rows swap between pages.
 */
export const myPaymentsQuerySchema = z.object({ ...pageQueryShape });

export const paymentHistoryResponseSchema = z.object({
  data: z.array(paymentHistoryRowSchema),
  meta: pageMetaSchema,
});
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;

/** What the history needs of a booking. */
export type PaymentHistorySource = Pick<MyBooking, 'reference' | 'created_at' | 'payments'> & {
  tour: Pick<MyBooking['tour'], 'title'>;
  payment: Pick<MyBooking['payment'], 'state' | 'due_at_booking' | 'total'>;
};

/** The booking a history row belongs to. */
type HistoryBase = Pick<PaymentHistoryRow, 'reference' | 'tourTitle'>;

/** A ledger entry (payment or refund) as a history row. */
export function ledgerHistoryRow(base: HistoryBase, entry: LedgerEntry): PaymentHistoryRow {
  return {
    ...base,
    date: entry.created_at,
    kind: entry.kind,
    what: LEDGER_KIND_LABELS[entry.kind],
    method: entry.method,
    cardLast4: entry.card_last4,
    amount: entry.amount,
    status: entry.kind === 'refund' ? 'Refunded' : 'Paid',
  };
}

/** The row of a booking whose bank transfer is still awaited, dated when it was booked. */
export function awaitingTransferRow(
  base: HistoryBase,
  createdAt: string,
  payment: Pick<MyBooking['payment'], 'due_at_booking' | 'total'>,
): PaymentHistoryRow {
  return {
    ...base,
    date: createdAt,
    kind: 'awaiting',
    what: payment.due_at_booking < payment.total ? 'Deposit' : 'Payment in full',
    method: 'bank',
    cardLast4: null,
    amount: payment.due_at_booking,
    status: 'Awaiting transfer',
  };
}

export function paymentHistory(bookings: readonly PaymentHistorySource[]): PaymentHistoryRow[] {
  const rows: PaymentHistoryRow[] = [];
  for (const b of bookings) {
    const base = { reference: b.reference, tourTitle: b.tour.title };
    for (const entry of b.payments) rows.push(ledgerHistoryRow(base, entry));
    if (b.payment.state === 'awaiting_transfer') {
      rows.push(awaitingTransferRow(base, b.created_at, b.payment));
    }
  }
  return rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Dollars from the stored cents, for the refund shapes above. */
export const refundFromCents = (percent: number, amountCents: number): Refund => ({
  percent,
  amount: fromCents(amountCents),
});
