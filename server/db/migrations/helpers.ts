import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../database';

// Migrations are written against the database as it was at that point, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

/**
 * Adds the auto-increment primary key `id`: `serial` on PostgreSQL,
 * `integer primary key autoincrement` on SQLite (ids are never reused after deletes).
 */
export function withId<T extends string>(
  db: MigrationDb,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
