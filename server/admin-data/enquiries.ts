import { sql, type Kysely } from 'kysely';
import {
  ENQUIRY_PAGE_SIZE,
  ENQUIRY_STATUSES,
  type EnquiryDetail,
  type EnquiryField,
  type EnquiryHistoryEntry,
  type EnquiryKind,
  type EnquiryListQuery,
  type EnquiryListResponse,
  type EnquiryStatus,
  type EnquirySummary,
} from '../../contract/admin-enquiries';
import { CONTACT_SUBJECTS, type ContactSubject } from '../../contract/enquiries';
import { pageMeta, pageWindow } from '../../contract/paging';
import type { Database } from '../db/types';
import { listAudit, recordAudit, type AuditRow } from './audit';

/**
 * The enquiry inbox: contact messages and custom-tour requests (two tables, as the public forms
 * store them) read as one list. An enquiry is named by its kind and its row's id.
 */

const PREVIEW_LENGTH = 160;

const TABLES = {
  contact: 'contact_messages',
  'custom-tour': 'custom_tour_requests',
} as const satisfies Record<EnquiryKind, keyof Database>;

export function parseKind(raw: string): EnquiryKind | null {
  return raw in TABLES ? (raw as EnquiryKind) : null;
}

const asStatus = (value: string): EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(value) ? (value as EnquiryStatus) : 'New';

const contactSubject = (subject: string | null) =>
  subject && subject in CONTACT_SUBJECTS
    ? CONTACT_SUBJECTS[subject as ContactSubject]
    : 'Contact message';

const preview = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;

/** Both tables as one: the same columns, the kind a literal. */
function inbox(db: Kysely<Database>) {
  const contact = db
    .selectFrom('contact_messages')
    .select([
      sql<EnquiryKind>`${sql.lit('contact')}`.as('kind'),
      'id',
      'name',
      'email',
      'status',
      'created_at',
      sql<string | null>`subject`.as('subject'),
      sql<string>`message`.as('preview'),
    ]);
  const customTour = db
    .selectFrom('custom_tour_requests')
    .select([
      sql<EnquiryKind>`${sql.lit('custom-tour')}`.as('kind'),
      'id',
      'name',
      'email',
      'status',
      'created_at',
      sql<string | null>`destination`.as('subject'),
      sql<string>`activities`.as('preview'),
    ]);
  return db.selectFrom(contact.unionAll(customTour).as('inbox'));
}

type InboxRow = {
  kind: EnquiryKind;
  id: number;
  name: string;
  email: string;
  status: string;
  created_at: string;
  subject: string | null;
  preview: string;
};

function toSummary(row: InboxRow): EnquirySummary {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.kind === 'contact' ? contactSubject(row.subject) : (row.subject ?? ''),
    preview: preview(row.preview),
    status: asStatus(row.status),
    createdAt: row.created_at,
  };
}

/** One page of the inbox, newest first, narrowed by status and kind. */
export async function listEnquiries(
  db: Kysely<Database>,
  query: EnquiryListQuery,
): Promise<EnquiryListResponse> {
  const window = pageWindow(query, ENQUIRY_PAGE_SIZE);
  let filtered = inbox(db);
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.kind) filtered = filtered.where('kind', '=', query.kind);

  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('kind', 'asc')
    .orderBy('id', 'desc')
    .limit(window.perPage)
    .offset(window.offset)
    .execute();
  const count = Number(total);
  return {
    data: rows.map((row) => toSummary(row as InboxRow)),
    meta: pageMeta(window, count),
  };
}

