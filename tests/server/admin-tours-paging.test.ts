import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOUR_LIST_MESSAGES,
  adminTourListResponseSchema,
  type AdminTourListResponse,
} from '../../contract/admin-tour-list';
import { loginAsAdmin, tourRow, useTestServer } from '../support/server-fixtures';
import { call } from './harness';

/**
 * Issue 16: GET /api/tours (the admin list) pages on the server, with the search, the filters
 * and the sort applied before paging; every order ends with the id.
 */
const t = useTestServer();
let adminToken: string;
let seeded: number;
/** The 14 tours made here, in creation order (ascending id). */
const made: number[] = [];

const DIFFICULTY = ['Easy', 'Moderate'] as const;
const STATUS = ['Draft', 'Active', 'Inactive'] as const;

async function insertTour(i: number, title: string) {
  const now = t.clock().toISOString();
  const row = await t.db
    .insertInto('tours')
    .values(
      tourRow(now, {
        slug: `paging-tour-${i}`,
        title,
        description: 'A tour made to test paging.',
        duration: 3,
        difficulty: DIFFICULTY[i % 2]!,
        status: STATUS[i % 3]!,
        location: 'Paging Gorge',
        price_cents: i < 6 ? 50_000 : 80_000,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  adminToken = await loginAsAdmin(t.app);
  seeded = (await list('?perPage=1')).meta.total;
  for (let i = 0; i < 14; i += 1) {
    // Titles repeat in pairs, so the id alone orders two tours of one title.
    made.push(await insertTour(i, `Hushe Paging ${String.fromCharCode(65 + Math.floor(i / 2))}`));
  }
});

async function list(query = ''): Promise<AdminTourListResponse> {
  const res = await call(t.app, 'GET', `/api/tours${query}`, { token: adminToken });
  expect(res.status, query).toBe(200);
  return adminTourListResponseSchema.parse(res.json);
}

/** Every page of the query, in order (perPage small so paging is exercised). */
async function allPages(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const body = await list(`?${query}&perPage=4&page=${page}`);
    ids.push(...body.data.map((tour) => tour.id));
    if (page >= body.meta.lastPage) return ids;
  }
}

describe('GET /api/tours paging', () => {
  it('first, middle and last page of the whole list, newest tour first', async () => {
    const total = seeded + made.length;
    const first = await list();
    expect(first.success).toBe(true);
    expect(first.meta).toEqual({ page: 1, perPage: 12, total, lastPage: Math.ceil(total / 12) });
    expect(first.data.slice(0, 12).map((tour) => tour.id)).toEqual(
      [...made].reverse().slice(0, 12),
    );
    const middle = await list('?page=2');
    expect(middle.data.map((tour) => tour.id)).toEqual(
      [...made]
        .reverse()
        .slice(12)
        .concat(middle.data.slice(2).map((tour) => tour.id)),
    );
    expect(middle.data).toHaveLength(12);
    const lastPage = first.meta.lastPage;
    const last = await list(`?page=${lastPage}`);
    expect(last.data).toHaveLength(total - (lastPage - 1) * 12);
    const everyId = [...first.data, ...middle.data, ...last.data].map((tour) => tour.id);
    expect(new Set(everyId).size).toBe(everyId.length);
    // Past the last page: no rows, and the meta says where the last page is.
    const past = await list(`?page=${lastPage + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta.lastPage).toBe(lastPage);
  });

  it('search, status and difficulty combine before paging', async () => {
    const expected = made.filter((_, i) => i % 2 === 0 && STATUS[i % 3] === 'Draft').reverse();
    const body = await list('?q=%20hUSHE%20&status=Draft&difficulty=Easy&perPage=1');
    expect(body.meta).toEqual({ page: 1, perPage: 1, total: expected.length, lastPage: 3 });
    expect(await allPages('q=paging&status=Draft&difficulty=Easy')).toEqual(expected);
    // Location matches too; a pattern character is taken literally.
    expect((await list('?q=GORGE&perPage=100')).meta.total).toBe(14);
    expect((await list('?q=hushe_&perPage=100')).meta.total).toBe(0);
  });

  it('sorts by title, then price either way, ties by title and id', async () => {
    const byTitle = await allPages('q=paging&sort=title');
    expect(byTitle).toEqual(made);
    const cheap = await allPages('q=paging&sort=price-asc');
    expect(cheap).toEqual([...made.slice(0, 6), ...made.slice(6)]);
    const dear = await allPages('q=paging&sort=price-desc');
    expect(dear).toEqual([...made.slice(6), ...made.slice(0, 6)]);
  });

  it('keeps the order of the tours already listed when a tour is added', async () => {
    for (const sort of ['newest', 'title', 'price-asc']) {
      const before = await allPages(`q=paging&sort=${sort}`);
      const added = await insertTour(100 + before.length, 'Hushe Paging B');
      const after = await allPages(`q=paging&sort=${sort}`);
      expect(
        after.filter((id) => id !== added),
        sort,
      ).toEqual(before);
      await t.db.deleteFrom('tours').where('id', '=', added).execute();
    }
  });

  it('422 for a page, size, sort or filter it does not know', async () => {
    for (const [query, key, message] of [
      ['?page=0', 'page', ADMIN_TOUR_LIST_MESSAGES.page],
      ['?perPage=101', 'perPage', ADMIN_TOUR_LIST_MESSAGES.perPage],
      ['?sort=oldest', 'sort', ADMIN_TOUR_LIST_MESSAGES.sort],
      ['?status=Gone', 'status', ADMIN_TOUR_LIST_MESSAGES.status],
      ['?difficulty=Hard', 'difficulty', ADMIN_TOUR_LIST_MESSAGES.difficulty],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/tours${query}`, { token: adminToken });
      expect(res.status, query).toBe(422);
      expect((res.json as { errors: Record<string, string[]> }).errors[key]).toEqual([message]);
    }
  });
});
