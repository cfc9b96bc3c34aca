import { describe, expect, it } from 'vitest';
import { featuredToursResponseSchema } from '../../contract';
import { call } from './harness';
import { tourRow, useTestServer } from '../support/server-fixtures';

/**
 * Issue 14 (ARCHITECTURE: featured cards): GET /api/tours/featured carries each tour's real
 * mean rating, rounded to one decimal by the database, and its review count; a tour without
 * reviews has none (rating null, count 0).
 */

const t = useTestServer();

async function featured() {
  const res = await call(t.app, 'GET', '/api/tours/featured');
  expect(res.status).toBe(200);
  return featuredToursResponseSchema.parse(res.json).data;
}

/** What the reviews table says, worked out here: mean to one decimal (half up) and count. */
async function ratingsFromReviews(tourId: number) {
  const rows = await t.db
    .selectFrom('reviews')
    .select('rating')
    .where('tour_id', '=', tourId)
    .execute();
  if (rows.length === 0) return { rating: null, review_count: 0 };
  const sum = rows.reduce((total, row) => total + row.rating, 0);
  return { rating: Math.round((sum * 10) / rows.length) / 10, review_count: rows.length };
}

describe('GET /api/tours/featured: ratings from the reviews', () => {
  it("gives every featured tour its reviews' mean rating and count", async () => {
    const tours = await featured();
    expect(tours.map((tour) => tour.slug).sort()).toEqual([
      'baltoro-glacier',
      'deosai-plains',
      'fairy-meadows',
      'hunza-valley',
      'k2-base-camp',
      'laila-peak',
    ]);
    for (const tour of tours) {
      expect({ rating: tour.rating, review_count: tour.review_count }, tour.slug).toEqual(
        await ratingsFromReviews(tour.id),
      );
    }
    // The seed's K2 reviews are 5, 5, 4, 5: 4.75 rounds up to 4.8 on both databases.
    expect(tours.find((tour) => tour.slug === 'k2-base-camp')).toMatchObject({
      rating: 4.8,
      review_count: 4,
    });
    expect(tours.find((tour) => tour.slug === 'laila-peak')).toMatchObject({
      rating: 4.7,
      review_count: 3,
    });
  });

  it('follows new reviews, and a featured tour without reviews has none', async () => {
    const at = t.clock().toISOString();
    const { id } = await t.db
      .insertInto('tours')
      .values(
        tourRow(at, {
          slug: 'new-featured-trek',
          title: 'New Featured Trek',
          description: 'Nobody has reviewed it yet.',
          duration: 3,
          difficulty: 'Easy',
          status: 'Active',
          featured: 1,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await featured()).find((tour) => tour.id === id)).toMatchObject({
      rating: null,
      review_count: 0,
    });

    await t.db
      .insertInto('reviews')
      .values(
        [2, 3, 3].map((rating, i) => ({
          tour_id: id,
          name: `Reviewer ${i}`,
          avatar: null,
          rating,
          comment: 'Fine.',
          date: '2025-03-01',
        })),
      )
      .execute();
    expect((await featured()).find((tour) => tour.id === id)).toMatchObject({
      rating: 2.7,
      review_count: 3,
    });
  });
});
