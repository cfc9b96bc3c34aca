import type { Context } from 'hono';
import { createLoginThrottle, type LoginThrottle } from '../auth/throttle';
import { clientIp } from '../http/client-ip';
import type { AppEnv, AppServices } from '../http/env';

/** Booking attempts (replays and refusals included) per IP per window. */
export const BOOKING_LIMIT = { maxPerWindow: 20, windowMs: 60_000 } as const;

export const BOOKING_THROTTLED_MESSAGE =
  'You have made several booking attempts in a short time. Please wait a minute and try again.';

/**
 * The same mechanism as the enquiry limit (server/routes/enquiries.ts): one fixed-window
 * counter per app, on the app's clock, where every attempt counts as one "failure".
 */
const limiters = new WeakMap<AppServices, LoginThrottle>();
function bookingLimiter(services: AppServices): LoginThrottle {
  let limiter = limiters.get(services);
  if (!limiter) {
    limiter = createLoginThrottle({
      maxAttempts: BOOKING_LIMIT.maxPerWindow,
      windowMs: BOOKING_LIMIT.windowMs,
      now: () => services.clock().getTime(),
    });
    limiters.set(services, limiter);
  }
  return limiter;
}

/**
 * Counts this attempt against the caller's IP. Returns a 429 (with Retry-After) when the IP
 * has used its attempts for the window, otherwise null.
 */
export function takeBookingAttempt(c: Context<AppEnv>): Response | null {
  const { services } = c.var;
  const limiter = bookingLimiter(services);
  const ip = clientIp(c, services.config.trustProxy);
  const retryAfter = limiter.retryAfter(ip);
  if (retryAfter > 0) {
    c.header('Retry-After', String(retryAfter));
    return c.json({ message: BOOKING_THROTTLED_MESSAGE }, 429);
  }
  limiter.recordFailure(ip);
  return null;
}
