import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { withId, type MigrationDb } from './helpers';

export const bookingsAndEnquiries: Migration = {
  async up(db: MigrationDb) {
    await withId(db, db.schema.createTable('bookings'))
      .addColumn('reference', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id'))
      .addColumn('departure_id', 'integer', (col) => col.notNull().references('departures.id'))
      .addColumn('travelers', 'integer', (col) => col.notNull())
      .addColumn('add_ons', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('total_cents', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('payment_method', 'text', (col) => col.notNull())
      .addColumn('payment_status', 'text', (col) => col.notNull())
      .addColumn('card_last4', 'text')
      .addColumn('contact_name', 'text', (col) => col.notNull())
      .addColumn('contact_email', 'text', (col) => col.notNull())
      .addColumn('contact_phone', 'text', (col) => col.notNull())
      .addColumn('contact_address', 'text')
      .addColumn('contact_city', 'text')
      .addColumn('contact_country', 'text')
      .addColumn('contact_zip', 'text')
      .addColumn('special_requests', 'text')
      .addColumn('idempotency_key', 'text', (col) => col.unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('bookings_travelers_check', sql`travelers >= 1`)
      .addCheckConstraint('bookings_total_check', sql`total_cents >= 0`)
      .execute();
    await db.schema.createIndex('bookings_user_idx').on('bookings').column('user_id').execute();
    await db.schema.createIndex('bookings_tour_idx').on('bookings').column('tour_id').execute();
    await db.schema
      .createIndex('bookings_departure_idx')
      .on('bookings')
      .column('departure_id')
      .execute();

    await withId(db, db.schema.createTable('reviews'))
      .addColumn('tour_id', 'integer', (col) =>
        col.notNull().references('tours.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('booking_id', 'integer', (col) =>
        col.references('bookings.id').onDelete('set null'),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('avatar', 'text')
      .addColumn('rating', 'integer', (col) => col.notNull())
      .addColumn('comment', 'text', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .addCheckConstraint('reviews_rating_check', sql`rating between 1 and 5`)
      .execute();
    await db.schema.createIndex('reviews_tour_idx').on('reviews').column('tour_id').execute();

    await withId(db, db.schema.createTable('custom_tour_requests'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text')
      .addColumn('groups_size', 'text', (col) => col.notNull())
      .addColumn('destination', 'text', (col) => col.notNull())
      .addColumn('duration', 'text', (col) => col.notNull())
      .addColumn('preferred_date', 'text')
      .addColumn('activities', 'text', (col) => col.notNull())
      .addColumn('special_requirements', 'text')
      .addColumn('budget', 'text')
      .addColumn('accommodation_type', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('contact_messages'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text')
      .addColumn('subject', 'text')
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('newsletter_subscribers'))
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('settings').execute();
    await db.schema.dropTable('newsletter_subscribers').execute();
    await db.schema.dropTable('contact_messages').execute();
    await db.schema.dropTable('custom_tour_requests').execute();
    await db.schema.dropTable('reviews').execute();
    await db.schema.dropTable('bookings').execute();
  },
};
