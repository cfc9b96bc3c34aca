import { Hono } from 'hono';
import { UNAUTHENTICATED_MESSAGE } from '../../contract';
import { createHoldRequestSchema, HOLD_MESSAGES, type SeatHold } from '../../contract/holds';
import { authenticate } from '../auth/middleware';
import { placeCheckoutHold } from '../holds/checkout';
import { releaseHoldByToken } from '../holds/holds';
import type { AppEnv } from '../http/env';
import { createRateLimit, ipOf } from '../http/rate-limit';
import { parseJsonBody, validationError } from '../http/responses';

export const holdRoutes = new Hono<AppEnv>();

/** Hold attempts per IP per minute: as many as booking attempts (config.bookingMaxPerMinute). */
const holdLimit = createRateLimit({
  name: 'hold-ip',
  windowMs: 60_000,
  maxPerWindow: (services) => services.config.bookingMaxPerMinute,
  message: HOLD_MESSAGES.throttled,
});

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /api/holds { tour_id, departure_id, travelers }: 201 { hold } with the seats held for
 * checkout, 409 { message, seats_left } when they are gone (contract/holds.ts). Guests may hold;
 * a token that is sent must be valid, as for bookings.
 */
holdRoutes.post('/holds', async (c) => {
  const limited = await holdLimit.take(c, ipOf(c));
  if (limited) return limited;

  let userId: number | null = null;
  if (c.req.header('authorization')?.trim()) {
    const auth = await authenticate(c);
    if (!auth) return c.json({ message: UNAUTHENTICATED_MESSAGE }, 401);
    userId = auth.user.id;
  }

  const parsed = await parseJsonBody(c, createHoldRequestSchema);
  if (!parsed.ok) return parsed.response;

  const { db, clock, config } = c.var.services;
  const outcome = await placeCheckoutHold(db, {
    request: parsed.data,
    userId,
    now: clock(),
    holdSeconds: config.checkoutHoldSeconds,
  });
  switch (outcome.kind) {
    case 'held': {
      const hold: SeatHold = {
        token: outcome.token,
        expires_at: outcome.expiresAt,
        expires_in: outcome.expiresIn,
        seats: outcome.seats,
      };
      return c.json({ hold }, 201);
    }
    case 'tourUnavailable':
      return validationError(c, { tour_id: [HOLD_MESSAGES.tour] });
    case 'departureUnavailable':
      return validationError(c, { departure_id: [HOLD_MESSAGES.departure] });
    case 'seatsGone':
      return c.json({ message: HOLD_MESSAGES.seatsGone, seats_left: outcome.seatsLeft }, 409);
  }
});

/**
 * DELETE /api/holds/{token}: the traveller left checkout; the seats are free again. Always 204:
 * releasing twice, or a hold already expired or used by the booking, is not an error.
 */
holdRoutes.delete('/holds/:token', async (c) => {
  const token = c.req.param('token');
  if (TOKEN_SHAPE.test(token)) await releaseHoldByToken(c.var.services.db, token);
  return c.body(null, 204);
});
