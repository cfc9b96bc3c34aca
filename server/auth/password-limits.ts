import type { Context } from 'hono';
import { AUTH_MESSAGES } from '../../contract';
import type { AppEnv } from '../http/env';
import { createRateLimit, ipOf, type Reservation } from '../http/rate-limit';

/*
 * Limits on the password hashing every sign-in, registration, password change and reset costs
 * (through the shared limiter, so they hold across instances). The per-(e-mail, IP) login
 * throttle alone let one address cycle e-mails and keep the hashing queue full.
 */

export const HASHING_THROTTLED_MESSAGE =
  'Too many attempts from your network. Please wait a minute and try again.';

export const REGISTRATION_THROTTLED_MESSAGE =
  'Too many accounts have been created from your network. Please try again later.';

/** Failed sign-ins per account from every IP together before it is refused for the window. */
export const ACCOUNT_FAILURE_LIMIT = { maxFailures: 20, windowMs: 15 * 60_000 } as const;

const hashingPerIp = createRateLimit({
  name: 'hashing-ip',
  maxPerWindow: (services) => services.config.hashingMaxPerIpPerMinute,
  windowMs: 60_000,
  message: HASHING_THROTTLED_MESSAGE,
});

const registrationPerIp = createRateLimit({
  name: 'register-ip',
  maxPerWindow: (services) => services.config.registrationMaxPerIpPerHour,
  windowMs: 60 * 60_000,
  message: REGISTRATION_THROTTLED_MESSAGE,
});

const failuresPerAccount = createRateLimit({
  name: 'login-account',
  maxPerWindow: ACCOUNT_FAILURE_LIMIT.maxFailures,
  windowMs: ACCOUNT_FAILURE_LIMIT.windowMs,
  message: AUTH_MESSAGES.throttled,
});

/**
 * "You already have an account" messages per address (registration with a taken address): one
 * an hour, so nobody can flood an owner's inbox by registering their address from many IPs.
 */
const accountExistsMailPerAddress = createRateLimit({
  name: 'account-exists-mail',
  maxPerWindow: 1,
  windowMs: 60 * 60_000,
  message: REGISTRATION_THROTTLED_MESSAGE,
});

/** Whether a registration with this taken address may mail its owner (counted, never a 429). */
export function mayMailAccountOwner(c: Context<AppEnv>, email: string): Promise<boolean> {
  return accountExistsMailPerAddress.allow(c, email);
}

/** Sign-in attempts per e-mail and IP (passwords and two-factor codes alike). */
export const loginLimit = createRateLimit({
  name: 'login',
  maxPerWindow: (services) => services.config.loginMaxAttempts,
  windowMs: (services) => services.config.loginThrottleWindowMs,
  message: AUTH_MESSAGES.throttled,
});

/** Counts one password hash against the caller's IP, any e-mail; a 429 once it is over. */
export function takeHashingAttempt(c: Context<AppEnv>): Promise<Response | null> {
  return hashingPerIp.take(c, ipOf(c));
}

/** Counts one registration against the caller's IP; a 429 once it is over. */
export function takeRegistration(c: Context<AppEnv>): Promise<Response | null> {
  return registrationPerIp.take(c, ipOf(c));
}

/**
 * One sign-in attempt on the account (its normalised e-mail), from any IP, counted as a failure
 * before the password is checked: concurrent guesses cannot all read "under the cap". A 429 once
 * the account has had too many; a right password clears the count (`clearAccountFailures`), and
 * an attempt refused by another limit before any check gives its hit back.
 */
export function reserveAccountAttempt(c: Context<AppEnv>, email: string): Promise<Reservation> {
  return failuresPerAccount.reserve(c, email);
}

/** A right password clears the account's failures (its owner is back in). */
export function clearAccountFailures(c: Context<AppEnv>, email: string): Promise<void> {
  return failuresPerAccount.reset(c, email);
}
