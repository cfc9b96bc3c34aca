import type { Kysely, Transaction } from 'kysely';
import { transition } from 'xstate';
import type { WaitlistPlace, WaitlistStatus } from '../../contract/waitlist';
// Issue 19 asks for the offer statechart to decide the server's transitions too: the one machine
// the server imports (pure, no I/O; it imports only xstate and contract/).
// eslint-disable-next-line no-restricted-imports
import {
  resolveWaitlistEntry,
  waitlistOfferMachine,
  type WaitlistOfferEvent,
} from '../../machines/waitlist-offer-machine';
import { generateToken, hashToken } from '../auth/tokens';
import { isoDate } from '../catalog/dates';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/types';
import type { MailEnv } from '../mail/messages';
import { queueTemplate } from '../mail/compose';
import { waitlistJoined, type WaitlistMailData } from '../mail/templates/waitlist';
import { seatsLeft } from '../holds/holds';

type Db = Kysely<Database> | Transaction<Database>;

/** A stored entry as the lifecycle machine and the answers need it. */
export interface EntryRow {
  id: number;
  departure_id: number;
  user_id: number | null;
  email: string;
  travelers: number;
  status: WaitlistStatus;
  offered_at: string | null;
  offer_expires_at: string | null;
  hold_id: number | null;
  created_at: string;
}

/** The columns of an `EntryRow`. */
export const ENTRY_COLUMNS = [
  'waitlist_entries.id',
  'waitlist_entries.departure_id',
  'waitlist_entries.user_id',
  'waitlist_entries.email',
  'waitlist_entries.travelers',
  'waitlist_entries.status',
  'waitlist_entries.offered_at',
  'waitlist_entries.offer_expires_at',
  'waitlist_entries.hold_id',
  'waitlist_entries.created_at',
] as const;

/** Active places hold a place in line: waiting, or offered with seats held. */
export const ACTIVE_STATUSES: readonly WaitlistStatus[] = ['waiting', 'offered'];

/**
 * What `event` does to a stored entry, decided by machines/waitlist-offer-machine.ts: the new
 * status, or null when the machine takes no transition (the event does not apply).
 */
export function nextStatus(entry: EntryRow, event: WaitlistOfferEvent): WaitlistStatus | null {
  const snapshot = resolveWaitlistEntry({
    status: entry.status,
    offeredAt: entry.offered_at,
    offerExpiresAt: entry.offer_expires_at,
  });
  const [next] = transition(waitlistOfferMachine, snapshot, event);
  const value = next.value as WaitlistStatus;
  return value === entry.status ? null : value;
}

/**
 * Moves an entry to `to` only if it is still in the status it was read in: of two workers (or
 * a worker and the traveller) acting on the same entry, exactly one changes it.
 */
export async function moveEntry(
  trx: Db,
  entry: EntryRow,
  to: WaitlistStatus,
  now: Date,
  set: {
    offered_at?: string;
    offer_expires_at?: string;
    offer_token_hash?: string;
    hold_id?: number | null;
  } = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('waitlist_entries')
    .set({ status: to, updated_at: now.toISOString(), ...set })
    .where('id', '=', entry.id)
    .where('status', '=', entry.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findEntry(db: Db, where: { id: number } | { tokenHash: string }) {
  let query = db.selectFrom('waitlist_entries').select(ENTRY_COLUMNS);
  query =
    'id' in where
      ? query.where('waitlist_entries.id', '=', where.id)
      : query.where((eb) =>
          eb.or([
            eb('waitlist_entries.manage_token_hash', '=', where.tokenHash),
            eb('waitlist_entries.offer_token_hash', '=', where.tokenHash),
          ]),
        );
  return (await query.executeTakeFirst()) as EntryRow | undefined;
}

/** Entries as the traveller sees them: with the tour, the date and the place in line. */
export async function toPlaces(
  db: Db,
  ids: readonly number[],
  order: 'newest' | 'line' = 'newest',
): Promise<WaitlistPlace[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('waitlist_entries')
    .innerJoin('departures', 'departures.id', 'waitlist_entries.departure_id')
    .innerJoin('tours', 'tours.id', 'departures.tour_id')
    .select(ENTRY_COLUMNS)
    .select([
      'departures.start_date',
      'tours.id as tour_id',
      'tours.title as tour_title',
      'tours.slug as tour_slug',
    ])
    .select((eb) =>
      eb
        .selectFrom('waitlist_entries as ahead')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('ahead.departure_id', '=', 'waitlist_entries.departure_id')
        .where('ahead.status', '=', 'waiting')
        .whereRef('ahead.id', '<=', 'waitlist_entries.id')
        .as('position'),
    )
    .where('waitlist_entries.id', 'in', ids)
    .orderBy('waitlist_entries.id', order === 'newest' ? 'desc' : 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    email: row.email,
    travelers: row.travelers,
    position: row.status === 'waiting' ? Number(row.position) : null,
    joined_at: row.created_at,
    offered_at: row.offered_at,
    offer_expires_at: row.offer_expires_at,
    tour: { id: row.tour_id, title: row.tour_title, slug: row.tour_slug },
    departure: { id: row.departure_id, start_date: row.start_date },
  }));
}

