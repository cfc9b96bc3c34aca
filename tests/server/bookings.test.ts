import { DEFAULT_PAYMENT_SETTINGS } from '../../contract/settings';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorMessageSchema, UNAUTHENTICATED_MESSAGE, validationErrorSchema } from '../../contract';
import {
  BOOKING_MESSAGES,
  BOOKING_REFERENCE_PATTERN,
  bookingResponseSchema,
  bookingSchema,
  CHECKOUT_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  seatsGoneSchema,
  type Booking,
  type CreateBookingRequest,
} from '../../contract/bookings';
import { BOOKING_LIMIT, BOOKING_THROTTLED_MESSAGE } from '../../server/bookings/rate-limit';
import { addDays } from '../../server/catalog/dates';
import { loadServerConfig } from '../../server/config';
import {
  call,
  createTestServer,
  registerAndLogin,
  TODAY,
  usingPostgres,
  type CallResult,
} from './harness';
import { DANA, registerTraveller, seatsBooked, useTestServer } from '../support/server-fixtures';

// Most tests book as sara@example.com; the per-e-mail limit is tested in rate-limit.test.ts.
const t = useTestServer({ config: { bookingMaxPerEmailPerHour: 1000 } });
let danaToken: string;
let danaId: number;
let omarToken: string;
let k2: { id: number; price_cents: number; title: string };
let fairy: { id: number };

beforeAll(async () => {
  ({ token: danaToken, id: danaId } = await registerTraveller(t, DANA));
  omarToken = await registerAndLogin(t.app, {
    name: 'Omar',
    email: 'omar@example.com',
    password: 'omar-password',
  });
  k2 = await t.db
    .selectFrom('tours')
    .select(['id', 'price_cents', 'title'])
    .where('slug', '=', 'k2-base-camp')
    .executeTakeFirstOrThrow();
  fairy = await t.db
    .selectFrom('tours')
    .select('id')
    .where('slug', '=', 'fairy-meadows')
    .executeTakeFirstOrThrow();
});
beforeEach(() => {
  // Tests that move the clock (token expiry, the rate-limit window) leave it as they found it.
  t.clock.reset();
});

/** Each request gets its own peer address unless a test says otherwise, so limits never leak. */
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
const newKey = () => randomBytes(16).toString('hex');

/** Departures of our own, far beyond the seeded ones, so every test controls its seats. */
let dayCounter = 0;
async function addDeparture(
  tourId: number,
  options: { capacity?: number; booked?: number; startDate?: string } = {},
) {
  const row = await t.db
    .insertInto('departures')
    .values({
      tour_id: tourId,
      start_date: options.startDate ?? addDays('2028-01-01', dayCounter++),
      capacity: options.capacity ?? 12,
      seats_booked: options.booked ?? 0,
    })
    .returning(['id', 'start_date', 'capacity'])
    .executeTakeFirstOrThrow();
  return row;
}

async function bookingsOn(departureId: number) {
  return t.db
    .selectFrom('bookings')
    .selectAll()
    .where('departure_id', '=', departureId)
    .orderBy('id')
    .execute();
}

function request(
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

interface BookOptions {
  key?: string | null;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

function book(json: unknown, options: BookOptions = {}): Promise<CallResult> {
  const key = options.key === undefined ? newKey() : options.key;
  return call(t.app, 'POST', '/api/bookings', {
    json,
    token: options.token,
    ip: options.ip ?? nextIp(),
    headers: { ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }), ...options.headers },
  });
}

function expectNoInternals(res: CallResult) {
  expect(res.text).not.toMatch(/at .+\.ts|stack|sqlite|postgres|select |insert |update /i);
}

function expect422(res: CallResult) {
  expect(res.status, res.text).toBe(422);
  expectNoInternals(res);
  return validationErrorSchema.parse(res.json);
}

function expectBooking(res: CallResult, status: 200 | 201): Booking {
  expect(res.status, res.text).toBe(status);
  return bookingResponseSchema.parse(res.json).data;
}

