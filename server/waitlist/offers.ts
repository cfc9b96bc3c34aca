import { sql, type Kysely, type Transaction } from 'kysely';
import type { WaitlistClaim, WaitlistPlace } from '../../contract/waitlist';
import { readSettings } from '../admin-data/settings';
import { generateToken, hashToken } from '../auth/tokens';
import { isoDate } from '../catalog/dates';
import type { Database } from '../db/types';
import type { AppServices } from '../http/env';
import { placeHold, releaseHold, seatsLeftSql } from '../holds/holds';
import { queueTemplate } from '../mail/compose';
import type { MailEnv } from '../mail/messages';
import { waitlistOffer } from '../mail/templates/waitlist';
import {
  ENTRY_COLUMNS,
  findEntry,
  mailData,
  moveEntry,
  nextStatus,
  placeLink,
  toPlace,
  type EntryRow,
} from './places';

/*
 * Offers (issue 19). When seats are free on a departure with people waiting, the first waiting
 * entries whose group fits are offered them: each offer is ONE transaction that moves the entry
 * from waiting to offered only if it is still waiting (a conditional UPDATE), places the seat hold
 * for it (the holds' conditional UPDATE of the departure, so offers never exceed the seats), and
 * queues the offer mail. Two instances running this at once: on PostgreSQL the second UPDATE of
 * the same entry waits for the first and then finds it no longer waiting; SQLite runs one writer
 * at a time. Either way each entry is offered, and mailed, exactly once.
 *
 * What each event does to an entry is decided by machines/waitlist-offer-machine.ts
 * (`nextStatus`); this file only stores it.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Offers made by one pass at most (per departure), so one pass cannot run away. */
const MAX_OFFERS_PER_PASS = 50;
/** Expired offers handled per run at most; the next run takes the rest. */
const BATCH = 100;

const HOUR_MS = 3_600_000;

/** Thrown inside an offer's transaction to roll it back (the seats went elsewhere meanwhile). */
class SeatsGone extends Error {}

/**
 * Offers one entry the seats: waiting -> offered, the hold for its group until the offer ends,
 * the mail with the claim link. False (and nothing written) when the entry is no longer waiting
 * or the seats are gone.
 */
export async function offerEntry(
  db: Kysely<Database>,
  entry: EntryRow,
  env: MailEnv,
  /** Runs in the offer's transaction once it is made (the operator's audit row). */
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  const { payments } = await readSettings(db);
  const hours = payments.waitlistOfferHours;
  const offeredAt = env.now.toISOString();
  const expiresAt = new Date(env.now.getTime() + hours * HOUR_MS);
  const event = { type: 'offer.make', offeredAt, expiresAt: expiresAt.toISOString() } as const;
  if (nextStatus(entry, event) !== 'offered') return false;
  try {
    return await db.transaction().execute(async (trx) => {
      const offerToken = generateToken();
      const moved = await moveEntry(trx, entry, 'offered', env.now, {
        offered_at: offeredAt,
        offer_expires_at: event.expiresAt,
        offer_token_hash: hashToken(offerToken),
      });
      if (!moved) return false;
      const hold = await placeHold(trx, {
        departureId: entry.departure_id,
        seats: entry.travelers,
        expiresAt,
        userId: entry.user_id,
        waitlistEntryId: entry.id,
        now: env.now,
      });
      if (!hold) throw new SeatsGone();
      await trx
        .updateTable('waitlist_entries')
        .set({ hold_id: hold.holdId })
        .where('id', '=', entry.id)
        .execute();
      // The waitlist page with the offer's own token: it shows the offer and claims it.
      const link = placeLink(env.siteUrl, offerToken);
      const data = await mailData(trx, entry, link);
      await queueTemplate(
        trx,
        waitlistOffer,
        { ...data, claimLink: link, expiresAt: hold.expiresAt, hours },
        { to: entry.email, siteUrl: env.siteUrl, now: env.now },
      );
      await alsoInTransaction?.(trx);
      return true;
    });
  } catch (error) {
    if (error instanceof SeatsGone) return false;
    throw error;
  }
}

