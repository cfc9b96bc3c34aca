import type { Kysely } from 'kysely';
import {
  SUBSCRIBER_PAGE_SIZE,
  type Subscriber,
  type SubscriberListQuery,
  type SubscriberListResponse,
} from '../../contract/admin-enquiries';
import { toCsv } from '../../contract/csv';
import { pageMeta, pageWindow } from '../../contract/paging';
import type { Database } from '../db/types';
import { recordAudit } from './audit';

/** Newest first; the id breaks ties (two subscriptions in one second). */
function newestFirst(db: Kysely<Database>) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

const toSubscriber = (row: { id: number; email: string; created_at: string }): Subscriber => ({
  id: row.id,
  email: row.email,
  createdAt: row.created_at,
});

/** One page of the newsletter subscribers, newest first. */
export async function listSubscribers(
  db: Kysely<Database>,
  query: SubscriberListQuery,
): Promise<SubscriberListResponse> {
  const window = pageWindow(query, SUBSCRIBER_PAGE_SIZE);
  const { total } = await db
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await newestFirst(db).limit(window.perPage).offset(window.offset).execute();
  const count = Number(total);
  return {
    data: rows.map(toSubscriber),
    meta: pageMeta(window, count),
  };
}

/** Every newsletter subscriber, newest first (the export). */
export async function listAllSubscribers(db: Kysely<Database>): Promise<Subscriber[]> {
  return (await newestFirst(db).execute()).map(toSubscriber);
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
