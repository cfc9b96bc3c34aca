import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql, type Insertable, type Kysely } from 'kysely';
import { ADD_ONS, bookingTotalCents, refundPercent } from '../../contract/bookings';
import { amountDueNowCents, cancelledMoneyLabel } from '../../contract/payments';
import { hashPassword } from '../../server/auth/password';
import { addDays, isoDate } from '../../server/catalog/dates';
import { centsToDollars } from '../../server/catalog/money';
import { createDatabase, dialectOf } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import type { Database } from '../../server/db/types';

/*
 * Grows a migrated, seeded database to the size issue 16 measures at: 1,000 tours, 50,000
 * customers, 500,000 bookings (targets are totals: only the missing rows are added, so a second
 * run adds nothing). Every row is one the application could have written: seats never above
 * capacity (only Confirmed bookings hold seats), unique references, ledger rows that add up to
 * each booking's paid/refunded sums, one review per booking. Rows are written with explicit ids
 * in multi-row INSERTs inside one transaction per table; PostgreSQL's sequences are moved past
 * them at the end. Deterministic for a given `seed` and `now`.
 */

export interface GrowOptions {
  tours?: number;
  users?: number;
  bookings?: number;
  log?: (line: string) => void;
  /** "Now" of the grown history (default: the real time). */
  now?: Date;
  /** PRNG seed (default 16). */
  seed?: number;
}

/** A customer with a real password and many bookings (GET /api/my/bookings at scale). */
export const FREQUENT_TRAVELLER = {
  email: 'frequent.traveller@example.com',
  password: 'frequent-traveller-16',
  name: 'Frequent Traveller',
} as const;

/** The tour with the most reviews (the seed's first tour) gets this many. */
const POPULAR_TOUR_REVIEWS = 2_200;
const PAST_DEPARTURES = 60;
const FUTURE_DEPARTURES = 24;
/** Future departures are filled to at most this share, so the grown site still sells seats. */
const FUTURE_FILL = 0.7;
/** One booking in this many belongs to the frequent traveller (500 at 500,000). */
const FREQUENT_EVERY = 1_000;
/** Bound parameters per INSERT (SQLite allows 32,766, PostgreSQL 65,535). */
const MAX_PARAMS = 30_000;
const DAY_MS = 86_400_000;

type Db = Kysely<Database>;
type Random = () => number;

function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = [
  'Ayesha',
  'Ali',
  'Fatima',
  'Hamza',
  'Sara',
  'Usman',
  'Zainab',
  'Bilal',
  'Hina',
  'Omar',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Sophie',
  'Lucas',
  'Mia',
  'Jonas',
  'Chloe',
  'Leon',
  'Hannah',
  'Daniel',
  'Yuki',
  'Kenji',
  'Mei',
  'Chen',
  'Priya',
  'Arjun',
  'Elena',
  'Marco',
  'Anna',
  'David',
  'Laura',
  'Thomas',
  'Julia',
  'Samuel',
  'Nadia',
  'Karim',
  'Ines',
  'Pablo',
];
const LAST_NAMES = [
  'Khan',
  'Ahmed',
  'Hussain',
  'Baig',
  'Shah',
  'Raza',
  'Malik',
  'Qureshi',
  'Abbasi',
  'Siddiqui',
  'Smith',
  'Müller',
  'Rossi',
  'Dubois',
  'Garcia',
  'Johnson',
  'Tanaka',
  'Wang',
  'Kumar',
  'Novak',
  'Schmidt',
  'Brown',
  'Martin',
  'Bernard',
  'Silva',
  'Jensen',
  'Kowalski',
  'Nguyen',
  'Park',
  'Lee',
];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'];
const COUNTRIES = [
  'Pakistan',
  'United Kingdom',
  'Germany',
  'United States',
  'France',
  'Italy',
  'Japan',
  'China',
  'Netherlands',
  'Spain',
  'Australia',
  'Canada',
  'Poland',
  'Switzerland',
  null,
];
const CITIES = ['Lahore', 'Karachi', 'Islamabad', 'London', 'Berlin', 'Paris', 'Milan', 'Tokyo'];
const TITLE_SUFFIXES = [
  'Classic',
  'Express',
  'Extended',
  'Private',
  'Family',
  'Photography',
  'Autumn',
  'Spring',
  'Luxury',
  'Explorer',
  'Heritage',
  'Alpine',
  'Summit',
  'Discovery',
  'Wilderness',
  'Grand',
];
const SPECIAL_REQUESTS = [
  'Vegetarian meals, please.',
  'One traveller is allergic to nuts.',
  'We would like an extra day in Skardu.',
  'Celebrating an anniversary on the trip.',
  'Need a quiet room if possible.',
];
const REVIEW_COMMENTS = [
  'An unforgettable trip: the guides knew every stone of the trail.',
  'Well organised from the airport pickup to the last dinner. Food was great.',
  'Hard days but worth every step; the views of K2 at sunrise were unreal.',
  'Good value. The jeep ride was long but the camps were comfortable.',
  'Our porters and cook made the trek. Would book again.',
  'Weather cut one day short, but the team re-planned it very well.',
];
const ENQUIRY_SUBJECTS = ['Group discount', 'Visa letter', 'Dates', 'Fitness level', null];
const ENQUIRY_STATUSES = ['New', 'In progress', 'Answered', 'Closed'];
const MAIL_KINDS = ['booking-confirmation', 'payment-received', 'booking-cancelled', 'welcome'];

