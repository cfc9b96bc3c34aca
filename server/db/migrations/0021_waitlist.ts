import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { withId, type MigrationDb } from './helpers';

/*
 * The waitlist of sold-out departures (issue 19). One row per place in line; the line is the
 * order of ids (join order). `status` is the state of machines/waitlist-offer-machine.ts
 * (waiting, offered, claimed, expired, left). While offered, `hold_id` is the seat hold kept for
 * the entry until `offer_expires_at` (the hold row in seat_holds names the entry back). Guests
 * (and signed-in travellers alike) reach their place by the link in the mail, whose token is
 * stored only as its SHA-256 (`manage_token_hash`); the offer mail's claim link has a token of
 * its own (`offer_token_hash`, set when the offer is made). At most one active place (waiting or
 * offered) per e-mail and departure: a partial unique index, so two joins at once cannot both
 * land.
 */
export const waitlist: Migration = {
  async up(db: MigrationDb) {
    await withId(db, db.schema.createTable('waitlist_entries'))
      .addColumn('departure_id', 'integer', (col) =>
        col.notNull().references('departures.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('travelers', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('waiting'))
      .addColumn('offered_at', 'text')
      .addColumn('offer_expires_at', 'text')
      .addColumn('hold_id', 'integer')
      .addColumn('manage_token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('offer_token_hash', 'text', (col) => col.unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('waitlist_entries_line_idx')
      .on('waitlist_entries')
      .columns(['departure_id', 'status', 'id'])
      .execute();
    await db.schema
      .createIndex('waitlist_entries_user_idx')
      .on('waitlist_entries')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('waitlist_entries_email_idx')
      .on('waitlist_entries')
      .column('email')
      .execute();
    await db.schema
      .createIndex('waitlist_entries_offer_end_idx')
      .on('waitlist_entries')
      .columns(['status', 'offer_expires_at'])
      .execute();
    await db.schema
      .createIndex('waitlist_entries_one_active_idx')
      .on('waitlist_entries')
      .columns(['departure_id', 'email'])
      .unique()
      .where(sql.ref('status'), 'in', ['waiting', 'offered'])
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('waitlist_entries').execute();
  },
};
