import type { Migration } from 'kysely/migration';
import { withId, type MigrationDb } from './helpers';

/*
 * Two-factor sign-in for admins (issue 18): each admin's TOTP secret (RFC 6238), the hashed
 * single-use recovery codes, and the short-lived challenge that joins the password step of a
 * sign-in to its code step.
 */
export const adminTwoFactor: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('two_factor_secrets')
      .addColumn('user_id', 'integer', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      // base32; read by the server only, never sent again once enrolment is confirmed.
      .addColumn('secret', 'text', (col) => col.notNull())
      // null while the enrolment waits for its confirmation code.
      .addColumn('enabled_at', 'text')
      // The 30-second step of the last code accepted: a code is never accepted twice.
      .addColumn('last_step', 'integer')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('two_factor_recovery_codes'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('two_factor_recovery_codes_user_idx')
      .on('two_factor_recovery_codes')
      .column('user_id')
      .execute();

    await withId(db, db.schema.createTable('login_challenges'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('login_challenges').execute();
    await db.schema.dropTable('two_factor_recovery_codes').execute();
    await db.schema.dropTable('two_factor_secrets').execute();
  },
};
