import { beforeAll, describe, expect, it } from 'vitest';
import { validationErrorSchema } from '../../contract';
import {
  MY_BOOKINGS_PAGE_SIZE,
  MY_PAYMENTS_PAGE_SIZE,
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
 * booking, then highest id), only the caller's own bookings. GET /api/my/payments pages the
 * same way: 20 rows a page, the newest first.
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

describe('GET /api/my/payments pages', () => {
  let linaToken: string;
  /** Lina's history rows ('reference status amount'), newest first, built from what was seeded. */
  let history: string[] = [];
  const linaRefs: string[] = [];
  const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T09:00:00.000Z`;
  const row = (r: { reference: string; status: string; amount: number }) =>
    `${r.reference} ${r.status} ${r.amount}`;

  async function historyPage(token: string, search = '') {
    const res = await call(t.app, 'GET', `/api/my/payments${search}`, { token });
    expect(res.status, res.text).toBe(200);
    const body = paymentHistoryResponseSchema.parse(res.json);
    return { rows: body.data.map(row), meta: body.meta, data: body.data };
  }

  beforeAll(async () => {
    linaToken = await registerAndLogin(t.app, {
      name: 'Lina Baig',
      email: 'lina@example.com',
      password: 'lina-password',
    });
    const linaId = await userIdOf(t.db, 'lina@example.com');
    const departureId = await departureOn(t.db, tourId, day(45));
    const book = async (
      day: number,
      options: Partial<Parameters<typeof insertBooking>[1]> = {},
    ) => {
      const booking = await insertBooking(t.db, {
        userId: linaId,
        tourId,
        departureId,
        totalCents: 100_000 + day * 100,
        createdAt: at(day),
        ...options,
      });
      linaRefs.push(booking.reference);
      return booking;
    };
    // Oldest first; reversed below. 26 rows in all: two pages of 20.
    const oldestFirst: string[] = [];
    for (let d = 1; d <= 12; d += 1) {
      const { reference } = await book(d);
      oldestFirst.push(row({ reference, status: 'Paid', amount: 1000 + d }));
    }
    // Cancelled: the payment and its refund at the same instant; the refund (written later)
    // shows first.
    for (let d = 13; d <= 17; d += 1) {
      const { reference } = await book(d, { status: 'Cancelled' });
      const amount = 1000 + d;
      oldestFirst.push(row({ reference, status: 'Paid', amount }));
      oldestFirst.push(row({ reference, status: 'Refunded', amount }));
    }
    // Transfers still awaited: one row each, dated when booked; on the same instant as a
    // payment, the payment shows first.
    for (const d of [18, 20]) {
      const { reference } = await book(d, { paidCents: 0, paymentMethod: 'bank' });
      oldestFirst.push(row({ reference, status: 'Awaiting transfer', amount: 1000 + d }));
    }
    const awaited = await book(21, { paidCents: 0, paymentMethod: 'bank' });
    const paid = await book(21);
    oldestFirst.push(
      row({ reference: awaited.reference, status: 'Awaiting transfer', amount: 1021 }),
    );
    oldestFirst.push(row({ reference: paid.reference, status: 'Paid', amount: 1021 }));
    // Neither paid nor awaited: a cancelled transfer booking has no row.
    await book(22, { paidCents: 0, paymentMethod: 'bank', status: 'Cancelled' });
    history = oldestFirst.reverse();
    expect(history).toHaveLength(26);
  });

  it('answers the newest 20 payments first, with where they are in the whole history', async () => {
    const first = await historyPage(linaToken);
    expect(first.rows).toEqual(history.slice(0, MY_PAYMENTS_PAGE_SIZE));
    expect(first.meta).toEqual({ page: 1, perPage: 20, total: 26, lastPage: 2 });
    expect(await historyPage(linaToken, '?page=1')).toEqual(first);
    // The newest row in full: the card payment, then the transfer awaited at the same instant.
    expect(first.data.slice(0, 2)).toEqual([
      {
        reference: history[0]!.split(' ')[0],
        tourTitle: expect.any(String),
        date: at(21),
        kind: 'full',
        what: 'Payment in full',
        method: 'card',
        cardLast4: null,
        amount: 1021,
        status: 'Paid',
      },
      {
        reference: history[1]!.split(' ')[0],
        tourTitle: first.data[0]!.tourTitle,
        date: at(21),
        kind: 'awaiting',
        what: 'Payment in full',
        method: 'bank',
        cardLast4: null,
        amount: 1021,
        status: 'Awaiting transfer',
      },
    ]);
  });

  it('answers the rest on page 2, and no rows past the last page', async () => {
    const second = await historyPage(linaToken, '?page=2');
    expect(second.rows).toEqual(history.slice(20));
    expect(second.meta).toEqual({ page: 2, perPage: 20, total: 26, lastPage: 2 });
    const beyond = await historyPage(linaToken, '?page=3');
    expect(beyond.rows).toEqual([]);
    expect(beyond.meta).toEqual({ page: 3, perPage: 20, total: 26, lastPage: 2 });
  });

  it('pages by perPage when asked, in the same order', async () => {
    const rows = [];
    for (let p = 1; p <= 6; p += 1)
      rows.push(...(await historyPage(linaToken, `?page=${p}&perPage=5`)).rows);
    expect(rows).toEqual(history);
  });

  it('refuses a page or size that is not a whole number in range, like /api/my/bookings', async () => {
    for (const search of ['?page=0', '?page=abc', '?page=-1', '?page=1.5', '?page=']) {
      const res = await call(t.app, 'GET', `/api/my/payments${search}`, { token: linaToken });
      expect(res.status, search).toBe(422);
      expect(validationErrorSchema.parse(res.json).errors).toEqual({
        page: [PAGING_MESSAGES.page],
      });
    }
    const res = await call(t.app, 'GET', '/api/my/payments?perPage=101', { token: linaToken });
    expect(res.status).toBe(422);
    expect(validationErrorSchema.parse(res.json).errors).toEqual({
      perPage: [PAGING_MESSAGES.perPage],
    });
  });

  it("never shows another traveller's payments, and needs a signed-in traveller", async () => {
    const lina = await historyPage(linaToken, '?perPage=100');
    expect(lina.rows).toEqual(history);
    expect(lina.data.every((r) => linaRefs.includes(r.reference))).toBe(true);

    const omar = await historyPage(omarToken, '?perPage=100');
    const omarRefs = (await references(omarToken)).refs;
    expect(omar.meta.total).toBe(4);
    expect(new Set(omar.data.map((r) => r.reference))).toEqual(new Set(omarRefs));
    const sara = await historyPage(saraToken, '?perPage=100');
    expect(sara.data.some((r) => linaRefs.includes(r.reference))).toBe(false);
    expect(await call(t.app, 'GET', '/api/my/payments?page=2')).toMatchObject({ status: 401 });
  });
});
