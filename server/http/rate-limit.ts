import type { Context } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { clientIp } from './client-ip';
import type { AppEnv, AppServices } from './env';

/*
 * THE rate limiter: every limit in the app (login, bookings, enquiries, password change, manage
 * booking, account recovery) is a fixed window per key whose counter is a row of rate_limits
 * (migration 0015). A hit is one upsert that returns the new count, atomic on SQLite (one writer)
 * and PostgreSQL (ON CONFLICT locks the row), so every instance on the database counts together
 * and a restart forgets nothing. Windows run on the app's clock (tests move it).
 */

export interface RateLimitOptions {
  /** Prefix of the stored key: one name per limit, so two limits never share a counter. */
  name: string;
  /** A number, or read from the app's services (its config) on each request. */
  maxPerWindow: number | ((services: AppServices) => number);
  /** A number, or read from the app's services like `maxPerWindow`. */
  windowMs: number | ((services: AppServices) => number);
  /** The 429 message. */
  message: string;
}

/**
 * One hit taken before the work it pays for. A check that reads the counter and counts only
 * afterwards lets N concurrent requests all read "under the limit"; taking first (one atomic
 * upsert) means the (max + 1)th concurrent request is refused whatever the timing. A request
 * that turns out not to be what the limit counts (a right pair, an invalid body) gives its hit
 * back with `refund`.
 */
export interface Reservation {
  /** The 429 (with Retry-After) when this hit is over the limit; null when it may go on. */
  refused: Response | null;
  /** Gives the hit back (once; a no-op after the window has ended). */
  refund(): Promise<void>;
}

export interface RateLimit {
  /** Counts one hit against `key`; a 429 (with Retry-After) when that hit is over the limit. */
  take(c: Context<AppEnv>, key: string): Promise<Response | null>;
  /** `take`, with a way to give the hit back when the request turns out not to count. */
  reserve(c: Context<AppEnv>, key: string): Promise<Reservation>;
  /** Counts one hit against `key`: true while within the limit; the response is left alone. */
  allow(c: Context<AppEnv>, key: string): Promise<boolean>;
  /** Forgets `key`'s window (a right password clears its failures). */
  reset(c: Context<AppEnv>, key: string): Promise<void>;
}

interface Window {
  hits: number;
  resetsAt: string;
}

/** Expired windows are deleted at most this often per process (and database). */
const SWEEP_INTERVAL_MS = 60_000;
const nextSweep = new WeakMap<Kysely<Database>, number>();

async function sweep(db: Kysely<Database>, now: Date): Promise<void> {
  const due = nextSweep.get(db) ?? 0;
  if (now.getTime() < due) return;
  nextSweep.set(db, now.getTime() + SWEEP_INTERVAL_MS);
  await db.deleteFrom('rate_limits').where('resets_at', '<=', now.toISOString()).execute();
}

/** One hit: a new window when there is none or it has ended, else one more in the current one. */
async function hit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<Window> {
  const nowIso = now.toISOString();
  const ended = sql<boolean>`rate_limits.resets_at <= ${nowIso}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: new Date(now.getTime() + windowMs).toISOString() })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // Both read the row as it was before this update (SQL evaluates every SET on the old row).
        hits: sql<number>`case when ${ended} then 1 else rate_limits.hits + 1 end`,
        resets_at: sql<string>`case when ${ended} then excluded.resets_at else rate_limits.resets_at end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  await sweep(db, now);
  return { hits: Number(row.hits), resetsAt: row.resets_at };
}

/** One hit back, in the window it was taken in (a later window is not touched). */
async function unhit(db: Kysely<Database>, key: string, window: Window): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', '=', key)
    .where('resets_at', '=', window.resetsAt)
    .where('hits', '>', 0)
    .execute();
}

export function createRateLimit(options: RateLimitOptions): RateLimit {
  // PostgreSQL text cannot hold NUL; keys come from requests (e-mails), so it is replaced.
  const storedKey = (key: string) => `${options.name}:${key.replaceAll('\0', '\uFFFD')}`;
  const read = (setting: number | ((services: AppServices) => number), services: AppServices) =>
    typeof setting === 'number' ? setting : setting(services);
  const maxOf = (services: AppServices) => read(options.maxPerWindow, services);
  const windowOf = (services: AppServices) => read(options.windowMs, services);

  function refuse(c: Context<AppEnv>, window: Window, now: Date): Response {
    const seconds = Math.ceil((Date.parse(window.resetsAt) - now.getTime()) / 1000);
    c.header('Retry-After', String(Math.max(1, seconds)));
    return c.json({ message: options.message }, 429);
  }

  async function reserve(c: Context<AppEnv>, key: string): Promise<Reservation> {
    const { db, clock } = c.var.services;
    const now = clock();
    const stored = storedKey(key);
    const window = await hit(db, stored, windowOf(c.var.services), now);
    let refunded = false;
    return {
      refused: window.hits > maxOf(c.var.services) ? refuse(c, window, now) : null,
      async refund() {
        if (refunded) return;
        refunded = true;
        await unhit(db, stored, window);
      },
    };
  }

  return {
    async take(c, key) {
      return (await reserve(c, key)).refused;
    },
    reserve,
    async allow(c, key) {
      const { db, clock } = c.var.services;
      const window = await hit(db, storedKey(key), windowOf(c.var.services), clock());
      return window.hits <= maxOf(c.var.services);
    },
    async reset(c, key) {
      await c.var.services.db.deleteFrom('rate_limits').where('key', '=', storedKey(key)).execute();
    },
  };
}

/** The client's IP as the app's proxy setting reads it. */
export const ipOf = (c: Context<AppEnv>) => clientIp(c, c.var.services.config.trustProxy);
