import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, errorMessageSchema } from '../../contract';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/bookings';
import { createApp } from '../../server/app';
import {
  BOOKING_EMAIL_LIMIT,
  BOOKING_EMAIL_THROTTLED_MESSAGE,
  BOOKING_LIMIT,
  BOOKING_THROTTLED_MESSAGE,
} from '../../server/bookings/rate-limit';
import { loadServerConfig } from '../../server/config';
import type { AppEnv } from '../../server/http/env';
import { ENQUIRY_LIMIT, ENQUIRY_THROTTLED_MESSAGE } from '../../server/routes/enquiries';
import { call, TEST_ADMIN } from './harness';
import { departureOn, seatsBooked, tourBySlug, useTestServer } from '../support/server-fixtures';

/*
 * The shared rate limiter (server/http/rate-limit.ts): counters live in the database, so two
 * app instances on one database allow the limit between them, and a new instance (a restart)
 * carries on where the old one stopped.
 */

const t = useTestServer();

/** Another server instance on the same database, configuration and clock. */
const anotherInstance = (): Hono<AppEnv> =>
  createApp({ db: t.db, config: t.config, clock: t.clock });

let ipCount = 0;
const nextIp = () => `198.51.100.${(ipCount += 1)}`;

beforeEach(() => {
  // Every test starts in windows of its own.
  t.clock.advance(60 * 60_000);
});

const bookingAttempt = (app: Hono<AppEnv>, ip: string) =>
  call(app, 'POST', '/api/bookings', {
    json: {},
    ip,
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });

const contact = (app: Hono<AppEnv>, ip: string) =>
  call(app, 'POST', '/api/contact', {
    json: {
      name: 'Sara Ahmed',
      email: 'sara@example.com',
      subject: 'booking',
      message: 'Do you have places on the K2 trek in July?',
    },
    ip,
  });

const wrongLogin = (app: Hono<AppEnv>, ip: string, i: number) =>
  call(app, 'POST', '/api/login', {
    json: { email: TEST_ADMIN.email, password: `wrong-${i}` },
    ip,
  });

describe('two instances on one database', () => {
  it('share the booking allowance per IP', async () => {
    const other = anotherInstance();
    const ip = nextIp();
    for (let i = 0; i < BOOKING_LIMIT.maxPerWindow; i++) {
      const res = await bookingAttempt(i % 2 ? other : t.app, ip);
      expect(res.status, `attempt ${i + 1}`).toBe(422);
    }
    for (const app of [t.app, other]) {
      const limited = await bookingAttempt(app, ip);
      expect(limited.status).toBe(429);
      expect(errorMessageSchema.parse(limited.json).message).toBe(BOOKING_THROTTLED_MESSAGE);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('share the login throttle: 5 failures in all, whichever instance saw them', async () => {
    const other = anotherInstance();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await wrongLogin(i < 3 ? t.app : other, ip, i)).status).toBe(401);
    }
    for (const app of [t.app, other]) {
      const blocked = await call(app, 'POST', '/api/login', {
        json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
        ip,
      });
      expect(blocked.status).toBe(429);
      expect(blocked.json).toEqual({ message: AUTH_MESSAGES.throttled });
    }
  });

  it('allow only the limit between them under concurrent requests', async () => {
    const other = anotherInstance();
    const ip = nextIp();
    const attempts = ENQUIRY_LIMIT.maxPerWindow * 3;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) => contact(i % 2 ? other : t.app, ip)),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ENQUIRY_LIMIT.maxPerWindow);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      attempts - ENQUIRY_LIMIT.maxPerWindow,
    );
    const refused = results.find((res) => res.status === 429)!;
    expect(errorMessageSchema.parse(refused.json).message).toBe(ENQUIRY_THROTTLED_MESSAGE);
  });

  it('count concurrent booking attempts once each', async () => {
    const other = anotherInstance();
    const ip = nextIp();
    const attempts = BOOKING_LIMIT.maxPerWindow + 10;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) => bookingAttempt(i % 2 ? other : t.app, ip)),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(BOOKING_LIMIT.maxPerWindow);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});

