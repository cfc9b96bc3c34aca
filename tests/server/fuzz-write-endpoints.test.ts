import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  contactRequestSchema,
  customTourRequestSchema,
  newsletterRequestSchema,
} from '../../contract';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../../contract/account';
import {
  cancelOnBehalfRequestSchema,
  moveBookingRequestSchema,
} from '../../contract/admin-bookings';
import { updateCustomerRequestSchema } from '../../contract/admin-customers';
import {
  enquiryNoteRequestSchema,
  enquiryStatusRequestSchema,
} from '../../contract/admin-enquiries';
import {
  availabilityRequestSchema,
  inclusionsRequestSchema,
  itineraryRequestSchema,
  tourBasicSchema,
} from '../../contract/admin-tours';
import { loginRequestSchema, registerRequestSchema } from '../../contract/auth';
import { createBookingRequestSchema, IDEMPOTENCY_KEY_HEADER } from '../../contract/bookings';
import { MAX_ROW_ID } from '../../contract/input';
import {
  bookingLookupSchema,
  manageCancelRequestSchema,
  managePayBalanceRequestSchema,
} from '../../contract/manage-booking';
import { cancelBookingRequestSchema, createReviewRequestSchema } from '../../contract/my-bookings';
import { newCardSchema } from '../../contract/payment-methods';
import { payBalanceRequestSchema, recordPaymentRequestSchema } from '../../contract/payments';
import {
  DEFAULT_PREFERENCES,
  passwordChangeSchema,
  preferencesSchema,
  profileUpdateSchema,
} from '../../contract/profile';
import { settingsSchema } from '../../contract/settings';
import { twoFactorCodeSchema, twoFactorLoginRequestSchema } from '../../contract/two-factor';
import { disableTwoFactorRequestSchema } from '../../contract/two-factor-disable';
import { createHoldRequestSchema } from '../../contract/holds';
import { joinWaitlistRequestSchema, waitlistTokenRequestSchema } from '../../contract/waitlist';
import { mergeWishlistRequestSchema } from '../../contract/wishlist';
import { createChallenge } from '../../server/auth/two-factor';
import type { Database } from '../../server/db/types';
import { makeSettings } from '../machines/admin-dashboard-fixture';
import {
  departureOn,
  insertBooking,
  insertCustomer,
  registerTraveller,
  tourBySlug,
  userIdOf,
  useTestServer,
} from '../support/server-fixtures';
import { call, TEST_ADMIN, login } from './harness';

/*
 * Issue 18: a fuzz test per JSON write endpoint, on SQLite and PostgreSQL (the harness picks).
 * Each endpoint starts from a body its contract schema accepts and is sent hostile variants:
 * a text with NUL, another C0 control or a lone surrogate, an id past PostgreSQL's integer, an
 * unknown key, wrong types, huge numbers, deep nesting, random JSON. Whatever comes:
 *   - no answer is a 5xx;
 *   - a body the contract schema refuses is a 4xx, and the tables the endpoint writes are
 *     exactly as they were (nothing stored, no mail queued);
 *   - the variants that are hostile by construction (bad characters, ids past 2^31 - 1,
 *     unknown keys) are refused by the schema, so the browser refuses them too.
 * Runs are seeded (reproducible) and few, so the suite stays fast.
 */

const SEED = 18;
const RUNS = 25;
const PATH_RUNS = 10;

type Table = keyof Database;
type Auth = 'none' | 'user' | 'admin';

interface Endpoint {
  name: string;
  method: 'POST' | 'PUT';
  /** The address, given the path id to use (the real one unless a path id is fuzzed). */
  path: (id?: string) => string;
  /** The real path id, when the address has one. */
  pathId?: () => string;
  auth: Auth;
  schema: z.ZodMiniType;
  body: () => Record<string, unknown>;
  /** What an invalid request must leave untouched. */
  tables: Table[];
  headers?: () => Record<string, string>;
  /**
   * Puts back what a valid body changed when it would change the next requests' answers (the
   * Security settings: an allow-list or required two-factor would turn them all into 403s).
   */
  restore?: () => Promise<void>;
}

