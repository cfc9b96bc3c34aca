import { z } from 'zod/mini';
import { BOOKING_REFERENCE_PATTERN, SIMPLE_EMAIL } from './bookings';
import { requestObject } from './input';
import { cancelBookingRequestSchema, myBookingSchema } from './my-bookings';
import { PAYMENT_MESSAGES, payBalanceRequestSchema } from './payments';

/*
 * Manage my booking (issue 14): a traveller without an account (or not signed in) finds a
 * booking by its reference and the e-mail it was made with, then sees it, cancels it under the
 * policy or pays the balance. The pair is the credential, sent with every request; a wrong pair
 * gets one generic 404 whatever was wrong, and wrong pairs are rate-limited per IP and per
 * reference (429 with Retry-After).
 *
 * POST /api/manage-booking                 { reference, email }             -> { data: MyBooking }
 * POST /api/manage-booking/cancel          { reference, email, refund_percent? } -> { data }
 * POST /api/manage-booking/pay-balance     { reference, email, payment_method, card_last4?, balance }
 */

export const MANAGE_BOOKING_MESSAGES = {
  reference: 'Please enter your 8-character booking reference.',
  email: 'Please enter the e-mail address used for the booking.',
  notFound: 'We could not find a booking with that reference and e-mail address.',
  throttled: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** Wrong pairs allowed per window, per IP and per reference. */
export const MANAGE_BOOKING_LIMITS = {
  perIp: 10,
  perReference: 5,
  windowMs: 15 * 60_000,
} as const;

/** The pair as typed: the reference is read case-insensitively and without spaces. */
const bookingLookupShape = {
  reference: z
    .string({ error: MANAGE_BOOKING_MESSAGES.reference })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(BOOKING_REFERENCE_PATTERN, { error: MANAGE_BOOKING_MESSAGES.reference }),
    ),
  email: z
    .string({ error: MANAGE_BOOKING_MESSAGES.email })
    .check(
      z.trim(),
      z.maxLength(254, { error: MANAGE_BOOKING_MESSAGES.email }),
      z.regex(SIMPLE_EMAIL, { error: MANAGE_BOOKING_MESSAGES.email }),
    ),
};
export const bookingLookupSchema = requestObject(bookingLookupShape);
export type BookingLookup = z.infer<typeof bookingLookupSchema>;

export const manageCancelRequestSchema = requestObject({
  ...bookingLookupShape,
  ...cancelBookingRequestSchema.def.shape,
});
export type ManageCancelRequest = z.infer<typeof manageCancelRequestSchema>;

export const managePayBalanceRequestSchema = requestObject({
  ...bookingLookupShape,
  ...payBalanceRequestSchema.def.shape,
}).check(
  z.refine((r) => r.card_last4 === undefined || r.payment_method === 'card', {
    error: PAYMENT_MESSAGES.method,
    path: ['card_last4'],
  }),
);
export type ManagePayBalanceRequest = z.infer<typeof managePayBalanceRequestSchema>;

export const managedBookingResponseSchema = z.object({ data: myBookingSchema });
export type ManagedBookingResponse = z.infer<typeof managedBookingResponseSchema>;
