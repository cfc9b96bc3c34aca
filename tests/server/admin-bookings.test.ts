import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE, validationErrorSchema } from '../../contract';
import {
  ADMIN_BOOKING_MESSAGES,
  adminBookingDetailResponseSchema,
  adminBookingListResponseSchema,
  type AdminBookingDetail,
  type AdminBookingListResponse,
} from '../../contract/admin-bookings';
import {
  ledgerSums,
  PAYMENT_MESSAGES,
  paymentState,
  type LedgerLine,
  type LedgerSums,
} from '../../contract/payments';
import type { PaymentState } from '../../contract/payment-summary';
import {
  daysAgo,
  DANA,
  insertBooking,
  loginAsAdmin,
  seatsBooked,
  tourRow,
  userIdOf,
  useTestServer,
} from '../support/server-fixtures';
import { placeHold, releaseHold } from '../../server/holds/holds';
import { call, registerAndLogin, TEST_ADMIN, TODAY, type CallResult } from './harness';

/*
 * The operator's bookings (issue 14): the list (search, filters, each payment state in SQL,
 * sorts, pages), one booking, and the three actions, each atomic and audited. Runs on SQLite and,
 * with scripts/test-pg.sh, on PostgreSQL, where the races really run side by side.
 */

const t = useTestServer();
let adminToken: string;
let adminId: number;
let userToken: string;
let tourId: number;
let otherTourId: number;

/** Departures of the test tour by name, and of another tour. */
const dep = {} as Record<'far' | 'near' | 'later' | 'started' | 'otherTour', number>;
/** Booking references by name. */
type BookingKey =
  | 'paid'
  | 'deposit'
  | 'overdue'
  | 'transfer'
  | 'cancelled'
  | 'expired'
  | 'race'
  | 'started'
  | 'mover1'
  | 'mover2'
  | 'mover3'
  | 'auth';
const ref = {} as Record<BookingKey, string>;

const CAPACITY = 10;

