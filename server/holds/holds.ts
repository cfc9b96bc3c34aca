import { sql, type Kysely, type Transaction } from 'kysely';
import { generateToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/types';

/*
 * Seats held during checkout (issue 19) and for waitlist offers.
 *
 * A hold is a row of seat_holds whose seats are counted in its departure's `seats_held`, a counter
 * kept exactly like `seats_booked`: every statement that writes or deletes a hold row changes the
 * counter in the same transaction. Seats left are therefore capacity - seats_booked - seats_held,
 * and taking seats (a hold or a booking) stays ONE conditional UPDATE of the departure row
 * (`seats_booked + seats_held + n <= capacity`): PostgreSQL re-checks the condition on the locked
 * row, SQLite runs one writer at a time, so nothing can exceed capacity on either.
 *
 * Lock order, so two writers never wait on each other in a cycle: the departure row first (an
 * UPDATE of it), then its hold rows. Everything here follows it, and so does the sweeper.
 *
 * Expired holds that no sweep has deleted yet must not block a booking: whoever takes seats on a
 * departure first frees that departure's expired checkout holds in the same transaction
 * (`takeSeatsOn` / `placeHold` do it). Expired holds of a waitlist offer are left to
 * `sweepExpiredHolds` (the scheduler's job), the one place that reports them, so the waitlist
 * learns of each exactly once; they block their seats at most one sweep interval longer.
 */

type Db = Kysely<Database>;

/** A hold deleted by a sweep, a release or a booking: its seats are no longer held. */
export interface FreedHold {
  holdId: number;
  departureId: number;
  seats: number;
  waitlistEntryId: number | null;
}

export interface PlaceHoldInput {
  departureId: number;
  seats: number;
  expiresAt: Date;
  userId?: number | null;
  waitlistEntryId?: number | null;
  /** When the hold is placed (created_at, and which holds count as expired). Default: now. */
  now?: Date;
}

export interface PlacedHold {
  holdId: number;
  /** Given to the holder once; only its SHA-256 is stored. */
  token: string;
  /** ISO timestamp. */
  expiresAt: string;
}

/** Runs `work` in `db` if it is a transaction already, else in a new one. */
function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction
    ? work(db as Transaction<Database>)
    : db.transaction().execute((trx) => work(trx));
}

