import type { ExpressionBuilder, Kysely } from 'kysely';
import type {
  Customer,
  CustomerBooking,
  UpdateCustomerValues,
} from '../../contract/admin-customers';
import { centsToDollars } from '../catalog/money';
import { paymentStatusLabel } from '../../contract/payments';
import { bookingsWithTour } from '../bookings/queries';
import type { Database } from '../db/types';

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

/** Route ids are 1-9 digits, so they always fit an integer column on both dialects. */
export function parseCustomerId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Customers with their booking totals. The totals come from customer_stats, kept by triggers on
 * bookings (migration 0009), so neither the list nor one customer reads their bookings.
 */
function customerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('customer_stats as totals', 'totals.user_id', 'users.id')
    .where(isCustomer)
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

/** Every customer, newest account first (the client searches, filters, sorts and exports). */
export async function listCustomers(db: Kysely<Database>): Promise<Customer[]> {
  const rows = await customerQuery(db)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
  return rows.map(toCustomer);
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

/** The customer's bookings, newest first. */
export async function listCustomerBookings(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<CustomerBooking[]> {
  const rows = await adminBookingsQuery(db)
    .where('bookings.user_id', '=', userId)
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .execute();
  return rows.map((row) => toCustomerBooking(row, today));
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
