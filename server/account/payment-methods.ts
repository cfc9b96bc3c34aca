import type { Kysely } from 'kysely';
import { MAX_SAVED_CARDS, type NewCard, type SavedCard } from '../../contract/payment-methods';
import type { Database } from '../db/types';
import { lockUser } from './lock';

type Db = Kysely<Database>;

/** The user's cards: the default first, then the newest. */
export async function listSavedCards(db: Db, userId: number): Promise<SavedCard[]> {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['id', 'brand', 'last4', 'exp_month', 'exp_year', 'is_default'])
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, is_default: row.is_default === 1 }));
}

export type SaveCardOutcome = 'saved' | 'duplicate' | 'tooMany';

/**
 * Saves a card (brand, last four and expiry: all the server ever learns of it). The first card
 * becomes the default, and `make_default` moves the default to the new one; the user's row lock
 * keeps exactly one default and the cap under concurrent requests.
 */
export async function saveCard(
  db: Db,
  userId: number,
  card: NewCard,
  now: Date,
): Promise<SaveCardOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const cards = await trx
      .selectFrom('payment_methods')
      .select(['brand', 'last4', 'exp_month', 'exp_year'])
      .where('user_id', '=', userId)
      .execute();
    const duplicate = cards.some(
      (saved) =>
        saved.brand === card.brand &&
        saved.last4 === card.last4 &&
        saved.exp_month === card.exp_month &&
        saved.exp_year === card.exp_year,
    );
    if (duplicate) return 'duplicate';
    if (cards.length >= MAX_SAVED_CARDS) return 'tooMany';

    const isDefault = cards.length === 0 || card.make_default === true;
    if (isDefault) {
      await trx
        .updateTable('payment_methods')
        .set({ is_default: 0 })
        .where('user_id', '=', userId)
        .execute();
    }
    await trx
      .insertInto('payment_methods')
      .values({
        user_id: userId,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        is_default: isDefault ? 1 : 0,
        created_at: now.toISOString(),
      })
      .execute();
    return 'saved';
  });
}

/** Makes the user's card the default; false when the user has no such card. */
export async function makeDefaultCard(db: Db, userId: number, cardId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const card = await trx
      .selectFrom('payment_methods')
      .select('id')
      .where('id', '=', cardId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!card) return false;
    await trx
      .updateTable('payment_methods')
      .set({ is_default: 0 })
      .where('user_id', '=', userId)
      .where('id', '<>', cardId)
      .execute();
    await trx
      .updateTable('payment_methods')
      .set({ is_default: 1 })
      .where('id', '=', cardId)
      .execute();
    return true;
  });
}

/**
 * Removes the user's card; false when the user has no such card. When it was the default, the
 * newest remaining card takes its place.
 */
export async function deleteCard(db: Db, userId: number, cardId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const card = await trx
      .deleteFrom('payment_methods')
      .where('id', '=', cardId)
      .where('user_id', '=', userId)
      .returning('is_default')
      .executeTakeFirst();
    if (!card) return false;
    if (card.is_default === 1) {
      const newest = await trx
        .selectFrom('payment_methods')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (newest) {
        await trx
          .updateTable('payment_methods')
          .set({ is_default: 1 })
          .where('id', '=', newest.id)
          .execute();
      }
    }
    return true;
  });
}
