import type { Kysely } from 'kysely';
import type { Subscriber } from '../../contract/admin-enquiries';
import { toCsv } from '../../contract/csv';
import type { Database } from '../db/types';
import { recordAudit } from './audit';

/** Every newsletter subscriber, newest first. */
export async function listSubscribers(db: Kysely<Database>): Promise<Subscriber[]> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.created_at }));
}

/** The export: Email and Subscribed (ISO time) per subscriber, escaped against formulas. */
export function subscribersToCsv(subscribers: readonly Subscriber[]): string {
  return toCsv([
    ['Email', 'Subscribed'],
    ...subscribers.map((subscriber) => [subscriber.email, subscriber.createdAt]),
  ]);
}

/** Removes the address and records who did it (with the address), in one transaction. */
export async function removeSubscriber(
  db: Kysely<Database>,
  removal: { id: number; actorId: number; at: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('newsletter_subscribers')
      .where('id', '=', removal.id)
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, {
      actorId: removal.actorId,
      action: 'subscriber.remove',
      subjectType: 'newsletter_subscriber',
      subjectId: row.id,
      detail: { email: row.email },
      at: removal.at,
    });
    return true;
  });
}
