import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { createRateLimit } from '../http/rate-limit';

/**
 * Current-password checks per account per window on PUT /api/my/password. Keyed by the account,
 * not the IP: whoever holds a stolen session could otherwise guess the password from many
 * addresses, then change it and lock the owner out.
 */
export const PASSWORD_CHANGE_LIMIT = { maxAttempts: 5, windowMs: 15 * 60_000 } as const;

export const PASSWORD_THROTTLED_MESSAGE =
  'Too many password attempts. Please wait a few minutes and try again.';

const passwordLimit = createRateLimit({
  name: 'password-change',
  maxPerWindow: PASSWORD_CHANGE_LIMIT.maxAttempts,
  windowMs: PASSWORD_CHANGE_LIMIT.windowMs,
  message: PASSWORD_THROTTLED_MESSAGE,
});

const keyOf = (c: Context<AppEnv>) => String(c.var.auth.user.id);

/**
 * Counts an attempt before the password is checked, so concurrent guesses cannot slip past: a 429
 * (with Retry-After) once the account has used its attempts; otherwise null.
 */
export function takePasswordAttempt(c: Context<AppEnv>): Promise<Response | null> {
  return passwordLimit.take(c, keyOf(c));
}

/** A right password clears the count. */
export function clearPasswordAttempts(c: Context<AppEnv>): Promise<void> {
  return passwordLimit.reset(c, keyOf(c));
}
