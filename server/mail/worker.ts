import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import { readSettings } from '../admin-data/settings';
import { dialectOf } from '../db/database';
import type { Database, OutboxRow } from '../db/types';

type OutboxUpdate = Updateable<Database['mail_outbox']>;
import { parseAttachments, type AttachmentSpec } from './outbox';
import type { MailAttachment, MailTransport } from './transport';

/** Claims taken per run; the next run takes the rest. */
const BATCH = 20;
/** A claim older than this is taken over: its worker died between claim and send. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Attempts before a message is marked failed (then only the admin's Retry sends it again). */
export const MAX_ATTEMPTS = 6;
/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min... at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}
/** Stored error text is short and carries no stack. */
const ERROR_LIMIT = 500;

export type AttachmentResolver = (
  db: Kysely<Database>,
  spec: AttachmentSpec,
) => Promise<MailAttachment>;

export interface DeliveryOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  resolveAttachment: AttachmentResolver;
  /** MAIL_FROM; unset means the company name and e-mail from Settings. */
  from?: string;
  /** Host part of the Message-ID (stable per outbox row, so a receiver can drop a duplicate). */
  messageIdHost?: string;
  maxAttempts?: number;
  leaseMs?: number;
}

/**
 * Atomically claims due messages: pending ones whose time has come, and ones stuck in
 * 'sending' past the lease. On PostgreSQL the rows are locked with FOR UPDATE SKIP LOCKED so
 * concurrent workers claim disjoint sets; SQLite runs one writer at a time, so the UPDATE is
 * atomic by itself. Each claim gets a fresh id, checked again when the outcome is written.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  now: Date,
  options: { limit?: number; leaseMs?: number } = {},
): Promise<OutboxRow[]> {
  const timestamp = now.toISOString();
  const leaseCutoff = new Date(now.getTime() - (options.leaseMs ?? CLAIM_LEASE_MS)).toISOString();
  const claimId = randomUUID();
  let due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', timestamp)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<=', leaseCutoff)]),
      ]),
    )
    .orderBy('id')
    .limit(options.limit ?? BATCH);
  if (dialectOf(db) === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      claimed_at: timestamp,
      claim_id: claimId,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, ERROR_LIMIT);
}

/** Delivers one claimed message and records the outcome, unless another worker took it over. */
export async function deliverClaimed(row: OutboxRow, options: DeliveryOptions, now: () => Date) {
  const { db, transport } = options;
  const settled = (set: OutboxUpdate) =>
    db
      .updateTable('mail_outbox')
      .set(set)
      .where('id', '=', row.id)
      .where('claim_id', '=', row.claim_id)
      .where('status', '=', 'sending')
      .execute();
  try {
    if (transport.mode === 'smtp') {
      const { general } = await readSettings(db);
      const attachments = await Promise.all(
        parseAttachments(row.attachments).map((spec) => options.resolveAttachment(db, spec)),
      );
      await transport.send({
        messageId: `<outbox-${row.id}@${options.messageIdHost ?? 'karakoram-trails.local'}>`,
        from: options.from ?? `"${general.companyName.replace(/"/g, '')}" <${general.email}>`,
        replyTo: general.email,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text_body,
        attachments,
      });
    }
    const at = now().toISOString();
    await settled({
      status: transport.mode === 'smtp' ? 'sent' : 'kept',
      sent_at: at,
      claim_id: null,
      last_error: null,
    });
  } catch (error) {
    const failedFor = errorText(error);
    const attempts = row.attempts;
    const giveUp = attempts >= (options.maxAttempts ?? MAX_ATTEMPTS);
    await settled({
      status: giveUp ? 'failed' : 'pending',
      next_attempt_at: new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
      claim_id: null,
      last_error: failedFor,
    });
  }
}

/** One delivery run: claims what is due and delivers it. Returns how many were claimed. */
export async function deliverDueMail(options: DeliveryOptions, now: () => Date): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await claimDueMail(options.db, now(), { leaseMs: options.leaseMs });
    for (const row of rows) await deliverClaimed(row, options, now);
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/** Puts a failed message back in the queue (admin Retry). False when it is not failed. */
export async function retryMail(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface MailWorker {
  /** Runs one delivery pass now (after any pass in progress). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs`, one pass at a time; a failing pass is logged. */
export function startMailWorker(
  options: DeliveryOptions & {
    clock: () => Date;
    intervalMs: number;
    log?: (line: string) => void;
  },
): MailWorker {
  const log = options.log ?? ((line: string) => console.error(line));
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await deliverDueMail(options, options.clock);
      } catch (error) {
        log(`Mail delivery failed: ${errorText(error)}`);
      }
    });
    return running;
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      options.transport.close();
    },
  };
}
