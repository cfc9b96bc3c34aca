import type { Context } from 'hono';
import { MANAGE_BOOKING_LIMITS, MANAGE_BOOKING_MESSAGES } from '../../contract/manage-booking';
import { createLoginThrottle, type LoginThrottle } from '../auth/throttle';
import { clientIp } from '../http/client-ip';
import type { AppEnv, AppServices } from '../http/env';

interface Limits {
  byIp: LoginThrottle;
  byReference: LoginThrottle;
}

/** One pair of counters per app (tests build many apps in one process). */
const limitsOf = new WeakMap<AppServices, Limits>();

function limits(services: AppServices): Limits {
  let found = limitsOf.get(services);
  if (!found) {
    const now = () => services.clock().getTime();
    const windowMs = MANAGE_BOOKING_LIMITS.windowMs;
    found = {
      byIp: createLoginThrottle({ maxAttempts: MANAGE_BOOKING_LIMITS.perIp, windowMs, now }),
      byReference: createLoginThrottle({
        maxAttempts: MANAGE_BOOKING_LIMITS.perReference,
        windowMs,
        now,
      }),
    };
    limitsOf.set(services, found);
  }
  return found;
}

const ipOf = (c: Context<AppEnv>) => clientIp(c, c.var.services.config.trustProxy);

/**
 * Manage my booking's guard against guessing: a 429 (with Retry-After) once the caller's IP or
 * the reference asked about has had too many wrong reference/e-mail pairs in the window.
 */
export function manageLookupRefusal(c: Context<AppEnv>, reference: string): Response | null {
  const { byIp, byReference } = limits(c.var.services);
  const retryAfter = Math.max(byIp.retryAfter(ipOf(c)), byReference.retryAfter(reference));
  if (retryAfter === 0) return null;
  c.header('Retry-After', String(retryAfter));
  return c.json({ message: MANAGE_BOOKING_MESSAGES.throttled }, 429);
}

/** Counts a wrong pair against the caller's IP and the reference. */
export function countWrongPair(c: Context<AppEnv>, reference: string): void {
  const { byIp, byReference } = limits(c.var.services);
  byIp.recordFailure(ipOf(c));
  byReference.recordFailure(reference);
}
