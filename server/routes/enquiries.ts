import { Hono } from 'hono';
import { contactRequestSchema, customTourRequestSchema, ENQUIRY_MESSAGES } from '../../contract';
import type { EnquiryResponse } from '../../contract';
import type { AppEnv } from '../http/env';
import { mailEnquiry } from '../mail/messages';
import { isoDate } from '../catalog/dates';
import { createRateLimit, ipOf } from '../http/rate-limit';
import { parseJsonBody, validationError } from '../http/responses';

export const CONTACT_STORED_MESSAGE = 'Message received.';
export const CUSTOM_TOUR_STORED_MESSAGE = 'Custom tour request received.';
export const ENQUIRY_THROTTLED_MESSAGE =
  'You have sent several enquiries in a short time. Please wait a minute and try again.';

/** Stored enquiries (contact messages and custom tour requests together) per IP per window. */
export const ENQUIRY_LIMIT = { maxPerWindow: 10, windowMs: 60_000 } as const;

/**
 * Stored enquiries count: each request takes a hit (atomically, shared by every instance) before
 * its body is read, so a spent allowance is refused first and concurrent requests cannot all
 * read "under the limit"; a request refused as invalid gives its hit back.
 */
const enquiryLimit = createRateLimit({
  name: 'enquiry-ip',
  ...ENQUIRY_LIMIT,
  message: ENQUIRY_THROTTLED_MESSAGE,
});

/** Optional text fields: the schema has trimmed them; an empty one is stored as null. */
const orNull = (value: string | undefined): string | null => (value ? value : null);

export const enquiriesRoutes = new Hono<AppEnv>();

enquiriesRoutes.post('/contact', async (c) => {
  const allowance = await enquiryLimit.reserve(c, ipOf(c));
  if (allowance.refused) return allowance.refused;
  const parsed = await parseJsonBody(c, contactRequestSchema);
  if (!parsed.ok) {
    await allowance.refund();
    return parsed.response;
  }
  const { db, clock, config } = c.var.services;
  const body = parsed.data;
  const now = clock();
  // The acknowledgement and the operator's alert commit with the message or not at all.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({
        name: body.name,
        email: body.email,
        phone: orNull(body.phone),
        subject: orNull(body.subject),
        message: body.message,
        created_at: now.toISOString(),
      })
      .execute();
    await mailEnquiry(trx, { kind: 'contact', request: body }, { siteUrl: config.publicUrl, now });
  });
  return c.json({ message: CONTACT_STORED_MESSAGE } satisfies EnquiryResponse, 201);
});

enquiriesRoutes.post('/custom-tour-request', async (c) => {
  const allowance = await enquiryLimit.reserve(c, ipOf(c));
  if (allowance.refused) return allowance.refused;
  const parsed = await parseJsonBody(c, customTourRequestSchema);
  if (!parsed.ok) {
    await allowance.refund();
    return parsed.response;
  }
  const { db, clock, config } = c.var.services;
  const body = parsed.data;
  const now = clock();
  // A trip cannot start in the past: today (UTC, the server's day) is the earliest start.
  if (body.preferred_date && body.preferred_date < isoDate(now)) {
    await allowance.refund();
    return validationError(c, { preferred_date: [ENQUIRY_MESSAGES.preferredDatePast] });
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('custom_tour_requests')
      .values({
        name: body.name,
        email: body.email,
        phone: orNull(body.phone),
        groups_size: body.groups_size,
        destination: body.destination,
        duration: body.duration,
        preferred_date: orNull(body.preferred_date),
        activities: body.activities,
        special_requirements: orNull(body.special_requirements),
        budget: orNull(body.budget),
        accommodation_type: orNull(body.accommodation_type),
        created_at: now.toISOString(),
      })
      .execute();
    await mailEnquiry(
      trx,
      { kind: 'customTour', request: body },
      { siteUrl: config.publicUrl, now },
    );
  });
  return c.json({ message: CUSTOM_TOUR_STORED_MESSAGE } satisfies EnquiryResponse, 201);
});
