import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers';

/*
 * Hardening (issue 18): an Idempotency-Key sent again with a different body used to replay the
 * first booking as if it were the answer to the second request. The booking now keeps a
 * fingerprint of the request that made it (a SHA-256 of the canonicalised body,
 * server/bookings/fingerprint.ts), so a reused key with another body can be refused.
 * Bookings stored before this migration have none: their replays are judged by the key alone.
 */
export const idempotencyFingerprint: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('bookings').addColumn('request_fingerprint', 'text').execute();
  },

  async down(db: MigrationDb) {
    await db.schema.alterTable('bookings').dropColumn('request_fingerprint').execute();
  },
};
