import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessageSchema, tourDetailResponseSchema, type TourStatus } from '../../contract';
import { BOOKING_MESSAGES, IDEMPOTENCY_KEY_HEADER } from '../../contract/bookings';
import { addDays } from '../../server/catalog/dates';
import { call, TODAY } from './harness';
import {
  departureOn,
  tourRow,
  useAdminAndUserTokens,
  useTestServer,
} from '../support/server-fixtures';

/**
 * Issue 14: an admin previews a Draft or Inactive tour at /tour/{id}. GET /api/tour-details
 * finds one only with `?preview=1` and an admin's token; everyone else gets the 404 of a tour
 * that does not exist, and nobody can book it.
 */

const t = useTestServer();
const tokens = useAdminAndUserTokens(t);
const tours: Record<Exclude<TourStatus, 'Active'>, { id: number; slug: string }> = {
  Draft: { id: 0, slug: 'preview-draft-trek' },
  Inactive: { id: 0, slug: 'preview-inactive-trek' },
};

beforeAll(async () => {
  const at = t.clock().toISOString();
  for (const status of ['Draft', 'Inactive'] as const) {
    const { id } = await t.db
      .insertInto('tours')
      .values(
        tourRow(at, {
          slug: tours[status].slug,
          title: `${status} Trek`,
          description: `A tour that is ${status}.`,
          duration: 5,
          difficulty: 'Easy',
          status,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    tours[status].id = id;
    await departureOn(t.db, id, addDays(TODAY, 60));
  }
});

const detail = (path: string, token?: string) =>
  call(t.app, 'GET', `/api/tour-details/${path}`, { token });

describe('GET /api/tour-details/{idOrSlug}?preview=1', () => {
  for (const status of ['Draft', 'Inactive'] as const) {
    it(`answers an admin with the ${status} tour, by id and by slug, saying its status`, async () => {
      const { id, slug } = tours[status];
      const byId = await detail(`${id}?preview=1`, tokens.admin);
      expect(byId.status, byId.text).toBe(200);
      const tour = tourDetailResponseSchema.parse(byId.json).data;
      expect(tour).toMatchObject({ id, slug, title: `${status} Trek`, status });
      expect(tour.departures).toHaveLength(1);

      const bySlug = await detail(`${slug}?preview=1`, tokens.admin);
      expect(bySlug.status).toBe(200);
      expect(bySlug.json).toEqual(byId.json);
    });

    it(`is 404 'Tour not found.' for the ${status} tour to a guest, a user and a bad token`, async () => {
      const { id, slug } = tours[status];
      const asked: [string, string | undefined][] = [
        [`${id}?preview=1`, undefined],
        [`${slug}?preview=1`, undefined],
        [`${id}?preview=1`, tokens.user],
        [`${slug}?preview=1`, tokens.user],
        [`${id}?preview=1`, 'x'.repeat(43)],
        [`${id}`, undefined],
        [`${id}`, tokens.user],
      ];
      for (const [path, token] of asked) {
        const res = await detail(path, token);
        expect(res.status, `${path} ${token === tokens.user ? 'user' : (token ?? 'guest')}`).toBe(
          404,
        );
        expect(errorMessageSchema.parse(res.json).message).toBe('Tour not found.');
      }
    });

    it(`is 404 for the ${status} tour to an admin who does not ask for a preview`, async () => {
      // The booking page fetches without ?preview: an unpublished tour stays 'Tour Not Found'.
      for (const path of [`${tours[status].id}`, `${tours[status].id}?preview=0`]) {
        expect((await detail(path, tokens.admin)).status, path).toBe(404);
      }
    });
  }

  it('answers everyone with an Active tour, status Active, preview or not', async () => {
    for (const [path, token] of [
      ['k2-base-camp', undefined],
      ['k2-base-camp?preview=1', undefined],
      ['k2-base-camp?preview=1', tokens.user],
      ['k2-base-camp?preview=1', tokens.admin],
    ] as const) {
      const res = await detail(path, token);
      expect(res.status, path).toBe(200);
      expect(tourDetailResponseSchema.parse(res.json).data.status).toBe('Active');
    }
  });

  it('still refuses to book a previewed tour, even for the admin', async () => {
    const { id } = tours.Draft;
    const preview = tourDetailResponseSchema.parse(
      (await detail(`${id}?preview=1`, tokens.admin)).json,
    ).data;
    const res = await call(t.app, 'POST', '/api/bookings', {
      token: tokens.admin,
      ip: '198.51.100.7',
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomBytes(16).toString('hex') },
      json: {
        tour_id: id,
        departure_id: preview.departures[0]!.id,
        travelers: 1,
        add_ons: [],
        name: 'Test Admin',
        email: 'admin@example.com',
        phone: '+92 300 1234567',
        payment_method: 'bank',
      },
    });
    expect(res.status, res.text).toBe(422);
    expect(res.json).toMatchObject({ errors: { tour_id: [BOOKING_MESSAGES.tour] } });
    const stored = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('tour_id', '=', id)
      .execute();
    expect(stored).toEqual([]);
  });
});