const t = useTestServer();
const tokens = { user: '', admin: '' };
const ids = {
  tour: 0,
  fuzzTour: 0,
  departure: 0,
  otherDeparture: 0,
  customer: 0,
  contact: 0,
  userBooking: '',
  guestBooking: '',
  /** A live sign-in challenge of the admin (the password step passed). */
  challenge: '',
};
const settingsRows = () => t.db.selectFrom('settings').selectAll().execute();
/** The settings rows as the seed left them. */
let seededSettings: Awaited<ReturnType<typeof settingsRows>> = [];
const GUEST_EMAIL = 'guest-fuzz@example.com';

beforeAll(async () => {
  const traveller = await registerTraveller(t, {
    name: 'Fuzz Traveller',
    email: 'fuzz-traveller@example.com',
    password: 'fuzz-traveller-password',
  });
  tokens.user = traveller.token;
  tokens.admin = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const k2 = await tourBySlug(t.db, 'k2-base-camp');
  ids.tour = k2.id;
  ids.departure = await departureOn(t.db, k2.id, '2027-06-01');
  ids.otherDeparture = await departureOn(t.db, k2.id, '2027-07-01');
  const common = { tourId: k2.id, departureId: ids.departure, totalCents: 100_000 };
  const createdAt = t.clock().toISOString();
  ids.userBooking = (
    await insertBooking(t.db, { ...common, userId: traveller.id, createdAt, paidCents: 20_000 })
  ).reference;
  ids.guestBooking = (
    await insertBooking(t.db, {
      ...common,
      userId: null,
      createdAt,
      contactEmail: GUEST_EMAIL,
      paidCents: 20_000,
    })
  ).reference;
  ids.customer = await insertCustomer(t.db, { name: 'Erin Fuzz', email: 'erin-fuzz@example.com' });
  const contact = await t.db
    .insertInto('contact_messages')
    .values({
      name: 'Asma',
      email: 'asma@example.com',
      phone: null,
      subject: null,
      message: 'Hello',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.contact = contact.id;
  const store = await call<{ data: { id: number } }>(t.app, 'POST', '/api/tours/store', {
    token: tokens.admin,
    json: tourBody(),
  });
  expect(store.status).toBe(201);
  ids.fuzzTour = store.json.data.id;
  const adminId = await userIdOf(t.db, TEST_ADMIN.email);
  ids.challenge = await createChallenge(t.db, adminId, t.clock());
  // A pending enrolment, so the confirmation checks codes against a real secret.
  const setup = await call(t.app, 'POST', '/api/admin/two-factor/setup', { token: tokens.admin });
  expect(setup.status).toBe(200);
  seededSettings = await settingsRows();
});

async function restoreSettings(): Promise<void> {
  await t.db.deleteFrom('settings').execute();
  if (seededSettings.length > 0) await t.db.insertInto('settings').values(seededSettings).execute();
}

function tourBody(): Record<string, unknown> {
  return {
    title: 'Fuzz Tour',
    description: 'A tour that only exists to be fuzzed.\nSecond line.',
    important_notes: 'Bring boots.',
    price: 100,
    duration: 3,
    group_size: '2-10',
    location: 'Skardu',
    altitude: '',
    season: '',
    difficulty: 'Moderate',
    status: 'Draft',
    category_id: null,
  };
}

const ENQUIRY_TABLES: Table[] = ['contact_messages', 'custom_tour_requests', 'mail_outbox'];
const BOOKING_TABLES: Table[] = ['bookings', 'booking_payments', 'departures', 'mail_outbox'];
const WAITLIST_TABLES: Table[] = ['waitlist_entries', 'seat_holds', 'departures', 'mail_outbox'];
const TOUR_TABLES: Table[] = ['tours', 'itinerary_days', 'tour_inclusions', 'departures'];

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/register',
    method: 'POST',
    path: () => '/api/register',
    auth: 'none',
    schema: registerRequestSchema,
    body: () => ({ name: 'New Person', email: 'new-fuzz@example.com', password: 'new-password' }),
    tables: ['users', 'user_roles', 'mail_outbox', 'account_tokens'],
  },
  {
    name: 'POST /api/login',
    method: 'POST',
    path: () => '/api/login',
    auth: 'none',
    schema: loginRequestSchema,
    body: () => ({ email: 'fuzz-traveller@example.com', password: 'not-the-password' }),
    tables: ['users'],
  },
  {
    name: 'POST /api/forgot-password',
    method: 'POST',
    path: () => '/api/forgot-password',
    auth: 'none',
    schema: forgotPasswordRequestSchema,
    body: () => ({ email: 'nobody-fuzz@example.com' }),
    tables: ['account_tokens', 'mail_outbox'],
  },
  {
    name: 'POST /api/reset-password',
    method: 'POST',
    path: () => '/api/reset-password',
    auth: 'none',
    schema: resetPasswordRequestSchema,
    body: () => ({
      token: 'a'.repeat(43),
      password: 'new-password',
      password_confirmation: 'new-password',
    }),
    tables: ['users', 'account_tokens'],
  },
  {
    name: 'POST /api/verify-email',
    method: 'POST',
    path: () => '/api/verify-email',
    auth: 'none',
    schema: verifyEmailRequestSchema,
    body: () => ({ token: 'a'.repeat(43) }),
    tables: ['users', 'account_tokens', 'bookings'],
  },
  {
    name: 'POST /api/contact',
    method: 'POST',
    path: () => '/api/contact',
    auth: 'none',
    schema: contactRequestSchema,
    body: () => ({
      name: 'Asma',
      email: 'asma@example.com',
      phone: '+92 300 1234567',
      subject: 'general',
      message: 'Hello,\nwe are four.',
    }),
    tables: ENQUIRY_TABLES,
  },
  {
    name: 'POST /api/custom-tour-request',
    method: 'POST',
    path: () => '/api/custom-tour-request',
    auth: 'none',
    schema: customTourRequestSchema,
    body: () => ({
      name: 'Asma',
      email: 'asma@example.com',
      phone: '',
      groups_size: '4',
      destination: 'Hunza',
      duration: '10 days',
      preferred_date: '2025-07-01',
      activities: 'Trekking',
      special_requirements: '',
      budget: '',
      accommodation_type: 'standard',
    }),
    tables: ENQUIRY_TABLES,
  },
  {
    name: 'POST /api/newsletter',
    method: 'POST',
    path: () => '/api/newsletter',
    auth: 'none',
    schema: newsletterRequestSchema,
    body: () => ({ email: 'reader-fuzz@example.com' }),
    tables: ['newsletter_subscribers', 'mail_outbox'],
  },
  {
    name: 'POST /api/bookings',
    method: 'POST',
    path: () => '/api/bookings',
    auth: 'none',
    schema: createBookingRequestSchema,
    body: () => ({
      tour_id: ids.tour,
      departure_id: ids.departure,
      travelers: 1,
      add_ons: ['insurance'],
      special_requests: 'Vegetarian meals.',
      name: 'Sara Ahmed',
      email: 'sara@example.com',
      phone: '+92 300 1234567',
      payment_method: 'card',
      card_last4: '4242',
    }),
    headers: () => ({ [IDEMPOTENCY_KEY_HEADER]: randomBytes(16).toString('hex') }),
    tables: BOOKING_TABLES,
  },
  {
    name: 'POST /api/manage-booking',
    method: 'POST',
    path: () => '/api/manage-booking',
    auth: 'none',
    schema: bookingLookupSchema,
    body: () => ({ reference: ids.guestBooking, email: GUEST_EMAIL }),
    tables: BOOKING_TABLES,
  },
  {
    name: 'POST /api/manage-booking/cancel',
    method: 'POST',
    path: () => '/api/manage-booking/cancel',
    auth: 'none',
    schema: manageCancelRequestSchema,
    // 37% is never the policy's refund, so a valid body is refused (409) and the booking stays.
    body: () => ({ reference: ids.guestBooking, email: GUEST_EMAIL, refund_percent: 37 }),
    tables: BOOKING_TABLES,
  },
  {
    name: 'POST /api/manage-booking/pay-balance',
    method: 'POST',
    path: () => '/api/manage-booking/pay-balance',
    auth: 'none',
    schema: managePayBalanceRequestSchema,
    body: () => ({
      reference: ids.guestBooking,
      email: GUEST_EMAIL,
      payment_method: 'card',
      card_last4: '4242',
      balance: 1,
    }),
    tables: BOOKING_TABLES,
  },
  {
    name: 'PUT /api/my/profile',
    method: 'PUT',
    path: () => '/api/my/profile',
    auth: 'user',
    schema: profileUpdateSchema,
    body: () => ({
      name: 'Fuzz Traveller',
      email: 'fuzz-traveller@example.com',
      phone: '+92 300 1234567',
      date_of_birth: '1990-05-01',
    }),
    tables: ['users'],
  },
  {
    name: 'PUT /api/my/preferences',
    method: 'PUT',
    path: () => '/api/my/preferences',
    auth: 'user',
    schema: preferencesSchema,
    body: () => ({ ...DEFAULT_PREFERENCES }),
    tables: ['users'],
  },
  {
    name: 'PUT /api/my/password',
    method: 'PUT',
    path: () => '/api/my/password',
    auth: 'user',
    schema: passwordChangeSchema,
    body: () => ({ current_password: 'not-the-password', password: 'another-password' }),
    tables: ['users'],
  },
  {
    name: 'POST /api/my/payment-methods',
    method: 'POST',
    path: () => '/api/my/payment-methods',
    auth: 'user',
    schema: newCardSchema,
    body: () => ({ brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 }),
    tables: ['payment_methods'],
  },
  {
    name: 'POST /api/my/wishlist/merge',
    method: 'POST',
    path: () => '/api/my/wishlist/merge',
    auth: 'user',
    schema: mergeWishlistRequestSchema,
    body: () => ({ tour_ids: [ids.tour] }),
    tables: ['wishlist_items'],
  },
  {
    name: 'POST /api/my/bookings/{reference}/cancel',
    method: 'POST',
    path: (id = ids.userBooking) => `/api/my/bookings/${id}/cancel`,
    pathId: () => ids.userBooking,
    auth: 'user',
    schema: cancelBookingRequestSchema,
    body: () => ({ refund_percent: 37 }),
    tables: BOOKING_TABLES,
  },
  {
    name: 'POST /api/my/bookings/{reference}/review',
    method: 'POST',
    path: (id = ids.userBooking) => `/api/my/bookings/${id}/review`,
    pathId: () => ids.userBooking,
    auth: 'user',
    schema: createReviewRequestSchema,
    body: () => ({ rating: 5, comment: 'A wonderful trip,\nwell organised.' }),
    tables: ['reviews', 'tour_stats'],
  },
  {
    name: 'POST /api/my/bookings/{reference}/pay-balance',
    method: 'POST',
    path: (id = ids.userBooking) => `/api/my/bookings/${id}/pay-balance`,
    pathId: () => ids.userBooking,
    auth: 'user',
    schema: payBalanceRequestSchema,
    body: () => ({ payment_method: 'card', card_last4: '4242', balance: 1 }),
    tables: BOOKING_TABLES,
  },
  {
    name: 'POST /api/tours/store',
    method: 'POST',
    path: () => '/api/tours/store',
    auth: 'admin',
    schema: tourBasicSchema,
    body: tourBody,
    tables: TOUR_TABLES,
  },
  {
    name: 'PUT /api/tours/{id}',
    method: 'PUT',
    path: (id = String(ids.fuzzTour)) => `/api/tours/${id}`,
    pathId: () => String(ids.fuzzTour),
    auth: 'admin',
    schema: tourBasicSchema,
    body: tourBody,
    tables: TOUR_TABLES,
  },
  {
    name: 'POST /api/tours/{id}/itinerary',
    method: 'POST',
    path: (id = String(ids.fuzzTour)) => `/api/tours/${id}/itinerary`,
    pathId: () => String(ids.fuzzTour),
    auth: 'admin',
    schema: itineraryRequestSchema,
    body: () => ({
      itinerary: [
        { day: 1, title: 'Arrive in Skardu', description: 'Transfer to the hotel.\nRest.' },
        { day: 2, title: 'Drive to Askole', description: 'A long jeep ride.' },
      ],
    }),
    tables: TOUR_TABLES,
  },
  {
    name: 'POST /api/tours/{id}/inclusions',
    method: 'POST',
    path: (id = String(ids.fuzzTour)) => `/api/tours/${id}/inclusions`,
    pathId: () => String(ids.fuzzTour),
    auth: 'admin',
    schema: inclusionsRequestSchema,
    body: () => ({ includes: ['Guide', 'Meals'], excludes: ['Flights'] }),
    tables: TOUR_TABLES,
  },
  {
    name: 'POST /api/tours/{id}/availability',
    method: 'POST',
    path: (id = String(ids.fuzzTour)) => `/api/tours/${id}/availability`,
    pathId: () => String(ids.fuzzTour),
    auth: 'admin',
    schema: availabilityRequestSchema,
    body: () => ({
      availableDates: [
        { start_date: '2027-05-01', capacity: 12 },
        { start_date: '2027-06-01', capacity: 8 },
      ],
    }),
    tables: TOUR_TABLES,
  },
  {
    name: 'PUT /api/admin/customers/{id}',
    method: 'PUT',
    path: (id = String(ids.customer)) => `/api/admin/customers/${id}`,
    pathId: () => String(ids.customer),
    auth: 'admin',
    schema: updateCustomerRequestSchema,
    body: () => ({
      name: 'Erin Fuzz',
      phone: '+92 300 1234567',
      country: 'Pakistan',
      status: 'Active',
    }),
    tables: ['users', 'admin_audit'],
  },
  {
    name: 'PUT /api/admin/settings',
    method: 'PUT',
    path: () => '/api/admin/settings',
    auth: 'admin',
    schema: settingsSchema,
    body: () => makeSettings(),
    tables: ['settings'],
    restore: restoreSettings,
  },
  {
    // The Security tab with IP restriction on: the fuzz's addresses (203.0.x.x) are inside.
    name: 'PUT /api/admin/settings (IP allow-list on)',
    method: 'PUT',
    path: () => '/api/admin/settings',
    auth: 'admin',
    schema: settingsSchema,
    body: () =>
      makeSettings({
        security: {
          twoFactorAuth: false,
          passwordExpiry: 90,
          ipRestriction: true,
          ipAllowList: ['203.0.0.0/16', '2001:db8::/32', '198.51.100.7'],
        },
      }),
    tables: ['settings', 'admin_audit'],
    restore: restoreSettings,
  },
  {
    // A valid body is a wrong code for the pending secret: 422, nothing turned on.
    name: 'POST /api/admin/two-factor/confirm',
    method: 'POST',
    path: () => '/api/admin/two-factor/confirm',
    auth: 'admin',
    schema: twoFactorCodeSchema,
    body: () => ({ code: '000000' }),
    tables: ['two_factor_secrets', 'two_factor_recovery_codes', 'access_tokens'],
  },
  {
    // Two-factor is not on for the admin: a valid body is a 409, nothing removed.
    name: 'POST /api/admin/two-factor/disable',
    method: 'POST',
    path: () => '/api/admin/two-factor/disable',
    auth: 'admin',
    schema: disableTwoFactorRequestSchema,
    body: () => ({ current_password: TEST_ADMIN.password, code: '000000' }),
    tables: ['two_factor_secrets', 'two_factor_recovery_codes', 'admin_audit'],
  },
  {
    // A real challenge; the admin has no two-factor turned on, so every code is refused (401).
    name: 'POST /api/login/two-factor',
    method: 'POST',
    path: () => '/api/login/two-factor',
    auth: 'none',
    schema: twoFactorLoginRequestSchema,
    body: () => ({ challenge: ids.challenge, code: '000000' }),
    tables: [
      'login_challenges',
      'two_factor_secrets',
      'two_factor_recovery_codes',
      'access_tokens',
    ],
  },
  {
    name: 'PUT /api/admin/enquiries/contact/{id}/status',
    method: 'PUT',
    path: (id = String(ids.contact)) => `/api/admin/enquiries/contact/${id}/status`,
    pathId: () => String(ids.contact),
    auth: 'admin',
    schema: enquiryStatusRequestSchema,
    body: () => ({ status: 'Closed' }),
    tables: ['contact_messages', 'enquiry_notes', 'admin_audit'],
  },
  {
    name: 'POST /api/admin/enquiries/contact/{id}/notes',
    method: 'POST',
    path: (id = String(ids.contact)) => `/api/admin/enquiries/contact/${id}/notes`,
    pathId: () => String(ids.contact),
    auth: 'admin',
    schema: enquiryNoteRequestSchema,
    body: () => ({ body: 'Called back,\nsent a quote.' }),
    tables: ['contact_messages', 'enquiry_notes', 'admin_audit'],
  },
  {
    name: 'POST /api/admin/bookings/{reference}/payments',
    method: 'POST',
    path: (id = ids.userBooking) => `/api/admin/bookings/${id}/payments`,
    pathId: () => ids.userBooking,
    auth: 'admin',
    schema: recordPaymentRequestSchema,
    body: () => ({ amount: 10, method: 'cash', note: 'Paid at the office.' }),
    tables: [...BOOKING_TABLES, 'admin_audit'],
  },
  {
    name: 'POST /api/admin/bookings/{reference}/cancel',
    method: 'POST',
    path: (id = ids.userBooking) => `/api/admin/bookings/${id}/cancel`,
    pathId: () => ids.userBooking,
    auth: 'admin',
    schema: cancelOnBehalfRequestSchema,
    body: () => ({ refund_amount: 10, reason: 'Weather,\nroad closed.' }),
    tables: [...BOOKING_TABLES, 'admin_audit'],
  },
  {
    name: 'POST /api/admin/bookings/{reference}/move',
    method: 'POST',
    path: (id = ids.userBooking) => `/api/admin/bookings/${id}/move`,
    pathId: () => ids.userBooking,
    auth: 'admin',
    schema: moveBookingRequestSchema,
    body: () => ({ departure_id: ids.otherDeparture }),
    tables: [...BOOKING_TABLES, 'admin_audit'],
  },
  {
    // A valid body holds a seat; the holds are let go again so later bodies find seats.
    name: 'POST /api/holds',
    method: 'POST',
    path: () => '/api/holds',
    auth: 'none',
    schema: createHoldRequestSchema,
    body: () => ({ tour_id: ids.tour, departure_id: ids.departure, travelers: 1 }),
    tables: ['seat_holds', 'departures'],
    restore: releaseAllHolds,
  },
  {
    // The departure has seats, so a valid body is refused (409): nothing to wait for.
    name: 'POST /api/waitlist',
    method: 'POST',
    path: () => '/api/waitlist',
    auth: 'none',
    schema: joinWaitlistRequestSchema,
    body: () => ({ departure_id: ids.departure, email: 'waiting-fuzz@example.com', travelers: 2 }),
    tables: WAITLIST_TABLES,
  },
  ...(['place', 'leave', 'claim'] as const).map((action): Endpoint => ({
    // No place has this token: a valid body is a 404.
    name: `POST /api/waitlist/${action}`,
    method: 'POST',
    path: () => `/api/waitlist/${action}`,
    auth: 'none',
    schema: waitlistTokenRequestSchema,
    body: () => ({ token: 'A'.repeat(43) }),
    tables: WAITLIST_TABLES,
  })),
];

