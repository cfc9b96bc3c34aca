import { sql, type Kysely } from 'kysely';
import type {
  DepartureFigures,
  DepartureTour,
  Manifest,
  ManifestBooking,
} from '../../contract/admin-departures';
import {
  BOOKING_STATUSES,
  balanceCents,
  paymentState,
  type BookingStatus,
} from '../../contract/payments';
import { parseAddOns } from '../bookings/queries';
import { centsToDollars } from '../catalog/money';
import type { Database } from '../db/types';
import { seatsLeftOf } from '../holds/holds';
import { keptCents } from '../payments/ledger';

type Db = Kysely<Database>;

const CONFIRMED: BookingStatus = 'Confirmed';

/*
 * The figures of contract/admin-departures.ts, one aggregate per departure over its bookings
 * (no booking is loaded to count them). A Confirmed booking is awaiting its bank transfer while
 * nothing has been received for it (contract/payments.ts paymentState 'awaiting_transfer').
 */
const ref = sql.ref;
const confirmed = sql<boolean>`${ref('bookings.status')} = ${CONFIRMED}`;
const awaitingTransfer = sql<boolean>`${confirmed} and ${ref('bookings.payment_method')} = ${'bank'} and ${ref('bookings.paid_cents')} = 0`;
const travelers = ref<number>('bookings.travelers');

/**
 * The bookings of the departures `scope` picks (one tour's, or one departure), summed per
 * departure. Scoped inside the subquery so only those bookings are read (issue 16: grouping
 * every booking first took seconds at 500,000).
 */
function bookingTotals(db: Db, scope: { tourId: number } | { departureId: number }) {
  const rows =
    'tourId' in scope
      ? db
          .selectFrom('bookings')
          .where('bookings.departure_id', 'in', (eb) =>
            eb.selectFrom('departures').select('id').where('tour_id', '=', scope.tourId),
          )
      : db.selectFrom('bookings').where('bookings.departure_id', '=', scope.departureId);
  return rows
    .select([
      'bookings.departure_id',
      sql<
        number | string
      >`sum(case when ${awaitingTransfer} then 0 when ${confirmed} then ${travelers} else 0 end)`.as(
        'sold',
      ),
      sql<number | string>`sum(case when ${awaitingTransfer} then ${travelers} else 0 end)`.as(
        'held',
      ),
      sql<number | string>`sum(case when ${confirmed} then 1 else 0 end)`.as('confirmed_count'),
      sql<number | string>`sum(${keptCents})`.as('kept_cents'),
      sql<
        number | string
      >`sum(case when ${confirmed} and ${ref('bookings.total_cents')} > ${ref('bookings.paid_cents')} then ${ref('bookings.total_cents')} - ${ref('bookings.paid_cents')} else 0 end)`.as(
        'owed_cents',
      ),
    ])
    .groupBy('bookings.departure_id');
}

function figuresQuery(db: Db, scope: { tourId: number } | { departureId: number }) {
  return db
    .selectFrom('departures')
    .leftJoin(bookingTotals(db, scope).as('totals'), 'totals.departure_id', 'departures.id')
    .select([
      'departures.id',
      'departures.tour_id',
      'departures.start_date',
      'departures.capacity',
      'departures.seats_booked',
      'departures.seats_held',
      'totals.sold',
      'totals.held',
      'totals.confirmed_count',
      'totals.kept_cents',
      'totals.owed_cents',
    ]);
}

type FiguresRow = Awaited<ReturnType<ReturnType<typeof figuresQuery>['executeTakeFirstOrThrow']>>;

// Number(): sums arrive as bigint text from PostgreSQL and as null for a departure without
// bookings (left join); both dialects then answer alike.
const count = (value: number | string | null) => Number(value ?? 0);