describe('POST /api/bookings: a stored booking', () => {
  it('books as a guest: 201 { data: Booking } exactly per the contract, seats taken', async () => {
    const departure = await addDeparture(k2.id, { capacity: 10, booked: 3 });
    const res = await book(
      request(departure.id, {
        travelers: 2,
        add_ons: ['gear', 'insurance'],
        special_requests: '  Vegetarian meals  ',
        address: '12 Mall Road',
        city: 'Lahore',
        country: 'Pakistan',
        zip_code: '54000',
      }),
    );
    const booking = expectBooking(res, 201);
    expect(Object.keys((res.json as { data: object }).data).sort()).toEqual(
      Object.keys(bookingSchema.def.shape).sort(),
    );
    expect(booking.reference).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(booking).toEqual({
      reference: booking.reference,
      status: 'Confirmed',
      tour: {
        id: k2.id,
        title: 'K2 Base Camp Trek',
        duration: 14,
        location: 'Skardu, Gilgit-Baltistan',
        thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
      },
      departure: { id: departure.id, start_date: departure.start_date },
      travelers: 2,
      // The server's own list, in its order.
      add_ons: [
        { id: 'insurance', name: 'Travel Insurance', price: 99 },
        { id: 'gear', name: 'Trekking Gear Rental', price: 149 },
      ],
      total: 1299 * 2 + 99 + 149,
      special_requests: 'Vegetarian meals',
      contact: {
        name: 'Sara Ahmed',
        email: 'sara@example.com',
        phone: '+92 300 1234567',
        address: '12 Mall Road',
        city: 'Lahore',
        country: 'Pakistan',
        zip_code: '54000',
      },
      payment_method: 'card',
      // The trip starts more than 30 days ahead: the 20% deposit is charged, the rest is due
      // 30 days before the start.
      payment_status: 'Balance due',
      card_last4: '4242',
      created_at: t.clock().toISOString(),
      payment: {
        state: 'balance_due',
        total: 2846,
        paid: 569.2,
        refunded: 0,
        balance: 2276.8,
        balance_due_date: addDays(departure.start_date, -30),
        due_at_booking: 569.2,
        hold_expires_at: null,
      },
      bank_details: null,
    } satisfies Booking);

    expect(await seatsBooked(t.db, departure.id)).toBe(5);
    const rows = await bookingsOn(departure.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: booking.reference,
      user_id: null,
      tour_id: k2.id,
      travelers: 2,
      total_cents: 284_600,
      status: 'Confirmed',
      payment_method: 'card',
      payment_status: 'Deposit paid',
      paid_cents: 56_920,
      refunded_cents: 0,
      due_at_booking_cents: 56_920,
      hold_expires_at: null,
      card_last4: '4242',
      contact_name: 'Sara Ahmed',
      contact_zip: '54000',
      created_at: t.clock().toISOString(),
      updated_at: t.clock().toISOString(),
    });
    expect(JSON.parse(rows[0]!.add_ons)).toEqual(booking.add_ons);
    const ledger = await t.db
      .selectFrom('booking_payments')
      .select(['kind', 'method', 'amount_cents', 'card_last4', 'recorded_by', 'created_at'])
      .where('booking_id', '=', rows[0]!.id)
      .execute();
    expect(ledger).toEqual([
      {
        kind: 'deposit',
        method: 'card',
        amount_cents: 56_920,
        card_last4: '4242',
        recorded_by: null,
        created_at: t.clock().toISOString(),
      },
    ]);
  });

  it('answers null for the optional fields a booking leaves out', async () => {
    const departure = await addDeparture(k2.id);
    const booking = expectBooking(
      await book(request(departure.id, { address: '   ', special_requests: '' })),
      201,
    );
    expect(booking.special_requests).toBeNull();
    expect(booking.contact).toMatchObject({ address: null, city: null, country: null });
    expect(booking.contact.zip_code).toBeNull();
    expect(booking.add_ons).toEqual([]);
  });

  it('links the booking to the signed-in user', async () => {
    const departure = await addDeparture(k2.id);
    const booking = expectBooking(await book(request(departure.id), { token: danaToken }), 201);
    const row = await t.db
      .selectFrom('bookings')
      .select(['user_id'])
      .where('reference', '=', booking.reference)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(danaId);
  });

  it('charges PayPal what checkout promised and holds a bank transfer, without card digits', async () => {
    const departure = await addDeparture(k2.id);
    const paypal = expectBooking(
      await book(
        request(departure.id, {
          payment_method: 'paypal',
          card_last4: undefined,
          pay_in_full: true,
        }),
      ),
      201,
    );
    expect(paypal).toMatchObject({
      payment_method: 'paypal',
      payment_status: 'Paid',
      card_last4: null,
      payment: { state: 'paid_in_full', paid: 1299, balance: 0, due_at_booking: 1299 },
      bank_details: null,
    });
    const bank = expectBooking(
      await book(request(departure.id, { payment_method: 'bank', card_last4: undefined })),
      201,
    );
    // Nothing is charged; the seats are held for the Settings' 3 days and the account shown.
    expect(bank).toMatchObject({
      payment_method: 'bank',
      payment_status: 'Awaiting transfer',
      card_last4: null,
      payment: {
        state: 'awaiting_transfer',
        paid: 0,
        balance: 1299,
        due_at_booking: 259.8,
        hold_expires_at: new Date(t.clock().getTime() + 3 * 86_400_000).toISOString(),
      },
      bank_details: {
        bankName: DEFAULT_PAYMENT_SETTINGS.bankName,
        accountName: DEFAULT_PAYMENT_SETTINGS.accountName,
        accountNumber: DEFAULT_PAYMENT_SETTINGS.accountNumber,
        swiftCode: DEFAULT_PAYMENT_SETTINGS.swiftCode,
        reference: bank.reference,
      },
    });
    // Both hold their seat: the transfer's until it is paid or expires.
    expect(await seatsBooked(t.db, departure.id)).toBe(2);
    const ledger = await t.db
      .selectFrom('booking_payments')
      .innerJoin('bookings', 'bookings.id', 'booking_payments.booking_id')
      .select(['bookings.reference', 'booking_payments.kind', 'booking_payments.amount_cents'])
      .where('bookings.departure_id', '=', departure.id)
      .execute();
    expect(ledger).toEqual([{ reference: paypal.reference, kind: 'full', amount_cents: 129_900 }]);
  });

  it('charges everything when the trip starts within 30 days, whatever was chosen', async () => {
    const soon = await addDeparture(k2.id, { startDate: addDays(TODAY, 30) });
    const booking = expectBooking(
      await book(request(soon.id, { pay_in_full: false, travelers: 1, add_ons: [] })),
      201,
    );
    expect(booking.payment).toMatchObject({
      state: 'paid_in_full',
      total: 1299,
      paid: 1299,
      balance: 0,
      due_at_booking: 1299,
      balance_due_date: TODAY,
    });
    const later = await addDeparture(k2.id, { startDate: addDays(TODAY, 31) });
    const deposit = expectBooking(
      await book(request(later.id, { travelers: 1, add_ons: [] })),
      201,
    );
    expect(deposit.payment).toMatchObject({ state: 'balance_due', paid: 259.8, balance: 1039.2 });
  });

  it('refuses a pay_in_full that is not a boolean (422, nothing stored)', async () => {
    const departure = await addDeparture(k2.id);
    const res = await book({ ...request(departure.id), pay_in_full: 'yes' });
    expect(expect422(res).errors).toEqual({ pay_in_full: [BOOKING_MESSAGES.payInFull] });
    expect(await bookingsOn(departure.id)).toHaveLength(0);
  });

  it('accepts a card booking without card digits (stored as null)', async () => {
    const departure = await addDeparture(k2.id);
    const booking = expectBooking(
      await book(request(departure.id, { card_last4: undefined })),
      201,
    );
    expect(booking.card_last4).toBeNull();
  });
});

