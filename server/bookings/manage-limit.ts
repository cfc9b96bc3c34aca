import type { Context } from 'hono';
import { MANAGE_BOOKING_LIMITS, MANAGE_BOOKING_MESSAGES } from '../../contract/manage-booking';
import type { AppEnv } from '../http/env';
import { createRateLimit, ipOf } from '../http/rate-limit';

const byIp = createRateLimit({
  name: 'manage-ip',
  maxPerWindow: MANAGE_BOOKING_LIMITS.perIp,
  windowMs: MANAGE_BOOKING_LIMITS.windowMs,
  message: MANAGE_BOOKING_MESSAGES.throttled,
});
const byReference = createRateLimit({
  name: 'manage-reference',
  maxPerWindow: MANAGE_BOOKING_LIMITS.perReference,
  windowMs: MANAGE_BOOKING_LIMITS.windowMs,
  message: MANAGE_BOOKING_MESSAGES.throttled,
});

/**
 * Manage my booking's guard against guessing: a 429 (with Retry-After) once the caller's IP or
 * the reference asked about has had too many wrong reference/e-mail pairs in the window.
 */
export async function manageLookupRefusal(
  c: Context<AppEnv>,
  reference: string,
): Promise<Response | null> {
  return (await byIp.refusal(c, ipOf(c))) ?? (await byReference.refusal(c, reference));
}

/** Counts a wrong pair against the caller's IP and the reference. */
export async function countWrongPair(c: Context<AppEnv>, reference: string): Promise<void> {
  await byIp.count(c, ipOf(c));
  await byReference.count(c, reference);
}