function toFigures(row: FiguresRow, today: string): DepartureFigures {
  const sold = count(row.sold);
  const held = count(row.held);
  return {
    id: row.id,
    startDate: row.start_date,
    started: row.start_date <= today,
    capacity: row.capacity,
    sold,
    held,
    left: seatsLeftOf(row),
    // Seats held during checkout or for a waitlist offer have no booking on record yet.
    reserved: Math.max(0, row.seats_booked - sold - held) + row.seats_held,
    bookings: count(row.confirmed_count),
    revenue: centsToDollars(count(row.kept_cents)),
    outstanding: centsToDollars(count(row.owed_cents)),
  };
}

/** The tour as the departures pages head it, or null when there is no such tour. */
export async function findDepartureTour(db: Db, tourId: number): Promise<DepartureTour | null> {
  const row = await db
    .selectFrom('tours')
    .select(['id', 'slug', 'title', 'status', 'duration', 'location'])
    .where('id', '=', tourId)
    .executeTakeFirst();
  return row ?? null;
}

/** Every departure of the tour, earliest first, with its figures on `today`. */
export async function listTourDepartures(
  db: Db,
  tourId: number,
  today: string,
): Promise<DepartureFigures[]> {
  const rows = await figuresQuery(db, { tourId })
    .where('departures.tour_id', '=', tourId)
    .orderBy('departures.start_date')
    .orderBy('departures.id')
    .execute();
  return rows.map((row) => toFigures(row, today));
}

function manifestBookingsQuery(db: Db, departureId: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departure_id')
    .select([
      'bookings.reference',
      'bookings.status',
      'bookings.contact_name',
      'bookings.travelers',
      'bookings.contact_phone',
      'bookings.contact_email',
      'bookings.contact_country',
      'bookings.add_ons',
      'bookings.special_requests',
      'bookings.payment_method',
      'bookings.total_cents',
      'bookings.paid_cents',
      'bookings.refunded_cents',
      'departures.start_date',
    ])
    .where('bookings.departure_id', '=', departureId)
    .orderBy(sql`lower(${ref('bookings.contact_name')})`)
    .orderBy('bookings.id');
}

type ManifestRow = Awaited<ReturnType<ReturnType<typeof manifestBookingsQuery>['execute']>>[number];

const asStatus = (value: string): BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value) ? (value as BookingStatus) : 'Cancelled';

function toManifestBooking(row: ManifestRow, today: string): ManifestBooking {
  const facts = {
    status: row.status,
    paymentMethod: row.payment_method,
    totalCents: row.total_cents,
    paidCents: row.paid_cents,
    refundedCents: row.refunded_cents,
    startDate: row.start_date,
  };
  return {
    reference: row.reference,
    status: asStatus(row.status),
    leadTraveller: row.contact_name,
    travelers: row.travelers,
    phone: row.contact_phone,
    email: row.contact_email,
    country: row.contact_country,
    addOns: parseAddOns(row.add_ons).map((addOn) => addOn.name),
    specialRequests: row.special_requests,
    paymentState: paymentState(facts, today),
    total: centsToDollars(row.total_cents),
    paid: centsToDollars(row.paid_cents),
    balance: centsToDollars(balanceCents(facts)),
  };
}

/** The departure's manifest on `today`, or null when there is no such departure. */
export async function findManifest(
  db: Db,
  departureId: number,
  today: string,
): Promise<Manifest | null> {
  const row = await figuresQuery(db, { departureId })
    .where('departures.id', '=', departureId)
    .executeTakeFirst();
  if (!row) return null;
  const tour = await findDepartureTour(db, row.tour_id);
  if (!tour) return null;
  const bookings = (await manifestBookingsQuery(db, departureId).execute()).map((booking) =>
    toManifestBooking(booking, today),
  );
  return {
    tour,
    departure: toFigures(row, today),
    bookings: bookings.filter((booking) => booking.status === CONFIRMED),
    cancelled: bookings.filter((booking) => booking.status !== CONFIRMED),
  };
}
