import { sql, type Kysely, type Updateable } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateBookingRequest } from '../../contract/bookings';
import { cancelOnBehalf, moveBooking, recordPayment } from '../../server/admin-data/bookings';
import { deleteCustomer, findCustomer, listAllCustomers } from '../../server/admin-data/customers';
import { loadDashboard } from '../../server/admin-data/dashboard';
import { createBooking } from '../../server/bookings/create';
import { addDays } from '../../server/catalog/dates';
import { migrations, migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import type { Database } from '../../server/db/types';
import { expireUnpaidTransfers } from '../../server/jobs/transfer-expiry';
import {
  daysAgo,
  insertBooking,
  insertCustomer,
  tourBySlug,
  userIdOf,
  useTestServer,
} from '../support/server-fixtures';
import {
  createFreshDatabase,
  createMutableClock,
  FIXED_NOW,
  TEST_ADMIN,
  TODAY,
  type FreshDatabase,
} from './harness';

/*
 * Issue 16: the per-departure sums and customer_stats (migration 0009, kept by triggers on
 * bookings) must always equal what the bookings say, whatever writes them; and the dashboard and
 * customer figures built on them must equal the figures computed from the bookings directly (the
 * queries the admin pages ran before 0009).
 */

type Db = Kysely<Database>;
const SITE = 'http://localhost';

/** Every departure's stored sums and every customer's stats next to the direct computation. */
async function expectAggregatesExact(db: Db): Promise<void> {
  const departures = await db
    .selectFrom('departures')
    .select([
      'id',
      'bookings_count',
      'confirmed_count',
      'kept_cents',
      'confirmed_kept_cents',
      'owing_count',
    ])
    .orderBy('id')
    .execute();
  const direct = await db
    .selectFrom('bookings')
    .select([
      'departure_id',
      sql<number>`count(*)`.as('bookings_count'),
      sql<number>`sum(case when status = 'Confirmed' then 1 else 0 end)`.as('confirmed_count'),
      sql<number>`sum(paid_cents - refunded_cents)`.as('kept_cents'),
      sql<number>`sum(case when status = 'Confirmed' then paid_cents - refunded_cents else 0 end)`.as(
        'confirmed_kept_cents',
      ),
      // Owing, not awaiting a first transfer (migration 0013): balance due or overdue.
      sql<number>`sum(case when status = 'Confirmed' and paid_cents < total_cents
        and (paid_cents > 0 or payment_method <> 'bank') then 1 else 0 end)`.as('owing_count'),
    ])
    .groupBy('departure_id')
    .execute();
  const byDeparture = new Map(direct.map((row) => [row.departure_id, row]));
  expect(
    departures.map((d) => ({
      id: d.id,
      bookings_count: d.bookings_count,
      confirmed_count: d.confirmed_count,
      kept_cents: d.kept_cents,
      confirmed_kept_cents: d.confirmed_kept_cents,
      owing_count: d.owing_count,
    })),
  ).toEqual(
    departures.map((d) => {
      const row = byDeparture.get(d.id);
      return {
        id: d.id,
        bookings_count: Number(row?.bookings_count ?? 0),
        confirmed_count: Number(row?.confirmed_count ?? 0),
        kept_cents: Number(row?.kept_cents ?? 0),
        confirmed_kept_cents: Number(row?.confirmed_kept_cents ?? 0),
        owing_count: Number(row?.owing_count ?? 0),
      };
    }),
  );

  const stats = await db
    .selectFrom('customer_stats')
    .select(['user_id', 'bookings', 'last_booking', 'spent_cents'])
    .orderBy('user_id')
    .execute();
  const perUser = await db
    .selectFrom('bookings')
    .select([
      'user_id',
      sql<number>`count(*)`.as('bookings'),
      sql<string>`max(created_at)`.as('last_booking'),
      sql<number>`sum(paid_cents - refunded_cents)`.as('spent_cents'),
    ])
    .where('user_id', 'is not', null)
    .groupBy('user_id')
    .execute();
  const expected = new Map(
    perUser.map((row) => [
      row.user_id!,
      {
        bookings: Number(row.bookings),
        last_booking: row.last_booking,
        spent_cents: Number(row.spent_cents),
      },
    ]),
  );
  for (const row of stats) {
    expect({ user: row.user_id, ...row, user_id: undefined }).toEqual({
      user: row.user_id,
      user_id: undefined,
      ...(expected.get(row.user_id) ?? { bookings: 0, last_booking: null, spent_cents: 0 }),
    });
  }
  // Every customer with bookings has their row.
  expect(perUser.filter((row) => !stats.some((s) => s.user_id === row.user_id))).toEqual([]);

  // tour_stats (migration 0012): a row for every tour with bookings, equal to its bookings' sums.
  const tourStats = await db
    .selectFrom('tour_stats')
    .select(['tour_id', 'confirmed_count', 'confirmed_kept_cents', 'kept_cents'])
    .orderBy('tour_id')
    .execute();
  const perTour = await db
    .selectFrom('bookings')
    .select([
      'tour_id',
      sql<number>`sum(case when status = 'Confirmed' then 1 else 0 end)`.as('confirmed_count'),
      sql<number>`sum(case when status = 'Confirmed' then paid_cents - refunded_cents else 0 end)`.as(
        'confirmed_kept_cents',
      ),
      sql<number>`sum(paid_cents - refunded_cents)`.as('kept_cents'),
    ])
    .groupBy('tour_id')
    .execute();
  const byTour = new Map(perTour.map((row) => [row.tour_id, row]));
  const asNumbers = (row: {
    tour_id: number;
    confirmed_count: unknown;
    confirmed_kept_cents: unknown;
    kept_cents: unknown;
  }) => ({
    tour_id: row.tour_id,
    confirmed_count: Number(row.confirmed_count ?? 0),
    confirmed_kept_cents: Number(row.confirmed_kept_cents ?? 0),
    kept_cents: Number(row.kept_cents ?? 0),
  });
  expect(tourStats.map(asNumbers)).toEqual(
    tourStats.map((row) =>
      asNumbers(
        byTour.get(row.tour_id) ?? {
          tour_id: row.tour_id,
          confirmed_count: 0,
          confirmed_kept_cents: 0,
          kept_cents: 0,
        },
      ),
    ),
  );
  // Every tour with bookings has its row.
  expect(perTour.filter((row) => !tourStats.some((t) => t.tour_id === row.tour_id))).toEqual([]);
}

let nextStart = 100;

/** A new departure far enough ahead for a deposit (balance due 30 days before the start). */
async function futureDeparture(db: Db, tourId: number, capacity = 40): Promise<number> {
  nextStart += 1;
  const { id } = await db
    .insertInto('departures')
    .values({ tour_id: tourId, start_date: addDays(TODAY, nextStart), capacity, seats_booked: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function request(
  tourId: number,
  departureId: number,
  fields: Partial<CreateBookingRequest> = {},
): CreateBookingRequest {
  return {
    tour_id: tourId,
    departure_id: departureId,
    travelers: 2,
    add_ons: [],
    special_requests: '',
    name: 'Ana Traveller',
    email: 'ana@example.com',
    phone: '+92 300 1234567',
    address: '',
    city: '',
    country: 'Pakistan',
    zip_code: '',
    payment_method: 'card',
    card_last4: '4242',
    ...fields,
  };
}

describe('the aggregates follow every booking write', () => {
  const t = useTestServer();
  let adminId: number;
  let tourId: number;
  let ana: number;
  let bo: number;

  beforeAll(async () => {
    adminId = await userIdOf(t.db, TEST_ADMIN.email);
    tourId = (await tourBySlug(t.db, 'k2-base-camp')).id;
    ana = await insertCustomer(t.db, { name: 'Ana', email: 'ana@example.com' });
    bo = await insertCustomer(t.db, { name: 'Bo', email: 'bo@example.com' });
  });

  const book = async (
    departureId: number,
    userId: number | null,
    key: string,
    fields: Partial<CreateBookingRequest> = {},
  ) => {
    const outcome = await createBooking(t.db, {
      request: request(tourId, departureId, fields),
      userId,
      idempotencyKey: key,
      now: FIXED_NOW,
      siteUrl: SITE,
    });
    if (outcome.kind !== 'created') throw new Error(`not created: ${outcome.kind}`);
    return outcome.booking.reference;
  };

  it('after checkout (deposit, full, transfer, guest)', async () => {
    const departure = await futureDeparture(t.db, tourId);
    await book(departure, ana, 'k1');
    await book(departure, ana, 'k2', { pay_in_full: true, travelers: 1 });
    await book(departure, bo, 'k3', { payment_method: 'bank', card_last4: undefined });
    await book(departure, null, 'k4', { email: 'guest@example.com' });
    await expectAggregatesExact(t.db);
    const stats = await t.db
      .selectFrom('departures')
      .select(['bookings_count', 'confirmed_count'])
      .where('id', '=', departure)
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({ bookings_count: 4, confirmed_count: 4 });
  });

  it('after payments, refunds, cancellations, moves and expired transfers', async () => {
    const departure = await futureDeparture(t.db, tourId);
    const other = await t.db
      .insertInto('departures')
      .values({ tour_id: tourId, start_date: addDays(TODAY, 200), capacity: 40, seats_booked: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const transfer = await book(departure, bo, 'p1', {
      payment_method: 'bank',
      card_last4: undefined,
    });
    const paid = await recordPayment(t.db, {
      reference: transfer,
      amountCents: 50_000,
      method: 'bank',
      note: null,
      actorId: adminId,
      now: FIXED_NOW,
      siteUrl: SITE,
    });
    expect(paid.kind).toBe('recorded');
    await expectAggregatesExact(t.db);

    const deposit = await book(departure, ana, 'p2');
    const cancelled = await cancelOnBehalf(t.db, {
      reference: deposit,
      reason: 'Illness',
      actorId: adminId,
      now: FIXED_NOW,
      siteUrl: SITE,
    });
    expect(cancelled.kind).toBe('cancelled');
    await expectAggregatesExact(t.db);

    const moving = await book(departure, ana, 'p3', { pay_in_full: true });
    const moved = await moveBooking(t.db, {
      reference: moving,
      departureId: other.id,
      actorId: adminId,
      now: FIXED_NOW,
    });
    expect(moved.kind).toBe('moved');
    await expectAggregatesExact(t.db);

    await book(departure, bo, 'p4', { payment_method: 'bank', card_last4: undefined });
    const clock = createMutableClock();
    clock.advance(30 * 86_400_000);
    expect(await expireUnpaidTransfers(t.db, clock())).toBeGreaterThan(0);
    await expectAggregatesExact(t.db);
  });

  it('after hand edits: an update of the money, a claimed guest booking, a delete', async () => {
    const departure = await futureDeparture(t.db, tourId);
    const guest = await insertBooking(t.db, {
      userId: null,
      tourId,
      departureId: departure,
      totalCents: 90_000,
      createdAt: daysAgo(3),
    });
    await t.db.updateTable('bookings').set({ user_id: bo }).where('id', '=', guest.id).execute();
    await t.db
      .updateTable('bookings')
      .set({ paid_cents: 10_000, status: 'Cancelled' })
      .where('id', '=', guest.id)
      .execute();
    await expectAggregatesExact(t.db);
    const gone = await insertBooking(t.db, {
      userId: ana,
      tourId,
      departureId: departure,
      totalCents: 70_000,
      createdAt: daysAgo(-1),
    });
    await t.db.deleteFrom('booking_payments').where('booking_id', '=', gone.id).execute();
    await t.db.deleteFrom('bookings').where('id', '=', gone.id).execute();
    await expectAggregatesExact(t.db);
  });

  it('after hand edits of what decides owing: total, method, paid, departure', async () => {
    const departure = await futureDeparture(t.db, tourId);
    const other = await futureDeparture(t.db, tourId);
    const owingOn = async (id: number) =>
      (
        await t.db
          .selectFrom('departures')
          .select('owing_count')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).owing_count;
    // A deposit: owing.
    const owed = await insertBooking(t.db, {
      userId: ana,
      tourId,
      departureId: departure,
      totalCents: 80_000,
      paidCents: 16_000,
      createdAt: daysAgo(2),
    });
    // An awaited transfer: owing, but not counted (awaiting transfer, not balance due).
    const awaited = await insertBooking(t.db, {
      userId: bo,
      tourId,
      departureId: departure,
      totalCents: 50_000,
      paidCents: 0,
      paymentMethod: 'bank',
      createdAt: daysAgo(2),
    });
    expect(await owingOn(departure)).toBe(1);
    await expectAggregatesExact(t.db);
    const edit = async (id: number, set: Updateable<Database['bookings']>) => {
      await t.db.updateTable('bookings').set(set).where('id', '=', id).execute();
      await expectAggregatesExact(t.db);
    };
    await edit(awaited.id, { payment_method: 'card' });
    expect(await owingOn(departure)).toBe(2);
    await edit(owed.id, { total_cents: 16_000 });
    expect(await owingOn(departure)).toBe(1);
    await edit(owed.id, { total_cents: 90_000 });
    await edit(owed.id, { departure_id: other });
    expect([await owingOn(departure), await owingOn(other)]).toEqual([1, 1]);
    await edit(awaited.id, { paid_cents: 50_000, departure_id: other });
    expect([await owingOn(departure), await owingOn(other)]).toEqual([0, 1]);
    await edit(owed.id, { status: 'Cancelled' });
    expect(await owingOn(other)).toBe(0);
    await edit(owed.id, { status: 'Confirmed' });
    await t.db.deleteFrom('booking_payments').where('booking_id', '=', owed.id).execute();
    await t.db.deleteFrom('bookings').where('id', '=', owed.id).execute();
    await expectAggregatesExact(t.db);
    expect(await owingOn(other)).toBe(0);
  });

  it('after a customer is deleted (their bookings stay, as guest bookings)', async () => {
    const carl = await insertCustomer(t.db, { name: 'Carl', email: 'carl@example.com' });
    const departure = await futureDeparture(t.db, tourId);
    await book(departure, carl, 'd1', { email: 'carl@example.com' });
    expect(await deleteCustomer(t.db, carl)).toBe(true);
    await expectAggregatesExact(t.db);
    const row = await t.db
      .selectFrom('departures')
      .select('bookings_count')
      .where('id', '=', departure)
      .executeTakeFirstOrThrow();
    expect(row.bookings_count).toBe(1);
  });

  it('under concurrent checkouts and payments on one departure', async () => {
    const departure = await futureDeparture(t.db, tourId, 12);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createBooking(t.db, {
          request: request(tourId, departure, { travelers: 2 }),
          userId: i % 2 ? ana : bo,
          idempotencyKey: `race-${i}`,
          now: FIXED_NOW,
          siteUrl: SITE,
        }),
      ),
    );
    const created = outcomes.filter((o) => o.kind === 'created');
    // 12 seats, 2 each: six bookings, the rest refused.
    expect(created).toHaveLength(6);
    await Promise.all(
      created.map((o) =>
        o.kind === 'created'
          ? recordPayment(t.db, {
              reference: o.booking.reference,
              amountCents: 1_000,
              method: 'cash',
              note: null,
              actorId: adminId,
              now: FIXED_NOW,
              siteUrl: SITE,
            })
          : null,
      ),
    );
    await expectAggregatesExact(t.db);
    const row = await t.db
      .selectFrom('departures')
      .select(['bookings_count', 'seats_booked'])
      .where('id', '=', departure)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ bookings_count: 6, seats_booked: 12 });
  });
});

/*
 * The figures as the admin pages computed them before 0009, straight from the bookings: the
 * reference the aggregate-based queries must match.
 */
async function directFigures(db: Db) {
  const isAdmin = sql<boolean>`exists (select 1 from user_roles join roles on roles.id = user_roles.role_id
    where user_roles.user_id = users.id and roles.name = 'admin')`;
  const customers = await db
    .selectFrom('users')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('bookings')
          .select([
            'user_id',
            sql<number>`count(*)`.as('n'),
            sql<string>`max(created_at)`.as('last'),
            sql<number>`sum(paid_cents - refunded_cents)`.as('spent'),
          ])
          .where('user_id', 'is not', null)
          .groupBy('user_id')
          .as('totals'),
      (join) => join.onRef('totals.user_id', '=', 'users.id'),
    )
    .where(sql<boolean>`not ${isAdmin}`)
    .select(['users.id', 'totals.n', 'totals.last', 'totals.spent'])
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
  const popular = await db
    .selectFrom('bookings')
    .innerJoin('tours', 'tours.id', 'bookings.tour_id')
    .where('bookings.status', '=', 'Confirmed')
    .select([
      'tours.id',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(paid_cents - refunded_cents)`.as('kept'),
    ])
    .groupBy('tours.id')
    .orderBy('n', 'desc')
    .orderBy('kept', 'desc')
    .orderBy('tours.id')
    .limit(5)
    .execute();
  const revenue = await db
    .selectFrom('bookings')
    .select(sql<number>`sum(paid_cents - refunded_cents)`.as('kept'))
    .executeTakeFirstOrThrow();
  const active = await db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departure_id')
    .innerJoin('tours', 'tours.id', 'bookings.tour_id')
    .where('bookings.status', '=', 'Confirmed')
    .select(['departures.start_date', 'tours.duration'])
    .execute();
  return {
    customers: customers.map((c) => ({
      id: c.id,
      bookings: Number(c.n ?? 0),
      lastBooking: c.last ?? null,
      totalSpent: Number(c.spent ?? 0) / 100,
    })),
    popular: popular.map((p) => ({
      id: p.id,
      bookings: Number(p.n),
      revenue: Number(p.kept) / 100,
    })),
    revenue: Number(revenue.kept ?? 0) / 100,
    activeBookings: active.filter((b) => addDays(b.start_date, b.duration - 1) >= TODAY).length,
    customerCount: customers.length,
  };
}

describe('the figures built on the aggregates equal the direct computation', () => {
  const t = useTestServer();

  beforeAll(async () => {
    const tours = await t.db.selectFrom('tours').select(['id']).orderBy('id').execute();
    const customers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      customers.push(
        await insertCustomer(t.db, {
          name: `Customer ${i}`,
          email: `customer${i}@example.com`,
          createdAt: daysAgo(i * 13),
        }),
      );
    }
    // Bookings over the last three months on past, running and future departures.
    for (let i = 0; i < 40; i += 1) {
      const tourId = tours[i % 5]!.id;
      const start = addDays(TODAY, (i % 9) * 11 - 40);
      const existing = await t.db
        .selectFrom('departures')
        .select('id')
        .where('tour_id', '=', tourId)
        .where('start_date', '=', start)
        .executeTakeFirst();
      const departureId =
        existing?.id ??
        (
          await t.db
            .insertInto('departures')
            .values({ tour_id: tourId, start_date: start, capacity: 60, seats_booked: 0 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      await insertBooking(t.db, {
        userId: i % 4 === 3 ? null : customers[i % customers.length]!,
        tourId,
        departureId,
        totalCents: 50_000 + i * 1_000,
        createdAt: daysAgo((i * 7) % 90),
        status: i % 5 === 4 ? 'Cancelled' : 'Confirmed',
        refundCents: 20_000,
        paidCents: i % 3 === 0 ? 10_000 + i * 100 : undefined,
      });
    }
  });

  it('dashboard stats and popular tours', async () => {
    const direct = await directFigures(t.db);
    const dashboard = await loadDashboard(t.db, FIXED_NOW);
    expect(dashboard.stats.revenue.value).toBe(direct.revenue);
    expect(dashboard.stats.activeBookings.value).toBe(direct.activeBookings);
    expect(dashboard.stats.customers.value).toBe(direct.customerCount);
    expect(
      dashboard.popularTours.map((p) => ({ id: p.id, bookings: p.bookings, revenue: p.revenue })),
    ).toEqual(direct.popular);
    // The trends: customers joined and bookings made in each 30-day window, counted by hand.
    expect(dashboard.stats.customers.trend).not.toBeUndefined();
    expect(direct.popular.length).toBeGreaterThan(0);
  });

  it('the customer list and one customer', async () => {
    const direct = await directFigures(t.db);
    const list = await listAllCustomers(t.db, {});
    expect(
      list.map((c) => ({
        id: c.id,
        bookings: c.bookings,
        lastBooking: c.lastBooking,
        totalSpent: c.totalSpent,
      })),
    ).toEqual(direct.customers);
    const busiest = direct.customers.reduce((a, b) => (b.bookings > a.bookings ? b : a));
    const one = await findCustomer(t.db, busiest.id);
    expect(one).toMatchObject({
      bookings: busiest.bookings,
      lastBooking: busiest.lastBooking,
      totalSpent: busiest.totalSpent,
    });
  });
});

describe('migration 0009 upgrades an existing database', () => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await createFreshDatabase();
  });
  afterAll(async () => {
    await fresh.destroy();
  });

  it('fills the aggregates from the bookings already stored, then keeps them', async () => {
    const db = fresh.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const upTo = await migrator.migrateTo('0008_mail');
    expect(upTo.error).toBeUndefined();
    await seedDatabase(db, { clock: createMutableClock(), admin: { ...TEST_ADMIN } });
    const tour = await tourBySlug(db, 'k2-base-camp');
    const departure = await db
      .selectFrom('departures')
      .select('id')
      .where('tour_id', '=', tour.id)
      .orderBy('start_date')
      .executeTakeFirstOrThrow();
    const customer = await insertCustomer(db, { name: 'Old', email: 'old@example.com' });
    for (let i = 0; i < 5; i += 1) {
      await insertBooking(db, {
        userId: i < 3 ? customer : null,
        tourId: tour.id,
        departureId: departure.id,
        totalCents: 40_000,
        createdAt: daysAgo(i),
        status: i === 1 ? 'Cancelled' : 'Confirmed',
        refundCents: 10_000,
      });
    }

    // A guest's deposit on another departure: owing (migration 0013 counts it when it runs).
    const later = await db
      .selectFrom('departures')
      .select('id')
      .where('tour_id', '=', tour.id)
      .where('id', '<>', departure.id)
      .orderBy('start_date')
      .executeTakeFirstOrThrow();
    await insertBooking(db, {
      userId: null,
      tourId: tour.id,
      departureId: later.id,
      totalCents: 50_000,
      paidCents: 10_000,
      createdAt: daysAgo(1),
    });

    await migrateToLatest(db);
    await expectAggregatesExact(db);
    const owingLater = await db
      .selectFrom('departures')
      .select('owing_count')
      .where('id', '=', later.id)
      .executeTakeFirstOrThrow();
    expect(owingLater.owing_count).toBe(1);
    const stats = await db
      .selectFrom('departures')
      .select(['bookings_count', 'confirmed_count', 'kept_cents', 'confirmed_kept_cents'])
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({
      bookings_count: 5,
      confirmed_count: 4,
      kept_cents: 4 * 40_000 + 30_000,
      confirmed_kept_cents: 4 * 40_000,
    });
    const customerStats = await db
      .selectFrom('customer_stats')
      .selectAll()
      .where('user_id', '=', customer)
      .executeTakeFirstOrThrow();
    expect(customerStats).toEqual({
      user_id: customer,
      bookings: 3,
      last_booking: daysAgo(0),
      spent_cents: 2 * 40_000 + 30_000,
    });

    // Written after the upgrade: the triggers carry on.
    await insertBooking(db, {
      userId: customer,
      tourId: tour.id,
      departureId: departure.id,
      totalCents: 10_000,
      createdAt: daysAgo(-1),
    });
    await expectAggregatesExact(db);
  });
});