/** Takes the departure row's lock (a no-op UPDATE); false when there is no such departure. */
async function lockDeparture(trx: Db, departureId: number): Promise<boolean> {
  const result = await trx
    .updateTable('departures')
    .set({ seats_held: sql<number>`seats_held` })
    .where('id', '=', departureId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the seats of deleted holds back, one UPDATE per departure. */
async function unholdSeats(trx: Db, freed: readonly FreedHold[]): Promise<void> {
  const perDeparture = new Map<number, number>();
  for (const hold of freed) {
    perDeparture.set(hold.departureId, (perDeparture.get(hold.departureId) ?? 0) + hold.seats);
  }
  for (const [departureId, seats] of [...perDeparture].sort(([a], [b]) => a - b)) {
    await trx
      .updateTable('departures')
      .set((eb) => ({ seats_held: eb('seats_held', '-', seats) }))
      .where('id', '=', departureId)
      .execute();
  }
}

const freedColumns = ['id', 'departure_id', 'seats', 'waitlist_entry_id'] as const;

function toFreed(row: {
  id: number;
  departure_id: number;
  seats: number;
  waitlist_entry_id: number | null;
}): FreedHold {
  return {
    holdId: row.id,
    departureId: row.departure_id,
    seats: row.seats,
    waitlistEntryId: row.waitlist_entry_id,
  };
}

/**
 * Frees the departure's expired checkout holds (not waitlist offers: see above). Call with the
 * departure row locked, in the transaction that is about to take seats on it.
 */
async function freeExpiredCheckoutHolds(
  trx: Db,
  departureId: number,
  now: Date,
): Promise<FreedHold[]> {
  const rows = await trx
    .deleteFrom('seat_holds')
    .where('departure_id', '=', departureId)
    .where('expires_at', '<=', now.toISOString())
    .where('waitlist_entry_id', 'is', null)
    .returning(freedColumns)
    .execute();
  const freed = rows.map(toFreed);
  await unholdSeats(trx, freed);
  return freed;
}

/**
 * Locks the departure and frees its expired checkout holds: what a transaction does before it
 * takes seats on the departure with `seats_booked + seats_held + n <= capacity`. False when the
 * departure does not exist.
 */
export async function prepareToTakeSeats(
  trx: Transaction<Database>,
  departureId: number,
  now: Date,
): Promise<boolean> {
  if (!(await lockDeparture(trx, departureId))) return false;
  await freeExpiredCheckoutHolds(trx, departureId, now);
  return true;
}

/**
 * Holds `seats` on a departure until `expiresAt`, or null when there are not enough seats left
 * (or no such departure). Runs in `trx` when it is a transaction, else in its own.
 */
export async function placeHold(trx: Db, input: PlaceHoldInput): Promise<PlacedHold | null> {
  const now = input.now ?? new Date();
  return inTransaction(trx, async (t) => {
    if (!(await prepareToTakeSeats(t, input.departureId, now))) return null;
    const taken = await t
      .updateTable('departures')
      .set((eb) => ({ seats_held: eb('seats_held', '+', input.seats) }))
      .where('id', '=', input.departureId)
      .where((eb) =>
        eb(
          eb(eb('seats_booked', '+', eb.ref('seats_held')), '+', input.seats),
          '<=',
          eb.ref('capacity'),
        ),
      )
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return null;

    const token = generateToken();
    const expiresAt = input.expiresAt.toISOString();
    const inserted = await t
      .insertInto('seat_holds')
      .values({
        departure_id: input.departureId,
        seats: input.seats,
        token_hash: hashToken(token),
        user_id: input.userId ?? null,
        waitlist_entry_id: input.waitlistEntryId ?? null,
        expires_at: expiresAt,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { holdId: inserted.id, token, expiresAt };
  });
}

/** The hold a token was given for (expired or not), or undefined. */
export async function findHoldByToken(
  db: Db,
  token: string,
): Promise<
  | {
      holdId: number;
      departureId: number;
      seats: number;
      waitlistEntryId: number | null;
      userId: number | null;
      expiresAt: string;
    }
  | undefined
> {
  const row = await db
    .selectFrom('seat_holds')
    .select(['id', 'departure_id', 'seats', 'waitlist_entry_id', 'user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row
    ? {
        ...toFreed(row),
        userId: row.user_id,
        expiresAt: row.expires_at,
      }
    : undefined;
}

/** Deletes one hold (by id) and gives its seats back; the departure must already be locked. */
async function deleteHold(trx: Db, holdId: number): Promise<FreedHold | null> {
  const row = await trx
    .deleteFrom('seat_holds')
    .where('id', '=', holdId)
    .returning(freedColumns)
    .executeTakeFirst();
  if (!row) return null;
  const freed = toFreed(row);
  await unholdSeats(trx, [freed]);
  return freed;
}

/**
 * Releases a hold: its seats are free again. Idempotent: the seats are given back exactly once,
 * by the one call that deleted the row; later calls (or a hold already swept or consumed) return
 * null.
 */
export async function releaseHold(trx: Db, holdId: number): Promise<FreedHold | null> {
  const hold = await trx
    .selectFrom('seat_holds')
    .select('departure_id')
    .where('id', '=', holdId)
    .executeTakeFirst();
  if (!hold) return null;
  return inTransaction(trx, async (t) => {
    await lockDeparture(t, hold.departure_id);
    return deleteHold(t, holdId);
  });
}

/** Releases the hold a token was given for (see releaseHold); null when there is none. */
export async function releaseHoldByToken(db: Db, token: string): Promise<FreedHold | null> {
  const hold = await findHoldByToken(db, token);
  return hold ? releaseHold(db, hold.holdId) : null;
}

/**
 * In a booking's transaction, after `prepareToTakeSeats` locked the departure: removes the
 * caller's hold on this departure (if the token names one) so its seats count as free for the
 * conditional UPDATE that books them: seats_held -= n now, seats_booked += n by that UPDATE, with
 * no window in which another request could take them and no double counting. A hold on another
 * departure is left alone; an expired waitlist offer is left to the sweeper (its seats then go to
 * the next entry). Returns the hold used, or null.
 */
export async function useHoldForBooking(
  trx: Transaction<Database>,
  input: { token: string; departureId: number; now: Date },
): Promise<FreedHold | null> {
  const row = await trx
    .selectFrom('seat_holds')
    .select(['id', 'expires_at', 'waitlist_entry_id'])
    .where('token_hash', '=', hashToken(input.token))
    .where('departure_id', '=', input.departureId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.waitlist_entry_id !== null && row.expires_at <= input.now.toISOString()) return null;
  return deleteHold(trx, row.id);
}

/**
 * Deletes every hold expired at `now` and gives its seats back, departure by departure (each in
 * its own transaction, departure row locked first). Returns the holds freed. Two instances
 * sweeping at once each free different holds: the second waits on the departure's lock and then
 * finds the rows gone, so every hold is freed (and reported) exactly once.
 */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<FreedHold[]> {
  const cutoff = now.toISOString();
  const departures = await db
    .selectFrom('seat_holds')
    .select('departure_id')
    .distinct()
    .where('expires_at', '<=', cutoff)
    .orderBy('departure_id')
    .execute();
  const freed: FreedHold[] = [];
  for (const { departure_id: departureId } of departures) {
    const batch = await db.transaction().execute(async (trx) => {
      await lockDeparture(trx, departureId);
      const rows = await trx
        .deleteFrom('seat_holds')
        .where('departure_id', '=', departureId)
        .where('expires_at', '<=', cutoff)
        .returning(freedColumns)
        .execute();
      const batchFreed = rows.map(toFreed);
      await unholdSeats(trx, batchFreed);
      return batchFreed;
    });
    freed.push(...batch);
  }
  return freed;
}

/**
 * The SQL expression of seats left on a departure row, for queries that select or filter on it:
 * capacity - seats_booked - seats_held. (Not floored: compare it, or floor it in code.)
 */
export const seatsLeftSql = (table = 'departures') =>
  sql<number>`${sql.ref(`${table}.capacity`)} - ${sql.ref(`${table}.seats_booked`)} - ${sql.ref(`${table}.seats_held`)}`;

/** Seats left on a row read with capacity, seats_booked and seats_held (floor 0). */
export function seatsLeftOf(row: {
  capacity: number;
  seats_booked: number;
  seats_held: number;
}): number {
  return Math.max(0, row.capacity - row.seats_booked - row.seats_held);
}

/** Seats a new hold or booking could take on a departure now (0 when there is no such one). */
export async function seatsLeft(db: Db, departureId: number): Promise<number> {
  const row = await db
    .selectFrom('departures')
    .select(['capacity', 'seats_booked', 'seats_held'])
    .where('id', '=', departureId)
    .executeTakeFirst();
  return row ? seatsLeftOf(row) : 0;
}
