import { describe, expect, it } from 'vitest';
import { LOG2_N } from '../../server/auth/password';
import { tourDetailResponseSchema } from '../../contract';
import { migrateToLatest } from '../../server/db/migrate';
import { loadCatalogue } from '../../server/db/catalogue';
import { seedDatabase } from '../../server/db/seed';
import { call, TEST_ADMIN, TODAY } from './harness';
import { useTestServer } from '../support/server-fixtures';

const t = useTestServer();

const FOOTER_SLUGS = [
  'k2-base-camp',
  'fairy-meadows',
  'deosai-plains',
  'hunza-valley',
  'baltoro-glacier',
];

async function counts() {
  const tables = [
    'roles',
    'users',
    'user_roles',
    'categories',
    'tours',
    'tour_media',
    'itinerary_days',
    'tour_inclusions',
    'reviews',
    'departures',
  ] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = row.n;
  }
  return result;
}

describe('seed', () => {
  it('creates the 5 categories and 16 Active tours of content/catalogue/', async () => {
    const categories = await t.db
      .selectFrom('categories')
      .select(['slug', 'image'])
      .orderBy('sort_order')
      .execute();
    expect(categories.map((c) => c.slug)).toEqual([
      'treks',
      'expeditions',
      'cultural',
      'safaris',
      'photography',
    ]);
    expect(categories[0]!.image).toBe('/images/categories/treks-640.webp');

    const tours = await t.db.selectFrom('tours').selectAll().execute();
    expect(tours).toHaveLength(16);
    expect(new Set(tours.map((tour) => tour.status))).toEqual(new Set(['Active']));
    expect(tours.filter((tour) => tour.featured === 1).length).toBeGreaterThanOrEqual(5);
    for (const slug of FOOTER_SLUGS) expect(tours.map((tour) => tour.slug)).toContain(slug);
  });

  it('stores K2 Base Camp Trek as $1,299, 14 days, Challenging, 4-12, featured', async () => {
    const k2 = await t.db
      .selectFrom('tours')
      .selectAll()
      .where('slug', '=', 'k2-base-camp')
      .executeTakeFirstOrThrow();
    expect(k2).toMatchObject({
      title: 'K2 Base Camp Trek',
      price_cents: 129_900,
      duration: 14,
      difficulty: 'Challenging',
      group_size: '4-12',
      featured: 1,
      thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
    });
    // Same JS types on both dialects.
    expect(typeof k2.id).toBe('number');
    expect(typeof k2.price_cents).toBe('number');
    expect(typeof k2.featured).toBe('number');
  });

  it('gives every tour a full itinerary, inclusions, reviews, media and future departures', async () => {
    for (const seed of loadCatalogue().tours) {
      const res = await call(t.app, 'GET', `/api/tour-details/${seed.slug}`);
      expect(res.status, seed.slug).toBe(200);
      const tour = tourDetailResponseSchema.parse(res.json).data;

      expect(tour.itinerary.map((d) => d.day)).toEqual(tour.itinerary.map((_, i) => i + 1));
      if (tour.duration <= 30) expect(tour.itinerary, seed.slug).toHaveLength(tour.duration);
      else expect(tour.itinerary.length).toBeGreaterThanOrEqual(10);

      const [inclusions] = tour.inclusions;
      expect(inclusions!.includes.length, seed.slug).toBeGreaterThanOrEqual(6);
      expect(inclusions!.includes.length, seed.slug).toBeLessThanOrEqual(9);
      expect(inclusions!.excludes.length, seed.slug).toBeGreaterThanOrEqual(4);
      expect(inclusions!.excludes.length, seed.slug).toBeLessThanOrEqual(6);

      expect(tour.reviews.length, seed.slug).toBeGreaterThanOrEqual(3);
      expect(tour.reviews.length, seed.slug).toBeLessThanOrEqual(5);
      for (const review of tour.reviews) {
        expect(review.rating).toBeGreaterThanOrEqual(4);
        expect(review.date < TODAY).toBe(true);
      }

      expect(tour.media.map((m) => m.full_image_path)).toEqual(
        [1, 2, 3].map((n) => `/images/tours/${seed.slug}/gallery-${n}-1280.webp`),
      );
      for (const m of tour.media) expect(m.alt.length).toBeGreaterThan(10);

      expect(tour.departures.length, seed.slug).toBeGreaterThanOrEqual(5);
      expect(tour.departures.length, seed.slug).toBeLessThanOrEqual(8);
      const dates = tour.departures.map((d) => d.start_date);
      expect([...dates].sort()).toEqual(dates);
      const capacity = Math.max(...seed.group_size.split('-').map(Number));
      for (const departure of tour.departures) {
        expect(departure.start_date > TODAY).toBe(true);
        const month = Number(departure.start_date.slice(5, 7));
        expect(seed.departures.months, `${seed.slug} ${departure.start_date}`).toContain(month);
        expect(departure.capacity).toBe(capacity);
        expect(departure.seats_left).toBe(departure.capacity - departure.seats_booked);
      }
      // Within the next ~14 months.
      expect(dates.at(-1)! <= '2026-05-10').toBe(true);
    }
  });

  it('creates the roles and the admin account, and no other users', async () => {
    const roles = await t.db.selectFrom('roles').select('name').orderBy('name').execute();
    expect(roles.map((r) => r.name)).toEqual(['admin', 'user']);
    const users = await t.db.selectFrom('users').select(['email', 'password_hash']).execute();
    expect(users).toHaveLength(1);
    expect(users[0]!.email).toBe(TEST_ADMIN.email);
    expect(users[0]!.password_hash).toMatch(new RegExp(`^scrypt\\$${LOG2_N}\\$8\\$1\\$`));
    // A configured password is never reported back as "generated".
    expect(t.seed.generatedAdminPassword).toBeUndefined();
  });

  it('is idempotent: migrating and seeding again changes nothing', async () => {
    const before = await counts();
    await migrateToLatest(t.db);
    const again = await seedDatabase(t.db, { clock: t.clock, admin: { ...TEST_ADMIN } });
    expect(again).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
    expect(before.tours).toBe(16);
    expect(before.categories).toBe(5);
  });
});
