import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';

/** What can be attached to a message; resolved to bytes only when the message is sent. */
export type AttachmentSpec = { kind: 'itinerary'; reference: string };

/** A rendered message, ready to be written to the outbox. */
export interface OutgoingMail {
  /** Template name, e.g. 'booking-confirmation'. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Booking reference the message is about. */
  reference?: string;
  attachments?: readonly AttachmentSpec[];
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Writes a message to the outbox. Call it with the transaction of the change that causes the
 * message, so both commit or neither does; the delivery worker (server/mail/worker.ts) sends it.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<number> {
  const timestamp = now.toISOString();
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      html: mail.html,
      text_body: mail.text,
      reference: mail.reference ?? null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      status: 'pending',
      next_attempt_at: timestamp,
      created_at: timestamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function parseAttachments(stored: string | null): AttachmentSpec[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? (value as AttachmentSpec[]) : [];
  } catch {
    return [];
  }
}
