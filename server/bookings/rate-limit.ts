import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { DEFAULT_BOOKING_MAX_PER_EMAIL_PER_HOUR, DEFAULT_BOOKING_MAX_PER_MINUTE } from '../config';
import { createRateLimit, ipOf } from '../http/rate-limit';
import { normalizeEmail } from '../auth/users';

/** Booking attempts (replays and refusals included) per IP per window, by default. */
export const BOOKING_LIMIT = {
  maxPerWindow: DEFAULT_BOOKING_MAX_PER_MINUTE,
  windowMs: 60_000,
} as const;

/** Well-formed booking attempts per contact e-mail per window, by default. */
export const BOOKING_EMAIL_LIMIT = {
  maxPerWindow: DEFAULT_BOOKING_MAX_PER_EMAIL_PER_HOUR,
  windowMs: 60 * 60_000,
} as const;

export const BOOKING_THROTTLED_MESSAGE =
  'You have made several booking attempts in a short time. Please wait a minute and try again.';

export const BOOKING_EMAIL_THROTTLED_MESSAGE =
  'There have been too many booking attempts with this e-mail address. Please try again in an hour, or contact us to book.';

const bookingLimit = createRateLimit({
  name: 'booking-ip',
  windowMs: BOOKING_LIMIT.windowMs,
  maxPerWindow: (services) => services.config.bookingMaxPerMinute,
  message: BOOKING_THROTTLED_MESSAGE,
});

const bookingEmailLimit = createRateLimit({
  name: 'booking-email',
  windowMs: BOOKING_EMAIL_LIMIT.windowMs,
  maxPerWindow: (services) => services.config.bookingMaxPerEmailPerHour,
  message: BOOKING_EMAIL_THROTTLED_MESSAGE,
});

/** Counts this attempt; a 429 when the IP has used its attempts for the window, else null. */
export function takeBookingAttempt(c: Context<AppEnv>): Promise<Response | null> {
  return bookingLimit.take(c, ipOf(c));
}

/**
 * Counts a well-formed attempt against its contact e-mail (any case), from any IP: a 429 once
 * the address has used its attempts for the window, else null. Spread over many addresses, one
 * e-mail could otherwise hold a tour's seats.
 */
export function takeBookingEmailAttempt(
  c: Context<AppEnv>,
  email: string,
): Promise<Response | null> {
  return bookingEmailLimit.take(c, normalizeEmail(email));
}
