import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../contract';
import {
  CUSTOMER_MESSAGES,
  customerDeletedResponseSchema,
  customerDetailResponseSchema,
  customerListResponseSchema,
  customerResponseSchema,
  type Customer,
} from '../../contract/admin-customers';
import { addDays } from '../../server/catalog/dates';
import {
  DANA,
  daysAgo,
  departureOn,
  bookingWriter,
  insertBooking,
  insertCustomer,
  loginAsAdmin,
  tourBySlug,
  userIdOf,
  useTestServer,
} from '../support/server-fixtures';
import { call, login, registerAndLogin, TEST_ADMIN, TODAY } from './harness';

const t = useTestServer();
let adminToken: string;
let adminId: number;
let userToken: string;
let danaId: number;
let erinId: number;
let femiId: number;
let k2: Awaited<ReturnType<typeof tourBySlug>>;
let fairy: Awaited<ReturnType<typeof tourBySlug>>;
const refs: Record<string, string> = {};

beforeAll(async () => {
  adminToken = await loginAsAdmin(t.app);
  adminId = await userIdOf(t.db, TEST_ADMIN.email);
  userToken = await registerAndLogin(t.app, DANA);
  danaId = await userIdOf(t.db, DANA.email);
  erinId = await insertCustomer(t.db, {
    name: 'Erin Khan',
    email: 'erin@example.com',
    phone: '+92 300 1234567',
    country: 'Pakistan',
    createdAt: daysAgo(40),
  });
  femiId = await insertCustomer(t.db, {
    name: 'Femi Ade',
    email: 'femi@example.com',
    country: 'Nigeria',
    status: 'Inactive',
    createdAt: daysAgo(10),
  });

  k2 = await tourBySlug(t.db, 'k2-base-camp');
  fairy = await tourBySlug(t.db, 'fairy-meadows');
  const k2Dep = await departureOn(t.db, k2.id, addDays(TODAY, 100));
  const fairyDep = await departureOn(t.db, fairy.id, addDays(TODAY, 101));
  const book = bookingWriter(t.db, refs, () => ({ travelers: 2 }));
  await book('e1', erinId, k2.id, k2Dep, 259_800, daysAgo(30));
  await book('e2', erinId, fairy.id, fairyDep, 120_050, daysAgo(5));
  await book('e3', erinId, fairy.id, fairyDep, 99_900, daysAgo(2), 'Cancelled');
  await book('f1', femiId, k2.id, k2Dep, 129_900, daysAgo(8));
});

async function listCustomers(): Promise<Customer[]> {
  const res = await call(t.app, 'GET', '/api/admin/customers', { token: adminToken });
  expect(res.status).toBe(200);
  return customerListResponseSchema.parse(res.json).data;
}

