import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  tourCardSchema,
  tourListResponseSchema,
  validationErrorSchema,
  type TourCard,
} from '../../contract';
import { MAX_WISHLIST, WISHLIST_MESSAGES, wishlistResponseSchema } from '../../contract/wishlist';
import type { TourStatusValue } from '../../server/db/types';
import { call, type CallResult } from './harness';
import { registerTraveller, tourRow, useTestServer } from '../support/server-fixtures';

const t = useTestServer();
/** The published catalogue as GET /api/get-tours shows it. */
let catalogue: TourCard[];
let userSeq = 0;

beforeAll(async () => {
  const res = await call(t.app, 'GET', '/api/get-tours');
  // A wishlist card is the plain tour card: the catalogue's planning fields (issue 17) dropped.
  catalogue = tourListResponseSchema.parse(res.json).data.map((card) => tourCardSchema.parse(card));
  expect(catalogue.length).toBeGreaterThanOrEqual(6);
});
beforeEach(() => {
  t.clock.reset();
});

/** A fresh traveller per test, so every test starts with an empty wishlist. */
async function newTraveller(): Promise<{ token: string; id: number }> {
  userSeq += 1;
  return registerTraveller(t, {
    name: `Wisher ${userSeq}`,
    email: `wisher${userSeq}@example.com`,
    password: 'wisher-password',
  });
}

const get = (token: string) => call(t.app, 'GET', '/api/my/wishlist', { token });
const put = (token: string, tourId: number | string) =>
  call(t.app, 'PUT', `/api/my/wishlist/${tourId}`, { token });
const remove = (token: string, tourId: number | string) =>
  call(t.app, 'DELETE', `/api/my/wishlist/${tourId}`, { token });
const merge = (token: string, json: unknown) =>
  call(t.app, 'POST', '/api/my/wishlist/merge', { token, json });

function expectList(res: CallResult): TourCard[] {
  expect(res.status, res.text).toBe(200);
  return wishlistResponseSchema.parse(res.json).data;
}

const ids = (cards: TourCard[]) => cards.map((card) => card.id);
const tour = (index: number) => catalogue[index]!;

async function setStatus(tourId: number, status: TourStatusValue) {
  await t.db.updateTable('tours').set({ status }).where('id', '=', tourId).execute();
}

async function storedIds(userId: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('wishlist_items')
    .select('tour_id')
    .where('user_id', '=', userId)
    .orderBy('tour_id')
    .execute();
  return rows.map((row) => row.tour_id);
}

describe('GET / PUT / DELETE /api/my/wishlist', () => {
  it('starts empty, saves tours as catalogue cards and lists the latest saved first', async () => {
    const { token } = await newTraveller();
    expect(expectList(await get(token))).toEqual([]);

    expect(expectList(await put(token, tour(2).id))).toEqual([tour(2)]);
    t.clock.advance(1000);
    expect(expectList(await put(token, tour(0).id))).toEqual([tour(0), tour(2)]);
    t.clock.advance(1000);
    const cards = expectList(await put(token, tour(4).id));
    expect(cards).toEqual([tour(4), tour(0), tour(2)]);
    expect(expectList(await get(token))).toEqual(cards);
  });

  it('saving twice is the same as saving once, also when the requests race', async () => {
    const { token, id } = await newTraveller();
    expect(ids(expectList(await put(token, tour(1).id)))).toEqual([tour(1).id]);
    expect(ids(expectList(await put(token, tour(1).id)))).toEqual([tour(1).id]);

    const results = await Promise.all([1, 2, 3, 4].map(() => put(token, tour(3).id)));
    for (const res of results) expect(res.status, res.text).toBe(200);
    expect(await storedIds(id)).toEqual([tour(1).id, tour(3).id].sort((a, b) => a - b));
  });

  it('removes a tour; removing one that is not saved changes nothing', async () => {
    const { token, id } = await newTraveller();
    await put(token, tour(0).id);
    await put(token, tour(1).id);
    expect(ids(expectList(await remove(token, tour(0).id)))).toEqual([tour(1).id]);
    expect(ids(expectList(await remove(token, tour(0).id)))).toEqual([tour(1).id]);
    expect(ids(expectList(await remove(token, 999_999)))).toEqual([tour(1).id]);
    expect(await storedIds(id)).toEqual([tour(1).id]);
  });

  it('refuses a tour that does not exist, is not published, or is not an id', async () => {
    const { token, id } = await newTraveller();
    const draft = tour(5).id;
    await setStatus(draft, 'Draft');
    try {
      for (const tourId of [999_999, draft, 'abc', '1.5', '0', '-1', '01', '99999999999']) {
        const res = await put(token, tourId);
        expect(res.status, `${tourId}: ${res.text}`).toBe(404);
        expect(res.json).toEqual({ message: WISHLIST_MESSAGES.tour });
      }
      for (const tourId of ['abc', '0', '99999999999']) {
        expect((await remove(token, tourId)).status).toBe(404);
      }
      expect(await storedIds(id)).toEqual([]);
    } finally {
      await setStatus(draft, 'Active');
    }
  });

  it('a saved tour that is unpublished drops out of the list and comes back when published', async () => {
    const { token } = await newTraveller();
    await put(token, tour(0).id);
    t.clock.advance(1000);
    await put(token, tour(1).id);
    await setStatus(tour(0).id, 'Inactive');
    try {
      expect(ids(expectList(await get(token)))).toEqual([tour(1).id]);
    } finally {
      await setStatus(tour(0).id, 'Active');
    }
    expect(ids(expectList(await get(token)))).toEqual([tour(1).id, tour(0).id]);
  });

  it("one traveller's wishlist is theirs alone", async () => {
    const ayesha = await newTraveller();
    const bilal = await newTraveller();
    await put(ayesha.token, tour(0).id);
    await put(bilal.token, tour(1).id);
    expect(ids(expectList(await remove(bilal.token, tour(0).id)))).toEqual([tour(1).id]);
    expect(ids(expectList(await get(ayesha.token)))).toEqual([tour(0).id]);
    expect(ids(expectList(await get(bilal.token)))).toEqual([tour(1).id]);
  });
});