describe('price authority', () => {
  it('refuses a body carrying a total, a price or a card number, and stores nothing', async () => {
    const departure = await addDeparture(k2.id);
    for (const extra of [
      { total: 1 },
      { total_price: 1 },
      { price: 1 },
      { card_number: '4242424242424242' },
      { cvv: '123' },
      { user_id: 1 },
      { status: 'Confirmed' },
    ]) {
      const res = await book({ ...request(departure.id), ...extra });
      expect422(res);
      expect(res.text).not.toContain('4242424242424242');
    }
    expect(await bookingsOn(departure.id)).toHaveLength(0);
    expect(await seatsBooked(t.db, departure.id)).toBe(0);
  });

  it('computes the total from the price in the database at booking time', async () => {
    const departure = await addDeparture(k2.id);
    await t.db.updateTable('tours').set({ price_cents: 100_050 }).where('id', '=', k2.id).execute();
    try {
      const booking = expectBooking(
        await book(request(departure.id, { travelers: 3, add_ons: ['photography'] })),
        201,
      );
      expect(booking.total).toBe(1000.5 * 3 + 199);
      const [row] = await bookingsOn(departure.id);
      expect(row!.total_cents).toBe(300_150 + 19_900);
    } finally {
      await t.db
        .updateTable('tours')
        .set({ price_cents: k2.price_cents })
        .where('id', '=', k2.id)
        .execute();
    }
  });

  it('prices add-ons flat: never multiplied by the number of travellers', async () => {
    const departure = await addDeparture(k2.id);
    const booking = expectBooking(
      await book(
        request(departure.id, {
          travelers: 4,
          add_ons: ['photography', 'guide', 'gear', 'insurance'],
        }),
      ),
      201,
    );
    expect(booking.total).toBe(1299 * 4 + 99 + 149 + 299 + 199);
    expect(booking.add_ons.map((a) => a.id)).toEqual(['insurance', 'gear', 'guide', 'photography']);
  });
});