describe('access', () => {
  const endpoints = (id: number) =>
    [
      ['GET', '/api/admin/customers'],
      ['GET', '/api/admin/customers/export'],
      ['GET', `/api/admin/customers/${id}`],
      ['PUT', `/api/admin/customers/${id}`],
      ['DELETE', `/api/admin/customers/${id}`],
    ] as const;

  it('is 401 for guests and 403 for users on every endpoint, and changes nothing', async () => {
    for (const [method, path] of endpoints(erinId)) {
      const json = method === 'PUT' ? { name: 'Hacked', status: 'Inactive' } : undefined;
      const guest = await call(t.app, method, path, { json });
      expect(guest.status, `${method} ${path}`).toBe(401);
      expect(guest.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
      const user = await call(t.app, method, path, { json, token: userToken });
      expect(user.status, `${method} ${path}`).toBe(403);
      expect(user.json).toEqual({ message: FORBIDDEN_MESSAGE });
    }
    const erin = await t.db
      .selectFrom('users')
      .select(['name', 'status'])
      .where('id', '=', erinId)
      .executeTakeFirstOrThrow();
    expect(erin).toEqual({ name: 'Erin Khan', status: 'Active' });
  });
});

describe('GET /api/admin/customers', () => {
  it('lists every customer (no admins), newest account first, with booking figures', async () => {
    const customers = await listCustomers();
    expect(customers.map((c) => c.id)).toEqual([danaId, femiId, erinId]);
    expect(customers.some((c) => c.id === adminId)).toBe(false);

    expect(customers.find((c) => c.id === erinId)).toEqual({
      id: erinId,
      name: 'Erin Khan',
      email: 'erin@example.com',
      phone: '+92 300 1234567',
      country: 'Pakistan',
      // The cancelled booking counts as a booking; it was refunded in full, so nothing was spent.
      bookings: 3,
      lastBooking: daysAgo(2),
      totalSpent: 3798.5,
      status: 'Active',
      joinedAt: daysAgo(40),
    });
    expect(customers.find((c) => c.id === femiId)).toMatchObject({
      bookings: 1,
      totalSpent: 1299,
      status: 'Inactive',
      phone: null,
    });
    expect(customers.find((c) => c.id === danaId)).toMatchObject({
      name: 'Dana',
      bookings: 0,
      lastBooking: null,
      totalSpent: 0,
      country: null,
    });
  });

  it("counts what a customer's cancellation kept as spent (a 50% refund keeps half)", async () => {
    const departure = await departureOn(t.db, k2.id, addDays(TODAY, 20));
    const booking = await insertBooking(t.db, {
      userId: femiId,
      tourId: k2.id,
      departureId: departure,
      totalCents: 30_000,
      createdAt: daysAgo(1),
      status: 'Cancelled',
      refundCents: 15_000,
    });
    try {
      const femi = (await listCustomers()).find((c) => c.id === femiId);
      expect(femi).toMatchObject({ bookings: 2, totalSpent: 1299 + 150 });
    } finally {
      await t.db.deleteFrom('bookings').where('id', '=', booking.id).execute();
    }
  });

  it('does not list an account once it is given the admin role', async () => {
    const temp = await insertCustomer(t.db, { name: 'Temp Admin', email: 'temp@example.com' });
    expect((await listCustomers()).some((c) => c.id === temp)).toBe(true);
    const adminRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'admin')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('user_roles').values({ user_id: temp, role_id: adminRole.id }).execute();
    expect((await listCustomers()).some((c) => c.id === temp)).toBe(false);
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('returns the customer and their bookings, newest first', async () => {
    const res = await call(t.app, 'GET', `/api/admin/customers/${erinId}`, { token: adminToken });
    expect(res.status).toBe(200);
    const { customer, bookings } = customerDetailResponseSchema.parse(res.json).data;
    expect(customer).toMatchObject({ id: erinId, name: 'Erin Khan', bookings: 3 });
    expect(bookings.map((b) => b.reference)).toEqual([refs.e3, refs.e2, refs.e1]);
    expect(bookings[1]).toEqual({
      id: expect.any(Number),
      reference: refs.e2,
      tourId: fairy.id,
      tourTitle: fairy.title,
      startDate: addDays(TODAY, 101),
      travelers: 2,
      total: 1200.5,
      status: 'Confirmed',
      paymentStatus: 'Paid',
      createdAt: daysAgo(5),
    });
    expect(bookings[0]).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
  });

  it('is 404 for admins, unknown ids and non-numeric ids', async () => {
    for (const id of [String(adminId), '999999', 'abc', '1e3', '99999999999999999999']) {
      const res = await call(t.app, 'GET', `/api/admin/customers/${id}`, { token: adminToken });
      expect(res.status, id).toBe(404);
      expect(res.json).toEqual({ message: CUSTOMER_MESSAGES.notFound });
    }
  });
});

describe('PUT /api/admin/customers/{id}', () => {
  it('updates name, phone, country and status and answers with the customer', async () => {
    const res = await call(t.app, 'PUT', `/api/admin/customers/${danaId}`, {
      token: adminToken,
      json: {
        name: '  Dana Malik ',
        phone: ' +44 20 7946 0000 ',
        country: 'United Kingdom',
        status: 'Active',
      },
    });
    expect(res.status).toBe(200);
    const { data } = customerResponseSchema.parse(res.json);
    expect(data).toMatchObject({
      id: danaId,
      name: 'Dana Malik',
      email: DANA.email,
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      status: 'Active',
    });
    expect((await listCustomers()).find((c) => c.id === danaId)).toEqual(data);
  });

  it('clears phone and country when they are blank or left out', async () => {
    const res = await call(t.app, 'PUT', `/api/admin/customers/${danaId}`, {
      token: adminToken,
      json: { name: 'Dana Malik', phone: '   ', status: 'Active' },
    });
    expect(res.status).toBe(200);
    expect(customerResponseSchema.parse(res.json).data).toMatchObject({
      phone: null,
      country: null,
    });
  });

  it('refuses invalid fields with Laravel 422s and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'D', status: 'Active' }, 'name', AUTH_MESSAGES.name],
      [{ name: '   ', status: 'Active' }, 'name', AUTH_MESSAGES.name],
      [{ status: 'Active' }, 'name', 'Name must be at least 2 characters'],
      [{ name: 'x'.repeat(101), status: 'Active' }, 'name', CUSTOMER_MESSAGES.nameTooLong],
      [{ name: 'Dana', status: 'Banned' }, 'status', CUSTOMER_MESSAGES.status],
      [{ name: 'Dana' }, 'status', CUSTOMER_MESSAGES.status],
      [{ name: 'Dana', status: 'Active', phone: '1'.repeat(41) }, 'phone', CUSTOMER_MESSAGES.phone],
      [{ name: 'Dana', status: 'Active', phone: 12345 }, 'phone', CUSTOMER_MESSAGES.phoneType],
      [
        { name: 'Dana', status: 'Active', country: 'c'.repeat(101) },
        'country',
        CUSTOMER_MESSAGES.country,
      ],
    ];
    for (const [json, field, message] of cases) {
      const res = await call<{ message: string; errors: Record<string, string[]> }>(
        t.app,
        'PUT',
        `/api/admin/customers/${erinId}`,
        { token: adminToken, json },
      );
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.json.errors[field]).toEqual([message]);
      expect(res.json.message).toBe(message);
    }
    const malformed = await call(t.app, 'PUT', `/api/admin/customers/${erinId}`, {
      token: adminToken,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const erin = await t.db
      .selectFrom('users')
      .select(['name', 'phone', 'status'])
      .where('id', '=', erinId)
      .executeTakeFirstOrThrow();
    expect(erin).toEqual({ name: 'Erin Khan', phone: '+92 300 1234567', status: 'Active' });
  });

  it('is 404 for an admin account and an unknown id, leaving the admin untouched', async () => {
    for (const id of [adminId, 999999]) {
      const res = await call(t.app, 'PUT', `/api/admin/customers/${id}`, {
        token: adminToken,
        json: { name: 'Renamed', status: 'Inactive' },
      });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: CUSTOMER_MESSAGES.notFound });
    }
    const admin = await t.db
      .selectFrom('users')
      .select(['name', 'status'])
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    expect(admin).toEqual({ name: TEST_ADMIN.name, status: 'Active' });
    expect((await call(t.app, 'GET', '/api/me', { token: adminToken })).status).toBe(200);
  });

  it('an Inactive customer cannot log in or use a token, even after reactivation', async () => {
    const token = await login(t.app, DANA.email, DANA.password);
    expect((await call(t.app, 'GET', '/api/me', { token })).status).toBe(200);

    const deactivate = await call(t.app, 'PUT', `/api/admin/customers/${danaId}`, {
      token: adminToken,
      json: { name: 'Dana Malik', status: 'Inactive' },
    });
    expect(deactivate.status).toBe(200);
    expect(customerResponseSchema.parse(deactivate.json).data.status).toBe('Inactive');

    expect((await call(t.app, 'GET', '/api/me', { token })).status).toBe(401);
    const refused = await call(t.app, 'POST', '/api/login', {
      json: { email: DANA.email, password: DANA.password },
    });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: AUTH_MESSAGES.invalidCredentials });

    const reactivate = await call(t.app, 'PUT', `/api/admin/customers/${danaId}`, {
      token: adminToken,
      json: { name: 'Dana Malik', status: 'Active' },
    });
    expect(reactivate.status).toBe(200);
    // Deactivation revoked the old session; a new login works again.
    expect((await call(t.app, 'GET', '/api/me', { token })).status).toBe(401);
    const fresh = await login(t.app, DANA.email, DANA.password);
    expect((await call(t.app, 'GET', '/api/me', { token: fresh })).status).toBe(200);
  });
});

