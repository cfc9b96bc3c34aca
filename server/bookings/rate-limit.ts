import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { DEFAULT_BOOKING_MAX_PER_MINUTE } from '../config';
import { createRateLimit, ipOf } from '../http/rate-limit';

/** Booking attempts (replays and refusals included) per IP per window, by default. */
export const BOOKING_LIMIT = {
  maxPerWindow: DEFAULT_BOOKING_MAX_PER_MINUTE,
  windowMs: 60_000,
} as const;

export const BOOKING_THROTTLED_MESSAGE =
  'You have made several booking attempts in a short time. Please wait a minute and try again.';

const bookingLimit = createRateLimit({
  name: 'booking-ip',
  windowMs: BOOKING_LIMIT.windowMs,
  maxPerWindow: (services) => services.config.bookingMaxPerMinute,
  message: BOOKING_THROTTLED_MESSAGE,
});

/** Counts this attempt; a 429 when the IP has used its attempts for the window, else null. */
export function takeBookingAttempt(c: Context<AppEnv>): Promise<Response | null> {
  return bookingLimit.take(c, ipOf(c));
}