export async function toPlace(db: Db, id: number): Promise<WaitlistPlace> {
  const [place] = await toPlaces(db, [id]);
  if (!place) throw new Error(`waitlist entry ${id} is gone`);
  return place;
}

/** The link in every waitlist mail: the place, to see it and leave it. */
export const placeLink = (siteUrl: string, token: string) =>
  `${siteUrl}/manage-booking?waitlist=${encodeURIComponent(token)}`;

/** What a waitlist mail says about the entry's tour and date. */
export async function mailData(db: Db, entry: EntryRow, link: string): Promise<WaitlistMailData> {
  const row = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tour_id')
    .select(['tours.title', 'departures.start_date'])
    .where('departures.id', '=', entry.departure_id)
    .executeTakeFirstOrThrow();
  return {
    tourTitle: row.title,
    startDate: row.start_date,
    travelers: entry.travelers,
    placeLink: link,
  };
}

export type JoinOutcome =
  | { kind: 'joined'; place: WaitlistPlace }
  | { kind: 'noDeparture' }
  | { kind: 'notFull' }
  | { kind: 'duplicate' };

/**
 * Joins a departure's waitlist: only a future departure of an active tour with fewer seats free
 * than the group needs, one active place per e-mail. The place and its confirmation mail (with
 * the link to see and leave it) are written in one transaction; the partial unique index turns
 * two joins at once into one place and a duplicate.
 */
export async function joinWaitlist(
  db: Kysely<Database>,
  request: { departureId: number; email: string; travelers: number; userId: number | null },
  env: MailEnv,
): Promise<JoinOutcome> {
  const email = request.email.trim().toLowerCase();
  const today = isoDate(env.now);
  try {
    return await db.transaction().execute(async (trx): Promise<JoinOutcome> => {
      const departure = await trx
        .selectFrom('departures')
        .innerJoin('tours', 'tours.id', 'departures.tour_id')
        .select(['departures.id', 'departures.start_date', 'tours.status'])
        .where('departures.id', '=', request.departureId)
        .executeTakeFirst();
      if (!departure || departure.status !== 'Active' || departure.start_date <= today) {
        return { kind: 'noDeparture' };
      }
      if ((await seatsLeft(trx, departure.id)) >= request.travelers) return { kind: 'notFull' };
      const existing = await trx
        .selectFrom('waitlist_entries')
        .select('id')
        .where('departure_id', '=', departure.id)
        .where('email', '=', email)
        .where('status', 'in', ACTIVE_STATUSES)
        .executeTakeFirst();
      if (existing) return { kind: 'duplicate' };
      const token = generateToken();
      const at = env.now.toISOString();
      const inserted = await trx
        .insertInto('waitlist_entries')
        .values({
          departure_id: departure.id,
          user_id: request.userId,
          email,
          travelers: request.travelers,
          status: 'waiting',
          manage_token_hash: hashToken(token),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const entry = await findEntry(trx, { id: inserted.id });
      const data = await mailData(trx, entry!, placeLink(env.siteUrl, token));
      await queueTemplate(trx, waitlistJoined, data, {
        to: email,
        siteUrl: env.siteUrl,
        now: env.now,
      });
      return { kind: 'joined', place: await toPlace(trx, inserted.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'duplicate' };
    throw error;
  }
}

/** The signed-in traveller's places (joined signed in, or with their e-mail), newest first. */
export async function listMyPlaces(
  db: Db,
  user: { id: number; email: string },
): Promise<WaitlistPlace[]> {
  const rows = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb('email', '=', user.email.toLowerCase())]))
    .execute();
  return toPlaces(
    db,
    rows.map((row) => row.id),
  );
}
