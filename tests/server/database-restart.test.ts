import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponseSchema } from '../../contract/bookings';
import { createDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/types';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/http/responses';
import { startOwnCluster, type OwnCluster } from '../support/pg-cluster';
import {
  postBooking,
  request,
  startServerProcess,
  type HttpAnswer,
  type ServerProcess,
} from '../support/server-process';
import { call, createTestServer, usingPostgres } from './harness';

/**
 * Issue 18: a PostgreSQL restart while bookings are being written. The server process must stay
 * up, answer 503 with a plain message while the database is away, reconnect by itself, and keep
 * every booking it acknowledged (201). The restart needs a database server to stop, so on
 * PostgreSQL this runs a real server process against a cluster of its own (never the shared one,
 * which other test files are using); on SQLite, where the database lives inside the process and
 * there is no server to lose, it checks what a probe sees instead.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done()` holds (the test's timeout bounds the wait). */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await done())) await sleep(50);
}

/** A 503 that tells the client to come back, with nothing of the server's internals in it. */
function isPlainUnavailable(answer: HttpAnswer): boolean {
  return (
    answer.status === 503 &&
    (answer.body as { message?: unknown } | undefined)?.message === DATABASE_UNAVAILABLE_MESSAGE &&
    !/at .+\.ts|stack|postgres|ECONN|select |insert |terminat/i.test(answer.text)
  );
}

function expectPlainUnavailable(answer: HttpAnswer) {
  expect(answer.status, answer.text).toBe(503);
  expect(isPlainUnavailable(answer), answer.text).toBe(true);
}

if (usingPostgres) {
  describe('PostgreSQL restart while bookings are written', () => {
    let cluster: OwnCluster;
    let server: ServerProcess;
    let db: Kysely<Database>;
    let tourId: number;
    let departureId: number;

    beforeAll(async () => {
      cluster = await startOwnCluster();
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('create database restart_test');
      await admin.end();
      const url = new URL(cluster.url);
      url.pathname = '/restart_test';
      server = await startServerProcess(url.toString());
      db = createDatabase({
        kind: 'postgres',
        connectionString: url.toString(),
        maxConnections: 2,
      });
      tourId = (
        await db
          .selectFrom('tours')
          .select('id')
          .where('slug', '=', 'k2-base-camp')
          .executeTakeFirstOrThrow()
      ).id;
      departureId = (
        await db
          .insertInto('departures')
          .values({ tour_id: tourId, start_date: '2031-06-01', capacity: 5000, seats_booked: 0 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await db?.destroy();
      await cluster?.destroy();
    }, 120_000);

    it('stays up, answers 503 while the database is away, recovers and loses nothing acknowledged', async () => {
      let phase: 'before' | 'outage' | 'after' = 'before';
      const acknowledged: string[] = [];
      const acknowledgedAfter = () => acknowledged.length - acknowledgedBefore;
      let acknowledgedBefore = Infinity;
      const unexpected: string[] = [];
      let writing = true;

      // Three clients booking one seat each, back to back, through the whole restart.
      const writers = Array.from({ length: 3 }, async () => {
        while (writing) {
          const answer = await postBooking(server.url, tourId, departureId);
          if (answer.status === 201) {
            acknowledged.push(bookingResponseSchema.parse(answer.body).data.reference);
          } else if (isPlainUnavailable(answer)) {
            await sleep(20);
          } else {
            unexpected.push(`${phase}: ${answer.status} ${answer.text}`);
            await sleep(20);
          }
        }
      });

      try {
        await until(() => acknowledged.length >= 20 || !server.alive());
        await cluster.stop();
        phase = 'outage';

        expect(server.alive(), server.output()).toBe(true);
        expectPlainUnavailable(await postBooking(server.url, tourId, departureId));
        const notReady = await request(`${server.url}/readyz`);
        expectPlainUnavailable(notReady);
        expect(notReady.body).toMatchObject({ status: 'unavailable' });
        expect(await request(`${server.url}/healthz`)).toMatchObject({ status: 200 });

        await cluster.start();
        phase = 'after';
        acknowledgedBefore = acknowledged.length;
        // Reconnects by itself: no restart of the server process, no call to make it reconnect.
        await until(async () => (await request(`${server.url}/readyz`)).status === 200);
        await until(() => acknowledgedAfter() >= 20);
      } finally {
        writing = false;
        await Promise.all(writers);
      }

      expect(server.alive(), server.output()).toBe(true);
      expect(unexpected).toEqual([]);
      const stored = await db
        .selectFrom('bookings')
        .select(['reference', 'travelers'])
        .where('departure_id', '=', departureId)
        .execute();
      const references = new Set(stored.map((row) => row.reference));
      expect(acknowledged.filter((reference) => !references.has(reference))).toEqual([]);
      // Seats follow the bookings that exist, acknowledged or not (a commit whose answer was lost).
      const departure = await db
        .selectFrom('departures')
        .select('seats_booked')
        .where('id', '=', departureId)
        .executeTakeFirstOrThrow();
      expect(departure.seats_booked).toBe(stored.reduce((sum, row) => sum + row.travelers, 0));
    }, 180_000);
  });
} else {
  describe('SQLite: the database lives inside the process', () => {
    it('has no database server to lose: /readyz answers ready from the open file', async () => {
      const t = await createTestServer();
      try {
        const ready = await call(t.app, 'GET', '/readyz');
        expect(ready.status).toBe(200);
        expect(ready.json).toEqual({ status: 'ready' });
      } finally {
        await t.close();
      }
    });
  });
}
