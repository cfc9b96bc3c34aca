import { describe, expect, it } from 'vitest';
import { addDays } from '../../server/catalog/dates';
import { placeHold, releaseHold, seatsLeft, sweepExpiredHolds } from '../../server/holds/holds';
import { FIXED_NOW } from './harness';
import { useTestServer } from '../support/server-fixtures';

/*
 * The seat-hold core (server/holds/holds.ts) on the file's database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): holds never exceed capacity, expiry frees seats exactly once.
 */

const t = useTestServer();
const MINUTE = 60_000;
const later = (minutes: number) => new Date(FIXED_NOW.getTime() + minutes * MINUTE);

let dayCounter = 0;
async function addDeparture(options: { capacity?: number; booked?: number } = {}) {
  const tour = await t.db.selectFrom('tours').select('id').executeTakeFirstOrThrow();
  return t.db
    .insertInto('departures')
    .values({
      tour_id: tour.id,
      start_date: addDays('2029-01-01', dayCounter++),
      capacity: options.capacity ?? 10,
      seats_booked: options.booked ?? 0,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

async function counters(departureId: number) {
  const row = await t.db
    .selectFrom('departures')
    .select(['seats_booked', 'seats_held'])
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow();
  const holds = await t.db
    .selectFrom('seat_holds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seats'), eb.lit(0)).as('seats'))
    .where('departure_id', '=', departureId)
    .executeTakeFirstOrThrow();
  return { booked: row.seats_booked, held: row.seats_held, holdRows: Number(holds.seats) };
}

const hold = (departureId: number, seats: number, minutes = 15, now = FIXED_NOW) =>
  placeHold(t.db, { departureId, seats, expiresAt: later(minutes), now });

describe('placing holds', () => {
  it('holds seats, counts them as taken and gives a token whose hash alone is stored', async () => {
    const d = await addDeparture({ capacity: 6, booked: 2 });
    const placed = await hold(d.id, 3);
    expect(placed).not.toBeNull();
    expect(placed?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(placed?.expiresAt).toBe(later(15).toISOString());
    expect(await seatsLeft(t.db, d.id)).toBe(1);
    expect(await counters(d.id)).toEqual({ booked: 2, held: 3, holdRows: 3 });
    const stored = await t.db
      .selectFrom('seat_holds')
      .selectAll()
      .where('departure_id', '=', d.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(placed?.token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a hold bigger than the seats left (null), holding nothing', async () => {
    const d = await addDeparture({ capacity: 4, booked: 2 });
    expect(await hold(d.id, 3)).toBeNull();
    expect(await counters(d.id)).toEqual({ booked: 2, held: 0, holdRows: 0 });
    expect(await hold(d.id, 2)).not.toBeNull();
    expect(await hold(d.id, 1)).toBeNull();
    expect(await seatsLeft(t.db, d.id)).toBe(0);
  });

  it('answers null for a departure that does not exist', async () => {
    expect(await hold(999_999, 1)).toBeNull();
    expect(await seatsLeft(t.db, 999_999)).toBe(0);
  });

  it('twelve parallel holds for the last 5 seats never exceed capacity', async () => {
    const d = await addDeparture({ capacity: 9, booked: 4 });
    const sizes = [1, 2, 1, 3, 1, 1, 2, 1, 1, 1, 2, 1];
    const results = await Promise.all(sizes.map((seats) => hold(d.id, seats)));
    const heldSeats = results.reduce((sum, r, i) => sum + (r ? (sizes[i] ?? 0) : 0), 0);
    expect(heldSeats).toBeLessThanOrEqual(5);
    const c = await counters(d.id);
    expect(c.held).toBe(heldSeats);
    expect(c.holdRows).toBe(heldSeats);
    expect(c.booked + c.held).toBeLessThanOrEqual(9);
    // Whatever is left over is too small for every refused hold.
    results.forEach((r, i) => {
      if (!r) expect(sizes[i]).toBeGreaterThan(5 - heldSeats);
    });
  });

  it('an expired checkout hold does not block a new hold, and is freed by it', async () => {
    const d = await addDeparture({ capacity: 3 });
    expect(await hold(d.id, 3, 15)).not.toBeNull();
    expect(await hold(d.id, 1, 15, later(14))).toBeNull();
    const next = await hold(d.id, 2, 30, later(15));
    expect(next).not.toBeNull();
    expect(await counters(d.id)).toEqual({ booked: 0, held: 2, holdRows: 2 });
  });

  it("an expired waitlist offer's hold is left to the sweeper, which reports it", async () => {
    const d = await addDeparture({ capacity: 2 });
    await placeHold(t.db, {
      departureId: d.id,
      seats: 2,
      expiresAt: later(10),
      waitlistEntryId: 77,
      now: FIXED_NOW,
    });
    expect(await hold(d.id, 1, 30, later(11))).toBeNull();
    const freed = await sweepExpiredHolds(t.db, later(11));
    expect(freed.filter((f) => f.departureId === d.id)).toEqual([
      expect.objectContaining({ departureId: d.id, seats: 2, waitlistEntryId: 77 }),
    ]);
    expect(await hold(d.id, 1, 30, later(11))).not.toBeNull();
  });
});

describe('releasing and sweeping', () => {
  it('a release frees the seats exactly once, however often it is called', async () => {
    const d = await addDeparture({ capacity: 5 });
    const placed = await hold(d.id, 4);
    const other = await hold(d.id, 1);
    if (!placed || !other) throw new Error('holds expected');
    const results = await Promise.all([
      releaseHold(t.db, placed.holdId),
      releaseHold(t.db, placed.holdId),
      releaseHold(t.db, placed.holdId),
    ]);
    expect(results.filter((r) => r !== null)).toEqual([
      { holdId: placed.holdId, departureId: d.id, seats: 4, waitlistEntryId: null },
    ]);
    expect(await releaseHold(t.db, placed.holdId)).toBeNull();
    expect(await counters(d.id)).toEqual({ booked: 0, held: 1, holdRows: 1 });
  });

  it('two sweepers at once free every expired hold exactly once, and leave the others', async () => {
    const a = await addDeparture({ capacity: 10 });
    const b = await addDeparture({ capacity: 10 });
    const expiring = [
      await hold(a.id, 2, 5),
      await hold(a.id, 3, 6),
      await hold(b.id, 1, 5),
      await hold(b.id, 4, 7),
    ];
    const staying = await hold(a.id, 1, 60);
    const at = later(10);
    const [first, second] = await Promise.all([
      sweepExpiredHolds(t.db, at),
      sweepExpiredHolds(t.db, at),
    ]);
    const freedIds = [...(first ?? []), ...(second ?? [])]
      .filter((f) => f.departureId === a.id || f.departureId === b.id)
      .map((f) => f.holdId)
      .sort((x, y) => x - y);
    expect(freedIds).toEqual(expiring.map((h) => h?.holdId).sort((x, y) => (x ?? 0) - (y ?? 0)));
    expect(await counters(a.id)).toEqual({ booked: 0, held: 1, holdRows: 1 });
    expect(await counters(b.id)).toEqual({ booked: 0, held: 0, holdRows: 0 });
    expect(await sweepExpiredHolds(t.db, at)).toEqual([]);
    expect(staying).not.toBeNull();
  });
});
