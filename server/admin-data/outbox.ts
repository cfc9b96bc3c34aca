import { sql, type Kysely } from 'kysely';
import {
  itineraryFileName,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATUSES,
  type MailMode,
  type OutboxListQuery,
  type OutboxListResponse,
  type OutboxMessage,
  type OutboxStatus,
  type OutboxSummary,
} from '../../contract/admin-outbox';
import { pageMeta, pageWindow } from '../../contract/paging';
import type { Database, OutboxRow } from '../db/types';
import { parseAttachments } from '../mail/outbox';
import { retryMail } from '../mail/worker';
import { recordAudit } from './audit';
import { containsPattern } from './bookings';

/**
 * The mail outbox as the admin reads it (/admin/outbox): pages of messages newest first,
 * narrowed by status and a search of recipient, subject and booking reference; one message with
 * its HTML, text and attachments; Retry of a failed one, recorded in the audit trail.
 */

function toSummary(row: OutboxRow): OutboxSummary {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    kind: row.kind,
    reference: row.reference,
    status: row.status,
    attempts: row.attempts,
    created_at: row.created_at,
    sent_at: row.sent_at,
    last_error: row.last_error,
  };
}

function searched(db: Kysely<Database>, q: string | undefined) {
  const rows = db.selectFrom('mail_outbox');
  const text = q?.trim();
  if (!text) return rows;
  const pattern = containsPattern(text);
  const like = (column: 'to_address' | 'subject' | 'reference') =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape ${sql.lit('\\')}`;
  return rows.where(({ or }) => or([like('to_address'), like('subject'), like('reference')]));
}

/** One page of messages for the query, the counts per status (of the search) and the mail mode. */
export async function listOutbox(
  db: Kysely<Database>,
  query: OutboxListQuery,
  mailMode: MailMode,
): Promise<OutboxListResponse> {
  const window = pageWindow(query, OUTBOX_PAGE_SIZE);
  const matching = searched(db, query.q);
  const grouped = await matching
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const { status, count } of grouped) counts[status] = Number(count);

  const shown = query.status ? matching.where('status', '=', query.status) : matching;
  const total = query.status
    ? counts[query.status]
    : Object.values(counts).reduce((sum, count) => sum + count, 0);
  const rows = await shown
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.perPage)
    .offset(window.offset)
    .execute();
  return {
    data: rows.map(toSummary),
    meta: {
      ...pageMeta(window, total),
      counts,
      mailMode,
    },
  };
}

/** The message with its HTML, text and attachment names; null when unknown. */
export async function findOutboxMessage(
  db: Kysely<Database>,
  id: number,
): Promise<OutboxMessage | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toSummary(row),
    html: row.html,
    text: row.text_body,
    attachments: parseAttachments(row.attachments).map((spec) => ({
      kind: spec.kind,
      fileName: itineraryFileName(spec.reference),
      reference: spec.reference,
    })),
  };
}

export type RetryOutcome = 'retried' | 'notFailed' | 'notFound';

/**
 * Puts a failed message back in the queue (attempts reset, due now) and records who did it, in
 * one transaction. A message in any other state is left alone ('notFailed').
 */
export async function retryOutboxMessage(
  db: Kysely<Database>,
  retry: { id: number; actorId: number; at: Date },
): Promise<RetryOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error'])
      .where('id', '=', retry.id)
      .executeTakeFirst();
    if (!current) return 'notFound';
    if (!(await retryMail(trx, retry.id, retry.at))) return 'notFailed';
    await recordAudit(trx, {
      actorId: retry.actorId,
      action: 'outbox.retry',
      subjectType: 'outbox',
      subjectId: retry.id,
      detail: { attempts: current.attempts, lastError: current.last_error },
      at: retry.at,
    });
    return 'retried';
  });
}
