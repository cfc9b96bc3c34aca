import type { Kysely } from 'kysely';
import type { WaitlistDemand, WaitlistPlace } from '../../contract/waitlist';
import { recordAudit } from '../admin-data/audit';
import { isoDate } from '../catalog/dates';
import type { Database } from '../db/types';
import { seatsLeftSql } from '../holds/holds';
import type { MailEnv } from '../mail/messages';
import { leaveEntry, offerEntry, type LeaveOutcome } from './offers';
import { findEntry, toPlace, toPlaces } from './places';

/*
 * The operator's side of the waitlist (issue 19): a departure's line, offering seats to an entry
 * by hand, removing an entry, and the demand on sold-out departures for the dashboard. Every
 * change is audited in its own transaction (server/admin-data/audit.ts).
 */

/** A departure's waitlist in line order (every status), or null when there is no departure. */
export async function departureWaitlist(
  db: Kysely<Database>,
  departureId: number,
): Promise<WaitlistPlace[] | null> {
  const departure = await db
    .selectFrom('departures')
    .select('id')
    .where('id', '=', departureId)
    .executeTakeFirst();
  if (!departure) return null;
  const rows = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('departure_id', '=', departureId)
    .execute();
  return toPlaces(
    db,
    rows.map((row) => row.id),
    'line',
  );
}

export type AdminOfferOutcome =
  | { kind: 'offered'; place: WaitlistPlace }
  | { kind: 'notFound' }
  | { kind: 'notWaiting' }
  | { kind: 'noSeats' };

/**
 * The operator offers the seats to this entry now, whatever its place in line (the same offer:
 * hold, mail, expiry), when its group fits in the seats left.
 */
export async function offerByHand(
  db: Kysely<Database>,
  entryId: number,
  actorId: number,
  env: MailEnv,
): Promise<AdminOfferOutcome> {
  const entry = await findEntry(db, { id: entryId });
  if (!entry) return { kind: 'notFound' };
  if (entry.status !== 'waiting') return { kind: 'notWaiting' };
  const offered = await offerEntry(db, entry, env, (trx) =>
    recordAudit(trx, {
      actorId,
      action: 'waitlist.offer',
      subjectType: 'waitlist_entry',
      subjectId: entry.id,
      detail: { departureId: entry.departure_id, email: entry.email, travelers: entry.travelers },
      at: env.now,
    }),
  );
  if (offered) return { kind: 'offered', place: await toPlace(db, entry.id) };
  const now = await findEntry(db, { id: entryId });
  return now?.status === 'waiting' ? { kind: 'noSeats' } : { kind: 'notWaiting' };
}

/** The operator removes an entry (waiting or offered: an offer's seats pass on). */
export async function removeByHand(
  db: Kysely<Database>,
  entryId: number,
  actorId: number,
  env: MailEnv,
): Promise<LeaveOutcome | { kind: 'notFound' }> {
  const entry = await findEntry(db, { id: entryId });
  if (!entry) return { kind: 'notFound' };
  return leaveEntry(db, entry, env, (trx) =>
    recordAudit(trx, {
      actorId,
      action: 'waitlist.remove',
      subjectType: 'waitlist_entry',
      subjectId: entry.id,
      detail: { departureId: entry.departure_id, email: entry.email, from: entry.status },
      at: env.now,
    }),
  );
}

/** Future departures with people waiting, most travellers waiting first (the dashboard's demand). */
export async function waitlistDemand(db: Kysely<Database>, now: Date): Promise<WaitlistDemand[]> {
  const rows = await db
    .selectFrom('waitlist_entries')
    .innerJoin('departures', 'departures.id', 'waitlist_entries.departure_id')
    .innerJoin('tours', 'tours.id', 'departures.tour_id')
    .select([
      'departures.id as departure_id',
      'departures.start_date',
      'departures.capacity',
      'tours.id as tour_id',
      'tours.title as tour_title',
    ])
    .select((eb) => [
      eb.fn.countAll<number>().as('entries'),
      eb.fn.sum<number>('waitlist_entries.travelers').as('travelers'),
      eb.fn.max(seatsLeftSql()).as('seats_left'),
    ])
    .where('waitlist_entries.status', '=', 'waiting')
    .where('departures.start_date', '>', isoDate(now))
    .groupBy([
      'departures.id',
      'departures.start_date',
      'departures.capacity',
      'tours.id',
      'tours.title',
    ])
    .orderBy('travelers', 'desc')
    .orderBy('departures.start_date')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    departure_id: row.departure_id,
    tour_id: row.tour_id,
    tour_title: row.tour_title,
    start_date: row.start_date,
    capacity: row.capacity,
    seats_left: Math.max(0, Number(row.seats_left)),
    entries: Number(row.entries),
    travelers: Number(row.travelers),
  }));
}
