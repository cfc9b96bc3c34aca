import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../database';
import type { MigrationDb } from './helpers';

/*
 * Uploaded images in the database (issue 18: several instances on one PostgreSQL). An upload
 * through one instance must be served by every other, so the renditions are rows, not files in
 * one machine's data folder. One row per rendition, keyed by the address it is served at
 * (/uploads/tours/{id}/{32 hex}-{640|1280}.webp). No foreign key to the tour: a clone shares its
 * original's addresses, and an image goes with its last reference (server/media/cleanup.ts).
 */
export const uploadedImages: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('uploaded_images')
      .addColumn('path', 'text', (col) => col.primaryKey())
      .addColumn('bytes', dialectOf(db) === 'postgres' ? sql`bytea` : sql`blob`, (col) =>
        col.notNull(),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('uploaded_images').execute();
  },
};