/** Enquiries still New: the admin sidebar's unread count. */
export async function countUnread(db: Kysely<Database>): Promise<number> {
  const { count } = await inbox(db)
    .where('status', '=', 'New')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

const field = (label: string, value: string | null | undefined): EnquiryField[] =>
  value ? [{ label, value }] : [];

/** Everything the sender sent, in their form's order; the row's status; null when unknown. */
async function findSent(db: Kysely<Database>, kind: EnquiryKind, id: number) {
  if (kind === 'contact') {
    const row = await db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      row: { ...row, kind, preview: row.message } satisfies InboxRow,
      phone: row.phone,
      fields: [
        ...field('Subject', contactSubject(row.subject)),
        ...field('Phone', row.phone),
        ...field('Message', row.message),
      ],
    };
  }
  const row = await db
    .selectFrom('custom_tour_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    row: { ...row, kind, subject: row.destination, preview: row.activities } satisfies InboxRow,
    phone: row.phone,
    fields: [
      ...field('Phone', row.phone),
      ...field('Group size', row.groups_size),
      ...field('Destination', row.destination),
      ...field('Duration', row.duration),
      ...field('Preferred date', row.preferred_date),
      ...field('Activities', row.activities),
      ...field('Special requirements', row.special_requirements),
      ...field('Budget', row.budget),
      ...field('Accommodation type', row.accommodation_type),
    ],
  };
}

function historySummary(entry: AuditRow): string {
  if (entry.action === 'enquiry.status') {
    return `Status changed from ${String(entry.detail.from)} to ${String(entry.detail.to)}`;
  }
  if (entry.action === 'enquiry.note') return 'Note added';
  return entry.action;
}

/** The enquiry as the detail view shows it, with its notes and history; null when unknown. */
export async function findEnquiry(
  db: Kysely<Database>,
  kind: EnquiryKind,
  id: number,
): Promise<EnquiryDetail | null> {
  const sent = await findSent(db, kind, id);
  if (!sent) return null;
  const notes = await db
    .selectFrom('enquiry_notes')
    .leftJoin('users', 'users.id', 'enquiry_notes.author_id')
    .select([
      'enquiry_notes.id',
      'enquiry_notes.body',
      'enquiry_notes.created_at',
      'users.name as author',
    ])
    .where('enquiry_notes.enquiry_kind', '=', kind)
    .where('enquiry_notes.enquiry_id', '=', id)
    .orderBy('enquiry_notes.created_at', 'asc')
    .orderBy('enquiry_notes.id', 'asc')
    .execute();
  const history: EnquiryHistoryEntry[] = (await listAudit(db, kind, id)).map((entry) => ({
    id: entry.id,
    action: entry.action,
    summary: historySummary(entry),
    actor: entry.actor,
    createdAt: entry.createdAt,
  }));
  return {
    ...toSummary(sent.row),
    phone: sent.phone,
    fields: sent.fields,
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      author: note.author ?? null,
      createdAt: note.created_at,
    })),
    history,
  };
}

/**
 * Sets the status and records the change (from, to) with the admin's id in one transaction.
 * Setting the status it already has changes nothing and records nothing. False when unknown.
 */
export async function changeStatus(
  db: Kysely<Database>,
  change: { kind: EnquiryKind; id: number; status: EnquiryStatus; actorId: number; at: Date },
): Promise<boolean> {
  const table = TABLES[change.kind];
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom(table)
      .select('status')
      .where('id', '=', change.id)
      .executeTakeFirst();
    if (!current) return false;
    if (current.status === change.status) return true;
    await trx
      .updateTable(table)
      .set({ status: change.status })
      .where('id', '=', change.id)
      .execute();
    await recordAudit(trx, {
      actorId: change.actorId,
      action: 'enquiry.status',
      subjectType: change.kind,
      subjectId: change.id,
      detail: { from: current.status, to: change.status },
      at: change.at,
    });
    return true;
  });
}

/** Adds an internal note and records it, in one transaction. False when the enquiry is unknown. */
export async function addNote(
  db: Kysely<Database>,
  note: { kind: EnquiryKind; id: number; body: string; actorId: number; at: Date },
): Promise<boolean> {
  const table = TABLES[note.kind];
  return db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom(table)
      .select('id')
      .where('id', '=', note.id)
      .executeTakeFirst();
    if (!exists) return false;
    const { id: noteId } = await trx
      .insertInto('enquiry_notes')
      .values({
        enquiry_kind: note.kind,
        enquiry_id: note.id,
        author_id: note.actorId,
        body: note.body,
        created_at: note.at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: note.actorId,
      action: 'enquiry.note',
      subjectType: note.kind,
      subjectId: note.id,
      detail: { noteId },
      at: note.at,
    });
    return true;
  });
}
