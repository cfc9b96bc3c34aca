import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../contract';
import { MANAGE_BOOKING_LIMITS, MANAGE_BOOKING_MESSAGES } from '../../contract/manage-booking';
import * as password from '../../server/auth/password';
import { ACCOUNT_FAILURE_LIMIT } from '../../server/auth/password-limits';
import { ENQUIRY_LIMIT, ENQUIRY_THROTTLED_MESSAGE } from '../../server/routes/enquiries';
import { call, type CallResult } from './harness';
import { departureOn, insertBooking, tourBySlug, useTestServer } from '../support/server-fixtures';

/*
 * Limits that judge a request by its outcome (a wrong pair, a wrong password) take their hit
 * before the work and give it back when the outcome does not count. A limit that read the
 * counter first and counted afterwards let every one of N concurrent requests read "under the
 * cap". Here N requests are sent at once and never more than the cap get through, on SQLite
 * and PostgreSQL.
 */

// A password check that always fails and yields to the other requests first (as the real
// hashing does), without the hashing queue's own 503s blurring the count.
vi.mock('../../server/auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/auth/password')>();
  return {
    ...original,
    verifyPassword: vi.fn(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return false;
    }),
  };
});
const verifyPassword = vi.mocked(password.verifyPassword);

const t = useTestServer();

let ipCount = 0;
const nextIp = () => `192.0.2.${(ipCount += 1) % 250}`;

beforeEach(() => {
  // Every test in windows of its own.
  t.clock.advance(60 * 60_000);
  verifyPassword.mockClear();
});

/** How many answers had each status. */
function statuses(results: CallResult[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const all = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

describe('manage my booking, wrong pairs sent at once', () => {
  const manage = (json: { reference: string; email: string }, ip: string) =>
    call(t.app, 'POST', '/api/manage-booking', { json, ip });

  async function guestBooking(): Promise<string> {
    const tour = await tourBySlug(t.db, 'k2-base-camp');
    const departureId = await departureOn(t.db, tour.id, '2027-08-01');
    const { reference } = await insertBooking(t.db, {
      userId: null,
      tourId: tour.id,
      departureId,
      totalCents: 100_000,
      createdAt: t.clock().toISOString(),
      contactEmail: 'guest.concurrent@example.com',
    });
    return reference;
  }

  it(`check at most ${MANAGE_BOOKING_LIMITS.perReference} for one reference, from any addresses`, async () => {
    const reference = await guestBooking();
    const results = await all(30, (i) =>
      manage({ reference, email: `guess-${i}@example.com` }, nextIp()),
    );
    expect(statuses(results)).toEqual({ 404: MANAGE_BOOKING_LIMITS.perReference, 429: 25 });
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.json).toEqual({ message: MANAGE_BOOKING_MESSAGES.throttled });
    // The owner, too, waits for the window to end.
    const owner = await manage({ reference, email: 'guest.concurrent@example.com' }, nextIp());
    expect(owner.status).toBe(429);
  });

  it(`check at most ${MANAGE_BOOKING_LIMITS.perIp} from one address, whatever the references`, async () => {
    const ip = nextIp();
    const results = await all(30, (i) =>
      manage({ reference: `GUES${1000 + i}`, email: 'x@example.com' }, ip),
    );
    expect(statuses(results)).toEqual({ 404: MANAGE_BOOKING_LIMITS.perIp, 429: 20 });
  });

  it('do not charge the right pair: its owner keeps the whole allowance for mistakes', async () => {
    const reference = await guestBooking();
    const ip = nextIp();
    for (let i = 0; i < MANAGE_BOOKING_LIMITS.perReference + 1; i++) {
      const res = await manage({ reference, email: 'guest.concurrent@example.com' }, ip);
      expect(res.status, `right pair ${i + 1}`).toBe(200);
    }
    const wrong = await all(MANAGE_BOOKING_LIMITS.perReference, (i) =>
      manage({ reference, email: `typo-${i}@example.com` }, ip),
    );
    expect(statuses(wrong)).toEqual({ 404: MANAGE_BOOKING_LIMITS.perReference });
    expect((await manage({ reference, email: 'typo@example.com' }, ip)).status).toBe(429);
  });
});

describe('failed sign-ins on one account, sent at once from many addresses', () => {
  const { maxFailures } = ACCOUNT_FAILURE_LIMIT;
  const login = (email: string, i: number) =>
    call(t.app, 'POST', '/api/login', {
      json: { email, password: `guess-number-${i}` },
      ip: nextIp(),
    });

  it(`check at most ${maxFailures} passwords`, async () => {
    const results = await all(maxFailures * 2, (i) => login('target@example.com', i));
    expect(statuses(results)).toEqual({ 401: maxFailures, 429: maxFailures });
    expect(verifyPassword).toHaveBeenCalledTimes(maxFailures);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.json).toEqual({ message: AUTH_MESSAGES.throttled });
  });

  it('leave another account alone', async () => {
    await all(maxFailures + 5, (i) => login('first-target@example.com', i));
    verifyPassword.mockClear();
    const other = await all(5, (i) => login('second-target@example.com', i));
    expect(statuses(other)).toEqual({ 401: 5 });
    expect(verifyPassword).toHaveBeenCalledTimes(5);
  });
});

describe('enquiries sent at once from one address', () => {
  const contact = (ip: string, message = 'Do you have places on the K2 trek in July?') =>
    call(t.app, 'POST', '/api/contact', {
      json: { name: 'Sara Ahmed', email: 'sara@example.com', subject: 'booking', message },
      ip,
    });
  const stored = async () =>
    (await t.db.selectFrom('contact_messages').select('id').execute()).length;

  it(`store at most ${ENQUIRY_LIMIT.maxPerWindow}`, async () => {
    const before = await stored();
    const ip = nextIp();
    const results = await all(ENQUIRY_LIMIT.maxPerWindow * 3, () => contact(ip));
    expect(statuses(results)).toEqual({
      201: ENQUIRY_LIMIT.maxPerWindow,
      429: ENQUIRY_LIMIT.maxPerWindow * 2,
    });
    expect(results.find((r) => r.status === 429)!.json).toEqual({
      message: ENQUIRY_THROTTLED_MESSAGE,
    });
    expect((await stored()) - before).toBe(ENQUIRY_LIMIT.maxPerWindow);
  });

  it('do not charge invalid ones: they give their hit back', async () => {
    const before = await stored();
    const ip = nextIp();
    const invalid = await all(ENQUIRY_LIMIT.maxPerWindow, () => contact(ip, ''));
    expect(statuses(invalid)).toEqual({ 422: ENQUIRY_LIMIT.maxPerWindow });
    const valid = await all(ENQUIRY_LIMIT.maxPerWindow, () => contact(ip));
    expect(statuses(valid)).toEqual({ 201: ENQUIRY_LIMIT.maxPerWindow });
    expect((await contact(ip)).status).toBe(429);
    expect((await stored()) - before).toBe(ENQUIRY_LIMIT.maxPerWindow);
  });
});