describe('idempotency', () => {
  it('the same key twice: one booking, same reference, 201 then 200, seats taken once', async () => {
    const departure = await addDeparture(k2.id);
    const key = newKey();
    const first = expectBooking(await book(request(departure.id, { travelers: 2 }), { key }), 201);
    const again = expectBooking(await book(request(departure.id, { travelers: 2 }), { key }), 200);
    expect(again).toEqual(first);
    expect(await bookingsOn(departure.id)).toHaveLength(1);
    expect(await seatsBooked(t.db, departure.id)).toBe(2);
  });

  it('replays the booking even when it took the last seats or the date has passed since', async () => {
    const departure = await addDeparture(k2.id, { capacity: 2 });
    const key = newKey();
    const first = expectBooking(await book(request(departure.id, { travelers: 2 }), { key }), 201);
    expect(
      expectBooking(await book(request(departure.id, { travelers: 2 }), { key }), 200),
    ).toEqual(first);
    t.clock.set(new Date(`${departure.start_date}T12:00:00Z`));
    // The same booking, its money as it stands on the later day (the balance is overdue by then).
    const later = expectBooking(await book(request(departure.id, { travelers: 2 }), { key }), 200);
    expect({ ...later, payment_status: null, payment: null }).toEqual({
      ...first,
      payment_status: null,
      payment: null,
    });
    expect(later.payment).toEqual({ ...first.payment, state: 'overdue' });
    expect(await seatsBooked(t.db, departure.id)).toBe(2);
  });

  it('a signed-in replay of a signed-in booking is the same booking', async () => {
    const departure = await addDeparture(k2.id);
    const key = newKey();
    const first = expectBooking(await book(request(departure.id), { key, token: danaToken }), 201);
    const again = expectBooking(await book(request(departure.id), { key, token: danaToken }), 200);
    expect(again.reference).toBe(first.reference);
  });

  it('concurrent requests with one key make one booking', async () => {
    const departure = await addDeparture(k2.id, { capacity: 10 });
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => book(request(departure.id, { travelers: 2 }), { key })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    const references = new Set(
      results.map((r) => bookingResponseSchema.parse(r.json).data.reference),
    );
    expect(references.size).toBe(1);
    expect(await bookingsOn(departure.id)).toHaveLength(1);
    expect(await seatsBooked(t.db, departure.id)).toBe(2);
  });

  it('refuses a key already used by someone else, without revealing that booking', async () => {
    const departure = await addDeparture(k2.id);
    const danaKey = newKey();
    const dana = expectBooking(
      await book(request(departure.id), { key: danaKey, token: danaToken }),
      201,
    );
    const guestKey = newKey();
    const guest = expectBooking(await book(request(departure.id), { key: guestKey }), 201);

    for (const attempt of [
      { key: danaKey, token: omarToken },
      { key: danaKey, token: undefined },
      { key: guestKey, token: danaToken },
    ]) {
      const res = await book(request(departure.id), attempt);
      const body = expect422(res);
      expect(body.errors).toEqual({ idempotency_key: [BOOKING_MESSAGES.idempotencyKey] });
      expect(res.text).not.toContain(dana.reference);
      expect(res.text).not.toContain(guest.reference);
    }
    expect(await bookingsOn(departure.id)).toHaveLength(2);
    expect(await seatsBooked(t.db, departure.id)).toBe(2);
  });

  it('refuses the same key with another body (422), keeping the first booking as it was', async () => {
    const departure = await addDeparture(k2.id);
    const other = await addDeparture(k2.id);
    const key = newKey();
    const first = expectBooking(
      await book(request(departure.id, { travelers: 2 }), { key, token: danaToken }),
      201,
    );

    for (const changed of [
      request(departure.id, { travelers: 3 }),
      request(other.id, { travelers: 2 }),
      request(departure.id, { travelers: 2, name: 'Someone Else' }),
      request(departure.id, { travelers: 2, add_ons: ['gear'] }),
      request(departure.id, { travelers: 2, payment_method: 'paypal', card_last4: undefined }),
    ]) {
      const res = await book(changed, { key, token: danaToken });
      const body = expect422(res);
      expect(body.errors).toEqual({ idempotency_key: [BOOKING_MESSAGES.idempotencyKeyReused] });
      expect(res.text).not.toContain(first.reference);
    }
    const rows = await bookingsOn(departure.id);
    expect(rows.map((r) => [r.reference, r.travelers, r.contact_name])).toEqual([
      [first.reference, 2, 'Sara Ahmed'],
    ]);
    expect(await bookingsOn(other.id)).toHaveLength(0);
    expect(await seatsBooked(t.db, departure.id)).toBe(2);
    expect(await seatsBooked(t.db, other.id)).toBe(0);
    // The first request itself still replays.
    const again = await book(request(departure.id, { travelers: 2 }), { key, token: danaToken });
    expect(expectBooking(again, 200)).toEqual(first);
  });

  it("stores the first request's fingerprint; key order and spacing do not change it", async () => {
    const departure = await addDeparture(k2.id);
    const key = newKey();
    const json = request(departure.id);
    const first = expectBooking(await book(json, { key }), 201);
    const [row] = await bookingsOn(departure.id);
    expect(row?.request_fingerprint).toMatch(/^[0-9a-f]{64}$/);

    // The same request written another way by another client: reversed keys, indented.
    const reordered = Object.fromEntries(Object.entries(json).reverse());
    const res = await call(t.app, 'POST', '/api/bookings', {
      body: JSON.stringify(reordered, null, 2),
      ip: nextIp(),
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
    });
    expect(expectBooking(res, 200)).toEqual(first);
    expect((await bookingsOn(departure.id)).map((r) => r.request_fingerprint)).toEqual([
      row?.request_fingerprint,
    ]);
  });

  it('a booking stored before fingerprints still replays by its key', async () => {
    const departure = await addDeparture(k2.id);
    const key = newKey();
    const first = expectBooking(await book(request(departure.id), { key }), 201);
    await t.db
      .updateTable('bookings')
      .set({ request_fingerprint: null })
      .where('reference', '=', first.reference)
      .execute();
    expect(expectBooking(await book(request(departure.id), { key }), 200)).toEqual(first);
  });

  it('a race of one key with two bodies: one booking, its twins replay it, the others are 422', async () => {
    const departure = await addDeparture(k2.id, { capacity: 10 });
    const key = newKey();
    const bodies = [1, 2, 1, 2, 1, 2].map((travelers) => request(departure.id, { travelers }));
    const results = await Promise.all(bodies.map((json) => book(json, { key })));

    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    const winner = expectBooking(created[0] as CallResult, 201);
    results.forEach((res, i) => {
      if (res === created[0]) return;
      if (bodies[i]?.travelers === winner.travelers) {
        expect(expectBooking(res, 200).reference).toBe(winner.reference);
      } else {
        expect(expect422(res).errors).toEqual({
          idempotency_key: [BOOKING_MESSAGES.idempotencyKeyReused],
        });
      }
    });
    expect(await bookingsOn(departure.id)).toHaveLength(1);
    expect(await seatsBooked(t.db, departure.id)).toBe(winner.travelers);
  });
});

