import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { z } from 'zod/mini';
import {
  CARD_LAST4_MESSAGE,
  cardCvvField,
  cardExpiryField,
  cardholderNameField,
  cardLast4Schema,
  cardNumberField,
  digitsOnly,
} from './cards';
import { firstFieldErrors, rememberLast } from './form-schemas';
import { requestObject, rowId } from './input';
import { bankDetailsSchema, paymentSummarySchema } from './payment-summary';

/* ------------------------------------------------------------------------------------------
 * Business constants (SPEC 9)
 * ---------------------------------------------------------------------------------------- */

/** SPEC 9: add-ons are flat priced (not multiplied by travellers). Prices in US dollars. */
export const ADD_ONS = [
  { id: 'insurance', name: 'Travel Insurance', price: 99 },
  { id: 'gear', name: 'Trekking Gear Rental', price: 149 },
  { id: 'guide', name: 'Private Guide Upgrade', price: 299 },
  { id: 'photography', name: 'Professional Photography', price: 199 },
] as const;
export type AddOn = (typeof ADD_ONS)[number];
export type AddOnId = AddOn['id'];
const ADD_ON_IDS = ADD_ONS.map((a) => a.id) as [AddOnId, ...AddOnId[]];

export function findAddOn(id: string): AddOn | undefined {
  return ADD_ONS.find((a) => a.id === id);
}

/** SPEC 9: travellers 1 to 8; larger groups contact us for a custom quote. */
export const MIN_TRAVELERS = 1;
export const MAX_TRAVELERS = 8;

/** SPEC 9: payment methods, card by default. Only a card asks for card details. */
const NON_CARD_METHODS = ['paypal', 'bank'] as const;
export const PAYMENT_METHODS = ['card', ...NON_CARD_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** SPEC 9: a 20% deposit secures the booking; the balance is due 30 days before the trip. */
export const DEPOSIT_RATE = 0.2;
export const BALANCE_DUE_DAYS_BEFORE = 30;

/** SPEC 9: booking reference, 8 uppercase alphanumeric characters. */
export const BOOKING_REFERENCE_PATTERN = /^[A-Z0-9]{8}$/;

/** Special requests are free text; long enough for a real note, short enough to store. */
export const SPECIAL_REQUESTS_MAX = 1000;

/* ------------------------------------------------------------------------------------------
 * Money: everything is computed in whole cents, so totals never drift (SPEC 9 formula)
 * ---------------------------------------------------------------------------------------- */

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

/** SPEC 9: total = tour price x travellers + the sum of the chosen add-ons, in cents. */
export function bookingTotalCents(
  pricePerPerson: number,
  travelers: number,
  addOnIds: readonly string[],
): number {
  const addOns = addOnIds.reduce((sum, id) => sum + toCents(findAddOn(id)?.price ?? 0), 0);
  return toCents(pricePerPerson) * travelers + addOns;
}

/* ------------------------------------------------------------------------------------------
 * Dates and policies (SPEC 9). Dates are calendar days, 'yyyy-mm-dd'.
 * ---------------------------------------------------------------------------------------- */

const ISO_DAY = 'yyyy-MM-dd';

/** Today's calendar date as 'yyyy-mm-dd' in local time. */
export function isoDay(date: Date): string {
  return format(date, ISO_DAY);
}

export function shiftDay(day: string, days: number): string {
  return format(addDays(parseISO(day), days), ISO_DAY);
}

export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** A departure can be booked until the day before it starts, while it has seats. */
export function isBookableDeparture(
  departure: { start_date: string; seats_left: number },
  today: string,
): boolean {
  return departure.start_date > today && departure.seats_left > 0;
}

/**
 * SPEC 9 cancellation policy: 30 or more days before the start a full refund, 15 to 29 days
 * half, under 15 days nothing. Returns the refunded percentage.
 */
export function refundPercent(startDate: string, cancelDay: string): 100 | 50 | 0 {
  const daysBefore = daysBetween(cancelDay, startDate);
  if (daysBefore >= 30) return 100;
  if (daysBefore >= 15) return 50;
  return 0;
}

/** The cancellation timeline with real dates for one departure. */
export function cancellationTimeline(startDate: string) {
  return {
    /** Full refund when cancelled on or before this day (D-30). */
    fullRefundUntil: shiftDay(startDate, -30),
    /** 50% refund between these days (D-29 to D-15). */
    halfRefundFrom: shiftDay(startDate, -29),
    halfRefundUntil: shiftDay(startDate, -15),
    /** No refund from this day (D-14). */
    noRefundFrom: shiftDay(startDate, -14),
  };
}

/**
 * SPEC 9 payment schedule: 20% deposit now, the balance 30 days before the start. When the
 * trip starts within 30 days the balance is already due, so everything is paid at booking.
 */
export function paymentSchedule(totalCents: number, startDate: string, today: string) {
  const depositCents = Math.round(totalCents * DEPOSIT_RATE);
  const balanceDueDate = shiftDay(startDate, -BALANCE_DUE_DAYS_BEFORE);
  return {
    depositCents,
    balanceCents: totalCents - depositCents,
    balanceDueDate,
    fullPaymentNow: balanceDueDate <= today,
  };
}

/* ------------------------------------------------------------------------------------------
 * Checkout form and POST /api/bookings: one set of field rules. The form schema checks what the
 * traveller types (card details only in the browser); the request schema is built from the same
 * contact rules, so a rule changes in one place.
 * ---------------------------------------------------------------------------------------- */

/** SPEC 5 (first reading) plus the terms checkbox and card format checks. */
export const CHECKOUT_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  emailFormat: 'Invalid email format',
  phone: 'Phone number is required',
  cardNumber: 'Card number is required',
  cardNumberFormat: 'Please enter a valid card number',
  expiryDate: 'Expiry date is required',
  expiryFormat: 'Use the format MM/YY',
  expiryPast: 'This card has expired',
  cvv: 'CVV is required',
  cvvFormat: 'CVV must be 3 or 4 digits',
  nameOnCard: 'Name on card is required',
  terms: 'You must agree to the terms and conditions',
  savedCard: 'Please choose one of your saved cards or a new card',
  tooLong: 'Please keep this shorter',
} as const;

