/**
 * The admin authorization table (issue 5): every admin endpoint x { guest, user, admin }.
 *   guest (no token, or a token that is not valid) -> 401 { message: 'Unauthenticated.' }
 *   user  (signed in without the admin role)        -> 403 { message: 'This action is unauthorized.' }
 *   admin                                           -> neither 401 nor 403 (or exactly `admin`)
 *
 * The table is checked against the app itself: every route under /api that runs `requireAdmin`
 * (server/auth/middleware.ts) before its handler, inline (`get(path, requireAdmin, handler)`) or
 * through `.use(path, requireAdmin)`, must have a row, and every row must be such a route. So a
 * new admin endpoint without a row fails here, and so does one guarded some other way (always use
 * `requireAdmin`). Anything under /api/admin must be an admin route.
 *
 * HOW TO ADD A ROW (one line in ADMIN_ENDPOINTS below):
 *   { method: 'PUT', route: '/api/admin/things/:id', path: (f) => `/api/admin/things/${f.tourId}`, json: () => ({...}), admin: 200 },
 * - `route` is the pattern exactly as registered (the failing test prints the missing ones).
 * - `path` fills the parameters with real ids from `Fixtures` (made fresh for every row; add a
 *   field to `createFixtures` when your route needs another kind of record). Omit it when the
 *   route has no parameters.
 * - `json` (optional) is a valid body, sent in every cell so a refusal is never a 422 in disguise.
 * - `admin` (optional) is the exact status the admin gets; without it, anything but 401/403.
 */
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../contract';
import { requireAdmin, requireAdminEnrolling } from '../../server/auth/middleware';
import { enqueueMail } from '../../server/mail/outbox';
import { call, registerAndLogin } from './harness';
import {
  insertBooking,
  insertCustomer,
  loginAsAdmin,
  tourRow,
  useTestServer,
} from '../support/server-fixtures';

interface Fixtures {
  /** A Draft tour with an itinerary day, an inclusion and a future departure (no bookings). */
  tourId: number;
  /** A gallery item of that tour (a seed image path, which the media cleanup never deletes). */
  mediaId: number;
  /** A customer account (role user). */
  userId: number;
  /** A contact message (enquiry inbox). */
  contactId: number;
  /** A newsletter subscriber. */
  subscriberId: number;
  /** A Confirmed booking (another tour's), its deposit paid. */
  bookingReference: string;
  /** Another departure of the booking's tour, with seats (the booking can move there). */
  otherDepartureId: number;
  /** The tour's departure. */
  departureId: number;
  /** A failed message in the mail outbox (Retry puts it back in the queue). */
  outboxId: number;
  /** A waiting place on the tour's departure's waitlist. */
  waitlistEntryId: number;
}

interface AdminEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  path?: (f: Fixtures) => string;
  json?: (f: Fixtures) => unknown;
  admin?: number;
}

const tourForm = {
  title: 'Authorization Table Tour',
  description: 'Used by the authorization table.',
  important_notes: 'None.',
  price: 100,
  duration: 2,
  group_size: '2-6',
  location: 'Skardu',
};

