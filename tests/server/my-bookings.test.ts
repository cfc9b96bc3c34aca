import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  errorMessageSchema,
  tourDetailResponseSchema,
  validationErrorSchema,
} from '../../contract';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/bookings';
import {
  MY_BOOKING_MESSAGES,
  myBookingResponseSchema,
  myBookingSchema,
  myBookingsResponseSchema,
  refundChangedMessage,
  type MyBooking,
} from '../../contract/my-bookings';
import { addDays } from '../../server/catalog/dates';
import {
  departureOn,
  insertBooking,
  userIdOf,
  seatsBooked,
  useTestServer,
} from '../support/server-fixtures';
import { call, registerAndLogin, TODAY, type CallResult } from './harness';

const t = useTestServer();
let ayeshaToken: string;
let ayeshaId: number;
let bilalToken: string;
let bilalId: number;
let k2: { id: number; title: string; duration: number; price_cents: number };
let fairy: { id: number; duration: number };

beforeAll(async () => {
  ayeshaToken = await registerAndLogin(t.app, {
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    password: 'ayesha-password',
  });
  bilalToken = await registerAndLogin(t.app, {
    name: 'Bilal Ahmed',
    email: 'bilal@example.com',
    password: 'bilal-password',
  });
  ayeshaId = await userIdOf(t.db, 'ayesha@example.com');
  bilalId = await userIdOf(t.db, 'bilal@example.com');
  k2 = await t.db
    .selectFrom('tours')
    .select(['id', 'title', 'duration', 'price_cents'])
    .where('slug', '=', 'k2-base-camp')
    .executeTakeFirstOrThrow();
  fairy = await t.db
    .selectFrom('tours')
    .select(['id', 'duration'])
    .where('slug', '=', 'fairy-meadows')
    .executeTakeFirstOrThrow();
});
beforeEach(() => {
  t.clock.reset();
});

/** Days from the test's today (2025-03-10). */
const day = (offset: number) => addDays(TODAY, offset);

interface SeedOptions {
  userId?: number | null;
  tourId?: number;
  /** Start of the trip, in days from today. */
  startIn: number;
  travelers?: number;
  totalCents?: number;
  status?: 'Confirmed' | 'Cancelled';
  paymentStatus?: string;
  paymentMethod?: string;
  createdAt?: string;
}

/** A stored booking whose seats are taken on its departure, as POST /api/bookings leaves it. */
async function seedBooking(options: SeedOptions) {
  const tourId = options.tourId ?? k2.id;
  const travelers = options.travelers ?? 2;
  const departureId = await departureOn(t.db, tourId, day(options.startIn));
  const { id, reference } = await insertBooking(t.db, {
    userId: options.userId === undefined ? ayeshaId : options.userId,
    tourId,
    departureId,
    totalCents: options.totalCents ?? 259_800,
    createdAt: options.createdAt ?? t.clock().toISOString(),
    status: options.status,
    travelers,
  });
  if (options.status !== 'Cancelled') {
    await t.db
      .updateTable('departures')
      .set((eb) => ({ seats_booked: eb('seats_booked', '+', travelers) }))
      .where('id', '=', departureId)
      .execute();
  }
  if (options.paymentStatus || options.paymentMethod) {
    await t.db
      .updateTable('bookings')
      .set({
        ...(options.paymentStatus ? { payment_status: options.paymentStatus } : {}),
        ...(options.paymentMethod
          ? { payment_method: options.paymentMethod, card_last4: null }
          : {}),
      })
      .where('id', '=', id)
      .execute();
  }
  return { id, reference, departureId };
}

