import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../contract';
import { dashboardResponseSchema, type Dashboard } from '../../contract/admin-dashboard';
import { percentChange } from '../../server/admin-data/dashboard';
import { addDays } from '../../server/catalog/dates';
import {
  daysAgo,
  departureOn,
  bookingWriter,
  insertBooking,
  insertCustomer,
  tourBySlug,
  useAdminAndUserTokens,
  useTestServer,
} from '../support/server-fixtures';
import { call, FIXED_NOW, login, TEST_ADMIN, TODAY } from './harness';

const t = useTestServer();
// DANA joins "now" (FIXED_NOW): a customer in the current 30-day window.
const tokens = useAdminAndUserTokens(t);

async function dashboard(token = tokens.admin): Promise<Dashboard> {
  const res = await call(t.app, 'GET', '/api/admin/dashboard', { token });
  expect(res.status).toBe(200);
  return dashboardResponseSchema.parse(res.json).data;
}

async function countTours() {
  const row = await t.db
    .selectFrom('tours')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('GET /api/admin/dashboard access', () => {
  it('is 401 for guests and 403 for users', async () => {
    const guest = await call(t.app, 'GET', '/api/admin/dashboard');
    expect(guest.status).toBe(401);
    expect(guest.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    const user = await call(t.app, 'GET', '/api/admin/dashboard', { token: tokens.user });
    expect(user.status).toBe(403);
    expect(user.json).toEqual({ message: FORBIDDEN_MESSAGE });
  });
});

describe('percentChange', () => {
  it('is the % change with one decimal, null without a previous period', () => {
    expect(percentChange(3, 2)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(0, 4)).toBe(-100);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe('a store without bookings', () => {
  it('counts the seeded catalogue, has no previous-period trends and empty booking tabs', async () => {
    const data = await dashboard();
    // Every seeded tour was created "now": all in the current window, none before it.
    expect(data.stats.totalTours).toEqual({ value: await countTours(), trend: null });
    expect(data.stats.activeBookings).toEqual({ value: 0, trend: null });
    // The admin is not a customer; Dana is.
    expect(data.stats.customers).toEqual({ value: 1, trend: null });
    expect(data.stats.revenue).toEqual({ value: 0, trend: null });
    expect(data.recentBookings).toEqual([]);
    expect(data.popularTours).toEqual([]);
    // The seed's reviews, newest first.
    expect(data.latestReviews).toHaveLength(5);
    const dates = data.latestReviews.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('with bookings over three months', () => {
  let k2: Awaited<ReturnType<typeof tourBySlug>>;
  let fairy: Awaited<ReturnType<typeof tourBySlug>>;
  let deosai: Awaited<ReturnType<typeof tourBySlug>>;
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    k2 = await tourBySlug(t.db, 'k2-base-camp');
    fairy = await tourBySlug(t.db, 'fairy-meadows');
    deosai = await tourBySlug(t.db, 'deosai-plains');

    // Customers: Dana joined now (current); two more in the current window, three before it.
    const erin = await insertCustomer(t.db, {
      name: 'Erin',
      email: 'erin@example.com',
      createdAt: daysAgo(5),
    });
    await insertCustomer(t.db, { name: 'Femi', email: 'femi@example.com', createdAt: daysAgo(29) });
    for (const [name, days] of [
      ['Gul', 31],
      ['Hana', 45],
      ['Iqbal', 59],
    ] as const) {
      await insertCustomer(t.db, {
        name,
        email: `${name.toLowerCase()}@example.com`,
        createdAt: daysAgo(days),
      });
    }
    // Two Draft tours created in the previous window.
    for (const [slug, days] of [
      ['old-draft-1', 35],
      ['old-draft-2', 50],
    ] as const) {
      await t.db
        .insertInto('tours')
        .values({
          slug,
          title: slug,
          description: 'Draft',
          price_cents: 10000,
          duration: 3,
          difficulty: 'Easy',
          location: 'Skardu',
          status: 'Draft',
          featured: 0,
          created_at: daysAgo(days),
          updated_at: daysAgo(days),
        })
        .execute();
    }

    // K2's departures: one whose last day is today (still running), one that ended yesterday.
    const running = await departureOn(t.db, k2.id, addDays(TODAY, -(k2.duration - 1)));
    const ended = await departureOn(t.db, k2.id, addDays(TODAY, -k2.duration));
    const k2Future = await departureOn(t.db, k2.id, addDays(TODAY, 100));
    const fairyFuture = await departureOn(t.db, fairy.id, addDays(TODAY, 101));
    const fairyPast = await departureOn(t.db, fairy.id, addDays(TODAY, -80));
    const deosaiFuture = await departureOn(t.db, deosai.id, addDays(TODAY, 102));

    const book = bookingWriter(t.db, refs, (key) => ({ contactName: `Guest ${key}` }));
    await book('b1', erin, k2.id, running, 100_000, daysAgo(3)); // active, current
    await book('b2', erin, k2.id, ended, 50_050, daysAgo(20)); // ended, current
    await book('b3', erin, k2.id, k2Future, 200_000, daysAgo(40)); // active, previous
    await book('b4', erin, k2.id, k2Future, 99_900, daysAgo(2), 'Cancelled'); // never counted
    await book('b5', erin, fairy.id, fairyFuture, 30_000, daysAgo(45)); // active, previous
    await book('b6', erin, fairy.id, fairyPast, 70_000, daysAgo(70)); // ended, before both windows
    await book('b7', erin, deosai.id, deosaiFuture, 25_025, daysAgo(1)); // active, current
  });

  it('computes the four stat cards and their 30-day trends', async () => {
    const { stats } = await dashboard();
    const tours = await countTours();
    // Tours: 16 seeded now + 2 drafts in the previous window.
    expect(stats.totalTours).toEqual({ value: tours, trend: percentChange(tours - 2, 2) });
    // Active: b1 (last day today), b3, b5, b7; made Confirmed: b1, b2, b7 now vs b3, b5 before.
    expect(stats.activeBookings).toEqual({ value: 4, trend: 50 });
    // Customers: Dana, Erin, Femi now vs Gul, Hana, Iqbal before; the admin is not one.
    expect(stats.customers).toEqual({ value: 6, trend: 0 });
    // Revenue: what every booking kept (b4 was refunded in full); 1750.75 now vs 2300 before.
    expect(stats.revenue).toEqual({ value: 4750.75, trend: -23.9 });
  });

  it('lists the five latest bookings of any status, newest first', async () => {
    const { recentBookings } = await dashboard();
    expect(recentBookings.map((b) => b.reference)).toEqual(
      ['b7', 'b4', 'b1', 'b2', 'b3'].map((key) => refs[key]),
    );
    expect(recentBookings[1]).toMatchObject({
      customerName: 'Guest b4',
      customerEmail: 'traveller@example.com',
      tourId: k2.id,
      tourTitle: k2.title,
      startDate: addDays(TODAY, 100),
      travelers: 1,
      total: 999,
      status: 'Cancelled',
      paymentStatus: 'Refunded',
      createdAt: daysAgo(2),
    });
  });

  it('ranks popular tours by non-cancelled bookings with their revenue', async () => {
    const { popularTours } = await dashboard();
    expect(popularTours).toEqual([
      { id: k2.id, title: k2.title, bookings: 3, revenue: 3500.5 },
      { id: fairy.id, title: fairy.title, bookings: 2, revenue: 1000 },
      { id: deosai.id, title: deosai.title, bookings: 1, revenue: 250.25 },
    ]);
  });

  it('shows the newest review first', async () => {
    await t.db
      .insertInto('reviews')
      .values({
        tour_id: fairy.id,
        name: 'Newest Reviewer',
        rating: 4,
        comment: 'Wonderful meadows.',
        date: TODAY,
      })
      .execute();
    const { latestReviews } = await dashboard();
    expect(latestReviews).toHaveLength(5);
    expect(latestReviews[0]).toMatchObject({
      name: 'Newest Reviewer',
      tourId: fairy.id,
      tourTitle: fairy.title,
      rating: 4,
      comment: 'Wonderful meadows.',
      date: TODAY,
    });
  });

  it('counts what a cancellation kept: half after a 50% refund, nothing after a full one or an unpaid transfer', async () => {
    const before = (await dashboard()).stats.revenue.value;
    const departure = await departureOn(t.db, deosai.id, addDays(TODAY, 20));
    const kept = await insertBooking(t.db, {
      userId: null,
      tourId: deosai.id,
      departureId: departure,
      totalCents: 40_000,
      createdAt: daysAgo(1),
      status: 'Cancelled',
      refundCents: 20_000,
    });
    const unpaid = await insertBooking(t.db, {
      userId: null,
      tourId: deosai.id,
      departureId: departure,
      totalCents: 55_500,
      createdAt: daysAgo(1),
      status: 'Cancelled',
      refundCents: 0,
    });
    await t.db
      .updateTable('bookings')
      .set({ payment_method: 'bank', payment_status: 'Not charged' })
      .where('id', '=', unpaid.id)
      .execute();
    try {
      expect((await dashboard()).stats.revenue.value).toBe(before + 200);
    } finally {
      await t.db.deleteFrom('bookings').where('id', 'in', [kept.id, unpaid.id]).execute();
    }
  });

  it('reads "now" from the app clock', async () => {
    t.clock.set(new Date(FIXED_NOW.getTime() + 31 * 86_400_000));
    try {
      // The earlier token has outlived its lifetime by then.
      const { stats } = await dashboard(await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password));
      // K2's running departure has ended; nothing was booked in the new current window.
      expect(stats.activeBookings).toEqual({ value: 3, trend: -100 });
      expect(stats.revenue.value).toBe(4750.75);
      expect(stats.revenue.trend).toBe(-100);
    } finally {
      t.clock.reset();
    }
  });
});
