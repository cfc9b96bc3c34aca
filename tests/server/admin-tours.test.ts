import { beforeAll, describe, expect, it } from 'vitest';
import {
  availabilitySavedResponseSchema,
  AVAILABILITY_MESSAGES,
  inclusionsSavedResponseSchema,
  INCLUSION_MESSAGES,
  itinerarySavedResponseSchema,
  ITINERARY_MESSAGES,
  SLUG_PATTERN,
  TOUR_DEACTIVATED_MESSAGE,
  TOUR_FORM_MESSAGES,
  tourDeletedResponseSchema,
  tourDetailResponseSchema,
  tourEditResponseSchema,
  tourListResponseSchema,
  tourSavedResponseSchema,
  toursByCategoryResponseSchema,
  validationErrorSchema,
  type AdminTourEdit,
  type AvailabilityRequest,
  type TourBasicInput,
} from '../../contract';
import {
  applyAvailability,
  DeparturesChangedError,
  loadExistingDepartures,
  planAvailability,
} from '../../server/admin/availability';
import { placeHold } from '../../server/holds/holds';
import { call, TODAY } from './harness';
import { loginAsAdmin, useTestServer } from '../support/server-fixtures';

const t = useTestServer();
let adminToken: string;

beforeAll(async () => {
  adminToken = await loginAsAdmin(t.app);
});

const admin = <T = unknown>(method: string, url: string, json?: unknown) =>
  call<T>(t.app, method, url, { token: adminToken, json });

/** A complete basic form; tests override one field at a time. */
function basicForm(overrides: Partial<Record<keyof TourBasicInput, unknown>> = {}) {
  return {
    title: 'Deosai Plains Safari',
    description: 'Four days on the roof of the world among wildflowers and brown bears.',
    important_notes: 'Bring warm layers; nights drop below freezing.',
    price: 899,
    duration: 4,
    group_size: '2-8',
    location: 'Deosai National Park',
    ...overrides,
  };
}

async function createTour(overrides: Partial<Record<keyof TourBasicInput, unknown>> = {}) {
  const res = await admin('POST', '/api/tours/store', basicForm(overrides));
  expect(res.status, res.text).toBe(201);
  return tourSavedResponseSchema.parse(res.json).data;
}

async function loadEdit(id: number): Promise<AdminTourEdit> {
  const res = await admin('GET', `/api/tours/${id}/edit`);
  expect(res.status, res.text).toBe(200);
  return tourEditResponseSchema.parse(res.json).data;
}

function expect422(res: { status: number; json: unknown; text: string }) {
  expect(res.status, res.text).toBe(422);
  return validationErrorSchema.parse(res.json);
}

async function seedTour(slug: string) {
  return t.db.selectFrom('tours').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
}

