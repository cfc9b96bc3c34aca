import type { Context } from 'hono';
import { createLoginThrottle, type LoginThrottle } from '../auth/throttle';
import type { AppEnv, AppServices } from '../http/env';

/**
 * Current-password checks per account per window on PUT /api/my/password. Keyed by the account,
 * not the IP: whoever holds a stolen session could otherwise guess the password from many
 * addresses, then change it and lock the owner out.
 */
export const PASSWORD_CHANGE_LIMIT = { maxAttempts: 5, windowMs: 15 * 60_000 } as const;

export const PASSWORD_THROTTLED_MESSAGE =
  'Too many password attempts. Please wait a few minutes and try again.';

/** One counter per app (tests build many apps in one process), on the app's clock. */
const throttles = new WeakMap<AppServices, LoginThrottle>();

function throttleOf(services: AppServices): LoginThrottle {
  let throttle = throttles.get(services);
  if (!throttle) {
    throttle = createLoginThrottle({
      ...PASSWORD_CHANGE_LIMIT,
      now: () => services.clock().getTime(),
    });
    throttles.set(services, throttle);
  }
  return throttle;
}

const keyOf = (c: Context<AppEnv>) => String(c.var.auth.user.id);

/** A 429 (with Retry-After) while the account has used its attempts; otherwise null. */
export function passwordAttemptRefusal(c: Context<AppEnv>): Response | null {
  const retryAfter = throttleOf(c.var.services).retryAfter(keyOf(c));
  if (retryAfter === 0) return null;
  c.header('Retry-After', String(retryAfter));
  return c.json({ message: PASSWORD_THROTTLED_MESSAGE }, 429);
}

/** Counts an attempt before the password is checked, so concurrent guesses cannot slip past. */
export function countPasswordAttempt(c: Context<AppEnv>): void {
  throttleOf(c.var.services).recordFailure(keyOf(c));
}

/** A right password clears the count. */
export function clearPasswordAttempts(c: Context<AppEnv>): void {
  throttleOf(c.var.services).reset(keyOf(c));
}
