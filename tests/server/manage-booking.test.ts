import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validationErrorSchema } from '../../contract';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/bookings';
import {
  MANAGE_BOOKING_LIMITS,
  MANAGE_BOOKING_MESSAGES,
  managedBookingResponseSchema,
} from '../../contract/manage-booking';
import { addDays } from '../../server/catalog/dates';
import { departureOn, seatsBooked, useTestServer } from '../support/server-fixtures';
import { call, TODAY, type CallResult } from './harness';

const t = useTestServer();
let k2Id: number;
let ipCounter = 0;
/** A fresh client address, so one test's wrong pairs do not limit the next test. */
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

beforeAll(async () => {
  k2Id = (
    await t.db
      .selectFrom('tours')
      .select('id')
      .where('slug', '=', 'k2-base-camp')
      .executeTakeFirstOrThrow()
  ).id;
});
beforeEach(() => {
  t.clock.reset();
});

let keys = 0;
/** A guest booking (no account), `startIn` days ahead, paid by card (deposit). */
async function guestBooking(startIn: number, email = 'Guest.Traveller@Example.com') {
  const departureId = await departureOn(t.db, k2Id, addDays(TODAY, startIn));
  keys += 1;
  const res = await call<{ data: { reference: string; total: number } }>(
    t.app,
    'POST',
    '/api/bookings',
    {
      ip: nextIp(),
      headers: { [IDEMPOTENCY_KEY_HEADER]: `manage-booking-key-${String(keys).padStart(6, '0')}` },
      json: {
        tour_id: k2Id,
        departure_id: departureId,
        travelers: 2,
        add_ons: [],
        name: 'Guest Traveller',
        email,
        phone: '+44 7700 900123',
        payment_method: 'card',
        card_last4: '4242',
      },
    },
  );
  expect(res.status, res.text).toBe(201);
  return { reference: res.json.data.reference, departureId };
}

const manage = (json: unknown, ip: string, path = '/api/manage-booking'): Promise<CallResult> =>
  call(t.app, 'POST', path, { json, ip });

function expectGenericNotFound(res: CallResult) {
  expect(res.status, res.text).toBe(404);
  expect(res.json).toEqual({ message: MANAGE_BOOKING_MESSAGES.notFound });
}

