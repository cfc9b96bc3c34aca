import { describe, expect, it } from 'vitest';
import {
  tourListResponseSchema,
  toursByCategoryResponseSchema,
  type CatalogueCard,
} from '../../contract';
import { call, TODAY } from './harness';
import { loginAsAdmin, tourRow, useTestServer } from '../support/server-fixtures';

/**
 * Issue 17: the catalogue cards (GET /api/get-tours, /api/get-tours-by-category) carry what the
 * pages sort and filter by: the reviews' mean rating and count, the soonest future departure
 * with a seat left and the months of the future departures. Both answers are cached per
 * catalogue version, so every write to departures or reviews must show in the next read.
 */

const t = useTestServer();

async function cards(): Promise<CatalogueCard[]> {
  const res = await call(t.app, 'GET', '/api/get-tours');
  expect(res.status, res.text).toBe(200);
  return tourListResponseSchema.parse(res.json).data;
}

async function card(id: number): Promise<CatalogueCard> {
  const found = (await cards()).find((c) => c.id === id);
  if (!found) throw new Error(`tour ${id} is not in the catalogue`);
  return found;
}

/** What the tables say, worked out here for one tour. */
async function expectedPlanning(tourId: number) {
  const departures = await t.db
    .selectFrom('departures')
    .select(['start_date', 'capacity', 'seats_booked'])
    .where('tour_id', '=', tourId)
    .execute();
  const future = departures.filter((d) => d.start_date > TODAY);
  const open = future.filter((d) => d.seats_booked < d.capacity).map((d) => d.start_date);
  const reviews = await t.db
    .selectFrom('reviews')
    .select('rating')
    .where('tour_id', '=', tourId)
    .execute();
  const sum = reviews.reduce((total, r) => total + r.rating, 0);
  return {
    next_departure: open.sort()[0] ?? null,
    departure_months: [...new Set(future.map((d) => d.start_date.slice(0, 7)))].sort(),
    rating: reviews.length ? Math.round((sum * 10) / reviews.length) / 10 : null,
    review_count: reviews.length,
  };
}

let slugCounter = 0;
/** An Active tour of the treks category with no departures or reviews yet. */
async function newTour(): Promise<number> {
  const treks = await t.db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', 'treks')
    .executeTakeFirstOrThrow();
  const n = ++slugCounter;
  const { id } = await t.db
    .insertInto('tours')
    .values(
      tourRow(`${TODAY}T08:00:00.000Z`, {
        slug: `planning-${n}`,
        title: `Planning Trek ${n}`,
        description: 'A trek for the planning tests.',
        duration: 5,
        difficulty: 'Moderate',
        status: 'Active',
        category_id: treks.id,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addDeparture(tourId: number, start_date: string, capacity = 10, seats_booked = 0) {
  const { id } = await t.db
    .insertInto('departures')
    .values({ tour_id: tourId, start_date, capacity, seats_booked })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('catalogue cards: planning fields', () => {
  it("every card's fields agree with its departures and reviews, on both lists", async () => {
    const all = await cards();
    expect(all).toHaveLength(16);
    const withMonths = all.filter((c) => c.departure_months.length > 0);
    const rated = all.filter((c) => c.rating !== null);
    // The seed gives tours future departures and reviews: the check is not vacuous.
    expect(withMonths.length).toBeGreaterThan(8);
    expect(rated.length).toBeGreaterThan(8);
    for (const c of all) {
      expect({ slug: c.slug, ...pick(c) }).toEqual({
        slug: c.slug,
        ...(await expectedPlanning(c.id)),
      });
    }

    const res = await call(t.app, 'GET', '/api/get-tours-by-category');
    const grouped = toursByCategoryResponseSchema.parse(res.json);
    const byId = new Map(all.map((c) => [c.id, c]));
    const inCategories = Object.values(grouped.tours).flat();
    expect(inCategories.length).toBeGreaterThan(0);
    for (const c of inCategories) expect(c).toEqual(byId.get(c.id));
  });

  it('a tour without departures or reviews has none; today is not in the future', async () => {
    const id = await newTour();
    expect(pick(await card(id))).toEqual({
      next_departure: null,
      departure_months: [],
      rating: null,
      review_count: 0,
    });
    await addDeparture(id, TODAY);
    expect(pick(await card(id))).toMatchObject({ next_departure: null, departure_months: [] });
  });

  it('skips full departures for the next one but keeps their month; months are sorted', async () => {
    const id = await newTour();
    const full = await addDeparture(id, '2025-04-02', 8, 8);
    await addDeparture(id, '2025-06-20');
    await addDeparture(id, '2025-06-05');
    await addDeparture(id, '2026-01-15');
    expect(pick(await card(id))).toMatchObject({
      next_departure: '2025-06-05',
      departure_months: ['2025-04', '2025-06', '2026-01'],
    });
    // A cancellation frees a seat of the full one: it is the next departure again.
    await t.db.updateTable('departures').set({ seats_booked: 7 }).where('id', '=', full).execute();
    expect((await card(id)).next_departure).toBe('2025-04-02');
  });

  it('follows new reviews (the cached answer is replaced)', async () => {
    const id = await newTour();
    expect((await card(id)).rating).toBeNull();
    for (const rating of [5, 4, 4]) {
      await t.db
        .insertInto('reviews')
        .values({
          tour_id: id,
          name: 'Ayesha',
          avatar: null,
          rating,
          comment: 'Great.',
          date: TODAY,
        })
        .execute();
    }
    expect(pick(await card(id))).toMatchObject({ rating: 4.3, review_count: 3 });
  });

  it("follows the admin's availability editor (POST /api/tours/{id}/availability)", async () => {
    const id = await newTour();
    const token = await loginAsAdmin(t.app);
    const saved = await call(t.app, 'POST', `/api/tours/${id}/availability`, {
      token,
      json: {
        availableDates: [
          { start_date: '2025-09-14', capacity: 6 },
          { start_date: '2025-08-01', capacity: 6 },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(pick(await card(id))).toMatchObject({
      next_departure: '2025-08-01',
      departure_months: ['2025-08', '2025-09'],
    });
  });

  it('moves on with the date: a departure that has started drops out', async () => {
    const id = await newTour();
    await addDeparture(id, '2025-03-11');
    await addDeparture(id, '2025-05-01');
    expect((await card(id)).next_departure).toBe('2025-03-11');
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      expect(pick(await card(id))).toMatchObject({
        next_departure: '2025-05-01',
        departure_months: ['2025-05'],
      });
    } finally {
      t.clock.reset();
    }
  });
});

function pick(c: CatalogueCard) {
  const { next_departure, departure_months, rating, review_count } = c;
  return { next_departure, departure_months, rating, review_count };
}
