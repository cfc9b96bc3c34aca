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

/** The hits a lookup took: given back when the pair was right. */
export interface LookupAllowance {
  refused: Response | null;
  /** The pair was right: it is not a wrong pair, so it costs nothing. */
  refund(): Promise<void>;
}

/**
 * Manage my booking's guard against guessing: every lookup takes one hit from the caller's IP
 * and one from the reference before the pair is checked (so concurrent guesses cannot all pass
 * a read of the counter), and a right pair gives both back. A 429 (with Retry-After) once the
 * IP or the reference has had too many wrong pairs in the window.
 */
export async function takeLookup(c: Context<AppEnv>, reference: string): Promise<LookupAllowance> {
  const ip = await byIp.reserve(c, ipOf(c));
  if (ip.refused) return ip;
  const ref = await byReference.reserve(c, reference);
  if (ref.refused) {
    // Not looked up: the IP's hit goes back, the reference's stays spent (it is over anyway).
    await ip.refund();
    return ref;
  }
  return {
    refused: null,
    async refund() {
      await ip.refund();
      await ref.refund();
    },
  };
}