async function bookingRow(id: number) {
  return t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function expectNoInternals(res: CallResult) {
  expect(res.text).not.toMatch(/at .+\.ts|stack|sqlite|postgres|select |insert |update /i);
}

function expect404(res: CallResult) {
  expect(res.status, res.text).toBe(404);
  expect(res.json).toEqual({ message: MY_BOOKING_MESSAGES.notFound });
}

function expect422(res: CallResult) {
  expect(res.status, res.text).toBe(422);
  expectNoInternals(res);
  return validationErrorSchema.parse(res.json);
}

const list = (token: string) => call(t.app, 'GET', '/api/my/bookings', { token });
const show = (token: string, reference: string) =>
  call(t.app, 'GET', `/api/my/bookings/${reference}`, { token });
const cancel = (token: string, reference: string) =>
  call(t.app, 'POST', `/api/my/bookings/${reference}/cancel`, { token });
const review = (token: string, reference: string, json: unknown) =>
  call(t.app, 'POST', `/api/my/bookings/${reference}/review`, { token, json });

async function myBookings(token: string): Promise<MyBooking[]> {
  const res = await list(token);
  expect(res.status, res.text).toBe(200);
  return myBookingsResponseSchema.parse(res.json).data;
}

async function myBooking(token: string, reference: string): Promise<MyBooking> {
  const res = await show(token, reference);
  expect(res.status, res.text).toBe(200);
  return myBookingResponseSchema.parse(res.json).data;
}

describe('GET /api/my/bookings', () => {
  it('lists a booking made through the booking API, exactly per the contract', async () => {
    const carla = await registerAndLogin(t.app, {
      name: 'Carla Rossi',
      email: 'carla@example.com',
      password: 'carla-password',
    });
    const departure = await t.db
      .insertInto('departures')
      .values({ tour_id: k2.id, start_date: day(45), capacity: 10, seats_booked: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const booked = await call<{ data: { reference: string } }>(t.app, 'POST', '/api/bookings', {
      token: carla,
      ip: '203.0.113.10',
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'my-bookings-test-key-0001' },
      json: {
        tour_id: k2.id,
        departure_id: departure.id,
        travelers: 2,
        add_ons: ['insurance'],
        special_requests: 'Window seat on the flight',
        name: 'Carla Rossi',
        email: 'carla@example.com',
        phone: '+39 333 1234567',
        city: 'Turin',
        payment_method: 'card',
        card_last4: '4242',
      },
    });
    expect(booked.status, booked.text).toBe(201);
    const reference = booked.json.data.reference;

    const res = await list(carla);
    expect(res.status).toBe(200);
    const rows = (res.json as { data: Record<string, unknown>[] }).data;
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(Object.keys(myBookingSchema.def.shape).sort());

    const [booking] = myBookingsResponseSchema.parse(res.json).data;
    const total = (k2.price_cents * 2) / 100 + 99;
    expect(booking).toEqual({
      reference,
      status: 'Upcoming',
      tour: {
        id: k2.id,
        slug: 'k2-base-camp',
        title: k2.title,
        duration: k2.duration,
        location: 'Skardu, Gilgit-Baltistan',
        thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
      },
      departure: { id: departure.id, start_date: day(45) },
      travelers: 2,
      add_ons: [{ id: 'insurance', name: 'Travel Insurance', price: 99 }],
      total,
      special_requests: 'Window seat on the flight',
      contact: {
        name: 'Carla Rossi',
        email: 'carla@example.com',
        phone: '+39 333 1234567',
        address: null,
        city: 'Turin',
        country: null,
        zip_code: null,
      },
      payment_method: 'card',
      payment_status: 'Paid',
      card_last4: '4242',
      created_at: t.clock().toISOString(),
      start_date: day(45),
      end_date: day(45 + k2.duration - 1),
      cancelled_at: null,
      refund: null,
      cancellation_quote: { percent: 100, amount: total },
      review: null,
    } satisfies MyBooking);

    // The single booking reads the same.
    expect(await myBooking(carla, reference)).toEqual(booking);
  });

  it("lists only the caller's own bookings: trips ahead soonest first, then past ones latest first", async () => {
    const dana = await registerAndLogin(t.app, {
      name: 'Dana Malik',
      email: 'dana@example.com',
      password: 'dana-password',
    });
    const danaId = await userIdOf(t.db, 'dana@example.com');
    const mine = (startIn: number, extra: Partial<SeedOptions> = {}) =>
      seedBooking({ userId: danaId, startIn, ...extra });

    const farAhead = await mine(90);
    const pastLong = await mine(-200, { tourId: fairy.id });
    const nextWeek = await mine(7, { tourId: fairy.id });
    const underWay = await mine(-3); // K2 lasts 14 days: day -3 to day 10
    const cancelledAhead = await mine(60, { status: 'Cancelled', tourId: fairy.id });
    const justDone = await mine(-30, { tourId: fairy.id });
    // Someone else's and a guest's bookings never show.
    await seedBooking({ userId: bilalId, startIn: 8 });
    await seedBooking({ userId: null, startIn: 9 });

    const bookings = await myBookings(dana);
    expect(bookings.map((b) => [b.reference, b.status])).toEqual([
      [underWay.reference, 'In Progress'],
      [nextWeek.reference, 'Upcoming'],
      [farAhead.reference, 'Upcoming'],
      [cancelledAhead.reference, 'Cancelled'],
      [justDone.reference, 'Completed'],
      [pastLong.reference, 'Completed'],
    ]);
    // Only an Upcoming booking carries a quote.
    for (const b of bookings) {
      expect(b.cancellation_quote === null, b.reference).toBe(b.status !== 'Upcoming');
    }
  });

  it('moves a booking from Upcoming to In Progress on its first day and to Completed after its last', async () => {
    const tester = await registerAndLogin(t.app, {
      name: 'Tariq Clock',
      email: 'tariq@example.com',
      password: 'tariq-password',
    });
    const { reference } = await seedBooking({
      userId: await userIdOf(t.db, 'tariq@example.com'),
      startIn: 1,
    });
    const statusOn = async (date: string) => {
      t.clock.set(new Date(`${date}T12:00:00.000Z`));
      return (await myBooking(tester, reference)).status;
    };
    expect(await statusOn(TODAY)).toBe('Upcoming');
    expect(await statusOn(day(1))).toBe('In Progress');
    expect(await statusOn(day(k2.duration))).toBe('In Progress'); // the last day
    expect(await statusOn(day(k2.duration + 1))).toBe('Completed');
  });

  it('quotes the refund the policy gives today: 100% from 30 days, 50% from 15, else nothing', async () => {
    const cases: Array<[number, number]> = [
      [30, 100],
      [29, 50],
      [15, 50],
      [14, 0],
      [1, 0],
    ];
    for (const [startIn, percent] of cases) {
      const { reference } = await seedBooking({ startIn, totalCents: 100_050 });
      const booking = await myBooking(ayeshaToken, reference);
      expect(booking.cancellation_quote, `${startIn} days ahead`).toEqual({
        percent,
        amount: Math.round(100_050 * percent) / 10_000,
      });
    }
    // A bank transfer still pending has charged nothing, so nothing comes back.
    const pending = await seedBooking({
      startIn: 40,
      paymentMethod: 'bank',
      paymentStatus: 'Pending',
    });
    expect((await myBooking(ayeshaToken, pending.reference)).cancellation_quote).toEqual({
      percent: 0,
      amount: 0,
    });
  });
});

describe('GET /api/my/bookings/{reference}', () => {
  it("is 404 for a reference that does not exist, is malformed, or is someone else's", async () => {
    const bilals = await seedBooking({ userId: bilalId, startIn: 50 });
    const guest = await seedBooking({ userId: null, startIn: 51 });
    for (const reference of [
      'ZZZZ9999',
      'tst00001',
      'NOT-A-REF',
      bilals.reference,
      guest.reference,
    ]) {
      expect404(await show(ayeshaToken, reference));
    }
    expect((await myBooking(bilalToken, bilals.reference)).reference).toBe(bilals.reference);
  });
});

describe('POST /api/my/bookings/{reference}/cancel', () => {
  it('cancels 30+ days ahead with a full refund, frees the seats and answers the cancelled booking', async () => {
    const { id, reference, departureId } = await seedBooking({
      startIn: 30,
      travelers: 3,
      totalCents: 389_700,
    });
    const seatsBefore = await seatsBooked(t.db, departureId);
    t.clock.advance(60_000);

    const res = await cancel(ayeshaToken, reference);
    expect(res.status, res.text).toBe(200);
    const booking = myBookingResponseSchema.parse(res.json).data;
    expect(booking).toMatchObject({
      reference,
      status: 'Cancelled',
      payment_status: 'Refunded',
      cancelled_at: t.clock().toISOString(),
      refund: { percent: 100, amount: 3897 },
      cancellation_quote: null,
      review: null,
    });
    expect(await seatsBooked(t.db, departureId)).toBe(seatsBefore - 3);
    expect(await bookingRow(id)).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Refunded',
      cancelled_at: t.clock().toISOString(),
      refund_percent: 100,
      refund_cents: 389_700,
      updated_at: t.clock().toISOString(),
    });
    expect(await myBooking(ayeshaToken, reference)).toEqual(booking);
  });

  it('refunds half from 15 to 29 days ahead, nothing under 15, and charges nothing for a pending transfer', async () => {
    const cases = [
      { startIn: 29, percent: 50, refundCents: 50_025, paymentStatus: 'Partially refunded' },
      { startIn: 15, percent: 50, refundCents: 50_025, paymentStatus: 'Partially refunded' },
      { startIn: 14, percent: 0, refundCents: 0, paymentStatus: 'Paid' },
    ];
    for (const expected of cases) {
      const { id, reference } = await seedBooking({
        startIn: expected.startIn,
        totalCents: 100_050,
        tourId: fairy.id,
      });
      const quote = (await myBooking(ayeshaToken, reference)).cancellation_quote;
      const res = await cancel(ayeshaToken, reference);
      expect(res.status, res.text).toBe(200);
      const booking = myBookingResponseSchema.parse(res.json).data;
      // What the dialog showed is what the cancellation did.
      expect(booking.refund).toEqual(quote);
      expect(booking.refund).toEqual({
        percent: expected.percent,
        amount: expected.refundCents / 100,
      });
      expect(booking.payment_status).toBe(expected.paymentStatus);
      expect(await bookingRow(id)).toMatchObject({
        refund_percent: expected.percent,
        refund_cents: expected.refundCents,
      });
    }

    const pending = await seedBooking({
      startIn: 45,
      tourId: fairy.id,
      paymentMethod: 'bank',
      paymentStatus: 'Pending',
    });
    const res = await cancel(ayeshaToken, pending.reference);
    expect(res.status, res.text).toBe(200);
    expect(myBookingResponseSchema.parse(res.json).data).toMatchObject({
      payment_status: 'Not charged',
      refund: { percent: 0, amount: 0 },
    });
  });

  it('refuses (409, nothing changed) when the refund shown is no longer the one the policy gives', async () => {
    const { id, reference, departureId } = await seedBooking({ startIn: 31, totalCents: 100_000 });
    expect((await myBooking(ayeshaToken, reference)).cancellation_quote?.percent).toBe(100);
    const seatsBefore = await seatsBooked(t.db, departureId);
    // The dialog stayed open past midnight twice: D-29 now gives half.
    t.clock.advance(2 * 86_400_000);
    try {
      const stale = await call(t.app, 'POST', `/api/my/bookings/${reference}/cancel`, {
        token: ayeshaToken,
        json: { refund_percent: 100 },
      });
      expect(stale.status, stale.text).toBe(409);
      expect(stale.json).toEqual({ message: refundChangedMessage(50) });
      expect(await bookingRow(id)).toMatchObject({ status: 'Confirmed', refund_cents: null });
      expect(await seatsBooked(t.db, departureId)).toBe(seatsBefore);

      const bad = await call(t.app, 'POST', `/api/my/bookings/${reference}/cancel`, {
        token: ayeshaToken,
        json: { refund_percent: 'all', card_number: '4242424242424242' },
      });
      expect(bad.status).toBe(422);

      const agreed = await call(t.app, 'POST', `/api/my/bookings/${reference}/cancel`, {
        token: ayeshaToken,
        json: { refund_percent: 50 },
      });
      expect(agreed.status, agreed.text).toBe(200);
      expect(myBookingResponseSchema.parse(agreed.json).data.refund).toEqual({
        percent: 50,
        amount: 500,
      });
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a booking that is under way, completed or already cancelled, and changes nothing', async () => {
    const underWay = await seedBooking({ startIn: 0, tourId: fairy.id });
    const completed = await seedBooking({ startIn: -40 });
    const cancelled = await seedBooking({ startIn: 70, status: 'Cancelled' });
    for (const { id, reference, departureId } of [underWay, completed, cancelled]) {
      const before = await bookingRow(id);
      const seats = await seatsBooked(t.db, departureId);
      const body = expect422(await cancel(ayeshaToken, reference));
      expect(body).toEqual({
        message: MY_BOOKING_MESSAGES.notCancellable,
        errors: { status: [MY_BOOKING_MESSAGES.notCancellable] },
      });
      expect(await bookingRow(id)).toEqual(before);
      expect(await seatsBooked(t.db, departureId)).toBe(seats);
    }
  });

  it('cancelling twice: the second is refused and the seats came back once', async () => {
    const { reference, departureId } = await seedBooking({ startIn: 100, travelers: 4 });
    const seats = await seatsBooked(t.db, departureId);
    expect((await cancel(ayeshaToken, reference)).status).toBe(200);
    expect422(await cancel(ayeshaToken, reference));
    expect(await seatsBooked(t.db, departureId)).toBe(seats - 4);
  });

  it('concurrent cancels of one booking free its seats exactly once', async () => {
    const { id, reference, departureId } = await seedBooking({
      startIn: 120,
      travelers: 3,
      tourId: fairy.id,
    });
    const seats = await seatsBooked(t.db, departureId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => cancel(ayeshaToken, reference)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422]);
    for (const res of results.filter((r) => r.status === 422)) {
      expect(validationErrorSchema.parse(res.json).errors).toEqual({
        status: [MY_BOOKING_MESSAGES.notCancellable],
      });
    }
    expect(await seatsBooked(t.db, departureId)).toBe(seats - 3);
    expect(await bookingRow(id)).toMatchObject({ status: 'Cancelled', refund_percent: 100 });
  });

  it("is 404 for someone else's booking (and for one that does not exist)", async () => {
    const { id, reference, departureId } = await seedBooking({ startIn: 80 });
    const before = await bookingRow(id);
    const seats = await seatsBooked(t.db, departureId);
    expect404(await cancel(bilalToken, reference));
    expect404(await cancel(bilalToken, 'ZZZZ0000'));
    expect(await bookingRow(id)).toEqual(before);
    expect(await seatsBooked(t.db, departureId)).toBe(seats);
    expect((await myBooking(ayeshaToken, reference)).status).toBe('Upcoming');
  });
});

