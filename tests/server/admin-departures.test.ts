import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../contract';
import {
  DEPARTURE_MESSAGES,
  manifestResponseSchema,
  tourDeparturesResponseSchema,
  type DepartureFigures,
  type Manifest,
} from '../../contract/admin-departures';
import {
  bookingResponseSchema,
  bookingTotalCents,
  IDEMPOTENCY_KEY_HEADER,
  type Booking,
  type CreateBookingRequest,
} from '../../contract/bookings';
import { expireUnpaidTransfers } from '../../server/jobs/transfer-expiry';
import { receivePayment } from '../../server/payments/ledger';
import {
  insertBooking,
  loginAsAdmin,
  registerTraveller,
  seatsBooked,
  tourRow,
  useAdminAndUserTokens,
  useTestServer,
} from '../support/server-fixtures';
import { call, FIXED_NOW, login } from './harness';

/*
 * One tour of our own (price $1,000) with three departures, booked through the real API where
 * one exists (checkout, cancellation, the transfer-expiry job, a recorded payment), so the seats
 * and the ledger move exactly as in production:
 *
 *   June 15 (capacity 12)
 *     Sara Ahmed   card, 2 travellers + insurance + gear: $2,248, 20% deposit $449.60 paid
 *     Bilal Khan   bank, 3 travellers, $3,000, nothing received yet (held)
 *     Chen Wei     card, paid $1,000 in full, cancelled 21 days before: 50% refunded
 *     Dara Noor    bank, 2 travellers, never paid: expired by the job, seats back
 *     Esme Hart    bank, 2 travellers, $2,000, $500 received by the operator (sold)
 *   April 20 (capacity 6): no bookings
 *   March 1 (capacity 8, started): one traveller paid $800 (written straight into the table)
 */

const t = useTestServer();
const tokens = useAdminAndUserTokens(t);

const CHEN = { name: 'Chen Wei', email: 'chen@example.com', password: 'chen-password-1' };
const JUNE = '2025-06-15';
const APRIL = '2025-04-20';
const MARCH = '2025-03-01';
const PRICE_CENTS = 100_000;

let tourId: number;
let otherTourId: number;
const departure: Record<'june' | 'april' | 'march', number> = { june: 0, april: 0, march: 0 };
const refs: Record<string, string> = {};

let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

async function book(request: Partial<CreateBookingRequest>, token?: string): Promise<Booking> {
  const res = await call(t.app, 'POST', '/api/bookings', {
    json: {
      tour_id: tourId,
      departure_id: departure.june,
      travelers: 1,
      add_ons: [],
      phone: '+92 300 1234567',
      payment_method: 'card',
      card_last4: '4242',
      ...request,
    },
    token,
    ip: nextIp(),
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomBytes(16).toString('hex') },
  });
  expect(res.status, res.text).toBe(201);
  return bookingResponseSchema.parse(res.json).data;
}