interface DepartureSlot {
  id: number;
  tourId: number;
  startDate: string;
  priceCents: number;
  /** Seats Confirmed bookings may still take. */
  room: number;
  past: boolean;
}

interface TourTemplate {
  id: number;
  slug: string;
  title: string;
  description: string;
  price_cents: number;
  duration: number;
  difficulty: string;
  location: string;
  group_size: string | null;
  altitude: string | null;
  season: string | null;
  important_notes: string | null;
  category_id: number | null;
  thumbnail: string | null;
}

function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

function between(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** Multi-row INSERTs of at most MAX_PARAMS parameters each. */
async function insertRows<T extends keyof Database>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely's insert typing cannot follow a generic table name; the rows are typed above.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (db as Kysely<any>)
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

async function nextId(db: Db, table: keyof Database): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const row = await (db as Kysely<any>)
    .selectFrom(table)
    .select(sql<number | null>`max(id)`.as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

async function countOf(db: Db, table: keyof Database): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const row = await (db as Kysely<any>)
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** PostgreSQL serials do not move on explicit ids: set each past the largest id. */
async function fixSequences(db: Db): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const tables = [
    'users',
    'tours',
    'tour_media',
    'itinerary_days',
    'tour_inclusions',
    'departures',
    'reviews',
    'bookings',
    'booking_payments',
    'contact_messages',
    'custom_tour_requests',
    'enquiry_notes',
    'newsletter_subscribers',
    'mail_outbox',
    'payment_methods',
  ];
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}

/** A hashed-looking scrypt string (random; nobody can sign in with it). */
function fakeHash(): string {
  return `scrypt$15$8$1$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`;
}

const iso = (day: string, random: Random) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + Math.floor(random() * DAY_MS)).toISOString();

/** The earlier of two ISO timestamps. */
const earlier = (a: string, b: string) => (a < b ? a : b);

