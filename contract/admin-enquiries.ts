import { z } from 'zod/mini';
import { requestObject } from './input';
import { pageMetaSchema, pageQueryShape, PAGING_MESSAGES } from './paging';

/**
 * The enquiry inbox (issue 14, /admin/enquiries): contact messages and custom-tour requests in
 * one list, newest first, each with a status and internal notes; the newsletter subscribers
 * with CSV export and removal. Every change an admin makes is written to the audit trail.
 *
 * GET    /api/admin/enquiries?status=&kind=&page=&perPage=   -> EnquiryListResponse
 * GET    /api/admin/enquiries/unread                          -> { data: { count } } (status New)
 * GET    /api/admin/enquiries/{kind}/{id}                     -> { data: EnquiryDetail }
 * PUT    /api/admin/enquiries/{kind}/{id}/status { status }   -> { data: EnquiryDetail }
 * POST   /api/admin/enquiries/{kind}/{id}/notes { body }      -> 201 { data: EnquiryDetail }
 * GET    /api/admin/newsletter-subscribers?page=&perPage=      -> SubscriberListResponse
 * GET    /api/admin/newsletter-subscribers/export             -> text/csv (attachment)
 * DELETE /api/admin/newsletter-subscribers/{id}               -> { message }
 */

export const ENQUIRY_KINDS = ['contact', 'custom-tour'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  contact: 'Contact message',
  'custom-tour': 'Custom tour request',
};

/** New rows start New; the admin moves them on. */
export const ENQUIRY_STATUSES = ['New', 'In progress', 'Answered', 'Closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_PAGE_SIZE = 20;
export const SUBSCRIBER_PAGE_SIZE = 25;
export const MAX_NOTE_LENGTH = 2000;

export const ADMIN_ENQUIRY_MESSAGES = {
  status: `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`,
  kind: 'Kind must be contact or custom-tour',
  ...PAGING_MESSAGES,
  note: 'Please write a note',
  noteTooLong: `Notes may not be longer than ${MAX_NOTE_LENGTH} characters`,
  notFound: 'Enquiry not found.',
  subscriberNotFound: 'Subscriber not found.',
  subscriberRemoved: 'Subscriber removed.',
} as const;

/** The list's query (strings, as the URL carries them); unknown keys are ignored. */
export const enquiryListQuerySchema = z.object({
  status: z.optional(z.enum(ENQUIRY_STATUSES, { error: ADMIN_ENQUIRY_MESSAGES.status })),
  kind: z.optional(z.enum(ENQUIRY_KINDS, { error: ADMIN_ENQUIRY_MESSAGES.kind })),
  ...pageQueryShape,
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

/** One row of the inbox. */
const enquirySummarySchema = z.object({
  kind: z.enum(ENQUIRY_KINDS),
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** Contact: the subject's label ('General Inquiry'); custom tour: the destination. */
  subject: z.string(),
  /** The start of the message (contact) or of the wished activities (custom tour). */
  preview: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  /** When it was sent (ISO timestamp). */
  createdAt: z.string(),
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;

export const enquiryListResponseSchema = z.object({
  data: z.array(enquirySummarySchema),
  meta: pageMetaSchema,
});
export type EnquiryListResponse = z.infer<typeof enquiryListResponseSchema>;

export const unreadCountResponseSchema = z.object({ data: z.object({ count: z.number() }) });

/** What the sender sent, field by field, in the form's order (empty fields left out). */
const enquiryFieldSchema = z.object({ label: z.string(), value: z.string() });
export type EnquiryField = z.infer<typeof enquiryFieldSchema>;

/** An internal note (admins only). */
const enquiryNoteSchema = z.object({
  id: z.number(),
  body: z.string(),
  /** The admin who wrote it; null once their account is gone. */
  author: z.nullable(z.string()),
  createdAt: z.string(),
});

/** One audit row about this enquiry, oldest first. */
const historyEntrySchema = z.object({
  id: z.number(),
  /** 'enquiry.status' or 'enquiry.note'. */
  action: z.string(),
  /** Readable: 'Status changed from New to Answered', 'Note added'. */
  summary: z.string(),
  actor: z.nullable(z.string()),
  createdAt: z.string(),
});
export type EnquiryHistoryEntry = z.infer<typeof historyEntrySchema>;

const enquiryDetailSchema = z.object({
  ...enquirySummarySchema.shape,
  phone: z.nullable(z.string()),
  fields: z.array(enquiryFieldSchema),
  notes: z.array(enquiryNoteSchema),
  history: z.array(historyEntrySchema),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

export const enquiryDetailResponseSchema = z.object({ data: enquiryDetailSchema });

/** PUT /api/admin/enquiries/{kind}/{id}/status. */
export const enquiryStatusRequestSchema = requestObject({
  status: z.enum(ENQUIRY_STATUSES, { error: ADMIN_ENQUIRY_MESSAGES.status }),
});

/** POST /api/admin/enquiries/{kind}/{id}/notes. */
export const enquiryNoteRequestSchema = requestObject(
  {
    body: z
      .string({ error: ADMIN_ENQUIRY_MESSAGES.note })
      .check(
        z.trim(),
        z.minLength(1, { error: ADMIN_ENQUIRY_MESSAGES.note }),
        z.maxLength(MAX_NOTE_LENGTH, { error: ADMIN_ENQUIRY_MESSAGES.noteTooLong }),
      ),
  },
  ['body'],
);

const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** When they subscribed (ISO timestamp). */
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** The subscribers' page (strings, as the URL carries them); unknown keys are ignored. */
export const subscriberListQuerySchema = z.object({
  ...pageQueryShape,
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

/** One page of the subscribers, newest first. */
export const subscriberListResponseSchema = z.object({
  data: z.array(subscriberSchema),
  meta: pageMetaSchema,
});
export type SubscriberListResponse = z.infer<typeof subscriberListResponseSchema>;

export const subscriberRemovedResponseSchema = z.object({ message: z.string() });

/** newsletter-subscribers-YYYY-MM-DD.csv (the server's day, UTC). */
export function subscribersCsvFileName(now: Date): string {
  return `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;
}
