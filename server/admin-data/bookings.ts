import { longDay, money } from '../format';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  ADMIN_BOOKING_PAGE_SIZE,
  DEFAULT_SORT_DIRECTION,
  type AdminBookingDetail,
  type AdminBookingListQuery,
  type AdminBookingListResponse,
  type AdminLedgerEntry,
  type BookingHistoryEntry,
  type MoveOption,
} from '../../contract/admin-bookings';
import { BALANCE_DUE_DAYS_BEFORE, shiftDay } from '../../contract/bookings';
import {
  LEDGER_METHOD_LABELS,
  type LedgerMethod,
  type PaymentState,
  type RecordPaymentMethod,
} from '../../contract/payment-summary';
import { balanceCents, policyRefund } from '../../contract/payments';
import { bookingQuery, moneyFactsOf, toBooking, type BookingRow } from '../bookings/queries';
import { isoDate } from '../catalog/dates';
import { centsToDollars } from '../catalog/money';
import { dialectOf } from '../db/database';
import type { Database } from '../db/types';
import { prepareToTakeSeats, seatsLeft, seatsLeftOf, seatsLeftSql } from '../holds/holds';
import { mailBookingCancelled, mailPaymentReceived } from '../mail/messages';
import {
  cancelWithRefund,
  factsOf,
  moneyRowByReference,
  refundMethod,
  returnSeats,
  type MoneyRow,
} from '../payments/actions';
import { ledgersOf, receivePayment } from '../payments/ledger';
import { listAudit, recordAudit, type AuditRow } from './audit';

/**
 * The operator's bookings (issue 14): the searchable list, one booking with its ledger and
 * history, and the three things an admin does to a booking. Each action changes the booking,
 * its ledger and its seats by conditional UPDATEs and writes its audit row, all in one
 * transaction, so a racing action (another admin, the traveller, the transfer-expiry job)
 * either finds the booking as it was read or changes nothing.
 */

type Db = Kysely<Database>;

/** The audit trail's name for a booking (admin_audit.subject_type). */
const AUDIT_SUBJECT = 'booking';

/* ------------------------------------------------------------------------------------------
 * The list
 * ---------------------------------------------------------------------------------------- */

type BookingsEb = ExpressionBuilder<
  Database & { tours: Database['tours']; departures: Database['departures'] },
  'bookings' | 'tours' | 'departures'
>;

/** `%text%` for LIKE, with LIKE's own wildcards in the text matched literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The departures with an owing booking (not awaiting a transfer) that start before `dueBefore`
 * or, with `upcoming`, on or after it: their owing_count (migration 0013) sums to the bookings
 * overdue, or with a balance due. `owing_count > 0` is the literal of departures_owing_idx's
 * condition, so SQLite reads that partial index.
 */
function owingDepartures(
  source: Pick<ExpressionBuilder<Database, never>, 'selectFrom'>,
  dueBefore: string,
  upcoming = false,
) {
  return source
    .selectFrom('departures')
    .where('departures.owing_count', '>', sql.lit(0))
    .where('departures.start_date', upcoming ? '>=' : '<', dueBefore);
}

/**
 * The payment state (contract/payments.ts `paymentState`) as a condition on the columns, so the
 * database filters and counts. `dueBefore`: a balance is overdue when the trip starts before it
 * (its due date, 30 days before the start, is before today).
 *
 * Balance due and overdue (issue 16): the bookings still owing are a small part of all, kept in
 * the partial index of migration 0012 (`status = 'Confirmed' and paid_cents < total_cents`,
 * written here with the literal so both databases see the index's condition in the query).
 * The departure decides between the two: a booking is overdue when its departure is among the
 * departures with an overdue balance (starting before the due day, with an owing booking:
 * departures.owing_count of migration 0013, exact in every transaction), a few thousand read
 * from a partial index, rather than tested against every upcoming departure. On SQLite the
 * unary plus keeps the planner from walking bookings_departure_idx departure by departure
 * instead of reading the owing bookings from their index in the list's order.
 */