describe('POST /api/manage-booking', () => {
  it('shows the booking for its reference and e-mail, read case-insensitively', async () => {
    const { reference } = await guestBooking(60);
    const res = await manage(
      { reference: ` ${reference.toLowerCase()} `, email: 'guest.traveller@example.COM' },
      nextIp(),
    );
    expect(res.status, res.text).toBe(200);
    const booking = managedBookingResponseSchema.parse(res.json).data;
    expect(booking).toMatchObject({
      reference,
      status: 'Upcoming',
      contact: { name: 'Guest Traveller', email: 'Guest.Traveller@Example.com' },
      payment: { state: 'balance_due' },
      cancellation_quote: { percent: 100 },
    });
    expect(booking.payments).toHaveLength(1);
  });

  it('answers one generic 404 for a wrong e-mail, an unknown reference or both', async () => {
    const { reference } = await guestBooking(61);
    const other = await guestBooking(62, 'someone.else@example.com');
    const ip = nextIp();
    expectGenericNotFound(await manage({ reference, email: 'wrong@example.com' }, ip));
    expectGenericNotFound(
      await manage({ reference: 'ZZZZ9999', email: 'guest.traveller@example.com' }, ip),
    );
    expectGenericNotFound(
      await manage({ reference: other.reference, email: 'guest.traveller@example.com' }, ip),
    );
  });

  it('refuses malformed input with 422 and field messages', async () => {
    const ip = nextIp();
    for (const [json, field, message] of [
      [
        { reference: 'ABC', email: 'guest@example.com' },
        'reference',
        MANAGE_BOOKING_MESSAGES.reference,
      ],
      [{ reference: 'ABCD1234', email: 'not-an-email' }, 'email', MANAGE_BOOKING_MESSAGES.email],
      [{ reference: 'ABCD1234' }, 'email', MANAGE_BOOKING_MESSAGES.email],
    ] as const) {
      const res = await manage(json, ip);
      expect(res.status).toBe(422);
      expect(validationErrorSchema.parse(res.json).errors[field]).toEqual([message]);
    }
    const extra = await manage({ reference: 'ABCD1234', email: 'a@b.co', password: 'x' }, ip);
    expect(extra.status).toBe(422);
  });

  it(`limits wrong pairs to ${MANAGE_BOOKING_LIMITS.perReference} per reference, from any address`, async () => {
    const { reference } = await guestBooking(63);
    for (let i = 0; i < MANAGE_BOOKING_LIMITS.perReference; i++) {
      expectGenericNotFound(await manage({ reference, email: `guess${i}@example.com` }, nextIp()));
    }
    // Now even the right pair, from a new address, waits.
    const limited = await manage({ reference, email: 'guest.traveller@example.com' }, nextIp());
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ message: MANAGE_BOOKING_MESSAGES.throttled });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    t.clock.advance(MANAGE_BOOKING_LIMITS.windowMs + 1000);
    const later = await manage({ reference, email: 'guest.traveller@example.com' }, nextIp());
    expect(later.status).toBe(200);
  });

  it(`limits wrong pairs to ${MANAGE_BOOKING_LIMITS.perIp} per address, whatever the reference`, async () => {
    const { reference } = await guestBooking(64);
    const ip = nextIp();
    for (let i = 0; i < MANAGE_BOOKING_LIMITS.perIp; i++) {
      const guess = `GUES${String(1000 + i)}`;
      expectGenericNotFound(await manage({ reference: guess, email: 'x@example.com' }, ip));
    }
    expect((await manage({ reference, email: 'guest.traveller@example.com' }, ip)).status).toBe(
      429,
    );
    // Another address is not affected.
    expect(
      (await manage({ reference, email: 'guest.traveller@example.com' }, nextIp())).status,
    ).toBe(200);
  });
});

describe('managing the booking with the pair', () => {
  it('pays the balance, then cancels under the policy with the refund of what was paid', async () => {
    const { reference, departureId } = await guestBooking(65);
    const pair = { reference, email: 'guest.traveller@example.com' };
    const shown = managedBookingResponseSchema.parse((await manage(pair, nextIp())).json).data;

    const wrong = await manage(
      {
        ...pair,
        email: 'other@example.com',
        payment_method: 'card',
        balance: shown.payment.balance,
      },
      nextIp(),
      '/api/manage-booking/pay-balance',
    );
    expectGenericNotFound(wrong);

    const paid = await manage(
      { ...pair, payment_method: 'card', card_last4: '5555', balance: shown.payment.balance },
      nextIp(),
      '/api/manage-booking/pay-balance',
    );
    expect(paid.status, paid.text).toBe(200);
    const afterPay = managedBookingResponseSchema.parse(paid.json).data;
    expect(afterPay.payment).toMatchObject({ state: 'paid_in_full', balance: 0 });
    expect(afterPay.cancellation_quote).toEqual({ percent: 100, amount: afterPay.total });

    const seats = await seatsBooked(t.db, departureId);
    const cancelled = await manage(
      { ...pair, refund_percent: 100 },
      nextIp(),
      '/api/manage-booking/cancel',
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    const afterCancel = managedBookingResponseSchema.parse(cancelled.json).data;
    expect(afterCancel).toMatchObject({
      status: 'Cancelled',
      refund: { percent: 100, amount: afterPay.total },
      payment_status: 'Refunded',
    });
    expect(afterCancel.payments.map((p) => p.kind)).toEqual(['deposit', 'balance', 'refund']);
    expect(await seatsBooked(t.db, departureId)).toBe(seats - 2);

    const again = await manage(pair, nextIp(), '/api/manage-booking/cancel');
    expect(again.status).toBe(422);
  });
});
