/**
 * Every /api/my route needs a valid session (issue 6). The routes are read from the app itself
 * (`app.routes`), so a future /api/my endpoint registered without `requireAuth` fails here
 * without anyone having to remember to add it to a list.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_MESSAGE } from '../../contract';
import { createApp } from '../../server/app';
import { addDays } from '../../server/catalog/dates';
import { defaultAppConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import {
  departureOn,
  insertBooking,
  registerTraveller,
  useTestServer,
} from '../support/server-fixtures';
import { call, login, TODAY } from './harness';

const t = useTestServer();
let token: string;
let revokedToken: string;
/** Real records of the signed-in user, so a route that forgot its guard would reach them. */
const params: Record<string, string> = {};

beforeAll(async () => {
  const user = { name: 'Guarded User', email: 'guarded@example.com', password: 'guarded-password' };
  let userId: number;
  ({ token, id: userId } = await registerTraveller(t, user));
  revokedToken = await login(t.app, user.email, user.password);
  expect((await call(t.app, 'POST', '/api/logout', { token: revokedToken })).status).toBe(200);

  const tour = await t.db
    .selectFrom('tours')
    .select('id')
    .where('status', '=', 'Active')
    .executeTakeFirstOrThrow();
  const booking = await insertBooking(t.db, {
    userId,
    tourId: tour.id,
    departureId: await departureOn(t.db, tour.id, addDays(TODAY, 60)),
    totalCents: 100_000,
    createdAt: t.clock().toISOString(),
  });
  const card = await t.db
    .insertInto('payment_methods')
    .values({
      user_id: userId,
      brand: 'Visa',
      last4: '4242',
      exp_month: 8,
      exp_year: 2027,
      is_default: 1,
      created_at: t.clock().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  params.reference = booking.reference;
  params.tourId = String(tour.id);
  params.id = String(card.id);
});
beforeEach(() => {
  t.clock.reset();
});

/** Every `METHOD /api/my/...` handler the app registers (middleware entries are ALL). */
function myAccountRoutes(app: Pick<Hono, 'routes'>): string[] {
  const keys = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    if (route.path !== '/api/my' && !route.path.startsWith('/api/my/')) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys].sort();
}

/**
 * describe.each needs its table when the file is collected, before beforeAll builds the test
 * server, so the routes are read from an app of their own (its database is never queried).
 */
const discoveryDb = createDatabase({ kind: 'sqlite', filename: ':memory:' });
const ROUTES = myAccountRoutes(createApp({ db: discoveryDb, config: defaultAppConfig }));
afterAll(async () => {
  await discoveryDb.destroy();
});

/** Fills `:param` segments with the user's real records (unknown names get '1'). */
function urlOf(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_m, name: string) => params[name] ?? '1');
}

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

describe('the /api/my routes', () => {
  it('are the same in the test server', () => {
    expect(myAccountRoutes(t.app)).toEqual(ROUTES);
  });

  it('include every My Account endpoint of issue 6', () => {
    expect(ROUTES).toEqual(
      expect.arrayContaining([
        'GET /api/my/bookings',
        'GET /api/my/bookings/:reference',
        'POST /api/my/bookings/:reference/cancel',
        'POST /api/my/bookings/:reference/review',
        'GET /api/my/profile',
        'PUT /api/my/profile',
        'PUT /api/my/preferences',
        'PUT /api/my/password',
        'GET /api/my/payment-methods',
        'POST /api/my/payment-methods',
        'POST /api/my/payment-methods/:id/default',
        'DELETE /api/my/payment-methods/:id',
        'GET /api/my/wishlist',
        'PUT /api/my/wishlist/:tourId',
        'DELETE /api/my/wishlist/:tourId',
        'POST /api/my/wishlist/merge',
      ]),
    );
  });
});

describe.each(ROUTES)('%s', (key) => {
  it("answers 401 { message: 'Unauthenticated.' } without a valid session, and changes nothing", async () => {
    const [method, path] = key.split(' ') as [string, string];
    const url = urlOf(path);
    expect(url, 'fill every :param of the route').not.toMatch(/\/:/);
    const json = hasBody(method) ? {} : undefined;
    const before = await snapshot();

    const attempts: Array<[string, string | undefined, Record<string, string>?]> = [
      ['no token', undefined],
      ['revoked token', revokedToken],
      ['malformed token', 'not-a-real-token'],
      ['unknown token', 'x'.repeat(43)],
      ['not a bearer token', undefined, { authorization: 'Basic Z3VhcmRlZDpwYXNzd29yZA==' }],
    ];
    for (const [label, attemptToken, headers] of attempts) {
      const res = await call(t.app, method, url, { token: attemptToken, json, headers });
      expect(res.status, `${label}: ${res.text}`).toBe(401);
      expect(res.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    }

    t.clock.advance(t.config.tokenLifetimeMs + 1000);
    const expired = await call(t.app, method, url, { token, json });
    expect(expired.status, `expired token: ${expired.text}`).toBe(401);
    t.clock.reset();

    expect(await snapshot()).toEqual(before);

    // The fixture is sound: the same request with the live session gets past the guard.
    const signedIn = await call(t.app, method, url, { token, json });
    expect(signedIn.status, signedIn.text).not.toBe(401);
  });
});

/** The account's rows that a request could change. */
async function snapshot() {
  const [users, bookings, reviews, cards, wishlist] = await Promise.all([
    t.db.selectFrom('users').selectAll().orderBy('id').execute(),
    t.db.selectFrom('bookings').selectAll().orderBy('id').execute(),
    t.db.selectFrom('reviews').selectAll().orderBy('id').execute(),
    t.db.selectFrom('payment_methods').selectAll().orderBy('id').execute(),
    t.db.selectFrom('wishlist_items').selectAll().orderBy('tour_id').execute(),
  ]);
  return { users, bookings, reviews, cards, wishlist };
}
