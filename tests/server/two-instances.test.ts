import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponseSchema } from '../../contract/bookings';
import { tourMediaResponseSchema } from '../../contract/tour-media';
import { createFreshDatabase, usingPostgres, type FreshDatabase } from './harness';
import { tinyPng } from './fixtures/images';
import {
  PROCESS_ADMIN_PASSWORD,
  postBooking,
  request,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process';

/**
 * Issue 18: several instances on one database. Two real server processes (`server/main.ts`) share
 * one database, PostgreSQL in the PostgreSQL leg (each with a data folder of its own, so nothing
 * can come from a shared disk) and one SQLite file in the SQLite leg. Requests are spread over
 * both, and what a client sees must be what one instance would show.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done()` holds (the test's timeout bounds the wait). */
async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await sleep(50);
}

let fresh: FreshDatabase;
let a: ServerProcess;
let b: ServerProcess;
let tourId: number;

beforeAll(async () => {
  fresh = await createFreshDatabase();
  // PostgreSQL: the fresh database's URL. SQLite: one data folder (app.db) for both.
  const [url, env] = usingPostgres
    ? [fresh.location, {}]
    : ['', { DATA_DIR: path.dirname(fresh.location) }];
  // Jobs and the mail worker poll often, so both instances race for the same work.
  const often = { JOBS_INTERVAL_MS: '100', MAIL_INTERVAL_MS: '50', ...env };
  // One after the other: the first migrates and seeds; the second finds it done.
  a = await startServerProcess(url, often);
  b = await startServerProcess(url, often);
  tourId = (
    await fresh.db
      .selectFrom('tours')
      .select('id')
      .where('slug', '=', 'k2-base-camp')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await fresh?.destroy();
}, 60_000);

let dayCounter = 0;
async function addDeparture(capacity: number): Promise<number> {
  dayCounter += 1;
  const row = await fresh.db
    .insertInto('departures')
    .values({
      tour_id: tourId,
      start_date: `2031-0${dayCounter}-10`,
      capacity,
      seats_booked: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function seatsBooked(departureId: number): Promise<number> {
  const row = await fresh.db
    .selectFrom('departures')
    .select('seats_booked')
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow();
  return row.seats_booked;
}

describe('two server processes on one database', () => {
  it('never overbooks with booking requests spread over both', async () => {
    const departureId = await addDeparture(7);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postBooking((i % 2 ? a : b).url, tourId, departureId)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(7).fill(201), ...Array(13).fill(409)]);
    const stored = await fresh.db
      .selectFrom('bookings')
      .select('reference')
      .where('departure_id', '=', departureId)
      .execute();
    expect(stored).toHaveLength(7);
    expect(await seatsBooked(departureId)).toBe(7);
    for (const answer of answers.filter((x) => x.status === 201)) {
      const reference = bookingResponseSchema.parse(answer.body).data.reference;
      expect(stored.map((row) => row.reference)).toContain(reference);
    }
  });

  it('holds the login throttle across both: the sixth wrong password is refused, wherever it lands', async () => {
    const attempt = (server: ServerProcess) =>
      request(`${server.url}/api/login`, {
        method: 'POST',
        json: { email: 'guesser-target@example.com', password: 'not-the-password' },
      });
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b, a]) statuses.push((await attempt(server)).status);
    // Five per e-mail and address per minute (server/config.ts), counted in the shared store.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('serves an image uploaded through one from the other', async () => {
    const login = await request(`${a.url}/api/login`, {
      method: 'POST',
      json: { email: 'admin@karakoramtrails.pk', password: PROCESS_ADMIN_PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    const token = (login.body as { token: string }).token;
    const form = new FormData();
    form.append('thumbnail', new File([new Uint8Array(await tinyPng())], 'a.png'));
    const uploaded = await fetch(`${a.url}/api/tours/${tourId}/media`, {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const thumbnail = tourMediaResponseSchema.parse(await uploaded.json()).data.thumbnail!;
    expect(thumbnail).toMatch(new RegExp(`^/uploads/tours/${tourId}/[0-9a-f]{32}-1280\\.webp$`));

    for (const address of [thumbnail, thumbnail.replace(/-1280\.webp$/, '-640.webp')]) {
      const fromA = await fetch(`${a.url}${address}`);
      const fromB = await fetch(`${b.url}${address}`);
      expect(fromB.status, address).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      const bytesA = Buffer.from(await fromA.arrayBuffer());
      const bytesB = Buffer.from(await fromB.arrayBuffer());
      expect(bytesB.length).toBeGreaterThan(0);
      expect(bytesB.equals(bytesA)).toBe(true);
    }
  });

  it('runs each job item once: every message delivered once, every hold expired once', async () => {
    // Three bank-transfer bookings of two seats each, then their holds run out.
    const departureId = await addDeparture(10);
    for (const server of [a, b, a]) {
      const res = await postBooking(server.url, tourId, departureId, { travelers: 2, bank: true });
      expect(res.status, res.text).toBe(201);
    }
    expect(await seatsBooked(departureId)).toBe(6);
    await fresh.db
      .updateTable('bookings')
      .set({ hold_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('departure_id', '=', departureId)
      .execute();

    const bookings = () =>
      fresh.db
        .selectFrom('bookings')
        .select(['status'])
        .where('departure_id', '=', departureId)
        .execute();
    await until(async () => (await bookings()).every((row) => row.status === 'Expired'));
    // Each expiry gave its two seats back exactly once.
    expect(await seatsBooked(departureId)).toBe(0);

    // A backlog both mail workers drain at once, claim after claim: each message must be
    // claimed and kept exactly once.
    const later = '2999-01-01T00:00:00.000Z';
    await fresh.db
      .insertInto('mail_outbox')
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          kind: 'backlog',
          to_address: `traveller${i}@example.com`,
          subject: `Message ${i}`,
          html: '<p>Hello</p>',
          text_body: 'Hello',
          status: 'pending',
          next_attempt_at: later,
          created_at: later,
        })),
      )
      .execute();
    await fresh.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: '2000-01-01T00:00:00.000Z' })
      .where('kind', '=', 'backlog')
      .execute();
    const outbox = () =>
      fresh.db.selectFrom('mail_outbox').select(['id', 'status', 'attempts']).execute();
    await until(async () =>
      (await outbox()).every((row) => row.status !== 'pending' && row.status !== 'sending'),
    );
    const messages = await outbox();
    expect(messages.length).toBeGreaterThanOrEqual(306);
    expect(messages.filter((row) => row.status !== 'kept' || row.attempts !== 1)).toEqual([]);

    expect(a.alive() && b.alive()).toBe(true);
  });
});

describe('two more processes with a small per-e-mail booking limit', () => {
  let c: ServerProcess;
  let d: ServerProcess;
  beforeAll(async () => {
    const [url, env] = usingPostgres
      ? [fresh.location, {}]
      : ['', { DATA_DIR: path.dirname(fresh.location) }];
    c = await startServerProcess(url, { BOOKING_MAX_PER_EMAIL_PER_HOUR: '3', ...env });
    d = await startServerProcess(url, { BOOKING_MAX_PER_EMAIL_PER_HOUR: '3', ...env });
  }, 120_000);
  afterAll(async () => {
    await c?.stop();
    await d?.stop();
  }, 60_000);

  it('holds the limit across both: three bookings for one e-mail, then 429 on either', async () => {
    const departureId = await addDeparture(20);
    const statuses: number[] = [];
    for (const server of [c, d, c, d, c, d]) {
      const res = await postBooking(server.url, tourId, departureId, {
        email: 'limited@example.com',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await seatsBooked(departureId)).toBe(3);
  });
});
