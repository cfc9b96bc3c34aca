import { sql, type Kysely } from 'kysely';
import {
  DASHBOARD_LIST_LIMITS,
  TREND_WINDOW_DAYS,
  type Dashboard,
  type DashboardStats,
  type LatestReview,
  type PopularTour,
  type RecentBooking,
  type Stat,
} from '../../contract/admin-dashboard';
import { addDays, isoDate } from '../catalog/dates';
import { centsToDollars } from '../catalog/money';
import type { Database } from '../db/types';
import { keptCents } from '../payments/ledger';
import { adminBookingsQuery, adminUserIds, toCustomerBooking } from './customers';

const DAY_MS = 86_400_000;
const CONFIRMED = 'Confirmed';

/** Half-open interval (from, to] of ISO timestamps; stored timestamps compare as text. */
interface Window {
  from: string;
  to: string;
}

/** The last 30 days up to `now`, and the 30 days before them. */
function trendWindows(now: Date): { current: Window; previous: Window } {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  return {
    current: { from: at(TREND_WINDOW_DAYS), to: at(0) },
    previous: { from: at(2 * TREND_WINDOW_DAYS), to: at(TREND_WINDOW_DAYS) },
  };
}

/** % change with one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const within = (column: string, window: Window) =>
  sql<boolean>`${sql.ref(column)} > ${window.from} and ${sql.ref(column)} <= ${window.to}`;

/** count(*) restricted to rows whose `column` lies in the window. */
const countWithin = (column: string, window: Window) =>
  sql<number | null>`sum(case when ${within(column, window)} then 1 else 0 end)`;

/**
 * What the bookings made in the window kept, and how many are Confirmed: from the index on
 * (created_at, status, paid_cents, refunded_cents) alone. One query per window, so on
 * PostgreSQL the two windows are read at once on two connections.
 */
function madeWithin(db: Kysely<Database>, window: Window) {
  return db
    .selectFrom('bookings')
    .where('created_at', '>', window.from)
    .where('created_at', '<=', window.to)
    .select([
      sql<number | string | null>`sum(${keptCents})`.as('revenue'),
      sql<number | null>`sum(case when ${sql.ref('status')} = ${CONFIRMED} then 1 else 0 end)`.as(
        'confirmed',
      ),
    ])
    .executeTakeFirstOrThrow();
}

/** Aggregates come back as bigint text on some drivers and null over no rows. */
const num = (value: number | string | null | undefined) => Number(value ?? 0);

function stat(value: number, current: number, previous: number): Stat {
  return { value, trend: percentChange(current, previous) };
}

/** Admin accounts (the few users that are not customers), with when they joined. */
async function adminAccounts(db: Kysely<Database>) {
  const ids = await adminUserIds(db);
  if (ids.length === 0) return [];
  return db.selectFrom('users').where('id', 'in', ids).select(['id', 'created_at']).execute();
}

const inWindow = (at: string, window: Window) => at > window.from && at <= window.to;

/**
 * The four stat cards. Each trend compares the stat's activity in the last 30 days with the 30
 * days before (by creation time):
 * - totalTours: every tour in any status; trend: tours created.
 * - activeBookings: Confirmed bookings whose departure has not ended (start date + duration - 1
 *   is today or later); trend: Confirmed bookings made.
 * - customers: accounts without the admin role (as the customer list); trend: customers joined.
 * - revenue: dollars kept from every booking (the ledger's payments less its refunds); trend:
 *   the same for bookings made in each window.
 *
 * At scale (issue 16) nothing here reads every booking: the all-time revenue comes from the
 * tours' aggregates (kept by triggers, migration 0012), active bookings from the departures'
 * (migration 0010), the trends read only the bookings made in the
 * last 60 days (index on created_at), customers are all users less the admins.
 */
