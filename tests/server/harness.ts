import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Hono } from 'hono';
import { createApp } from '../../server/app';
import { defaultAppConfig, type AppConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase, type SeedResult } from '../../server/db/seed';
import type { Database } from '../../server/db/types';
import type { AppEnv } from '../../server/http/env';

/**
 * Server test harness. Every test file gets its own fresh database: SQLite in a temp file by
 * default, or, when TEST_DATABASE_URL points at a PostgreSQL maintenance database, a brand-new
 * PostgreSQL database created from it (and dropped afterwards). Same suite, both dialects.
 */

/** The seed's "today": departures and review dates are computed from it. */
export const FIXED_NOW = new Date('2025-03-10T09:00:00.000Z');
export const TODAY = '2025-03-10';

export const TEST_ADMIN = {
  email: 'admin@test.karakoramtrails.pk',
  password: 'admin-test-password-1',
  name: 'Test Admin',
} as const;

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface MutableClock {
  (): Date;
  set(date: Date): void;
  advance(ms: number): void;
  reset(): void;
}

export function createMutableClock(start: Date = FIXED_NOW): MutableClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as MutableClock;
  clock.set = (date) => {
    now = date.getTime();
  };
  clock.advance = (ms) => {
    now += ms;
  };
  clock.reset = () => {
    now = start.getTime();
  };
  return clock;
}

export interface FreshDatabase {
  db: Kysely<Database>;
  /** postgres:// URL of the fresh database, or the SQLite file path. */
  location: string;
  destroy(): Promise<void>;
}

function maintenanceDb(url: string) {
  return new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
}

/** A new, empty database (no migrations run). */
export async function createFreshDatabase(): Promise<FreshDatabase> {
  const maintenanceUrl = process.env.TEST_DATABASE_URL;
  if (maintenanceUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = maintenanceDb(maintenanceUrl);
    await sql`create database ${sql.id(name)}`.execute(admin);
    await admin.destroy();
    const url = new URL(maintenanceUrl);
    url.pathname = `/${name}`;
    const db = createDatabase({
      kind: 'postgres',
      connectionString: url.toString(),
      maxConnections: 5,
    });
    return {
      db,
      location: url.toString(),
      async destroy() {
        await db.destroy();
        const cleanup = maintenanceDb(maintenanceUrl);
        try {
          await sql`drop database if exists ${sql.id(name)} with (force)`.execute(cleanup);
        } finally {
          await cleanup.destroy();
        }
      },
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-server-test-'));
  const filename = path.join(dir, 'app.db');
  const db = createDatabase({ kind: 'sqlite', filename });
  return {
    db,
    location: filename,
    async destroy() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Every request of a test file comes from one address (or none) on a clock that rarely moves, and
 * files register and sign in dozens of users: the per-IP hashing and registration allowances are
 * raised for them. tests/server/password-limits.test.ts checks the real ones.
 */
const TEST_SUITE_LIMITS: Partial<AppConfig> = {
  hashingMaxPerIpPerMinute: 10_000,
  registrationMaxPerIpPerHour: 10_000,
};

export interface TestServer {
  app: Hono<AppEnv>;
  db: Kysely<Database>;
  clock: MutableClock;
  config: AppConfig;
  seed: SeedResult;
  /** The database's postgres:// URL or SQLite file, for a process started on it. */
  location: string;
  close(): Promise<void>;
}

export async function createTestServer(
  options: { config?: Partial<AppConfig>; staticDir?: string; seed?: boolean } = {},
): Promise<TestServer> {
  const fresh = await createFreshDatabase();
  try {
    await migrateToLatest(fresh.db);
    const clock = createMutableClock();
    const seed =
      options.seed === false
        ? { seeded: false }
        : await seedDatabase(fresh.db, { clock, admin: { ...TEST_ADMIN } });
    const config: AppConfig = { ...defaultAppConfig, ...TEST_SUITE_LIMITS, ...options.config };
    const app = createApp({ db: fresh.db, config, clock, staticDir: options.staticDir });
    return {
      app,
      db: fresh.db,
      clock,
      config,
      seed,
      location: fresh.location,
      close: () => fresh.destroy(),
    };
  } catch (error) {
    await fresh.destroy();
    throw error;
  }
}

export interface CallOptions {
  json?: unknown;
  body?: string;
  token?: string;
  /** Peer address as @hono/node-server would report it. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

/** Every response body seen by `call`, so a test can assert that no secret ever left the server. */
export const seenBodies: string[] = [];

export async function call<T = unknown>(
  app: Hono<AppEnv>,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const env = options.ip
    ? {
        incoming: {
          socket: { remoteAddress: options.ip, remotePort: 40000, remoteFamily: 'IPv4' },
        },
      }
    : undefined;
  const res = await app.request(url, { method, headers, body }, env);
  const text = await res.text();
  seenBodies.push(text);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (static files); callers then read `text`.
  }
  return { status: res.status, headers: res.headers, text, json: json as T };
}

export async function login(app: Hono<AppEnv>, email: string, password: string): Promise<string> {
  const res = await call<{ token: string }>(app, 'POST', '/api/login', {
    json: { email, password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.json.token;
}

/** Registers a user (role user) and returns a token for them. */
export async function registerAndLogin(
  app: Hono<AppEnv>,
  user: { name: string; email: string; password: string },
): Promise<string> {
  const res = await call(app, 'POST', '/api/register', { json: user });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return login(app, user.email, user.password);
}