describe('POST /api/my/wishlist/merge', () => {
  it("adds the device's published tours that are not saved yet and answers the whole list", async () => {
    const { token, id } = await newTraveller();
    await put(token, tour(0).id);
    const draft = tour(5).id;
    await setStatus(draft, 'Draft');
    try {
      t.clock.advance(1000);
      const cards = expectList(
        await merge(token, {
          tour_ids: [tour(1).id, tour(0).id, 999_999, draft, tour(2).id, tour(1).id, 2 ** 31 - 1],
        }),
      );
      expect(ids(cards).sort((a, b) => a - b)).toEqual(
        [tour(0).id, tour(1).id, tour(2).id].sort((a, b) => a - b),
      );
      // The merged ones are newer than what the account had.
      expect(cards.at(-1)).toEqual(tour(0));
      expect(await storedIds(id)).toEqual(
        [tour(0).id, tour(1).id, tour(2).id].sort((a, b) => a - b),
      );
    } finally {
      await setStatus(draft, 'Active');
    }
  });

  it('an empty merge just answers the list', async () => {
    const { token } = await newTraveller();
    await put(token, tour(3).id);
    expect(ids(expectList(await merge(token, { tour_ids: [] })))).toEqual([tour(3).id]);
  });

  it('validates the body with the contract schema', async () => {
    const { token, id } = await newTraveller();
    for (const json of [
      {},
      { tour_ids: 'all' },
      { tour_ids: [1.5] },
      { tour_ids: [-1] },
      { tour_ids: ['1'] },
      { tour_ids: [], user_id: 1 },
      { tour_ids: Array.from({ length: MAX_WISHLIST + 1 }, (_, i) => i + 1) },
      { tour_ids: [2 ** 31] },
      { tour_ids: [2 ** 40] },
    ]) {
      const res = await merge(token, json);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(422);
      validationErrorSchema.parse(res.json);
    }
    expect(await storedIds(id)).toEqual([]);
  });
});

describe(`at most ${MAX_WISHLIST} tours`, () => {
  it('refuses one more with a 422, lets a saved one be saved again, and merges only what fits', async () => {
    const now = t.clock().toISOString();
    const extra = await t.db
      .insertInto('tours')
      .values(
        Array.from({ length: MAX_WISHLIST + 2 }, (_, i) =>
          tourRow(now, {
            slug: `wishlist-cap-${i}`,
            title: `Wishlist Cap ${i}`,
            description: 'A tour for the wishlist cap.',
            duration: 3,
            difficulty: 'Easy',
            status: 'Active',
          }),
        ),
      )
      .returning('id')
      .execute();
    const extraIds = extra.map((row) => row.id);

    const { token, id } = await newTraveller();
    // Room for all but three, then a merge of five: only three fit.
    expect(
      expectList(await merge(token, { tour_ids: extraIds.slice(0, MAX_WISHLIST - 3) })),
    ).toHaveLength(MAX_WISHLIST - 3);
    const merged = expectList(
      await merge(token, { tour_ids: extraIds.slice(MAX_WISHLIST - 3, MAX_WISHLIST + 2) }),
    );
    expect(merged).toHaveLength(MAX_WISHLIST);
    expect(ids(merged)).not.toContain(extraIds[MAX_WISHLIST]);

    const full = await put(token, tour(0).id);
    expect(full.status, full.text).toBe(422);
    expect(validationErrorSchema.parse(full.json)).toEqual({
      message: WISHLIST_MESSAGES.tooMany,
      errors: { tour_id: [WISHLIST_MESSAGES.tooMany] },
    });
    expect(expectList(await put(token, extraIds[0]!))).toHaveLength(MAX_WISHLIST);
    expect(await storedIds(id)).toHaveLength(MAX_WISHLIST);

    // Making room makes it possible again.
    await remove(token, extraIds[0]!);
    t.clock.advance(1000);
    expect(ids(expectList(await put(token, tour(0).id)))[0]).toBe(tour(0).id);

    await t.db.deleteFrom('wishlist_items').where('user_id', '=', id).execute();
    await t.db.deleteFrom('tours').where('id', 'in', extraIds).execute();
  });
});
