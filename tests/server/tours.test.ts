import { describe, expect, it } from 'vitest';
import { adminTourListResponseSchema } from '../../contract/admin-tour-list';
import {
  categoriesResponseSchema,
  errorMessageSchema,
  featuredToursResponseSchema,
  FORBIDDEN_MESSAGE,
  tourDetailResponseSchema,
  tourListResponseSchema,
  toursByCategoryResponseSchema,
  UNAUTHENTICATED_MESSAGE,
} from '../../contract';
import { call, TODAY } from './harness';
import { useAdminAndUserTokens, useTestServer } from '../support/server-fixtures';

const t = useTestServer();
const tokens = useAdminAndUserTokens(t);

async function setStatus(slug: string, status: 'Active' | 'Draft' | 'Inactive') {
  await t.db.updateTable('tours').set({ status }).where('slug', '=', slug).execute();
}

describe('public tour reads', () => {
  it('GET /api/tours/featured lists Active featured tours as cards', async () => {
    const res = await call(t.app, 'GET', '/api/tours/featured');
    expect(res.status).toBe(200);
    const { data } = featuredToursResponseSchema.parse(res.json);
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(data.map((tour) => tour.slug)).toContain('k2-base-camp');
    // Public and cached by the server: browsers may keep it but revalidate (ETag) every time.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^W\/"/);
  });

  it('GET /api/get-tours lists all 16 Active tours with dollar prices', async () => {
    const res = await call(t.app, 'GET', '/api/get-tours');
    const { data } = tourListResponseSchema.parse(res.json);
    expect(data).toHaveLength(16);
    const k2 = data.find((tour) => tour.slug === 'k2-base-camp')!;
    expect(k2).toMatchObject({
      title: 'K2 Base Camp Trek',
      price: 1299,
      duration: 14,
      difficulty: 'Challenging',
      group_size: '4-12',
      location: 'Skardu, Gilgit-Baltistan',
      thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
    });
    expect(typeof k2.category_id).toBe('number');
  });

  it('GET /api/tour-details/{slug} and /{id} return the same detail', async () => {
    const bySlug = await call(t.app, 'GET', '/api/tour-details/k2-base-camp');
    expect(bySlug.status).toBe(200);
    const detail = tourDetailResponseSchema.parse(bySlug.json).data;
    expect(detail).toMatchObject({
      slug: 'k2-base-camp',
      price: 1299,
      altitude: '5,150 m',
      season: 'June - August',
    });
    expect(detail.itinerary).toHaveLength(14);
    expect(detail.inclusions).toHaveLength(1);
    expect(detail.departures.every((d) => d.start_date >= TODAY)).toBe(true);
    expect(detail.departures.some((d) => d.seats_booked > 0)).toBe(true);

    const byId = await call(t.app, 'GET', `/api/tour-details/${detail.id}`);
    expect(byId.status).toBe(200);
    expect(byId.json).toEqual(bySlug.json);
  });

  it('only lists departures from today on', async () => {
    const before = tourDetailResponseSchema.parse(
      (await call(t.app, 'GET', '/api/tour-details/fairy-meadows')).json,
    ).data;
    const first = before.departures[0]!;
    t.clock.set(new Date(`${first.start_date}T12:00:00Z`));
    try {
      const same = tourDetailResponseSchema.parse(
        (await call(t.app, 'GET', '/api/tour-details/fairy-meadows')).json,
      ).data;
      expect(same.departures[0]!.start_date).toBe(first.start_date);
      t.clock.set(new Date(`${first.start_date}T23:59:59Z`));
      t.clock.advance(1000);
      const later = tourDetailResponseSchema.parse(
        (await call(t.app, 'GET', '/api/tour-details/fairy-meadows')).json,
      ).data;
      expect(later.departures.map((d) => d.id)).toEqual(
        before.departures.slice(1).map((d) => d.id),
      );
    } finally {
      t.clock.reset();
    }
  });

  it('unknown ids and slugs are 404 { message }', async () => {
    for (const path of [
      '/api/tour-details/999999',
      '/api/tour-details/no-such-tour',
      '/api/tour-details/..%2F..%2Fetc',
      '/api/tour-details/K2-BASE-CAMP',
    ]) {
      const res = await call(t.app, 'GET', path);
      expect(res.status, path).toBe(404);
      errorMessageSchema.parse(res.json);
    }
  });

  it('GET /api/get-tours-by-category maps every category id to its Active tours', async () => {
    const res = await call(t.app, 'GET', '/api/get-tours-by-category');
    expect(res.status).toBe(200);
    const body = toursByCategoryResponseSchema.parse(res.json);
    expect(body.categories.map((c) => c.slug)).toEqual([
      'treks',
      'expeditions',
      'cultural',
      'safaris',
      'photography',
    ]);
    expect(Object.keys(body.tours).sort()).toEqual(body.categories.map((c) => String(c.id)).sort());
    const treks = body.categories.find((c) => c.slug === 'treks')!;
    expect(body.tours[String(treks.id)]!.map((tour) => tour.slug)).toEqual([
      'k2-base-camp',
      'baltoro-glacier',
      'fairy-meadows',
      'gondogoro-la',
      'rush-lake',
      'snow-lake',
    ]);
    expect(Object.values(body.tours).flat()).toHaveLength(16);
    expect(treks).toMatchObject({
      title: 'Trekking Adventures',
      image: '/images/categories/treks-640.webp',
    });
  });

  it('GET /api/categories lists id, name and slug', async () => {
    const res = await call(t.app, 'GET', '/api/categories');
    const { data } = categoriesResponseSchema.parse(res.json);
    expect(data).toHaveLength(5);
    expect(data[0]).toEqual({ id: expect.any(Number), name: 'Trekking Adventures', slug: 'treks' });
  });
});

