import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';

/**
 * The admin audit trail (table admin_audit, migration 0006): who changed what, when. Written in
 * the same transaction as the change, so a change without its row (or the other way round)
 * cannot be stored. Back-office actions of later issues record here too.
 */

export interface AuditEntry {
  /** The signed-in admin's user id; null for a change made from the command line. */
  actorId: number | null;
  /** What was done, `subject.verb`: 'enquiry.status', 'enquiry.note', 'subscriber.remove'. */
  action: string;
  /** What it was done to: a kind of record and its id. */
  subjectType: string;
  subjectId: number;
  /** What changed, stored as JSON ({ from, to }, { noteId }, { email }). */
  detail: Record<string, unknown>;
  at: Date;
}

export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      detail: JSON.stringify(entry.detail),
      created_at: entry.at.toISOString(),
    })
    .execute();
}

export interface AuditRow {
  id: number;
  action: string;
  detail: Record<string, unknown>;
  /** The admin's name, null once their account is gone. */
  actor: string | null;
  createdAt: string;
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Everything recorded about one subject, oldest first. */
export async function listAudit(
  db: Kysely<Database>,
  subjectType: string,
  subjectId: number,
): Promise<AuditRow[]> {
  const rows = await db
    .selectFrom('admin_audit')
    .leftJoin('users', 'users.id', 'admin_audit.actor_id')
    .select([
      'admin_audit.id',
      'admin_audit.action',
      'admin_audit.detail',
      'admin_audit.created_at',
      'users.name as actor',
    ])
    .where('admin_audit.subject_type', '=', subjectType)
    .where('admin_audit.subject_id', '=', subjectId)
    .orderBy('admin_audit.created_at', 'asc')
    .orderBy('admin_audit.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    detail: parseDetail(row.detail),
    actor: row.actor ?? null,
    createdAt: row.created_at,
  }));
}