function paymentStateIs(eb: BookingsEb, state: PaymentState, dueBefore: string) {
  const confirmed = eb('bookings.status', '=', sql.lit('Confirmed'));
  const owing = eb('bookings.paid_cents', '<', eb.ref('bookings.total_cents'));
  const awaited = eb.and([
    eb('bookings.paid_cents', '=', 0),
    eb('bookings.payment_method', '=', 'bank'),
  ]);
  const notAwaited = eb.or([
    eb('bookings.paid_cents', '>', 0),
    eb('bookings.payment_method', '<>', 'bank'),
  ]);
  const amongOverdueDepartures = (among: boolean) =>
    eb(
      sql<number>`+${sql.ref('bookings.departure_id')}`,
      among ? 'in' : 'not in',
      owingDepartures(eb as unknown as ExpressionBuilder<Database, never>, dueBefore).select(
        'departures.id',
      ),
    );
  switch (state) {
    case 'cancelled':
      return eb('bookings.status', '=', 'Cancelled');
    case 'expired':
      return eb('bookings.status', '=', 'Expired');
    case 'paid_in_full':
      return eb.and([confirmed, eb('bookings.paid_cents', '>=', eb.ref('bookings.total_cents'))]);
    case 'awaiting_transfer':
      return eb.and([confirmed, owing, awaited]);
    case 'overdue':
      return eb.and([confirmed, owing, notAwaited, amongOverdueDepartures(true)]);
    case 'balance_due':
      return eb.and([confirmed, owing, notAwaited, amongOverdueDepartures(false)]);
  }
}

/** FTS5's trigram index finds substrings of at least this many characters. */
const TRIGRAM_MIN_CHARS = 3;

/** The text as one FTS5 phrase (a substring for the trigram tokenizer): quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** Whether SQLite's trigram index can narrow a search for this (lower-cased) text. */
const usesTrigramIndex = (lowered: string) => [...lowered].length >= TRIGRAM_MIN_CHARS;

/** A range of booking ids, `after` < id <= `upTo` (a step of a search on SQLite). */
interface IdRange {
  after: number;
  upTo: number;
}

/**
 * Reference, name or e-mail contains the text (case-insensitive). The LIKEs decide; on SQLite
 * the trigram index of migration 0011 (bookings_search) first narrows the bookings to those
 * whose columns hold every trigram of the text (a superset: it folds case at least as widely
 * as LIKE does), so the search reads candidates, not every booking. On PostgreSQL the same
 * LIKEs use the pg_trgm indexes on `lower(column)` by themselves. `likeOnly`: the LIKEs alone
 * (SQLite's stepped search already has the index's candidates, or reads along another index).
 */
