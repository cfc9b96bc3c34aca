import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { withId, type MigrationDb } from './helpers';

/** Days an existing unpaid transfer keeps its seats after this migration (the default hold). */
const BACKFILL_HOLD_DAYS = 3;

/**
 * The payment ledger (issue 14): one row per movement of money, and on the booking its running
 * sums (changed only with a ledger row, in one transaction), what checkout asked for, and how
 * long an unpaid bank transfer holds its seats. Existing bookings are carried over: a paid one
 * gets a 'full' payment, a refunded one its refund, a pending transfer a fresh hold.
 */
export const paymentLedger: Migration = {
  async up(db: MigrationDb) {
    await withId(db, db.schema.createTable('booking_payments'))
      .addColumn('booking_id', 'integer', (col) =>
        col.notNull().references('bookings.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('card_last4', 'text')
      .addColumn('note', 'text')
      .addColumn('recorded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint('booking_payments_amount_check', sql`amount_cents > 0`)
      .execute();
    await db.schema
      .createIndex('booking_payments_booking_idx')
      .on('booking_payments')
      .column('booking_id')
      .execute();

    const bookings = db.schema.alterTable('bookings');
    await bookings
      .addColumn('paid_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('bookings')
      .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('bookings')
      .addColumn('due_at_booking_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('bookings').addColumn('hold_expires_at', 'text').execute();
    await db.schema
      .createIndex('bookings_hold_idx')
      .on('bookings')
      .column('hold_expires_at')
      .execute();

    const paid = ['Paid', 'Refunded', 'Partially refunded'];
    await db
      .insertInto('booking_payments')
      .columns(['booking_id', 'kind', 'method', 'amount_cents', 'card_last4', 'created_at'])
      .expression(
        db
          .selectFrom('bookings')
          .select([
            'id',
            sql.lit('full').as('kind'),
            'payment_method',
            'total_cents',
            'card_last4',
            'created_at',
          ])
          .where('payment_status', 'in', paid)
          .where('total_cents', '>', 0),
      )
      .execute();
    await db
      .insertInto('booking_payments')
      .columns(['booking_id', 'kind', 'method', 'amount_cents', 'created_at'])
      .expression(
        db
          .selectFrom('bookings')
          .select([
            'id',
            sql.lit('refund').as('kind'),
            'payment_method',
            'refund_cents',
            sql`coalesce(cancelled_at, updated_at)`.as('created_at'),
          ])
          .where('payment_status', 'in', paid)
          .where('refund_cents', '>', 0),
      )
      .execute();
    await db
      .updateTable('bookings')
      .set({
        paid_cents: sql`total_cents`,
        refunded_cents: sql`coalesce(refund_cents, 0)`,
      })
      .where('payment_status', 'in', paid)
      .execute();
    await db
      .updateTable('bookings')
      .set({ due_at_booking_cents: sql`total_cents` })
      .execute();
    const hold = new Date(Date.now() + BACKFILL_HOLD_DAYS * 86_400_000).toISOString();
    await db
      .updateTable('bookings')
      .set({ hold_expires_at: hold })
      .where('payment_status', '=', 'Pending')
      .where('status', '=', 'Confirmed')
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropIndex('bookings_hold_idx').execute();
    for (const column of [
      'hold_expires_at',
      'due_at_booking_cents',
      'refunded_cents',
      'paid_cents',
    ]) {
      await db.schema.alterTable('bookings').dropColumn(column).execute();
    }
    await db.schema.dropTable('booking_payments').execute();
  },
};
