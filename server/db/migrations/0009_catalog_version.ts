import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../database';
import type { MigrationDb } from './helpers';

/**
 * Every table the public catalogue reads (server/catalog/queries.ts): cards, categories, a
 * tour's media, itinerary, inclusions, reviews and departures (whose seats_booked every booking,
 * cancellation and expiry changes). A new table the catalogue reads must get the same triggers.
 */
const CATALOGUE_TABLES = [
  'tours',
  'categories',
  'tour_media',
  'itinerary_days',
  'tour_inclusions',
  'reviews',
  'departures',
] as const;

const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * Issue 16: `catalog_version`, one row whose number goes up in the same transaction as any
 * write to a catalogue table, by triggers, so no code path (admin edit, booking, cancellation,
 * background job, a future route, a manual SQL fix) can forget it. Servers cache catalogue
 * answers per version (server/catalog/response-cache.ts) and read this row to know whether a
 * cached answer is still current, which stays right with several servers on one PostgreSQL.
 * PostgreSQL bumps once per transaction, at commit (deferred constraint triggers); SQLite, which
 * has one writer at a time, per row.
 */
export const catalogVersion: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('catalog_version')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('version', 'bigint', (col) => col.notNull())
      .execute();
    await db.insertInto('catalog_version').values({ id: 1, version: 1 }).execute();

    if (dialectOf(db) === 'postgres') {
      // Once per transaction, at commit: the version row is then the last lock a writer takes,
      // so it can never close a deadlock cycle (a booking moved between two departures while
      // another booking waits on one of them), and a bulk write bumps it once, not per row.
      await sql`
        create function bump_catalog_version() returns trigger language plpgsql as $$
        begin
          if current_setting('catalog_version.bumped_by', true) is distinct from
              txid_current()::text then
            update catalog_version set version = version + 1 where id = 1;
            perform set_config('catalog_version.bumped_by', txid_current()::text, true);
          end if;
          return null;
        end $$`.execute(db);
      for (const table of CATALOGUE_TABLES) {
        await sql`
          create constraint trigger ${sql.id(`${table}_catalog_version`)}
          after insert or update or delete on ${sql.id(table)}
          deferrable initially deferred
          for each row execute function bump_catalog_version()`.execute(db);
      }
      return;
    }
    for (const table of CATALOGUE_TABLES) {
      for (const event of EVENTS) {
        await sql`
          create trigger ${sql.id(`${table}_${event}_catalog_version`)}
          after ${sql.raw(event)} on ${sql.id(table)}
          begin
            update catalog_version set version = version + 1 where id = 1;
          end`.execute(db);
      }
    }
  },
  async down(db: MigrationDb) {
    if (dialectOf(db) === 'postgres') {
      for (const table of CATALOGUE_TABLES) {
        await sql`drop trigger ${sql.id(`${table}_catalog_version`)} on ${sql.id(table)}`.execute(
          db,
        );
      }
      await sql`drop function bump_catalog_version()`.execute(db);
    } else {
      for (const table of CATALOGUE_TABLES) {
        for (const event of EVENTS) {
          await sql`drop trigger ${sql.id(`${table}_${event}_catalog_version`)}`.execute(db);
        }
      }
    }
    await db.schema.dropTable('catalog_version').execute();
  },
};