describe('validation', () => {
  it('requires a well-formed Idempotency-Key header', async () => {
    const departure = await addDeparture(k2.id);
    for (const key of [null, '', 'short-key', 'x'.repeat(129), 'has spaces in the key!!']) {
      const res = await book(request(departure.id), { key: key as string | null });
      const body = expect422(res);
      expect(body).toEqual({
        message: BOOKING_MESSAGES.idempotencyKey,
        errors: { idempotency_key: [BOOKING_MESSAGES.idempotencyKey] },
      });
    }
    expect(await bookingsOn(departure.id)).toHaveLength(0);
  });

  it('names each invalid field with its message', async () => {
    const departure = await addDeparture(k2.id);
    const cases: Array<[Partial<Record<keyof CreateBookingRequest, unknown>>, string, string]> = [
      [{ tour_id: undefined }, 'tour_id', BOOKING_MESSAGES.tour],
      [{ tour_id: '1' }, 'tour_id', BOOKING_MESSAGES.tour],
      [{ departure_id: undefined }, 'departure_id', BOOKING_MESSAGES.departure],
      [{ departure_id: 'soon' }, 'departure_id', BOOKING_MESSAGES.departure],
      [{ travelers: 0 }, 'travelers', BOOKING_MESSAGES.travelers],
      [{ travelers: 9 }, 'travelers', BOOKING_MESSAGES.travelers],
      [{ travelers: 1.5 }, 'travelers', BOOKING_MESSAGES.travelers],
      [{ travelers: '2' }, 'travelers', BOOKING_MESSAGES.travelers],
      [{ add_ons: ['spa'] }, 'add_ons', BOOKING_MESSAGES.addOns],
      [{ add_ons: ['gear', 'gear'] }, 'add_ons', BOOKING_MESSAGES.addOns],
      [{ name: '   ' }, 'name', CHECKOUT_MESSAGES.name],
      [{ name: 'x'.repeat(101) }, 'name', BOOKING_MESSAGES.tooLong],
      [{ email: '' }, 'email', CHECKOUT_MESSAGES.email],
      [{ email: 'sara@example' }, 'email', CHECKOUT_MESSAGES.emailFormat],
      [{ phone: '' }, 'phone', CHECKOUT_MESSAGES.phone],
      [{ special_requests: 'x'.repeat(1001) }, 'special_requests', BOOKING_MESSAGES.tooLong],
      [{ payment_method: 'cash' }, 'payment_method', BOOKING_MESSAGES.paymentMethod],
      [{ card_last4: '42424' }, 'card_last4', BOOKING_MESSAGES.cardLast4],
      [{ card_last4: '4242424242424242' }, 'card_last4', BOOKING_MESSAGES.cardLast4],
      [{ card_last4: 'abcd' }, 'card_last4', BOOKING_MESSAGES.cardLast4],
      [{ payment_method: 'paypal', card_last4: '4242' }, 'card_last4', BOOKING_MESSAGES.cardLast4],
      [{ payment_method: 'bank', card_last4: '4242' }, 'card_last4', BOOKING_MESSAGES.cardLast4],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await book({ ...request(departure.id), ...overrides });
      const body = expect422(res);
      // The first message of the field is the one shown under it.
      expect(
        body.errors[field]?.[0],
        `${JSON.stringify(overrides).slice(0, 80)} -> ${res.text}`,
      ).toBe(message);
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(res.text).not.toContain('4242424242424242');
    }
    expect(await bookingsOn(departure.id)).toHaveLength(0);
    expect(await seatsBooked(t.db, departure.id)).toBe(0);
  });

  it('answers malformed JSON with a 400 message', async () => {
    const res = await call(t.app, 'POST', '/api/bookings', {
      body: '{"tour_id": ',
      ip: nextIp(),
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: newKey() },
    });
    expect(res.status).toBe(400);
    errorMessageSchema.parse(res.json);
    expectNoInternals(res);
  });

  it('refuses a tour that is not Active or does not exist', async () => {
    const departure = await addDeparture(k2.id);
    for (const status of ['Draft', 'Inactive'] as const) {
      await t.db.updateTable('tours').set({ status }).where('id', '=', k2.id).execute();
      try {
        const body = expect422(await book(request(departure.id)));
        expect(body.errors).toEqual({ tour_id: [BOOKING_MESSAGES.tour] });
      } finally {
        await t.db.updateTable('tours').set({ status: 'Active' }).where('id', '=', k2.id).execute();
      }
    }
    const body = expect422(await book(request(departure.id, { tour_id: 999_999 })));
    expect(body.errors).toEqual({ tour_id: [BOOKING_MESSAGES.tour] });
    expect(await bookingsOn(departure.id)).toHaveLength(0);
    expect(await seatsBooked(t.db, departure.id)).toBe(0);
  });

  it('refuses a departure that starts today or earlier; tomorrow is fine', async () => {
    const today = await addDeparture(k2.id, { startDate: TODAY });
    const past = await addDeparture(k2.id, { startDate: addDays(TODAY, -1) });
    const tomorrow = await addDeparture(k2.id, { startDate: addDays(TODAY, 1) });
    for (const departure of [today, past]) {
      const body = expect422(await book(request(departure.id)));
      expect(body.errors).toEqual({ departure_id: [BOOKING_MESSAGES.departure] });
      expect(await seatsBooked(t.db, departure.id)).toBe(0);
    }
    // Late in the evening (UTC) it is still today: the catalogue's calendar day decides.
    t.clock.set(new Date(`${TODAY}T23:59:59Z`));
    expect422(await book(request(today.id)));
    expectBooking(await book(request(tomorrow.id)), 201);
  });

  it("refuses a departure of another tour, or one that doesn't exist", async () => {
    const other = await addDeparture(fairy.id);
    for (const departureId of [other.id, 999_999]) {
      const body = expect422(await book(request(departureId)));
      expect(body.errors).toEqual({ departure_id: [BOOKING_MESSAGES.departure] });
    }
    expect(await seatsBooked(t.db, other.id)).toBe(0);
    expect(await bookingsOn(other.id)).toHaveLength(0);
  });
});