async function addDeparture(id: number, startDate: string, capacity: number) {
  const row = await t.db
    .insertInto('departures')
    .values({ tour_id: id, start_date: startDate, capacity, seats_booked: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addTour(slug: string, title: string) {
  const row = await t.db
    .insertInto('tours')
    .values(
      tourRow(FIXED_NOW.toISOString(), {
        slug,
        title,
        description: 'Departures fixture.',
        duration: 5,
        difficulty: 'Moderate',
        status: 'Active',
        price_cents: PRICE_CENTS,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  tourId = await addTour('manifest-trek', 'Manifest Trek');
  otherTourId = await addTour('other-trek', 'Other Trek');
  departure.june = await addDeparture(tourId, JUNE, 12);
  departure.march = await addDeparture(tourId, MARCH, 8);
  departure.april = await addDeparture(tourId, APRIL, 6);
  await addDeparture(otherTourId, JUNE, 20);
  const chenAccount = await registerTraveller(t, CHEN);

  // Dara's transfer never arrives: the job expires it once its hold is over.
  const dara = await book({
    name: 'Dara Noor',
    email: 'dara@example.com',
    travelers: 2,
    payment_method: 'bank',
    card_last4: undefined,
  });
  refs.dara = dara.reference;
  expect(await expireUnpaidTransfers(t.db, new Date('2025-03-20T00:00:00.000Z'))).toBe(1);

  const sara = await book({
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    phone: '+92 333 5550101',
    country: 'Pakistan',
    travelers: 2,
    add_ons: ['insurance', 'gear'],
    special_requests: 'Vegetarian meals',
  });
  refs.sara = sara.reference;
  const bilal = await book({
    name: 'Bilal Khan',
    email: 'bilal@example.com',
    country: 'United Kingdom',
    travelers: 3,
    payment_method: 'bank',
    card_last4: undefined,
  });
  refs.bilal = bilal.reference;
  const esme = await book({
    name: 'Esme Hart',
    email: 'esme@example.com',
    travelers: 2,
    payment_method: 'bank',
    card_last4: undefined,
  });
  refs.esme = esme.reference;
  const esmeRow = await t.db
    .selectFrom('bookings')
    .select('id')
    .where('reference', '=', esme.reference)
    .executeTakeFirstOrThrow();
  const received = await t.db.transaction().execute((trx) =>
    receivePayment(trx, {
      bookingId: esmeRow.id,
      kind: 'manual',
      method: 'bank',
      amountCents: 50_000,
      now: FIXED_NOW,
    }),
  );
  expect(received).toBe(true);

  const chen = await book(
    { name: 'Chen Wei', email: 'chen@example.com', pay_in_full: true },
    chenAccount.token,
  );
  refs.chen = chen.reference;
  // Cancelled 21 days before the start: SPEC's 50% tier of what was paid.
  // (Signed in again then: a token does not live that long.)
  t.clock.set(new Date('2025-05-25T09:00:00.000Z'));
  const cancel = await call(t.app, 'POST', `/api/my/bookings/${chen.reference}/cancel`, {
    json: { refund_percent: 50 },
    token: await login(t.app, CHEN.email, CHEN.password),
  });
  t.clock.reset();
  expect(cancel.status, cancel.text).toBe(200);

  // A departure that has started: no API books it any more, so the row is written directly.
  await insertBooking(t.db, {
    userId: null,
    tourId,
    departureId: departure.march,
    totalCents: 80_000,
    createdAt: '2025-01-10T09:00:00.000Z',
    contactName: 'Farah Ali',
  });
  await t.db
    .updateTable('departures')
    .set({ seats_booked: 1 })
    .where('id', '=', departure.march)
    .execute();
});

async function getDepartures(id: number | string = tourId) {
  return call(t.app, 'GET', `/api/admin/tours/${id}/departures`, { token: tokens.admin });
}

async function listed(): Promise<DepartureFigures[]> {
  const res = await getDepartures();
  expect(res.status, res.text).toBe(200);
  return tourDeparturesResponseSchema.parse(res.json).data.departures;
}

async function manifestOf(id: number, token = tokens.admin): Promise<Manifest> {
  const res = await call(t.app, 'GET', `/api/admin/departures/${id}/manifest`, { token });
  expect(res.status, res.text).toBe(200);
  return manifestResponseSchema.parse(res.json).data;
}

describe('GET /api/admin/tours/{id}/departures', () => {
  it('answers with the tour and its departures, earliest first', async () => {
    const res = await getDepartures();
    const { tour, departures } = tourDeparturesResponseSchema.parse(res.json).data;
    expect(tour).toEqual({
      id: tourId,
      slug: 'manifest-trek',
      title: 'Manifest Trek',
      status: 'Active',
      duration: 5,
      location: 'Skardu',
    });
    expect(departures.map((d) => [d.id, d.startDate, d.started])).toEqual([
      [departure.march, MARCH, true],
      [departure.april, APRIL, false],
      [departure.june, JUNE, false],
    ]);
  });

  it('counts sold, held and left seats and the revenue kept, from the ledger', async () => {
    const june = (await listed()).find((d) => d.id === departure.june);
    const saraTotal = bookingTotalCents(1000, 2, ['insurance', 'gear']);
    expect(saraTotal).toBe(224_800);
    expect(june).toEqual({
      id: departure.june,
      startDate: JUNE,
      started: false,
      capacity: 12,
      // Sara 2 + Esme 2 (a transfer with money received is no longer held).
      sold: 4,
      // Bilal's unpaid transfer; Dara's expired one gave its seats back.
      held: 3,
      left: 5,
      reserved: 0,
      // Sara, Bilal, Esme: the cancelled and the expired booking do not count.
      bookings: 3,
      // Sara's deposit 449.60 + Chen's half kept 500 + Esme's 500 received.
      revenue: 1449.6,
      // Sara 1,798.40 + Bilal 3,000 + Esme 1,500.
      outstanding: 6298.4,
    });
    expect(june!.sold + june!.held + june!.reserved + june!.left).toBe(june!.capacity);
    expect(await seatsBooked(t.db, departure.june)).toBe(7);
  });

  it('shows a departure without bookings as all seats left, and a started one', async () => {
    const figures = await listed();
    expect(figures.find((d) => d.id === departure.april)).toMatchObject({
      sold: 0,
      held: 0,
      reserved: 0,
      left: 6,
      bookings: 0,
      revenue: 0,
      outstanding: 0,
    });
    expect(figures.find((d) => d.id === departure.march)).toMatchObject({
      started: true,
      sold: 1,
      held: 0,
      left: 7,
      reserved: 0,
      bookings: 1,
      revenue: 800,
      outstanding: 0,
    });
  });

  it('counts seats taken without a booking on record as reserved', async () => {
    // The seed books half of some first departures without booking rows (sample content).
    await t.db
      .updateTable('departures')
      .set({ seats_booked: 2 })
      .where('id', '=', departure.april)
      .execute();
    try {
      expect((await listed()).find((d) => d.id === departure.april)).toMatchObject({
        capacity: 6,
        sold: 0,
        held: 0,
        reserved: 2,
        left: 4,
      });
    } finally {
      await t.db
        .updateTable('departures')
        .set({ seats_booked: 0 })
        .where('id', '=', departure.april)
        .execute();
    }
  });

  it('lists a tour without departures as an empty list', async () => {
    const bare = await addTour('bare-trek', 'Bare Trek');
    const res = await getDepartures(bare);
    expect(res.status).toBe(200);
    expect(tourDeparturesResponseSchema.parse(res.json).data.departures).toEqual([]);
  });
});

describe('GET /api/admin/departures/{id}/manifest', () => {
  it('lists every Confirmed booking by lead traveller with contact, extras and money', async () => {
    const manifest = await manifestOf(departure.june);
    expect(manifest.tour.title).toBe('Manifest Trek');
    expect(manifest.departure).toEqual((await listed()).find((d) => d.id === departure.june));
    expect(manifest.bookings).toEqual([
      {
        reference: refs.bilal,
        status: 'Confirmed',
        leadTraveller: 'Bilal Khan',
        travelers: 3,
        phone: '+92 300 1234567',
        email: 'bilal@example.com',
        country: 'United Kingdom',
        addOns: [],
        specialRequests: null,
        paymentState: 'awaiting_transfer',
        total: 3000,
        paid: 0,
        balance: 3000,
      },
      {
        reference: refs.esme,
        status: 'Confirmed',
        leadTraveller: 'Esme Hart',
        travelers: 2,
        phone: '+92 300 1234567',
        email: 'esme@example.com',
        country: null,
        addOns: [],
        specialRequests: null,
        paymentState: 'balance_due',
        total: 2000,
        paid: 500,
        balance: 1500,
      },
      {
        reference: refs.sara,
        status: 'Confirmed',
        leadTraveller: 'Sara Ahmed',
        travelers: 2,
        phone: '+92 333 5550101',
        email: 'sara@example.com',
        country: 'Pakistan',
        addOns: ['Travel Insurance', 'Trekking Gear Rental'],
        specialRequests: 'Vegetarian meals',
        paymentState: 'balance_due',
        total: 2248,
        paid: 449.6,
        balance: 1798.4,
      },
    ]);
  });

  it('flags the cancelled and expired bookings apart, owing nothing', async () => {
    const { cancelled } = await manifestOf(departure.june);
    expect(
      cancelled.map((b) => [b.reference, b.leadTraveller, b.status, b.paymentState, b.balance]),
    ).toEqual([
      [refs.chen, 'Chen Wei', 'Cancelled', 'cancelled', 0],
      [refs.dara, 'Dara Noor', 'Expired', 'expired', 0],
    ]);
    expect(cancelled[0]).toMatchObject({ total: 1000, paid: 1000 });
  });

  it('is an empty manifest for a departure without bookings', async () => {
    const manifest = await manifestOf(departure.april);
    expect(manifest.bookings).toEqual([]);
    expect(manifest.cancelled).toEqual([]);
    expect(manifest.departure.left).toBe(6);
  });

  it('names an overdue balance once its due date has passed', async () => {
    // June 15's balance is due May 16: on May 20 Sara's and Esme's balances are overdue.
    t.clock.set(new Date('2025-05-20T09:00:00.000Z'));
    try {
      const manifest = await manifestOf(departure.june, await loginAsAdmin(t.app));
      expect(manifest.bookings.map((b) => [b.leadTraveller, b.paymentState])).toEqual([
        ['Bilal Khan', 'awaiting_transfer'],
        ['Esme Hart', 'overdue'],
        ['Sara Ahmed', 'overdue'],
      ]);
    } finally {
      t.clock.reset();
    }
  });
});

describe('access', () => {
  const paths = () => [
    `/api/admin/tours/${tourId}/departures`,
    `/api/admin/departures/${departure.june}/manifest`,
  ];

  it('a guest is 401, a user 403, an admin 200', async () => {
    for (const path of paths()) {
      const guest = await call(t.app, 'GET', path);
      expect(guest.status).toBe(401);
      expect(guest.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
      const user = await call(t.app, 'GET', path, { token: tokens.user });
      expect(user.status).toBe(403);
      expect(user.json).toEqual({ message: FORBIDDEN_MESSAGE });
      expect((await call(t.app, 'GET', path, { token: tokens.admin })).status).toBe(200);
    }
  });

  it('unknown and malformed ids are 404 with what was not found', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '1e3', '12345678901']) {
      const tour = await getDepartures(id);
      expect(tour.status, id).toBe(404);
      expect(tour.json).toEqual({ message: DEPARTURE_MESSAGES.tourNotFound });
      const manifest = await call(t.app, 'GET', `/api/admin/departures/${id}/manifest`, {
        token: tokens.admin,
      });
      expect(manifest.status, id).toBe(404);
      expect(manifest.json).toEqual({ message: DEPARTURE_MESSAGES.departureNotFound });
    }
  });

  it('a guest learns nothing about an unknown id either', async () => {
    expect((await call(t.app, 'GET', '/api/admin/departures/999999/manifest')).status).toBe(401);
  });
});