function searchCondition(db: Db, text: string, likeOnly = false) {
  const pattern = containsPattern(text);
  const like = (column: string) =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape ${sql.lit('\\')}`;
  const matches = sql<boolean>`(${sql.join(
    [like('bookings.reference'), like('bookings.contact_name'), like('bookings.contact_email')],
    sql` or `,
  )})`;
  const lowered = text.toLowerCase();
  if (dialectOf(db) === 'postgres' || likeOnly || !usesTrigramIndex(lowered)) return matches;
  return sql<boolean>`${sql.ref('bookings.id')} in (select rowid from bookings_search
    where bookings_search match ${ftsPhrase(lowered)}) and ${matches}`;
}

/** How a list query applies its search (see searchInSteps). */
type SearchBy =
  /** The trigram index and the LIKEs (searchCondition). */
  | { kind: 'index' }
  /** The LIKEs alone, over a range of ids or along the order's index. */
  | { kind: 'like'; range?: IdRange }
  /** These bookings: candidates still to check (`check`), or the matches themselves. */
  | { kind: 'ids'; ids: number[]; check: boolean };

/**
 * The bookings matching the filter, reading only the bookings (issue 16): every booking has its
 * tour and departure (NOT NULL foreign keys), so the joins change no count or order and are
 * left out unless the order reads the departure (`withDeparture`). The one place the list's
 * filters are applied: the count runs on it, and so does the page's offset scan (see
 * listAdminBookings).
 */
function filteredBookings(
  db: Db,
  query: AdminBookingListQuery,
  today: string,
  withDeparture = false,
  searchBy: SearchBy = { kind: 'index' },
) {
  const joined = db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departure_id');
  // Typed as the joined query; when the order does not read `departures` the join is not there.
  let rows = (withDeparture ? joined : db.selectFrom('bookings')) as typeof joined;
  if (searchBy.kind === 'ids') {
    rows = rows.where(
      sql<boolean>`${sql.ref('bookings.id')} in (select value from json_each(${JSON.stringify(searchBy.ids)}))`,
    );
    // The matches of a stepped search, every filter applied: the page reads them only.
    if (!searchBy.check) return rows;
  }
  if (searchBy.kind === 'like' && searchBy.range) {
    rows = rows
      .where('bookings.id', '>', searchBy.range.after)
      .where('bookings.id', '<=', searchBy.range.upTo);
  }
  if (query.q) rows = rows.where(searchCondition(db, query.q, searchBy.kind !== 'index'));
  if (query.tour !== undefined) rows = rows.where('bookings.tour_id', '=', query.tour);
  if (query.departure !== undefined) {
    rows = rows.where('bookings.departure_id', '=', query.departure);
  }
  if (query.status) rows = rows.where('bookings.status', '=', query.status);
  if (query.payment) {
    const state = query.payment;
    const dueBefore = shiftDay(today, BALANCE_DUE_DAYS_BEFORE);
    rows = rows.where((eb) => paymentStateIs(eb as unknown as BookingsEb, state, dueBefore));
  }
  return rows;
}

/**
 * How many bookings match. Unfiltered, the per-tour counts kept by triggers (tour_stats,
 * migration 0012) are summed: 1,000 rows rather than 500,000 index entries. Paid in full
 * (Confirmed, paid at least the total; most bookings) is every Confirmed booking less those
 * still owing, which the owing index holds. Balance due and overdue sum the departures' counts
 * of owing bookings (migration 0013) on either side of the due day.
 */
async function countBookings(
  db: Db,
  query: AdminBookingListQuery,
  today: string,
): Promise<{ total: number }> {
  const onlyPayment =
    !query.q &&
    query.tour === undefined &&
    query.departure === undefined &&
    (query.status === undefined || (query.payment !== undefined && query.status === 'Confirmed'));
  const sumOf = (column: 'bookings_count' | 'confirmed_count') =>
    db
      .selectFrom('tour_stats')
      .select(sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as('total'))
      .executeTakeFirstOrThrow();
  if (onlyPayment && query.payment === undefined) return sumOf('bookings_count');
  if (onlyPayment && query.payment === 'paid_in_full') {
    const [confirmed, owing] = await Promise.all([
      sumOf('confirmed_count'),
      db
        .selectFrom('bookings')
        .where('bookings.status', '=', sql.lit('Confirmed'))
        .where((eb) => eb('bookings.paid_cents', '<', eb.ref('bookings.total_cents')))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { total: Number(confirmed.total) - Number(owing.total) };
  }
  if (onlyPayment && (query.payment === 'balance_due' || query.payment === 'overdue')) {
    const dueBefore = shiftDay(today, BALANCE_DUE_DAYS_BEFORE);
    return owingDepartures(db, dueBefore, query.payment === 'balance_due')
      .select(sql<number>`coalesce(sum(${sql.ref('departures.owing_count')}), 0)`.as('total'))
      .executeTakeFirstOrThrow();
  }
  return filteredBookings(db, query, today)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
}

const SORT_COLUMNS = {
  created: sql.ref('bookings.created_at'),
  start: sql.ref('departures.start_date'),
  total: sql.ref('bookings.total_cents'),
  name: sql`lower(${sql.ref('bookings.contact_name')})`,
} as const;

/**
 * The same orders as expressions no index holds. A search that matches few bookings is best
 * read through its trigram index and the matches sorted; ordered by an indexed column,
 * PostgreSQL (which cannot estimate how many a LIKE matches) may instead walk that index from
 * the top, expecting matches all along, and read a large part of the bookings before it finds
 * a page of rare ones (issue 16).
 */
const UNINDEXED_SORT_COLUMNS = {
  created: sql`${sql.ref('bookings.created_at')} || ''`,
  start: sql`${sql.ref('departures.start_date')} || ''`,
  total: sql`${sql.ref('bookings.total_cents')} + 0`,
  name: sql`lower(${sql.ref('bookings.contact_name')}) || ''`,
} as const;

/** Up to this many search matches, a page is sorted from them (UNINDEXED_SORT_COLUMNS). */
const SORT_MATCHES_MAX = 10_000;

/** Beyond this many trigram candidates a search is a large part of the bookings (searchInSteps). */
const SEARCH_CANDIDATES_MAX = 20_000;

/** Candidates one step of a search on SQLite checks: some 7 ms (searchInSteps). */
const SEARCH_CHECK_STEP = 4_000;

/** Bookings (by id) one step of a search on SQLite reads without the trigram index: ~15 ms. */
const SEARCH_SCAN_STEP = 50_000;

/** Sizes of SQLite's search steps (tests make them small). */
interface SearchSteps {
  candidatesMax: number;
  checkStep: number;
  scanStep: number;
  keepIdsMax: number;
}

/**
 * A search on SQLite (issue 16), whose synchronous driver blocks the event loop for as long as a
 * statement runs: counting a common name ("khan", 17,000 of 500,000 bookings) read every match
 * in one 55 ms statement, and sorting them for the page took another. Now:
 *
 * - The trigram index gives the candidates, up to SEARCH_CANDIDATES_MAX, in one short statement
 *   (12 ms for "khan"); they are checked (LIKEs and filters) SEARCH_CHECK_STEP at a time.
 * - Text too short for the index, or more candidates than that (a large part of the bookings),
 *   and the bookings are read by ranges of ids instead, SEARCH_SCAN_STEP at a time.
 *
 * There is a turn of the event loop between steps. It counts every match and keeps their ids
 * while there are at most `keepIdsMax` (SORT_MATCHES_MAX): the page is then sorted from them;
 * more, and the page walks the order's index with the LIKEs, finding such common matches soon.
 * (A booking written meanwhile may or may not be counted, as one written between the count and
 * the page always could.)
 */
async function searchInSteps(
  db: Db,
  query: AdminBookingListQuery,
  today: string,
  steps: SearchSteps,
): Promise<{ total: number; ids: number[] | null }> {
  const text = (query.q ?? '').toLowerCase();
  let ids: number[] | null = [];
  let total = 0;
  const take = async (step: ReturnType<typeof filteredBookings>) => {
    if (ids) {
      const rows = await step.select('bookings.id').execute();
      for (const row of rows) ids.push(row.id);
      total += rows.length;
      if (ids.length > steps.keepIdsMax) ids = null;
    } else {
      const { found } = await step
        .select((eb) => eb.fn.countAll<number>().as('found'))
        .executeTakeFirstOrThrow();
      total += Number(found);
    }
    await new Promise((resolve) => setImmediate(resolve));
  };

  const candidates = usesTrigramIndex(text)
    ? (
        await sql<{ id: number }>`select rowid as id from bookings_search
          where bookings_search match ${ftsPhrase(text)} limit ${steps.candidatesMax + 1}`.execute(
          db,
        )
      ).rows.map((row) => row.id)
    : null;
  if (candidates && candidates.length <= steps.candidatesMax) {
    for (let from = 0; from < candidates.length; from += steps.checkStep) {
      const chunk = candidates.slice(from, from + steps.checkStep);
      await take(
        filteredBookings(db, query, today, false, { kind: 'ids', ids: chunk, check: true }),
      );
    }
    return { total, ids };
  }
  const { last } = await db
    .selectFrom('bookings')
    .select(sql<number | null>`max(${sql.ref('bookings.id')})`.as('last'))
    .executeTakeFirstOrThrow();
  for (let after = 0; after < Number(last ?? 0); after += steps.scanStep) {
    const range = { after, upTo: after + steps.scanStep };
    await take(filteredBookings(db, query, today, false, { kind: 'like', range }));
  }
  return { total, ids };
}

/** The longest skip SQLite takes in one statement (about 5 ms over an index). */
const SKIP_STEP = 10_000;

/** A booking's place in the created order (created_at, then id). */
interface CreatedKey {
  created_at: string;
  id: number;
}

/** The bookings after `key` in the created order, in direction `dir`. */
function createdBeyond(key: CreatedKey, dir: 'asc' | 'desc') {
  const beyond = dir === 'asc' ? '>' : '<';
  return (eb: ExpressionBuilder<Database, 'bookings'>) =>
    eb.and([
      eb('bookings.created_at', dir === 'asc' ? '>=' : '<=', key.created_at),
      eb.or([eb('bookings.created_at', beyond, key.created_at), eb('bookings.id', beyond, key.id)]),
    ]);
}

/**
 * A deep page in the created order on SQLite (issue 16): its synchronous driver blocks the event
 * loop for as long as a statement runs, and skipping 100,000 index entries takes some 45 ms. The
 * skip is taken `step` entries at a time (SKIP_STEP), each step starting after the booking the
 * last one ended on (created_at then id: unique, the list's order), with a turn of the event
 * loop between steps. Returns the booking the steps ended on and what is left to skip after it.
 * (A booking written between two steps moves the page by one, as one written between the count
 * and the page always could.)
 */
async function skipInSteps(
  db: Db,
  query: AdminBookingListQuery,
  today: string,
  dir: 'asc' | 'desc',
  skip: number,
  step: number,
): Promise<{ from: CreatedKey | null; skip: number }> {
  let from: CreatedKey | null = null;
  let left = skip;
  while (left > step) {
    const after: CreatedKey | null = from;
    const row: CreatedKey | undefined = await filteredBookings(db, query, today)
      .$if(after !== null, (rows) => rows.where(createdBeyond(after!, dir)))
      .select(['bookings.created_at', 'bookings.id'])
      .orderBy('bookings.created_at', dir)
      .orderBy('bookings.id', dir)
      .limit(1)
      .offset(step - 1)
      .executeTakeFirst();
    if (!row) break;
    from = row;
    left -= step;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { from, skip: left };
}

/** What the filter selects offer: every tour, and the chosen tour's departures. */
async function listFilters(db: Db, tourId: number | undefined) {
  const tours = await db.selectFrom('tours').select(['id', 'title']).orderBy('title').execute();
  const departures =
    tourId === undefined
      ? []
      : await db
          .selectFrom('departures')
          .select(['id', 'start_date'])
          .where('tour_id', '=', tourId)
          .orderBy('start_date')
          .execute();
  return { tours, departures };
}

/** How SQLite's list takes its long statements in steps (tests make them small). */
export interface ListSteps extends Partial<SearchSteps> {
  /** The longest skip in one statement (skipInSteps); by default SQLite's SKIP_STEP. */
  skipStep?: number;
}

/** One page of the bookings matching the query, in its order (newest first by default). */
export async function listAdminBookings(
  db: Db,
  query: AdminBookingListQuery,
  today: string,
  steps: ListSteps = {},
): Promise<AdminBookingListResponse> {
  const sqlite = dialectOf(db) === 'sqlite';
  const skipStep = steps.skipStep ?? (sqlite ? SKIP_STEP : Number.POSITIVE_INFINITY);
  const perPage = query.per_page ?? ADMIN_BOOKING_PAGE_SIZE;
  const page = query.page ?? 1;
  const sort = query.sort ?? 'created';
  const dir = query.dir ?? DEFAULT_SORT_DIRECTION[sort];

  const stepped =
    query.q && sqlite
      ? await searchInSteps(db, query, today, {
          candidatesMax: steps.candidatesMax ?? SEARCH_CANDIDATES_MAX,
          checkStep: steps.checkStep ?? SEARCH_CHECK_STEP,
          scanStep: steps.scanStep ?? SEARCH_SCAN_STEP,
          keepIdsMax: steps.keepIdsMax ?? SORT_MATCHES_MAX,
        })
      : null;
  const { total } = stepped ?? (await countBookings(db, query, today));
  const searchBy: SearchBy = !stepped
    ? { kind: 'index' }
    : stepped.ids
      ? { kind: 'ids', ids: stepped.ids, check: false }
      : { kind: 'like' };
  // Deep pages (issue 16): the offset is skipped over the bookings alone, in an index on the
  // order's column (the rows skipped are never joined or read), then only the page's bookings
  // are read whole, in the same order. A page in the second half is counted from the end, in
  // the reverse order (the last page skips nothing). Same rows as an offset over the full query.
  const count = Number(total);
  // A page of few matches is sorted from them; of many, read along the order's index.
  const sortMatches = stepped
    ? searchBy.kind === 'ids'
    : Boolean(query.q) && count <= SORT_MATCHES_MAX;
  const offset = (page - 1) * perPage;
  const fromEnd = offset > count / 2;
  const pageDir = fromEnd ? (dir === 'asc' ? 'desc' : 'asc') : dir;
  const skip = fromEnd ? Math.max(0, count - offset - perPage) : offset;
  const take = fromEnd ? Math.max(0, count - offset - skip) : perPage;
  // On SQLite a long skip in the created order is taken in steps (see skipInSteps).
  const skipped =
    sort === 'created' && !query.q && skip > skipStep
      ? await skipInSteps(db, query, today, pageDir, skip, skipStep)
      : { from: null, skip };
  const pageIds = filteredBookings(db, query, today, sort === 'start', searchBy)
    .$if(skipped.from !== null, (rows) => rows.where(createdBeyond(skipped.from!, pageDir)))
    .select('bookings.id')
    .orderBy((sortMatches ? UNINDEXED_SORT_COLUMNS : SORT_COLUMNS)[sort], pageDir)
    .orderBy('bookings.id', pageDir)
    .limit(take)
    .offset(skipped.skip);
  const rows =
    take === 0
      ? []
      : await bookingQuery(db)
          .where('bookings.id', 'in', pageIds)
          .orderBy(SORT_COLUMNS[sort], dir)
          .orderBy('bookings.id', dir)
          .execute();
  return {
    data: rows.map((row) => {
      const booking = toBooking(row, today);
      return {
        reference: booking.reference,
        status: booking.status,
        created_at: booking.created_at,
        contact: {
          name: booking.contact.name,
          email: booking.contact.email,
          phone: booking.contact.phone,
        },
        tour: { id: booking.tour.id, title: booking.tour.title },
        departure: booking.departure,
        travelers: booking.travelers,
        payment: booking.payment,
        payment_status: booking.payment_status,
      };
    }),
    meta: {
      page,
      per_page: perPage,
      total: count,
      last_page: Math.max(1, Math.ceil(count / perPage)),
    },
    filters: await listFilters(db, query.tour),
  };
}

/* ------------------------------------------------------------------------------------------
 * One booking
 * ---------------------------------------------------------------------------------------- */

const moneyOf = (value: unknown) => money(Number(value));
const dayOf = (value: unknown) => longDay(String(value));

/** The audit row as a sentence for the booking's history. */
function historySummary(entry: AuditRow): string {
  const { detail } = entry;
  switch (entry.action) {
    case 'booking.payment': {
      const method = LEDGER_METHOD_LABELS[detail.method as LedgerMethod] ?? String(detail.method);
      const note = detail.note ? `: ${String(detail.note)}` : '';
      return `Recorded a payment of ${moneyOf(detail.amount)} (${method})${note}`;
    }
    case 'booking.cancel': {
      const how = detail.policy
        ? `the policy's ${String(detail.percent)}%`
        : `instead of the policy's ${moneyOf(detail.policy_amount)}`;
      const reason = detail.reason ? `: ${String(detail.reason)}` : '';
      return `Cancelled for the customer; refunded ${moneyOf(detail.refund)} (${how})${reason}`;
    }
    case 'booking.move':
      return `Moved from the departure of ${dayOf(detail.from_date)} to ${dayOf(detail.to_date)}`;
    default:
      return entry.action;
  }
}