// prettier-ignore
const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  { method: 'GET', route: '/api/tours', admin: 200 },
  { method: 'POST', route: '/api/tours/store', json: () => tourForm, admin: 201 },
  { method: 'GET', route: '/api/tours/:id/edit', path: (f) => `/api/tours/${f.tourId}/edit`, admin: 200 },
  { method: 'PUT', route: '/api/tours/:id', path: (f) => `/api/tours/${f.tourId}`, json: () => tourForm, admin: 200 },
  { method: 'POST', route: '/api/tours/:id/itinerary', path: (f) => `/api/tours/${f.tourId}/itinerary`, json: () => ({ itinerary: [{ title: 'Day', description: 'Walk.' }] }), admin: 200 },
  { method: 'POST', route: '/api/tours/:id/inclusions', path: (f) => `/api/tours/${f.tourId}/inclusions`, json: () => ({ includes: ['Tea'], excludes: [] }), admin: 200 },
  { method: 'POST', route: '/api/tours/:id/availability', path: (f) => `/api/tours/${f.tourId}/availability`, json: () => ({ availableDates: [{ start_date: '2025-08-01', capacity: 8 }, { start_date: '2025-09-01', capacity: 8 }] }), admin: 200 },
  { method: 'DELETE', route: '/api/tours/:id', path: (f) => `/api/tours/${f.tourId}`, admin: 200 },
  { method: 'POST', route: '/api/tours/:id/clone', path: (f) => `/api/tours/${f.tourId}/clone`, admin: 201 },
  { method: 'POST', route: '/api/tours/:id/media', path: (f) => `/api/tours/${f.tourId}/media` },
  { method: 'DELETE', route: '/api/tours/:id/media/:mediaId', path: (f) => `/api/tours/${f.tourId}/media/${f.mediaId}` },
  { method: 'GET', route: '/api/admin/dashboard', admin: 200 },
  { method: 'GET', route: '/api/admin/ip', admin: 200 },
  { method: 'GET', route: '/api/admin/access', admin: 200 },
  { method: 'GET', route: '/api/admin/customers', admin: 200 },
  { method: 'GET', route: '/api/admin/customers/export', admin: 200 },
  { method: 'GET', route: '/api/admin/customers/:id', path: (f) => `/api/admin/customers/${f.userId}`, admin: 200 },
  { method: 'PUT', route: '/api/admin/customers/:id', path: (f) => `/api/admin/customers/${f.userId}`, json: () => ({ name: 'Renamed Customer', phone: '', country: 'Pakistan', status: 'Active' }), admin: 200 },
  { method: 'DELETE', route: '/api/admin/customers/:id', path: (f) => `/api/admin/customers/${f.userId}`, admin: 200 },
  { method: 'GET', route: '/api/admin/settings', admin: 200 },
  { method: 'PUT', route: '/api/admin/settings', json: () => ({ general: { companyName: 'Karakoram Trails', email: 'info@karakoramtrails.pk', phone: '', address: '', website: '' }, notifications: { emailNotifications: true, bookingAlerts: true, marketingEmails: false, customerReviews: true }, security: { twoFactorAuth: false, passwordExpiry: 90, ipRestriction: false }, payments: { bankName: 'HBL', accountName: 'KT', accountNumber: '123', swiftCode: '', transferHoldDays: 3 } }), admin: 200 },
  { method: 'GET', route: '/api/admin/enquiries', admin: 200 },
  { method: 'GET', route: '/api/admin/enquiries/unread', admin: 200 },
  { method: 'GET', route: '/api/admin/enquiries/:kind/:id', path: (f) => `/api/admin/enquiries/contact/${f.contactId}`, admin: 200 },
  { method: 'PUT', route: '/api/admin/enquiries/:kind/:id/status', path: (f) => `/api/admin/enquiries/contact/${f.contactId}/status`, json: () => ({ status: 'Answered' }), admin: 200 },
  { method: 'POST', route: '/api/admin/enquiries/:kind/:id/notes', path: (f) => `/api/admin/enquiries/contact/${f.contactId}/notes`, json: () => ({ body: 'Called back.' }), admin: 201 },
  { method: 'GET', route: '/api/admin/newsletter-subscribers', admin: 200 },
  { method: 'GET', route: '/api/admin/newsletter-subscribers/export', admin: 200 },
  { method: 'DELETE', route: '/api/admin/newsletter-subscribers/:id', path: (f) => `/api/admin/newsletter-subscribers/${f.subscriberId}`, admin: 200 },
  { method: 'GET', route: '/api/admin/bookings', admin: 200 },
  { method: 'GET', route: '/api/admin/bookings/:reference', path: (f) => `/api/admin/bookings/${f.bookingReference}`, admin: 200 },
  { method: 'GET', route: '/api/admin/bookings/:reference/itinerary.pdf', path: (f) => `/api/admin/bookings/${f.bookingReference}/itinerary.pdf`, admin: 200 },
  { method: 'POST', route: '/api/admin/bookings/:reference/payments', path: (f) => `/api/admin/bookings/${f.bookingReference}/payments`, json: () => ({ amount: 10, method: 'bank' }), admin: 201 },
  { method: 'POST', route: '/api/admin/bookings/:reference/cancel', path: (f) => `/api/admin/bookings/${f.bookingReference}/cancel`, json: () => ({}), admin: 200 },
  { method: 'POST', route: '/api/admin/bookings/:reference/move', path: (f) => `/api/admin/bookings/${f.bookingReference}/move`, json: (f) => ({ departure_id: f.otherDepartureId }), admin: 200 },
  { method: 'GET', route: '/api/admin/tours/:id/departures', path: (f) => `/api/admin/tours/${f.tourId}/departures`, admin: 200 },
  { method: 'GET', route: '/api/admin/departures/:id/manifest', path: (f) => `/api/admin/departures/${f.departureId}/manifest`, admin: 200 },
  { method: 'GET', route: '/api/admin/departures/:id/waitlist', path: (f) => `/api/admin/departures/${f.departureId}/waitlist`, admin: 200 },
  { method: 'GET', route: '/api/admin/waitlist/demand', admin: 200 },
  { method: 'POST', route: '/api/admin/waitlist/:id/offer', path: (f) => `/api/admin/waitlist/${f.waitlistEntryId}/offer`, admin: 200 },
  { method: 'POST', route: '/api/admin/waitlist/:id/remove', path: (f) => `/api/admin/waitlist/${f.waitlistEntryId}/remove`, admin: 200 },
  { method: 'GET', route: '/api/admin/outbox', admin: 200 },
  { method: 'GET', route: '/api/admin/outbox/:id', path: (f) => `/api/admin/outbox/${f.outboxId}`, admin: 200 },
  { method: 'POST', route: '/api/admin/outbox/:id/retry', path: (f) => `/api/admin/outbox/${f.outboxId}/retry`, admin: 200 },
];