describe('authentication', () => {
  it('an invalid, revoked or expired token is 401 and books nothing', async () => {
    const departure = await addDeparture(k2.id);
    const doomed = await registerAndLogin(t.app, {
      name: 'Leaving',
      email: 'leaving@example.com',
      password: 'leaving-password',
    });
    const logout = await call(t.app, 'POST', '/api/logout', { token: doomed });
    expect(logout.status).toBe(200);

    for (const headers of [
      { authorization: `Bearer ${'A'.repeat(43)}` },
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic c2FyYTpzZWNyZXQ=' },
      { authorization: `Bearer ${doomed}` },
    ]) {
      const res = await book(request(departure.id), { headers });
      expect(res.status, headers.authorization).toBe(401);
      expect(errorMessageSchema.parse(res.json).message).toBe(UNAUTHENTICATED_MESSAGE);
    }

    t.clock.advance(t.config.tokenLifetimeMs + 1000);
    const expired = await book(request(departure.id), { token: danaToken });
    expect(expired.status).toBe(401);
    expect(await bookingsOn(departure.id)).toHaveLength(0);
    expect(await seatsBooked(t.db, departure.id)).toBe(0);
  });
});

describe('seats under concurrency (no overbooking)', () => {
  it('2 seats left and 6 parallel single bookings: exactly 2 succeed, 4 are 409', async () => {
    const departure = await addDeparture(k2.id, { capacity: 8, booked: 6 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => book(request(departure.id, { travelers: 1 }))),
    );
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(created).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const res of refused) {
      expect(seatsGoneSchema.parse(res.json)).toEqual({
        message: BOOKING_MESSAGES.seatsGone,
        seats_left: 0,
      });
      expectNoInternals(res);
    }
    expect(await seatsBooked(t.db, departure.id)).toBe(8);
    expect(await bookingsOn(departure.id)).toHaveLength(2);
  });

  it('a mixed rush of group sizes fills the departure exactly and never beyond it', async () => {
    const departure = await addDeparture(k2.id, { capacity: 12, booked: 8 });
    const sizes = [3, 2, 1, 1, 1, 1, 1, 1, 2, 4];
    const results = await Promise.all(
      sizes.map((travelers) => book(request(departure.id, { travelers }))),
    );
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const booked = sizes.filter((_, i) => results[i]!.status === 201);
    const refused = sizes.filter((_, i) => results[i]!.status === 409);
    // Six single-traveller requests cannot all fit in 4 seats, so some single one was refused:
    // a request is only refused when it does not fit, hence the departure ends up full.
    expect(booked.reduce((a, b) => a + b, 0)).toBe(4);
    expect(await seatsBooked(t.db, departure.id)).toBe(12);
    const rows = await bookingsOn(departure.id);
    expect(rows.map((r) => r.travelers).sort()).toEqual([...booked].sort());
    for (const [i, res] of results.entries()) {
      if (res.status !== 409) continue;
      // Seats only ever go down during the rush, so the count it saw was too small for it.
      expect(seatsGoneSchema.parse(res.json).seats_left).toBeLessThan(sizes[i]!);
    }
    expect(refused.length).toBeGreaterThan(0);
  });

  it('a group larger than the seats left is 409 with the seats left, and books nothing', async () => {
    const departure = await addDeparture(k2.id, { capacity: 6, booked: 3 });
    const res = await book(request(departure.id, { travelers: 4 }));
    expect(res.status).toBe(409);
    expect(seatsGoneSchema.parse(res.json)).toEqual({
      message: BOOKING_MESSAGES.seatsGone,
      seats_left: 3,
    });
    expect(await seatsBooked(t.db, departure.id)).toBe(3);
    expect(await bookingsOn(departure.id)).toHaveLength(0);
    expectBooking(await book(request(departure.id, { travelers: 3 })), 201);
    expect(await seatsBooked(t.db, departure.id)).toBe(6);
  });
});