describe('a restart', () => {
  it('does not reset the counters: a new app on the same database still refuses', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await wrongLogin(t.app, ip, i)).status).toBe(401);
    for (let i = 0; i < BOOKING_LIMIT.maxPerWindow; i++) {
      expect((await bookingAttempt(t.app, ip)).status).toBe(422);
    }

    const restarted = anotherInstance();
    expect((await wrongLogin(restarted, ip, 99)).status).toBe(429);
    expect((await bookingAttempt(restarted, ip)).status).toBe(429);

    // The window still ends on time.
    t.clock.advance(BOOKING_LIMIT.windowMs);
    expect((await bookingAttempt(restarted, ip)).status).toBe(422);
    const ok = await call(restarted, 'POST', '/api/login', {
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      ip,
    });
    expect(ok.status).toBe(200);
  });
});

describe('expired windows', () => {
  it('are deleted from the store', async () => {
    const ip = nextIp();
    await bookingAttempt(t.app, ip);
    const key = `booking-ip:${ip}`;
    const stored = () =>
      t.db.selectFrom('rate_limits').select('key').where('key', '=', key).execute();
    expect(await stored()).toHaveLength(1);

    // Any later hit, once the window is over, sweeps it (at most once a minute per instance).
    t.clock.advance(BOOKING_LIMIT.windowMs + 60_000);
    await bookingAttempt(t.app, nextIp());
    expect(await stored()).toHaveLength(0);
  });
});

describe('guest booking attempts per e-mail', () => {
  it(`allow ${BOOKING_EMAIL_LIMIT.maxPerWindow} an hour per address (any case, any IP, any instance), then 429`, async () => {
    const other = anotherInstance();
    const k2 = await tourBySlug(t.db, 'k2-base-camp');
    const departureId = await departureOn(t.db, k2.id, '2028-06-01');
    const booking = (app: Hono<AppEnv>, email: string) =>
      call(app, 'POST', '/api/bookings', {
        json: {
          tour_id: k2.id,
          departure_id: departureId,
          travelers: 1,
          add_ons: [],
          name: 'Sara Ahmed',
          email,
          phone: '+92 300 1234567',
          payment_method: 'card',
          card_last4: '4242',
        },
        ip: nextIp(),
        headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      });

    for (let i = 0; i < BOOKING_EMAIL_LIMIT.maxPerWindow; i++) {
      const email = i % 2 ? 'hoarder@example.com' : 'HOARDER@example.com';
      expect((await booking(i % 2 ? other : t.app, email)).status, `attempt ${i + 1}`).toBe(201);
    }
    const limited = await booking(t.app, 'Hoarder@Example.com');
    expect(limited.status).toBe(429);
    expect(errorMessageSchema.parse(limited.json).message).toBe(BOOKING_EMAIL_THROTTLED_MESSAGE);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // No seat was held by the refused attempt; another address books as usual.
    expect(await seatsBooked(t.db, departureId)).toBe(BOOKING_EMAIL_LIMIT.maxPerWindow);
    expect((await booking(other, 'someone-else@example.com')).status).toBe(201);

    t.clock.advance(BOOKING_EMAIL_LIMIT.windowMs);
    expect((await booking(t.app, 'hoarder@example.com')).status).toBe(201);
  });

  it('take the allowance from the config (BOOKING_MAX_PER_EMAIL_PER_HOUR), 10 by default', () => {
    expect(BOOKING_EMAIL_LIMIT.maxPerWindow).toBe(10);
    expect(loadServerConfig({}).bookingMaxPerEmailPerHour).toBe(10);
    expect(
      loadServerConfig({ BOOKING_MAX_PER_EMAIL_PER_HOUR: '500' }).bookingMaxPerEmailPerHour,
    ).toBe(500);
    expect(() => loadServerConfig({ BOOKING_MAX_PER_EMAIL_PER_HOUR: '0' })).toThrow();
  });
});
