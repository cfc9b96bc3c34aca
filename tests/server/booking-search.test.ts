import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern, listAdminBookings } from '../../server/admin-data/bookings';
import { migrations, migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import type { Database } from '../../server/db/types';
import { daysAgo, insertBooking, tourBySlug } from '../support/server-fixtures';
import {
  createFreshDatabase,
  createMutableClock,
  TEST_ADMIN,
  TODAY,
  type FreshDatabase,
} from './harness';

/*
 * Issue 16: the admin bookings search reads a trigram index (migration 0011: FTS5 on SQLite,
 * pg_trgm on PostgreSQL) instead of every booking. Its answers must be exactly the answers of
 * the plain LIKE over the three columns (today's semantics: substring, case-insensitive, LIKE's
 * wildcards literal), after any insert, update or delete of bookings, and on a database that
 * already had bookings when the migration ran.
 */

type Db = Kysely<Database>;

/** The references the plain scan finds (the search before 0011), newest first. */
async function directSearch(db: Db, text: string): Promise<string[]> {
  const pattern = containsPattern(text.trim());
  const like = (column: string) =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape ${sql.lit('\\')}`;
  const rows = await db
    .selectFrom('bookings')
    .select('reference')
    .where(
      sql<boolean>`(${sql.join([like('reference'), like('contact_name'), like('contact_email')], sql` or `)})`,
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.reference);
}

async function searched(db: Db, text: string): Promise<string[]> {
  const result = await listAdminBookings(db, { q: text.trim(), per_page: 1000 }, TODAY);
  expect(result.meta.total).toBe(result.data.length);
  const found = result.data.map((row) => row.reference);
  // SQLite searches over the ids in steps (searchInSteps): the same answer with tiny steps, with
  // the page sorted from the matches' ids or read along the created index.
  for (const steps of [
    { checkStep: 1, keepIdsMax: 1000 },
    { checkStep: 3, keepIdsMax: 1 },
    { candidatesMax: 1, scanStep: 2, keepIdsMax: 1000 },
    { candidatesMax: 0, scanStep: 5, keepIdsMax: 0 },
  ]) {
    const stepped = await listAdminBookings(db, { q: text.trim(), per_page: 1000 }, TODAY, steps);
    expect({ text, steps, found: stepped.data.map((row) => row.reference) }).toEqual({
      text,
      steps,
      found,
    });
  }
  return found;
}

const NAMES = [
  ['Amina Rahman', 'amina.rahman@example.com'],
  ['AMINA KHAN', 'AKhan@Example.NET'],
  ['Dina_Malik', 'dina_malik@example.org'],
  ['Dina%Malik', 'dina%percent@example.org'],
  ["Sean O'Brien", "o'brien@example.ie"],
  ['Quote "Q" Person', 'quote"q@example.com'],
  ['Back\\Slash', 'back\\slash@example.com'],
  ['Zoë Müller', 'zoe.muller@example.de'],
  ['ZOË MÜLLER', 'ZOE.M@EXAMPLE.DE'],
  ['Chen Wei', 'chen@example.net'],
] as const;

const QUERIES = [
  'amina',
  'AMINA',
  'mina ra',
  'example.net',
  'dina_malik',
  'dina%malik',
  'a_ina',
  '%',
  '_',
  '__',
  "o'brien",
  '"q"',
  'quote "',
  'back\\slash',
  '\\',
  'zoë',
  'ZOË',
  'müller',
  'TST',
  'tst0',
  'ab',
  'a',
  'nobody-matches-this',
  'EXAMPLE',
] as const;

async function expectSameAsDirect(db: Db): Promise<void> {
  for (const text of QUERIES) {
    expect({ text, found: await searched(db, text) }).toEqual({
      text,
      found: await directSearch(db, text),
    });
  }
}

async function departureOf(db: Db) {
  const tour = await tourBySlug(db, 'k2-base-camp');
  const departure = await db
    .selectFrom('departures')
    .select('id')
    .where('tour_id', '=', tour.id)
    .orderBy('start_date')
    .executeTakeFirstOrThrow();
  return { tourId: tour.id, departureId: departure.id };
}

async function insertNamed(db: Db, offset = 0) {
  const { tourId, departureId } = await departureOf(db);
  for (const [i, [contactName, contactEmail]] of NAMES.entries()) {
    await insertBooking(db, {
      userId: null,
      tourId,
      departureId,
      totalCents: 10_000,
      createdAt: daysAgo(i + offset),
      status: 'Cancelled',
      refundCents: 0,
      contactName,
      contactEmail,
    });
  }
}

describe('admin bookings search (trigram index)', () => {
  let fresh: FreshDatabase;
  let db: Db;

  beforeAll(async () => {
    fresh = await createFreshDatabase();
    db = fresh.db;
    await migrateToLatest(db);
    await seedDatabase(db, { clock: createMutableClock(), admin: { ...TEST_ADMIN } });
    await insertNamed(db);
  });
  afterAll(async () => {
    await fresh.destroy();
  });

  it('finds exactly what the plain scan finds, special characters included', async () => {
    expect(await searched(db, 'amina')).toHaveLength(2);
    expect(await searched(db, 'dina%malik')).toHaveLength(1);
    await expectSameAsDirect(db);
  });

  it('stays exact after inserts, updates and deletes', async () => {
    await insertNamed(db, 20);
    await db
      .updateTable('bookings')
      .set({ contact_name: 'Renamed Person', contact_email: 'renamed@example.com' })
      .where('contact_name', '=', 'Chen Wei')
      .execute();
    await db
      .updateTable('bookings')
      .set({ contact_name: 'Amina Updated' })
      .where('contact_name', '=', 'Dina_Malik')
      .execute();
    await db.deleteFrom('bookings').where('contact_name', '=', 'AMINA KHAN').execute();
    await db
      .updateTable('bookings')
      .set({ status: 'Cancelled' })
      .where('contact_name', '=', 'Zoë Müller')
      .execute();
    expect(await searched(db, 'chen wei')).toEqual([]);
    expect(await searched(db, 'renamed')).toHaveLength(2);
    await expectSameAsDirect(db);
  });
});

describe('migration 0011 upgrades an existing database', () => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await createFreshDatabase();
  });
  afterAll(async () => {
    await fresh.destroy();
  });

  it('indexes the bookings already stored', async () => {
    const db = fresh.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0010_scale')).error).toBeUndefined();
    await seedDatabase(db, { clock: createMutableClock(), admin: { ...TEST_ADMIN } });
    await insertNamed(db);
    await migrateToLatest(db);
    expect(await searched(db, 'amina')).toHaveLength(2);
    await expectSameAsDirect(db);
  });
});
