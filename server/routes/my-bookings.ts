import { Hono, type Context } from 'hono';
import {
  cancelBookingRequestSchema,
  createReviewRequestSchema,
  MY_BOOKING_MESSAGES,
  myBookingsQuerySchema,
  myPaymentsQuerySchema,
  refundChangedMessage,
  type PaymentHistoryResponse,
  type MyBookingResponse,
  type MyBookingsResponse,
} from '../../contract/my-bookings';
import { toFieldErrors } from '../../contract';
import { PAYMENT_MESSAGES, payBalanceRequestSchema } from '../../contract/payments';
import {
  cancelMyBooking,
  findMyBooking,
  listMyBookings,
  listMyPaymentHistory,
  payMyBalance,
  reviewMyBooking,
} from '../account/my-bookings';
import { dollarsToCents } from '../catalog/money';
import { requireAuth } from '../auth/middleware';
import { isoDate } from '../catalog/dates';
import { itineraryPdfResponse } from '../documents/itinerary-response';
import type { AppEnv } from '../http/env';
import { notFound, parseJsonBody, validationError } from '../http/responses';
import { offerFreedSeatsNow } from '../waitlist/offers';

/**
 * My Account: the signed-in traveller's own bookings (contract/my-bookings.ts). Another user's
 * booking answers exactly like a reference that does not exist.
 */
export const myBookingRoutes = new Hono<AppEnv>();

myBookingRoutes.use('/my/bookings', requireAuth);
myBookingRoutes.use('/my/bookings/*', requireAuth);

const bookingNotFound = (c: Context) => notFound(c, MY_BOOKING_MESSAGES.notFound);

/** One page of the traveller's bookings (issue 16); a bad page is 422 like the other lists. */
myBookingRoutes.get('/my/bookings', async (c) => {
  const parsed = myBookingsQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return validationError(c, toFieldErrors(parsed.error.issues));
  const { db, clock } = c.var.services;
  const body: MyBookingsResponse = await listMyBookings(
    db,
    c.var.auth.user.id,
    isoDate(clock()),
    parsed.data,
  );
  return c.json(body);
});

/** One page of the payment history of the traveller's bookings (the Payments tab, issue 16). */
myBookingRoutes.use('/my/payments', requireAuth);
myBookingRoutes.get('/my/payments', async (c) => {
  const parsed = myPaymentsQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return validationError(c, toFieldErrors(parsed.error.issues));
  const body: PaymentHistoryResponse = await listMyPaymentHistory(
    c.var.services.db,
    c.var.auth.user.id,
    parsed.data,
  );
  return c.json(body);
});

myBookingRoutes.get('/my/bookings/:reference', async (c) => {
  const { db, clock } = c.var.services;
  const booking = await findMyBooking(
    db,
    c.var.auth.user.id,
    c.req.param('reference'),
    isoDate(clock()),
  );
  if (!booking) return bookingNotFound(c);
  const body: MyBookingResponse = { data: booking };
  return c.json(body);
});

/** The itinerary PDF of the user's own booking (another user's is the same 404 as none). */
myBookingRoutes.get('/my/bookings/:reference/itinerary.pdf', async (c) => {
  const { db, clock } = c.var.services;
  const booking = await findMyBooking(
    db,
    c.var.auth.user.id,
    c.req.param('reference'),
    isoDate(clock()),
  );
  if (!booking) return bookingNotFound(c);
  return (await itineraryPdfResponse(c, booking.reference)) ?? bookingNotFound(c);
});

myBookingRoutes.post('/my/bookings/:reference/cancel', async (c) => {
  const { db, clock, config } = c.var.services;
  const parsed = await parseJsonBody(c, cancelBookingRequestSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await cancelMyBooking(
    db,
    c.var.auth.user.id,
    c.req.param('reference'),
    { now: clock(), siteUrl: config.publicUrl },
    parsed.data.refund_percent,
  );
  switch (outcome.kind) {
    case 'notFound':
      return bookingNotFound(c);
    case 'notCancellable':
      return validationError(c, { status: [MY_BOOKING_MESSAGES.notCancellable] });
    case 'refundChanged':
      return c.json({ message: refundChangedMessage(outcome.percent) }, 409);
    case 'cancelled': {
      await offerFreedSeatsNow(c.var.services);
      const body: MyBookingResponse = { data: outcome.booking };
      return c.json(body);
    }
  }
});

myBookingRoutes.post('/my/bookings/:reference/review', async (c) => {
  const { db, clock } = c.var.services;
  const { user } = c.var.auth;
  const reference = c.req.param('reference');
  const now = clock();
  const booking = await findMyBooking(db, user.id, reference, isoDate(now));
  if (!booking) return bookingNotFound(c);

  const parsed = await parseJsonBody(c, createReviewRequestSchema);
  if (!parsed.ok) return parsed.response;
  if (booking.status !== 'Completed') {
    return validationError(c, { booking: [MY_BOOKING_MESSAGES.notReviewable] });
  }
  if (booking.review) return c.json({ message: MY_BOOKING_MESSAGES.alreadyReviewed }, 409);

  const outcome = await reviewMyBooking(db, user, reference, parsed.data, {
    now,
    siteUrl: c.var.services.config.publicUrl,
  });
  if (outcome.kind === 'alreadyReviewed') {
    return c.json({ message: MY_BOOKING_MESSAGES.alreadyReviewed }, 409);
  }
  const body: MyBookingResponse = { data: outcome.booking };
  return c.json(body, 201);
});

/**
 * POST /api/my/bookings/{reference}/pay-balance: pays the whole balance (simulated; only the
 * method and a card's last four digits arrive). 409 when the balance shown is no longer the
 * balance (paid meanwhile); 422 when there is nothing to pay or the trip has started.
 */
myBookingRoutes.post('/my/bookings/:reference/pay-balance', async (c) => {
  const { db, clock, config } = c.var.services;
  const parsed = await parseJsonBody(c, payBalanceRequestSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await payMyBalance(
    db,
    c.var.auth.user.id,
    c.req.param('reference'),
    {
      method: parsed.data.payment_method,
      cardLast4: parsed.data.card_last4 ?? null,
      shownCents: dollarsToCents(parsed.data.balance),
    },
    { now: clock(), siteUrl: config.publicUrl },
  );
  switch (outcome.kind) {
    case 'notFound':
      return bookingNotFound(c);
    case 'notPayable':
      return validationError(c, { booking: [PAYMENT_MESSAGES.notPayable] });
    case 'nothingDue':
      return validationError(c, { balance: [PAYMENT_MESSAGES.nothingDue] });
    case 'changed':
      return c.json({ message: PAYMENT_MESSAGES.changed }, 409);
    case 'paid': {
      const body: MyBookingResponse = { data: outcome.booking };
      return c.json(body);
    }
  }
});