/** The booking's ledger with who recorded each admin entry. */
async function adminLedger(db: Db, bookingId: number): Promise<AdminLedgerEntry[]> {
  const entries = (await ledgersOf(db, [bookingId])).get(bookingId) ?? [];
  const recorders = await db
    .selectFrom('booking_payments')
    .innerJoin('users', 'users.id', 'booking_payments.recorded_by')
    .select(['booking_payments.id', 'users.name'])
    .where('booking_payments.booking_id', '=', bookingId)
    .execute();
  const names = new Map(recorders.map((row) => [row.id, row.name]));
  return entries.map((entry) => ({ ...entry, recorded_by: names.get(entry.id) ?? null }));
}

/** Departures of the same tour a booking could move to today: not started, seats for all. */
async function moveOptions(db: Db, row: BookingRow, today: string): Promise<MoveOption[]> {
  const departures = await db
    .selectFrom('departures')
    .select(['id', 'start_date', 'capacity', 'seats_booked', 'seats_held'])
    .where('tour_id', '=', row.tour_id)
    .where('id', '<>', row.departure_id)
    .where('start_date', '>', today)
    .where((eb) => eb(seatsLeftSql(), '>=', row.travelers))
    .orderBy('start_date')
    .execute();
  return departures.map((d) => ({
    id: d.id,
    start_date: d.start_date,
    seats_left: seatsLeftOf(d),
  }));
}

