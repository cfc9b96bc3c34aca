import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers';

/*
 * Rate limits shared by every server instance (issue 18). Each row is one fixed window of one
 * limit for one key ("booking-ip:203.0.113.9"): how many hits it has had and when it ends (ISO
 * text on the app's clock, like every other timestamp). Increments are a single upsert, so
 * instances on one database count together and a restart forgets nothing. Expired rows are
 * swept by resets_at.
 */
export const rateLimits: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('hits', 'integer', (col) => col.notNull())
      .addColumn('resets_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limits_resets_idx')
      .on('rate_limits')
      .column('resets_at')
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('rate_limits').execute();
  },
};
