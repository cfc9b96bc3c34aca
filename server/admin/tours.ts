import type { Kysely, Transaction } from 'kysely';
import type {
  AdminTourBasic,
  AdminTourEdit,
  Departure,
  ItineraryDay,
  TourBasic,
} from '../../contract';
import { centsToDollars, dollarsToCents } from '../catalog/money';
import { isUniqueViolation } from '../db/errors';
import { seatsLeftOf } from '../holds/holds';
import type { Database, TourRow } from '../db/types';
import { uniqueSlug } from './slug';

type Db = Kysely<Database> | Transaction<Database>;

/** A new slug can lose a race with a concurrent insert; pick again this many times. */
const SLUG_ATTEMPTS = 5;

/** Suffix of a cloned tour's title (issue 5: "a Draft copy"). */
const CLONE_SUFFIX = ' (Copy)';

export function findTour(db: Db, id: number): Promise<TourRow | undefined> {
  return db.selectFrom('tours').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export function toAdminTourBasic(row: TourRow): AdminTourBasic {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    important_notes: row.important_notes,
    price: centsToDollars(row.price_cents),
    duration: row.duration,
    group_size: row.group_size,
    location: row.location,
    altitude: row.altitude,
    season: row.season,
    difficulty: row.difficulty,
    status: row.status,
    category_id: row.category_id,
    thumbnail: row.thumbnail,
  };
}

/** The basic form as columns; blank optional texts are stored as null. */
function basicColumns(input: TourBasic) {
  return {
    title: input.title,
    description: input.description,
    important_notes: input.important_notes,
    price_cents: dollarsToCents(input.price),
    duration: input.duration,
    group_size: input.group_size,
    location: input.location,
    altitude: input.altitude || null,
    season: input.season || null,
    difficulty: input.difficulty,
    status: input.status,
    category_id: input.category_id,
  };
}

