import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingListQuery } from '../../contract/admin-bookings';
import { listAdminBookings, type ListSteps } from '../../server/admin-data/bookings';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import type { Database } from '../../server/db/types';
import { daysAgo, insertBooking } from '../support/server-fixtures';
import {
  createFreshDatabase,
  createMutableClock,
  TEST_ADMIN,
  TODAY,
  type FreshDatabase,
} from './harness';

/*
 * Issue 16: the admin bookings list skips a deep page's offset over the bookings alone, then
 * reads the page's rows. Every page must hold exactly the rows of the same slice of the whole
 * ordered list (ties on the sort column included), whatever the sort, direction and filters.
 */

type Db = Kysely<Database>;

const PER_PAGE = 7;

const QUERIES: AdminBookingListQuery[] = [
  {},
  { sort: 'created', dir: 'asc' },
  { sort: 'start' },
  { sort: 'start', dir: 'desc' },
  { sort: 'total', dir: 'asc' },
  { sort: 'total', dir: 'desc' },
  { sort: 'name' },
  { sort: 'name', dir: 'desc' },
  { status: 'Cancelled' },
  { payment: 'balance_due' },
  { payment: 'paid_in_full', sort: 'start' },
  { payment: 'paid_in_full', status: 'Confirmed' },
  { q: 'example', sort: 'total' },
  { q: 'deep' },
];

describe('admin bookings deep pages', () => {
  let fresh: FreshDatabase;
  let db: Db;

  beforeAll(async () => {
    fresh = await createFreshDatabase();
    db = fresh.db;
    await migrateToLatest(db);
    await seedDatabase(db, { clock: createMutableClock(), admin: { ...TEST_ADMIN } });
    const departures = await db
      .selectFrom('departures')
      .select(['id', 'tour_id'])
      .where('start_date', '>', TODAY)
      .orderBy('start_date')
      .limit(4)
      .execute();
    for (let i = 0; i < 45; i += 1) {
      const departure = departures[i % departures.length]!;
      await insertBooking(db, {
        userId: null,
        tourId: departure.tour_id,
        departureId: departure.id,
        // Ties on every sort column: created day, total and name repeat.
        totalCents: 10_000 * (1 + (i % 4)),
        paidCents: i % 3 === 0 ? 5_000 : undefined,
        createdAt: daysAgo(i % 6),
        status: i % 5 === 0 ? 'Cancelled' : 'Confirmed',
        refundCents: 0,
        contactName: `Deep Person ${i % 9}`,
        contactEmail: `deep${i}@example.com`,
      });
    }
  });
  afterAll(async () => {
    await fresh.destroy();
  });

  it('every page is the same slice of the whole ordered list', async () => {
    for (const query of QUERIES) {
      const whole = await listAdminBookings(db, { ...query, per_page: 1000 }, TODAY);
      const all = whole.data.map((row) => row.reference);
      expect(all.length).toBeGreaterThan(query.payment || query.status ? 0 : PER_PAGE);
      const lastPage = Math.ceil(all.length / PER_PAGE);
      for (let page = 1; page <= lastPage + 1; page += 1) {
        const pageQuery = { ...query, page, per_page: PER_PAGE };
        const result = await listAdminBookings(db, pageQuery, TODAY);
        expect({ query, page, refs: result.data.map((row) => row.reference) }).toEqual({
          query,
          page,
          refs: all.slice((page - 1) * PER_PAGE, page * PER_PAGE),
        });
        expect(result.data).toEqual(whole.data.slice((page - 1) * PER_PAGE, page * PER_PAGE));
        expect(result.meta.total).toBe(all.length);
        expect(result.meta.last_page).toBe(lastPage);
        // The same page with the skip taken in steps of a few bookings (SQLite takes a long
        // one in steps of SKIP_STEP), ties on the created time included.
        // A search on SQLite runs over the ids in steps and keeps its matches' ids up to a
        // limit, beyond which the page walks the order's index (searchInSteps): small steps
        // and limits here, on either side of the matches' count.
        const stepsList: ListSteps[] = [
          { skipStep: 1 },
          { skipStep: 2 },
          { skipStep: 5 },
          { checkStep: 1, keepIdsMax: 3 },
          { checkStep: 7, keepIdsMax: 1000 },
          { candidatesMax: 2, scanStep: 4, keepIdsMax: 0 },
          { candidatesMax: 0, scanStep: 7, keepIdsMax: 1000 },
        ];
        for (const steps of stepsList) {
          const stepped = await listAdminBookings(db, pageQuery, TODAY, steps);
          expect({ query, page, steps, refs: stepped.data.map((row) => row.reference) }).toEqual({
            query,
            page,
            steps,
            refs: all.slice((page - 1) * PER_PAGE, page * PER_PAGE),
          });
          expect(stepped.meta.total).toBe(all.length);
        }
      }
    }
  });
});
