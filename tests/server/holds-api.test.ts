import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  bookingResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  seatsGoneSchema,
  type CreateBookingRequest,
} from '../../contract/bookings';
import { HOLD_MESSAGES, holdResponseSchema, type SeatHold } from '../../contract/holds';
import { tourDetailResponseSchema } from '../../contract/tours';
import { addDays } from '../../server/catalog/dates';
import { startScheduler } from '../../server/jobs/scheduler';
import { call, FIXED_NOW, type CallResult } from './harness';
import { loginAsAdmin, useTestServer } from '../support/server-fixtures';

/*
 * Seats held during checkout through the API (issue 19): POST/DELETE /api/holds, bookings that
 * use their hold, seats left counting held seats, expiry by the scheduler's job, and races for
 * the last seats. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = useTestServer({ config: { bookingMaxPerEmailPerHour: 1000 } });
const MINUTE = 60_000;
let k2: { id: number; slug: string };

beforeAll(async () => {
  k2 = await t.db
    .selectFrom('tours')
    .select(['id', 'slug'])
    .where('slug', '=', 'k2-base-camp')
    .executeTakeFirstOrThrow();
});
beforeEach(() => t.clock.reset());

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

let dayCounter = 0;
async function addDeparture(options: { capacity?: number; booked?: number } = {}) {
  return t.db
    .insertInto('departures')
    .values({
      tour_id: k2.id,
      start_date: addDays('2028-06-01', dayCounter++),
      capacity: options.capacity ?? 10,
      seats_booked: options.booked ?? 0,
    })
    .returning(['id', 'start_date'])
    .executeTakeFirstOrThrow();
}

async function counters(departureId: number) {
  const row = await t.db
    .selectFrom('departures')
    .select(['capacity', 'seats_booked', 'seats_held'])
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow();
  return { booked: row.seats_booked, held: row.seats_held, capacity: row.capacity };
}

const holdRequest = (departureId: number, travelers = 1) => ({
  tour_id: k2.id,
  departure_id: departureId,
  travelers,
});

function postHold(json: unknown, ip = nextIp()): Promise<CallResult> {
  return call(t.app, 'POST', '/api/holds', { json, ip });
}

async function hold(departureId: number, travelers = 1): Promise<SeatHold> {
  const res = await postHold(holdRequest(departureId, travelers));
  expect(res.status).toBe(201);
  return holdResponseSchema.parse(res.json).hold;
}

function bookingRequest(
  departureId: number,
  overrides: Partial<CreateBookingRequest> = {},
): CreateBookingRequest {
  return {
    tour_id: k2.id,
    departure_id: departureId,
    travelers: 1,
    add_ons: [],
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    phone: '+92 300 1234567',
    payment_method: 'card',
    card_last4: '4242',
    ...overrides,
  };
}

function book(json: CreateBookingRequest): Promise<CallResult> {
  return call(t.app, 'POST', '/api/bookings', {
    json,
    ip: nextIp(),
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomBytes(16).toString('hex') },
  });
}

async function seatsLeftOnTourPage(departureId: number): Promise<number | undefined> {
  const res = await call(t.app, 'GET', `/api/tour-details/${k2.slug}`);
  expect(res.status).toBe(200);
  const tour = tourDetailResponseSchema.parse(res.json).data;
  return tour.departures.find((d) => d.id === departureId)?.seats_left;
}

function expectNoInternals(res: CallResult) {
  expect(res.text).not.toMatch(/at .+\.ts|stack|sqlite|postgres|select |insert |update /i);
}

describe('POST /api/holds', () => {
  it('holds the seats for 15 minutes by default, and the tour page counts them as taken', async () => {
    const d = await addDeparture({ capacity: 6, booked: 1 });
    const res = await postHold(holdRequest(d.id, 3));
    expect(res.status).toBe(201);
    const { hold: held } = holdResponseSchema.parse(res.json);
    expect(held).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_at: new Date(FIXED_NOW.getTime() + 15 * MINUTE).toISOString(),
      expires_in: 15 * 60,
      seats: 3,
    });
    expect(await seatsLeftOnTourPage(d.id)).toBe(2);
    expect(await counters(d.id)).toMatchObject({ booked: 1, held: 3 });
  });

  it('answers 409 with a clear message and the seats left when they are gone', async () => {
    const d = await addDeparture({ capacity: 4, booked: 2 });
    await hold(d.id, 1);
    const res = await postHold(holdRequest(d.id, 2));
    expect(res.status).toBe(409);
    expect(seatsGoneSchema.parse(res.json)).toEqual({
      message: HOLD_MESSAGES.seatsGone,
      seats_left: 1,
    });
    expectNoInternals(res);
    expect(await counters(d.id)).toMatchObject({ booked: 2, held: 1 });
  });

  it('holds for as long as Settings say', async () => {
    const admin = await loginAsAdmin(t.app);
    const current = await call<{ data: Record<string, Record<string, unknown>> }>(
      t.app,
      'GET',
      '/api/admin/settings',
      { token: admin },
    );
    const settings = current.json.data;
    const saved = await call(t.app, 'PUT', '/api/admin/settings', {
      token: admin,
      json: { ...settings, payments: { ...settings.payments, checkoutHoldMinutes: 5 } },
    });
    expect(saved.status).toBe(200);
    const d = await addDeparture();
    try {
      const held = await hold(d.id);
      expect(held.expires_in).toBe(300);
      expect(held.expires_at).toBe(new Date(FIXED_NOW.getTime() + 5 * MINUTE).toISOString());
    } finally {
      await call(t.app, 'PUT', '/api/admin/settings', { token: admin, json: settings });
    }
  });

  it('refuses bad bodies, unknown dates and past departures with 422', async () => {
    const d = await addDeparture();
    const cases: Array<[unknown, string]> = [
      [{ ...holdRequest(d.id), travelers: 0 }, 'travelers'],
      [{ ...holdRequest(d.id), travelers: 9 }, 'travelers'],
      [{ ...holdRequest(d.id), seats: 2 }, '_'],
      [{ ...holdRequest(999_999) }, 'departure_id'],
      [{ ...holdRequest(d.id), tour_id: 999_999 }, 'tour_id'],
    ];
    for (const [json, field] of cases) {
      const res = await postHold(json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      const errors = (res.json as { errors: Record<string, string[]> }).errors;
      if (field !== '_') expect(Object.keys(errors)).toContain(field);
      expectNoInternals(res);
    }
    const past = await t.db
      .insertInto('departures')
      .values({ tour_id: k2.id, start_date: '2025-03-10', capacity: 5, seats_booked: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await postHold(holdRequest(past.id));
    expect(res.status).toBe(422);
    expect((res.json as { errors: Record<string, string[]> }).errors).toEqual({
      departure_id: [HOLD_MESSAGES.departure],
    });
    expect(await counters(d.id)).toMatchObject({ held: 0 });
  });

  it('limits hold attempts per IP with the shared limiter (429)', async () => {
    const d = await addDeparture({ capacity: 1 });
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < t.config.bookingMaxPerMinute + 1; i++) {
      statuses.push((await postHold(holdRequest(d.id), ip)).status);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(1, -1).every((s) => s === 409)).toBe(true);
    t.clock.advance(MINUTE);
    expect((await postHold(holdRequest(d.id), ip)).status).toBe(409);
  });
});

describe('DELETE /api/holds/{token}', () => {
  it('releases the seats once; again, or for an unknown token, is still 204', async () => {
    const d = await addDeparture({ capacity: 3 });
    const held = await hold(d.id, 3);
    expect(await seatsLeftOnTourPage(d.id)).toBe(0);
    const results = await Promise.all([
      call(t.app, 'DELETE', `/api/holds/${held.token}`),
      call(t.app, 'DELETE', `/api/holds/${held.token}`),
    ]);
    expect(results.map((r) => r.status)).toEqual([204, 204]);
    expect(await counters(d.id)).toMatchObject({ held: 0 });
    expect(await seatsLeftOnTourPage(d.id)).toBe(3);
    expect((await call(t.app, 'DELETE', '/api/holds/not-a-token')).status).toBe(204);
  });
});

describe('bookings with a hold', () => {
  it('a booking uses its hold: the held seats become booked, counted once', async () => {
    const d = await addDeparture({ capacity: 4, booked: 1 });
    const held = await hold(d.id, 3);
    // Without the hold the seats are gone...
    const other = await book(bookingRequest(d.id, { email: 'other@example.com' }));
    expect(other.status).toBe(409);
    expect(seatsGoneSchema.parse(other.json).message).toBe(BOOKING_MESSAGES.seatsGone);
    // ...with it they are the traveller's.
    const res = await book(bookingRequest(d.id, { travelers: 3, hold_token: held.token }));
    expect(res.status).toBe(201);
    expect(bookingResponseSchema.parse(res.json).data.travelers).toBe(3);
    expect(await counters(d.id)).toMatchObject({ booked: 4, held: 0 });
    expect(await seatsLeftOnTourPage(d.id)).toBe(0);
    const rows = await t.db
      .selectFrom('seat_holds')
      .select('id')
      .where('departure_id', '=', d.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a hold for fewer travellers is given back and the rest taken from free seats', async () => {
    const d = await addDeparture({ capacity: 4 });
    const held = await hold(d.id, 2);
    const res = await book(bookingRequest(d.id, { travelers: 3, hold_token: held.token }));
    expect(res.status).toBe(201);
    expect(await counters(d.id)).toMatchObject({ booked: 3, held: 0 });
  });

  it('an expired or unknown hold falls back to the free seats, and is 409 when none are left', async () => {
    const d = await addDeparture({ capacity: 2 });
    const expired = await hold(d.id, 2);
    t.clock.advance(16 * MINUTE);
    const unknown = randomBytes(32).toString('base64url');
    const first = await book(bookingRequest(d.id, { travelers: 2, hold_token: unknown }));
    expect(first.status).toBe(201);
    expect(await counters(d.id)).toMatchObject({ booked: 2, held: 0 });
    const second = await book(bookingRequest(d.id, { hold_token: expired.token }));
    expect(second.status).toBe(409);
    expect(seatsGoneSchema.parse(second.json)).toEqual({
      message: BOOKING_MESSAGES.seatsGone,
      seats_left: 0,
    });
  });

  it('refuses a token that is not shaped like one (422)', async () => {
    const d = await addDeparture();
    const res = await book(bookingRequest(d.id, { hold_token: 'nope' }));
    expect(res.status).toBe(422);
    expect((res.json as { errors: Record<string, string[]> }).errors).toEqual({
      hold_token: [BOOKING_MESSAGES.holdToken],
    });
  });

  it('holds and bookings racing for the last seats never exceed capacity', async () => {
    const d = await addDeparture({ capacity: 10, booked: 5 });
    const attempts = [
      ...Array.from({ length: 5 }, (_, i) => postHold(holdRequest(d.id, 1 + (i % 2)))),
      ...Array.from({ length: 5 }, (_, i) =>
        book(bookingRequest(d.id, { travelers: 1 + (i % 2), email: `racer${i}@example.com` })),
      ),
    ];
    const results = await Promise.all(attempts);
    for (const res of results) {
      expect([201, 409]).toContain(res.status);
      if (res.status === 409) expectNoInternals(res);
    }
    const c = await counters(d.id);
    expect(c.booked + c.held).toBeLessThanOrEqual(10);
    const holdsHeld = results
      .slice(0, 5)
      .filter((r) => r.status === 201)
      .reduce((sum, r) => sum + holdResponseSchema.parse(r.json).hold.seats, 0);
    const booked = results
      .slice(5)
      .filter((r) => r.status === 201)
      .reduce((sum, r) => sum + bookingResponseSchema.parse(r.json).data.travelers, 0);
    expect(c.held).toBe(holdsHeld);
    expect(c.booked).toBe(5 + booked);
    expect(await seatsLeftOnTourPage(d.id)).toBe(10 - c.booked - c.held);
  });

  it('two travellers racing with holds for the same last seats: one books', async () => {
    const d = await addDeparture({ capacity: 2 });
    const held = await hold(d.id, 2);
    const results = await Promise.all([
      book(bookingRequest(d.id, { travelers: 2, hold_token: held.token })),
      book(bookingRequest(d.id, { travelers: 2, email: 'rival@example.com' })),
      postHold(holdRequest(d.id, 1)),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 409, 409]);
    expect(await counters(d.id)).toMatchObject({ booked: 2, held: 0 });
  });
});

describe('expiry', () => {
  it("the scheduler's job frees expired holds once; seats left go back up", async () => {
    const d = await addDeparture({ capacity: 3 });
    await hold(d.id, 2);
    expect(await seatsLeftOnTourPage(d.id)).toBe(1);
    t.clock.advance(15 * MINUTE);
    const schedulers = [1, 2].map(() =>
      startScheduler({
        db: t.db,
        clock: t.clock,
        intervalMs: 3_600_000,
        siteUrl: () => 'http://localhost',
        log: () => {},
      }),
    );
    await Promise.all(schedulers.map((s) => s.tick()));
    await Promise.all(schedulers.map((s) => s.stop()));
    expect(await counters(d.id)).toMatchObject({ booked: 0, held: 0 });
    expect(await seatsLeftOnTourPage(d.id)).toBe(3);
  });

  it('an expired hold not yet swept does not block a new hold or booking', async () => {
    const d = await addDeparture({ capacity: 2 });
    await hold(d.id, 2);
    expect((await postHold(holdRequest(d.id, 1))).status).toBe(409);
    t.clock.advance(15 * MINUTE);
    expect((await book(bookingRequest(d.id, { travelers: 2 }))).status).toBe(201);
    expect(await counters(d.id)).toMatchObject({ booked: 2, held: 0 });
  });
});