/** Runs `write` with a fresh unique slug, again with a new one if a concurrent write took it. */
async function withUniqueSlug<T>(
  db: Kysely<Database>,
  title: string,
  exceptTourId: number | undefined,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await uniqueSlug(db, title, exceptTourId);
    try {
      return await write(slug);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

export function createTour(db: Kysely<Database>, input: TourBasic, now: string): Promise<TourRow> {
  return withUniqueSlug(db, input.title, undefined, (slug) =>
    db
      .insertInto('tours')
      .values({
        ...basicColumns(input),
        slug,
        thumbnail: null,
        featured: 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Saves the basic form. The slug follows a new title only while the stored tour is a Draft:
 * a Draft has no public address yet, while links to a published tour must keep working.
 */
export async function updateTour(
  db: Kysely<Database>,
  tour: TourRow,
  input: TourBasic,
  now: string,
): Promise<TourRow> {
  const update = (slug: string) =>
    db
      .updateTable('tours')
      .set({ ...basicColumns(input), slug, updated_at: now })
      .where('id', '=', tour.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  if (tour.status !== 'Draft' || input.title === tour.title) return update(tour.slug);
  return withUniqueSlug(db, input.title, tour.id, update);
}

function listMedia(db: Db, tourId: number) {
  return db
    .selectFrom('tour_media')
    .selectAll()
    .where('tour_id', '=', tourId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

async function listItinerary(db: Db, tourId: number): Promise<ItineraryDay[]> {
  return db
    .selectFrom('itinerary_days')
    .select(['id', 'day', 'title', 'description'])
    .where('tour_id', '=', tourId)
    .orderBy('day')
    .execute();
}

function listInclusionRows(db: Db, tourId: number) {
  return db
    .selectFrom('tour_inclusions')
    .selectAll()
    .where('tour_id', '=', tourId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

async function listInclusions(db: Db, tourId: number): Promise<AdminTourEdit['inclusions']> {
  const rows = await listInclusionRows(db, tourId);
  return [
    {
      includes: rows.filter((row) => row.kind === 'include').map((row) => row.text),
      excludes: rows.filter((row) => row.kind === 'exclude').map((row) => row.text),
    },
  ];
}

/** Every departure of the tour, past ones included, soonest first. */
export async function listAllDepartures(db: Db, tourId: number): Promise<Departure[]> {
  const rows = await db
    .selectFrom('departures')
    .select(['id', 'start_date', 'capacity', 'seats_booked', 'seats_held'])
    .where('tour_id', '=', tourId)
    .orderBy('start_date')
    .execute();
  return rows.map(({ seats_held, ...row }) => ({
    ...row,
    seats_left: seatsLeftOf({ ...row, seats_held }),
  }));
}

/** GET /api/tours/{id}/edit: everything the wizard shows. */
export async function loadTourForEdit(db: Db, tour: TourRow): Promise<AdminTourEdit> {
  const [media, itinerary, inclusions, departures] = await Promise.all([
    listMedia(db, tour.id),
    listItinerary(db, tour.id),
    listInclusions(db, tour.id),
    listAllDepartures(db, tour.id),
  ]);
  return {
    ...toAdminTourBasic(tour),
    media: media.map((m) => ({ id: m.id, full_image_path: m.path, alt: m.alt })),
    itinerary,
    inclusions,
    departures,
  };
}

function touchTour(db: Db, tourId: number, now: string) {
  return db.updateTable('tours').set({ updated_at: now }).where('id', '=', tourId).execute();
}

/** Replaces the tour's days, numbered 1..n in the order given. */
export function replaceItinerary(
  db: Kysely<Database>,
  tourId: number,
  days: ReadonlyArray<{ title: string; description: string }>,
  now: string,
): Promise<ItineraryDay[]> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('itinerary_days').where('tour_id', '=', tourId).execute();
    await trx
      .insertInto('itinerary_days')
      .values(
        days.map((d, i) => ({
          tour_id: tourId,
          day: i + 1,
          title: d.title,
          description: d.description,
        })),
      )
      .execute();
    await touchTour(trx, tourId, now);
    return listItinerary(trx, tourId);
  });
}

/** Replaces both inclusion lists, keeping the order given. */
export function replaceInclusions(
  db: Kysely<Database>,
  tourId: number,
  lists: { includes: readonly string[]; excludes: readonly string[] },
  now: string,
): Promise<AdminTourEdit['inclusions']> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tour_inclusions').where('tour_id', '=', tourId).execute();
    const rows = [
      ...lists.includes.map((text, i) => ({
        tour_id: tourId,
        kind: 'include' as const,
        text,
        sort_order: i + 1,
      })),
      ...lists.excludes.map((text, i) => ({
        tour_id: tourId,
        kind: 'exclude' as const,
        text,
        sort_order: i + 1,
      })),
    ];
    if (rows.length > 0) await trx.insertInto('tour_inclusions').values(rows).execute();
    await touchTour(trx, tourId, now);
    return listInclusions(trx, tourId);
  });
}

/** True for a foreign-key violation on either dialect. */
function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Deletes a tour without bookings (its media rows, itinerary, inclusions, departures and reviews
 * go with it through ON DELETE CASCADE). A tour with bookings, including one booked while this
 * runs (the foreign key then refuses the delete), is set Inactive so its bookings keep their tour.
 */
export async function deleteOrDeactivateTour(
  db: Kysely<Database>,
  tourId: number,
  now: string,
): Promise<'deleted' | 'deactivated'> {
  try {
    const result = await db
      .deleteFrom('tours')
      .where('id', '=', tourId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('bookings').select('id').whereRef('bookings.tour_id', '=', 'tours.id')),
        ),
      )
      .executeTakeFirst();
    if (Number(result.numDeletedRows) > 0) return 'deleted';
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
  await db
    .updateTable('tours')
    .set({ status: 'Inactive', updated_at: now })
    .where('id', '=', tourId)
    .execute();
  return 'deactivated';
}

/** Titles are validated up to this length; a copy's title must still pass the form. */
function cloneTitle(title: string, maxLength: number): string {
  return `${title.slice(0, maxLength - CLONE_SUFFIX.length).trimEnd()}${CLONE_SUFFIX}`;
}

/**
 * A Draft copy with all its content: basic fields, thumbnail, media rows (pointing at the same
 * image files), itinerary and inclusions. No departures, bookings or reviews.
 */
export function cloneTour(
  db: Kysely<Database>,
  source: TourRow,
  titleMaxLength: number,
  now: string,
): Promise<TourRow> {
  const title = cloneTitle(source.title, titleMaxLength);
  return withUniqueSlug(db, title, undefined, (slug) =>
    db.transaction().execute(async (trx) => {
      const copy = await trx
        .insertInto('tours')
        .values({
          slug,
          title,
          description: source.description,
          price_cents: source.price_cents,
          duration: source.duration,
          difficulty: source.difficulty,
          location: source.location,
          group_size: source.group_size,
          altitude: source.altitude,
          season: source.season,
          important_notes: source.important_notes,
          status: 'Draft',
          category_id: source.category_id,
          thumbnail: source.thumbnail,
          featured: 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();

      const [media, itinerary, inclusions] = await Promise.all([
        listMedia(trx, source.id),
        listItinerary(trx, source.id),
        listInclusionRows(trx, source.id),
      ]);
      if (media.length > 0) {
        await trx
          .insertInto('tour_media')
          .values(
            media.map((m) => ({
              tour_id: copy.id,
              path: m.path,
              alt: m.alt,
              sort_order: m.sort_order,
            })),
          )
          .execute();
      }
      if (itinerary.length > 0) {
        await trx
          .insertInto('itinerary_days')
          .values(
            itinerary.map((d) => ({
              tour_id: copy.id,
              day: d.day,
              title: d.title,
              description: d.description,
            })),
          )
          .execute();
      }
      if (inclusions.length > 0) {
        await trx
          .insertInto('tour_inclusions')
          .values(
            inclusions.map((i) => ({
              tour_id: copy.id,
              kind: i.kind,
              text: i.text,
              sort_order: i.sort_order,
            })),
          )
          .execute();
      }
      return copy;
    }),
  );
}
