import type { Hono } from 'hono';
import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database, UserStatus } from '../../server/db/types';
import type { AppEnv } from '../../server/http/env';
import {
  createTestServer,
  FIXED_NOW,
  login,
  registerAndLogin,
  TEST_ADMIN,
  type TestServer,
} from '../server/harness';

/**
 * What the server tests (tests/server) set up again and again: the file's test server, signed-in
 * admins and travellers, and rows written straight into the database (customers, departures,
 * bookings) where no API makes them.
 */

/**
 * The file's test server (tests/server/harness.ts): created before its tests, closed after them.
 * Use it where the file had `let t: TestServer` with its beforeAll/afterAll.
 */
export function useTestServer(options?: Parameters<typeof createTestServer>[0]): TestServer {
  const t = {} as TestServer;
  beforeAll(async () => {
    Object.assign(t, await createTestServer(options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/** A token of the seeded admin (TEST_ADMIN). */
export const loginAsAdmin = (app: Hono<AppEnv>) =>
  login(app, TEST_ADMIN.email, TEST_ADMIN.password);

/** The plain user (role user) of the role-check tests. */
export const DANA = { name: 'Dana', email: 'dana@example.com', password: 'dana-password' } as const;

/**
 * Tokens of the seeded admin and of DANA (a plain user, who joins at FIXED_NOW), signed in before
 * the file's tests: for the role checks of an admin endpoint.
 */
export function useAdminAndUserTokens(t: TestServer): { admin: string; user: string } {
  const tokens = { admin: '', user: '' };
  beforeAll(async () => {
    tokens.admin = await loginAsAdmin(t.app);
    tokens.user = await registerAndLogin(t.app, DANA);
  });
  return tokens;
}

/** The id of the account with that e-mail. */
export async function userIdOf(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Registers a traveller (role user) and signs them in: their token and id. */
export async function registerTraveller(
  t: TestServer,
  user: { name: string; email: string; password: string },
): Promise<{ token: string; id: number }> {
  const token = await registerAndLogin(t.app, user);
  return { token, id: await userIdOf(t.db, user.email) };
}

/* Rows written straight into the database. */

const DAY_MS = 86_400_000;

/** ISO timestamp `days` days before FIXED_NOW (negative: after). */
export const daysAgo = (days: number) =>
  new Date(FIXED_NOW.getTime() - days * DAY_MS).toISOString();

export async function tourBySlug(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('tours')
    .select(['id', 'title', 'duration'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
}

/** A customer account (role user) that never logs in; the password hash is a placeholder. */
export async function insertCustomer(
  db: Kysely<Database>,
  user: {
    name: string;
    email: string;
    createdAt?: string;
    phone?: string | null;
    country?: string | null;
    status?: UserStatus;
  },
): Promise<number> {
  const createdAt = user.createdAt ?? FIXED_NOW.toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      name: user.name,
      email: user.email,
      password_hash: 'not-a-usable-hash',
      phone: user.phone ?? null,
      country: user.country ?? null,
      status: user.status ?? 'Active',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'user')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
  return id;
}

/** The tour's departure on that date, created when the seed has none. */
export async function departureOn(
  db: Kysely<Database>,
  tourId: number,
  startDate: string,
): Promise<number> {
  const existing = await db
    .selectFrom('departures')
    .select('id')
    .where('tour_id', '=', tourId)
    .where('start_date', '=', startDate)
    .executeTakeFirst();
  if (existing) return existing.id;
  const { id } = await db
    .insertInto('departures')
    .values({ tour_id: tourId, start_date: startDate, capacity: 30, seats_booked: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type TourInsert = Insertable<Database['tours']>;

/**
 * A row for `insertInto('tours')`: a $100 tour in Skardu with no category, picture or notes,
 * created and updated at `at`; `fields` names the rest.
 */
export function tourRow(
  at: string,
  fields: Pick<
    TourInsert,
    'slug' | 'title' | 'description' | 'duration' | 'difficulty' | 'status'
  > &
    Partial<TourInsert>,
): TourInsert {
  return {
    price_cents: 10_000,
    location: 'Skardu',
    group_size: null,
    altitude: null,
    season: null,
    important_notes: null,
    category_id: null,
    thumbnail: null,
    featured: 0,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** The departure's booked seats. */
export async function seatsBooked(db: Kysely<Database>, departureId: number): Promise<number> {
  const row = await db
    .selectFrom('departures')
    .select('seats_booked')
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow();
  return row.seats_booked;
}

let referenceCounter = 0;

export async function insertBooking(
  db: Kysely<Database>,
  booking: {
    userId: number | null;
    tourId: number;
    departureId: number;
    totalCents: number;
    createdAt: string;
    status?: 'Confirmed' | 'Cancelled';
    travelers?: number;
    contactName?: string;
    contactEmail?: string;
    /** For a Cancelled booking: what was refunded (default: everything, as from D-30). */
    refundCents?: number;
  },
): Promise<{ id: number; reference: string }> {
  referenceCounter += 1;
  const reference = `TST${String(referenceCounter).padStart(5, '0')}`;
  const status = booking.status ?? 'Confirmed';
  const refundCents = status === 'Cancelled' ? (booking.refundCents ?? booking.totalCents) : null;
  const paymentStatus =
    status === 'Confirmed'
      ? 'Paid'
      : refundCents === booking.totalCents
        ? 'Refunded'
        : refundCents
          ? 'Partially refunded'
          : 'Paid';
  const { id } = await db
    .insertInto('bookings')
    .values({
      reference,
      user_id: booking.userId,
      tour_id: booking.tourId,
      departure_id: booking.departureId,
      travelers: booking.travelers ?? 1,
      add_ons: '[]',
      total_cents: booking.totalCents,
      status,
      payment_method: 'card',
      payment_status: paymentStatus,
      cancelled_at: status === 'Cancelled' ? booking.createdAt : null,
      refund_cents: refundCents,
      refund_percent:
        refundCents === null ? null : Math.round((refundCents / booking.totalCents) * 100),
      card_last4: '4242',
      contact_name: booking.contactName ?? 'Test Traveller',
      contact_email: booking.contactEmail ?? 'traveller@example.com',
      contact_phone: '+92 300 0000000',
      created_at: booking.createdAt,
      updated_at: booking.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, reference };
}

/**
 * `book(key, userId, tourId, departureId, totalCents, createdAt, status?)`: writes a booking with
 * `extra(key)` on top and keeps its reference in `refs[key]`.
 */
export function bookingWriter(
  db: Kysely<Database>,
  refs: Record<string, string>,
  extra: (key: string) => { travelers?: number; contactName?: string },
) {
  return async (
    key: string,
    userId: number,
    tourId: number,
    departureId: number,
    totalCents: number,
    createdAt: string,
    status: 'Confirmed' | 'Cancelled' = 'Confirmed',
  ) => {
    const booking = await insertBooking(db, {
      userId,
      tourId,
      departureId,
      totalCents,
      createdAt,
      status,
      ...extra(key),
    });
    refs[key] = booking.reference;
  };
}
