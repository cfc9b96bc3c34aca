import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './types';

export type DatabaseConfig =
  | { kind: 'sqlite'; /** A file path or ':memory:'. */ filename: string }
  | { kind: 'postgres'; connectionString: string; maxConnections?: number };

export type Dialect = 'sqlite' | 'postgres';

const PG_INT8_OID = 20;

/**
 * Opens the database. SQLite gets durable, concurrent-friendly pragmas; PostgreSQL gets a pool
 * whose bigint results (count(*), sum()) come back as numbers, like SQLite's.
 */
export function createDatabase(config: DatabaseConfig): Kysely<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.connectionString,
      max: config.maxConnections ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === PG_INT8_OID
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    // A checked-out client has no pool listener: when the server goes away between two
    // statements (a restart), its 'error' event would be unhandled and end the process. The
    // pool drops such a client when it is released; the request fails with 503 (app.ts).
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    postgresPools.set(db, pool);
    return db;
  }

  if (config.filename !== ':memory:') {
    fs.mkdirSync(path.dirname(config.filename), { recursive: true });
  }
  const sqlite = new SQLite(config.filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  if (config.filename !== ':memory:') sqliteFiles.set(db, config.filename);
  return db;
}

const sqliteFiles = new WeakMap<Kysely<Database>, string>();
const postgresPools = new WeakMap<Kysely<Database>, pg.Pool>();

/**
 * The PostgreSQL pool behind `db`, for a hot read that wants a named prepared statement (parsed
 * and planned once per connection) rather than a query built and parsed per call.
 */
export function postgresPoolOf(db: Kysely<Database>): pg.Pool | undefined {
  return postgresPools.get(db);
}

/**
 * The SQLite file behind `db` (not for ':memory:' or PostgreSQL), for a reader that wants its
 * own connection: one that never sees another connection's open transaction.
 */
export function sqliteFileOf(db: Kysely<Database>): string | undefined {
  return sqliteFiles.get(db);
}

/** Resolves DATABASE_URL / DATA_DIR into a database configuration. */
export function databaseConfigFrom(options: {
  databaseUrl?: string;
  dataDir: string;
}): DatabaseConfig {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL.');
    }
    return { kind: 'postgres', connectionString: options.databaseUrl };
  }
  return { kind: 'sqlite', filename: path.join(options.dataDir, 'app.db') };
}

// Kysely's Database type parameter does not matter for finding the dialect.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Refreshes the query planner's statistics where they went stale (issue 16), after the
 * migrations at start. SQLite: `PRAGMA optimize` with a bounded sample per index
 * (`analysis_limit`), so a grown database's start does not stall on a full ANALYZE; 0x10002
 * also considers tables never analyzed, as SQLite recommends for a long-lived connection.
 * PostgreSQL's autovacuum keeps its statistics itself.
 */
export async function optimizeDatabase(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`pragma analysis_limit = 400`.execute(db);
  await sql`pragma optimize = 0x10002`.execute(db);
}
