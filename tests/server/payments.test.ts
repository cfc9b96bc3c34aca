import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validationErrorSchema } from '../../contract';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/bookings';
import { myBookingResponseSchema } from '../../contract/my-bookings';
import { PAYMENT_MESSAGES, policyRefund } from '../../contract/payments';
import { addDays } from '../../server/catalog/dates';
import { migrations } from '../../server/db/migrate';
import { startScheduler } from '../../server/jobs/scheduler';
import { expireUnpaidTransfers } from '../../server/jobs/transfer-expiry';
import {
  cancelWithRefund,
  moneyRowByReference,
  type MoneyRow,
} from '../../server/payments/actions';
import { receivePayment, refundPayment } from '../../server/payments/ledger';
import {
  departureOn,
  insertBooking,
  seatsBooked,
  userIdOf,
  useTestServer,
} from '../support/server-fixtures';
import { call, login, registerAndLogin, TODAY, type CallResult } from './harness';

const t = useTestServer();
let token: string;
let userId: number;
let otherToken: string;
let k2: { id: number; price_cents: number };

beforeAll(async () => {
  token = await registerAndLogin(t.app, {
    name: 'Nadia Shah',
    email: 'nadia@example.com',
    password: 'nadia-password',
  });
  otherToken = await registerAndLogin(t.app, {
    name: 'Omar Riaz',
    email: 'omar@example.com',
    password: 'omar-password',
  });
  userId = await userIdOf(t.db, 'nadia@example.com');
  k2 = await t.db
    .selectFrom('tours')
    .select(['id', 'price_cents'])
    .where('slug', '=', 'k2-base-camp')
    .executeTakeFirstOrThrow();
});
beforeEach(() => {
  t.clock.reset();
});

let keyCounter = 0;
const day = (offset: number) => addDays(TODAY, offset);

/** A booking made through POST /api/bookings by Nadia, `startIn` days ahead. */
async function bookThroughApi(
  startIn: number,
  options: { method?: 'card' | 'paypal' | 'bank'; payInFull?: boolean; travelers?: number } = {},
) {
  const departureId = await departureOn(t.db, k2.id, day(startIn));
  keyCounter += 1;
  const method = options.method ?? 'card';
  const res = await call<{ data: { reference: string } }>(t.app, 'POST', '/api/bookings', {
    token,
    ip: `198.51.100.${keyCounter % 250}`,
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: `payments-test-key-${String(keyCounter).padStart(6, '0')}`,
    },
    json: {
      tour_id: k2.id,
      departure_id: departureId,
      travelers: options.travelers ?? 2,
      add_ons: [],
      name: 'Nadia Shah',
      email: 'nadia@example.com',
      phone: '+92 300 7654321',
      payment_method: method,
      ...(method === 'card' ? { card_last4: '4242' } : {}),
      ...(options.payInFull === undefined ? {} : { pay_in_full: options.payInFull }),
    },
  });
  expect(res.status, res.text).toBe(201);
  return { reference: res.json.data.reference, departureId };
}

function payBalance(reference: string, json: unknown, as = token): Promise<CallResult> {
  return call(t.app, 'POST', `/api/my/bookings/${reference}/pay-balance`, { token: as, json });
}