async function customerOf(db: Db, userId: number | null) {
  if (userId === null) return null;
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user ?? null;
}

/** Whether a booking is Confirmed and has not started (cancel and move need both). */
const isUpcoming = (status: string, startDate: string, today: string) =>
  status === 'Confirmed' && startDate > today;

/** Everything the booking page shows about one booking; null when the reference is unknown. */
export async function findAdminBooking(
  db: Db,
  reference: string,
  today: string,
): Promise<AdminBookingDetail | null> {
  const row = await bookingQuery(db).where('bookings.reference', '=', reference).executeTakeFirst();
  if (!row) return null;
  const facts = moneyFactsOf(row);
  const upcoming = isUpcoming(row.status, row.departure_start_date, today);
  const policy = policyRefund(facts, today);
  const options = upcoming ? await moveOptions(db, row, today) : [];
  const history: BookingHistoryEntry[] = (await listAudit(db, AUDIT_SUBJECT, row.id)).map(
    (entry) => ({
      id: entry.id,
      action: entry.action,
      summary: historySummary(entry),
      actor: entry.actor,
      created_at: entry.createdAt,
    }),
  );
  return {
    booking: toBooking(row, today),
    customer: await customerOf(db, row.user_id),
    ledger: await adminLedger(db, row.id),
    history,
    refundable: centsToDollars(row.paid_cents - row.refunded_cents),
    refund_preview: upcoming
      ? { percent: policy.percent, amount: centsToDollars(policy.amountCents) }
      : null,
    move_options: options,
    actions: {
      record_payment: row.status === 'Confirmed' && balanceCents(facts) > 0,
      cancel: upcoming,
      move: upcoming && options.length > 0,
    },
  };
}

