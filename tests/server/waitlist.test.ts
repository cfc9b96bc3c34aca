import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validationErrorSchema } from '../../contract';
import {
  ADMIN_WAITLIST_MESSAGES,
  WAITLIST_MESSAGES,
  waitlistDemandResponseSchema,
  waitlistClaimResponseSchema,
  waitlistPlaceResponseSchema,
  waitlistPlacesResponseSchema,
  type WaitlistPlace,
} from '../../contract/waitlist';
import { createApp } from '../../server/app';
import { addDays } from '../../server/catalog/dates';
import { defaultAppConfig, type AppConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import type { Database } from '../../server/db/types';
import { runWaitlistOffers } from '../../server/waitlist/offers';
import { insertBooking, userIdOf } from '../support/server-fixtures';
import {
  call,
  createFreshDatabase,
  createMutableClock,
  login,
  registerAndLogin,
  TEST_ADMIN,
  TODAY,
  usingPostgres,
  type FreshDatabase,
} from './harness';

/*
 * The waitlist (issue 19) on the file's database, SQLite or PostgreSQL: who may join, leaving,
 * offers when seats free up (to the first entry that fits, exactly once with two workers, each
 * on its own connection to the database), expiry passing the seats on, claiming in time and too
 * late. What is checked is what a client and an inbox see: the answers and the outbox.
 */

const HOUR = 3_600_000;
const clock = createMutableClock();
const config: AppConfig = {
  ...defaultAppConfig,
  hashingMaxPerIpPerMinute: 10_000,
  registrationMaxPerIpPerHour: 10_000,
  publicUrl: 'https://trails.test',
};
let fresh: FreshDatabase;
let db: Kysely<Database>;
let app: ReturnType<typeof createApp>;
/**
 * A second instance's database handle: another connection pool on PostgreSQL. On SQLite the same
 * handle (one process cannot hold two write transactions on one file: the driver is synchronous,
 * so a second connection would wait on the first without letting it finish); two processes on one
 * SQLite file take turns by its lock (tests/server/two-instances.test.ts runs that setup).
 */
let otherDb: Kysely<Database>;
let k2: { id: number };
let bilalToken: string;
let bilalId: number;

beforeAll(async () => {
  fresh = await createFreshDatabase();
  db = fresh.db;
  await migrateToLatest(db);
  await seedDatabase(db, { clock, admin: { ...TEST_ADMIN } });
  app = createApp({ db, config, clock });
  otherDb = usingPostgres
    ? createDatabase({ kind: 'postgres', connectionString: fresh.location, maxConnections: 5 })
    : db;
  k2 = await db
    .selectFrom('tours')
    .select('id')
    .where('slug', '=', 'k2-base-camp')
    .executeTakeFirstOrThrow();
  bilalToken = await registerAndLogin(app, {
    name: 'Bilal Ahmed',
    email: 'bilal@example.com',
    password: 'bilal-password',
  });
  bilalId = await userIdOf(db, 'bilal@example.com');
}, 60_000);

afterAll(async () => {
  if (otherDb !== db) await otherDb?.destroy();
  await fresh?.destroy();
});

beforeEach(async () => {
  clock.reset();
  await db.deleteFrom('mail_outbox').execute();
  await db.deleteFrom('rate_limits').execute();
});

let dayCounter = 0;
/** A new K2 departure `capacity` seats, `booked` of them taken by one booking of A's. */
async function departure(capacity: number, booked: number) {
  dayCounter += 1;
  const { id } = await db
    .insertInto('departures')
    .values({
      tour_id: k2.id,
      start_date: addDays(TODAY, 60 + dayCounter),
      capacity,
      seats_booked: booked,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const booking =
    booked > 0
      ? await insertBooking(db, {
          userId: null,
          tourId: k2.id,
          departureId: id,
          totalCents: 100_000,
          createdAt: clock().toISOString(),
          travelers: booked,
          contactEmail: 'a@example.com',
        })
      : null;
  return { id, booking };
}

/** Frees `seats` of the departure as a cancellation does (its seats return). */
async function freeSeats(departureId: number, seats: number) {
  await db
    .updateTable('departures')
    .set((eb) => ({ seats_booked: eb('seats_booked', '-', seats) }))
    .where('id', '=', departureId)
    .execute();
}

const join = (json: Record<string, unknown>, token?: string) =>
  call(app, 'POST', '/api/waitlist', { json, token });

async function joined(departureId: number, email: string, travelers: number, token?: string) {
  const res = await join({ departure_id: departureId, email, travelers }, token);
  expect(res.status, res.text).toBe(201);
  return waitlistPlaceResponseSchema.parse(res.json).data;
}

/** The outbox: who got which waitlist mail, and the link token in it. */
async function mails() {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['kind', 'to_address', 'text_body'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    to: row.to_address,
    token: /\/manage-booking\?waitlist=([A-Za-z0-9_-]+)/.exec(row.text_body)?.[1] ?? null,
  }));
}

/** Who got an offer mail since the test began (of `only`, when given: other tests' dates move on too). */
async function offersTo(only?: readonly string[]) {
  return (await mails())
    .filter((m) => m.kind === 'waitlist-offer' && (!only || only.includes(m.to)))
    .map((m) => m.to);
}

const placeByToken = async (token: string) => {
  const res = await call(app, 'POST', '/api/waitlist/place', { json: { token } });
  expect(res.status, res.text).toBe(200);
  return waitlistPlaceResponseSchema.parse(res.json).data;
};

async function held(departureId: number) {
  const row = await db
    .selectFrom('departures')
    .select(['seats_held', 'seats_booked', 'capacity'])
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow();
  const holds = await db
    .selectFrom('seat_holds')
    .select(['seats', 'waitlist_entry_id'])
    .where('departure_id', '=', departureId)
    .execute();
  return { seatsHeld: row.seats_held, holds };
}

const runJob = (handle: Kysely<Database> = db) =>
  runWaitlistOffers(handle, clock(), { siteUrl: config.publicUrl });

function expect422(res: { status: number; json: unknown }, field: string, message: string) {
  expect(res.status).toBe(422);
  expect(validationErrorSchema.parse(res.json).errors[field]).toEqual([message]);
}

describe('joining', () => {
  it('joins a fully booked departure and mails a confirmation with the link to the place', async () => {
    const d = await departure(4, 4);
    const place = await joined(d.id, 'Guest@Example.com', 2);
    expect(place).toMatchObject({
      status: 'waiting',
      email: 'guest@example.com',
      travelers: 2,
      position: 1,
      offer_expires_at: null,
      departure: { id: d.id },
      tour: { id: k2.id, slug: 'k2-base-camp' },
    });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'waitlist-joined', to: 'guest@example.com' });
    // The link shows the place (the token stands in for an account).
    expect(await placeByToken(mail!.token!)).toEqual(place);
    const second = await joined(d.id, 'second@example.com', 1);
    expect(second.position).toBe(2);
  });

  it('is open when fewer seats are left than the group needs, and refused otherwise', async () => {
    const d = await departure(4, 3);
    expect(await joined(d.id, 'pair@example.com', 2)).toMatchObject({ status: 'waiting' });
    const res = await join({ departure_id: d.id, email: 'solo@example.com', travelers: 1 });
    expect422(res, 'departure_id', WAITLIST_MESSAGES.notFull);
  });

  it('refuses a second active place for the same e-mail (any case) on the same date', async () => {
    const d = await departure(2, 2);
    await joined(d.id, 'twice@example.com', 1);
    const res = await join({ departure_id: d.id, email: 'TWICE@example.com', travelers: 2 });
    expect422(res, 'email', WAITLIST_MESSAGES.duplicate);
    // Two joins at once: one place, one refusal.
    const e = await departure(2, 2);
    const both = await Promise.all([
      join({ departure_id: e.id, email: 'race@example.com', travelers: 1 }),
      join({ departure_id: e.id, email: 'race@example.com', travelers: 1 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('refuses a date that cannot be booked, and bodies that break the contract', async () => {
    const past = await db
      .insertInto('departures')
      .values({ tour_id: k2.id, start_date: addDays(TODAY, -5), capacity: 1, seats_booked: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const departureId of [past.id, 999_999]) {
      const res = await join({ departure_id: departureId, email: 'x@example.com', travelers: 1 });
      expect422(res, 'departure_id', WAITLIST_MESSAGES.departure);
    }
    const d = await departure(1, 1);
    expect422(
      await join({ departure_id: d.id, email: 'not-an-email', travelers: 1 }),
      'email',
      WAITLIST_MESSAGES.email,
    );
    expect422(
      await join({ departure_id: d.id, email: 'x@example.com', travelers: 9 }),
      'travelers',
      WAITLIST_MESSAGES.travelers,
    );
    const extra = await join({ departure_id: d.id, email: 'x@example.com', travelers: 1, x: 1 });
    expect(extra.status).toBe(422);
    expect(extra.text).not.toMatch(/stack|sqlite|postgres|select /i);
  });

  it('limits joins per address like bookings', async () => {
    const d = await departure(1, 1);
    const answers = [];
    for (let i = 0; i <= config.bookingMaxPerMinute; i++) {
      answers.push(
        (await join({ departure_id: d.id, email: `r${i}@example.com`, travelers: 1 })).status,
      );
    }
    expect(answers.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('My Account and leaving', () => {
  it('lists the signed-in traveller’s places (joined signed in or with their e-mail)', async () => {
    const d = await departure(3, 3);
    const signedIn = await joined(d.id, 'other-address@example.com', 1, bilalToken);
    const e = await departure(3, 3);
    const byEmail = await joined(e.id, 'bilal@example.com', 2);
    await joined(e.id, 'stranger@example.com', 1);
    const res = await call(app, 'GET', '/api/my/waitlist', { token: bilalToken });
    expect(res.status).toBe(200);
    const ids = waitlistPlacesResponseSchema.parse(res.json).data.map((p) => p.id);
    expect(ids.sort()).toEqual([signedIn.id, byEmail.id].sort());
    expect((await call(app, 'GET', '/api/my/waitlist')).status).toBe(401);
    const row = await db
      .selectFrom('waitlist_entries')
      .select('user_id')
      .where('id', '=', signedIn.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(bilalId);
  });

  it('leaves from My Account; another traveller’s place is not found', async () => {
    const d = await departure(2, 2);
    const mine = await joined(d.id, 'bilal@example.com', 1, bilalToken);
    const theirs = await joined(d.id, 'someone@example.com', 1);
    const refused = await call(app, 'POST', `/api/my/waitlist/${theirs.id}/leave`, {
      token: bilalToken,
    });
    expect(refused.status).toBe(404);
    const res = await call(app, 'POST', `/api/my/waitlist/${mine.id}/leave`, {
      token: bilalToken,
    });
    expect(res.status, res.text).toBe(200);
    expect(waitlistPlaceResponseSchema.parse(res.json).data.status).toBe('left');
    // The next one moves up.
    const theirMail = (await mails()).find((m) => m.to === 'someone@example.com');
    expect((await placeByToken(theirMail!.token!)).position).toBe(1);
    const again = await call(app, 'POST', `/api/my/waitlist/${mine.id}/leave`, {
      token: bilalToken,
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: WAITLIST_MESSAGES.notLeavable });
  });

  it('leaves by the link in the mail; a made-up link is not found', async () => {
    const d = await departure(2, 2);
    await joined(d.id, 'guest-leaves@example.com', 1);
    const [mail] = await mails();
    const res = await call(app, 'POST', '/api/waitlist/leave', { json: { token: mail!.token } });
    expect(res.status, res.text).toBe(200);
    expect(waitlistPlaceResponseSchema.parse(res.json).data.status).toBe('left');
    // Leaving frees the e-mail to join again.
    await joined(d.id, 'guest-leaves@example.com', 1);
    const unknown = await call(app, 'POST', '/api/waitlist/place', {
      json: { token: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: WAITLIST_MESSAGES.linkInvalid });
  });
});

describe('offers', () => {
  it('a cancellation offers the seats to the first entry that fits, once, with two workers', async () => {
    const d = await departure(4, 4);
    const big = await joined(d.id, 'big@example.com', 3);
    const b = await joined(d.id, 'b@example.com', 2);
    const c = await joined(d.id, 'c@example.com', 2);
    await db.deleteFrom('mail_outbox').execute();
    await freeSeats(d.id, 2);
    // Two instances run the job at the same moment, each on its own connection.
    const made = await Promise.all([runJob(db), runJob(otherDb), runJob(db), runJob(otherDb)]);
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await offersTo()).toEqual(['b@example.com']);
    const [offer] = await mails();
    const offered = await placeByToken(offer!.token!);
    expect(offered).toMatchObject({ id: b.id, status: 'offered', position: null });
    expect(offered.offer_expires_at).toBe(new Date(clock().getTime() + 24 * HOUR).toISOString());
    expect(await held(d.id)).toEqual({
      seatsHeld: 2,
      holds: [{ seats: 2, waitlist_entry_id: b.id }],
    });
    // The three-seat group before B stays first in line; C waits behind it.
    const places = await Promise.all(
      [big, c].map(
        async (p) =>
          (
            await db
              .selectFrom('waitlist_entries')
              .select(['status'])
              .where('id', '=', p.id)
              .executeTakeFirstOrThrow()
          ).status,
      ),
    );
    expect(places).toEqual(['waiting', 'waiting']);
    // Nothing more to offer: later runs send nothing.
    await runJob(otherDb);
    expect(await offersTo()).toEqual(['b@example.com']);
  });

  it('a traveller cancelling through My Account offers the seats right away', async () => {
    const d = await departure(2, 0);
    const ayeshaToken = await registerAndLogin(app, {
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      password: 'ayesha-password',
    });
    const ayeshaId = await userIdOf(db, 'ayesha@example.com');
    const { reference } = await insertBooking(db, {
      userId: ayeshaId,
      tourId: k2.id,
      departureId: d.id,
      totalCents: 100_000,
      createdAt: clock().toISOString(),
      travelers: 2,
    });
    await db.updateTable('departures').set({ seats_booked: 2 }).where('id', '=', d.id).execute();
    await joined(d.id, 'waiting@example.com', 2);
    const res = await call(app, 'POST', `/api/my/bookings/${reference}/cancel`, {
      token: ayeshaToken,
      json: {},
    });
    expect(res.status, res.text).toBe(200);
    expect(await offersTo()).toEqual(['waiting@example.com']);
  });

  it('an offer not claimed in time passes the seats to the next entry that fits', async () => {
    await db
      .updateTable('settings')
      .set({ value: JSON.stringify({ ...(await paymentSettings()), waitlistOfferHours: 2 }) })
      .where('key', '=', 'payments')
      .execute();
    try {
      const d = await departure(2, 2);
      const b = await joined(d.id, 'b2@example.com', 2);
      const c = await joined(d.id, 'c2@example.com', 2);
      await freeSeats(d.id, 2);
      await runJob();
      const [offerToB] = (await mails()).filter((m) => m.kind === 'waitlist-offer');
      expect((await placeByToken(offerToB!.token!)).offer_expires_at).toBe(
        new Date(clock().getTime() + 2 * HOUR).toISOString(),
      );
      clock.advance(2 * HOUR - 1);
      await runJob();
      expect(await offersTo()).toEqual(['b2@example.com']);
      clock.advance(1);
      await Promise.all([runJob(db), runJob(otherDb)]);
      expect(await offersTo()).toEqual(['b2@example.com', 'c2@example.com']);
      expect((await placeByToken(offerToB!.token!)).status).toBe('expired');
      expect(await held(d.id)).toEqual({
        seatsHeld: 2,
        holds: [{ seats: 2, waitlist_entry_id: c.id }],
      });
      expect(b.id).not.toBe(c.id);
    } finally {
      await db
        .updateTable('settings')
        .set({ value: JSON.stringify({ ...(await paymentSettings()), waitlistOfferHours: 24 }) })
        .where('key', '=', 'payments')
        .execute();
    }
  });

  it('the operator raising capacity offers the new seats', async () => {
    const d = await departure(2, 2);
    await joined(d.id, 'more@example.com', 1);
    await db.updateTable('departures').set({ capacity: 3 }).where('id', '=', d.id).execute();
    await runJob();
    expect(await offersTo()).toEqual(['more@example.com']);
  });
});

async function paymentSettings(): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'payments')
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as Record<string, unknown>) : {};
}

describe('claiming', () => {
  async function offered(email: string): Promise<{ token: string; place: WaitlistPlace }> {
    const d = await departure(2, 2);
    await joined(d.id, email, 2);
    await freeSeats(d.id, 2);
    await runJob();
    const offer = (await mails()).find((m) => m.kind === 'waitlist-offer' && m.to === email);
    return { token: offer!.token!, place: await placeByToken(offer!.token!) };
  }

  it('in time: the booking page gets the departure, the travellers and the running hold', async () => {
    const { token, place } = await offered('claims@example.com');
    const res = await call(app, 'POST', '/api/waitlist/claim', { json: { token } });
    expect(res.status, res.text).toBe(200);
    const claim = waitlistClaimResponseSchema.parse(res.json).data;
    expect(claim).toMatchObject({
      tour_id: k2.id,
      departure_id: place.departure.id,
      travelers: 2,
      hold_expires_at: place.offer_expires_at,
    });
    expect((await placeByToken(token)).status).toBe('claimed');
    // Still two seats held, for this entry, under the token the claim gave.
    expect(await held(place.departure.id)).toEqual({
      seatsHeld: 2,
      holds: [{ seats: 2, waitlist_entry_id: place.id }],
    });
    // The link again (a closed tab): the same hold, under a fresh token.
    const again = await call(app, 'POST', '/api/waitlist/claim', { json: { token } });
    expect(again.status).toBe(200);
    const reissued = waitlistClaimResponseSchema.parse(again.json).data;
    expect(reissued.hold_token).not.toBe(claim.hold_token);
    expect(reissued.hold_expires_at).toBe(claim.hold_expires_at);
    expect((await held(place.departure.id)).seatsHeld).toBe(2);
  });

  it('after the offer ended: a clean refusal, and the seats go to the next entry', async () => {
    const { token, place } = await offered('late@example.com');
    await joined(place.departure.id, 'next@example.com', 1);
    clock.advance(24 * HOUR);
    const res = await call(app, 'POST', '/api/waitlist/claim', { json: { token } });
    expect(res.status).toBe(410);
    expect(res.json).toEqual({ message: WAITLIST_MESSAGES.offerExpired });
    expect((await placeByToken(token)).status).toBe('expired');
    expect(await offersTo()).toEqual(['late@example.com', 'next@example.com']);
    // The job later finds nothing more to do with it.
    await runJob();
    const these = ['late@example.com', 'next@example.com'];
    expect(await offersTo(these)).toEqual(these);
  });

  it('leaving an offer gives the seats to the next entry', async () => {
    const { token, place } = await offered('leaves-offer@example.com');
    await joined(place.departure.id, 'after@example.com', 2);
    const res = await call(app, 'POST', '/api/waitlist/leave', { json: { token } });
    expect(res.status, res.text).toBe(200);
    expect(await offersTo()).toEqual(['leaves-offer@example.com', 'after@example.com']);
  });

  it('a place that was never offered has nothing to claim', async () => {
    const d = await departure(1, 1);
    await joined(d.id, 'waits@example.com', 1);
    const [mail] = await mails();
    const res = await call(app, 'POST', '/api/waitlist/claim', { json: { token: mail!.token } });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ message: WAITLIST_MESSAGES.notOffered });
  });
});

describe('admin', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await login(app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  const admin = (method: string, url: string) => call(app, method, url, { token: adminToken });

  it('shows a departure’s line in order; travellers are refused', async () => {
    const d = await departure(2, 2);
    const first = await joined(d.id, 'line1@example.com', 2);
    const second = await joined(d.id, 'line2@example.com', 1);
    const res = await admin('GET', `/api/admin/departures/${d.id}/waitlist`);
    expect(res.status).toBe(200);
    const line = waitlistPlacesResponseSchema.parse(res.json).data;
    expect(line.map((p) => [p.email, p.status, p.position])).toEqual([
      ['line1@example.com', 'waiting', 1],
      ['line2@example.com', 'waiting', 2],
    ]);
    expect(first.id).toBeLessThan(second.id);
    expect(
      (await call(app, 'GET', `/api/admin/departures/${d.id}/waitlist`, { token: bilalToken }))
        .status,
    ).toBe(403);
    expect((await admin('GET', '/api/admin/departures/999999/waitlist')).status).toBe(404);
  });

  it('offers by hand (out of line) when the group fits, removes, and audits both', async () => {
    const d = await departure(3, 3);
    await joined(d.id, 'first-big@example.com', 3);
    const small = await joined(d.id, 'small@example.com', 1);
    const refused = await admin('POST', `/api/admin/waitlist/${small.id}/offer`);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: ADMIN_WAITLIST_MESSAGES.noSeats });
    await freeSeats(d.id, 1);
    const res = await admin('POST', `/api/admin/waitlist/${small.id}/offer`);
    expect(res.status, res.text).toBe(200);
    expect(waitlistPlaceResponseSchema.parse(res.json).data.status).toBe('offered');
    expect(await offersTo()).toEqual(['small@example.com']);
    const twice = await admin('POST', `/api/admin/waitlist/${small.id}/offer`);
    expect(twice.json).toEqual({ message: ADMIN_WAITLIST_MESSAGES.notWaiting });
    const removed = await admin('POST', `/api/admin/waitlist/${small.id}/remove`);
    expect(removed.status).toBe(200);
    expect(waitlistPlaceResponseSchema.parse(removed.json).data.status).toBe('left');
    expect((await held(d.id)).seatsHeld).toBe(0);
    const audit = await db
      .selectFrom('admin_audit')
      .select(['action', 'subject_type'])
      .where('subject_id', '=', small.id)
      .where('subject_type', '=', 'waitlist_entry')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['waitlist.offer', 'waitlist.remove']);
  });

  it('the dashboard’s demand: people waiting per sold-out departure', async () => {
    const d = await departure(2, 2);
    await joined(d.id, 'demand1@example.com', 3);
    await joined(d.id, 'demand2@example.com', 4);
    const res = await admin('GET', '/api/admin/waitlist/demand');
    expect(res.status).toBe(200);
    const demand = waitlistDemandResponseSchema.parse(res.json).data;
    expect(demand.find((row) => row.departure_id === d.id)).toMatchObject({
      tour_id: k2.id,
      entries: 2,
      travelers: 7,
      capacity: 2,
      seats_left: 0,
    });
    // Most people waiting first.
    const counts = demand.map((row) => row.travelers);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });
});