describe('POST /api/my/bookings/{reference}/review', () => {
  const good = { rating: 5, comment: '  Breathtaking views and a wonderful crew.  ' };

  it('stores a review of a completed trip, answers 201 with it, and the tour page shows it as verified', async () => {
    const { id, reference } = await seedBooking({ startIn: -60 });
    // The review carries the name the traveller has now.
    await t.db.updateTable('users').set({ name: 'Ayesha K.' }).where('id', '=', ayeshaId).execute();

    const res = await review(ayeshaToken, reference, good);
    expect(res.status, res.text).toBe(201);
    const booking = myBookingResponseSchema.parse(res.json).data;
    expect(booking.status).toBe('Completed');
    expect(booking.review).toEqual({
      id: expect.any(Number),
      rating: 5,
      comment: 'Breathtaking views and a wonderful crew.',
      date: TODAY,
    });
    const stored = await t.db
      .selectFrom('reviews')
      .selectAll()
      .where('booking_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      id: booking.review!.id,
      tour_id: k2.id,
      user_id: ayeshaId,
      booking_id: id,
      name: 'Ayesha K.',
      avatar: null,
      rating: 5,
      comment: 'Breathtaking views and a wonderful crew.',
      date: TODAY,
    });
    expect((await myBooking(ayeshaToken, reference)).review).toEqual(booking.review);

    const detail = await call(t.app, 'GET', `/api/tour-details/${k2.id}`);
    const reviews = tourDetailResponseSchema.parse(detail.json).data.reviews;
    const shown = reviews.find((r) => r.id === booking.review!.id);
    expect(shown).toMatchObject({
      name: 'Ayesha K.',
      rating: 5,
      comment: 'Breathtaking views and a wonderful crew.',
      date: TODAY,
      verified: true,
    });
    // The seed's reviews were not written for a booking.
    expect(reviews.filter((r) => r.id !== shown!.id).every((r) => !r.verified)).toBe(true);
    await t.db
      .updateTable('users')
      .set({ name: 'Ayesha Khan' })
      .where('id', '=', ayeshaId)
      .execute();
  });

  it('names each invalid field (strict body: the name and date are the server’s)', async () => {
    const { reference } = await seedBooking({ startIn: -61, tourId: fairy.id });
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ rating: 0, comment: good.comment }, { rating: [MY_BOOKING_MESSAGES.rating] }],
      [{ rating: 6, comment: good.comment }, { rating: [MY_BOOKING_MESSAGES.rating] }],
      [{ rating: 3.5, comment: good.comment }, { rating: [MY_BOOKING_MESSAGES.rating] }],
      [{ rating: '5', comment: good.comment }, { rating: [MY_BOOKING_MESSAGES.rating] }],
      [{ comment: good.comment }, { rating: [MY_BOOKING_MESSAGES.rating] }],
      [{ rating: 4, comment: '   short   ' }, { comment: [MY_BOOKING_MESSAGES.commentShort] }],
      [{ rating: 4 }, { comment: [MY_BOOKING_MESSAGES.commentShort] }],
      [{ rating: 4, comment: 'x'.repeat(2001) }, { comment: [MY_BOOKING_MESSAGES.commentLong] }],
    ];
    for (const [json, errors] of cases) {
      const body = expect422(await review(ayeshaToken, reference, json));
      expect(body.errors, JSON.stringify(json)).toEqual(errors);
    }
    const extra = expect422(
      await review(ayeshaToken, reference, { ...good, name: 'Someone Else', date: '2020-01-01' }),
    );
    expect(Object.keys(extra.errors)).toEqual(['_']);
    const stored = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('user_id', '=', ayeshaId)
      .where('tour_id', '=', fairy.id)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('refuses a trip that is not completed: upcoming, under way or cancelled', async () => {
    const upcoming = await seedBooking({ startIn: 20, tourId: fairy.id });
    const underWay = await seedBooking({ startIn: -2, tourId: fairy.id });
    const cancelled = await seedBooking({ startIn: -90, status: 'Cancelled' });
    for (const { id, reference } of [upcoming, underWay, cancelled]) {
      const body = expect422(await review(ayeshaToken, reference, good));
      expect(body).toEqual({
        message: MY_BOOKING_MESSAGES.notReviewable,
        errors: { booking: [MY_BOOKING_MESSAGES.notReviewable] },
      });
      const stored = await t.db
        .selectFrom('reviews')
        .select('id')
        .where('booking_id', '=', id)
        .execute();
      expect(stored).toHaveLength(0);
    }
  });

  it('one review per booking: a second is 409, and so are the losers of a race', async () => {
    const first = await seedBooking({ startIn: -70 });
    expect((await review(ayeshaToken, first.reference, good)).status).toBe(201);
    const again = await review(ayeshaToken, first.reference, {
      rating: 1,
      comment: 'Changed my mind.',
    });
    expect(again.status).toBe(409);
    expect(errorMessageSchema.parse(again.json)).toEqual({
      message: MY_BOOKING_MESSAGES.alreadyReviewed,
    });

    const raced = await seedBooking({ startIn: -71, tourId: fairy.id });
    const results = await Promise.all(
      [1, 2, 3, 4].map((rating) =>
        review(ayeshaToken, raced.reference, { rating, comment: `Race entry number ${rating}.` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const res of results) expectNoInternals(res);
    const stored = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('booking_id', '=', raced.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it("is 404 for someone else's booking, before looking at the body", async () => {
    const { id, reference } = await seedBooking({ startIn: -75 });
    expect404(await review(bilalToken, reference, good));
    expect404(await review(bilalToken, reference, { rating: 9 }));
    expect404(await review(bilalToken, 'ZZZZ0001', good));
    const stored = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('booking_id', '=', id)
      .execute();
    expect(stored).toHaveLength(0);
    expect((await myBooking(ayeshaToken, reference)).review).toBeNull();
  });
});

describe('ownership', () => {
  it("another user's booking is 404 on GET, cancel and review, and stays as it was", async () => {
    const upcoming = await seedBooking({ startIn: 33 });
    const completed = await seedBooking({ startIn: -33, tourId: fairy.id });
    const before = await myBookings(ayeshaToken);
    const attempt = { rating: 4, comment: 'Not my trip, but let me try.' };

    for (const { reference } of [upcoming, completed]) {
      const answers = [
        await show(bilalToken, reference),
        await cancel(bilalToken, reference),
        await review(bilalToken, reference, attempt),
      ];
      for (const res of answers) expect404(res);
      // The same answer as a reference that does not exist: nothing to probe.
      expect(answers.map((r) => r.text)).toEqual([
        (await show(bilalToken, 'QQQQ0000')).text,
        (await cancel(bilalToken, 'QQQQ0000')).text,
        (await review(bilalToken, 'QQQQ0000', attempt)).text,
      ]);
    }
    expect(await myBookings(ayeshaToken)).toEqual(before);
    expect((await myBookings(bilalToken)).map((b) => b.reference)).not.toContain(
      upcoming.reference,
    );
  });
});