/** The first waiting entry of the departure whose group fits in `free` seats. */
async function firstFitting(db: Db, departureId: number, free: number) {
  return (await db
    .selectFrom('waitlist_entries')
    .select(ENTRY_COLUMNS)
    .where('departure_id', '=', departureId)
    .where('status', '=', 'waiting')
    .where('travelers', '<=', free)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()) as EntryRow | undefined;
}

/** Seats free on a future departure of an active tour; 0 otherwise. */
async function freeSeatsToOffer(db: Db, departureId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tour_id')
    .select(seatsLeftSql().as('free'))
    .where('departures.id', '=', departureId)
    .where('departures.start_date', '>', today)
    .where('tours.status', '=', 'Active')
    .executeTakeFirst();
  return row ? Math.max(0, Number(row.free)) : 0;
}

/**
 * Offers a departure's free seats to its first waiting entries that fit, in line order, until
 * nothing more fits. Returns how many offers this call made.
 */
async function offerFreedSeats(
  db: Kysely<Database>,
  departureId: number,
  env: MailEnv,
): Promise<number> {
  const today = isoDate(env.now);
  let made = 0;
  for (let attempt = 0; attempt < MAX_OFFERS_PER_PASS; attempt++) {
    const free = await freeSeatsToOffer(db, departureId, today);
    if (free <= 0) break;
    const entry = await firstFitting(db, departureId, free);
    if (!entry) break;
    // Another worker may have offered it (or taken the seats) meanwhile: look again.
    if (await offerEntry(db, entry, env)) made += 1;
  }
  return made;
}

/**
 * Ends offers whose time is up: offered -> expired (once, by a conditional UPDATE) and the hold
 * released in the same transaction. Returns the departures whose seats came free.
 */
async function expireOffers(db: Kysely<Database>, now: Date): Promise<Set<number>> {
  const due = (await db
    .selectFrom('waitlist_entries')
    .select(ENTRY_COLUMNS)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now.toISOString())
    .orderBy('offer_expires_at')
    .limit(BATCH)
    .execute()) as EntryRow[];
  const freed = new Set<number>();
  for (const entry of due) {
    if (nextStatus(entry, { type: 'offer.expire', now: now.toISOString() }) !== 'expired') continue;
    const done = await endEntry(db, entry, 'expired', now);
    if (done) freed.add(entry.departure_id);
  }
  return freed;
}

/** Moves an entry to a final status and releases its hold, in one transaction. */
async function endEntry(
  db: Kysely<Database>,
  entry: EntryRow,
  to: 'expired' | 'left',
  now: Date,
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await moveEntry(trx, entry, to, now, { hold_id: null }))) return false;
    if (entry.hold_id !== null) await releaseHold(trx, entry.hold_id);
    await alsoInTransaction?.(trx);
    return true;
  });
}

/**
 * The waitlist's job (every instance, every tick): expired offers pass on, and every future
 * departure with people waiting and seats free (a cancellation, an expired hold or transfer,
 * more capacity) offers them. Also run right after a change that frees seats, so the offer does
 * not wait for the next tick. Returns how many offers were made.
 */
export async function runWaitlistOffers(
  db: Kysely<Database>,
  now: Date,
  env: { siteUrl: string },
): Promise<number> {
  await expireOffers(db, now);
  const today = isoDate(now);
  const departures = await db
    .selectFrom('waitlist_entries')
    .innerJoin('departures', 'departures.id', 'waitlist_entries.departure_id')
    .select('departures.id')
    .distinct()
    .where('waitlist_entries.status', '=', 'waiting')
    .where('departures.start_date', '>', today)
    .where(sql<boolean>`${seatsLeftSql()} >= waitlist_entries.travelers`)
    .orderBy('departures.id')
    .execute();
  let made = 0;
  for (const { id } of departures) {
    made += await offerFreedSeats(db, id, { siteUrl: env.siteUrl, now });
  }
  return made;
}

export type LeaveOutcome =
  { kind: 'left'; place: WaitlistPlace } | { kind: 'notLeavable'; place: WaitlistPlace };

