import type { Kysely } from 'kysely';
import type { TourCard } from '../../contract';
import { MAX_WISHLIST } from '../../contract/wishlist';
import { toTourCard, tourCardColumns } from '../catalog/queries';
import type { Database } from '../db/types';
import { lockUser } from './lock';

type Db = Kysely<Database>;

/** Tour ids are int4 columns: a larger number names no tour (and must not reach PostgreSQL). */
const MAX_TOUR_ID = 2_147_483_647;

/** The user's saved tours that are published; an unpublished one drops out of the list. */
function savedActiveTours(db: Db, userId: number) {
  return db
    .selectFrom('wishlist_items')
    .innerJoin('tours', 'tours.id', 'wishlist_items.tour_id')
    .where('wishlist_items.user_id', '=', userId)
    .where('tours.status', '=', 'Active');
}

async function countSaved(db: Db, userId: number): Promise<number> {
  const row = await savedActiveTours(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('saved'))
    .executeTakeFirstOrThrow();
  return Number(row.saved);
}

/** The wishlist as tour cards, the most recently saved first. */
export async function listWishlist(db: Db, userId: number): Promise<TourCard[]> {
  const rows = await savedActiveTours(db, userId)
    .select(tourCardColumns)
    .orderBy('wishlist_items.created_at', 'desc')
    .orderBy('tours.id', 'desc')
    .execute();
  return rows.map(toTourCard);
}

export type AddOutcome = 'saved' | 'unavailable' | 'full';

/**
 * Saves a published tour (idempotent: saving it again changes nothing). The cap counts the
 * tours the user can see in the list.
 */
export async function addToWishlist(
  db: Db,
  userId: number,
  tourId: number,
  now: Date,
): Promise<AddOutcome> {
  return db.transaction().execute(async (trx) => {
    const tour = await trx
      .selectFrom('tours')
      .select('id')
      .where('id', '=', tourId)
      .where('status', '=', 'Active')
      .executeTakeFirst();
    if (!tour) return 'unavailable';
    await lockUser(trx, userId);
    const saved = await trx
      .selectFrom('wishlist_items')
      .select('tour_id')
      .where('user_id', '=', userId)
      .where('tour_id', '=', tourId)
      .executeTakeFirst();
    if (saved) return 'saved';
    if ((await countSaved(trx, userId)) >= MAX_WISHLIST) return 'full';
    await trx
      .insertInto('wishlist_items')
      .values({ user_id: userId, tour_id: tourId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'tour_id']).doNothing())
      .execute();
    return 'saved';
  });
}

/** Removes a tour from the wishlist; removing one that is not there is fine. */
export async function removeFromWishlist(db: Db, userId: number, tourId: number): Promise<void> {
  await db
    .deleteFrom('wishlist_items')
    .where('user_id', '=', userId)
    .where('tour_id', '=', tourId)
    .execute();
}

/**
 * Adds a guest's hearts to the account at sign-in: published tours not saved yet, in the order
 * given, while there is room. Unknown and unpublished ids are skipped without a word (the device
 * may remember tours that were unpublished since).
 */
export async function mergeIntoWishlist(
  db: Db,
  userId: number,
  tourIds: readonly number[],
  now: Date,
): Promise<void> {
  const wanted = [...new Set(tourIds)].filter((id) => id <= MAX_TOUR_ID);
  if (wanted.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const published = await trx
      .selectFrom('tours')
      .select('id')
      .where('id', 'in', wanted)
      .where('status', '=', 'Active')
      .execute();
    const publishedIds = new Set(published.map((row) => row.id));
    const saved = await trx
      .selectFrom('wishlist_items')
      .select('tour_id')
      .where('user_id', '=', userId)
      .execute();
    const savedIds = new Set(saved.map((row) => row.tour_id));
    const room = Math.max(0, MAX_WISHLIST - (await countSaved(trx, userId)));
    const added = wanted.filter((id) => publishedIds.has(id) && !savedIds.has(id)).slice(0, room);
    if (added.length === 0) return;
    const createdAt = now.toISOString();
    await trx
      .insertInto('wishlist_items')
      .values(added.map((tourId) => ({ user_id: userId, tour_id: tourId, created_at: createdAt })))
      .onConflict((oc) => oc.columns(['user_id', 'tour_id']).doNothing())
      .execute();
  });
}
