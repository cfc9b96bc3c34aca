import { Hono, type Context } from 'hono';
import {
  ADMIN_BOOKING_MESSAGES,
  adminBookingListQuerySchema,
  cancelOnBehalfRequestSchema,
  moveBookingRequestSchema,
  type AdminBookingDetail,
} from '../../contract/admin-bookings';
import { toFieldErrors } from '../../contract';
import { PAYMENT_MESSAGES, recordPaymentRequestSchema } from '../../contract/payments';
import {
  cancelOnBehalf,
  findAdminBooking,
  listAdminBookings,
  moveBooking,
  recordPayment,
} from '../admin-data/bookings';
import { requireAdmin } from '../auth/middleware';
import { isoDate } from '../catalog/dates';
import { dollarsToCents } from '../catalog/money';
import { itineraryPdfResponse } from '../documents/itinerary-response';
import type { AppEnv } from '../http/env';
import { notFound, parseJsonBody, validationError } from '../http/responses';
import { offerFreedSeatsNow } from '../waitlist/offers';

/**
 * The operator's bookings (issue 14), admin only (checked here on every request, whatever the
 * client shows). Each action answers with the booking as stored afterwards, so the page shows
 * the ledger and the history the action wrote.
 */
export const adminBookingRoutes = new Hono<AppEnv>();

adminBookingRoutes.use('/admin/bookings', requireAdmin);
adminBookingRoutes.use('/admin/bookings/*', requireAdmin);

const bookingNotFound = (c: Context) => notFound(c, ADMIN_BOOKING_MESSAGES.notFound);

/** A 409 with the reason, when the booking or the departure changed meanwhile. */
const conflict = (c: Context, message: string) => c.json({ message }, 409);

async function detailResponse(c: Context<AppEnv>, reference: string, status: 200 | 201 = 200) {
  const { db, clock } = c.var.services;
  const detail = await findAdminBooking(db, reference, isoDate(clock()));
  if (!detail) return bookingNotFound(c);
  return c.json({ data: detail } satisfies { data: AdminBookingDetail }, status);
}

adminBookingRoutes.get('/admin/bookings', async (c) => {
  const parsed = adminBookingListQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return validationError(c, toFieldErrors(parsed.error.issues));
  const { db, clock } = c.var.services;
  return c.json(await listAdminBookings(db, parsed.data, isoDate(clock())));
});

adminBookingRoutes.get('/admin/bookings/:reference', (c) =>
  detailResponse(c, c.req.param('reference')),
);

/** Any booking's itinerary PDF (requireAdmin above checks the role on the server). */
adminBookingRoutes.get('/admin/bookings/:reference/itinerary.pdf', async (c) => {
  const pdf = await itineraryPdfResponse(c, c.req.param('reference'));
  return pdf ?? bookingNotFound(c);
});

adminBookingRoutes.post('/admin/bookings/:reference/payments', async (c) => {
  const reference = c.req.param('reference');
  const parsed = await parseJsonBody(c, recordPaymentRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const outcome = await recordPayment(db, {
    reference,
    amountCents: dollarsToCents(parsed.data.amount),
    method: parsed.data.method,
    note: parsed.data.note || null,
    actorId: c.var.auth.user.id,
    now: clock(),
    siteUrl: c.var.services.config.publicUrl,
  });
  switch (outcome.kind) {
    case 'notFound':
      return bookingNotFound(c);
    case 'notPayable':
      return validationError(c, { status: [PAYMENT_MESSAGES.notPayable] });
    case 'nothingDue':
      return validationError(c, { amount: [PAYMENT_MESSAGES.nothingDue] });
    case 'overBalance':
      return validationError(c, { amount: [PAYMENT_MESSAGES.overBalance] });
    case 'changed':
      return conflict(c, PAYMENT_MESSAGES.changed);
    case 'recorded':
      return detailResponse(c, reference, 201);
  }
});

adminBookingRoutes.post('/admin/bookings/:reference/cancel', async (c) => {
  const reference = c.req.param('reference');
  const parsed = await parseJsonBody(c, cancelOnBehalfRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const { refund_amount: refund, reason } = parsed.data;
  const outcome = await cancelOnBehalf(db, {
    reference,
    overrideRefundCents: refund === undefined ? undefined : dollarsToCents(refund),
    reason: reason || null,
    actorId: c.var.auth.user.id,
    now: clock(),
    siteUrl: c.var.services.config.publicUrl,
  });
  switch (outcome.kind) {
    case 'notFound':
      return bookingNotFound(c);
    case 'notCancellable':
      return validationError(c, { status: [ADMIN_BOOKING_MESSAGES.notCancellable] });
    case 'refundTooLarge':
      return validationError(c, { refund_amount: [PAYMENT_MESSAGES.refundOverPaid] });
    case 'changed':
      return conflict(c, PAYMENT_MESSAGES.changed);
    case 'cancelled':
      await offerFreedSeatsNow(c.var.services);
      return detailResponse(c, reference);
  }
});

adminBookingRoutes.post('/admin/bookings/:reference/move', async (c) => {
  const reference = c.req.param('reference');
  const parsed = await parseJsonBody(c, moveBookingRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const outcome = await moveBooking(db, {
    reference,
    departureId: parsed.data.departure_id,
    actorId: c.var.auth.user.id,
    now: clock(),
  });
  switch (outcome.kind) {
    case 'notFound':
      return bookingNotFound(c);
    case 'notMovable':
      return validationError(c, { status: [ADMIN_BOOKING_MESSAGES.notMovable] });
    case 'sameDeparture':
      return validationError(c, { departure_id: [ADMIN_BOOKING_MESSAGES.sameDeparture] });
    case 'notADeparture':
      return validationError(c, { departure_id: [PAYMENT_MESSAGES.departure] });
    case 'seatsGone':
      return c.json(
        { message: ADMIN_BOOKING_MESSAGES.seatsGone, seats_left: outcome.seatsLeft },
        409,
      );
    case 'changed':
      return conflict(c, PAYMENT_MESSAGES.changed);
    case 'moved':
      await offerFreedSeatsNow(c.var.services);
      return detailResponse(c, reference);
  }
});