describe('DELETE /api/admin/customers/{id}', () => {
  it('deletes the account and its tokens but keeps its bookings and reviews', async () => {
    await t.db
      .insertInto('reviews')
      .values({
        tour_id: k2.id,
        user_id: erinId,
        name: 'Erin Khan',
        rating: 5,
        comment: 'Unforgettable.',
        date: TODAY,
      })
      .execute();
    await t.db
      .insertInto('access_tokens')
      .values({ user_id: erinId, token_hash: 'f'.repeat(64), created_at: daysAgo(1) })
      .execute();

    const res = await call(t.app, 'DELETE', `/api/admin/customers/${erinId}`, {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    expect(customerDeletedResponseSchema.parse(res.json)).toEqual({
      message: CUSTOMER_MESSAGES.deleted,
    });

    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', erinId).executeTakeFirst(),
    ).toBeUndefined();
    const tokens = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', erinId)
      .execute();
    expect(tokens).toEqual([]);
    const roles = await t.db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', erinId)
      .execute();
    expect(roles).toEqual([]);

    const bookings = await t.db
      .selectFrom('bookings')
      .select(['reference', 'user_id'])
      .where('reference', 'in', [refs.e1!, refs.e2!, refs.e3!])
      .orderBy('reference')
      .execute();
    expect(bookings).toEqual(
      [refs.e1, refs.e2, refs.e3].sort().map((reference) => ({ reference, user_id: null })),
    );
    const review = await t.db
      .selectFrom('reviews')
      .select('user_id')
      .where('comment', '=', 'Unforgettable.')
      .executeTakeFirstOrThrow();
    expect(review.user_id).toBeNull();

    expect((await listCustomers()).some((c) => c.id === erinId)).toBe(false);
    const again = await call(t.app, 'DELETE', `/api/admin/customers/${erinId}`, {
      token: adminToken,
    });
    expect(again.status).toBe(404);
    const detail = await call(t.app, 'GET', `/api/admin/customers/${erinId}`, {
      token: adminToken,
    });
    expect(detail.status).toBe(404);
  });

  it('never deletes an admin account', async () => {
    const res = await call(t.app, 'DELETE', `/api/admin/customers/${adminId}`, {
      token: adminToken,
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: CUSTOMER_MESSAGES.notFound });
    expect((await call(t.app, 'GET', '/api/me', { token: adminToken })).status).toBe(200);
  });
});
