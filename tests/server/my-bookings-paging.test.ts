import { beforeAll, describe, expect, it } from 'vitest';
import { validationErrorSchema } from '../../contract';
import {
  MY_BOOKINGS_PAGE_SIZE,
  myBookingsResponseSchema,
  paymentHistoryResponseSchema,
} from '../../contract/my-bookings';
import { PAGING_MESSAGES } from '../../contract/paging';
import { addDays } from '../../server/catalog/dates';
import { departureOn, insertBooking, userIdOf, useTestServer } from '../support/server-fixtures';
import { call, registerAndLogin, TODAY } from './harness';

/*
 * GET /api/my/bookings pages (issue 16): 10 a page, in the dashboard's order (trips ahead
 * first, the soonest first; then past and cancelled ones, the latest first; ties: newest
 * booking, then highest id), only the caller's own bookings.
 */

const t = useTestServer();
let saraToken: string;
let saraId: number;
let omarToken: string;
let omarId: number;
let tourId: number;
let tourDuration: number;

const day = (offset: number) => addDays(TODAY, offset);
const CREATED = '2025-01-01T10:00:00.000Z';

async function seed(userId: number, startIn: number, options: { cancelled?: boolean } = {}) {
  const departureId = await departureOn(t.db, tourId, day(startIn));
  return insertBooking(t.db, {
    userId,
    tourId,
    departureId,
    totalCents: 100_000,
    createdAt: CREATED,
    status: options.cancelled ? 'Cancelled' : 'Confirmed',
  });
}

const page = (token: string, search = '') =>
  call(t.app, 'GET', `/api/my/bookings${search}`, { token });

async function references(token: string, search = '') {
  const res = await page(token, search);
  expect(res.status, res.text).toBe(200);
  const body = myBookingsResponseSchema.parse(res.json);
  return { refs: body.data.map((b) => b.reference), meta: body.meta, data: body.data };
}

/** Sara's references in the order every page must follow, built from what was seeded. */
let expected: string[] = [];

beforeAll(async () => {
  saraToken = await registerAndLogin(t.app, {
    name: 'Sara Malik',
    email: 'sara@example.com',
    password: 'sara-password',
  });
  omarToken = await registerAndLogin(t.app, {
    name: 'Omar Farooq',
    email: 'omar@example.com',
    password: 'omar-password',
  });
  saraId = await userIdOf(t.db, 'sara@example.com');
  omarId = await userIdOf(t.db, 'omar@example.com');
  const tour = await t.db
    .selectFrom('tours')
    .select(['id', 'duration'])
    .where('slug', '=', 'fairy-meadows')
    .executeTakeFirstOrThrow();
  tourId = tour.id;
  tourDuration = tour.duration;

  // 12 trips ahead (two on the same day: the later-inserted one, with the higher id, first),
  // 8 in the past, 3 cancelled ahead: 23 bookings, 3 pages.
  const ahead: string[] = [];
  for (let i = 0; i < 11; i += 1) ahead.push((await seed(saraId, 40 + i * 5)).reference);
  const twin = await seed(saraId, 40);
  ahead.splice(0, 0, twin.reference);
  const past: string[] = [];
  for (let i = 0; i < 8; i += 1)
    past.push((await seed(saraId, -(tourDuration + 10 + i))).reference);
  const cancelled: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    cancelled.push((await seed(saraId, 60 + i, { cancelled: true })).reference);
  }
  // Past and cancelled ones: the latest start first.
  expected = [...ahead, ...[...cancelled].reverse(), ...past];
  // Omar's bookings on the same departures never show on Sara's pages.
  for (let i = 0; i < 4; i += 1) await seed(omarId, 40 + i * 5);
});

