import type { Migration } from 'kysely/migration';
import { withId, type MigrationDb } from './helpers';

/**
 * My Account (issue 6): profile details and preferences on users, cancellation and refund on
 * bookings, one review per booking, saved cards (brand, last four, expiry only) and the
 * account wishlist.
 */
export const myAccount: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('users').addColumn('date_of_birth', 'text').execute();
    // JSON text of contract/profile Preferences; null means the defaults.
    await db.schema.alterTable('users').addColumn('preferences', 'text').execute();

    await db.schema.alterTable('bookings').addColumn('cancelled_at', 'text').execute();
    await db.schema.alterTable('bookings').addColumn('refund_percent', 'integer').execute();
    await db.schema.alterTable('bookings').addColumn('refund_cents', 'integer').execute();

    // One review per booking; reviews without a booking (the seed's) are not constrained.
    await db.schema
      .createIndex('reviews_booking_unique')
      .on('reviews')
      .column('booking_id')
      .unique()
      .execute();

    await withId(db, db.schema.createTable('payment_methods'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('brand', 'text', (col) => col.notNull())
      .addColumn('last4', 'text', (col) => col.notNull())
      .addColumn('exp_month', 'integer', (col) => col.notNull())
      .addColumn('exp_year', 'integer', (col) => col.notNull())
      .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('payment_methods_user_idx')
      .on('payment_methods')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('wishlist_items')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('tour_id', 'integer', (col) =>
        col.notNull().references('tours.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'tour_id'])
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('wishlist_items').execute();
    await db.schema.dropTable('payment_methods').execute();
    await db.schema.dropIndex('reviews_booking_unique').execute();
    await db.schema.alterTable('bookings').dropColumn('refund_cents').execute();
    await db.schema.alterTable('bookings').dropColumn('refund_percent').execute();
    await db.schema.alterTable('bookings').dropColumn('cancelled_at').execute();
    await db.schema.alterTable('users').dropColumn('preferences').execute();
    await db.schema.alterTable('users').dropColumn('date_of_birth').execute();
  },
};