/* ------------------------------------------------------------------------------------------
 * Actions
 * ---------------------------------------------------------------------------------------- */

interface Actor {
  /** The signed-in admin. */
  actorId: number;
  now: Date;
}

/** An action that e-mails the traveller: the site's absolute address for the links. */
interface MailingActor extends Actor {
  siteUrl: string;
}

export type RecordPaymentOutcome =
  | { kind: 'recorded' }
  | { kind: 'notFound' }
  | { kind: 'notPayable' }
  | { kind: 'nothingDue' }
  | { kind: 'overBalance' }
  /** Paid or changed meanwhile (the conditional UPDATE found another paid sum). */
  | { kind: 'changed' };

/**
 * Records money the operator received. Never more than the balance: the amount is checked
 * against the booking as read in the transaction, and the ledger's conditional UPDATE only
 * lands if nothing was paid meanwhile, so of two admins recording the last of a balance at
 * once exactly one is taken. A payment ends a bank transfer's hold (receivePayment).
 */
export async function recordPayment(
  db: Db,
  payment: MailingActor & {
    reference: string;
    amountCents: number;
    method: RecordPaymentMethod;
    note: string | null;
  },
): Promise<RecordPaymentOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await moneyRowByReference(trx, payment.reference);
    if (!row) return { kind: 'notFound' };
    if (row.status !== 'Confirmed') return { kind: 'notPayable' };
    const due = balanceCents(factsOf(row));
    if (due === 0) return { kind: 'nothingDue' };
    if (payment.amountCents > due) return { kind: 'overBalance' };
    const received = await receivePayment(trx, {
      bookingId: row.id,
      kind: 'manual',
      method: payment.method,
      amountCents: payment.amountCents,
      note: payment.note,
      recordedBy: payment.actorId,
      expectPaidCents: row.paid_cents,
      now: payment.now,
    });
    if (!received) return { kind: 'changed' };
    const paidInFull = row.paid_cents + payment.amountCents >= row.total_cents;
    await trx
      .updateTable('bookings')
      .set({ payment_status: paidInFull ? 'Paid' : 'Partially paid' })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      actorId: payment.actorId,
      action: 'booking.payment',
      subjectType: AUDIT_SUBJECT,
      subjectId: row.id,
      detail: {
        amount: centsToDollars(payment.amountCents),
        method: payment.method,
        note: payment.note,
      },
      at: payment.now,
    });
    await mailPaymentReceived(
      trx,
      row.id,
      { amountCents: payment.amountCents, method: payment.method, paidBeforeCents: row.paid_cents },
      payment,
    );
    return { kind: 'recorded' };
  });
}