describe('GET /api/my/bookings pages', () => {
  it('answers the first page, 10 bookings, with where it is in the whole list', async () => {
    const first = await references(saraToken);
    expect(first.refs).toEqual(expected.slice(0, MY_BOOKINGS_PAGE_SIZE));
    expect(first.meta).toEqual({ page: 1, perPage: 10, total: 23, lastPage: 3 });
    expect(await references(saraToken, '?page=1')).toEqual(first);
  });

  it('answers a middle and the last page in the same order', async () => {
    const middle = await references(saraToken, '?page=2');
    expect(middle.refs).toEqual(expected.slice(10, 20));
    expect(middle.meta).toMatchObject({ page: 2, lastPage: 3, total: 23 });
    const last = await references(saraToken, '?page=3');
    expect(last.refs).toEqual(expected.slice(20));
    expect(last.data.every((b) => b.status === 'Completed')).toBe(true);
  });

  it('answers no bookings past the last page, and says where the last page is', async () => {
    const beyond = await references(saraToken, '?page=9');
    expect(beyond.refs).toEqual([]);
    expect(beyond.meta).toEqual({ page: 9, perPage: 10, total: 23, lastPage: 3 });
  });

  it('pages by perPage when asked', async () => {
    const pages = [];
    for (let p = 1; p <= 5; p += 1)
      pages.push(...(await references(saraToken, `?page=${p}&perPage=5`)).refs);
    expect(pages).toEqual(expected);
  });

  it('refuses a page or size that is not a whole number in range (422, Laravel shape)', async () => {
    for (const search of ['?page=0', '?page=abc', '?page=-1', '?page=1.5', '?page=']) {
      const res = await page(saraToken, search);
      expect(res.status, search).toBe(422);
      expect(validationErrorSchema.parse(res.json).errors).toEqual({
        page: [PAGING_MESSAGES.page],
      });
    }
    const res = await page(saraToken, '?perPage=101');
    expect(res.status).toBe(422);
    expect(validationErrorSchema.parse(res.json).errors).toEqual({
      perPage: [PAGING_MESSAGES.perPage],
    });
  });

  it("never shows another traveller's bookings, and needs a signed-in traveller", async () => {
    const omar = await references(omarToken, '?perPage=100');
    expect(omar.meta.total).toBe(4);
    expect(omar.refs.some((ref) => expected.includes(ref))).toBe(false);
    const guest = await call(t.app, 'GET', '/api/my/bookings?page=2');
    expect(guest.status).toBe(401);
  });

  it('keeps the order of the bookings already there when another is made', async () => {
    const before = (await references(saraToken, '?perPage=100')).refs;
    // Same day and same creation time as the first twin: only the id tells them apart.
    const added = await seed(saraId, 40);
    const after = (await references(saraToken, '?perPage=100')).refs;
    expect(after[0]).toBe(added.reference);
    expect(after.filter((ref) => ref !== added.reference)).toEqual(before);
    const second = await references(saraToken, '?page=2');
    expect(second.refs).toEqual(after.slice(10, 20));
    expect(second.meta.total).toBe(24);
  });
});

describe('GET /api/my/payments', () => {
  it("lists the payments of every booking, not only a page's, and only the caller's", async () => {
    const res = await call(t.app, 'GET', '/api/my/payments', { token: omarToken });
    expect(res.status, res.text).toBe(200);
    const rows = paymentHistoryResponseSchema.parse(res.json).data;
    const omarRefs = (await references(omarToken)).refs;
    expect(new Set(rows.map((r) => r.reference))).toEqual(new Set(omarRefs));

    const sara = await call(t.app, 'GET', '/api/my/payments', { token: saraToken });
    const saraRows = paymentHistoryResponseSchema.parse(sara.json).data;
    const saraRefs = new Set(saraRows.map((r) => r.reference));
    expect(saraRefs.size).toBeGreaterThan(MY_BOOKINGS_PAGE_SIZE);
    expect(expected.every((ref) => saraRefs.has(ref))).toBe(true);
    expect(saraRows.every((r) => r.status === 'Paid' || r.status === 'Refunded')).toBe(true);
    expect(await call(t.app, 'GET', '/api/my/payments')).toMatchObject({ status: 401 });
  });
});