describe('card data', () => {
  it('stores at most the last four digits, and the table has no column for more', async () => {
    const departure = await addDeparture(k2.id);
    const booking = expectBooking(await book(request(departure.id, { card_last4: '1881' })), 201);
    expect(booking.card_last4).toBe('1881');

    const columns = usingPostgres
      ? (
          await sql<{ name: string }>`
            select column_name as name from information_schema.columns
            where table_name = 'bookings'`.execute(t.db)
        ).rows.map((r) => r.name)
      : (
          await sql<{ name: string }>`select name from pragma_table_info('bookings')`.execute(t.db)
        ).rows.map((r) => r.name);
    expect(columns).toContain('card_last4');
    // hold_expires_at is how long an unpaid bank transfer keeps its seats, not a card's expiry.
    expect(
      columns.filter((c) => /card|cvv|cvc|expir|pan/i.test(c) && c !== 'hold_expires_at'),
    ).toEqual(['card_last4']);
    const ledgerColumns = usingPostgres
      ? (
          await sql<{ name: string }>`
            select column_name as name from information_schema.columns
            where table_name = 'booking_payments'`.execute(t.db)
        ).rows.map((r) => r.name)
      : (
          await sql<{
            name: string;
          }>`select name from pragma_table_info('booking_payments')`.execute(t.db)
        ).rows.map((r) => r.name);
    expect(ledgerColumns.filter((c) => /card|cvv|cvc|expir|pan/i.test(c))).toEqual(['card_last4']);
    const ledger = await t.db.selectFrom('booking_payments').selectAll().execute();
    expect(ledger.length).toBeGreaterThan(0);
    for (const line of ledger) {
      expect(line.card_last4 === null || /^\d{4}$/.test(line.card_last4)).toBe(true);
    }

    const rows = await t.db.selectFrom('bookings').selectAll().execute();
    for (const row of rows) {
      expect(row.card_last4 === null || /^\d{4}$/.test(row.card_last4)).toBe(true);
      // No card-number-like run of digits anywhere (the hex idempotency key and request
      // fingerprint aside).
      expect(
        JSON.stringify({ ...row, idempotency_key: null, request_fingerprint: null }),
      ).not.toMatch(/\d{12,}/);
    }
  });
});