export type CancelOnBehalfOutcome =
  | { kind: 'cancelled' }
  | { kind: 'notFound' }
  | { kind: 'notCancellable' }
  | { kind: 'refundTooLarge' }
  | { kind: 'changed' };

/**
 * Cancels for the customer: SPEC 9's refund of what was paid, or the operator's amount (the
 * route requires a reason with it), refunded through the ledger; the seats return
 * (cancelWithRefund). A booking paid or cancelled meanwhile is refused with nothing changed.
 */
export async function cancelOnBehalf(
  db: Db,
  cancel: MailingActor & { reference: string; overrideRefundCents?: number; reason: string | null },
): Promise<CancelOnBehalfOutcome> {
  const today = isoDate(cancel.now);
  return db.transaction().execute(async (trx) => {
    const row = await moneyRowByReference(trx, cancel.reference);
    if (!row) return { kind: 'notFound' };
    if (!isUpcoming(row.status, row.start_date, today)) return { kind: 'notCancellable' };
    const policy = policyRefund(factsOf(row), today);
    const result = await cancelWithRefund(trx, row, {
      now: cancel.now,
      today,
      overrideRefundCents: cancel.overrideRefundCents,
      reason: cancel.reason,
      recordedBy: cancel.actorId,
    });
    // It was cancellable as read: a refusal now means it changed under this transaction.
    if (result.kind === 'notCancellable' || result.kind === 'refundChanged') {
      return { kind: 'changed' };
    }
    if (result.kind === 'refundTooLarge') return { kind: 'refundTooLarge' };
    await recordAudit(trx, {
      actorId: cancel.actorId,
      action: 'booking.cancel',
      subjectType: AUDIT_SUBJECT,
      subjectId: row.id,
      detail: {
        refund: centsToDollars(result.refundCents),
        percent: result.percent,
        policy: cancel.overrideRefundCents === undefined,
        policy_amount: centsToDollars(policy.amountCents),
        reason: cancel.reason,
      },
      at: cancel.now,
    });
    await mailBookingCancelled(
      trx,
      row.id,
      {
        refundCents: result.refundCents,
        percent: result.percent,
        paidCents: row.paid_cents - row.refunded_cents,
        refundMethod: refundMethod(row),
        byOperator: true,
      },
      cancel,
    );
    return { kind: 'cancelled' };
  });
}