export async function growDatabase(db: Db, options: GrowOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const random = mulberry32(options.seed ?? 16);
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const today = isoDate(now);
  const started = Date.now();
  const step = (what: string) => log(`${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const templates: TourTemplate[] = await db
    .selectFrom('tours')
    .select([
      'id',
      'slug',
      'title',
      'description',
      'price_cents',
      'duration',
      'difficulty',
      'location',
      'group_size',
      'altitude',
      'season',
      'important_notes',
      'category_id',
      'thumbnail',
    ])
    .orderBy('id')
    .execute();
  if (templates.length === 0) throw new Error('growDatabase needs a seeded database.');

  await growTours(db, templates, options.tours ?? 1_000, random, nowIso, today);
  step('tours and departures');
  const userIds = await growUsers(db, options.users ?? 50_000, random, now);
  step('users');
  await growBookings(db, userIds, options.bookings ?? 500_000, random, now, templates[0]!.id);
  step('bookings, payments and reviews');
  await growInbox(db, random, now);
  step('enquiries, subscribers and outbox');
  await fixSequences(db);
  await analyze(db);
  step('analyzed');
}

/**
 * The tables that triggers update once per booking written (migrations 0010, 0012, 0013): the
 * departures' counters, tour_stats and customer_stats.
 */
const AGGREGATE_TABLES = ['departures', 'tour_stats', 'customer_stats'] as const;

/**
 * Fresh statistics for the planner after a bulk load, and on PostgreSQL the state autovacuum
 * keeps a database in through a season of real use (issue 16):
 * - The aggregate tables are rewritten (VACUUM FULL). Growing writes the bookings in one
 *   transaction, so every trigger update of a tour's or a departure's row left a dead version
 *   that nothing could reclaim before the commit (tour_stats: 1,000 rows in 29 MB rather than
 *   64 kB). Bookings written one checkout at a time leave autovacuum those to reclaim as they go.
 * - Every table is vacuumed, which marks the pages whose rows every transaction sees (the
 *   visibility map): index-only scans rely on it, and autovacuum has long done it for the
 *   bookings of past months. Without it the grown database measured the bulk load, not the
 *   application: the dashboard took 190 ms rather than 50, a search by e-mail 200 rather than 15.
 */
async function analyze(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const table of AGGREGATE_TABLES) {
      await sql`vacuum (full, analyze) ${sql.table(table)}`.execute(db);
    }
    await sql`vacuum (analyze)`.execute(db);
    return;
  }
  await sql`analyze`.execute(db);
}

async function growTours(
  db: Db,
  templates: TourTemplate[],
  target: number,
  random: Random,
  nowIso: string,
  today: string,
): Promise<void> {
  const existing = await countOf(db, 'tours');
  const missing = Math.max(0, target - existing);
  let tourId = await nextId(db, 'tours');
  const details = await db.transaction().execute(async (trx) => {
    const itinerary = await trx.selectFrom('itinerary_days').selectAll().orderBy('day').execute();
    const inclusions = await trx
      .selectFrom('tour_inclusions')
      .selectAll()
      .orderBy('sort_order')
      .execute();
    const media = await trx.selectFrom('tour_media').selectAll().orderBy('sort_order').execute();
    return { itinerary, inclusions, media };
  });

  const tours: Insertable<Database['tours']>[] = [];
  const itinerary: Insertable<Database['itinerary_days']>[] = [];
  const inclusions: Insertable<Database['tour_inclusions']>[] = [];
  const media: Insertable<Database['tour_media']>[] = [];
  const newTours: { id: number; groupSize: string | null }[] = [];
  for (let i = 0; i < missing; i += 1) {
    const template = templates[i % templates.length]!;
    const round = Math.floor(i / templates.length) + 1;
    const suffix = TITLE_SUFFIXES[round % TITLE_SUFFIXES.length]!;
    const roll = random();
    const created = new Date(Date.parse(nowIso) - Math.floor(random() * 900) * DAY_MS);
    tours.push({
      id: tourId,
      slug: `${template.slug}-${suffix.toLowerCase()}-${round}`,
      title: `${template.title} ${suffix} ${round}`,
      description: template.description,
      price_cents: Math.round((template.price_cents * (0.8 + random() * 0.5)) / 100) * 100,
      duration: template.duration,
      difficulty: template.difficulty,
      location: template.location,
      group_size: template.group_size,
      altitude: template.altitude,
      season: template.season,
      important_notes: template.important_notes,
      status: roll < 0.9 ? 'Active' : roll < 0.96 ? 'Draft' : 'Inactive',
      category_id: template.category_id,
      thumbnail: template.thumbnail,
      featured: 0,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    });
    for (const day of details.itinerary.filter((d) => d.tour_id === template.id)) {
      itinerary.push({
        tour_id: tourId,
        day: day.day,
        title: day.title,
        description: day.description,
      });
    }
    for (const item of details.inclusions.filter((d) => d.tour_id === template.id)) {
      inclusions.push({
        tour_id: tourId,
        kind: item.kind,
        text: item.text,
        sort_order: item.sort_order,
      });
    }
    for (const item of details.media.filter((d) => d.tour_id === template.id)) {
      media.push({ tour_id: tourId, path: item.path, alt: item.alt, sort_order: item.sort_order });
    }
    newTours.push({ id: tourId, groupSize: template.group_size });
    tourId += 1;
  }

  // Every tour gets a past (two years of history); new tours also get a year of future dates.
  const departures: Insertable<Database['departures']>[] = [];
  const pastTaken = await db
    .selectFrom('departures')
    .select(['tour_id', 'start_date'])
    .where('start_date', '<', today)
    .execute();
  const hasPast = new Set(pastTaken.map((d) => d.tour_id));
  const groups = new Map<number, string | null>(templates.map((t) => [t.id, t.group_size]));
  for (const t of newTours) groups.set(t.id, t.groupSize);
  const newIds = new Set(newTours.map((t) => t.id));
  for (const [id, groupSize] of groups) {
    const capacity =
      Math.max(8, ...(groupSize?.match(/\d+/g)?.map(Number) ?? [12])) + between(random, 0, 10);
    if (!hasPast.has(id)) {
      let day = addDays(today, -between(random, 3, 12));
      for (let n = 0; n < PAST_DEPARTURES; n += 1) {
        departures.push({ tour_id: id, start_date: day, capacity, seats_booked: 0 });
        day = addDays(day, -between(random, 10, 16));
      }
    }
    if (newIds.has(id)) {
      let day = addDays(today, between(random, 7, 20));
      for (let n = 0; n < FUTURE_DEPARTURES; n += 1) {
        departures.push({ tour_id: id, start_date: day, capacity, seats_booked: 0 });
        day = addDays(day, between(random, 10, 18));
      }
    }
  }

  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'tours', tours);
    await insertRows(trx, 'itinerary_days', itinerary);
    await insertRows(trx, 'tour_inclusions', inclusions);
    await insertRows(trx, 'tour_media', media);
    await insertRows(trx, 'departures', departures);
  });
}

async function growUsers(db: Db, target: number, random: Random, now: Date): Promise<number[]> {
  const admins = db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('user_roles.user_id')
    .where('roles.name', '=', 'admin');
  const customers = () => db.selectFrom('users').where('id', 'not in', admins);
  const existing = Number(
    (
      await customers()
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'user')
    .executeTakeFirstOrThrow();
  let id = await nextId(db, 'users');
  const users: Insertable<Database['users']>[] = [];
  const roles: Insertable<Database['user_roles']>[] = [];
  const cards: Insertable<Database['payment_methods']>[] = [];
  const hasFrequent = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', FREQUENT_TRAVELLER.email)
    .executeTakeFirst();
  const missing = Math.max(0, target - existing);
  for (let i = 0; i < missing; i += 1) {
    const frequent = i === 0 && !hasFrequent;
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const joined = new Date(now.getTime() - Math.floor(random() * 1_100 * DAY_MS)).toISOString();
    users.push({
      id,
      name: frequent ? FREQUENT_TRAVELLER.name : `${first} ${last}`,
      email: frequent
        ? FREQUENT_TRAVELLER.email
        : `${first}.${last}.${id}@${pick(random, DOMAINS)}`.toLowerCase(),
      password_hash: frequent ? await hashPassword(FREQUENT_TRAVELLER.password) : fakeHash(),
      phone:
        random() < 0.7
          ? `+92 3${between(random, 0, 4)}${between(random, 0, 9)} ${between(random, 1_000_000, 9_999_999)}`
          : null,
      country: pick(random, COUNTRIES),
      status: random() < 0.97 ? 'Active' : 'Inactive',
      email_verified_at: random() < 0.8 ? joined : null,
      created_at: joined,
      updated_at: joined,
    });
    roles.push({ user_id: id, role_id: role.id });
    if (random() < 0.1) {
      cards.push({
        user_id: id,
        brand: pick(random, ['visa', 'mastercard', 'amex']),
        last4: String(between(random, 1000, 9999)),
        exp_month: between(random, 1, 12),
        exp_year: now.getUTCFullYear() + between(random, 0, 5),
        is_default: 1,
        created_at: joined,
      });
    }
    id += 1;
  }
  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'users', users);
    await insertRows(trx, 'user_roles', roles);
    await insertRows(trx, 'payment_methods', cards);
  });
  const all = await customers().select('id').orderBy('id').execute();
  return all.map((u) => u.id);
}

async function growBookings(
  db: Db,
  userIds: number[],
  target: number,
  random: Random,
  now: Date,
  popularTourId: number,
): Promise<void> {
  const nowIso = now.toISOString();
  const today = isoDate(now);
  const existing = await countOf(db, 'bookings');
  const missing = Math.max(0, target - existing);

  const departureRows = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tour_id')
    .select([
      'departures.id',
      'departures.tour_id',
      'departures.start_date',
      'departures.capacity',
      'departures.seats_booked',
      'tours.price_cents',
      'tours.duration',
    ])
    .orderBy('departures.tour_id')
    .orderBy('departures.id')
    .execute();
  const slots: DepartureSlot[] = departureRows.map((d) => {
    const past = d.start_date <= today;
    const limit = past ? d.capacity : Math.floor(d.capacity * FUTURE_FILL);
    return {
      id: d.id,
      tourId: d.tour_id,
      startDate: d.start_date,
      priceCents: d.price_cents,
      room: Math.max(0, limit - d.seats_booked),
      past,
    };
  });
  const durations = new Map(departureRows.map((d) => [d.tour_id, d.duration]));
  const byTour = new Map<number, DepartureSlot[]>();
  for (const slot of slots) {
    const list = byTour.get(slot.tourId) ?? [];
    list.push(slot);
    byTour.set(slot.tourId, list);
  }
  // Popularity: the first tours sell most (a gentle power law), the popular tour most of all.
  const tourIds = [...byTour.keys()].sort((a, b) => a - b);
  const weights = tourIds.map((_, rank) => 1 / Math.pow(rank + 1, 0.6));
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const totalWeight = cumulative[cumulative.length - 1] ?? 1;
  const pickTour = () => {
    const target = random() * totalWeight;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return tourIds[low]!;
  };

  const references = new Set(
    (await db.selectFrom('bookings').select('reference').execute()).map((r) => r.reference),
  );
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const newReference = () => {
    for (;;) {
      let ref = '';
      for (let i = 0; i < 8; i += 1) ref += alphabet[Math.floor(random() * 36)];
      if (!references.has(ref)) {
        references.add(ref);
        return ref;
      }
    }
  };
  const customerSet = new Set(userIds);
  const users = (
    await db.selectFrom('users').select(['id', 'name', 'email', 'phone', 'country']).execute()
  ).filter((u) => customerSet.has(u.id));
  const userById = new Map(users.map((u) => [u.id, u]));
  const frequent = users.find((u) => u.email === FREQUENT_TRAVELLER.email) ?? null;
  const customerIds = userIds.filter((id) => userById.has(id));

  let bookingId = await nextId(db, 'bookings');
  let paymentId = await nextId(db, 'booking_payments');
  const reviewCandidates: {
    bookingId: number;
    tourId: number;
    userId: number | null;
    name: string;
    after: string;
  }[] = [];
  const seatsTaken = new Map<number, number>();
  const chunk = 5_000;

  // One transaction: the bookings, their ledger and the seats they hold land together.
  await db.transaction().execute(async (trx) => {
    for (let done = 0; done < missing; done += chunk) {
      const bookings: Insertable<Database['bookings']>[] = [];
      const payments: Insertable<Database['booking_payments']>[] = [];
      const count = Math.min(chunk, missing - done);
      for (let k = 0; k < count; k += 1) {
        const n = done + k;
        const roll = random();
        let status: 'Confirmed' | 'Cancelled' | 'Expired' =
          roll < 0.87 ? 'Confirmed' : roll < 0.97 ? 'Cancelled' : 'Expired';
        const travelersRoll = random();
        const travelers =
          travelersRoll < 0.35
            ? 1
            : travelersRoll < 0.75
              ? 2
              : travelersRoll < 0.85
                ? 3
                : travelersRoll < 0.95
                  ? 4
                  : between(random, 5, 6);

        // A departure: a popular tour's, with room if the booking holds seats.
        let slot: DepartureSlot | null = null;
        for (let attempt = 0; attempt < 8 && !slot; attempt += 1) {
          const list = byTour.get(pickTour())!;
          const candidate = list[Math.floor(random() * list.length)]!;
          if (status !== 'Confirmed' || candidate.room >= travelers) slot = candidate;
        }
        if (!slot) {
          // Busy tours are full: any departure with room, else the booking is a cancelled one.
          for (let attempt = 0; attempt < 50 && !slot; attempt += 1) {
            const candidate = slots[Math.floor(random() * slots.length)]!;
            if (candidate.room >= travelers) slot = candidate;
          }
          if (!slot) {
            slot = slots[Math.floor(random() * slots.length)]!;
            status = 'Cancelled';
          }
        }
        if (status === 'Confirmed') {
          slot.room -= travelers;
          seatsTaken.set(slot.id, (seatsTaken.get(slot.id) ?? 0) + travelers);
        }

        // Who: the frequent traveller now and then, a customer (some book often), or a guest.
        const guest = random() < 0.3;
        const user =
          frequent && n % FREQUENT_EVERY === 0
            ? frequent
            : guest || customerIds.length === 0
              ? null
              : userById.get(
                  customerIds[Math.floor(Math.pow(random(), 1.3) * customerIds.length)]!,
                )!;
        const first = pick(random, FIRST_NAMES);
        const last = pick(random, LAST_NAMES);
        const contactName = user?.name ?? `${first} ${last}`;
        const contactEmail =
          user?.email ?? `${first}.${last}.g${n}@${pick(random, DOMAINS)}`.toLowerCase();

        // When: 3-200 days before the start, never after now.
        const createdDay = addDays(slot.startDate, -between(random, 3, 200));
        const createdAt =
          createdDay < today
            ? iso(createdDay, random)
            : new Date(now.getTime() - Math.floor(random() * 150 * DAY_MS) - 60_000).toISOString();
        const bookedOn = createdAt.slice(0, 10);

        const addOnIds = ADD_ONS.filter(() => random() < 0.15).map((a) => a.id);
        const totalCents = bookingTotalCents(centsToDollars(slot.priceCents), travelers, addOnIds);
        const methodRoll = random();
        const method = methodRoll < 0.65 ? 'card' : methodRoll < 0.85 ? 'paypal' : 'bank';
        if (status === 'Expired' && method !== 'bank') status = 'Cancelled';
        const payInFull = random() < 0.35;
        const due = amountDueNowCents(totalCents, slot.startDate, bookedOn, payInFull);
        const balanceDue = addDays(slot.startDate, -30);
        const cardLast4 = method === 'card' ? String(between(random, 1000, 9999)) : null;
        const ledgerMethod = method;

        let paid = 0;
        let refunded = 0;
        let paymentStatus: string;
        let holdExpiresAt: string | null = null;
        let cancelledAt: string | null = null;
        let refundPct: number | null = null;
        let refundCents: number | null = null;
        let reminderAt: string | null = null;
        let updatedAt = createdAt;
        const pay = (
          kind: string,
          amount: number,
          at: string,
          recordedBy: number | null = null,
        ) => {
          if (amount <= 0) return;
          payments.push({
            id: paymentId,
            booking_id: bookingId,
            kind,
            method: ledgerMethod,
            amount_cents: amount,
            card_last4: cardLast4,
            note: null,
            recorded_by: recordedBy,
            created_at: at,
          });
          paymentId += 1;
          paid += amount;
          updatedAt = at > updatedAt ? at : updatedAt;
        };
        const recentTransfer =
          method === 'bank' && now.getTime() - Date.parse(createdAt) < 3 * DAY_MS;

        if (status === 'Expired') {
          paymentStatus = 'Expired';
          updatedAt = earlier(new Date(Date.parse(createdAt) + 3 * DAY_MS).toISOString(), nowIso);
        } else if (
          method === 'bank' &&
          (recentTransfer || status === 'Cancelled') &&
          random() < 0.5
        ) {
          // Transfer still awaited (recent), or cancelled before anything arrived.
          paymentStatus = 'Awaiting transfer';
          if (status === 'Confirmed') {
            if (recentTransfer && !slot.past) {
              holdExpiresAt = new Date(Date.parse(createdAt) + 3 * DAY_MS).toISOString();
            } else {
              pay(
                'manual',
                totalCents,
                earlier(new Date(Date.parse(createdAt) + DAY_MS).toISOString(), nowIso),
              );
              paymentStatus = 'Paid';
            }
          }
        } else {
          const firstKind = method === 'bank' ? 'manual' : due.kind;
          pay(
            firstKind,
            due.amountCents,
            method === 'bank'
              ? earlier(new Date(Date.parse(createdAt) + DAY_MS).toISOString(), nowIso)
              : createdAt,
          );
          paymentStatus = due.kind === 'full' ? 'Paid' : 'Deposit paid';
          if (status === 'Confirmed' && paid < totalCents) {
            // The balance: paid by its due date once that has passed (a few are overdue).
            const balanceAt = iso(addDays(balanceDue, -between(random, 0, 7)), random);
            if (balanceDue <= today ? random() < 0.97 : random() < 0.1) {
              reminderAt = iso(addDays(balanceDue, -7), random);
              pay(
                'balance',
                totalCents - paid,
                earlier(balanceAt < createdAt ? createdAt : balanceAt, nowIso),
              );
              paymentStatus = 'Paid';
            } else if (addDays(today, 30 + 60) >= slot.startDate) {
              reminderAt = earlier(iso(addDays(balanceDue, -7), random), nowIso);
            }
          }
        }

        if (status === 'Cancelled') {
          const cancelFrom = Date.parse(createdAt);
          const cancelTo = Math.min(Date.parse(`${slot.startDate}T00:00:00Z`) - 1, now.getTime());
          cancelledAt = new Date(
            cancelFrom + Math.max(0, cancelTo - cancelFrom) * random(),
          ).toISOString();
          if (cancelledAt < createdAt) cancelledAt = createdAt;
          refundPct = refundPercent(slot.startDate, cancelledAt.slice(0, 10));
          refundCents = Math.round((paid * refundPct) / 100);
          if (refundCents > 0) {
            payments.push({
              id: paymentId,
              booking_id: bookingId,
              kind: 'refund',
              method: ledgerMethod,
              amount_cents: refundCents,
              card_last4: null,
              note: null,
              recorded_by: null,
              created_at: cancelledAt,
            });
            paymentId += 1;
            refunded = refundCents;
          }
          paymentStatus = cancelledMoneyLabel({ paidCents: paid, refundedCents: refunded });
          updatedAt = cancelledAt;
          reminderAt = null;
        }

        bookings.push({
          id: bookingId,
          reference: newReference(),
          user_id: user?.id ?? null,
          tour_id: slot.tourId,
          departure_id: slot.id,
          travelers,
          add_ons: JSON.stringify(
            ADD_ONS.filter((a) => addOnIds.includes(a.id)).map(({ id, name, price }) => ({
              id,
              name,
              price,
            })),
          ),
          total_cents: totalCents,
          status,
          payment_method: method,
          payment_status: paymentStatus,
          card_last4: cardLast4,
          contact_name: contactName,
          contact_email: contactEmail,
          contact_phone: user?.phone ?? `+44 7${between(random, 100_000_000, 999_999_999)}`,
          contact_address: random() < 0.5 ? `${between(random, 1, 200)} Main Street` : null,
          contact_city: random() < 0.5 ? pick(random, CITIES) : null,
          contact_country: user?.country ?? pick(random, COUNTRIES),
          contact_zip: random() < 0.4 ? String(between(random, 10_000, 99_999)) : null,
          special_requests: random() < 0.1 ? pick(random, SPECIAL_REQUESTS) : null,
          idempotency_key: `grow-${bookingId}-${Math.floor(random() * 1e9)}`,
          created_at: createdAt,
          updated_at: updatedAt,
          cancelled_at: cancelledAt,
          refund_percent: refundPct,
          refund_cents: refundCents,
          paid_cents: paid,
          refunded_cents: refunded,
          due_at_booking_cents: due.amountCents,
          hold_expires_at: holdExpiresAt,
          balance_reminder_sent_at: reminderAt,
        });

        const ended = addDays(slot.startDate, (durations.get(slot.tourId) ?? 1) - 1) < today;
        if (status === 'Confirmed' && ended && user && random() < 0.12) {
          reviewCandidates.push({
            bookingId,
            tourId: slot.tourId,
            userId: user.id,
            name: contactName,
            after: addDays(slot.startDate, durations.get(slot.tourId) ?? 1),
          });
        }
        bookingId += 1;
      }
      await insertRows(trx, 'bookings', bookings);
      await insertRows(trx, 'booking_payments', payments);
    }

    // The seats Confirmed bookings took, 500 departures per UPDATE.
    const updates = [...seatsTaken.entries()];
    for (let i = 0; i < updates.length; i += 500) {
      const part = updates.slice(i, i + 500);
      const cases = sql.join(
        part.map(([id, seats]) => sql`when ${id} then ${seats}`),
        sql` `,
      );
      await trx
        .updateTable('departures')
        .set({ seats_booked: sql<number>`seats_booked + case id ${cases} else 0 end` })
        .where(
          'id',
          'in',
          part.map(([id]) => id),
        )
        .execute();
    }
  });

  await growReviews(db, reviewCandidates, random, today, popularTourId, tourIds);
}

async function growReviews(
  db: Db,
  candidates: {
    bookingId: number;
    tourId: number;
    userId: number | null;
    name: string;
    after: string;
  }[],
  random: Random,
  today: string,
  popularTourId: number,
  tourIds: number[],
): Promise<void> {
  const reviews: Insertable<Database['reviews']>[] = [];
  const review = (
    tourId: number,
    name: string,
    date: string,
    extra: Partial<Insertable<Database['reviews']>> = {},
  ) => {
    const roll = random();
    reviews.push({
      tour_id: tourId,
      user_id: null,
      booking_id: null,
      name,
      avatar: null,
      rating: roll < 0.55 ? 5 : roll < 0.85 ? 4 : roll < 0.95 ? 3 : roll < 0.98 ? 2 : 1,
      comment: pick(random, REVIEW_COMMENTS),
      date: date > today ? today : date,
      ...extra,
    });
  };
  const popularHas = Number(
    (
      await db
        .selectFrom('reviews')
        .select(sql<number>`count(*)`.as('n'))
        .where('tour_id', '=', popularTourId)
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (popularHas >= POPULAR_TOUR_REVIEWS) return;
  for (const c of candidates) {
    review(c.tourId, c.name, c.after, { user_id: c.userId, booking_id: c.bookingId });
  }
  const popularVerified = candidates.filter((c) => c.tourId === popularTourId).length;
  for (let i = popularHas + popularVerified; i < POPULAR_TOUR_REVIEWS; i += 1) {
    review(
      popularTourId,
      `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
      addDays(today, -between(random, 1, 900)),
    );
  }
  for (const tourId of tourIds) {
    if (tourId === popularTourId) continue;
    const extra = between(random, 0, 12);
    for (let i = 0; i < extra; i += 1) {
      review(
        tourId,
        `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
        addDays(today, -between(random, 1, 900)),
      );
    }
  }
  await db.transaction().execute((trx) => insertRows(trx, 'reviews', reviews));
}

async function growInbox(db: Db, random: Random, now: Date): Promise<void> {
  if ((await countOf(db, 'mail_outbox')) >= 3_000) return;
  const at = (maxDays: number) =>
    new Date(now.getTime() - Math.floor(random() * maxDays * DAY_MS)).toISOString();
  const person = () => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}.${between(random, 1, 1e6)}@example.com`.toLowerCase(),
    };
  };
  const contacts: Insertable<Database['contact_messages']>[] = [];
  for (let i = 0; i < 4_000; i += 1) {
    const p = person();
    contacts.push({
      ...p,
      phone: random() < 0.5 ? `+92 300 ${between(random, 1_000_000, 9_999_999)}` : null,
      subject: pick(random, ENQUIRY_SUBJECTS),
      message:
        'We are a group of friends planning a trip next summer. Could you tell us more about the dates and what is included?',
      created_at: at(900),
      status: i < 3_600 ? pick(random, ENQUIRY_STATUSES.slice(2)) : pick(random, ENQUIRY_STATUSES),
    });
  }
  const custom: Insertable<Database['custom_tour_requests']>[] = [];
  for (let i = 0; i < 1_500; i += 1) {
    const p = person();
    custom.push({
      ...p,
      phone: null,
      groups_size: String(between(random, 2, 12)),
      destination: pick(random, ['Hunza', 'Skardu', 'Deosai', 'K2 Base Camp', 'Shigar']),
      duration: `${between(random, 5, 21)} days`,
      preferred_date:
        random() < 0.7
          ? isoDate(new Date(now.getTime() + between(random, 30, 300) * DAY_MS))
          : null,
      activities: 'trekking, photography',
      special_requirements: null,
      budget: random() < 0.5 ? `$${between(random, 2, 10)},000` : null,
      accommodation_type: random() < 0.5 ? 'Hotels' : null,
      created_at: at(900),
      status: pick(random, ENQUIRY_STATUSES),
    });
  }
  const subscribers: Insertable<Database['newsletter_subscribers']>[] = [];
  const seen = new Set(
    (await db.selectFrom('newsletter_subscribers').select('email').execute()).map((s) => s.email),
  );
  for (let i = 0; i < 15_000; i += 1) {
    const email = `reader.${i}.${between(random, 1, 1e6)}@example.com`;
    if (seen.has(email)) continue;
    seen.add(email);
    subscribers.push({ email, created_at: at(1_100) });
  }
  const outbox: Insertable<Database['mail_outbox']>[] = [];
  const refs = await db
    .selectFrom('bookings')
    .select(['reference', 'contact_email'])
    .orderBy('id', 'desc')
    .limit(5_000)
    .execute();
  for (let i = 0; i < refs.length; i += 1) {
    const ref = refs[i]!;
    const kind = pick(random, MAIL_KINDS);
    const created = at(120);
    const roll = random();
    const status = roll < 0.9 ? 'sent' : roll < 0.97 ? 'kept' : 'failed';
    outbox.push({
      kind,
      to_address: ref.contact_email,
      subject: `Karakoram Trails: booking ${ref.reference}`,
      html: `<!doctype html><html><body><h1>Booking ${ref.reference}</h1><p>${'Thank you for booking with Karakoram Trails. '.repeat(20)}</p></body></html>`,
      text_body: `Booking ${ref.reference}. ${'Thank you for booking with Karakoram Trails. '.repeat(10)}`,
      reference: ref.reference,
      attachments: null,
      status,
      attempts: status === 'failed' ? 5 : 1,
      next_attempt_at: created,
      claimed_at: null,
      claim_id: null,
      sent_at: status === 'sent' ? created : null,
      last_error: status === 'failed' ? 'SMTP 550: mailbox unavailable' : null,
      created_at: created,
    });
  }
  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'contact_messages', contacts);
    await insertRows(trx, 'custom_tour_requests', custom);
    await insertRows(trx, 'newsletter_subscribers', subscribers);
    await insertRows(trx, 'mail_outbox', outbox);
  });
}

/** The database a bench script names on its command line: a postgres:// URL or a SQLite file. */
export function openBenchDatabase(target: string) {
  return createDatabase(
    /^postgres(ql)?:\/\//.test(target)
      ? { kind: 'postgres', connectionString: target }
      : { kind: 'sqlite', filename: target },
  );
}

/** `npx tsx scripts/bench/grow.ts <sqlite-file | postgres-url>`: migrates (if needed) and grows. */
async function main(target: string | undefined): Promise<void> {
  if (!target) {
    console.error('Usage: npx tsx scripts/bench/grow.ts <sqlite-file | postgres-url>');
    process.exitCode = 2;
    return;
  }
  const db = openBenchDatabase(target);
  try {
    await migrateToLatest(db);
    const seeded = await seedDatabase(db, {
      clock: () => new Date(),
      admin: {
        email: process.env.ADMIN_EMAIL ?? 'admin@karakoramtrails.pk',
        name: 'Admin',
        password: process.env.ADMIN_PASSWORD,
      },
    });
    if (seeded.generatedAdminPassword) {
      console.log(`Seeded an empty database; admin password: ${seeded.generatedAdminPassword}`);
    }
    await growDatabase(db, { log: (line) => console.log(line) });
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv[2]);
}
