import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  CUSTOMER_DETAIL_BOOKINGS,
  CUSTOMER_PAGE_SIZE,
  type Customer,
  type CustomerBooking,
  type CustomerListQuery,
  type CustomerListResponse,
  type UpdateCustomerValues,
} from '../../contract/admin-customers';
import { isoDay } from '../../contract/bookings';
import { toCsv } from '../../contract/csv';
import { pageMeta, pageWindow } from '../../contract/paging';
import { centsToDollars } from '../catalog/money';
import { paymentStatusLabel } from '../../contract/payments';
import { bookingsWithTour } from '../bookings/queries';
import { dialectOf } from '../db/database';
import type { Database } from '../db/types';
import { containsPattern } from './bookings';

/**
 * A customer is an account without the admin role (registration gives every account the role
 * user). The dashboard's Customers figure and the customer list use this same rule.
 */
function isCustomer(eb: ExpressionBuilder<Database, 'users'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select('user_roles.user_id')
        .whereRef('user_roles.user_id', '=', 'users.id')
        .where('roles.name', '=', 'admin'),
    ),
  );
}

/**
 * The admins' user ids: the admin role's few rows, read through the role's index. SQLite is
 * told to use that index: its statistics only say each of the two roles has half the rows, so
 * it would read all 50,000 instead (issue 16).
 */
export async function adminUserIds(db: Kysely<Database>): Promise<number[]> {
  if (dialectOf(db) === 'postgres') {
    const rows = await db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .where('roles.name', '=', 'admin')
      .select('user_roles.user_id')
      .execute();
    return rows.map((row) => row.user_id);
  }
  const { rows } = await sql<{ user_id: number }>`select user_id
    from user_roles indexed by user_roles_role_idx
    where role_id in (select id from roles where name = ${'admin'})`.execute(db);
  return rows.map((row) => row.user_id);
}

/** isCustomer for a list: the admins' ids read once (adminUserIds), not once per user. */
function notAdmin(adminIds: readonly number[]) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and(adminIds.length > 0 ? [eb('users.id', 'not in', adminIds)] : []);
}

/**
 * Customers with their booking totals. The totals come from customer_stats, kept by triggers on
 * bookings (migration 0009), so neither the list nor one customer reads their bookings.
 */
function customerQuery(
  db: Kysely<Database>,
  customer: (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool> = isCustomer,
) {
  return db
    .selectFrom('users')
    .leftJoin('customer_stats as totals', 'totals.user_id', 'users.id')
    .where(customer)
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.country',
      'users.status',
      'users.created_at',
      'totals.bookings as booking_count',
      'totals.last_booking',
      'totals.spent_cents',
    ]);
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerQuery>['executeTakeFirstOrThrow']>>;

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    // Number(): aggregates may arrive as bigint text; both dialects then answer alike.
    bookings: Number(row.booking_count ?? 0),
    lastBooking: row.last_booking ?? null,
    totalSpent: centsToDollars(Number(row.spent_cents ?? 0)),
    status: row.status,
    joinedAt: row.created_at,
  };
}

type CustomerFilters = Pick<CustomerListQuery, 'q' | 'status' | 'country'>;