const t = useTestServer();
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  adminToken = await loginAsAdmin(t.app);
  userToken = await registerAndLogin(t.app, {
    name: 'Plain User',
    email: 'plain.user@example.com',
    password: 'plain-user-password',
  });
});

let fixtureSeq = 0;
async function createFixtures(): Promise<Fixtures> {
  fixtureSeq += 1;
  const now = t.clock().toISOString();
  const tour = await t.db
    .insertInto('tours')
    .values(
      tourRow(now, {
        slug: `authorization-fixture-${fixtureSeq}`,
        title: `Authorization Fixture ${fixtureSeq}`,
        description: 'Fixture.',
        duration: 2,
        difficulty: 'Moderate',
        group_size: '2-6',
        important_notes: 'Fixture.',
        status: 'Draft',
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('itinerary_days')
    .values({ tour_id: tour.id, day: 1, title: 'Day', description: 'Fixture.' })
    .execute();
  await t.db
    .insertInto('tour_inclusions')
    .values({ tour_id: tour.id, kind: 'include', text: 'Tea', sort_order: 1 })
    .execute();
  const departure = await t.db
    .insertInto('departures')
    .values({ tour_id: tour.id, start_date: '2025-08-01', capacity: 8, seats_booked: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const media = await t.db
    .insertInto('tour_media')
    .values({
      tour_id: tour.id,
      path: '/images/tours/k2-base-camp/gallery-1-1280.webp',
      alt: 'Fixture',
      sort_order: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = await insertCustomer(t.db, {
    name: `Fixture Customer ${fixtureSeq}`,
    email: `fixture.customer.${fixtureSeq}@example.com`,
    country: 'Pakistan',
    createdAt: now,
  });
  const contact = await t.db
    .insertInto('contact_messages')
    .values({ name: 'Fixture', email: 'fixture@example.com', message: 'Fixture.', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subscriber = await t.db
    .insertInto('newsletter_subscribers')
    .values({ email: `fixture.subscriber.${fixtureSeq}@example.com`, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The booking has a tour of its own: the fixture tour's departure must stay free to remove.
  const bookedTour = await t.db
    .insertInto('tours')
    .values(
      tourRow(now, {
        slug: `authorization-booked-${fixtureSeq}`,
        title: `Authorization Booked ${fixtureSeq}`,
        description: 'Fixture.',
        duration: 2,
        difficulty: 'Moderate',
        status: 'Active',
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const [bookedDeparture, otherDeparture] = await t.db
    .insertInto('departures')
    .values(
      ['2025-08-01', '2025-09-01'].map((start_date) => ({
        tour_id: bookedTour.id,
        start_date,
        capacity: 8,
        seats_booked: 0,
      })),
    )
    .returning('id')
    .execute();
  const booking = await insertBooking(t.db, {
    userId,
    tourId: bookedTour.id,
    departureId: bookedDeparture!.id,
    totalCents: 50_000,
    paidCents: 10_000,
    createdAt: now,
  });
  const outboxId = await enqueueMail(
    t.db,
    {
      kind: 'test',
      to: 'fixture@example.com',
      subject: 'Fixture',
      html: '<p>Fixture</p>',
      text: 'Fixture',
    },
    t.clock(),
  );
  await t.db
    .updateTable('mail_outbox')
    .set({ status: 'failed' })
    .where('id', '=', outboxId)
    .execute();
  const waitlistEntry = await t.db
    .insertInto('waitlist_entries')
    .values({
      departure_id: departure.id,
      user_id: null,
      email: `fixture.waiting.${fixtureSeq}@example.com`,
      travelers: 1,
      status: 'waiting',
      manage_token_hash: `fixture-${fixtureSeq}`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    tourId: tour.id,
    mediaId: media.id,
    userId,
    contactId: contact.id,
    subscriberId: subscriber.id,
    bookingReference: booking.reference,
    otherDepartureId: otherDeparture!.id,
    departureId: departure.id,
    outboxId,
    waitlistEntryId: waitlistEntry.id,
  };
}

/* ------------------------------------------------------------------------------------------
 * Discovery: which routes of a Hono app are behind a guard
 * ---------------------------------------------------------------------------------------- */

type Handler = (...args: never[]) => unknown;

/** `app.route()` wraps handlers of sub-apps that have their own onError; this unwraps them. */
function targetHandler(handler: Handler): Handler {
  const inner = (handler as unknown as Record<string, Handler | undefined>).__COMPOSED_HANDLER;
  return inner ? targetHandler(inner) : handler;
}

/** Does a registered middleware path ('/api/admin/*', '/api/tours/:id') cover a route path? */
function pathCovers(pattern: string, route: string): boolean {
  const source = pattern
    .split(/(\/\*$|:[A-Za-z0-9_]+(?:\{[^}]*\})?|\*)/)
    .map((part) => {
      if (part === '/*') return '(?:/.*)?';
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`).test(route);
}

const routeKey = (method: string, route: string) => `${method} ${route}`;

/**
 * Every `METHOD /path` under `prefix` whose handler chain runs `guard` first (registered before
 * the route's last handler, for its method or for ALL, on a path that covers it).
 */
function guardedRoutes(
  app: Pick<Hono, 'routes'>,
  guard: Handler,
  prefix = '/api',
): { guarded: string[]; all: string[] } {
  const entries = app.routes.map((r, index) => ({
    method: r.method,
    path: r.path,
    handler: targetHandler(r.handler as Handler),
    index,
  }));
  const guards = entries.filter((e) => e.handler === guard);
  const lastIndex = new Map<string, { method: string; path: string; index: number }>();
  for (const e of entries) {
    if (e.method === 'ALL' || e.handler === guard) continue;
    if (e.path !== prefix && !e.path.startsWith(`${prefix}/`)) continue;
    lastIndex.set(routeKey(e.method, e.path), e);
  }
  const all = [...lastIndex.keys()].sort();
  const guarded = [...lastIndex.entries()]
    .filter(([, route]) =>
      guards.some(
        (g) =>
          g.index < route.index &&
          (g.method === 'ALL' || g.method === route.method) &&
          pathCovers(g.path, route.path),
      ),
    )
    .map(([key]) => key)
    .sort();
  return { guarded, all };
}

describe('route discovery', () => {
  it('finds inline guards, .use() guards and guards in mounted sub-apps, and nothing else', async () => {
    const { Hono } = await import('hono');
    const inner = new Hono();
    inner.onError((_error, c) => c.text('inner', 500));
    inner.use('/admin/things/*', requireAdmin);
    inner.get('/admin/things/:id', (c) => c.text('thing'));
    inner.get('/public/things', (c) => c.text('things'));
    const app = new Hono();
    app.use('/api/*', async (_c, next) => next());
    app.get('/api/open', (c) => c.text('open'));
    app.post('/api/closed/:id', requireAdmin, (c) => c.text('closed'));
    app.get('/api/late', (c) => c.text('late'));
    app.use('/api/late', requireAdmin);
    app.route('/api', inner);
    app.get('/elsewhere', requireAdmin, (c) => c.text('not under /api'));

    const { guarded, all } = guardedRoutes(app, requireAdmin as Handler);
    expect(guarded).toEqual(['GET /api/admin/things/:id', 'POST /api/closed/:id']);
    expect(all).toEqual([
      'GET /api/admin/things/:id',
      'GET /api/late',
      'GET /api/open',
      'GET /api/public/things',
      'POST /api/closed/:id',
    ]);
  });

  it.each([
    ['/api/admin/*', '/api/admin', true],
    ['/api/admin/*', '/api/admin/customers/:id', true],
    ['/api/admin/*', '/api/administrators', false],
    ['/api/tours/:id', '/api/tours/:id', true],
    ['/api/tours/:id', '/api/tours/:id/edit', false],
    ['/api/tours/:id{[0-9]+}/media', '/api/tours/:id/media', true],
    ['*', '/api/anything', true],
  ])('%s covers %s: %s', (pattern, route, covers) => {
    expect(pathCovers(pattern, route)).toBe(covers);
  });
});

describe('the table matches the app', () => {
  it('every admin route has a row and every row is an admin route', () => {
    const { guarded } = guardedRoutes(t.app, requireAdmin as Handler);
    const rows = ADMIN_ENDPOINTS.map((row) => routeKey(row.method, row.route));
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
    expect(
      guarded.filter((key) => !rows.includes(key)),
      'admin routes without a row in ADMIN_ENDPOINTS (add one line each; see the top of this file)',
    ).toEqual([]);
    expect(
      rows.filter((key) => !guarded.includes(key)),
      'rows that are not routes behind requireAdmin (renamed, removed, or guarded another way?)',
    ).toEqual([]);
  });

  it('everything under /api/admin is an admin route', () => {
    const { guarded, all } = guardedRoutes(t.app, requireAdmin as Handler);
    // The admin's own two-factor enrolment: admins only, open before enrolment (two-factor.test.ts);
    // turning it off needs it on (two-factor-disable.test.ts).
    const enrolling = guardedRoutes(t.app, requireAdminEnrolling as Handler).guarded;
    expect(enrolling).toEqual([
      'GET /api/admin/two-factor',
      'POST /api/admin/two-factor/confirm',
      'POST /api/admin/two-factor/disable',
      'POST /api/admin/two-factor/setup',
    ]);
    const adminArea = all.filter((key) => / \/api\/admin(\/|$)/.test(key));
    expect(adminArea.filter((key) => !guarded.includes(key) && !enrolling.includes(key))).toEqual(
      [],
    );
  });
});

describe.each(ADMIN_ENDPOINTS.map((row) => [routeKey(row.method, row.route), row] as const))(
  '%s',
  (_name, row) => {
    it('guest 401, user 403, admin allowed', async () => {
      const fixtures = await createFixtures();
      const url = row.path ? row.path(fixtures) : row.route;
      expect(url, 'fill every :param of the route').not.toMatch(/\/:/);
      const json = row.json?.(fixtures);
      const send = (token?: string) => call(t.app, row.method, url, { token, json });

      for (const token of [undefined, 'not-a-real-token', 'x'.repeat(43)]) {
        const guest = await send(token);
        expect(guest.status, `guest (${token ?? 'no token'})`).toBe(401);
        expect(guest.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
      }

      const user = await send(userToken);
      expect(user.status, 'user').toBe(403);
      expect(user.json).toEqual({ message: FORBIDDEN_MESSAGE });

      const admin = await send(adminToken);
      if (row.admin !== undefined) expect(admin.status, `admin: ${admin.text}`).toBe(row.admin);
      else expect([401, 403], `admin: ${admin.text}`).not.toContain(admin.status);
    });
  },
);