/** The server's messages for what only the request carries (contact fields share the form's). */
export const BOOKING_MESSAGES = {
  tour: 'This tour is not available for booking.',
  departure: 'This date is not available. Please choose another date.',
  travelers: `Travelers must be between ${MIN_TRAVELERS} and ${MAX_TRAVELERS}.`,
  addOns: 'Please choose add-ons from the list.',
  paymentMethod: 'Please choose a payment method.',
  payInFull: 'Please choose between the deposit and paying in full.',
  cardLast4: CARD_LAST4_MESSAGE,
  savedCard: 'This saved card is no longer available. Please choose another card.',
  idempotencyKey: 'A valid Idempotency-Key header is required.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different booking request. Please send a new key.',
  seatsGone: 'Sorry, there are not enough seats left on this date.',
  holdToken: 'This seat hold is not valid.',
  tooLong: CHECKOUT_MESSAGES.tooLong,
} as const;

/** A seat hold's token (contract/holds.ts; server/auth/tokens.ts: 32 random bytes, base64url). */
const HOLD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  zipCode: string;
  paymentMethod: PaymentMethod;
  /**
   * A card saved in My Account, paid with instead of typing one: its id as text; '' while the
   * traveller types a new card (or has none saved).
   */
  savedCard: string;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  nameOnCard: string;
  terms: boolean;
}

/** A field of the checkout form (the keys the form's errors use). */
export type CheckoutField = keyof CheckoutValues;

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  country: '',
  zipCode: '',
  paymentMethod: 'card',
  savedCard: '',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  nameOnCard: '',
  terms: false,
};

/** The card fields: kept in memory only, never stored and never sent. */
export const CARD_FIELDS = ['cardNumber', 'expiryDate', 'cvv', 'nameOnCard'] as const;

/**
 * SPEC 5: a simple x@y.z pattern, the one every form shares (zod's e-mail rule): the local part
 * is letters, digits and ._'+- only, so `<script>@example.com` is refused.
 */
export const SIMPLE_EMAIL = z.regexes.email;

const requiredText = (max: number, error: string) =>
  z
    .string({ error })
    .check(
      z.trim(),
      z.minLength(1, { error }),
      z.maxLength(max, { error: CHECKOUT_MESSAGES.tooLong }),
    );
const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { error: CHECKOUT_MESSAGES.tooLong })));

/**
 * The contact fields the server receives too, keyed by form field (the request says zip_code):
 * the form schema and the request schema both use these. Address, city, country and zip are
 * optional (SPEC 5) but kept to a storable length.
 */
