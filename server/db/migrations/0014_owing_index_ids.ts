import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../database';
import type { MigrationDb } from './helpers';

/*
 * Scale, continued (issue 16): the admin bookings list's "Overdue" page on PostgreSQL.
 *
 * The page walks the owing bookings in the list's order through bookings_owing_idx (0012) and
 * keeps those on a departure with an overdue balance; at 500,000 bookings it reads some 16,000
 * entries for a page of 20. The index holds every column that walk tests but not the booking's
 * id, so PostgreSQL read each booking's row as well: 70-115 ms. With the id in the index
 * (INCLUDE) the walk is an index-only scan: 37-49 ms. SQLite's indexes carry the rowid (the id)
 * already, so its index stays as it is.
 */

const OWING_COLUMNS = sql.raw(
  'status, created_at, departure_id, payment_method, paid_cents, total_cents',
);
const OWING_CONDITION = sql.raw(`status = 'Confirmed' and paid_cents < total_cents`);

export const owingIndexIds: Migration = {
  async up(db: MigrationDb) {
    if (dialectOf(db) !== 'postgres') return;
    // As in 0012: trigger events still pending in this transaction would refuse the index.
    await sql`set constraints all immediate`.execute(db);
    await sql`drop index bookings_owing_idx`.execute(db);
    await sql`create index bookings_owing_idx on bookings (${OWING_COLUMNS}) include (id)
      where ${OWING_CONDITION}`.execute(db);
    await sql`set constraints all deferred`.execute(db);
    await sql`analyze bookings`.execute(db);
  },

  async down(db: MigrationDb) {
    if (dialectOf(db) !== 'postgres') return;
    await sql`drop index bookings_owing_idx`.execute(db);
    await sql`create index bookings_owing_idx on bookings (${OWING_COLUMNS})
      where ${OWING_CONDITION}`.execute(db);
  },
};