describe('Draft and Inactive tours are hidden from the public', () => {
  it('404 on details and absent from every list, but present in the admin list', async () => {
    await setStatus('rush-lake', 'Draft');
    await setStatus('k2-base-camp', 'Inactive');
    try {
      const k2Id = (
        await t.db
          .selectFrom('tours')
          .select('id')
          .where('slug', '=', 'k2-base-camp')
          .executeTakeFirstOrThrow()
      ).id;
      for (const path of [
        '/api/tour-details/rush-lake',
        '/api/tour-details/k2-base-camp',
        `/api/tour-details/${k2Id}`,
      ]) {
        expect((await call(t.app, 'GET', path)).status, path).toBe(404);
      }
      const all = tourListResponseSchema.parse(
        (await call(t.app, 'GET', '/api/get-tours')).json,
      ).data;
      expect(all).toHaveLength(14);
      const featured = featuredToursResponseSchema.parse(
        (await call(t.app, 'GET', '/api/tours/featured')).json,
      ).data;
      expect(featured.map((tour) => tour.slug)).not.toContain('k2-base-camp');
      const grouped = toursByCategoryResponseSchema.parse(
        (await call(t.app, 'GET', '/api/get-tours-by-category')).json,
      );
      const slugs = Object.values(grouped.tours)
        .flat()
        .map((tour) => tour.slug);
      expect(slugs).not.toContain('rush-lake');
      expect(slugs).not.toContain('k2-base-camp');

      const admin = adminTourListResponseSchema.parse(
        (await call(t.app, 'GET', '/api/tours?perPage=100', { token: tokens.admin })).json,
      );
      expect(admin.data.find((tour) => tour.slug === 'rush-lake')?.status).toBe('Draft');
      expect(admin.data.find((tour) => tour.slug === 'k2-base-camp')?.status).toBe('Inactive');
    } finally {
      await setStatus('rush-lake', 'Active');
      await setStatus('k2-base-camp', 'Active');
    }
  });
});

describe('GET /api/tours (admin list)', () => {
  it('401 without or with an invalid token', async () => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const res = await call(t.app, 'GET', '/api/tours', { token });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    }
  });

  it('403 for a signed-in user without the admin role', async () => {
    const res = await call(t.app, 'GET', '/api/tours', { token: tokens.user });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: FORBIDDEN_MESSAGE });
  });

  it('200 { success: true, data } for an admin, with numeric booking counts', async () => {
    const k2 = await t.db
      .selectFrom('tours')
      .select('id')
      .where('slug', '=', 'k2-base-camp')
      .executeTakeFirstOrThrow();
    const departure = await t.db
      .selectFrom('departures')
      .select('id')
      .where('tour_id', '=', k2.id)
      .orderBy('start_date')
      .executeTakeFirstOrThrow();
    const now = t.clock().toISOString();
    for (const reference of ['ABCD1234', 'WXYZ9876']) {
      await t.db
        .insertInto('bookings')
        .values({
          reference,
          tour_id: k2.id,
          departure_id: departure.id,
          travelers: 2,
          add_ons: '[]',
          total_cents: 259_800,
          status: 'Upcoming',
          payment_method: 'card',
          payment_status: 'Paid',
          card_last4: '4242',
          contact_name: 'Test',
          contact_email: 'test@example.com',
          contact_phone: '+92 300 0000000',
          created_at: now,
          updated_at: now,
        })
        .execute();
    }

    const res = await call(t.app, 'GET', '/api/tours?perPage=100', { token: tokens.admin });
    expect(res.status).toBe(200);
    const body = adminTourListResponseSchema.parse(res.json);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(16);
    const row = body.data.find((tour) => tour.slug === 'k2-base-camp')!;
    expect(row).toEqual({
      id: k2.id,
      slug: 'k2-base-camp',
      title: 'K2 Base Camp Trek',
      location: 'Skardu, Gilgit-Baltistan',
      thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
      status: 'Active',
      difficulty: 'Challenging',
      duration: 14,
      price: 1299,
      bookings: 2,
    });
    // pg returns count(*) as bigint; the API must still send numbers.
    expect(body.data.every((tour) => typeof tour.bookings === 'number')).toBe(true);
    expect(body.data.find((tour) => tour.slug === 'fairy-meadows')!.bookings).toBe(0);
  });
});