async function dashboardStats(db: Kysely<Database>, now: Date): Promise<DashboardStats> {
  const { current, previous } = trendWindows(now);
  const today = isoDate(now);

  const [tours, users, admins, revenue, made, madeBefore, longest] = await Promise.all([
    db
      .selectFrom('tours')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        countWithin('created_at', current).as('current'),
        countWithin('created_at', previous).as('previous'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb
          .selectFrom('users as joined')
          .select((j) => j.fn.countAll<number>().as('n'))
          .where('joined.created_at', '>', current.from)
          .where('joined.created_at', '<=', current.to)
          .as('current'),
        eb
          .selectFrom('users as joined')
          .select((j) => j.fn.countAll<number>().as('n'))
          .where('joined.created_at', '>', previous.from)
          .where('joined.created_at', '<=', previous.to)
          .as('previous'),
      ])
      .executeTakeFirstOrThrow(),
    adminAccounts(db),
    db
      .selectFrom('tour_stats')
      .select(sql<number | string | null>`sum(${sql.ref('kept_cents')})`.as('kept'))
      .executeTakeFirstOrThrow(),
    madeWithin(db, current),
    madeWithin(db, previous),
    db
      .selectFrom('tours')
      .select((eb) => eb.fn.max('duration').as('days'))
      .executeTakeFirst(),
  ]);

  // Departures not started yet hold active bookings: one sum over them (index on start_date
  // and confirmed_count, migration 0012). A departure that started more than the longest
  // tour's duration ago has certainly ended, so only those between are read (grouped) and
  // checked against their own tour's duration.
  const earliestStart = addDays(today, -num(longest?.days));
  const [upcoming, running] = await Promise.all([
    db
      .selectFrom('departures')
      .where('start_date', '>', today)
      .select(sql<number | null>`sum(${sql.ref('confirmed_count')})`.as('bookings'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('departures')
      .innerJoin('tours', 'tours.id', 'departures.tour_id')
      .where('departures.start_date', '>=', earliestStart)
      .where('departures.start_date', '<=', today)
      .where('departures.confirmed_count', '>', 0)
      .select([
        'departures.start_date',
        'tours.duration',
        sql<number>`sum(${sql.ref('departures.confirmed_count')})`.as('bookings'),
      ])
      .groupBy(['departures.start_date', 'tours.duration'])
      .execute(),
  ]);
  const activeBookings = running
    .filter((row) => addDays(row.start_date, row.duration - 1) >= today)
    .reduce((sum, row) => sum + num(row.bookings), num(upcoming.bookings));

  const adminsIn = (window: Window) =>
    admins.filter((admin) => inWindow(admin.created_at, window)).length;
  return {
    totalTours: stat(num(tours.total), num(tours.current), num(tours.previous)),
    activeBookings: stat(activeBookings, num(made.confirmed), num(madeBefore.confirmed)),
    customers: stat(
      num(users.total) - admins.length,
      num(users.current) - adminsIn(current),
      num(users.previous) - adminsIn(previous),
    ),
    revenue: stat(centsToDollars(num(revenue.kept)), num(made.revenue), num(madeBefore.revenue)),
  };
}

/** Recent Bookings tab: the latest bookings made, any status. */
async function recentBookings(db: Kysely<Database>, today: string): Promise<RecentBooking[]> {
  const rows = await adminBookingsQuery(db)
    .select(['bookings.contact_name', 'bookings.contact_email'])
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(DASHBOARD_LIST_LIMITS.recentBookings)
    .execute();
  return rows.map((row) => ({
    ...toCustomerBooking(row, today),
    customerName: row.contact_name,
    customerEmail: row.contact_email,
  }));
}

/** Customer Feedback tab: the newest reviews of any tour. */
async function latestReviews(db: Kysely<Database>): Promise<LatestReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('tours', 'tours.id', 'reviews.tour_id')
    .select([
      'reviews.id',
      'reviews.name',
      'reviews.tour_id',
      'tours.title',
      'reviews.rating',
      'reviews.comment',
      'reviews.date',
    ])
    .orderBy('reviews.date', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(DASHBOARD_LIST_LIMITS.latestReviews)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tourId: row.tour_id,
    tourTitle: row.title,
    rating: row.rating,
    comment: row.comment,
    date: row.date,
  }));
}

/**
 * Popular Tours tab: most Confirmed bookings first, then most revenue (kept, from the ledger),
 * then oldest tour. Read from the per-tour aggregates (tour_stats, migration 0012), not from the
 * bookings or the departures.
 */
async function popularTours(db: Kysely<Database>): Promise<PopularTour[]> {
  const rows = await db
    .selectFrom('tour_stats')
    .innerJoin('tours', 'tours.id', 'tour_stats.tour_id')
    .where('tour_stats.confirmed_count', '>', 0)
    .select([
      'tours.id',
      'tours.title',
      'tour_stats.confirmed_count',
      'tour_stats.confirmed_kept_cents',
    ])
    .orderBy('tour_stats.confirmed_count', 'desc')
    .orderBy('tour_stats.confirmed_kept_cents', 'desc')
    .orderBy('tours.id')
    .limit(DASHBOARD_LIST_LIMITS.popularTours)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    bookings: num(row.confirmed_count),
    revenue: centsToDollars(num(row.confirmed_kept_cents)),
  }));
}

export async function loadDashboard(db: Kysely<Database>, now: Date): Promise<Dashboard> {
  const [stats, bookings, reviews, tours] = await Promise.all([
    dashboardStats(db, now),
    recentBookings(db, isoDate(now)),
    latestReviews(db),
    popularTours(db),
  ]);
  return { stats, recentBookings: bookings, latestReviews: reviews, popularTours: tours };
}