/** A hold the fuzz placed is let go (its seats with it). */
async function releaseAllHolds(): Promise<void> {
  await t.db.deleteFrom('seat_holds').execute();
  await t.db.updateTable('departures').set({ seats_held: 0 }).execute();
}

/* ---------------------------------------------------------------------------------------- */

/** Characters no text field takes: C0 controls other than tab/LF/CR, and lone surrogates. */
const badCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
);
/**
 * A text with a bad character inside it. (At either end, \v and \f are whitespace that the
 * schemas trim away before storing, which is harmless; inside, they must be refused.)
 */
const hostileText = fc
  .tuple(fc.string({ maxLength: 8 }), badCharacter, fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => `a${before}${bad}${after}z`);
/** Ids no integer column holds (and one that is not whole). */
const impossibleId = fc.oneof(
  fc.integer({ min: MAX_ROW_ID + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(2 ** 31, 2 ** 53, 1e21, 1e308, -(2 ** 31) - 1, 0, -1, 1.5),
);
const deepNesting = fc
  .tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
    return value;
  });
/** Anything at all in a field: wrong types, huge numbers, deep values, random JSON. */
const anyValue = fc.oneof(
  hostileText,
  impossibleId,
  fc.constantFrom(true, false, null, '', [], {}, 1e308, -1e308, 'x'.repeat(20_000)),
  deepNesting,
  fc.jsonValue({ maxDepth: 3 }),
);

