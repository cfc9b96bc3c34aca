import { Hono } from 'hono';
import { toFieldErrors } from '../../contract';
import {
  CUSTOMER_MESSAGES,
  customerListQuerySchema,
  updateCustomerRequestSchema,
  type CustomerDetailResponse,
  type CustomerListResponse,
  type CustomerResponse,
} from '../../contract/admin-customers';
import {
  customersCsvFileName,
  customersToCsv,
  deleteCustomer,
  findCustomer,
  listAllCustomers,
  listCustomerBookings,
  listCustomers,
  updateCustomer,
} from '../admin-data/customers';
import { requireAdmin } from '../auth/middleware';
import { isoDate } from '../catalog/dates';
import type { AppEnv } from '../http/env';
import { notFound, parseJsonBody, validationError } from '../http/responses';
import { parseRowId } from '../http/row-id';

/**
 * Customer management. Admin accounts are not customers: they are absent from the list and
 * every /admin/customers/{id} of an admin is a 404, so they cannot be edited or deleted here.
 */
export const adminCustomerRoutes = new Hono<AppEnv>();

adminCustomerRoutes.use('/admin/customers', requireAdmin);
adminCustomerRoutes.use('/admin/customers/*', requireAdmin);

adminCustomerRoutes.get('/admin/customers', async (c) => {
  const parsed = customerListQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return validationError(c, toFieldErrors(parsed.error.issues));
  const body: CustomerListResponse = await listCustomers(c.var.services.db, parsed.data);
  return c.json(body);
});

adminCustomerRoutes.get('/admin/customers/export', async (c) => {
  const parsed = customerListQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return validationError(c, toFieldErrors(parsed.error.issues));
  const { db, clock } = c.var.services;
  const csv = customersToCsv(await listAllCustomers(db, parsed.data));
  // A BOM so spreadsheets read the file as UTF-8.
  return c.body(`\uFEFF${csv}`, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${customersCsvFileName(clock())}"`,
  });
});

adminCustomerRoutes.get('/admin/customers/:id', async (c) => {
  const { db, clock } = c.var.services;
  const id = parseRowId(c.req.param('id'));
  const customer = id === null ? null : await findCustomer(db, id);
  if (!customer) return notFound(c, CUSTOMER_MESSAGES.notFound);
  const body: CustomerDetailResponse = {
    data: { customer, ...(await listCustomerBookings(db, customer.id, isoDate(clock()))) },
  };
  return c.json(body);
});

adminCustomerRoutes.put('/admin/customers/:id', async (c) => {
  const { db, clock } = c.var.services;
  const id = parseRowId(c.req.param('id'));
  if (id === null) return notFound(c, CUSTOMER_MESSAGES.notFound);
  const parsed = await parseJsonBody(c, updateCustomerRequestSchema);
  if (!parsed.ok) return parsed.response;
  const updated = await updateCustomer(db, id, parsed.data, clock());
  const customer = updated ? await findCustomer(db, id) : null;
  if (!customer) return notFound(c, CUSTOMER_MESSAGES.notFound);
  const body: CustomerResponse = { data: customer };
  return c.json(body);
});

adminCustomerRoutes.delete('/admin/customers/:id', async (c) => {
  const id = parseRowId(c.req.param('id'));
  if (id === null || !(await deleteCustomer(c.var.services.db, id))) {
    return notFound(c, CUSTOMER_MESSAGES.notFound);
  }
  return c.json({ message: CUSTOMER_MESSAGES.deleted });
});
