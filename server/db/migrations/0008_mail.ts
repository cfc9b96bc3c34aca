import type { Migration } from 'kysely/migration';
import { withId, type MigrationDb } from './helpers';

/**
 * Mail and account recovery (issue 15): the outbox every message is written to in the same
 * transaction as the change that causes it, single-use account tokens (password reset, e-mail
 * verification; only their SHA-256 is stored), when a user proved their address, and when a
 * booking's balance reminder went out (so the reminder job sends it once).
 */
export const mail: Migration = {
  async up(db: MigrationDb) {
    await withId(db, db.schema.createTable('mail_outbox'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('html', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('reference', 'text')
      .addColumn('attachments', 'text')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (col) => col.notNull())
      .addColumn('claimed_at', 'text')
      .addColumn('claim_id', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('mail_outbox_due_idx')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('mail_outbox_created_idx')
      .on('mail_outbox')
      .column('created_at')
      .execute();

    await withId(db, db.schema.createTable('account_tokens'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('account_tokens_user_idx')
      .on('account_tokens')
      .columns(['user_id', 'purpose'])
      .execute();

    await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
    await db.schema.alterTable('bookings').addColumn('balance_reminder_sent_at', 'text').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('bookings').dropColumn('balance_reminder_sent_at').execute();
    await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
    await db.schema.dropTable('account_tokens').execute();
    await db.schema.dropTable('mail_outbox').execute();
  },
};