const CONTACT_RULES = {
  name: requiredText(100, CHECKOUT_MESSAGES.name),
  email: z
    .string({ error: CHECKOUT_MESSAGES.email })
    .check(
      z.trim(),
      z.minLength(1, { error: CHECKOUT_MESSAGES.email }),
      z.maxLength(254, { error: CHECKOUT_MESSAGES.emailFormat }),
      z.regex(SIMPLE_EMAIL, { error: CHECKOUT_MESSAGES.emailFormat }),
    ),
  phone: requiredText(40, CHECKOUT_MESSAGES.phone),
  address: optionalText(200),
  city: optionalText(200),
  country: optionalText(200),
  zipCode: optionalText(200),
};

/** The booking page's free text (sent trimmed; empty is not sent). */
export const specialRequestsSchema = optionalText(SPECIAL_REQUESTS_MAX);

/**
 * The checkout form as the traveller fills it in, one schema per kind of payment: the card
 * fields count only when paying by card; leftovers typed before switching to PayPal or bank do
 * not. `today` ('yyyy-mm-dd') decides whether a card has expired. (Two schemas picked by the
 * method rather than zod's discriminated union: the union's code would ride along in the shared
 * zod chunk of the home page's first download.)
 */
const checkoutFormSchemas = rememberLast((today: string) => {
  const common = { ...CONTACT_RULES, terms: z.literal(true, { error: CHECKOUT_MESSAGES.terms }) };
  const byCard = {
    ...common,
    paymentMethod: z.literal('card'),
    savedCard: z.literal(''),
    cardNumber: cardNumberField({
      required: CHECKOUT_MESSAGES.cardNumber,
      invalid: CHECKOUT_MESSAGES.cardNumberFormat,
    }),
    expiryDate: cardExpiryField(today, {
      required: CHECKOUT_MESSAGES.expiryDate,
      format: CHECKOUT_MESSAGES.expiryFormat,
      expired: CHECKOUT_MESSAGES.expiryPast,
    }),
    cvv: cardCvvField({ required: CHECKOUT_MESSAGES.cvv, format: CHECKOUT_MESSAGES.cvvFormat }),
    nameOnCard: cardholderNameField(CHECKOUT_MESSAGES.nameOnCard),
  } satisfies Record<CheckoutField, z.ZodMiniType>;
  return {
    card: z.object(byCard),
    /** A saved card stands for the card fields: nothing to type (issue 17). */
    saved: z.object({
      ...common,
      paymentMethod: z.literal('card'),
      savedCard: z.string().check(z.regex(/^[1-9]\d*$/, { error: CHECKOUT_MESSAGES.savedCard })),
    }),
    other: z.object({
      ...common,
      paymentMethod: z.enum(NON_CARD_METHODS, { error: BOOKING_MESSAGES.paymentMethod }),
    }),
  };
});

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The checkout form's errors: one message per invalid field (empty when it can be sent). */
export function validateCheckout(values: CheckoutValues, today: string): CheckoutErrors {
  const schemas = checkoutFormSchemas(today);
  const schema =
    values.paymentMethod !== 'card'
      ? schemas.other
      : values.savedCard
        ? schemas.saved
        : schemas.card;
  return firstFieldErrors<CheckoutField>(schema, values);
}

/* ------------------------------------------------------------------------------------------
 * POST /api/bookings (header Idempotency-Key) -> 201 { data: Booking } (200 on a replay)
 * ---------------------------------------------------------------------------------------- */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** 16-128 URL-safe characters (the client sends 32 hex characters). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The booking request. Strict: a request carrying anything else (a card number, a total, a
 * price) is refused, so card data can never be stored by accident and the total is always the
 * server's own. A card's last four digits come only with the card method.
 */
