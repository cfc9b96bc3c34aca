import { Hono } from 'hono';
import { UNAUTHENTICATED_MESSAGE } from '../../contract';
import {
  BOOKING_MESSAGES,
  createBookingRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type Booking,
} from '../../contract/bookings';
import { authenticate } from '../auth/middleware';
import { createBooking } from '../bookings/create';
import { takeBookingAttempt, takeBookingEmailAttempt } from '../bookings/rate-limit';
import type { AppEnv } from '../http/env';
import { parseJsonBody, validationError } from '../http/responses';

export const bookingRoutes = new Hono<AppEnv>();

/**
 * POST /api/bookings (header Idempotency-Key): 201 { data: Booking }, or 200 with the same
 * booking when the key is sent again. Guests may book; a signed-in user's booking is theirs.
 */
bookingRoutes.post('/bookings', async (c) => {
  const limited = await takeBookingAttempt(c);
  if (limited) return limited;

  // Auth is optional, but a token that is sent must be valid: never book "as a guest" by accident.
  let userId: number | null = null;
  if (c.req.header('authorization')?.trim()) {
    const auth = await authenticate(c);
    if (!auth) return c.json({ message: UNAUTHENTICATED_MESSAGE }, 401);
    userId = auth.user.id;
  }

  const idempotencyKey = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (!idempotencyKey || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return validationError(c, { idempotency_key: [BOOKING_MESSAGES.idempotencyKey] });
  }

  const parsed = await parseJsonBody(c, createBookingRequestSchema);
  if (!parsed.ok) return parsed.response;
  const request = parsed.data;
  const emailLimited = await takeBookingEmailAttempt(c, request.email);
  if (emailLimited) return emailLimited;

  const { db, clock, config } = c.var.services;
  const outcome = await createBooking(db, {
    request,
    userId,
    idempotencyKey,
    now: clock(),
    siteUrl: config.publicUrl,
  });
  switch (outcome.kind) {
    case 'created':
    case 'replayed': {
      const body: { data: Booking } = { data: outcome.booking };
      return c.json(body, outcome.kind === 'created' ? 201 : 200);
    }
    case 'keyTaken':
      return validationError(c, { idempotency_key: [BOOKING_MESSAGES.idempotencyKey] });
    case 'keyReused':
      return validationError(c, { idempotency_key: [BOOKING_MESSAGES.idempotencyKeyReused] });
    case 'tourUnavailable':
      return validationError(c, { tour_id: [BOOKING_MESSAGES.tour] });
    case 'departureUnavailable':
      return validationError(c, { departure_id: [BOOKING_MESSAGES.departure] });
    case 'savedCardUnavailable':
      return validationError(c, { saved_card_id: [BOOKING_MESSAGES.savedCard] });
    case 'seatsGone':
      return c.json({ message: BOOKING_MESSAGES.seatsGone, seats_left: outcome.seatsLeft }, 409);
  }
});