export type MoveOutcome =
  | { kind: 'moved' }
  | { kind: 'notFound' }
  | { kind: 'notMovable' }
  | { kind: 'sameDeparture' }
  | { kind: 'notADeparture' }
  | { kind: 'seatsGone'; seatsLeft: number }
  | { kind: 'changed' };

/** Thrown inside the move's transaction to roll it back with an answer. */
class MoveRefused extends Error {
  constructor(readonly outcome: MoveOutcome) {
    super(outcome.kind);
  }
}

/**
 * Moves a booking to another departure of its tour that has not started. The seats are taken
 * like a new booking's: one conditional UPDATE on the new departure (never over capacity, the
 * database re-checks it on the locked row), then the old departure's seats return and the
 * booking points at the new one, only if it is still Confirmed on the old one: all in one
 * transaction, so a refused step leaves every seat where it was.
 */
export async function moveBooking(
  db: Db,
  move: Actor & { reference: string; departureId: number },
): Promise<MoveOutcome> {
  const today = isoDate(move.now);
  try {
    return await db.transaction().execute(async (trx) => {
      const row: MoneyRow | null = await moneyRowByReference(trx, move.reference);
      if (!row) return { kind: 'notFound' };
      if (!isUpcoming(row.status, row.start_date, today)) return { kind: 'notMovable' };
      if (move.departureId === row.departure_id) return { kind: 'sameDeparture' };
      const current = await trx
        .selectFrom('departures')
        .select('tour_id')
        .where('id', '=', row.departure_id)
        .executeTakeFirstOrThrow();
      const target = await trx
        .selectFrom('departures')
        .select(['id', 'start_date'])
        .where('id', '=', move.departureId)
        .where('tour_id', '=', current.tour_id)
        .executeTakeFirst();
      if (!target || target.start_date <= today) return { kind: 'notADeparture' };

      // Held seats are taken too; the target's expired checkout holds are freed first.
      await prepareToTakeSeats(trx, target.id, move.now);
      const taken = await trx
        .updateTable('departures')
        .set((eb) => ({ seats_booked: eb('seats_booked', '+', row.travelers) }))
        .where('id', '=', target.id)
        .where((eb) => eb(seatsLeftSql(), '>=', row.travelers))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) {
        throw new MoveRefused({ kind: 'seatsGone', seatsLeft: 0 });
      }
      const moved = await trx
        .updateTable('bookings')
        .set({ departure_id: target.id, updated_at: move.now.toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'Confirmed')
        .where('departure_id', '=', row.departure_id)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new MoveRefused({ kind: 'changed' });
      await returnSeats(trx, row.departure_id, row.travelers);
      await recordAudit(trx, {
        actorId: move.actorId,
        action: 'booking.move',
        subjectType: AUDIT_SUBJECT,
        subjectId: row.id,
        detail: {
          from_departure: row.departure_id,
          from_date: row.start_date,
          to_departure: target.id,
          to_date: target.start_date,
          travelers: row.travelers,
        },
        at: move.now,
      });
      return { kind: 'moved' };
    });
  } catch (error) {
    if (!(error instanceof MoveRefused)) throw error;
    if (error.outcome.kind === 'seatsGone') {
      return { kind: 'seatsGone', seatsLeft: await seatsLeft(db, move.departureId) };
    }
    return error.outcome;
  }
}
