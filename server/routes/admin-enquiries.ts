import { Hono, type Context } from 'hono';
import {
  ADMIN_ENQUIRY_MESSAGES,
  enquiryListQuerySchema,
  enquiryNoteRequestSchema,
  enquiryStatusRequestSchema,
  subscriberListQuerySchema,
  subscribersCsvFileName,
  type EnquiryDetail,
  type EnquiryKind,
} from '../../contract/admin-enquiries';
import { toFieldErrors } from '../../contract';
import {
  addNote,
  changeStatus,
  countUnread,
  findEnquiry,
  listEnquiries,
  parseKind,
} from '../admin-data/enquiries';
import {
  listAllSubscribers,
  listSubscribers,
  removeSubscriber,
  subscribersToCsv,
} from '../admin-data/subscribers';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../http/env';
import { notFound, parseJsonBody, validationError } from '../http/responses';
import { parseRowId } from '../http/row-id';

/**
 * The enquiry inbox and the newsletter list (issue 14), admin only (checked here, on every
 * request, whatever the client shows). Changes are written with their audit row.
 */
export const adminEnquiryRoutes = new Hono<AppEnv>();

for (const path of [
  '/admin/enquiries',
  '/admin/enquiries/*',
  '/admin/newsletter-subscribers',
  '/admin/newsletter-subscribers/*',
]) {
  adminEnquiryRoutes.use(path, requireAdmin);
}

adminEnquiryRoutes.get('/admin/enquiries', async (c) => {
  const parsed = enquiryListQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return validationError(c, toFieldErrors(parsed.error.issues));
  return c.json(await listEnquiries(c.var.services.db, parsed.data));
});

adminEnquiryRoutes.get('/admin/enquiries/unread', async (c) =>
  c.json({ data: { count: await countUnread(c.var.services.db) } }),
);

/** The enquiry the path names, or null (unknown kind, malformed or unknown id: all 404). */
function enquiryKey(c: Context<AppEnv>): { kind: EnquiryKind; id: number } | null {
  const kind = parseKind(c.req.param('kind') ?? '');
  const id = parseRowId(c.req.param('id') ?? '');
  return kind && id !== null ? { kind, id } : null;
}

async function detailResponse(
  c: Context<AppEnv>,
  key: { kind: EnquiryKind; id: number },
  status: 200 | 201 = 200,
) {
  const detail = await findEnquiry(c.var.services.db, key.kind, key.id);
  if (!detail) return notFound(c, ADMIN_ENQUIRY_MESSAGES.notFound);
  return c.json({ data: detail } satisfies { data: EnquiryDetail }, status);
}

adminEnquiryRoutes.get('/admin/enquiries/:kind/:id', async (c) => {
  const key = enquiryKey(c);
  if (!key) return notFound(c, ADMIN_ENQUIRY_MESSAGES.notFound);
  return detailResponse(c, key);
});

adminEnquiryRoutes.put('/admin/enquiries/:kind/:id/status', async (c) => {
  const key = enquiryKey(c);
  if (!key) return notFound(c, ADMIN_ENQUIRY_MESSAGES.notFound);
  const parsed = await parseJsonBody(c, enquiryStatusRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const changed = await changeStatus(db, {
    ...key,
    status: parsed.data.status,
    actorId: c.var.auth.user.id,
    at: clock(),
  });
  if (!changed) return notFound(c, ADMIN_ENQUIRY_MESSAGES.notFound);
  return detailResponse(c, key);
});

adminEnquiryRoutes.post('/admin/enquiries/:kind/:id/notes', async (c) => {
  const key = enquiryKey(c);
  if (!key) return notFound(c, ADMIN_ENQUIRY_MESSAGES.notFound);
  const parsed = await parseJsonBody(c, enquiryNoteRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const added = await addNote(db, {
    ...key,
    body: parsed.data.body,
    actorId: c.var.auth.user.id,
    at: clock(),
  });
  if (!added) return notFound(c, ADMIN_ENQUIRY_MESSAGES.notFound);
  return detailResponse(c, key, 201);
});

adminEnquiryRoutes.get('/admin/newsletter-subscribers', async (c) => {
  const parsed = subscriberListQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return validationError(c, toFieldErrors(parsed.error.issues));
  return c.json(await listSubscribers(c.var.services.db, parsed.data));
});

adminEnquiryRoutes.get('/admin/newsletter-subscribers/export', async (c) => {
  const { db, clock } = c.var.services;
  const csv = subscribersToCsv(await listAllSubscribers(db));
  // A BOM so spreadsheets read the file as UTF-8.
  return c.body(`\uFEFF${csv}`, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${subscribersCsvFileName(clock())}"`,
  });
});

adminEnquiryRoutes.delete('/admin/newsletter-subscribers/:id', async (c) => {
  const id = parseRowId(c.req.param('id'));
  const { db, clock } = c.var.services;
  const removed =
    id !== null && (await removeSubscriber(db, { id, actorId: c.var.auth.user.id, at: clock() }));
  if (!removed) return notFound(c, ADMIN_ENQUIRY_MESSAGES.subscriberNotFound);
  return c.json({ message: ADMIN_ENQUIRY_MESSAGES.subscriberRemoved });
});
