import { z } from 'zod/mini';
import { BOOKING_MESSAGES, MAX_TRAVELERS, MIN_TRAVELERS } from './bookings';
import { requestObject, rowId } from './input';

/*
 * Seats held during checkout (issue 19).
 *
 *   POST /api/holds { tour_id, departure_id, travelers }
 *     201 { hold: { token, expires_at, expires_in, seats } }: the seats are held until
 *         expires_at (ISO); expires_in is the same in whole seconds from the answer, so the
 *         countdown does not depend on the browser's clock agreeing with the server's.
 *     409 { message, seats_left } when the seats are gone; 422 for a bad body; 429 too often.
 *   DELETE /api/holds/{token}  204, always (a release is idempotent; an unknown token is fine).
 *   POST /api/bookings may carry `hold_token`: a hold of that departure is used by the booking
 *     (its seats become the booking's); an expired or unknown token falls back to free seats.
 *
 * How long a hold lasts is Settings > Payments > checkoutHoldMinutes (default 15).
 */

export const HOLD_MESSAGES = {
  tour: BOOKING_MESSAGES.tour,
  departure: BOOKING_MESSAGES.departure,
  travelers: BOOKING_MESSAGES.travelers,
  seatsGone: 'Sorry, these seats are no longer available. Please choose another date.',
  throttled: 'You have tried to hold seats several times in a short time. Please wait a minute.',
} as const;

export const createHoldRequestSchema = requestObject({
  tour_id: rowId(HOLD_MESSAGES.tour),
  departure_id: rowId(HOLD_MESSAGES.departure),
  travelers: z
    .number({ error: HOLD_MESSAGES.travelers })
    .check(
      z.int({ error: HOLD_MESSAGES.travelers }),
      z.gte(MIN_TRAVELERS, { error: HOLD_MESSAGES.travelers }),
      z.lte(MAX_TRAVELERS, { error: HOLD_MESSAGES.travelers }),
    ),
});
export type CreateHoldRequest = z.infer<typeof createHoldRequestSchema>;

export const holdSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  /** Whole seconds the hold had left when the server answered. */
  expires_in: z.number(),
  seats: z.number(),
});
export type SeatHold = z.infer<typeof holdSchema>;

export const holdResponseSchema = z.object({ hold: holdSchema });
