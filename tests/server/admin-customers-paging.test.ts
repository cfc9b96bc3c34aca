import { beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_MESSAGES,
  customerDetailResponseSchema,
  customerListResponseSchema,
  type CustomerListResponse,
} from '../../contract/admin-customers';
import { addDays } from '../../server/catalog/dates';
import {
  bookingWriter,
  daysAgo,
  departureOn,
  insertCustomer,
  loginAsAdmin,
  tourBySlug,
  useTestServer,
} from '../support/server-fixtures';
import { call, TODAY } from './harness';

/**
 * Issue 16: GET /api/admin/customers pages on the server, with the search, filters and sort
 * applied before paging, and the export carries every matching customer.
 */
const t = useTestServer();
let adminToken: string;
/** Ids of the 23 customers, newest account first (the default order). */
const newestFirst: number[] = [];
/** Five customers share one creation time: the id alone keeps them in order. */
const SAME_TIME = daysAgo(50);
let busyId: number;

beforeAll(async () => {
  adminToken = await loginAsAdmin(t.app);
  const made: number[] = [];
  for (let i = 0; i < 23; i += 1) {
    const id = await insertCustomer(t.db, {
      name: `Customer ${String(i).padStart(2, '0')}`,
      email: `c${i}@example.com`,
      country: i % 3 === 0 ? 'Italy' : i % 3 === 1 ? 'pakistan' : 'Pakistan',
      status: i % 4 === 0 ? 'Inactive' : 'Active',
      createdAt: i < 5 ? SAME_TIME : daysAgo(49 - i),
    });
    made.push(id);
  }
  // Oldest first as made (the same-time five by id), so newest first is the reverse.
  newestFirst.push(...made.reverse());
  busyId = made.at(-1)!; // Customer 00
  const k2 = await tourBySlug(t.db, 'k2-base-camp');
  const dep = await departureOn(t.db, k2.id, addDays(TODAY, 90));
  const book = bookingWriter(t.db, {}, () => ({ travelers: 1 }));
  for (let i = 0; i < 12; i += 1) {
    await book(`b${i}`, busyId, k2.id, dep, 10_000 + i, daysAgo(20 - i));
  }
});

async function list(query = ''): Promise<CustomerListResponse> {
  const res = await call(t.app, 'GET', `/api/admin/customers${query}`, { token: adminToken });
  expect(res.status, query).toBe(200);
  return customerListResponseSchema.parse(res.json);
}

const ids = (page: CustomerListResponse) => page.data.map((c) => c.id);

describe('paging', () => {
  it('serves the first, a middle and the last page, which together hold every customer once', async () => {
    const first = await list('?perPage=10');
    expect(first.meta).toEqual({ page: 1, perPage: 10, total: 23, lastPage: 3 });
    const middle = await list('?perPage=10&page=2');
    const last = await list('?perPage=10&page=3');
    expect(last.data).toHaveLength(3);
    const all = [...ids(first), ...ids(middle), ...ids(last)];
    expect(new Set(all).size).toBe(23);
    // Newest account first; the five made at one time come by id, highest first.
    expect(all).toEqual(newestFirst);
  });

  it('answers a page past the last with no rows and where the last page is', async () => {
    const past = await list('?perPage=10&page=9');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ page: 9, perPage: 10, total: 23, lastPage: 3 });
  });

  it('defaults to 25 a page', async () => {
    const page = await list();
    expect(page.meta.perPage).toBe(25);
    expect(page.data).toHaveLength(23);
  });

  it('refuses a bad page, page size, status or sort with a 422', async () => {
    for (const [query, field, message] of [
      ['?page=0', 'page', CUSTOMER_MESSAGES.page],
      ['?page=two', 'page', CUSTOMER_MESSAGES.page],
      ['?perPage=101', 'perPage', CUSTOMER_MESSAGES.perPage],
      ['?status=Gone', 'status', CUSTOMER_MESSAGES.statusFilter],
      ['?sort=age-asc', 'sort', CUSTOMER_MESSAGES.sort],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/admin/customers${query}`, { token: adminToken });
      expect(res.status, query).toBe(422);
      expect(res.json, query).toMatchObject({ errors: { [field]: [message] } });
    }
  });
});

describe('search, filters and sort before paging', () => {
  it('pages the customers of one country (any case) and status', async () => {
    // Pakistan (either case) and Active: i % 3 !== 0 and i % 4 !== 0.
    const expected = Array.from({ length: 23 }, (_, i) => i)
      .filter((i) => i % 3 !== 0 && i % 4 !== 0)
      .map((i) => `Customer ${String(i).padStart(2, '0')}`)
      .sort();
    const first = await list('?country=PAKISTAN&status=Active&sort=name-asc&perPage=5');
    expect(first.meta.total).toBe(expected.length);
    const pages = [first];
    for (let page = 2; page <= first.meta.lastPage; page += 1) {
      pages.push(
        await list(`?country=PAKISTAN&status=Active&sort=name-asc&perPage=5&page=${page}`),
      );
    }
    expect(pages.flatMap((p) => p.data.map((c) => c.name))).toEqual(expected);
  });

  it('searches name, e-mail and country', async () => {
    expect((await list('?q=customer%2007')).data.map((c) => c.name)).toEqual(['Customer 07']);
    expect((await list('?q=C7%40EXAMPLE')).data.map((c) => c.name)).toEqual(['Customer 07']);
    const italy = await list('?q=ital&perPage=3&page=2');
    expect(italy.meta.total).toBe(8);
    expect(italy.data).toHaveLength(3);
  });

  it('sorts by a figure before paging, ties by name, never booked last', async () => {
    const spent = await list('?sort=spent-desc&perPage=2');
    expect(spent.data[0]!.id).toBe(busyId);
    const bookings = await list('?sort=last-asc&perPage=1');
    expect(bookings.data[0]!.id).toBe(busyId);
    const last = await list('?sort=last-asc&perPage=10&page=3');
    expect(last.data.every((c) => c.lastBooking === null)).toBe(true);
  });

  it('offers every country once per spelling for the Country filter', async () => {
    expect((await list('?perPage=1')).filters.countries.sort()).toEqual([
      'Italy',
      'Pakistan',
      'pakistan',
    ]);
  });
});

describe('export and details', () => {
  it('exports every matching customer, in order, not one page', async () => {
    const res = await call(
      t.app,
      'GET',
      '/api/admin/customers/export?country=italy&sort=name-desc',
      {
        token: adminToken,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/customers-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,Country,Bookings,Last Booking,Total Spent,Status,Joined',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Customer 21',
      'Customer 18',
      'Customer 15',
      'Customer 12',
      'Customer 09',
      'Customer 06',
      'Customer 03',
      'Customer 00',
    ]);
  });

  it("shows a customer's latest ten bookings and how many there are", async () => {
    const res = await call(t.app, 'GET', `/api/admin/customers/${busyId}`, { token: adminToken });
    const { data } = customerDetailResponseSchema.parse(res.json);
    expect(data.bookingCount).toBe(12);
    expect(data.bookings).toHaveLength(10);
    expect(data.bookings[0]!.createdAt).toBe(daysAgo(9));
  });
});
