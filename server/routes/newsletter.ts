import { Hono } from 'hono';
import { newsletterRequestSchema, type EnquiryResponse } from '../../contract';
import { normalizeEmail } from '../auth/users';
import { isUniqueViolation } from '../db/errors';
import type { AppEnv } from '../http/env';
import { parseJsonBody } from '../http/responses';

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing!';
export const ALREADY_SUBSCRIBED_MESSAGE =
  'This address is already on our list, so our stories and departure news are already on their way to you.';

export const newsletterRoutes = new Hono<AppEnv>();

/**
 * POST /api/newsletter: 201 for a new address, 200 for one already on the list. Addresses are
 * stored lower-cased, once: the unique index settles two sign-ups racing for the same address.
 */
newsletterRoutes.post('/newsletter', async (c) => {
  const parsed = await parseJsonBody(c, newsletterRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const email = normalizeEmail(parsed.data.email);
  const already = () => c.json<EnquiryResponse>({ message: ALREADY_SUBSCRIBED_MESSAGE }, 200);

  const existing = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) return already();

  try {
    await db
      .insertInto('newsletter_subscribers')
      .values({ email, created_at: clock().toISOString() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return already();
    throw error;
  }
  return c.json<EnquiryResponse>({ message: SUBSCRIBED_MESSAGE }, 201);
});
