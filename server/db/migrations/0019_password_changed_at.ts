import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers';

/*
 * Password expiry (issue 18): when each password was last set, so an admin whose password is
 * older than Settings > Security > Password Expiry must change it before reaching /admin.
 * Existing accounts get their last update: every password change also set updated_at, so the
 * password is at least that old, and no account is judged older than the data shows.
 * A row left null (an insert that does not set it) is read as its created_at.
 */
export const passwordChangedAt: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('users').addColumn('password_changed_at', 'text').execute();
    await sql`update users set password_changed_at = updated_at`.execute(db);
  },

  async down(db: MigrationDb) {
    await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
  },
};
