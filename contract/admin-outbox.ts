import { z } from 'zod/mini';
import { plainTexts } from './input';
import { pageMetaSchema, pageQueryShape, PAGING_MESSAGES } from './paging';

/**
 * The mail outbox (issue 15, /admin/outbox): every message the site wrote, newest first, with
 * its delivery status; a message as the recipient sees it (HTML and text); Retry for a failed
 * one (recorded in the audit trail). Admin only.
 *
 * GET  /api/admin/outbox?status=&q=&page=&perPage=  -> OutboxListResponse
 * GET  /api/admin/outbox/{id}                       -> { data: OutboxMessage }
 * POST /api/admin/outbox/{id}/retry                 -> { data: OutboxMessage } (pending again);
 *                                                      409 { message } unless it had failed
 */

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'kept', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  kept: 'Kept',
  failed: 'Failed',
};

/**
 * Where mail goes: 'smtp' when SMTP_URL is set, 'keep' (the default of `npm start`) when every
 * message stays in the outbox for the admin to read.
 */
export type MailMode = 'smtp' | 'keep';

export const OUTBOX_PAGE_SIZE = 20;
const MAX_SEARCH_LENGTH = 100;

export const ADMIN_OUTBOX_MESSAGES = {
  status: `Status must be one of ${OUTBOX_STATUSES.join(', ')}`,
  search: `Search may not be longer than ${MAX_SEARCH_LENGTH} characters`,
  ...PAGING_MESSAGES,
  notFound: 'Message not found.',
  notFailed: 'Only a failed message can be retried; this one is not failed.',
} as const;

/** The list's query (strings, as the URL carries them); unknown keys are ignored. */
export const outboxListQuerySchema = z
  .object({
    status: z.optional(z.enum(OUTBOX_STATUSES, { error: ADMIN_OUTBOX_MESSAGES.status })),
    /** Part of the recipient, the subject or the booking reference (case-insensitive). */
    q: z.optional(
      z
        .string({ error: ADMIN_OUTBOX_MESSAGES.search })
        .check(z.maxLength(MAX_SEARCH_LENGTH, { error: ADMIN_OUTBOX_MESSAGES.search })),
    ),
    ...pageQueryShape,
  })
  .check(plainTexts());
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

/** One row of the list. */
const outboxSummarySchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  /** Template name, e.g. 'booking-confirmation'. */
  kind: z.string(),
  /** Booking reference the message is about, if any. */
  reference: z.nullable(z.string()),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  /** ISO timestamps. */
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  last_error: z.nullable(z.string()),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxListResponseSchema = z.object({
  data: z.array(outboxSummarySchema),
  meta: z.object({
    ...pageMetaSchema.shape,
    /** Messages per status matching the search (whatever the status filter), for the filter. */
    counts: z.record(z.enum(OUTBOX_STATUSES), z.number()),
    mailMode: z.enum(['smtp', 'keep']),
  }),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

/** A file sent with the message, resolved when it is delivered. */
const outboxAttachmentSchema = z.object({
  /** 'itinerary': the booking's itinerary PDF. */
  kind: z.string(),
  fileName: z.string(),
  /** The booking reference of an itinerary. */
  reference: z.nullable(z.string()),
});
export type OutboxAttachment = z.infer<typeof outboxAttachmentSchema>;

const outboxMessageSchema = z.object({
  ...outboxSummarySchema.shape,
  html: z.string(),
  text: z.string(),
  attachments: z.array(outboxAttachmentSchema),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxMessageResponseSchema = z.object({ data: outboxMessageSchema });

/** The file name an itinerary attachment is sent under. */
export function itineraryFileName(reference: string): string {
  return `itinerary-${reference}.pdf`;
}