let bookingSeq = 0;
/** A booking row written straight into the database, counted on its departure. */
async function insertBooking(tourId: number, departureId: number, travelers = 2) {
  const now = t.clock().toISOString();
  bookingSeq += 1;
  await t.db
    .insertInto('bookings')
    .values({
      reference: `ADMTOUR${bookingSeq}`.slice(0, 8).padEnd(8, 'X'),
      tour_id: tourId,
      departure_id: departureId,
      travelers,
      add_ons: '[]',
      total_cents: 100_000,
      status: 'Upcoming',
      payment_method: 'card',
      payment_status: 'Paid',
      card_last4: null,
      contact_name: 'Booked Guest',
      contact_email: 'guest@example.com',
      contact_phone: '+92 300 0000000',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.db
    .updateTable('departures')
    .set((eb) => ({ seats_booked: eb('seats_booked', '+', travelers) }))
    .where('id', '=', departureId)
    .execute();
}

const postAvailability = (id: number, availableDates: AvailabilityRequest['availableDates']) =>
  admin('POST', `/api/tours/${id}/availability`, { availableDates });

describe('POST /api/tours/store', () => {
  it('creates a Draft tour with SPEC defaults and answers 201 { success, data: { id, ... } }', async () => {
    const res = await admin(
      'POST',
      '/api/tours/store',
      basicForm({ altitude: '  ', price: 899.5 }),
    );
    expect(res.status).toBe(201);
    const { success, data } = tourSavedResponseSchema.parse(res.json);
    expect(success).toBe(true);
    expect(data).toEqual({
      id: expect.any(Number),
      slug: 'deosai-plains-safari',
      title: 'Deosai Plains Safari',
      description: basicForm().description,
      important_notes: basicForm().important_notes,
      price: 899.5,
      duration: 4,
      group_size: '2-8',
      location: 'Deosai National Park',
      altitude: null,
      season: null,
      difficulty: 'Moderate',
      status: 'Draft',
      category_id: null,
      thumbnail: null,
    });
    const stored = await t.db
      .selectFrom('tours')
      .select(['price_cents', 'featured'])
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ price_cents: 89_950, featured: 0 });
  });

  it('stores every field given, trimmed, with an existing category', async () => {
    const category = await t.db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', 'safaris')
      .executeTakeFirstOrThrow();
    const data = await createTour({
      title: '  Shigar Fort Heritage Walk  ',
      altitude: '2,230 m',
      season: 'April - October',
      difficulty: 'Easy',
      status: 'Active',
      category_id: category.id,
      price: 0,
      duration: 1,
    });
    expect(data).toMatchObject({
      title: 'Shigar Fort Heritage Walk',
      slug: 'shigar-fort-heritage-walk',
      altitude: '2,230 m',
      season: 'April - October',
      difficulty: 'Easy',
      status: 'Active',
      category_id: category.id,
      price: 0,
      duration: 1,
    });
  });

  it.each([
    ['title', TOUR_FORM_MESSAGES.titleRequired],
    ['description', TOUR_FORM_MESSAGES.descriptionRequired],
    ['important_notes', TOUR_FORM_MESSAGES.importantNotesRequired],
    ['group_size', TOUR_FORM_MESSAGES.groupSizeRequired],
    ['location', TOUR_FORM_MESSAGES.locationRequired],
    ['price', TOUR_FORM_MESSAGES.priceRequired],
    ['duration', TOUR_FORM_MESSAGES.durationRequired],
  ] as const)('%s is required', async (field, message) => {
    const missing = await admin('POST', '/api/tours/store', basicForm({ [field]: undefined }));
    expect(expect422(missing).errors[field]).toEqual([message]);
    if (field !== 'price' && field !== 'duration') {
      const blank = await admin('POST', '/api/tours/store', basicForm({ [field]: '   ' }));
      expect(expect422(blank).errors[field]).toEqual([message]);
    }
  });

  it.each([
    ['price', -1, TOUR_FORM_MESSAGES.priceMin],
    ['price', '100', TOUR_FORM_MESSAGES.priceNumber],
    ['price', 1_000_001, TOUR_FORM_MESSAGES.priceMax],
    ['duration', 0, TOUR_FORM_MESSAGES.durationMin],
    ['duration', 2.5, TOUR_FORM_MESSAGES.durationInteger],
    ['duration', 366, TOUR_FORM_MESSAGES.durationMax],
    ['difficulty', 'Brutal', TOUR_FORM_MESSAGES.difficulty],
    ['status', 'Published', TOUR_FORM_MESSAGES.status],
    ['category_id', 'treks', TOUR_FORM_MESSAGES.categoryId],
    ['category_id', 999_999, TOUR_FORM_MESSAGES.categoryId],
    ['title', 'x'.repeat(151), 'The title field must not be greater than 150 characters.'],
    ['altitude', 'x'.repeat(51), 'The altitude field must not be greater than 50 characters.'],
    ['season', 42, 'The season field must be a string.'],
  ] as const)('%s = %j is refused', async (field, value, message) => {
    const res = await admin('POST', '/api/tours/store', basicForm({ [field]: value }));
    const body = expect422(res);
    expect(body.errors).toEqual({ [field]: [message] });
    expect(body.message).toBe(message);
  });

  it('names every failing field at once and stores nothing', async () => {
    const before = await t.db
      .selectFrom('tours')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await admin('POST', '/api/tours/store', {});
    expect(Object.keys(expect422(res).errors).sort()).toEqual(
      [
        'description',
        'duration',
        'group_size',
        'important_notes',
        'location',
        'price',
        'title',
      ].sort(),
    );
    const after = await t.db
      .selectFrom('tours')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('gives every tour a unique slug derived from its title', async () => {
    const first = await createTour({ title: 'Hushe Valley Trek' });
    const second = await createTour({ title: 'Hushe Valley Trek' });
    const third = await createTour({ title: 'HUSHE valley   trek!' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'hushe-valley-trek',
      'hushe-valley-trek-2',
      'hushe-valley-trek-3',
    ]);
    // The seed already has k2-base-camp.
    expect((await createTour({ title: 'K2 Base Camp' })).slug).toBe('k2-base-camp-2');
    expect((await createTour({ title: 'Café Naltar' })).slug).toBe('cafe-naltar');
    expect((await createTour({ title: 'سکردو' })).slug).toBe('tour');
    const long = await createTour({ title: 'Very long title '.repeat(9).trim() });
    expect(long.slug.length).toBeLessThanOrEqual(80);
    const longAgain = await createTour({ title: 'Very long title '.repeat(9).trim() });
    expect(longAgain.slug).not.toBe(long.slug);
    for (const slug of [long.slug, longAgain.slug]) expect(slug).toMatch(SLUG_PATTERN);
  });

  it('malformed JSON is a 400', async () => {
    const res = await call(t.app, 'POST', '/api/tours/store', {
      token: adminToken,
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/tours/{id}/edit', () => {
  it('answers every part of the wizard, departures past and future', async () => {
    const k2 = await seedTour('k2-base-camp');
    const past = await t.db
      .insertInto('departures')
      .values({ tour_id: k2.id, start_date: '2024-07-01', capacity: 10, seats_booked: 4 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const data = await loadEdit(k2.id);
    expect(data).toMatchObject({
      id: k2.id,
      slug: 'k2-base-camp',
      title: 'K2 Base Camp Trek',
      price: 1299,
      duration: 14,
      difficulty: 'Challenging',
      status: 'Active',
      group_size: '4-12',
      altitude: '5,150 m',
      season: 'June - August',
      category_id: k2.category_id,
      thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
      important_notes: k2.important_notes,
    });
    expect(data.media.length).toBeGreaterThan(0);
    expect(data.media[0]).toEqual({
      id: expect.any(Number),
      full_image_path: expect.stringMatching(/^\/images\/tours\/k2-base-camp\//),
      alt: expect.any(String),
    });
    expect(data.itinerary.map((d) => d.day)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(data.inclusions).toHaveLength(1);
    expect(data.inclusions[0]!.includes.length).toBeGreaterThan(0);
    expect(data.departures[0]).toEqual({
      id: past.id,
      start_date: '2024-07-01',
      capacity: 10,
      seats_booked: 4,
      seats_left: 6,
    });
    const dates = data.departures.map((d) => d.start_date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.some((d) => d >= TODAY)).toBe(true);
    await t.db.deleteFrom('departures').where('id', '=', past.id).execute();
  });

  it('shows Draft and Inactive tours too', async () => {
    const draft = await createTour({ title: 'Draft Only' });
    expect((await loadEdit(draft.id)).status).toBe('Draft');
  });

  it.each(['999999', 'abc', '0', '1e3', '12345678901'])(
    '404 for /api/tours/%s/edit',
    async (id) => {
      const res = await admin('GET', `/api/tours/${id}/edit`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Tour not found.' });
    },
  );
});

describe('PUT /api/tours/{id}', () => {
  it('saves the basic form and answers 200 { success, data }', async () => {
    const tour = await createTour({ title: 'Satpara Lake Day Hike' });
    const res = await admin(
      'PUT',
      `/api/tours/${tour.id}`,
      basicForm({
        title: 'Satpara Lake Day Hike',
        price: 120,
        duration: 1,
        difficulty: 'Easy',
        season: 'May - September',
        status: 'Active',
      }),
    );
    expect(res.status, res.text).toBe(200);
    const { success, data } = tourSavedResponseSchema.parse(res.json);
    expect(success).toBe(true);
    expect(data).toMatchObject({
      id: tour.id,
      slug: 'satpara-lake-day-hike',
      price: 120,
      duration: 1,
      difficulty: 'Easy',
      season: 'May - September',
      status: 'Active',
    });
    expect(await loadEdit(tour.id)).toMatchObject({ price: 120, status: 'Active' });
  });

  it('a Draft follows its new title; a published tour keeps its address', async () => {
    const draft = await createTour({ title: 'Working Title' });
    const renamed = tourSavedResponseSchema.parse(
      (await admin('PUT', `/api/tours/${draft.id}`, basicForm({ title: 'Manthokha Waterfall' })))
        .json,
    ).data;
    expect(renamed.slug).toBe('manthokha-waterfall');

    const k2 = await seedTour('k2-base-camp');
    const res = await admin(
      'PUT',
      `/api/tours/${k2.id}`,
      basicForm({ title: 'K2 Base Camp Trek 2025', status: 'Active' }),
    );
    expect(tourSavedResponseSchema.parse(res.json).data.slug).toBe('k2-base-camp');
    await t.db
      .updateTable('tours')
      .set({
        title: k2.title,
        description: k2.description,
        important_notes: k2.important_notes,
        price_cents: k2.price_cents,
        duration: k2.duration,
        group_size: k2.group_size,
        location: k2.location,
        altitude: k2.altitude,
        season: k2.season,
        difficulty: k2.difficulty,
        category_id: k2.category_id,
      })
      .where('id', '=', k2.id)
      .execute();
  });

  it('validates with the same rules as store', async () => {
    const tour = await createTour({ title: 'Validation Target' });
    const res = await admin(
      'PUT',
      `/api/tours/${tour.id}`,
      basicForm({ title: '', price: -5, category_id: 424242 }),
    );
    const { errors } = expect422(res);
    expect(errors).toEqual({
      title: [TOUR_FORM_MESSAGES.titleRequired],
      price: [TOUR_FORM_MESSAGES.priceMin],
    });
    const category = await admin(
      'PUT',
      `/api/tours/${tour.id}`,
      basicForm({ category_id: 424242 }),
    );
    expect(expect422(category).errors).toEqual({ category_id: [TOUR_FORM_MESSAGES.categoryId] });
    expect((await loadEdit(tour.id)).title).toBe('Validation Target');
  });

  it('404 for an unknown tour', async () => {
    expect((await admin('PUT', '/api/tours/999999', basicForm())).status).toBe(404);
  });
});

describe('POST /api/tours/{id}/itinerary', () => {
  it('replaces the days and numbers them 1..n in order', async () => {
    const tour = await createTour({ title: 'Itinerary Tour' });
    const first = await admin('POST', `/api/tours/${tour.id}/itinerary`, {
      itinerary: [
        { day: 7, title: 'Arrive in Skardu', description: 'Transfer to the hotel.' },
        { day: 3, title: ' Shigar ', description: ' Fort and village walk. ' },
        { title: 'Fly out', description: 'Morning flight to Islamabad.' },
      ],
    });
    expect(first.status, first.text).toBe(200);
    const saved = itinerarySavedResponseSchema.parse(first.json);
    expect(saved.success).toBe(true);
    expect(saved.data.map(({ day, title, description }) => ({ day, title, description }))).toEqual([
      { day: 1, title: 'Arrive in Skardu', description: 'Transfer to the hotel.' },
      { day: 2, title: 'Shigar', description: 'Fort and village walk.' },
      { day: 3, title: 'Fly out', description: 'Morning flight to Islamabad.' },
    ]);

    const second = await admin('POST', `/api/tours/${tour.id}/itinerary`, {
      itinerary: [{ day: 1, title: 'Only day', description: 'Everything at once.' }],
    });
    expect(itinerarySavedResponseSchema.parse(second.json).data).toHaveLength(1);
    expect((await loadEdit(tour.id)).itinerary).toEqual([
      { id: expect.any(Number), day: 1, title: 'Only day', description: 'Everything at once.' },
    ]);
  });

  it('requires a title and a description on every day, keyed itinerary.{i}.field', async () => {
    const tour = await createTour({ title: 'Itinerary Rules' });
    const res = await admin('POST', `/api/tours/${tour.id}/itinerary`, {
      itinerary: [
        { day: 1, title: 'Fine', description: 'Fine.' },
        { day: 2, title: '  ', description: 'No title.' },
        { day: 3, title: 'No description' },
      ],
    });
    const body = expect422(res);
    expect(body.errors).toEqual({
      'itinerary.1.title': [ITINERARY_MESSAGES.title],
      'itinerary.2.description': [ITINERARY_MESSAGES.description],
    });
    expect(body.message).toBe('Day title is required');
  });

  it.each([
    ['an empty list', { itinerary: [] }],
    ['no list', {}],
    ['not a list', { itinerary: 'day one' }],
  ])('refuses %s with at least one day', async (_label, payload) => {
    const tour = await createTour({ title: 'Itinerary Empty' });
    const res = await admin('POST', `/api/tours/${tour.id}/itinerary`, payload);
    expect(expect422(res).errors).toEqual({ itinerary: [ITINERARY_MESSAGES.required] });
  });

  it('keeps the stored days when the save is refused', async () => {
    const k2 = await seedTour('k2-base-camp');
    await admin('POST', `/api/tours/${k2.id}/itinerary`, { itinerary: [{ title: '' }] });
    expect((await loadEdit(k2.id)).itinerary).toHaveLength(14);
  });

  it('404 for an unknown tour', async () => {
    const res = await admin('POST', '/api/tours/999999/itinerary', {
      itinerary: [{ title: 'a', description: 'b' }],
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/tours/{id}/inclusions', () => {
  it('replaces both lists, trimmed, blanks dropped, order kept', async () => {
    const tour = await createTour({ title: 'Inclusions Tour' });
    const res = await admin('POST', `/api/tours/${tour.id}/inclusions`, {
      includes: ['  Jeep transfers ', '', 'Camping gear', '   '],
      excludes: ['International flights'],
    });
    expect(res.status, res.text).toBe(200);
    const expected = [
      { includes: ['Jeep transfers', 'Camping gear'], excludes: ['International flights'] },
    ];
    expect(inclusionsSavedResponseSchema.parse(res.json)).toEqual({
      success: true,
      data: expected,
    });
    expect((await loadEdit(tour.id)).inclusions).toEqual(expected);

    const cleared = await admin('POST', `/api/tours/${tour.id}/inclusions`, {
      includes: ['Meals'],
      excludes: [],
    });
    expect(inclusionsSavedResponseSchema.parse(cleared.json).data).toEqual([
      { includes: ['Meals'], excludes: [] },
    ]);
  });

  it.each([
    [
      'includes',
      { includes: ['x'.repeat(301)], excludes: [] },
      'includes.0',
      INCLUSION_MESSAGES.tooLong,
    ],
    ['excludes', { includes: [], excludes: ['ok', 7] }, 'excludes.1', INCLUSION_MESSAGES.item],
    ['includes', { excludes: [] }, 'includes', INCLUSION_MESSAGES.list],
    ['excludes', { includes: [], excludes: 'none' }, 'excludes', INCLUSION_MESSAGES.list],
    [
      'includes',
      { includes: Array.from({ length: 51 }, (_, i) => `Item ${i}`), excludes: [] },
      'includes',
      INCLUSION_MESSAGES.tooMany,
    ],
  ])('refuses a bad %s list (%j)', async (_list, payload, key, message) => {
    const tour = await createTour({ title: 'Inclusions Rules' });
    expect(
      expect422(await admin('POST', `/api/tours/${tour.id}/inclusions`, payload)).errors,
    ).toEqual({ [key]: [message] });
  });
});

describe('POST /api/tours/{id}/availability', () => {
  it('creates departures, then keeps ids and seats of untouched ones', async () => {
    const tour = await createTour({ title: 'Availability Tour' });
    const created = await postAvailability(tour.id, [
      { start_date: '2025-07-01', capacity: 12 },
      { start_date: '2025-06-01', capacity: 10 },
    ]);
    expect(created.status, created.text).toBe(200);
    const first = availabilitySavedResponseSchema.parse(created.json);
    expect(first.success).toBe(true);
    expect(
      first.data.map(({ start_date, capacity, seats_booked, seats_left }) => ({
        start_date,
        capacity,
        seats_booked,
        seats_left,
      })),
    ).toEqual([
      { start_date: '2025-06-01', capacity: 10, seats_booked: 0, seats_left: 10 },
      { start_date: '2025-07-01', capacity: 12, seats_booked: 0, seats_left: 12 },
    ]);
    const [june, july] = first.data;
    await insertBooking(tour.id, june!.id, 3);

    const next = await postAvailability(tour.id, [
      { id: june!.id, start_date: '2025-06-01', capacity: 10 },
      { id: july!.id, start_date: '2025-07-01', capacity: 8 },
      { start_date: '2025-08-01', capacity: 6 },
    ]);
    expect(next.status, next.text).toBe(200);
    expect(availabilitySavedResponseSchema.parse(next.json).data).toEqual([
      { id: june!.id, start_date: '2025-06-01', capacity: 10, seats_booked: 3, seats_left: 7 },
      { id: july!.id, start_date: '2025-07-01', capacity: 8, seats_booked: 0, seats_left: 8 },
      {
        id: expect.any(Number),
        start_date: '2025-08-01',
        capacity: 6,
        seats_booked: 0,
        seats_left: 6,
      },
    ]);
    expect((await loadEdit(tour.id)).departures).toHaveLength(3);
  });

  it('a row without an id that names a stored date is that departure', async () => {
    const tour = await createTour({ title: 'Availability Without Ids' });
    const [stored] = availabilitySavedResponseSchema.parse(
      (await postAvailability(tour.id, [{ start_date: '2025-06-10', capacity: 10 }])).json,
    ).data;
    await insertBooking(tour.id, stored!.id, 2);
    const res = await postAvailability(tour.id, [{ start_date: '2025-06-10', capacity: 12 }]);
    expect(res.status, res.text).toBe(200);
    expect(availabilitySavedResponseSchema.parse(res.json).data).toEqual([
      { id: stored!.id, start_date: '2025-06-10', capacity: 12, seats_booked: 2, seats_left: 10 },
    ]);
  });

  it('refuses dates up to today for new and changed rows, keeps an untouched past one', async () => {
    const tour = await createTour({ title: 'Availability Past' });
    const past = await t.db
      .insertInto('departures')
      .values({ tour_id: tour.id, start_date: '2025-01-15', capacity: 10, seats_booked: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();

    const newPast = await postAvailability(tour.id, [
      { id: past.id, start_date: '2025-01-15', capacity: 10 },
      { start_date: '2025-03-09', capacity: 5 },
    ]);
    expect(expect422(newPast).errors).toEqual({
      'availableDates.1.start_date': [AVAILABILITY_MESSAGES.future],
    });

    const changedPast = await postAvailability(tour.id, [
      { id: past.id, start_date: '2025-01-15', capacity: 12 },
    ]);
    expect(expect422(changedPast).errors).toEqual({
      'availableDates.0.start_date': [AVAILABILITY_MESSAGES.future],
    });

    const movedIntoPast = await postAvailability(tour.id, [
      { id: past.id, start_date: '2025-02-15', capacity: 10 },
    ]);
    expect(expect422(movedIntoPast).errors).toEqual({
      'availableDates.0.start_date': [AVAILABILITY_MESSAGES.future],
    });

    const today = await postAvailability(tour.id, [
      { id: past.id, start_date: '2025-01-15', capacity: 10 },
      { start_date: TODAY, capacity: 5 },
    ]);
    expect(expect422(today).errors).toEqual({
      'availableDates.1.start_date': [AVAILABILITY_MESSAGES.future],
    });

    const tomorrow = await postAvailability(tour.id, [
      { id: past.id, start_date: '2025-01-15', capacity: 10 },
      { start_date: '2025-03-11', capacity: 5 },
    ]);
    expect(tomorrow.status, tomorrow.text).toBe(200);
    expect(
      availabilitySavedResponseSchema.parse(tomorrow.json).data.map((d) => d.start_date),
    ).toEqual(['2025-01-15', '2025-03-11']);
  });

  it('follows the app clock for "today"', async () => {
    const tour = await createTour({ title: 'Availability Clock' });
    // Two days on: still within the admin token's lifetime.
    t.clock.set(new Date('2025-03-12T08:00:00Z'));
    try {
      const res = await postAvailability(tour.id, [{ start_date: '2025-03-12', capacity: 5 }]);
      expect(expect422(res).errors).toEqual({
        'availableDates.0.start_date': [AVAILABILITY_MESSAGES.future],
      });
    } finally {
      t.clock.reset();
    }
    expect(
      (await postAvailability(tour.id, [{ start_date: '2025-03-12', capacity: 5 }])).status,
    ).toBe(200);
  });

  it('a booked departure cannot go below its booked seats, move, or be removed', async () => {
    const tour = await createTour({ title: 'Availability Booked' });
    const [booked, free] = availabilitySavedResponseSchema.parse(
      (
        await postAvailability(tour.id, [
          { start_date: '2025-06-15', capacity: 10 },
          { start_date: '2025-07-15', capacity: 10 },
        ])
      ).json,
    ).data;
    await insertBooking(tour.id, booked!.id, 4);

    const below = await postAvailability(tour.id, [
      { id: booked!.id, start_date: '2025-06-15', capacity: 3 },
      { id: free!.id, start_date: '2025-07-15', capacity: 10 },
    ]);
    expect(expect422(below).errors).toEqual({
      'availableDates.0.capacity': [
        'The departure on June 15, 2025 already has 4 seats booked; capacity cannot be lower.',
      ],
    });

    const removed = await postAvailability(tour.id, [
      { id: free!.id, start_date: '2025-07-15', capacity: 10 },
    ]);
    const removedBody = expect422(removed);
    expect(removedBody.errors).toEqual({
      availableDates: ['The departure on June 15, 2025 has bookings and cannot be removed.'],
    });
    expect(removedBody.message).toContain('June 15, 2025');

    const moved = await postAvailability(tour.id, [
      { id: booked!.id, start_date: '2025-06-20', capacity: 10 },
      { id: free!.id, start_date: '2025-07-15', capacity: 10 },
    ]);
    expect(expect422(moved).errors).toEqual({
      'availableDates.0.start_date': [
        'The departure on June 15, 2025 has bookings, so its date cannot be changed.',
      ],
    });

    const emptied = await postAvailability(tour.id, []);
    expect(expect422(emptied).errors.availableDates).toHaveLength(1);

    // Nothing was written by the refused saves.
    expect((await loadEdit(tour.id)).departures).toEqual([
      { id: booked!.id, start_date: '2025-06-15', capacity: 10, seats_booked: 4, seats_left: 6 },
      { id: free!.id, start_date: '2025-07-15', capacity: 10, seats_booked: 0, seats_left: 10 },
    ]);

    const exact = await postAvailability(tour.id, [
      { id: booked!.id, start_date: '2025-06-15', capacity: 4 },
    ]);
    expect(exact.status, exact.text).toBe(200);
    expect(availabilitySavedResponseSchema.parse(exact.json).data).toEqual([
      { id: booked!.id, start_date: '2025-06-15', capacity: 4, seats_booked: 4, seats_left: 0 },
    ]);
  });

  it('held seats and waiting travelers keep a departure: no lower capacity, move or removal', async () => {
    const tour = await createTour({ title: 'Availability Held' });
    const [held, waited, spare] = availabilitySavedResponseSchema.parse(
      (
        await postAvailability(tour.id, [
          { start_date: '2025-06-15', capacity: 10 },
          { start_date: '2025-07-15', capacity: 10 },
          { start_date: '2025-08-15', capacity: 10 },
        ])
      ).json,
    ).data;
    await insertBooking(tour.id, held!.id, 4);
    const minutes = (n: number) => new Date(t.clock().getTime() + n * 60_000);
    const checkout = await placeHold(t.db, {
      departureId: held!.id,
      seats: 3,
      expiresAt: minutes(15),
      now: t.clock(),
    });
    expect(checkout).not.toBeNull();
    const now = t.clock().toISOString();
    await t.db
      .insertInto('waitlist_entries')
      .values({
        departure_id: waited!.id,
        user_id: null,
        email: 'waiting@example.com',
        travelers: 2,
        status: 'waiting',
        manage_token_hash: 'availability-held-place',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const rows = (capacity: number) => [
      { id: held!.id, start_date: '2025-06-15', capacity },
      { id: waited!.id, start_date: '2025-07-15', capacity: 10 },
      { id: spare!.id, start_date: '2025-08-15', capacity: 10 },
    ];

    expect(expect422(await postAvailability(tour.id, rows(6))).errors).toEqual({
      'availableDates.0.capacity': [
        'The departure on June 15, 2025 has 4 seats booked and 3 held for travelers checking out or claiming a waitlist offer; capacity cannot be lower than 7.',
      ],
    });
    expect(expect422(await postAvailability(tour.id, [rows(10)[0]!, rows(10)[2]!])).errors).toEqual(
      {
        availableDates: [
          'The departure on July 15, 2025 has travelers checking out or on its waitlist and cannot be removed.',
        ],
      },
    );
    const moved = rows(10);
    moved[1] = { ...moved[1]!, start_date: '2025-07-20' };
    expect(expect422(await postAvailability(tour.id, moved)).errors).toEqual({
      'availableDates.1.start_date': [
        'The departure on July 15, 2025 has travelers checking out or on its waitlist, so its date cannot be changed.',
      ],
    });
    // Nothing was written by the refused saves.
    expect((await loadEdit(tour.id)).departures.map((d) => [d.start_date, d.capacity])).toEqual([
      ['2025-06-15', 10],
      ['2025-07-15', 10],
      ['2025-08-15', 10],
    ]);

    // Down to booked + held is allowed; once the checkout hold has run out, so is below it.
    const exact = await postAvailability(tour.id, rows(7));
    expect(exact.status, exact.text).toBe(200);
    t.clock.set(minutes(16));
    try {
      const after = await postAvailability(tour.id, rows(4));
      expect(after.status, after.text).toBe(200);
      expect(availabilitySavedResponseSchema.parse(after.json).data[0]).toMatchObject({
        capacity: 4,
        seats_booked: 4,
        seats_left: 0,
      });
    } finally {
      t.clock.reset();
    }

    // A place left frees the date for a move or removal.
    await t.db
      .updateTable('waitlist_entries')
      .set({ status: 'left' })
      .where('departure_id', '=', waited!.id)
      .execute();
    const freed = await postAvailability(tour.id, [rows(4)[0]!]);
    expect(freed.status, freed.text).toBe(200);
  });

  it('a hold taken after the plan makes the save refuse, with nothing written', async () => {
    const tour = await createTour({ title: 'Availability Race' });
    const [dep] = availabilitySavedResponseSchema.parse(
      (await postAvailability(tour.id, [{ start_date: '2025-06-15', capacity: 10 }])).json,
    ).data;
    const existing = await loadExistingDepartures(t.db, tour.id);
    const planned = planAvailability(
      existing,
      [{ id: dep!.id, start_date: '2025-06-15', capacity: 2 }],
      TODAY,
    );
    expect(planned.ok).toBe(true);
    await placeHold(t.db, {
      departureId: dep!.id,
      seats: 3,
      expiresAt: new Date(t.clock().getTime() + 15 * 60_000),
      now: t.clock(),
    });
    if (!planned.ok) return;
    await expect(applyAvailability(t.db, tour.id, planned.plan)).rejects.toBeInstanceOf(
      DeparturesChangedError,
    );
    expect((await loadEdit(tour.id)).departures[0]).toMatchObject({ capacity: 10, seats_left: 7 });

    const removal = planAvailability(await loadExistingDepartures(t.db, tour.id), [], TODAY);
    // Planned before the hold: the removal is refused by the write, not only by the plan.
    const stale = planAvailability(existing, [], TODAY);
    expect(removal.ok).toBe(false);
    expect(stale.ok).toBe(true);
    if (!stale.ok) return;
    await expect(applyAvailability(t.db, tour.id, stale.plan)).rejects.toBeInstanceOf(
      DeparturesChangedError,
    );
    expect((await loadEdit(tour.id)).departures).toHaveLength(1);
  });

  it('a departure with a booking row but no seats counted still counts as booked', async () => {
    const tour = await createTour({ title: 'Availability Booking Row' });
    const [dep] = availabilitySavedResponseSchema.parse(
      (await postAvailability(tour.id, [{ start_date: '2025-09-01', capacity: 10 }])).json,
    ).data;
    await insertBooking(tour.id, dep!.id, 1);
    await t.db
      .updateTable('departures')
      .set({ seats_booked: 0 })
      .where('id', '=', dep!.id)
      .execute();
    const res = await postAvailability(tour.id, []);
    expect(expect422(res).errors).toEqual({
      availableDates: ['The departure on September 1, 2025 has bookings and cannot be removed.'],
    });
  });

  it('moves and swaps dates of departures without bookings, and removes them', async () => {
    const tour = await createTour({ title: 'Availability Swap' });
    const [a, b, c] = availabilitySavedResponseSchema.parse(
      (
        await postAvailability(tour.id, [
          { start_date: '2025-05-01', capacity: 5 },
          { start_date: '2025-05-02', capacity: 6 },
          { start_date: '2025-05-03', capacity: 7 },
        ])
      ).json,
    ).data;
    const swapped = await postAvailability(tour.id, [
      { id: a!.id, start_date: '2025-05-02', capacity: 5 },
      { id: b!.id, start_date: '2025-05-01', capacity: 6 },
      { start_date: '2025-05-03', capacity: 9 },
    ]);
    expect(swapped.status, swapped.text).toBe(200);
    expect(availabilitySavedResponseSchema.parse(swapped.json).data).toEqual([
      { id: b!.id, start_date: '2025-05-01', capacity: 6, seats_booked: 0, seats_left: 6 },
      { id: a!.id, start_date: '2025-05-02', capacity: 5, seats_booked: 0, seats_left: 5 },
      { id: c!.id, start_date: '2025-05-03', capacity: 9, seats_booked: 0, seats_left: 9 },
    ]);
    const emptied = await postAvailability(tour.id, []);
    expect(availabilitySavedResponseSchema.parse(emptied.json).data).toEqual([]);
  });

  it.each([
    [
      'duplicate dates',
      [
        { start_date: '2025-06-01', capacity: 5 },
        { start_date: '2025-06-01', capacity: 6 },
      ],
      'availableDates.1.start_date',
      AVAILABILITY_MESSAGES.duplicate,
    ],
    [
      'an impossible date',
      [{ start_date: '2025-02-30', capacity: 5 }],
      'availableDates.0.start_date',
      AVAILABILITY_MESSAGES.date,
    ],
    [
      'a date in another format',
      [{ start_date: '06/01/2025', capacity: 5 }],
      'availableDates.0.start_date',
      AVAILABILITY_MESSAGES.date,
    ],
    [
      'capacity 0',
      [{ start_date: '2025-06-01', capacity: 0 }],
      'availableDates.0.capacity',
      AVAILABILITY_MESSAGES.capacity,
    ],
    [
      'capacity 100',
      [{ start_date: '2025-06-01', capacity: 100 }],
      'availableDates.0.capacity',
      AVAILABILITY_MESSAGES.capacity,
    ],
    [
      'a fractional capacity',
      [{ start_date: '2025-06-01', capacity: 2.5 }],
      'availableDates.0.capacity',
      AVAILABILITY_MESSAGES.capacity,
    ],
    [
      'an unknown id',
      [{ id: 999_999, start_date: '2025-06-01', capacity: 5 }],
      'availableDates.0.id',
      AVAILABILITY_MESSAGES.id,
    ],
    ['no list', undefined, 'availableDates', AVAILABILITY_MESSAGES.list],
  ])('refuses %s', async (_label, availableDates, key, message) => {
    const tour = await createTour({ title: 'Availability Rules' });
    const res = await admin('POST', `/api/tours/${tour.id}/availability`, { availableDates });
    expect(expect422(res).errors).toEqual({ [key]: [message] });
  });

  it("refuses another tour's departure id", async () => {
    const k2 = await loadEdit((await seedTour('k2-base-camp')).id);
    const tour = await createTour({ title: 'Availability Foreign Id' });
    const theirs = k2.departures.find((d) => d.start_date > TODAY)!;
    const res = await postAvailability(tour.id, [
      { id: theirs.id, start_date: theirs.start_date, capacity: 20 },
    ]);
    expect(expect422(res).errors).toEqual({ 'availableDates.0.id': [AVAILABILITY_MESSAGES.id] });
    const after = await t.db
      .selectFrom('departures')
      .select(['tour_id', 'capacity'])
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ tour_id: k2.id, capacity: theirs.capacity });
  });
});

describe('DELETE /api/tours/{id}', () => {
  it('deletes a tour without bookings with all its content', async () => {
    const tour = await createTour({ title: 'Doomed Tour' });
    await admin('POST', `/api/tours/${tour.id}/itinerary`, {
      itinerary: [{ title: 'Day', description: 'Walk.' }],
    });
    await admin('POST', `/api/tours/${tour.id}/inclusions`, { includes: ['Tea'], excludes: [] });
    await postAvailability(tour.id, [{ start_date: '2025-06-01', capacity: 5 }]);
    await t.db
      .insertInto('tour_media')
      .values({ tour_id: tour.id, path: '/uploads/tours/doomed.webp', alt: '', sort_order: 1 })
      .execute();

    const res = await admin('DELETE', `/api/tours/${tour.id}`);
    expect(res.status).toBe(200);
    expect(tourDeletedResponseSchema.parse(res.json)).toEqual({ success: true, deleted: true });
    expect((await admin('GET', `/api/tours/${tour.id}/edit`)).status).toBe(404);
    for (const table of [
      'tour_media',
      'itinerary_days',
      'tour_inclusions',
      'departures',
    ] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('id')
        .where('tour_id', '=', tour.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect((await admin('DELETE', `/api/tours/${tour.id}`)).status).toBe(404);
  });

  it('sets a tour with bookings Inactive instead, keeping its bookings, and says so', async () => {
    const tour = await createTour({ title: 'Booked Tour', status: 'Active' });
    const [dep] = availabilitySavedResponseSchema.parse(
      (await postAvailability(tour.id, [{ start_date: '2025-06-01', capacity: 5 }])).json,
    ).data;
    await insertBooking(tour.id, dep!.id, 2);

    const res = await admin('DELETE', `/api/tours/${tour.id}`);
    expect(res.status).toBe(200);
    expect(tourDeletedResponseSchema.parse(res.json)).toEqual({
      success: true,
      deleted: false,
      status: 'Inactive',
      message: TOUR_DEACTIVATED_MESSAGE,
    });
    const edit = await loadEdit(tour.id);
    expect(edit.status).toBe('Inactive');
    expect(edit.departures).toHaveLength(1);
    const bookings = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('tour_id', '=', tour.id)
      .execute();
    expect(bookings).toHaveLength(1);
    expect((await call(t.app, 'GET', `/api/tour-details/${tour.id}`)).status).toBe(404);
  });

  it('404 for an unknown tour', async () => {
    expect((await admin('DELETE', '/api/tours/999999')).status).toBe(404);
  });
});

describe('POST /api/tours/{id}/clone', () => {
  it('creates a Draft copy with all its content and no departures', async () => {
    const k2 = await seedTour('k2-base-camp');
    const source = await loadEdit(k2.id);
    const res = await admin('POST', `/api/tours/${k2.id}/clone`);
    expect(res.status, res.text).toBe(201);
    const { success, data } = tourSavedResponseSchema.parse(res.json);
    expect(success).toBe(true);
    expect(data.id).not.toBe(k2.id);
    expect(data).toMatchObject({
      title: 'K2 Base Camp Trek (Copy)',
      slug: 'k2-base-camp-trek-copy',
      status: 'Draft',
      price: source.price,
      duration: source.duration,
      difficulty: source.difficulty,
      location: source.location,
      group_size: source.group_size,
      altitude: source.altitude,
      season: source.season,
      important_notes: source.important_notes,
      category_id: source.category_id,
      thumbnail: source.thumbnail,
    });

    const copy = await loadEdit(data.id);
    expect(copy.media.map((m) => [m.full_image_path, m.alt])).toEqual(
      source.media.map((m) => [m.full_image_path, m.alt]),
    );
    expect(copy.media.map((m) => m.id)).not.toEqual(source.media.map((m) => m.id));
    const strip = (days: AdminTourEdit['itinerary']) => days.map(({ id: _id, ...day }) => day);
    expect(strip(copy.itinerary)).toEqual(strip(source.itinerary));
    expect(copy.inclusions).toEqual(source.inclusions);
    expect(copy.departures).toEqual([]);
    const featured = await t.db
      .selectFrom('tours')
      .select('featured')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(featured.featured).toBe(0);

    // The source is untouched and the copy is not public.
    expect((await loadEdit(k2.id)).itinerary).toEqual(source.itinerary);
    expect((await call(t.app, 'GET', `/api/tour-details/${data.id}`)).status).toBe(404);

    const again = tourSavedResponseSchema.parse(
      (await admin('POST', `/api/tours/${k2.id}/clone`)).json,
    ).data;
    expect(again.slug).toBe('k2-base-camp-trek-copy-2');
  });

  it('a copy of a long title still fits the form', async () => {
    const tour = await createTour({ title: 'T'.repeat(150) });
    const copy = tourSavedResponseSchema.parse(
      (await admin('POST', `/api/tours/${tour.id}/clone`)).json,
    ).data;
    expect(copy.title).toHaveLength(150);
    expect(copy.title.endsWith(' (Copy)')).toBe(true);
    const resave = await admin('PUT', `/api/tours/${copy.id}`, basicForm({ title: copy.title }));
    expect(resave.status, resave.text).toBe(200);
  });

  it('404 for an unknown tour', async () => {
    expect((await admin('POST', '/api/tours/999999/clone')).status).toBe(404);
  });
});

describe('only Active tours are public', () => {
  async function publicView(id: number, slug: string) {
    const detail = await call(t.app, 'GET', `/api/tour-details/${id}`);
    const bySlug = await call(t.app, 'GET', `/api/tour-details/${slug}`);
    const list = tourListResponseSchema.parse((await call(t.app, 'GET', '/api/get-tours')).json);
    const grouped = toursByCategoryResponseSchema.parse(
      (await call(t.app, 'GET', '/api/get-tours-by-category')).json,
    );
    return {
      detail: detail.status,
      bySlug: bySlug.status,
      listed: list.data.some((tour) => tour.id === id),
      grouped: Object.values(grouped.tours)
        .flat()
        .some((tour) => tour.id === id),
    };
  }

  it('a new Draft is hidden; Active shows it everywhere; Inactive hides it again', async () => {
    const category = await t.db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', 'treks')
      .executeTakeFirstOrThrow();
    const tour = await createTour({ title: 'Visibility Trek', category_id: category.id });
    expect(await publicView(tour.id, tour.slug)).toEqual({
      detail: 404,
      bySlug: 404,
      listed: false,
      grouped: false,
    });

    const put = (status: string) =>
      admin(
        'PUT',
        `/api/tours/${tour.id}`,
        basicForm({ title: 'Visibility Trek', category_id: category.id, status }),
      );
    expect((await put('Active')).status).toBe(200);
    expect(await publicView(tour.id, tour.slug)).toEqual({
      detail: 200,
      bySlug: 200,
      listed: true,
      grouped: true,
    });
    const detail = tourDetailResponseSchema.parse(
      (await call(t.app, 'GET', `/api/tour-details/${tour.id}`)).json,
    ).data;
    expect(detail.title).toBe('Visibility Trek');

    expect((await put('Inactive')).status).toBe(200);
    expect(await publicView(tour.id, tour.slug)).toEqual({
      detail: 404,
      bySlug: 404,
      listed: false,
      grouped: false,
    });
  });
});