type Path = Array<string | number>;

/** Paths to the leaves (and empty containers) of a body. */
function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [path] : value.flatMap((item, i) => leafPaths(item, [...path, i]));
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([k, v]) => leafPaths(v, [...path, k]));
  }
  return [path];
}

function setAt(body: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key) => {
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]!] = value;
  return copy;
}

const isIdField = (path: Path) =>
  path.some((key) => typeof key === 'string' && /(^|_)ids?$/.test(key));

interface Variant {
  body: unknown;
  /** Hostile by construction: the schema must refuse it. */
  hostile: boolean;
  label: string;
}

function variants(endpoint: Endpoint): fc.Arbitrary<Variant> {
  const base = endpoint.body();
  const paths = leafPaths(base);
  const idPaths = paths.filter(isIdField);
  const leaf = fc.constantFrom(...paths);
  const options: Array<fc.Arbitrary<Variant>> = [
    fc.tuple(leaf, hostileText).map(([path, text]) => ({
      body: setAt(base, path, text),
      hostile: true,
      label: `text at ${path.join('.')}`,
    })),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), anyValue).map(([key, value]) => ({
      body: { ...base, [`x_${key}`]: value },
      hostile: true,
      label: `unknown key x_${key}`,
    })),
    fc.tuple(leaf, anyValue).map(([path, value]) => ({
      body: setAt(base, path, value),
      hostile: false,
      label: `value at ${path.join('.')}`,
    })),
    fc.oneof(fc.jsonValue({ maxDepth: 4 }), deepNesting).map((body) => ({
      body,
      hostile: false,
      label: 'whole body',
    })),
  ];
  if (idPaths.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...idPaths), impossibleId).map(([path, id]) => ({
        body: setAt(base, path, id),
        hostile: true,
        label: `id ${id} at ${path.join('.')}`,
      })),
    );
  }
  return fc.oneof(...options);
}