export const createBookingRequestSchema = requestObject(
  {
    tour_id: rowId(BOOKING_MESSAGES.tour),
    departure_id: rowId(BOOKING_MESSAGES.departure),
    travelers: z
      .number({ error: BOOKING_MESSAGES.travelers })
      .check(
        z.int({ error: BOOKING_MESSAGES.travelers }),
        z.gte(MIN_TRAVELERS, { error: BOOKING_MESSAGES.travelers }),
        z.lte(MAX_TRAVELERS, { error: BOOKING_MESSAGES.travelers }),
      ),
    add_ons: z
      .array(z.enum(ADD_ON_IDS, { error: BOOKING_MESSAGES.addOns }))
      .check(
        z.refine((ids) => new Set(ids).size === ids.length, { error: BOOKING_MESSAGES.addOns }),
      ),
    special_requests: specialRequestsSchema,
    name: CONTACT_RULES.name,
    email: CONTACT_RULES.email,
    phone: CONTACT_RULES.phone,
    address: CONTACT_RULES.address,
    city: CONTACT_RULES.city,
    country: CONTACT_RULES.country,
    zip_code: CONTACT_RULES.zipCode,
    payment_method: z.enum(PAYMENT_METHODS, { error: BOOKING_MESSAGES.paymentMethod }),
    card_last4: z.optional(cardLast4Schema),
    /**
     * Pay with a card saved in My Account (signed in only): the server takes its last four
     * digits from the saved card. Never sent with `card_last4`.
     */
    saved_card_id: z.optional(rowId(BOOKING_MESSAGES.savedCard)),
    /**
     * Pay the whole amount now rather than the 20% deposit (only meaningful when the trip starts
     * more than 30 days ahead; nearer trips are always paid in full).
     */
    pay_in_full: z.optional(z.boolean({ error: BOOKING_MESSAGES.payInFull })),
    /**
     * The seats held for this checkout (POST /api/holds, issue 19): a hold of this departure is
     * used by the booking; an expired or unknown one falls back to the seats still free.
     */
    hold_token: z.optional(
      z
        .string({ error: BOOKING_MESSAGES.holdToken })
        .check(z.regex(HOLD_TOKEN_PATTERN, { error: BOOKING_MESSAGES.holdToken })),
    ),
  },
  ['special_requests'],
).check(
  z.refine((request) => request.card_last4 === undefined || request.payment_method === 'card', {
    error: BOOKING_MESSAGES.cardLast4,
    path: ['card_last4'],
  }),
  z.refine(
    (request) =>
      request.saved_card_id === undefined ||
      (request.payment_method === 'card' && request.card_last4 === undefined),
    { error: BOOKING_MESSAGES.savedCard, path: ['saved_card_id'] },
  ),
);
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>;

/** Request field -> checkout form field, for showing a server 422 under the right input. */
export const BOOKING_FIELD_TO_CHECKOUT: Partial<Record<keyof CreateBookingRequest, CheckoutField>> =
  {
    name: 'name',
    email: 'email',
    phone: 'phone',
    address: 'address',
    city: 'city',
    country: 'country',
    zip_code: 'zipCode',
    payment_method: 'paymentMethod',
    saved_card_id: 'savedCard',
  };

/** The fields of the request the checkout form fills in (the rest is the booking page's). */
export type BookingContact = Omit<
  CreateBookingRequest,
  'tour_id' | 'departure_id' | 'travelers' | 'add_ons' | 'special_requests' | 'hold_token'
>;

/**
 * What the checkout form sends: the contact details trimmed (empty optional ones left out), the
 * method, and for a card only its last four digits: never the number, expiry, CVV or name.
 */
export function toBookingContact(values: CheckoutValues): BookingContact {
  const optional = (value: string) => value.trim() || undefined;
  const digits = digitsOnly(values.cardNumber);
  const byCard = values.paymentMethod === 'card';
  const savedCard = byCard && values.savedCard ? Number(values.savedCard) : undefined;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: optional(values.address),
    city: optional(values.city),
    country: optional(values.country),
    zip_code: optional(values.zipCode),
    payment_method: values.paymentMethod,
    saved_card_id: savedCard,
    card_last4:
      byCard && savedCard === undefined && digits.length >= 4 ? digits.slice(-4) : undefined,
  };
}

export const bookingSchema = z.object({
  reference: z.string(),
  status: z.string(),
  tour: z.object({
    id: z.number(),
    title: z.string(),
    duration: z.number(),
    location: z.string(),
    thumbnail: z.nullable(z.string()),
  }),
  departure: z.object({ id: z.number(), start_date: z.string() }),
  travelers: z.number(),
  add_ons: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
  /** Dollars, computed by the server from its own prices. */
  total: z.number(),
  special_requests: z.nullable(z.string()),
  contact: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.nullable(z.string()),
    city: z.nullable(z.string()),
    country: z.nullable(z.string()),
    zip_code: z.nullable(z.string()),
  }),
  payment_method: z.enum(PAYMENT_METHODS),
  /** The payment state's label on the server's date ('Paid in full', 'Awaiting transfer'...). */
  payment_status: z.string(),
  card_last4: z.nullable(z.string()),
  created_at: z.string(),
  /** Total, paid, refunded, balance and its due date, worked out from the ledger. */
  payment: paymentSummarySchema,
  /** Where to send a bank transfer, while one is awaited; null otherwise. */
  bank_details: z.nullable(bankDetailsSchema),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = z.object({ data: bookingSchema });

/** 409 when the seats were taken meanwhile: how many are left now. */
export const seatsGoneSchema = z.object({ message: z.string(), seats_left: z.number() });
