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

export interface KeyLimit {
  /** A 429 (with Retry-After) when `key` has used its allowance; otherwise null. */
  refusal(c: Context<AppEnv>, key: string): Response | null;
  /** Counts one use against `key`. */
  count(c: Context<AppEnv>, key: string): void;
}

/**
 * A fixed-window allowance per key (an IP, an e-mail address, an account) on the app's clock,
 * built on the login throttle's counter. One counter per app (tests build many apps in one
 * process).
 */
export function createKeyLimit(options: IpLimitOptions): KeyLimit {
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
  return {
    refusal(c, key) {
      const retryAfter = limiterOf(c.var.services).retryAfter(key);
      if (retryAfter === 0) return null;
      c.header('Retry-After', String(retryAfter));
      return c.json({ message: options.message }, 429);
    },
    count(c, key) {
      limiterOf(c.var.services).recordFailure(key);
    },
  };
}

/** The client's IP as the app's proxy setting reads it. */
export const ipOf = (c: Context<AppEnv>) => clientIp(c, c.var.services.config.trustProxy);

/** A per-IP fixed-window allowance (createKeyLimit keyed by the caller's IP). */
export function createIpLimit(options: IpLimitOptions): IpLimit {
  const limit = createKeyLimit(options);
  return {
    refusal: (c) => limit.refusal(c, ipOf(c)),
    count: (c) => limit.count(c, ipOf(c)),
  };
}