/** Every row of the endpoint's tables, to prove an invalid request stored nothing. */
async function snapshot(tables: readonly Table[]): Promise<string> {
  const dump: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await t.db.selectFrom(table).selectAll().execute();
    dump[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(dump);
}

let ipCounter = 0;
/** Each request its own peer address, so per-IP limits never turn the fuzz into 429s only. */
const nextIp = () => {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

function send(endpoint: Endpoint, body: unknown, path = endpoint.path()) {
  return call(t.app, endpoint.method, path, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...endpoint.headers?.() },
    token: endpoint.auth === 'none' ? undefined : tokens[endpoint.auth],
    ip: nextIp(),
  });
}

describe.each(ENDPOINTS)('$name under fuzzed bodies', (endpoint) => {
  it('takes its starting body (the schema accepts it)', () => {
    expect(endpoint.schema.safeParse(endpoint.body()).success).toBe(true);
  });

  it('never answers 5xx; refuses every invalid body with a 4xx and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(variants(endpoint), async (variant) => {
        const invalid = !endpoint.schema.safeParse(variant.body).success;
        if (variant.hostile) expect(invalid, `schema refuses ${variant.label}`).toBe(true);
        const before = invalid ? await snapshot(endpoint.tables) : '';
        const res = await send(endpoint, variant.body);
        expect(res.status, `${variant.label}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
        if (!invalid) {
          if (res.status < 300) await endpoint.restore?.();
          return;
        }
        expect(res.status, `${variant.label}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(res.text).not.toMatch(/\bat .+\.ts:\d+|select |insert |update /i);
        expect(await snapshot(endpoint.tables), variant.label).toBe(before);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

/** Path ids and references no row can have: digits past 2^31 - 1, signs, NUL, surrogates. */
const impossiblePathId = fc.oneof(
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 30n }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1e3',
    '1.5',
    '0x10',
    '2147483648',
    '99999999999',
    '%00',
    '1%00',
    '%ED%A0%80',
    '%C0%80',
    '%1B',
    'abc',
    'A'.repeat(300),
  ),
);

describe.each(ENDPOINTS.filter((e) => e.pathId))('$name under fuzzed path ids', (endpoint) => {
  it('answers 4xx (never 5xx) for an id that cannot exist, and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(impossiblePathId, async (id) => {
        const before = await snapshot(endpoint.tables);
        const res = await send(endpoint, endpoint.body(), endpoint.path(id));
        expect(res.status, `${id}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${id}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
        expect(await snapshot(endpoint.tables), id).toBe(before);
      }),
      { seed: SEED, numRuns: PATH_RUNS },
    );
  });
});

/** Waitlist actions that take no body: only their path id can be hostile. */
const BODILESS: Array<{ path: (id: string) => string; auth: 'user' | 'admin' }> = [
  { path: (id) => `/api/my/waitlist/${id}/leave`, auth: 'user' },
  { path: (id) => `/api/my/waitlist/${id}/claim`, auth: 'user' },
  { path: (id) => `/api/admin/waitlist/${id}/offer`, auth: 'admin' },
  { path: (id) => `/api/admin/waitlist/${id}/remove`, auth: 'admin' },
];

describe.each(BODILESS)('POST $path under fuzzed path ids', (route) => {
  it('answers 4xx (never 5xx) for an id that cannot exist, and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(impossiblePathId, async (id) => {
        const before = await snapshot(WAITLIST_TABLES);
        const res = await call(t.app, 'POST', route.path(id), {
          token: tokens[route.auth],
          ip: nextIp(),
        });
        expect(res.status, `${id}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${id}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
        expect(await snapshot(WAITLIST_TABLES), id).toBe(before);
      }),
      { seed: SEED, numRuns: PATH_RUNS },
    );
  });
});

