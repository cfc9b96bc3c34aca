import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/bookings';
import { createApp } from '../../server/app';
import { generateToken, hashToken } from '../../server/auth/tokens';
import { isoDate } from '../../server/catalog/dates';
import { defaultAppConfig } from '../../server/config';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/types';
import { FREQUENT_TRAVELLER, openBenchDatabase } from './grow';

/*
 * Times the admin and account endpoints issue 16 sets targets for, in-process (createApp +
 * app.request, no network), against a grown database:
 *
 *   NODE_ENV=production npx tsx scripts/bench/scale-check.ts <sqlite-file | postgres-url> [--runs 7]
 *
 * (NODE_ENV=production: React's production build renders the mails, as under `npm start`.)
 *
 * Per endpoint: median and max wall time of the request (with SQLite's synchronous driver the
 * wall time is time the event loop was blocked), and the longest event-loop block seen while
 * it ran (a 1 ms timer's late firings). Targets: under 100 ms, no block
 * over 50 ms. The database is migrated first, as the server does when it starts.
 */

const TARGET_MS = 100;
const BLOCK_MS = 50;

interface Check {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  token: string | null;
  body?: () => unknown;
  headers?: () => Record<string, string>;
  /** Admin page request (under 100 ms) rather than public/account. */
  admin: boolean;
}

interface Timing {
  name: string;
  status: number;
  bytes: number;
  median: number;
  max: number;
  block: number;
}

