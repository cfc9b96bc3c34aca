import { Hono, type Context } from 'hono';
import {
  bookingLookupSchema,
  MANAGE_BOOKING_MESSAGES,
  manageCancelRequestSchema,
  managePayBalanceRequestSchema,
  type ManagedBookingResponse,
} from '../../contract/manage-booking';
import {
  MY_BOOKING_MESSAGES,
  refundChangedMessage,
  type MyBooking,
} from '../../contract/my-bookings';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import { cancelMyBooking, findMyBooking, payMyBalance } from '../account/my-bookings';
import { takeLookup } from '../bookings/manage-limit';
import { isoDate } from '../catalog/dates';
import { dollarsToCents } from '../catalog/money';
import { itineraryPdfResponse } from '../documents/itinerary-response';
import type { AppEnv } from '../http/env';
import { notFound, parseJsonBody, validationError } from '../http/responses';
import { offerFreedSeatsNow } from '../waitlist/offers';

/**
 * Manage my booking (contract/manage-booking.ts): the booking reference and the e-mail it was
 * made with stand in for an account. Every request re-checks the pair; a wrong one is one
 * generic 404 and counts against the IP and the reference.
 */
export const manageBookingRoutes = new Hono<AppEnv>();

const answer = (c: Context<AppEnv>, data: ManagedBookingResponse['data']) =>
  c.json({ data } satisfies ManagedBookingResponse);

/** The pair's booking, or the response to send instead (429, or a counted 404). */
async function lookup(
  c: Context<AppEnv>,
  pair: { reference: string; email: string },
): Promise<{ ok: true; booking: MyBooking } | { ok: false; response: Response }> {
  const allowance = await takeLookup(c, pair.reference);
  if (allowance.refused) return { ok: false, response: allowance.refused };
  const { db, clock } = c.var.services;
  const found = await findMyBooking(db, { email: pair.email }, pair.reference, isoDate(clock()));
  if (found) {
    await allowance.refund();
    return { ok: true, booking: found };
  }
  return { ok: false, response: notFound(c, MANAGE_BOOKING_MESSAGES.notFound) };
}

manageBookingRoutes.post('/manage-booking', async (c) => {
  const parsed = await parseJsonBody(c, bookingLookupSchema);
  if (!parsed.ok) return parsed.response;
  const found = await lookup(c, parsed.data);
  return found.ok ? answer(c, found.booking) : found.response;
});

/** The itinerary PDF for the pair (same schema, same limits as the lookup above). */
manageBookingRoutes.post('/manage-booking/itinerary', async (c) => {
  const parsed = await parseJsonBody(c, bookingLookupSchema);
  if (!parsed.ok) return parsed.response;
  const found = await lookup(c, parsed.data);
  if (!found.ok) return found.response;
  const pdf = await itineraryPdfResponse(c, found.booking.reference);
  return pdf ?? notFound(c, MANAGE_BOOKING_MESSAGES.notFound);
});

manageBookingRoutes.post('/manage-booking/cancel', async (c) => {
  const parsed = await parseJsonBody(c, manageCancelRequestSchema);
  if (!parsed.ok) return parsed.response;
  const found = await lookup(c, parsed.data);
  if (!found.ok) return found.response;
  const { db, clock, config } = c.var.services;
  const outcome = await cancelMyBooking(
    db,
    { email: parsed.data.email },
    parsed.data.reference,
    { now: clock(), siteUrl: config.publicUrl },
    parsed.data.refund_percent,
  );
  switch (outcome.kind) {
    case 'notFound':
      return notFound(c, MANAGE_BOOKING_MESSAGES.notFound);
    case 'notCancellable':
      return validationError(c, { status: [MY_BOOKING_MESSAGES.notCancellable] });
    case 'refundChanged':
      return c.json({ message: refundChangedMessage(outcome.percent) }, 409);
    case 'cancelled':
      await offerFreedSeatsNow(c.var.services);
      return answer(c, outcome.booking);
  }
});

manageBookingRoutes.post('/manage-booking/pay-balance', async (c) => {
  const parsed = await parseJsonBody(c, managePayBalanceRequestSchema);
  if (!parsed.ok) return parsed.response;
  const found = await lookup(c, parsed.data);
  if (!found.ok) return found.response;
  const { db, clock, config } = c.var.services;
  const outcome = await payMyBalance(
    db,
    { email: parsed.data.email },
    parsed.data.reference,
    {
      method: parsed.data.payment_method,
      cardLast4: parsed.data.card_last4 ?? null,
      shownCents: dollarsToCents(parsed.data.balance),
    },
    { now: clock(), siteUrl: config.publicUrl },
  );
  switch (outcome.kind) {
    case 'notFound':
      return notFound(c, MANAGE_BOOKING_MESSAGES.notFound);
    case 'notPayable':
      return validationError(c, { booking: [PAYMENT_MESSAGES.notPayable] });
    case 'nothingDue':
      return validationError(c, { balance: [PAYMENT_MESSAGES.nothingDue] });
    case 'changed':
      return c.json({ message: PAYMENT_MESSAGES.changed }, 409);
    case 'paid':
      return answer(c, outcome.booking);
  }
});
