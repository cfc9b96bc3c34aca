import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { usersAndAuth } from './migrations/0001_users_and_auth';
import { catalog } from './migrations/0002_catalog';
import { bookingsAndEnquiries } from './migrations/0003_bookings_and_enquiries';
import { settingsDefaults } from './migrations/0004_settings';
import { myAccount } from './migrations/0005_my_account';
import { enquiryInbox } from './migrations/0006_enquiry_inbox';
import { paymentLedger } from './migrations/0007_payment_ledger';
import { mail } from './migrations/0008_mail';
import { catalogVersion } from './migrations/0009_catalog_version';
import { scale } from './migrations/0010_scale';
import { bookingSearch } from './migrations/0011_booking_search';
import { owingAndDashboard } from './migrations/0012_owing_and_dashboard';
import { departureOwing } from './migrations/0013_departure_owing';
import { owingIndexIds } from './migrations/0014_owing_index_ids';
import { rateLimits } from './migrations/0015_rate_limits';
import { idempotencyFingerprint } from './migrations/0016_idempotency_fingerprint';
import { adminTwoFactor } from './migrations/0017_admin_two_factor';
import { uploadedImages } from './migrations/0018_uploaded_images';
import { passwordChangedAt } from './migrations/0019_password_changed_at';
import { seatHolds } from './migrations/0020_seat_holds';
import { waitlist } from './migrations/0021_waitlist';
import type { Database } from './types';

/**
 * Every migration, in order. A static object rather than a folder scan so the list is the
 * same under tsx, Vitest and any bundler. Append new migrations; never edit a released one.
 */
export const migrations: Record<string, Migration> = {
  '0001_users_and_auth': usersAndAuth,
  '0002_catalog': catalog,
  '0003_bookings_and_enquiries': bookingsAndEnquiries,
  '0004_settings': settingsDefaults,
  '0005_my_account': myAccount,
  '0006_enquiry_inbox': enquiryInbox,
  '0007_payment_ledger': paymentLedger,
  '0008_mail': mail,
  '0009_catalog_version': catalogVersion,
  '0010_scale': scale,
  '0011_booking_search': bookingSearch,
  '0012_owing_and_dashboard': owingAndDashboard,
  '0013_departure_owing': departureOwing,
  '0014_owing_index_ids': owingIndexIds,
  '0015_rate_limits': rateLimits,
  '0016_idempotency_fingerprint': idempotencyFingerprint,
  '0017_admin_two_factor': adminTwoFactor,
  '0018_uploaded_images': uploadedImages,
  '0019_password_changed_at': passwordChangedAt,
  '0020_seat_holds': seatHolds,
  '0021_waitlist': waitlist,
};

const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Brings the schema up to date; throws (with the failing migration's name) on failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