async function insertDeparture(tour: number, startDate: string, capacity = CAPACITY) {
  const { id } = await t.db
    .insertInto('departures')
    .values({ tour_id: tour, start_date: startDate, capacity, seats_booked: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function insertTour(slug: string, title: string) {
  const { id } = await t.db
    .insertInto('tours')
    .values(
      tourRow(daysAgo(30), {
        slug,
        title,
        description: 'A tour of the admin bookings test.',
        duration: 5,
        difficulty: 'Moderate',
        status: 'Active',
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A booking of the test tour, with its seats taken on the departure as checkout would. */
async function book(
  key: BookingKey,
  fields: Omit<Parameters<typeof insertBooking>[1], 'userId' | 'tourId' | 'createdAt'> & {
    createdDaysAgo: number;
    userId?: number | null;
    tourId?: number;
  },
) {
  const { createdDaysAgo, ...rest } = fields;
  const booking = await insertBooking(t.db, {
    userId: null,
    tourId,
    createdAt: daysAgo(createdDaysAgo),
    ...rest,
  });
  if ((fields.status ?? 'Confirmed') === 'Confirmed') {
    await t.db
      .updateTable('departures')
      .set((eb) => ({ seats_booked: eb('seats_booked', '+', fields.travelers ?? 1) }))
      .where('id', '=', fields.departureId)
      .execute();
  }
  ref[key] = booking.reference;
  return booking;
}

beforeAll(async () => {
  adminToken = await loginAsAdmin(t.app);
  adminId = await userIdOf(t.db, TEST_ADMIN.email);
  userToken = await registerAndLogin(t.app, DANA);
  tourId = await insertTour('ledger-test-trek', 'Ledger Test Trek');
  otherTourId = await insertTour('other-test-trek', 'Other Test Trek');

  // TODAY is 2025-03-10: a balance is overdue when the trip starts before 2025-04-09.
  dep.far = await insertDeparture(tourId, '2025-06-20');
  dep.near = await insertDeparture(tourId, '2025-03-25');
  dep.later = await insertDeparture(tourId, '2025-07-15');
  dep.started = await insertDeparture(tourId, '2025-03-05');
  dep.otherTour = await insertDeparture(otherTourId, '2025-06-20');

  const dana = await userIdOf(t.db, DANA.email);
  await book('paid', {
    departureId: dep.far,
    totalCents: 150_000,
    travelers: 2,
    contactName: 'Amina Rahman',
    contactEmail: 'amina@example.com',
    createdDaysAgo: 6,
    userId: dana,
  });
  await book('deposit', {
    departureId: dep.far,
    totalCents: 100_000,
    paidCents: 20_000,
    contactName: 'Bilal Qureshi',
    contactEmail: 'bilal@example.org',
    createdDaysAgo: 5,
  });
  await book('overdue', {
    departureId: dep.near,
    totalCents: 50_000,
    paidCents: 10_000,
    contactName: 'Chen Wei',
    contactEmail: 'chen@example.net',
    createdDaysAgo: 4,
  });
  await book('transfer', {
    departureId: dep.far,
    totalCents: 80_000,
    paidCents: 0,
    paymentMethod: 'bank',
    holdExpiresAt: '2025-03-12T09:00:00.000Z',
    contactName: 'Dina Malik',
    contactEmail: 'dina_malik@example.com',
    createdDaysAgo: 3,
  });
  await book('cancelled', {
    departureId: dep.far,
    totalCents: 60_000,
    status: 'Cancelled',
    refundCents: 60_000,
    contactName: 'Emil Novak',
    contactEmail: 'emil@example.com',
    createdDaysAgo: 2,
  });
  const expired = await book('expired', {
    departureId: dep.far,
    totalCents: 40_000,
    paidCents: 0,
    paymentMethod: 'bank',
    contactName: 'Farah Expired',
    contactEmail: 'farah@example.com',
    createdDaysAgo: 1,
  });
  await t.db
    .updateTable('bookings')
    .set({ status: 'Expired', payment_status: 'Expired' })
    .where('id', '=', expired.id)
    .execute();
  await t.db
    .updateTable('departures')
    .set((eb) => ({ seats_booked: eb('seats_booked', '-', 1) }))
    .where('id', '=', dep.far)
    .execute();
});

const admin = (method: string, url: string, json?: unknown) =>
  call(t.app, method, url, { token: adminToken, json });

async function list(params: Record<string, string | number>): Promise<AdminBookingListResponse> {
  const search = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  );
  const res = await admin('GET', `/api/admin/bookings?${search}`);
  expect(res.status, res.text).toBe(200);
  return adminBookingListResponseSchema.parse(res.json);
}

const references = (page: AdminBookingListResponse) => page.data.map((row) => row.reference);

async function detail(reference: string): Promise<AdminBookingDetail> {
  const res = await admin('GET', `/api/admin/bookings/${reference}`);
  expect(res.status, res.text).toBe(200);
  return adminBookingDetailResponseSchema.parse(res.json).data;
}

/** Everything an action may change about a booking: its row, its ledger, its audit, its seats. */
async function snapshot(reference: string) {
  const booking = await t.db
    .selectFrom('bookings')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const ledger = await t.db
    .selectFrom('booking_payments')
    .select(['kind', 'method', 'amount_cents', 'recorded_by', 'note'])
    .where('booking_id', '=', booking.id)
    .orderBy('id')
    .execute();
  const audit = await t.db
    .selectFrom('admin_audit')
    .select(['action', 'actor_id', 'detail'])
    .where('subject_type', '=', 'booking')
    .where('subject_id', '=', booking.id)
    .orderBy('id')
    .execute();
  const departures = await t.db
    .selectFrom('departures')
    .select(['id', 'seats_booked'])
    .where('tour_id', '=', booking.tour_id)
    .orderBy('id')
    .execute();
  return { booking, ledger, audit, departures };
}

/** The ledger adds up to the booking's running sums. */
function expectLedgerMatches(state: Awaited<ReturnType<typeof snapshot>>) {
  const sums: LedgerSums = ledgerSums(state.ledger as LedgerLine[]);
  expect(sums).toEqual({
    paidCents: state.booking.paid_cents,
    refundedCents: state.booking.refunded_cents,
  });
  expect(state.booking.refunded_cents).toBeLessThanOrEqual(state.booking.paid_cents);
  expect(state.booking.paid_cents).toBeLessThanOrEqual(state.booking.total_cents);
}

function expect422(res: CallResult, field: string, message?: string) {
  expect(res.status, res.text).toBe(422);
  const body = validationErrorSchema.parse(res.json);
  expect(Object.keys(body.errors)).toContain(field);
  if (message) expect(body.errors[field]).toContain(message);
}

describe('GET /api/admin/bookings', () => {
  it('lists the bookings, newest first, each with its payment summary', async () => {
    const page = await list({ tour: tourId });
    expect(references(page)).toEqual([
      ref.expired,
      ref.cancelled,
      ref.transfer,
      ref.overdue,
      ref.deposit,
      ref.paid,
    ]);
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 6, last_page: 1 });
    const paid = page.data.find((row) => row.reference === ref.paid)!;
    expect(paid).toMatchObject({
      status: 'Confirmed',
      contact: { name: 'Amina Rahman', email: 'amina@example.com' },
      tour: { id: tourId, title: 'Ledger Test Trek' },
      departure: { id: dep.far, start_date: '2025-06-20' },
      travelers: 2,
      payment: { state: 'paid_in_full', total: 1500, paid: 1500, balance: 0 },
    });
    // What became of a cancelled booking's money, in words.
    expect(page.data.find((row) => row.reference === ref.cancelled)!.payment_status).toBe(
      'Refunded',
    );
  });

  const STATES: Array<[PaymentState, BookingKey]> = [
    ['paid_in_full', 'paid'],
    ['balance_due', 'deposit'],
    ['overdue', 'overdue'],
    ['awaiting_transfer', 'transfer'],
    ['cancelled', 'cancelled'],
    ['expired', 'expired'],
  ];
  it.each(STATES)('filters by payment state %s in the database', async (state, key) => {
    const page = await list({ tour: tourId, payment: state });
    expect(references(page)).toEqual([ref[key]]);
    expect(page.meta.total).toBe(1);
    // The SQL condition and the contract's rule agree on every row.
    expect(page.data[0]!.payment.state).toBe(state);
  });

  it('agrees with the contract rule on every booking of the database', async () => {
    const rows = await t.db
      .selectFrom('bookings')
      .innerJoin('departures', 'departures.id', 'bookings.departure_id')
      .select([
        'bookings.reference',
        'bookings.status',
        'bookings.payment_method',
        'bookings.total_cents',
        'bookings.paid_cents',
        'bookings.refunded_cents',
        'departures.start_date',
      ])
      .execute();
    const expected: Record<string, string[]> = {};
    for (const row of rows) {
      const state = paymentState(
        {
          status: row.status,
          paymentMethod: row.payment_method,
          totalCents: row.total_cents,
          paidCents: row.paid_cents,
          refundedCents: row.refunded_cents,
          startDate: row.start_date,
        },
        TODAY,
      );
      (expected[state] ??= []).push(row.reference);
    }
    for (const [state] of STATES) {
      const page = await list({ payment: state, per_page: 100 });
      expect(references(page).sort(), state).toEqual((expected[state] ?? []).sort());
    }
  });

  it('filters by booking status and departure', async () => {
    expect(references(await list({ tour: tourId, status: 'Cancelled' }))).toEqual([ref.cancelled]);
    expect(references(await list({ departure: dep.near }))).toEqual([ref.overdue]);
    expect(references(await list({ tour: otherTourId }))).toEqual([]);
  });

  it('searches reference, name and e-mail, ignoring case; wildcards are literal', async () => {
    expect(references(await list({ q: ref.deposit.toLowerCase() }))).toEqual([ref.deposit]);
    expect(references(await list({ q: 'aMiNa rAh' }))).toEqual([ref.paid]);
    expect(references(await list({ q: 'CHEN@EXAMPLE.NET' }))).toEqual([ref.overdue]);
    expect(references(await list({ q: 'dina_malik' }))).toEqual([ref.transfer]);
    // '_' and '%' match themselves, not any character.
    expect(references(await list({ q: 'dina%malik' }))).toEqual([]);
    expect(references(await list({ q: 'a_ina' }))).toEqual([]);
    // An empty search is no search.
    expect((await list({ tour: tourId, q: '  ' })).meta.total).toBe(6);
  });

  it('sorts by created, start date, total and name, either way', async () => {
    expect(references(await list({ tour: tourId, sort: 'created', dir: 'asc' }))).toEqual([
      ref.paid,
      ref.deposit,
      ref.overdue,
      ref.transfer,
      ref.cancelled,
      ref.expired,
    ]);
    expect(references(await list({ tour: tourId, sort: 'name' }))).toEqual([
      ref.paid,
      ref.deposit,
      ref.overdue,
      ref.transfer,
      ref.cancelled,
      ref.expired,
    ]);
    expect(references(await list({ tour: tourId, sort: 'name', dir: 'desc' }))[0]).toBe(
      ref.expired,
    );
    expect(references(await list({ tour: tourId, sort: 'total' }))).toEqual([
      ref.paid,
      ref.deposit,
      ref.transfer,
      ref.cancelled,
      ref.overdue,
      ref.expired,
    ]);
    const byStart = await list({ tour: tourId, sort: 'start' });
    expect(byStart.data[0]!.reference).toBe(ref.overdue);
    const starts = byStart.data.map((row) => row.departure.start_date);
    expect(starts).toEqual([...starts].sort());
  });

  it('pages on the server', async () => {
    const second = await list({ tour: tourId, per_page: 4, page: 2 });
    expect(references(second)).toEqual([ref.deposit, ref.paid]);
    expect(second.meta).toEqual({ page: 2, per_page: 4, total: 6, last_page: 2 });
    const beyond = await list({ tour: tourId, per_page: 4, page: 3 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(6);
  });

  it('offers the tours and, for a chosen tour, its departures', async () => {
    const page = await list({ tour: tourId });
    expect(page.filters.tours).toContainEqual({ id: tourId, title: 'Ledger Test Trek' });
    expect(page.filters.departures.map((d) => d.id)).toEqual([
      dep.started,
      dep.near,
      dep.far,
      dep.later,
    ]);
    expect((await list({})).filters.departures).toEqual([]);
  });

  it.each([
    ['per_page', '101'],
    ['per_page', '0'],
    ['page', '0'],
    ['page', 'two'],
    ['tour', 'k2'],
    ['departure', '-1'],
    ['status', 'Pending'],
    ['payment', 'paid'],
    ['sort', 'price'],
    ['dir', 'up'],
    ['q', 'x'.repeat(101)],
  ])('refuses %s=%s with 422 and the field message', async (field, value) => {
    const res = await admin('GET', `/api/admin/bookings?${field}=${encodeURIComponent(value)}`);
    expect422(res, field);
  });
});

describe('GET /api/admin/bookings/{reference}', () => {
  it('shows everything about one booking', async () => {
    const booking = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('reference', '=', ref.deposit)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('bookings')
      .set({
        add_ons: JSON.stringify([{ id: 'insurance', name: 'Travel Insurance', price: 99 }]),
        special_requests: 'Vegetarian meals, please.',
        contact_country: 'Pakistan',
      })
      .where('id', '=', booking.id)
      .execute();
    const data = await detail(ref.deposit);
    expect(data.booking).toMatchObject({
      reference: ref.deposit,
      status: 'Confirmed',
      tour: { id: tourId, title: 'Ledger Test Trek' },
      departure: { id: dep.far, start_date: '2025-06-20' },
      travelers: 1,
      add_ons: [{ id: 'insurance', name: 'Travel Insurance', price: 99 }],
      special_requests: 'Vegetarian meals, please.',
      contact: { name: 'Bilal Qureshi', email: 'bilal@example.org', country: 'Pakistan' },
      payment: { state: 'balance_due', total: 1000, paid: 200, balance: 800 },
    });
    expect(data.customer).toBeNull();
    expect(data.ledger).toEqual([
      expect.objectContaining({ kind: 'full', amount: 200, recorded_by: null }),
    ]);
    expect(data.history).toEqual([]);
    expect(data.refundable).toBe(200);
    // 102 days before the start: the policy refunds everything paid.
    expect(data.refund_preview).toEqual({ percent: 100, amount: 200 });
    // Other departures of the tour that have not started; not the one it is on, not a past one.
    expect(data.move_options).toEqual([
      { id: dep.near, start_date: '2025-03-25', seats_left: 9 },
      { id: dep.later, start_date: '2025-07-15', seats_left: 10 },
    ]);
    expect(data.actions).toEqual({ record_payment: true, cancel: true, move: true });
  });

  it("names the traveller's account", async () => {
    const data = await detail(ref.paid);
    expect(data.customer).toMatchObject({ name: DANA.name, email: DANA.email });
    expect(data.actions.record_payment).toBe(false);
  });

  it('offers no action on a cancelled booking', async () => {
    const data = await detail(ref.cancelled);
    expect(data.refund_preview).toBeNull();
    expect(data.move_options).toEqual([]);
    expect(data.actions).toEqual({ record_payment: false, cancel: false, move: false });
  });

  it('answers 404 for an unknown or malformed reference', async () => {
    for (const reference of ['ZZZZ9999', 'not-a-ref']) {
      const res = await admin('GET', `/api/admin/bookings/${reference}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: ADMIN_BOOKING_MESSAGES.notFound });
    }
  });
});

describe('POST /api/admin/bookings/{reference}/payments', () => {
  it('refuses bad input and more than the balance with 422, changing nothing', async () => {
    const before = await snapshot(ref.overdue);
    const path = `/api/admin/bookings/${ref.overdue}/payments`;
    expect422(
      await admin('POST', path, { amount: 400.01, method: 'bank' }),
      'amount',
      PAYMENT_MESSAGES.overBalance,
    );
    expect422(await admin('POST', path, { amount: 0, method: 'bank' }), 'amount');
    expect422(await admin('POST', path, { amount: 10.001, method: 'bank' }), 'amount');
    expect422(await admin('POST', path, { amount: 10, method: 'paypal' }), 'method');
    // Unknown keys (card data above all) are refused.
    expect422(await admin('POST', path, { amount: 10, method: 'bank', card: '4242' }), '_');
    expect(await snapshot(ref.overdue)).toEqual(before);
  });

  it('records a payment in the ledger with who took it, and audits it', async () => {
    const res = await admin('POST', `/api/admin/bookings/${ref.overdue}/payments`, {
      amount: 150,
      method: 'cash',
      note: 'Paid at the Skardu office',
    });
    expect(res.status, res.text).toBe(201);
    const data = adminBookingDetailResponseSchema.parse(res.json).data;
    expect(data.booking.payment).toMatchObject({ state: 'overdue', paid: 250, balance: 250 });
    expect(data.ledger.at(-1)).toMatchObject({
      kind: 'manual',
      method: 'cash',
      amount: 150,
      note: 'Paid at the Skardu office',
      recorded_by: TEST_ADMIN.name,
    });
    expect(data.history).toEqual([
      expect.objectContaining({
        action: 'booking.payment',
        actor: TEST_ADMIN.name,
        summary: 'Recorded a payment of $150.00 (Cash): Paid at the Skardu office',
      }),
    ]);
    const state = await snapshot(ref.overdue);
    expectLedgerMatches(state);
    expect(state.ledger.at(-1)!.recorded_by).toBe(adminId);
    expect(state.audit).toEqual([
      expect.objectContaining({ action: 'booking.payment', actor_id: adminId }),
    ]);
  });

  it('clears a transfer hold: the seats are kept', async () => {
    const res = await admin('POST', `/api/admin/bookings/${ref.transfer}/payments`, {
      amount: 800,
      method: 'bank',
    });
    expect(res.status, res.text).toBe(201);
    const data = adminBookingDetailResponseSchema.parse(res.json).data;
    expect(data.booking.payment).toMatchObject({
      state: 'paid_in_full',
      paid: 800,
      balance: 0,
      hold_expires_at: null,
    });
    expect(data.actions.record_payment).toBe(false);
    const state = await snapshot(ref.transfer);
    expect(state.booking.hold_expires_at).toBeNull();
    expect(state.booking.payment_status).toBe('Paid');
    expectLedgerMatches(state);
  });

  it('refuses a booking with nothing to pay, or not confirmed (422)', async () => {
    expect422(
      await admin('POST', `/api/admin/bookings/${ref.paid}/payments`, {
        amount: 1,
        method: 'card',
      }),
      'amount',
      PAYMENT_MESSAGES.nothingDue,
    );
    expect422(
      await admin('POST', `/api/admin/bookings/${ref.expired}/payments`, {
        amount: 1,
        method: 'bank',
      }),
      'status',
    );
  });

  it('answers 404 for an unknown booking', async () => {
    const res = await admin('POST', '/api/admin/bookings/ZZZZ9999/payments', {
      amount: 1,
      method: 'bank',
    });
    expect(res.status).toBe(404);
  });

  it('of two admins recording the last balance at once, exactly one wins', async () => {
    const booking = await book('race', {
      departureId: dep.far,
      totalCents: 90_000,
      paidCents: 18_000,
      contactName: 'Race Traveller',
      createdDaysAgo: 0,
    });
    const other = await loginAsAdmin(t.app);
    const path = `/api/admin/bookings/${booking.reference}/payments`;
    const results = await Promise.all([
      call(t.app, 'POST', path, { token: adminToken, json: { amount: 720, method: 'bank' } }),
      call(t.app, 'POST', path, { token: other, json: { amount: 720, method: 'cash' } }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);
    const state = await snapshot(booking.reference);
    expect(state.booking.paid_cents).toBe(90_000);
    expect(state.ledger.filter((line) => line.kind === 'manual')).toHaveLength(1);
    expect(state.audit).toHaveLength(1);
    expectLedgerMatches(state);
  });
});

describe('POST /api/admin/bookings/{reference}/cancel', () => {
  it('refuses an override without a reason, or above what was paid (422, nothing changed)', async () => {
    const before = await snapshot(ref.deposit);
    const path = `/api/admin/bookings/${ref.deposit}/cancel`;
    expect422(await admin('POST', path, { refund_amount: 50 }), 'reason', PAYMENT_MESSAGES.reason);
    expect422(await admin('POST', path, { refund_amount: 50, reason: '  ' }), 'reason');
    expect422(
      await admin('POST', path, { refund_amount: 200.01, reason: 'Goodwill' }),
      'refund_amount',
      PAYMENT_MESSAGES.refundOverPaid,
    );
    expect422(await admin('POST', path, { refund_amount: -1, reason: 'x' }), 'refund_amount');
    expect422(await admin('POST', path, { refund_percent: 100 }), '_');
    expect(await snapshot(ref.deposit)).toEqual(before);
  });

  it("cancels with the policy's refund, in the ledger; the seats return", async () => {
    const before = await snapshot(ref.deposit);
    const seatsBefore = await seatsBooked(t.db, dep.far);
    const res = await admin('POST', `/api/admin/bookings/${ref.deposit}/cancel`, {});
    expect(res.status, res.text).toBe(200);
    const data = adminBookingDetailResponseSchema.parse(res.json).data;
    expect(data.booking.status).toBe('Cancelled');
    expect(data.booking.payment).toMatchObject({ state: 'cancelled', paid: 200, refunded: 200 });
    expect(data.ledger.at(-1)).toMatchObject({
      kind: 'refund',
      amount: 200,
      recorded_by: TEST_ADMIN.name,
    });
    expect(data.history.at(-1)).toMatchObject({
      action: 'booking.cancel',
      actor: TEST_ADMIN.name,
      summary: "Cancelled for the customer; refunded $200.00 (the policy's 100%)",
    });
    expect(await seatsBooked(t.db, dep.far)).toBe(seatsBefore - 1);
    const state = await snapshot(ref.deposit);
    expect(state.ledger).toHaveLength(before.ledger.length + 1);
    expect(state.audit).toEqual([expect.objectContaining({ action: 'booking.cancel' })]);
    expectLedgerMatches(state);
  });

  it("refunds the operator's amount with the reason", async () => {
    // Paid in full, 102 days ahead: the policy would refund $1,500.
    const res = await admin('POST', `/api/admin/bookings/${ref.paid}/cancel`, {
      refund_amount: 1200,
      reason: 'Permits already bought',
    });
    expect(res.status, res.text).toBe(200);
    const data = adminBookingDetailResponseSchema.parse(res.json).data;
    expect(data.booking.payment).toMatchObject({ state: 'cancelled', refunded: 1200 });
    expect(data.ledger.at(-1)).toMatchObject({
      kind: 'refund',
      amount: 1200,
      note: 'Permits already bought',
    });
    expect(data.history.at(-1)!.summary).toBe(
      "Cancelled for the customer; refunded $1,200.00 (instead of the policy's $1,500.00): Permits already bought",
    );
    expectLedgerMatches(await snapshot(ref.paid));
  });

  it('refuses a booking already cancelled or already started (422)', async () => {
    expect422(await admin('POST', `/api/admin/bookings/${ref.cancelled}/cancel`, {}), 'status');
    const started = await book('started', {
      departureId: dep.started,
      totalCents: 30_000,
      contactName: 'On The Trail',
      createdDaysAgo: 20,
    });
    expect422(await admin('POST', `/api/admin/bookings/${started.reference}/cancel`, {}), 'status');
  });
});

describe('POST /api/admin/bookings/{reference}/move', () => {
  it('refuses the same departure, another tour, a started one, a bad body (422)', async () => {
    const before = await snapshot(ref.overdue);
    const path = `/api/admin/bookings/${ref.overdue}/move`;
    expect422(await admin('POST', path, { departure_id: dep.near }), 'departure_id');
    expect422(await admin('POST', path, { departure_id: dep.otherTour }), 'departure_id');
    expect422(await admin('POST', path, { departure_id: dep.started }), 'departure_id');
    expect422(await admin('POST', path, { departure_id: 'later' }), 'departure_id');
    expect422(await admin('POST', path, {}), 'departure_id');
    expect(await snapshot(ref.overdue)).toEqual(before);
  });

  it('moves the travellers: seats taken there, returned here, audited', async () => {
    const seats = {
      near: await seatsBooked(t.db, dep.near),
      later: await seatsBooked(t.db, dep.later),
    };
    const res = await admin('POST', `/api/admin/bookings/${ref.overdue}/move`, {
      departure_id: dep.later,
    });
    expect(res.status, res.text).toBe(200);
    const data = adminBookingDetailResponseSchema.parse(res.json).data;
    expect(data.booking.departure).toEqual({ id: dep.later, start_date: '2025-07-15' });
    // Further away now: the balance is no longer overdue.
    expect(data.booking.payment.state).toBe('balance_due');
    expect(data.history.at(-1)).toMatchObject({
      action: 'booking.move',
      summary: 'Moved from the departure of March 25, 2025 to July 15, 2025',
    });
    expect(await seatsBooked(t.db, dep.near)).toBe(seats.near - 1);
    expect(await seatsBooked(t.db, dep.later)).toBe(seats.later + 1);
  });

  it('refuses a cancelled booking (422)', async () => {
    expect422(
      await admin('POST', `/api/admin/bookings/${ref.cancelled}/move`, { departure_id: dep.later }),
      'status',
    );
  });

  it('of two bookings racing for the last seats, one moves and the other gets 409', async () => {
    const target = await insertDeparture(tourId, '2025-08-01', 3);
    const first = await book('mover1', {
      departureId: dep.far,
      totalCents: 40_000,
      travelers: 2,
      contactName: 'Mover One',
      createdDaysAgo: 0,
    });
    const second = await book('mover2', {
      departureId: dep.far,
      totalCents: 40_000,
      travelers: 2,
      contactName: 'Mover Two',
      createdDaysAgo: 0,
    });
    const farBefore = await seatsBooked(t.db, dep.far);
    const results = await Promise.all(
      [first, second].map((b) =>
        admin('POST', `/api/admin/bookings/${b.reference}/move`, { departure_id: target }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.json).toEqual({ message: ADMIN_BOOKING_MESSAGES.seatsGone, seats_left: 1 });
    expect(await seatsBooked(t.db, target)).toBe(2);
    expect(await seatsBooked(t.db, dep.far)).toBe(farBefore - 2);
    const departures = await t.db
      .selectFrom('departures')
      .select(['capacity', 'seats_booked'])
      .execute();
    for (const d of departures) expect(d.seats_booked).toBeLessThanOrEqual(d.capacity);
  });

  it('counts seats held at checkout as taken: a move needing them is 409, then fits once freed', async () => {
    const target = await insertDeparture(tourId, '2025-08-20', 3);
    const mover = await book('mover3', {
      departureId: dep.far,
      totalCents: 40_000,
      travelers: 2,
      contactName: 'Mover Three',
      createdDaysAgo: 0,
    });
    const held = await placeHold(t.db, {
      departureId: target,
      seats: 2,
      expiresAt: new Date(t.clock().getTime() + 15 * 60_000),
      now: t.clock(),
    });
    if (!held) throw new Error('the hold should fit');
    const detail = await admin('GET', `/api/admin/bookings/${mover.reference}`);
    const options = adminBookingDetailResponseSchema.parse(detail.json).data.move_options;
    expect(options.map((o) => o.id)).not.toContain(target);
    const refused = await admin('POST', `/api/admin/bookings/${mover.reference}/move`, {
      departure_id: target,
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: ADMIN_BOOKING_MESSAGES.seatsGone, seats_left: 1 });

    await releaseHold(t.db, held.holdId);
    const moved = await admin('POST', `/api/admin/bookings/${mover.reference}/move`, {
      departure_id: target,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await seatsBooked(t.db, target)).toBe(2);
  });
});

describe('who may use the bookings back office', () => {
  const ROUTES: Array<{ method: string; path: () => string; json?: () => unknown; admin: number }> =
    [
      { method: 'GET', path: () => '/api/admin/bookings', admin: 200 },
      { method: 'GET', path: () => `/api/admin/bookings/${ref.transfer}`, admin: 200 },
      {
        method: 'POST',
        path: () => `/api/admin/bookings/${ref.auth}/payments`,
        json: () => ({ amount: 1, method: 'bank' }),
        admin: 201,
      },
      {
        method: 'POST',
        path: () => `/api/admin/bookings/${ref.auth}/move`,
        json: () => ({ departure_id: dep.later }),
        admin: 200,
      },
      {
        method: 'POST',
        path: () => `/api/admin/bookings/${ref.auth}/cancel`,
        json: () => ({}),
        admin: 200,
      },
    ];

  beforeAll(async () => {
    await book('auth', {
      departureId: dep.far,
      totalCents: 10_000,
      paidCents: 2_000,
      contactName: 'Authz Traveller',
      createdDaysAgo: 0,
    });
  });

  it.each(ROUTES.map((route, i) => [`${route.method} #${i + 1}`, route] as const))(
    '%s: guest 401, user 403, admin as expected',
    async (_name, route) => {
      const before = await snapshot(ref.auth);
      const guest = await call(t.app, route.method, route.path(), { json: route.json?.() });
      expect(guest.status).toBe(401);
      expect(guest.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
      const user = await call(t.app, route.method, route.path(), {
        token: userToken,
        json: route.json?.(),
      });
      expect(user.status).toBe(403);
      expect(user.json).toEqual({ message: FORBIDDEN_MESSAGE });
      expect(await snapshot(ref.auth)).toEqual(before);
      const allowed = await call(t.app, route.method, route.path(), {
        token: adminToken,
        json: route.json?.(),
      });
      expect(allowed.status, allowed.text).toBe(route.admin);
    },
  );
});