async function tokenFor(db: Kysely<Database>, userId: number): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('access_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: new Date().toISOString() })
    .execute();
  return token;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The requests to time, with ids taken from the database (the busiest tour, customer...). */
async function plan(db: Kysely<Database>): Promise<Check[]> {
  const admin = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .where('roles.name', '=', 'admin')
    .select('users.id')
    .orderBy('users.id')
    .executeTakeFirstOrThrow();
  const traveller = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', FREQUENT_TRAVELLER.email)
    .executeTakeFirst();
  const busiest = await db
    .selectFrom('bookings')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'is not', null)
    .groupBy('user_id')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const customerId = traveller?.id ?? busiest.user_id!;
  const reviewed = await db
    .selectFrom('reviews')
    .select(['tour_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('tour_id')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const booking = await db
    .selectFrom('bookings')
    .select(['reference', 'tour_id', 'departure_id', 'contact_email'])
    .where('status', '=', 'Confirmed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const today = isoDate(new Date());
  const open = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tour_id')
    .select(['departures.id', 'departures.tour_id'])
    .where('tours.status', '=', 'Active')
    .where('departures.start_date', '>', today)
    // The most seats left, so every timed booking is made (not refused with 409 seats gone).
    .orderBy((eb) => eb('departures.capacity', '-', eb.ref('departures.seats_booked')), 'desc')
    .orderBy('departures.id')
    .limit(1)
    .executeTakeFirstOrThrow();

  const adminToken = await tokenFor(db, admin.id);
  const userToken = await tokenFor(db, customerId);
  const a = (name: string, path: string): Check => ({ name, path, token: adminToken, admin: true });
  const list = '/api/admin/bookings';
  const email = booking.contact_email;
  let key = 0;
  return [
    a('admin dashboard', '/api/admin/dashboard'),
    a('admin tours', '/api/tours'),
    a('bookings', list),
    a('bookings q=reference', `${list}?q=${booking.reference}`),
    a('bookings q=ref prefix', `${list}?q=${booking.reference.slice(0, 3)}`),
    a('bookings q=email', `${list}?q=${encodeURIComponent(email)}`),
    a('bookings q=name', `${list}?q=khan`),
    a('bookings q=no match', `${list}?q=zzzzqqq`),
    a('bookings tour', `${list}?tour=${booking.tour_id}`),
    a('bookings departure', `${list}?tour=${booking.tour_id}&departure=${booking.departure_id}`),
    a('bookings status=Cancelled', `${list}?status=Cancelled`),
    a('bookings status=Expired', `${list}?status=Expired`),
    a('bookings pay=balance_due', `${list}?payment=balance_due`),
    a('bookings pay=overdue', `${list}?payment=overdue`),
    a('bookings pay=awaiting', `${list}?payment=awaiting_transfer`),
    a('bookings pay=paid_in_full', `${list}?payment=paid_in_full`),
    a('bookings sort=start', `${list}?sort=start`),
    a('bookings sort=total asc', `${list}?sort=total&dir=asc`),
    a('bookings sort=name', `${list}?sort=name`),
    a('bookings last page', `${list}?page=5000`),
    a('bookings tour+status+sort', `${list}?tour=${booking.tour_id}&status=Confirmed&sort=name`),
    a('booking detail', `${list}/${booking.reference}`),
    a('customers', '/api/admin/customers'),
    a('customer detail', `/api/admin/customers/${customerId}`),
    a('enquiries', '/api/admin/enquiries'),
    a('outbox', '/api/admin/outbox'),
    a('tour departures', `/api/admin/tours/${booking.tour_id}/departures`),
    a('departure manifest', `/api/admin/departures/${booking.departure_id}/manifest`),
    a('settings', '/api/admin/settings'),
    {
      name: 'tour details (most reviews)',
      path: `/api/tour-details/${reviewed.tour_id}`,
      token: null,
      admin: false,
    },
    { name: 'get-tours', path: '/api/get-tours', token: null, admin: false },
    { name: 'my bookings (frequent)', path: '/api/my/bookings', token: userToken, admin: false },
    {
      name: 'POST /api/bookings',
      method: 'POST',
      path: '/api/bookings',
      token: null,
      admin: false,
      headers: () => ({ [IDEMPOTENCY_KEY_HEADER]: `scale-check-${Date.now()}-${key++}` }),
      body: () => ({
        tour_id: open.tour_id,
        departure_id: open.id,
        travelers: 1,
        add_ons: [],
        special_requests: '',
        name: 'Scale Check',
        email: 'scale.check@example.com',
        phone: '+92 300 1234567',
        address: '',
        city: '',
        country: 'Pakistan',
        zip_code: '',
        payment_method: 'card',
        card_last4: '4242',
      }),
    },
  ];
}

/**
 * The longest stretch the event loop was busy: a 1 ms timer re-armed on every turn; the gap
 * between two firings, less the 1 ms, is a turn that ran code without yielding.
 */
function blockTicker() {
  let last = performance.now();
  let longest = 0;
  let timer: NodeJS.Timeout = setTimeout(function tick() {
    const now = performance.now();
    longest = Math.max(longest, now - last - 1);
    last = now;
    timer = setTimeout(tick, 1);
  }, 1);
  return {
    async stop(): Promise<number> {
      // One more turn, so a block that ended with the request is seen.
      await new Promise((resolve) => setTimeout(resolve, 1));
      clearTimeout(timer);
      return Math.max(longest, performance.now() - last - 1);
    },
  };
}

async function time(
  app: ReturnType<typeof createApp>,
  check: Check,
  runs: number,
): Promise<Timing> {
  const walls: number[] = [];
  let block = 0;
  let status = 0;
  let bytes = 0;
  // One warm-up request (statement caches, page cache), then the measured ones.
  for (let run = -1; run < runs; run += 1) {
    const headers: Record<string, string> = { accept: 'application/json', ...check.headers?.() };
    if (check.token) headers.authorization = `Bearer ${check.token}`;
    let body: string | undefined;
    if (check.body) {
      body = JSON.stringify(check.body());
      headers['content-type'] = 'application/json';
    }
    const ticker = blockTicker();
    const started = performance.now();
    const res = await app.request(check.path, { method: check.method ?? 'GET', headers, body });
    const text = await res.text();
    const wall = performance.now() - started;
    const longest = await ticker.stop();
    status = res.status;
    bytes = text.length;
    if (run < 0) continue;
    walls.push(wall);
    block = Math.max(block, longest);
  }
  return { name: check.name, status, bytes, median: median(walls), max: Math.max(...walls), block };
}

function printTable(rows: Timing[], checks: Check[]): void {
  const header = ['endpoint', 'status', 'bytes', 'median ms', 'max ms', 'block ms', ''];
  const lines = rows.map((row, i) => {
    const check = checks[i]!;
    const slow = (check.admin && row.max >= TARGET_MS) || row.block > BLOCK_MS;
    return [
      row.name,
      String(row.status),
      String(row.bytes),
      row.median.toFixed(1),
      row.max.toFixed(1),
      row.block.toFixed(1),
      slow ? 'SLOW' : '',
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main(argv: string[]): Promise<void> {
  const target = argv.find((arg) => !arg.startsWith('--'));
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 7;
  if (!target || !(runs > 0)) {
    console.error(
      'Usage: npx tsx scripts/bench/scale-check.ts <sqlite-file | postgres-url> [--runs 7]',
    );
    process.exitCode = 2;
    return;
  }
  if (process.env.NODE_ENV !== 'production') {
    console.warn('scale-check: NODE_ENV is not production; React renders in its slower dev build');
  }
  const db = openBenchDatabase(target);
  try {
    await migrateToLatest(db);
    const app = createApp({
      db,
      config: { ...defaultAppConfig, logRequests: false, bookingMaxPerMinute: 1_000_000 },
    });
    const checks = await plan(db);
    const rows: Timing[] = [];
    for (const check of checks) {
      const row = await time(app, check, runs);
      rows.push(row);
      console.error(
        `${row.name}: median ${row.median.toFixed(1)} ms, max ${row.max.toFixed(1)} ms`,
      );
    }
    printTable(rows, checks);
    const failing = rows.filter(
      (row, i) => (checks[i]!.admin && row.max >= TARGET_MS) || row.block > BLOCK_MS,
    );
    console.log(
      failing.length === 0
        ? `All within target (admin < ${TARGET_MS} ms, no block > ${BLOCK_MS} ms).`
        : `${failing.length} over target (admin < ${TARGET_MS} ms, no block > ${BLOCK_MS} ms).`,
    );
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