describe('paying with a saved card (issue 17)', () => {
  /** A card saved straight into the table for `userId` (expiring `year`-`month`). */
  async function saveCard(userId: number, last4: string, month = 8, year = 2031) {
    const row = await t.db
      .insertInto('payment_methods')
      .values({
        user_id: userId,
        brand: 'Visa',
        last4,
        exp_month: month,
        exp_year: year,
        is_default: 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const savedCardRefused = (res: CallResult) =>
    expect(expect422(res).errors).toEqual({ saved_card_id: [BOOKING_MESSAGES.savedCard] });

  it("pays with the traveller's own card: its last four digits are the booking's and the ledger's", async () => {
    const cardId = await saveCard(danaId, '5151');
    const departure = await addDeparture(k2.id);
    const { card_last4: _, ...typed } = request(departure.id);
    const booking = expectBooking(
      await book({ ...typed, saved_card_id: cardId }, { token: danaToken }),
      201,
    );
    expect(booking.card_last4).toBe('5151');
    const [row] = await bookingsOn(departure.id);
    const ledger = await t.db
      .selectFrom('booking_payments')
      .select('card_last4')
      .where('booking_id', '=', row!.id)
      .execute();
    expect(ledger.map((l) => l.card_last4)).toEqual(['5151']);
  });

  it("refuses a guest, another traveller's card, an expired card and unknown ids, storing nothing", async () => {
    const danaCard = await saveCard(danaId, '6262');
    const expired = await saveCard(danaId, '7373', 1, 2020);
    const departure = await addDeparture(k2.id);
    const { card_last4: _, ...typed } = request(departure.id);
    savedCardRefused(await book({ ...typed, saved_card_id: danaCard }));
    savedCardRefused(await book({ ...typed, saved_card_id: danaCard }, { token: omarToken }));
    savedCardRefused(await book({ ...typed, saved_card_id: expired }, { token: danaToken }));
    savedCardRefused(await book({ ...typed, saved_card_id: 2 ** 31 - 1 }, { token: danaToken }));
    expect(await bookingsOn(departure.id)).toEqual([]);
    expect(await seatsBooked(t.db, departure.id)).toBe(0);
  });

  it('refuses a saved card beside typed digits, with another method, or not a row id', async () => {
    const cardId = await saveCard(danaId, '8484');
    const departure = await addDeparture(k2.id);
    const base = request(departure.id);
    savedCardRefused(await book({ ...base, saved_card_id: cardId }, { token: danaToken }));
    const { card_last4: _, ...typed } = base;
    for (const payment_method of ['paypal', 'bank'] as const) {
      savedCardRefused(
        await book({ ...typed, payment_method, saved_card_id: cardId }, { token: danaToken }),
      );
    }
    for (const id of [0, -1, 1.5, 2 ** 31, '5', null]) {
      savedCardRefused(await book({ ...typed, saved_card_id: id }, { token: danaToken }));
    }
    expect(await bookingsOn(departure.id)).toEqual([]);
  });
});

describe('booking rate limit', () => {
  it(`allows ${BOOKING_LIMIT.maxPerWindow} attempts per IP per minute (replays and refusals count), then 429`, async () => {
    const departure = await addDeparture(k2.id, { capacity: 50 });
    const ip = nextIp();
    const key = newKey();
    expectBooking(await book(request(departure.id), { key, ip }), 201);
    expect422(await book(request(departure.id, { travelers: 0 }), { ip }));
    for (let i = 2; i < BOOKING_LIMIT.maxPerWindow; i++) {
      expectBooking(await book(request(departure.id), { key, ip }), 200);
    }
    const limited = await book(request(departure.id), { key, ip });
    expect(limited.status).toBe(429);
    expect(errorMessageSchema.parse(limited.json).message).toBe(BOOKING_THROTTLED_MESSAGE);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another address is not affected; the same one may book again once the window is over.
    expectBooking(await book(request(departure.id)), 201);
    t.clock.advance(BOOKING_LIMIT.windowMs);
    expectBooking(await book(request(departure.id), { key, ip }), 200);
    expect(await bookingsOn(departure.id)).toHaveLength(2);
  });

  it('takes its allowance from the config (BOOKING_MAX_PER_MINUTE), 20 by default', async () => {
    const strict = await createTestServer({ config: { bookingMaxPerMinute: 2 }, seed: false });
    try {
      const attempt = () =>
        call(strict.app, 'POST', '/api/bookings', {
          json: {},
          ip: '198.51.100.77',
          headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
        });
      expect((await attempt()).status).toBe(422);
      expect((await attempt()).status).toBe(422);
      expect((await attempt()).status).toBe(429);
    } finally {
      await strict.close();
    }
    expect(BOOKING_LIMIT.maxPerWindow).toBe(20);
    expect(loadServerConfig({}).bookingMaxPerMinute).toBe(20);
    expect(loadServerConfig({ BOOKING_MAX_PER_MINUTE: '500' }).bookingMaxPerMinute).toBe(500);
    expect(() => loadServerConfig({ BOOKING_MAX_PER_MINUTE: '0' })).toThrow();
  });
});
