import { sql, type Kysely } from 'kysely';
import { AVAILABILITY_MESSAGES, availabilityMessage, type Departure } from '../../contract';
import type { Database } from '../db/types';
import { ACTIVE_STATUSES } from '../waitlist/places';
import { listAllDepartures } from './tours';

/** A departure as stored, with whether anyone has booked it. */
export interface ExistingDeparture {
  id: number;
  start_date: string;
  capacity: number;
  seats_booked: number;
  /** Seats held for travelers checking out or claiming a waitlist offer (issue 19). */
  seats_held: number;
  /** Booking rows that point at it (cancelled ones too: they still reference the departure). */
  bookings: number;
  /** Waitlist places still waiting or offered. */
  waiting: number;
}

export interface RequestedDeparture {
  id?: number | null;
  start_date: string;
  capacity: number;
}

export interface AvailabilityPlan {
  remove: number[];
  update: Array<{ id: number; start_date: string; capacity: number; moved: boolean }>;
  insert: Array<{ start_date: string; capacity: number }>;
}

export type PlanResult =
  { ok: true; plan: AvailabilityPlan } | { ok: false; errors: Record<string, string[]> };

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2025-06-15' -> 'June 15, 2025' (SPEC 9: dates in US long format). */
function longDate(isoDay: string): string {
  return LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`));
}

const hasBookings = (d: ExistingDeparture) => d.seats_booked > 0 || d.bookings > 0;
/** Travelers checking out or waiting: the departure may not move or go while they are. */
const inUse = (d: ExistingDeparture) => d.seats_held > 0 || d.waiting > 0;

const DUPLICATE_DEPARTURE_MESSAGE = 'This departure is listed twice';

/**
 * Decides how the requested set replaces the stored one, or why it cannot (Laravel-style errors
 * keyed `availableDates.{i}.field`, or `availableDates` for a departure that was left out).
 * Rows without an id that name a stored date are that departure, so a client that does not
 * track ids cannot drop a booked departure by accident. A stored departure that has started may
 * stay as it is; new or changed rows must start after `today` (bookable dates start tomorrow).
 */
export function planAvailability(
  existing: readonly ExistingDeparture[],
  requested: readonly RequestedDeparture[],
  today: string,
): PlanResult {
  const errors: Record<string, string[]> = {};
  const addError = (key: string, message: string) => (errors[key] ??= []).push(message);
  const byId = new Map(existing.map((d) => [d.id, d]));
  const claimed = new Set<number>();

  requested.forEach((row, index) => {
    if (row.id == null) return;
    if (!byId.has(row.id)) addError(`availableDates.${index}.id`, AVAILABILITY_MESSAGES.id);
    else if (claimed.has(row.id))
      addError(`availableDates.${index}.id`, DUPLICATE_DEPARTURE_MESSAGE);
    else claimed.add(row.id);
  });
  const unclaimedByDate = new Map(
    existing.filter((d) => !claimed.has(d.id)).map((d) => [d.start_date, d]),
  );

  const plan: AvailabilityPlan = { remove: [], update: [], insert: [] };
  requested.forEach((row, index) => {
    const key = (field: string) => `availableDates.${index}.${field}`;
    const stored = row.id != null ? byId.get(row.id) : unclaimedByDate.get(row.start_date);
    if (row.id == null && stored) claimed.add(stored.id);
    if (row.id != null && !stored) return; // already reported
    if (!stored) {
      if (row.start_date <= today) addError(key('start_date'), AVAILABILITY_MESSAGES.future);
      else plan.insert.push({ start_date: row.start_date, capacity: row.capacity });
      return;
    }
    const moved = row.start_date !== stored.start_date;
    const changed = moved || row.capacity !== stored.capacity;
    if (!changed) return;
    let valid = true;
    if (moved && hasBookings(stored)) {
      addError(key('start_date'), availabilityMessage.moveBooked(longDate(stored.start_date)));
      valid = false;
    } else if (moved && inUse(stored)) {
      addError(key('start_date'), availabilityMessage.moveInUse(longDate(stored.start_date)));
      valid = false;
    } else if (row.start_date <= today) {
      addError(key('start_date'), AVAILABILITY_MESSAGES.future);
      valid = false;
    }
    if (row.capacity < stored.seats_booked) {
      addError(
        key('capacity'),
        availabilityMessage.belowBooked(longDate(stored.start_date), stored.seats_booked),
      );
      valid = false;
    } else if (row.capacity < stored.seats_booked + stored.seats_held) {
      addError(
        key('capacity'),
        availabilityMessage.belowHeld(
          longDate(stored.start_date),
          stored.seats_booked,
          stored.seats_held,
        ),
      );
      valid = false;
    }
    if (valid)
      plan.update.push({
        id: stored.id,
        start_date: row.start_date,
        capacity: row.capacity,
        moved,
      });
  });

  for (const departure of existing) {
    if (claimed.has(departure.id)) continue;
    if (hasBookings(departure)) {
      addError('availableDates', availabilityMessage.removeBooked(longDate(departure.start_date)));
    } else if (inUse(departure)) {
      addError('availableDates', availabilityMessage.removeInUse(longDate(departure.start_date)));
    } else plan.remove.push(departure.id);
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, plan };
}

export async function loadExistingDepartures(
  db: Kysely<Database>,
  tourId: number,
): Promise<ExistingDeparture[]> {
  const rows = await db
    .selectFrom('departures')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('bookings')
          .select((b) => ['departure_id', b.fn.countAll<number>().as('bookings')])
          .groupBy('departure_id')
          .as('booking_counts'),
      (join) => join.onRef('booking_counts.departure_id', '=', 'departures.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('waitlist_entries')
          .select((w) => ['departure_id', w.fn.countAll<number>().as('waiting')])
          .where('status', 'in', ACTIVE_STATUSES)
          .groupBy('departure_id')
          .as('waitlist_counts'),
      (join) => join.onRef('waitlist_counts.departure_id', '=', 'departures.id'),
    )
    .select([
      'departures.id',
      'departures.start_date',
      'departures.capacity',
      'departures.seats_booked',
      'departures.seats_held',
      'booking_counts.bookings',
      'waitlist_counts.waiting',
    ])
    .where('departures.tour_id', '=', tourId)
    .execute();
  return rows.map((row) => ({
    ...row,
    bookings: Number(row.bookings ?? 0),
    waiting: Number(row.waiting ?? 0),
  }));
}

/** A booking landed between planning and writing; the admin reloads and tries again. */
export class DeparturesChangedError extends Error {
  constructor() {
    super('Bookings changed while the departures were being saved. Reload them and try again.');
  }
}

/**
 * Writes a plan in one transaction. Each write re-checks the booking rule in its WHERE clause,
 * so a booking committed after planning makes it throw DeparturesChangedError (nothing is kept).
 */
export function applyAvailability(
  db: Kysely<Database>,
  tourId: number,
  plan: AvailabilityPlan,
): Promise<Departure[]> {
  return db.transaction().execute(async (trx) => {
    const noBookings = sql<boolean>`not exists (select 1 from bookings where bookings.departure_id = departures.id)`;
    // Nobody checking out or on the waitlist (a hold or a place taken after planning refuses).
    const notInUse = sql<boolean>`departures.seats_held = 0 and not exists (select 1 from waitlist_entries where waitlist_entries.departure_id = departures.id and waitlist_entries.status in (${sql.join(ACTIVE_STATUSES)}))`;
    if (plan.remove.length > 0) {
      const removed = await trx
        .deleteFrom('departures')
        .where('tour_id', '=', tourId)
        .where('id', 'in', plan.remove)
        .where('seats_booked', '=', 0)
        .where(noBookings)
        .where(notInUse)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) !== plan.remove.length) throw new DeparturesChangedError();
    }
    // Moved dates first go to a placeholder, so swapping two dates never trips the unique key.
    for (const row of plan.update.filter((u) => u.moved)) {
      await trx
        .updateTable('departures')
        .set({ start_date: `moving-${row.id}` })
        .where('id', '=', row.id)
        .execute();
    }
    for (const row of plan.update) {
      let query = trx
        .updateTable('departures')
        .set({ start_date: row.start_date, capacity: row.capacity })
        .where('id', '=', row.id)
        .where('tour_id', '=', tourId)
        .where((eb) => eb(eb('seats_booked', '+', eb.ref('seats_held')), '<=', row.capacity));
      if (row.moved) query = query.where('seats_booked', '=', 0).where(noBookings).where(notInUse);
      const updated = await query.executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new DeparturesChangedError();
    }
    if (plan.insert.length > 0) {
      await trx
        .insertInto('departures')
        .values(plan.insert.map((row) => ({ tour_id: tourId, ...row, seats_booked: 0 })))
        .execute();
    }
    return listAllDepartures(trx, tourId);
  });
}
