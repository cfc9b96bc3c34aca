import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredToursResponseSchema } from '../../contract';
import { retryDelayMs, whenDatabaseAnswers } from '../../server/db/wait-for-database';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/http/responses';
import { startOwnCluster, type OwnCluster } from '../support/pg-cluster';
import { request, startServerProcess, type ServerProcess } from '../support/server-process';
import { createFreshDatabase, usingPostgres, type FreshDatabase } from './harness';

/**
 * Issue 18: a server started while PostgreSQL is unreachable waits for it (a log line per
 * attempt, growing pauses) instead of exiting; meanwhile /healthz answers and /readyz says not
 * ready; once the database answers it migrates, seeds and serves.
 */

/** An error as the pg driver raises it when nothing listens on the database's port. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('whenDatabaseAnswers', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await createFreshDatabase();
  });
  afterAll(async () => {
    await fresh?.destroy();
  });

  it('retries while the database is unavailable, with a line per attempt and growing pauses', async () => {
    const lines: string[] = [];
    const pauses: number[] = [];
    let calls = 0;
    let announced = 0;
    const result = await whenDatabaseAnswers(
      fresh.db,
      async () => {
        calls += 1;
        if (calls < 4) throw refused();
        return 'ready';
      },
      {
        log: (line) => lines.push(line),
        onFirstFailure: () => (announced += 1),
        pause: async (ms) => {
          pauses.push(ms);
        },
      },
    );
    expect(result).toBe('ready');
    expect(announced).toBe(1);
    expect(pauses).toEqual([1000, 2000, 4000]);
    expect(lines).toEqual([
      'The database is unavailable (connect ECONNREFUSED 127.0.0.1:5432); attempt 1 failed, retrying in 1 s.',
      'The database is unavailable (connect ECONNREFUSED 127.0.0.1:5432); attempt 2 failed, retrying in 2 s.',
      'The database is unavailable (connect ECONNREFUSED 127.0.0.1:5432); attempt 3 failed, retrying in 4 s.',
      'The database answered (attempt 4); starting.',
    ]);
  });

  it('says nothing when the database answers at once', async () => {
    const lines: string[] = [];
    await whenDatabaseAnswers(fresh.db, async () => 1, { log: (line) => lines.push(line) });
    expect(lines).toEqual([]);
  });

  it('stops at once on an error that waiting would not mend', async () => {
    const lines: string[] = [];
    const wrong = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    await expect(
      whenDatabaseAnswers(
        fresh.db,
        async () => {
          throw wrong;
        },
        { log: (line) => lines.push(line), pause: async () => undefined },
      ),
    ).rejects.toBe(wrong);
    expect(lines).toEqual([]);
  });

  it('pauses at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

if (usingPostgres) {
  describe('a server process started while PostgreSQL is stopped', () => {
    let cluster: OwnCluster;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      cluster = await startOwnCluster();
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('create database wait_test');
      await admin.end();
      await cluster.stop();
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await cluster?.destroy();
    }, 120_000);

    it('waits, answers its probes meanwhile, then migrates and serves', async () => {
      const url = new URL(cluster.url);
      url.pathname = '/wait_test';
      server = await startServerProcess(url.toString(), {}, { untilListening: true });
      const base = server.url;
      await server.waitForOutput(/attempt 2 failed, retrying in 2 s\./);
      expect(server.alive(), server.output()).toBe(true);
      expect(server.output()).toMatch(
        /The database is unavailable \([^)]*ECONNREFUSED[^)]*\); attempt 1 failed, retrying in 1 s\./,
      );

      expect((await request(`${base}/healthz`)).status).toBe(200);
      const ready = await request(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
      const api = await request(`${base}/api/tours/featured`);
      expect(api.status).toBe(503);
      expect(api.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });

      await cluster.start();
      await server.waitForOutput(/is running at http:\/\/localhost:\d+/);
      expect(server.output()).toMatch(/The database answered \(attempt \d+\); starting\./);
      expect(server.alive()).toBe(true);
      expect((await request(`${base}/readyz`)).status).toBe(200);
      const featured = await request(`${base}/api/tours/featured`);
      expect(featured.status).toBe(200);
      expect(featuredToursResponseSchema.parse(featured.body).data.length).toBeGreaterThan(0);
    }, 120_000);
  });
}