/** The traveller (or the operator) ends a place; an offer's seats go back and pass on. */
export async function leaveEntry(
  db: Kysely<Database>,
  entry: EntryRow,
  env: MailEnv,
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<LeaveOutcome> {
  const to = nextStatus(entry, { type: 'waitlist.leave' });
  const done = to === 'left' && (await endEntry(db, entry, 'left', env.now, alsoInTransaction));
  if (done && entry.status === 'offered') await offerFreedSeats(db, entry.departure_id, env);
  return { kind: done ? 'left' : 'notLeavable', place: await toPlace(db, entry.id) };
}

/**
 * The entry a mail link's token names: the place's own token (confirmation mail) or its offer's
 * (offer mail).
 */
export function entryByToken(db: Kysely<Database>, token: string): Promise<EntryRow | undefined> {
  return findEntry(db, { tokenHash: hashToken(token) });
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: WaitlistClaim }
  | { kind: 'expired' }
  | { kind: 'notOffered'; place: WaitlistPlace };

/**
 * Gives the entry's running hold a new token: released and placed again in one transaction
 * (same seats, same end; the departure's lock keeps anyone else from the seats in between).
 * Null when the hold is gone (booked with, or swept).
 */
async function reissueHold(
  trx: Transaction<Database>,
  entry: EntryRow & { hold_id: number; offer_expires_at: string },
  now: Date,
): Promise<WaitlistClaim | null> {
  if (!(await releaseHold(trx, entry.hold_id))) return null;
  const hold = await placeHold(trx, {
    departureId: entry.departure_id,
    seats: entry.travelers,
    expiresAt: new Date(entry.offer_expires_at),
    userId: entry.user_id,
    waitlistEntryId: entry.id,
    now,
  });
  if (!hold) throw new Error('the seats of a running offer were not held');
  await trx
    .updateTable('waitlist_entries')
    .set({ hold_id: hold.holdId })
    .where('id', '=', entry.id)
    .execute();
  const tour = await trx
    .selectFrom('departures')
    .select('tour_id')
    .where('id', '=', entry.departure_id)
    .executeTakeFirstOrThrow();
  return {
    tour_id: tour.tour_id,
    departure_id: entry.departure_id,
    travelers: entry.travelers,
    hold_token: hold.token,
    hold_expires_at: hold.expiresAt,
  };
}

/**
 * The traveller claims an offer at `now` (the machine's offer.claim): in time, the entry is
 * claimed and the booking page gets the hold, under a new token so that whichever link or page
 * the claim comes from, the answer carries one (a claimed entry whose hold still runs can be
 * claimed again the same way: a closed tab loses nothing). Too late, the offer expires now (hold
 * released, seats to the next entry) and the claim fails.
 */
export async function claimEntry(
  db: Kysely<Database>,
  entry: EntryRow,
  env: MailEnv,
): Promise<ClaimOutcome> {
  const now = env.now.toISOString();
  const to = nextStatus(entry, { type: 'offer.claim', now });
  if (to === 'expired') {
    if (await endEntry(db, entry, 'expired', env.now)) {
      await offerFreedSeats(db, entry.departure_id, env);
    }
    return { kind: 'expired' };
  }
  const { hold_id: holdId, offer_expires_at: offerEnds } = entry;
  const running =
    (to === 'claimed' || entry.status === 'claimed') &&
    holdId !== null &&
    offerEnds !== null &&
    offerEnds > now;
  if (running) {
    const claim = await db.transaction().execute(async (trx) => {
      if (to === 'claimed' && !(await moveEntry(trx, entry, 'claimed', env.now))) return null;
      return reissueHold(trx, { ...entry, hold_id: holdId, offer_expires_at: offerEnds }, env.now);
    });
    if (claim) return { kind: 'claimed', claim };
  }
  // Nothing to claim (never offered, left, booked already, or changed meanwhile).
  const current = await findEntry(db, { id: entry.id });
  return current?.status === 'expired'
    ? { kind: 'expired' }
    : { kind: 'notOffered', place: await toPlace(db, entry.id) };
}

/**
 * After a change that may have freed seats (a cancellation, a move, more capacity): offers them
 * now rather than at the job's next tick. A failure is logged and left to the job.
 */
export async function offerFreedSeatsNow(services: AppServices): Promise<void> {
  try {
    await runWaitlistOffers(services.db, services.clock(), { siteUrl: services.config.publicUrl });
  } catch (error) {
    console.error(
      `Waitlist offers failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