async function moneyOf(reference: string) {
  const row = await t.db
    .selectFrom('bookings')
    .select(['id', 'status', 'total_cents', 'paid_cents', 'refunded_cents', 'hold_expires_at'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const ledger = await t.db
    .selectFrom('booking_payments')
    .select(['kind', 'method', 'amount_cents', 'card_last4'])
    .where('booking_id', '=', row.id)
    .orderBy('id')
    .execute();
  return { ...row, ledger };
}

/** The ledger adds up to the booking's running sums, and they stay within the total. */
function expectConsistent(money: Awaited<ReturnType<typeof moneyOf>>) {
  const paid = money.ledger
    .filter((l) => l.kind !== 'refund')
    .reduce((sum, l) => sum + l.amount_cents, 0);
  const refunded = money.ledger
    .filter((l) => l.kind === 'refund')
    .reduce((sum, l) => sum + l.amount_cents, 0);
  expect(money.paid_cents).toBe(paid);
  expect(money.refunded_cents).toBe(refunded);
  expect(refunded).toBeGreaterThanOrEqual(0);
  expect(refunded).toBeLessThanOrEqual(paid);
  expect(paid).toBeLessThanOrEqual(money.total_cents);
  for (const line of money.ledger) expect(line.amount_cents).toBeGreaterThan(0);
}

describe('POST /api/my/bookings/{reference}/pay-balance', () => {
  it('pays the whole balance of a deposit booking: paid in full, one balance entry', async () => {
    const { reference } = await bookThroughApi(60);
    const before = await moneyOf(reference);
    expect(before.paid_cents).toBe(Math.round(before.total_cents * 0.2));

    t.clock.advance(3_600_000);
    const balance = (before.total_cents - before.paid_cents) / 100;
    const res = await payBalance(reference, {
      payment_method: 'card',
      card_last4: '1111',
      balance,
    });
    expect(res.status, res.text).toBe(200);
    const booking = myBookingResponseSchema.parse(res.json).data;
    expect(booking.payment).toMatchObject({ state: 'paid_in_full', balance: 0 });
    expect(booking.payment_status).toBe('Paid');
    expect(booking.payments.map((p) => [p.kind, p.amount, p.card_last4])).toEqual([
      ['deposit', before.paid_cents / 100, '4242'],
      ['balance', balance, '1111'],
    ]);
    expect(booking.payments[1]!.created_at).toBe(t.clock().toISOString());
    const after = await moneyOf(reference);
    expectConsistent(after);
    expect(after.paid_cents).toBe(after.total_cents);

    // Nothing is left to pay.
    const again = await payBalance(reference, { payment_method: 'paypal', balance: 1 });
    expect(again.status).toBe(422);
    expect(validationErrorSchema.parse(again.json).errors).toEqual({
      balance: [PAYMENT_MESSAGES.nothingDue],
    });
  });

  it('refuses a balance that is not the one shown (409) and a double submit pays once', async () => {
    const { reference } = await bookThroughApi(61);
    const before = await moneyOf(reference);
    const balance = (before.total_cents - before.paid_cents) / 100;

    const stale = await payBalance(reference, { payment_method: 'paypal', balance: balance - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: PAYMENT_MESSAGES.changed });
    expect(await moneyOf(reference)).toEqual(before);

    const results = await Promise.all(
      Array.from({ length: 4 }, () => payBalance(reference, { payment_method: 'paypal', balance })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const s of statuses.filter((s) => s !== 200)) expect([409, 422]).toContain(s);
    const after = await moneyOf(reference);
    expectConsistent(after);
    expect(after.ledger.filter((l) => l.kind === 'balance')).toHaveLength(1);
    expect(after.paid_cents).toBe(after.total_cents);
  });

  it('is 404 for someone else, 401 without a token, 422 for card data or a started trip', async () => {
    const { reference } = await bookThroughApi(62);
    const before = await moneyOf(reference);
    const balance = (before.total_cents - before.paid_cents) / 100;

    const other = await payBalance(reference, { payment_method: 'card', balance }, otherToken);
    expect(other.status).toBe(404);
    const guest = await call(t.app, 'POST', `/api/my/bookings/${reference}/pay-balance`, {
      json: { payment_method: 'card', balance },
    });
    expect(guest.status).toBe(401);

    for (const json of [
      { payment_method: 'card', balance, card_number: '4242424242424242' },
      { payment_method: 'card', balance, card_last4: '424242' },
      { payment_method: 'bank', balance },
      { payment_method: 'paypal', balance, card_last4: '4242' },
      { payment_method: 'card' },
      { payment_method: 'card', balance: -5 },
    ]) {
      const res = await payBalance(reference, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.text).not.toMatch(/stack|sqlite|postgres|select /i);
    }

    t.clock.set(new Date(`${day(62)}T09:00:00Z`));
    // Signed in again: the first token has outlived its 30 days by then.
    const fresh = await login(t.app, 'nadia@example.com', 'nadia-password');
    const started = await payBalance(reference, { payment_method: 'card', balance }, fresh);
    expect(started.status).toBe(422);
    expect(validationErrorSchema.parse(started.json).errors).toEqual({
      booking: [PAYMENT_MESSAGES.notPayable],
    });
    expect(await moneyOf(reference)).toEqual(before);
  });

  it('shows an unpaid balance past its due date as overdue, and it can still be paid', async () => {
    const { reference } = await bookThroughApi(45);
    // Day 16 ahead of the start: the balance was due at D-30.
    t.clock.set(new Date(`${day(29)}T09:00:00Z`));
    // Signed in again: the first token has been idle longer than 14 days by then.
    const fresh = await login(t.app, 'nadia@example.com', 'nadia-password');
    const list = await call<{ data: Array<{ reference: string; payment: { state: string } }> }>(
      t.app,
      'GET',
      '/api/my/bookings',
      { token: fresh },
    );
    const mine = list.json.data.find((b) => b.reference === reference)!;
    expect(mine.payment.state).toBe('overdue');
    const money = await moneyOf(reference);
    const res = await payBalance(
      reference,
      { payment_method: 'card', balance: (money.total_cents - money.paid_cents) / 100 },
      fresh,
    );
    expect(res.status).toBe(200);
  });
});

describe('cancellation refunds what was paid', () => {
  it('refunds the tier of the deposit only, and the preview equals the ledger', async () => {
    const { reference, departureId } = await bookThroughApi(40);
    const seats = await seatsBooked(t.db, departureId);
    const show = await call(t.app, 'GET', `/api/my/bookings/${reference}`, { token });
    const quote = myBookingResponseSchema.parse(show.json).data.cancellation_quote;
    const money = await moneyOf(reference);
    expect(quote).toEqual({ percent: 100, amount: money.paid_cents / 100 });

    const res = await call(t.app, 'POST', `/api/my/bookings/${reference}/cancel`, {
      token,
      json: { refund_percent: 100 },
    });
    expect(res.status, res.text).toBe(200);
    const booking = myBookingResponseSchema.parse(res.json).data;
    expect(booking.refund).toEqual(quote);
    expect(booking.payment_status).toBe('Refunded');
    expect(booking.payment).toMatchObject({ state: 'cancelled', balance: 0 });
    const after = await moneyOf(reference);
    expectConsistent(after);
    expect(after.ledger.at(-1)).toEqual({
      kind: 'refund',
      method: 'card',
      amount_cents: money.paid_cents,
      card_last4: null,
    });
    expect(await seatsBooked(t.db, departureId)).toBe(seats - 2);
  });

  it('of two racing cancels one wins: one refund, seats back once', async () => {
    const { reference, departureId } = await bookThroughApi(20, { travelers: 3 });
    const seats = await seatsBooked(t.db, departureId);
    const results = await Promise.all(
      [0, 1].map(() => call(t.app, 'POST', `/api/my/bookings/${reference}/cancel`, { token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const after = await moneyOf(reference);
    expectConsistent(after);
    // 20 days ahead, paid in full at booking: half back.
    expect(after.ledger.filter((l) => l.kind === 'refund')).toEqual([
      expect.objectContaining({ amount_cents: Math.round(after.paid_cents / 2) }),
    ]);
    expect(await seatsBooked(t.db, departureId)).toBe(seats - 3);
  });
});

describe('ledger arithmetic (property-based, on the real database)', () => {
  type Op =
    | { type: 'pay'; cents: number }
    | { type: 'refund'; cents: number }
    | { type: 'cancel'; daysBefore: number };

  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ type: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 400_000 }) }),
    fc.record({
      type: fc.constant('refund' as const),
      cents: fc.integer({ min: 1, max: 400_000 }),
    }),
    fc.record({
      type: fc.constant('cancel' as const),
      daysBefore: fc.integer({ min: 1, max: 60 }),
    }),
  );

  it('never goes negative, never takes more than the total, refunds follow the tiers', async () => {
    const startIn = 90;
    const departureId = await departureOn(t.db, k2.id, day(startIn));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 600_000 }),
        fc.array(opArb, { minLength: 1, maxLength: 8 }),
        async (totalCents, ops) => {
          const created = t.clock().toISOString();
          const { reference } = await insertBooking(t.db, {
            userId,
            tourId: k2.id,
            departureId,
            totalCents,
            createdAt: created,
            paidCents: 0,
            paymentMethod: 'bank',
          });
          const now = t.clock();
          for (const op of ops) {
            const row = (await moneyRowByReference(t.db, reference)) as MoneyRow;
            const before = await moneyOf(reference);
            if (op.type === 'pay') {
              const ok = await t.db.transaction().execute((trx) =>
                receivePayment(trx, {
                  bookingId: row.id,
                  kind: 'manual',
                  method: 'cash',
                  amountCents: op.cents,
                  now,
                }),
              );
              const fits = row.status === 'Confirmed' && row.paid_cents + op.cents <= totalCents;
              expect(ok).toBe(fits);
            } else if (op.type === 'refund') {
              const ok = await t.db.transaction().execute((trx) =>
                refundPayment(trx, {
                  bookingId: row.id,
                  method: 'cash',
                  amountCents: op.cents,
                  now,
                }),
              );
              expect(ok).toBe(row.refunded_cents + op.cents <= row.paid_cents);
            } else {
              const today = day(startIn - op.daysBefore);
              const result = await t.db
                .transaction()
                .execute((trx) => cancelWithRefund(trx, row, { now, today }));
              if (row.status !== 'Confirmed') {
                expect(result.kind).toBe('notCancellable');
              } else {
                const expected = policyRefund(
                  {
                    paidCents: row.paid_cents,
                    refundedCents: row.refunded_cents,
                    startDate: row.start_date,
                  },
                  today,
                );
                const tier = op.daysBefore >= 30 ? 100 : op.daysBefore >= 15 ? 50 : 0;
                const kept = row.paid_cents - row.refunded_cents;
                expect(expected.amountCents).toBe(Math.round((kept * tier) / 100));
                expect(result).toEqual({
                  kind: 'cancelled',
                  refundCents: expected.amountCents,
                  percent: kept > 0 ? tier : 0,
                });
                const after = await moneyOf(reference);
                expect(after.refunded_cents - before.refunded_cents).toBe(expected.amountCents);
              }
            }
            expectConsistent(await moneyOf(reference));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('bank transfer holds', () => {
  it('expire once the hold has passed, with two workers: seats return exactly once', async () => {
    const { reference, departureId } = await bookThroughApi(50, { method: 'bank', travelers: 3 });
    const seats = await seatsBooked(t.db, departureId);
    const money = await moneyOf(reference);
    expect(money.paid_cents).toBe(0);
    expect(money.hold_expires_at).toBe(
      new Date(t.clock().getTime() + 3 * 86_400_000).toISOString(),
    );

    // Not yet: a minute before the hold ends nothing happens.
    const early = new Date(t.clock().getTime() + 3 * 86_400_000 - 60_000);
    expect(await expireUnpaidTransfers(t.db, early)).toBe(0);

    const late = new Date(t.clock().getTime() + 3 * 86_400_000 + 1);
    const runs = await Promise.all([
      expireUnpaidTransfers(t.db, late),
      expireUnpaidTransfers(t.db, late),
      expireUnpaidTransfers(t.db, late),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await seatsBooked(t.db, departureId)).toBe(seats - 3);
    const after = await moneyOf(reference);
    expect(after).toMatchObject({ status: 'Expired', paid_cents: 0, hold_expires_at: null });
    expect(await expireUnpaidTransfers(t.db, late)).toBe(0);
    expect(await seatsBooked(t.db, departureId)).toBe(seats - 3);

    t.clock.set(late);
    const show = await call(t.app, 'GET', `/api/my/bookings/${reference}`, { token });
    const booking = myBookingResponseSchema.parse(show.json).data;
    expect(booking.payment).toMatchObject({ state: 'expired', balance: 0 });
    expect(booking.payment_status).toBe('Expired');
    expect(booking.bank_details).toBeNull();
    // An expired booking can neither be paid nor cancelled.
    const pay = await payBalance(reference, { payment_method: 'card', balance: 1 });
    expect(pay.status).toBe(422);
  });

  it('a payment received before the hold ends keeps the booking and its seats', async () => {
    const { reference, departureId } = await bookThroughApi(51, { method: 'bank' });
    const seats = await seatsBooked(t.db, departureId);
    const row = (await moneyRowByReference(t.db, reference)) as MoneyRow;
    await t.db.transaction().execute((trx) =>
      receivePayment(trx, {
        bookingId: row.id,
        kind: 'manual',
        method: 'bank',
        amountCents: 10_000,
        now: t.clock(),
      }),
    );
    const late = new Date(t.clock().getTime() + 10 * 86_400_000);
    expect(await expireUnpaidTransfers(t.db, late)).toBe(0);
    expect(await moneyOf(reference)).toMatchObject({ status: 'Confirmed', hold_expires_at: null });
    expect(await seatsBooked(t.db, departureId)).toBe(seats);
  });

  it('uses the hold length from Settings', async () => {
    await t.db
      .insertInto('settings')
      .values({ key: 'payments', value: JSON.stringify({ transferHoldDays: 7 }) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: JSON.stringify({ transferHoldDays: 7 }) }),
      )
      .execute();
    try {
      const { reference } = await bookThroughApi(52, { method: 'bank' });
      expect((await moneyOf(reference)).hold_expires_at).toBe(
        new Date(t.clock().getTime() + 7 * 86_400_000).toISOString(),
      );
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'payments').execute();
    }
  });

  it('the scheduler runs the jobs on each tick and survives a failing one', async () => {
    const ran: string[] = [];
    const logged: string[] = [];
    const scheduler = startScheduler({
      db: t.db,
      clock: t.clock,
      intervalMs: 3_600_000,
      siteUrl: () => 'https://karakoram.example',
      log: (line) => logged.push(line),
      jobs: [
        {
          name: 'broken',
          run: async () => {
            ran.push('broken');
            throw new Error('database is away');
          },
        },
        { name: 'fine', run: async () => void ran.push('fine') },
      ],
    });
    await scheduler.tick();
    await scheduler.tick();
    await scheduler.stop();
    expect(ran).toEqual(['broken', 'fine', 'broken', 'fine']);
    expect(logged).toEqual([
      'Job broken failed: database is away',
      'Job broken failed: database is away',
    ]);
  });
});

describe('migration 0007', () => {
  it('carries existing bookings into the ledger: paid, refunded and awaited transfers', async () => {
    const migration = migrations['0007_payment_ledger']!;
    // 0010's, 0012's, 0013's and 0014's indexes and triggers read the ledger's columns: off while 0007
    // is rolled back.
    const scale = migrations['0010_scale']!;
    const owing = migrations['0012_owing_and_dashboard']!;
    const departureOwing = migrations['0013_departure_owing']!;
    const owingIds = migrations['0014_owing_index_ids']!;
    const departureId = await departureOn(t.db, k2.id, day(70));
    await t.db.deleteFrom('booking_payments').execute();
    await owingIds.down!(t.db);
    await departureOwing.down!(t.db);
    await owing.down!(t.db);
    await scale.down!(t.db);
    await migration.down!(t.db);
    const at = t.clock().toISOString();
    const base = {
      user_id: null,
      tour_id: k2.id,
      departure_id: departureId,
      travelers: 1,
      add_ons: '[]',
      total_cents: 100_000,
      card_last4: null,
      contact_name: 'Old Booking',
      contact_email: 'old@example.com',
      contact_phone: '+92 300 0000000',
      created_at: at,
      updated_at: at,
    };
    const insert = (reference: string, fields: Record<string, unknown>) =>
      sql`insert into bookings (reference, user_id, tour_id, departure_id, travelers, add_ons, total_cents, card_last4, contact_name, contact_email, contact_phone, created_at, updated_at, status, payment_method, payment_status, refund_cents, cancelled_at)
          values (${reference}, ${base.user_id}, ${base.tour_id}, ${base.departure_id}, ${base.travelers}, ${base.add_ons}, ${base.total_cents}, ${base.card_last4}, ${base.contact_name}, ${base.contact_email}, ${base.contact_phone}, ${base.created_at}, ${base.updated_at}, ${fields.status}, ${fields.method}, ${fields.paymentStatus}, ${fields.refundCents ?? null}, ${fields.cancelledAt ?? null})`.execute(
        t.db,
      );
    await insert('OLDPAID1', { status: 'Confirmed', method: 'card', paymentStatus: 'Paid' });
    await insert('OLDHALF1', {
      status: 'Cancelled',
      method: 'card',
      paymentStatus: 'Partially refunded',
      refundCents: 50_000,
      cancelledAt: at,
    });
    await insert('OLDBANK1', { status: 'Confirmed', method: 'bank', paymentStatus: 'Pending' });
    await migration.up(t.db);
    await scale.up(t.db);
    await owing.up(t.db);
    await departureOwing.up(t.db);
    await owingIds.up(t.db);

    const paid = await moneyOf('OLDPAID1');
    expect(paid).toMatchObject({ paid_cents: 100_000, refunded_cents: 0, hold_expires_at: null });
    expect(paid.ledger).toEqual([
      { kind: 'full', method: 'card', amount_cents: 100_000, card_last4: null },
    ]);
    const half = await moneyOf('OLDHALF1');
    expect(half).toMatchObject({ paid_cents: 100_000, refunded_cents: 50_000 });
    expect(half.ledger.map((l) => [l.kind, l.amount_cents])).toEqual([
      ['full', 100_000],
      ['refund', 50_000],
    ]);
    const bank = await moneyOf('OLDBANK1');
    expect(bank).toMatchObject({ paid_cents: 0, refunded_cents: 0 });
    expect(bank.ledger).toEqual([]);
    expect(bank.hold_expires_at).not.toBeNull();
    for (const money of [paid, half, bank]) expectConsistent(money);
  });
});
