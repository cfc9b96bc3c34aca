import { z } from 'zod/mini';
import { plainTexts, requestObject, rowId } from './input';
import { bookingSchema, toCents } from './bookings';
import { firstFieldErrors } from './form-schemas';
import {
  ledgerEntrySchema,
  PAYMENT_STATES,
  RECORD_PAYMENT_METHODS,
  type RecordPaymentMethod,
} from './payment-summary';
import {
  BOOKING_STATUSES,
  dollarsToWholeCents,
  PAYMENT_MESSAGES,
  recordPaymentRequestSchema,
  type RecordPaymentRequest,
} from './payments';

/**
 * The operator's bookings (issue 14, /admin/bookings and /admin/bookings/{reference}), admin
 * only. Money moves through the ledger (contract/payments.ts); every action is written to the
 * audit trail with the admin who took it.
 *
 * GET  /api/admin/bookings?q=&tour=&departure=&status=&payment=&sort=&dir=&page=&per_page=
 *        -> AdminBookingListResponse (422 on a bad parameter)
 * GET  /api/admin/bookings/{reference}                          -> { data: AdminBookingDetail }
 * POST /api/admin/bookings/{reference}/payments {amount, method, note?}
 *        -> 201 { data: AdminBookingDetail }; 422 over the balance; 409 paid meanwhile
 * POST /api/admin/bookings/{reference}/cancel {refund_amount?, reason?}
 *        -> { data: AdminBookingDetail }; 422 not cancellable / override without a reason / too large
 * POST /api/admin/bookings/{reference}/move {departure_id}
 *        -> { data: AdminBookingDetail }; 422 not movable / not a departure of the tour; 409 seats gone
 */

/* ------------------------------------------------------------------------------------------
 * The list
 * ---------------------------------------------------------------------------------------- */

const ADMIN_BOOKING_SORTS = ['created', 'start', 'total', 'name'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];

const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Each sort's direction when the query names none: newest, soonest, largest, A to Z. */
export const DEFAULT_SORT_DIRECTION: Record<AdminBookingSort, SortDirection> = {
  created: 'desc',
  start: 'asc',
  total: 'desc',
  name: 'asc',
};

export const ADMIN_BOOKING_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 100;

