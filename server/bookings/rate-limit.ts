import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { createIpLimit } from '../http/ip-limit';

/** Booking attempts (replays and refusals included) per IP per window. */
export const BOOKING_LIMIT = { maxPerWindow: 20, windowMs: 60_000 } as const;

export const BOOKING_THROTTLED_MESSAGE =
  'You have made several booking attempts in a short time. Please wait a minute and try again.';

const bookingLimit = createIpLimit({ ...BOOKING_LIMIT, message: BOOKING_THROTTLED_MESSAGE });

/** Counts this attempt; a 429 when the IP has used its attempts for the window, else null. */
export function takeBookingAttempt(c: Context<AppEnv>): Response | null {
  const refusal = bookingLimit.refusal(c);
  if (refusal) return refusal;
  bookingLimit.count(c);
  return null;
}
