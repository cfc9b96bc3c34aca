import type { Context } from 'hono';
import { createLoginThrottle, type LoginThrottle } from '../auth/throttle';
import { clientIp } from './client-ip';
import type { AppEnv, AppServices } from './env';

export interface IpLimitOptions {
  /** A number, or read from the app's services (its config) when the app is built. */
  maxPerWindow: number | ((services: AppServices) => number);
  windowMs: number;
  /** The 429 message. */
  message: string;
}

export interface IpLimit {
  /** A 429 (with Retry-After) when the caller's IP has used its allowance; otherwise null. */
  refusal(c: Context<AppEnv>): Response | null;
  /** Counts one use against the caller's IP. */
  count(c: Context<AppEnv>): void;
}

/**
 * A per-IP fixed-window allowance on the app's clock, built on the login throttle's counter.
 * One counter per app (tests build many apps in one process).
 */
export function createIpLimit(options: IpLimitOptions): IpLimit {
  const limiters = new WeakMap<AppServices, LoginThrottle>();
  const limiterOf = (services: AppServices): LoginThrottle => {
    let limiter = limiters.get(services);
    if (!limiter) {
      limiter = createLoginThrottle({
        maxAttempts:
          typeof options.maxPerWindow === 'number'
            ? options.maxPerWindow
            : options.maxPerWindow(services),
        windowMs: options.windowMs,
        now: () => services.clock().getTime(),
      });
      limiters.set(services, limiter);
    }
    return limiter;
  };
  const ipOf = (c: Context<AppEnv>) => clientIp(c, c.var.services.config.trustProxy);
  return {
    refusal(c) {
      const retryAfter = limiterOf(c.var.services).retryAfter(ipOf(c));
      if (retryAfter === 0) return null;
      c.header('Retry-After', String(retryAfter));
      return c.json({ message: options.message }, 429);
    },
    count(c) {
      limiterOf(c.var.services).recordFailure(ipOf(c));
    },
  };
}
