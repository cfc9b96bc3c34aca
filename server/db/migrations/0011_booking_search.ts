import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../database';
import type { MigrationDb } from './helpers';

/*
 * The admin bookings search (issue 16): reference, name or e-mail contains the text,
 * case-insensitive (server/admin-data/bookings.ts `searchTerms`). A LIKE '%text%' reads every
 * booking; these are trigram indexes that find the candidates, and the LIKE still decides, so
 * the results are exactly today's.
 *
 * - SQLite: an FTS5 table with the trigram tokenizer over the three columns, external content
 *   (the text lives only in `bookings`), kept in sync by triggers in the same transaction as
 *   every write, like the FTS5 documentation's external-content example.
 * - PostgreSQL: pg_trgm GIN indexes on the very expressions the search compares
 *   (`lower(column) like ...`). If the extension cannot be created (not installed, or the role
 *   may not create it), the migration leaves the search as it was (a full scan) and says so;
 *   a later run of this migration's SQL by an administrator adds the indexes.
 */

const SEARCH_COLUMNS = ['reference', 'contact_name', 'contact_email'] as const;

const columns = sql.raw(SEARCH_COLUMNS.join(', '));
const newValues = sql.raw(SEARCH_COLUMNS.map((c) => `new.${c}`).join(', '));
const oldValues = sql.raw(SEARCH_COLUMNS.map((c) => `old.${c}`).join(', '));

const sqliteTriggers = [
  sql`create trigger bookings_search_insert after insert on bookings begin
    insert into bookings_search (rowid, ${columns}) values (new.id, ${newValues});
  end`,
  sql`create trigger bookings_search_delete after delete on bookings begin
    insert into bookings_search (bookings_search, rowid, ${columns})
      values ('delete', old.id, ${oldValues});
  end`,
  sql`create trigger bookings_search_update
    after update of id, ${columns} on bookings begin
    insert into bookings_search (bookings_search, rowid, ${columns})
      values ('delete', old.id, ${oldValues});
    insert into bookings_search (rowid, ${columns}) values (new.id, ${newValues});
  end`,
];

const TRIGGER_NAMES = ['insert', 'delete', 'update'].map((event) => `bookings_search_${event}`);

/** The pg_trgm indexes, one per searched column, on `lower(column)`. */
const PG_INDEXES = SEARCH_COLUMNS.map((column) => ({
  name: `bookings_${column}_trgm_idx`,
  column,
}));

async function upPostgres(db: MigrationDb) {
  // The migrations run in one transaction: a refused CREATE EXTENSION must not abort it.
  await sql`savepoint booking_search_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint booking_search_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint booking_search_trgm`.execute(db);
    console.warn(
      `0011_booking_search: pg_trgm is not available (${String(error)}); ` +
        'the admin bookings search stays a full scan until it is created',
    );
    return;
  }
  for (const { name, column } of PG_INDEXES) {
    await sql`create index ${sql.raw(name)} on bookings
      using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
  }
  await sql`analyze bookings`.execute(db);
}

async function upSqlite(db: MigrationDb) {
  await sql`create virtual table bookings_search using fts5(
    ${columns}, content = 'bookings', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db);
  await sql`insert into bookings_search (bookings_search) values ('rebuild')`.execute(db);
  for (const trigger of sqliteTriggers) await trigger.execute(db);
}

export const bookingSearch: Migration = {
  async up(db: MigrationDb) {
    if (dialectOf(db) === 'postgres') await upPostgres(db);
    else await upSqlite(db);
  },

  async down(db: MigrationDb) {
    if (dialectOf(db) === 'postgres') {
      for (const { name } of PG_INDEXES)
        await sql`drop index if exists ${sql.raw(name)}`.execute(db);
      return;
    }
    for (const name of TRIGGER_NAMES) await sql`drop trigger ${sql.raw(name)}`.execute(db);
    await sql`drop table bookings_search`.execute(db);
  },
};