export const ADMIN_BOOKING_MESSAGES = {
  q: `Search for at most ${MAX_SEARCH_LENGTH} characters`,
  tour: 'Tour must be a tour id',
  departure: 'Departure must be a departure id',
  status: `Status must be one of ${BOOKING_STATUSES.join(', ')}`,
  payment: `Payment must be one of ${PAYMENT_STATES.join(', ')}`,
  sort: `Sort must be one of ${ADMIN_BOOKING_SORTS.join(', ')}`,
  dir: 'Direction must be asc or desc',
  page: 'Page must be a whole number of at least 1',
  perPage: `Per page must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  notFound: 'Booking not found.',
  notCancellable: 'Only confirmed bookings that have not started can be cancelled.',
  notMovable: 'Only confirmed bookings that have not started can be moved.',
  sameDeparture: 'The booking is already on this departure.',
  seatsGone: 'Not enough seats are left on that departure. Please choose another.',
  refundRequired: 'Please enter the refund amount.',
  refundCents: 'Please enter a refund in dollars and cents, zero or more.',
} as const;

/** A whole number from the query string (`?page=2`), or absent. */
const queryInt = (min: number, max: number, error: string) =>
  z.optional(
    z.pipe(
      z.string({ error }).check(z.regex(/^\d{1,9}$/, { error })),
      z.pipe(z.transform(Number), z.number().check(z.gte(min, { error }), z.lte(max, { error }))),
    ),
  );

/**
 * The list's query (strings, as the URL carries them); unknown keys are ignored. An empty
 * search is no search.
 */
export const adminBookingListQuerySchema = z
  .object({
    q: z.optional(
      z.pipe(
        z
          .string({ error: ADMIN_BOOKING_MESSAGES.q })
          .check(z.trim(), z.maxLength(MAX_SEARCH_LENGTH, { error: ADMIN_BOOKING_MESSAGES.q })),
        z.transform((q) => q || undefined),
      ),
    ),
    tour: queryInt(1, 999_999_999, ADMIN_BOOKING_MESSAGES.tour),
    departure: queryInt(1, 999_999_999, ADMIN_BOOKING_MESSAGES.departure),
    status: z.optional(z.enum(BOOKING_STATUSES, { error: ADMIN_BOOKING_MESSAGES.status })),
    payment: z.optional(z.enum(PAYMENT_STATES, { error: ADMIN_BOOKING_MESSAGES.payment })),
    sort: z.optional(z.enum(ADMIN_BOOKING_SORTS, { error: ADMIN_BOOKING_MESSAGES.sort })),
    dir: z.optional(z.enum(SORT_DIRECTIONS, { error: ADMIN_BOOKING_MESSAGES.dir })),
    page: queryInt(1, 999_999, ADMIN_BOOKING_MESSAGES.page),
    per_page: queryInt(1, MAX_PAGE_SIZE, ADMIN_BOOKING_MESSAGES.perPage),
  })
  .check(plainTexts());
/** The list's query as the server reads it (numbers as numbers). */
export type AdminBookingListQuery = z.infer<typeof adminBookingListQuerySchema>;

/** One row of the list. */
const adminBookingRowSchema = z.object({
  reference: z.string(),
  /** Confirmed, Cancelled or Expired. */
  status: z.string(),
  /** ISO timestamp. */
  created_at: z.string(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  tour: z.object({ id: z.number(), title: z.string() }),
  departure: z.object({ id: z.number(), start_date: z.string() }),
  travelers: z.number(),
  payment: bookingSchema.shape.payment,
  /** The payment state's word; for a cancelled booking what became of its money ('Refunded'). */
  payment_status: z.string(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

const pageMetaSchema = z.object({
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  /** At least 1, even for an empty list. */
  last_page: z.number(),
});

/** What the filter selects offer: every tour, and the departures of the chosen tour. */
const listFiltersSchema = z.object({
  tours: z.array(z.object({ id: z.number(), title: z.string() })),
  departures: z.array(z.object({ id: z.number(), start_date: z.string() })),
});

export const adminBookingListResponseSchema = z.object({
  data: z.array(adminBookingRowSchema),
  meta: pageMetaSchema,
  filters: listFiltersSchema,
});
export type AdminBookingListResponse = z.infer<typeof adminBookingListResponseSchema>;

/* ------------------------------------------------------------------------------------------
 * One booking
 * ---------------------------------------------------------------------------------------- */

/** A ledger entry with the admin who recorded it (null: the traveller's own payment). */
const adminLedgerEntrySchema = z.object({
  ...ledgerEntrySchema.shape,
  recorded_by: z.nullable(z.string()),
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

/** One audit row about this booking, oldest first. */
const bookingHistoryEntrySchema = z.object({
  id: z.number(),
  /** 'booking.payment', 'booking.cancel' or 'booking.move'. */
  action: z.string(),
  /** Readable: 'Recorded a bank transfer of $500.00'. */
  summary: z.string(),
  /** The admin's name; null once their account is gone. */
  actor: z.nullable(z.string()),
  created_at: z.string(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/** Another departure of the same tour that has not started and has seats for the travellers. */
const moveOptionSchema = z.object({
  id: z.number(),
  start_date: z.string(),
  seats_left: z.number(),
});
export type MoveOption = z.infer<typeof moveOptionSchema>;

const adminBookingDetailSchema = z.object({
  booking: bookingSchema,
  /** The traveller's account, when the booking was made signed in and the account exists. */
  customer: z.nullable(z.object({ id: z.number(), name: z.string(), email: z.string() })),
  ledger: z.array(adminLedgerEntrySchema),
  history: z.array(bookingHistoryEntrySchema),
  /** Dollars paid and not refunded: the most a refund may be. */
  refundable: z.number(),
  /** What SPEC 9's policy refunds when the booking is cancelled today; null when it cannot be. */
  refund_preview: z.nullable(z.object({ percent: z.number(), amount: z.number() })),
  move_options: z.array(moveOptionSchema),
  /** Which actions the server would accept now (the buttons follow these). */
  actions: z.object({ record_payment: z.boolean(), cancel: z.boolean(), move: z.boolean() }),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

export const adminBookingDetailResponseSchema = z.object({ data: adminBookingDetailSchema });

/* ------------------------------------------------------------------------------------------
 * Actions: requests, and the forms that make them
 * ---------------------------------------------------------------------------------------- */

const REASON_MAX = 500;

/**
 * POST /api/admin/bookings/{reference}/cancel: without `refund_amount` the policy refund; with
 * one (dollars, 0 allowed) the operator's, which needs a reason and is never more than was paid
 * and not refunded (checked by the server against the ledger).
 */
export const cancelOnBehalfRequestSchema = requestObject(
  {
    refund_amount: z.optional(
      z.number({ error: ADMIN_BOOKING_MESSAGES.refundCents }).check(
        z.gte(0, { error: ADMIN_BOOKING_MESSAGES.refundCents }),
        z.lte(10_000_000, { error: PAYMENT_MESSAGES.refundOverPaid }),
        z.refine((value) => dollarsToWholeCents(value) !== null, {
          error: ADMIN_BOOKING_MESSAGES.refundCents,
        }),
      ),
    ),
    reason: z.optional(
      z.string().check(z.trim(), z.maxLength(REASON_MAX, { error: PAYMENT_MESSAGES.reasonLong })),
    ),
  },
  ['reason'],
).check(
  z.refine((r) => r.refund_amount === undefined || Boolean(r.reason), {
    error: PAYMENT_MESSAGES.reason,
    path: ['reason'],
  }),
);
export type CancelOnBehalfRequest = z.infer<typeof cancelOnBehalfRequestSchema>;

/** POST /api/admin/bookings/{reference}/move. */
export const moveBookingRequestSchema = requestObject({
  departure_id: rowId(PAYMENT_MESSAGES.departure),
});
export type MoveBookingRequest = z.infer<typeof moveBookingRequestSchema>;

/** A typed amount ('1,200.50', ' 80 ') as dollars; NaN when it is not a number. */
function typedDollars(text: string): number {
  const cleaned = text.replace(/[\s,$]/g, '');
  return cleaned === '' ? NaN : Number(cleaned);
}

/** A dollar amount as the amount field starts: '880', '880.5' -> '880.50'. */
function amountText(dollars: number): string {
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}

/** Record payment's fields, as typed. */
export interface RecordPaymentValues {
  amount: string;
  method: RecordPaymentMethod | '';
  note: string;
}

/** The form's values for a booking: the whole balance, by the way the traveller meant to pay. */
export function recordPaymentValues(detail: AdminBookingDetail): RecordPaymentValues {
  const chosen = detail.booking.payment_method;
  const method = (RECORD_PAYMENT_METHODS as readonly string[]).includes(chosen)
    ? (chosen as RecordPaymentMethod)
    : 'card';
  return { amount: amountText(detail.booking.payment.balance), method, note: '' };
}

export function toRecordPaymentRequest(values: RecordPaymentValues): RecordPaymentRequest {
  const note = values.note.trim();
  return {
    amount: typedDollars(values.amount),
    method: values.method as RecordPaymentMethod,
    ...(note ? { note } : {}),
  };
}

type RecordPaymentField = keyof RecordPaymentValues;

/** The contract's checks, then never more than the balance (the server checks it again, atomically). */
export function validateRecordPayment(
  values: RecordPaymentValues,
  balance: number,
): Partial<Record<RecordPaymentField, string>> {
  const errors = firstFieldErrors<RecordPaymentField>(
    recordPaymentRequestSchema,
    toRecordPaymentRequest(values),
  );
  if (!errors.amount && toCents(typedDollars(values.amount)) > toCents(balance)) {
    errors.amount = PAYMENT_MESSAGES.overBalance;
  }
  return errors;
}

/** Cancel on behalf's fields: the policy refund, or the operator's amount with a reason. */
export interface CancelOnBehalfValues {
  override: boolean;
  refund_amount: string;
  reason: string;
}

export function cancelOnBehalfValues(detail: AdminBookingDetail): CancelOnBehalfValues {
  return {
    override: false,
    refund_amount: amountText(detail.refund_preview?.amount ?? 0),
    reason: '',
  };
}

export function toCancelOnBehalfRequest(values: CancelOnBehalfValues): CancelOnBehalfRequest {
  const reason = values.reason.trim();
  const withReason = reason ? { reason } : {};
  if (!values.override) return withReason;
  return { refund_amount: typedDollars(values.refund_amount), ...withReason };
}

type CancelOnBehalfField = Exclude<keyof CancelOnBehalfValues, 'override'>;

/** The contract's checks, then never more than was paid and not refunded. */
export function validateCancelOnBehalf(
  values: CancelOnBehalfValues,
  refundable: number,
): Partial<Record<CancelOnBehalfField, string>> {
  if (values.override && values.refund_amount.trim() === '') {
    return { refund_amount: ADMIN_BOOKING_MESSAGES.refundRequired };
  }
  const errors = firstFieldErrors<CancelOnBehalfField>(
    cancelOnBehalfRequestSchema,
    toCancelOnBehalfRequest(values),
  );
  const amount = typedDollars(values.refund_amount);
  if (values.override && !errors.refund_amount && toCents(amount) > toCents(refundable)) {
    errors.refund_amount = PAYMENT_MESSAGES.refundOverPaid;
  }
  return errors;
}

/** Move's field: the chosen departure's id, as the select holds it. */
export interface MoveBookingValues {
  departure_id: string;
}

export function toMoveBookingRequest(values: MoveBookingValues): MoveBookingRequest {
  return { departure_id: Number(values.departure_id) };
}

/** One of the offered departures must be chosen. */
export function validateMoveBooking(
  values: MoveBookingValues,
  options: readonly MoveOption[],
): Partial<Record<'departure_id', string>> {
  const chosen = options.some((option) => String(option.id) === values.departure_id);
  return chosen ? {} : { departure_id: PAYMENT_MESSAGES.departure };
}
