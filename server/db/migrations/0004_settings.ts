import type { Migration } from 'kysely/migration';
import { DEFAULT_SETTINGS } from '../../admin-data/settings';
import type { MigrationDb } from './helpers';

/**
 * The admin settings start as SPEC 3's defaults (company details from the site's config), one
 * JSON row per section in the settings table of 0003. Existing rows are left alone, so running
 * it on a database where an admin already saved settings changes nothing.
 */
export const settingsDefaults: Migration = {
  async up(db: MigrationDb) {
    await db
      .insertInto('settings')
      .values(
        Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({
          key,
          value: JSON.stringify(value),
        })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  },

  async down(db: MigrationDb) {
    await db.deleteFrom('settings').where('key', 'in', Object.keys(DEFAULT_SETTINGS)).execute();
  },
};
