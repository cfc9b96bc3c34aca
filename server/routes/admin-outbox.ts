import { Hono } from 'hono';
import { toFieldErrors } from '../../contract';
import {
  ADMIN_OUTBOX_MESSAGES,
  outboxListQuerySchema,
  type OutboxMessage,
} from '../../contract/admin-outbox';
import { findOutboxMessage, listOutbox, retryOutboxMessage } from '../admin-data/outbox';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../http/env';
import { notFound, validationError } from '../http/responses';
import { parseRowId } from '../http/row-id';

/**
 * The mail outbox (issue 15), admin only (checked here, on every request). Retry is written
 * with its audit row.
 */
export const adminOutboxRoutes = new Hono<AppEnv>();

for (const path of ['/admin/outbox', '/admin/outbox/*']) {
  adminOutboxRoutes.use(path, requireAdmin);
}

adminOutboxRoutes.get('/admin/outbox', async (c) => {
  const parsed = outboxListQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return validationError(c, toFieldErrors(parsed.error.issues));
  const { db, config } = c.var.services;
  return c.json(await listOutbox(db, parsed.data, config.mailMode));
});

adminOutboxRoutes.get('/admin/outbox/:id', async (c) => {
  const id = parseRowId(c.req.param('id'));
  const message = id === null ? null : await findOutboxMessage(c.var.services.db, id);
  if (!message) return notFound(c, ADMIN_OUTBOX_MESSAGES.notFound);
  return c.json({ data: message } satisfies { data: OutboxMessage });
});

adminOutboxRoutes.post('/admin/outbox/:id/retry', async (c) => {
  const id = parseRowId(c.req.param('id'));
  if (id === null) return notFound(c, ADMIN_OUTBOX_MESSAGES.notFound);
  const { db, clock } = c.var.services;
  const outcome = await retryOutboxMessage(db, { id, actorId: c.var.auth.user.id, at: clock() });
  if (outcome === 'notFound') return notFound(c, ADMIN_OUTBOX_MESSAGES.notFound);
  if (outcome === 'notFailed') return c.json({ message: ADMIN_OUTBOX_MESSAGES.notFailed }, 409);
  const message = await findOutboxMessage(db, id);
  return c.json({ data: message! } satisfies { data: OutboxMessage });
});