/** The lists' searches: their text reaches a LIKE, which PostgreSQL refuses with NUL in it. */
const SEARCHES = ['/api/admin/bookings', '/api/admin/customers', '/api/admin/outbox', '/api/tours'];

/** Control characters as a URL carries them (a lone surrogate has no UTF-8 form: see below). */
const hostileSearch = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.integer({ min: 0, max: 0x1f }),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, code, after]) => `a${before}${String.fromCharCode(code)}${after}z`);

describe.each(SEARCHES)('GET %s?q= with hostile text', (url) => {
  it('answers 422 to control characters, and never 5xx to bytes that are not UTF-8', async () => {
    await fc.assert(
      fc.asyncProperty(hostileSearch, async (text) => {
        const res = await call(t.app, 'GET', `${url}?q=${encodeURIComponent(text)}`, {
          token: tokens.admin,
        });
        expect(res.status, `${JSON.stringify(text)}: ${res.text.slice(0, 200)}`).toBe(422);
      }),
      { seed: SEED, numRuns: PATH_RUNS },
    );
    // A surrogate half encoded as UTF-8 bytes (CESU), and bytes that decode to nothing.
    for (const raw of ['%ED%A0%80', 'a%ED%B0%80z', '%C0%80', '%FF%FE', '%']) {
      const res = await call(t.app, 'GET', `${url}?q=${raw}`, { token: tokens.admin });
      expect(res.status, `${raw}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});
