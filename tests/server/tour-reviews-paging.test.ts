import { beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  reviewPageResponseSchema,
  tourDetailResponseSchema,
  type Review,
} from '../../contract/tours';
import { loginAsAdmin, tourRow, useTestServer } from '../support/server-fixtures';
import { call } from './harness';

/**
 * Issue 16: a tour's details carry the first page of its reviews with the count and average of
 * all of them, and GET /api/tour-details/{id}/reviews?after= the next pages, after a cursor
 * (date desc, id desc), so a review written meanwhile never repeats or hides another.
 */
const t = useTestServer();
let tourId: number;
let draftId: number;
/** Ratings of the 23 reviews, for the expected average. */
const ratings: number[] = [];

async function insertTour(slug: string, status: 'Active' | 'Draft') {
  const at = t.clock().toISOString();
  const { id } = await t.db
    .insertInto('tours')
    .values(
      tourRow(at, {
        slug,
        title: slug,
        description: 'Reviewed a lot.',
        duration: 3,
        difficulty: 'Easy',
        status,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function insertReview(tour: number, i: number, date: string, rating = (i % 5) + 1) {
  await t.db
    .insertInto('reviews')
    .values({
      tour_id: tour,
      name: `Reviewer ${i}`,
      avatar: null,
      rating,
      comment: `Review ${i}`,
      date,
    })
    .execute();
}

beforeAll(async () => {
  tourId = await insertTour('much-reviewed-trek', 'Active');
  draftId = await insertTour('draft-reviewed-trek', 'Draft');
  // 23 reviews over 8 dates: several share a date, so the id decides among them.
  for (let i = 0; i < 23; i += 1) {
    const rating = (i % 5) + 1;
    ratings.push(rating);
    await insertReview(tourId, i, `2025-02-${String(10 + (i % 8)).padStart(2, '0')}`, rating);
  }
  await insertReview(draftId, 99, '2025-02-01');
});

async function details(idOrSlug: string | number, token?: string) {
  const res = await call(t.app, 'GET', `/api/tour-details/${idOrSlug}`, { token });
  expect(res.status).toBe(200);
  return tourDetailResponseSchema.parse(res.json).data;
}

async function page(after: string, idOrSlug: string | number = tourId) {
  const res = await call(
    t.app,
    'GET',
    `/api/tour-details/${idOrSlug}/reviews?after=${encodeURIComponent(after)}`,
  );
  expect(res.status).toBe(200);
  return reviewPageResponseSchema.parse(res.json);
}

/** Every review of the tour newest first, as the database orders them (date desc, id desc). */
async function allNewestFirst(): Promise<number[]> {
  const rows = await t.db
    .selectFrom('reviews')
    .select(['id', 'date'])
    .where('tour_id', '=', tourId)
    .execute();
  return rows.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map((row) => row.id);
}

const ids = (reviews: Review[]) => reviews.map((r) => r.id);

describe('the first page comes with the tour', () => {
  it('holds the newest ten, the exact count and the average of all, and the next cursor', async () => {
    const tour = await details(tourId);
    expect(tour.reviews).toHaveLength(REVIEW_PAGE_SIZE);
    expect(ids(tour.reviews)).toEqual((await allNewestFirst()).slice(0, REVIEW_PAGE_SIZE));
    expect(tour.review_count).toBe(23);
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(tour.rating).toBe(Math.round(mean * 10) / 10);
    const last = tour.reviews.at(-1)!;
    expect(tour.reviews_next).toBe(`${last.date}:${last.id}`);
  });

  it('a tour without reviews: none, count 0, rating null, no next page', async () => {
    const bare = await insertTour('unreviewed-trek', 'Active');
    const tour = await details(bare);
    expect(tour).toMatchObject({ reviews: [], review_count: 0, rating: null, reviews_next: null });
  });
});

describe('GET /api/tour-details/{id}/reviews', () => {
  it('the middle and the last page follow the first: every review once, in order', async () => {
    const tour = await details('much-reviewed-trek');
    const middle = await page(tour.reviews_next!, 'much-reviewed-trek');
    expect(middle.data).toHaveLength(REVIEW_PAGE_SIZE);
    const last = await page(middle.meta.next!);
    expect(last.data).toHaveLength(3);
    expect(last.meta.next).toBeNull();
    expect([...ids(tour.reviews), ...ids(middle.data), ...ids(last.data)]).toEqual(
      await allNewestFirst(),
    );
  });

  it('a review written while someone reads neither repeats nor hides one', async () => {
    const tour = await details(tourId);
    const before = await allNewestFirst();
    // Newest of all (it would shift an offset page by one), and one dated among the unread.
    await insertReview(tourId, 100, '2025-03-01');
    await insertReview(tourId, 101, '2025-02-11');
    const middle = await page(tour.reviews_next!);
    const last = await page(middle.meta.next!);
    const read = [...ids(tour.reviews), ...ids(middle.data), ...ids(last.data)];
    expect(new Set(read).size).toBe(read.length);
    for (const id of before) expect(read).toContain(id);
    await t.db
      .deleteFrom('reviews')
      .where('name', 'in', ['Reviewer 100', 'Reviewer 101'])
      .execute();
  });

  it('a cursor past the oldest answers no reviews and no next page', async () => {
    expect(await page('2000-01-01:1')).toEqual({ data: [], meta: { next: null } });
  });

  it('refuses a malformed cursor with a 422, and is 404 for an unknown or unpublished tour', async () => {
    for (const after of ['yesterday', '2025-02-10', '2025-02-10:abc']) {
      const res = await call(t.app, 'GET', `/api/tour-details/${tourId}/reviews?after=${after}`);
      expect(res.status, after).toBe(422);
      expect(res.json).toMatchObject({ errors: { after: [REVIEW_MESSAGES.after] } });
    }
    for (const idOrSlug of ['999999', 'no-such-trek', String(draftId)]) {
      const res = await call(t.app, 'GET', `/api/tour-details/${idOrSlug}/reviews`);
      expect(res.status, idOrSlug).toBe(404);
    }
  });

  it("serves an admin's preview of an unpublished tour", async () => {
    const token = await loginAsAdmin(t.app);
    const res = await call(t.app, 'GET', `/api/tour-details/${draftId}/reviews?preview=1`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(reviewPageResponseSchema.parse(res.json).data.map((r) => r.name)).toEqual([
      'Reviewer 99',
    ]);
  });
});