/** Customers matching the search and the filters (columns of users only, so counting is cheap). */
function matching({ q, status, country }: CustomerFilters) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (q) {
      const pattern = containsPattern(q);
      const like = (column: 'users.name' | 'users.email' | 'users.country') =>
        sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape ${sql.lit('\\')}`;
      conditions.push(eb.or([like('users.name'), like('users.email'), like('users.country')]));
    }
    if (status) conditions.push(eb('users.status', '=', status));
    if (country) {
      conditions.push(eb(sql<string>`lower(trim(users.country))`, '=', country.toLowerCase()));
    }
    return eb.and(conditions);
  };
}

const lowerName = sql<string>`lower(users.name)`;

/**
 * The chosen order, ending with the id so two customers never swap between pages: newest
 * account first by default; ties of a figure by name; customers who never booked come last
 * by their latest booking in either direction.
 */
function ordered(query: ReturnType<typeof customerQuery>, sort: CustomerListQuery['sort']) {
  if (!sort) return query.orderBy('users.created_at', 'desc').orderBy('users.id', 'desc');
  const [key, direction] = sort.split('-') as [
    'name' | 'spent' | 'last' | 'bookings',
    'asc' | 'desc',
  ];
  const byName = (q: typeof query) => q.orderBy(lowerName, 'asc').orderBy('users.id', 'asc');
  switch (key) {
    case 'name':
      return query.orderBy(lowerName, direction).orderBy('users.id', direction);
    case 'spent':
      return byName(query.orderBy(sql`coalesce(totals.spent_cents, 0)`, direction));
    case 'bookings':
      return byName(query.orderBy(sql`coalesce(totals.bookings, 0)`, direction));
    case 'last':
      return byName(
        query
          .orderBy(sql`case when totals.last_booking is null then 1 else 0 end`, 'asc')
          .orderBy('totals.last_booking', direction),
      );
  }
}

/**
 * Every country on the list (trimmed, as typed), for the Country filter. `trim(country) <> ''`
 * also leaves out no country (NULL), and is all SQLite needs to read the index on the trimmed
 * country (migration 0012) instead of every user.
 */
async function listCountries(db: Kysely<Database>, adminIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`trim(users.country)`.as('country'))
    .distinct()
    .where(notAdmin(adminIds))
    .where(sql<string>`trim(users.country)`, '<>', '')
    .execute();
  return rows.map((row) => row.country);
}

/** One page of the matching customers in the chosen order, and the Country filter's choices. */
export async function listCustomers(
  db: Kysely<Database>,
  query: CustomerListQuery,
): Promise<CustomerListResponse> {
  const window = pageWindow(query, CUSTOMER_PAGE_SIZE);
  const adminIds = await adminUserIds(db);
  const counted = db
    .selectFrom('users')
    .where(notAdmin(adminIds))
    .where(matching(query))
    .select((eb) => eb.fn.countAll<number>().as('total'));
  const [{ total }, rows, countries] = await Promise.all([
    counted.executeTakeFirstOrThrow(),
    ordered(customerQuery(db, notAdmin(adminIds)).where(matching(query)), query.sort)
      .limit(window.perPage)
      .offset(window.offset)
      .execute(),
    listCountries(db, adminIds),
  ]);
  return {
    data: rows.map(toCustomer),
    meta: pageMeta(window, Number(total)),
    filters: { countries },
  };
}

/** Every matching customer in the chosen order (the export). */
export async function listAllCustomers(
  db: Kysely<Database>,
  query: CustomerListQuery,
): Promise<Customer[]> {
  const rows = await ordered(customerQuery(db).where(matching(query)), query.sort).execute();
  return rows.map(toCustomer);
}

/** The export's columns, in order: header text and the cell of each customer. */
const CSV_COLUMNS: ReadonlyArray<readonly [string, (customer: Customer) => string]> = [
  ['Name', (c) => c.name],
  ['Email', (c) => c.email],
  ['Phone', (c) => c.phone ?? ''],
  ['Country', (c) => c.country ?? ''],
  ['Bookings', (c) => String(c.bookings)],
  ['Last Booking', (c) => (c.lastBooking ? isoDay(new Date(c.lastBooking)) : '')],
  ['Total Spent', (c) => c.totalSpent.toFixed(2)],
  ['Status', (c) => c.status],
  ['Joined', (c) => isoDay(new Date(c.joinedAt))],
];

/** The export: a header row and one row per customer, escaped against formulas. */
export function customersToCsv(customers: readonly Customer[]): string {
  return toCsv([
    CSV_COLUMNS.map(([header]) => header),
    ...customers.map((customer) => CSV_COLUMNS.map(([, cell]) => cell(customer))),
  ]);
}

/** customers-YYYY-MM-DD.csv (the server's day, UTC). */
export function customersCsvFileName(now: Date): string {
  return `customers-${now.toISOString().slice(0, 10)}.csv`;
}

export async function findCustomer(db: Kysely<Database>, id: number): Promise<Customer | null> {
  const row = await customerQuery(db).where('users.id', '=', id).executeTakeFirst();
  return row ? toCustomer(row) : null;
}

/** Bookings with what the admin views show of each (a customer's bookings, recent bookings). */
export function adminBookingsQuery(db: Kysely<Database>) {
  return bookingsWithTour(db).select([
    'bookings.id',
    'bookings.reference',
    'bookings.tour_id',
    'tours.title',
    'departures.start_date',
    'bookings.travelers',
    'bookings.total_cents',
    'bookings.status',
    'bookings.payment_method',
    'bookings.paid_cents',
    'bookings.refunded_cents',
    'bookings.created_at',
  ]);
}

type AdminBookingRow = Awaited<
  ReturnType<ReturnType<typeof adminBookingsQuery>['execute']>
>[number];

/** A booking as the admin's lists show it, with its payment state on `today`. */
export function toCustomerBooking(row: AdminBookingRow, today: string): CustomerBooking {
  return {
    id: row.id,
    reference: row.reference,
    tourId: row.tour_id,
    tourTitle: row.title,
    startDate: row.start_date,
    travelers: row.travelers,
    total: centsToDollars(row.total_cents),
    status: row.status,
    paymentStatus: paymentStatusLabel(
      {
        status: row.status,
        paymentMethod: row.payment_method,
        totalCents: row.total_cents,
        paidCents: row.paid_cents,
        refundedCents: row.refunded_cents,
        startDate: row.start_date,
      },
      today,
    ),
    createdAt: row.created_at,
  };
}

/** The customer's latest bookings, newest first, and how many they have in all. */
export async function listCustomerBookings(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<{ bookings: CustomerBooking[]; bookingCount: number }> {
  const [rows, { count }] = await Promise.all([
    adminBookingsQuery(db)
      .where('bookings.user_id', '=', userId)
      .orderBy('bookings.created_at', 'desc')
      .orderBy('bookings.id', 'desc')
      .limit(CUSTOMER_DETAIL_BOOKINGS)
      .execute(),
    db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    bookings: rows.map((row) => toCustomerBooking(row, today)),
    bookingCount: Number(count),
  };
}

/**
 * Applies the admin's edit. Deactivating also revokes the customer's tokens, so reactivating
 * the account later does not bring old sessions back (authenticate and login already refuse an
 * Inactive account). Returns false when there is no such customer (admins are not customers).
 */
export async function updateCustomer(
  db: Kysely<Database>,
  id: number,
  changes: UpdateCustomerValues,
  now: Date,
): Promise<boolean> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({
        name: changes.name,
        phone: changes.phone,
        country: changes.country,
        status: changes.status,
        updated_at: nowIso,
      })
      .where('id', '=', id)
      .where(isCustomer)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (changes.status === 'Inactive') {
      await trx
        .updateTable('access_tokens')
        .set({ revoked_at: nowIso })
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    }
    return true;
  });
}

/**
 * Deletes a customer account. The foreign keys do the rest: tokens and role links go with it
 * (cascade), bookings and reviews stay with user_id set to null. Admin accounts are never
 * matched. Returns false when nothing was deleted.
 */
export async function deleteCustomer(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('users')
    .where('id', '=', id)
    .where(isCustomer)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
