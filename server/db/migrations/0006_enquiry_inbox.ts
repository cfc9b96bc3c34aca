import type { Migration } from 'kysely/migration';
import { withId, type MigrationDb } from './helpers';

/**
 * The enquiry inbox (issue 14): a status on contact messages and custom-tour requests (rows
 * already stored start New), internal notes on either kind, and `admin_audit`, the trail of
 * what an admin changed (status changes, notes, subscriber removals here; later back-office
 * work writes to it too). `detail` is JSON text; `actor_id` keeps the row when the admin's
 * account goes.
 */
export const enquiryInbox: Migration = {
  async up(db: MigrationDb) {
    for (const table of ['contact_messages', 'custom_tour_requests']) {
      await db.schema
        .alterTable(table)
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('New'))
        .execute();
      await db.schema
        .createIndex(`${table}_status_idx`)
        .on(table)
        .columns(['status', 'created_at'])
        .execute();
    }

    await withId(db, db.schema.createTable('enquiry_notes'))
      // 'contact' or 'custom-tour' (contract/admin-enquiries ENQUIRY_KINDS) and that row's id.
      .addColumn('enquiry_kind', 'text', (col) => col.notNull())
      .addColumn('enquiry_id', 'integer', (col) => col.notNull())
      .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('enquiry_notes_enquiry_idx')
      .on('enquiry_notes')
      .columns(['enquiry_kind', 'enquiry_id'])
      .execute();

    await withId(db, db.schema.createTable('admin_audit'))
      .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('subject_type', 'text', (col) => col.notNull())
      .addColumn('subject_id', 'integer', (col) => col.notNull())
      .addColumn('detail', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('admin_audit_subject_idx')
      .on('admin_audit')
      .columns(['subject_type', 'subject_id'])
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('admin_audit').execute();
    await db.schema.dropTable('enquiry_notes').execute();
    for (const table of ['custom_tour_requests', 'contact_messages']) {
      await db.schema.dropIndex(`${table}_status_idx`).execute();
      await db.schema.alterTable(table).dropColumn('status').execute();
    }
  },
};
