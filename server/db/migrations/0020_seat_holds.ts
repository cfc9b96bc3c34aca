import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { withId, type MigrationDb } from './helpers';

/*
 * Seats held during checkout (issue 19). A hold takes seats for a short time before the booking
 * exists: `departures.seats_held` counts them exactly like `seats_booked` counts booked seats
 * (changed in the same transaction as every hold row written or deleted), so seats left is
 * capacity - seats_booked - seats_held and the taking of seats stays one conditional UPDATE.
 * Only the SHA-256 of the hold's token is stored (server/auth/tokens.ts). A waitlist offer's
 * hold names its entry (`waitlist_entry_id`, no foreign key: the entries table comes later).
 */
export const seatHolds: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('departures')
      .addColumn('seats_held', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`seats_held >= 0`),
      )
      .execute();

    await withId(db, db.schema.createTable('seat_holds'))
      .addColumn('departure_id', 'integer', (col) =>
        col.notNull().references('departures.id').onDelete('cascade'),
      )
      .addColumn('seats', 'integer', (col) => col.notNull().check(sql`seats >= 1`))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('waitlist_entry_id', 'integer')
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('seat_holds_expires_idx')
      .on('seat_holds')
      .column('expires_at')
      .execute();
    await db.schema
      .createIndex('seat_holds_departure_idx')
      .on('seat_holds')
      .columns(['departure_id', 'expires_at'])
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('seat_holds').execute();
    await db.schema.alterTable('departures').dropColumn('seats_held').execute();
  },
};
