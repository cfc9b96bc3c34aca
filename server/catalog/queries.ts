import type { Kysely } from 'kysely';
import type {
  Category,
  CategoryOption,
  CatalogueCard,
  Departure,
  FeaturedTour,
  TourCard,
  TourDetail,
} from '../../contract';
import { REVIEW_PAGE_SIZE, reviewCursor, type ReviewPage } from '../../contract/tours';
import type { Database, TourRow } from '../db/types';
import { seatsLeftOf } from '../holds/holds';
import { centsToDollars } from './money';

const cardColumns = [
  'id',
  'slug',
  'title',
  'description',
  'price_cents',
  'duration',
  'difficulty',
  'location',
  'group_size',
  'category_id',
  'thumbnail',
] as const;

/** cardColumns named through their table, for queries that join tours to another table. */
export const tourCardColumns = cardColumns.map((column) => `tours.${column}` as const);

type CardRow = Pick<TourRow, (typeof cardColumns)[number]>;

export function toTourCard(row: CardRow): TourCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    price: centsToDollars(row.price_cents),
    duration: row.duration,
    difficulty: row.difficulty,
    location: row.location,
    group_size: row.group_size,
    category_id: row.category_id,
    thumbnail: row.thumbnail,
  };
}

/** Active tours as cards, in catalogue order. */
async function listActiveTourCards(db: Kysely<Database>): Promise<TourCard[]> {
  const rows = await db
    .selectFrom('tours')
    .select(cardColumns)
    .where('status', '=', 'Active')
    .orderBy('id')
    .execute();
  return rows.map(toTourCard);
}

/**
 * Per tour with reviews: their mean rating, rounded to one decimal by the database, and their
 * count (PostgreSQL answers both as text: read them with Number()).
 */
function reviewStats(db: Kysely<Database>) {
  return db
    .selectFrom('reviews')
    .select((r) => [
      'tour_id',
      r.fn<number | string>('round', [r.fn.avg('rating'), r.lit(1)]).as('rating'),
      r.fn.countAll<number | string>().as('review_count'),
    ])
    .groupBy('tour_id');
}

/**
 * Active tours as catalogue cards (issue 17), in catalogue order: each card with its reviews'
 * mean rating and count, its soonest future departure with a seat left and the months of its
 * future departures: two grouped queries (reviews; departures by month) whatever the number of
 * tours (the bench has 1,000 tours with 84 departures each), beside the cards' own query.
 */
export async function listCatalogueCards(
  db: Kysely<Database>,
  today: string,
): Promise<CatalogueCard[]> {
  const [cards, reviews, months] = await Promise.all([
    listActiveTourCards(db),
    reviewStats(db).execute(),
    // Per tour and month of its future departures, the first one with a seat left (if any):
    // the months, and the next departure is the first month's that has one.
    db
      .selectFrom('departures')
      .select((d) => [
        'tour_id',
        d.fn<string>('substr', ['start_date', d.lit(1), d.lit(7)]).as('month'),
        d.fn
          .min(
            d
              .case()
              .when(d(d('seats_booked', '+', d.ref('seats_held')), '<', d.ref('capacity')))
              .then(d.ref('start_date'))
              .end(),
          )
          .as('open_start'),
      ])
      .where('start_date', '>', today)
      .groupBy(['tour_id', 'month'])
      .orderBy('tour_id')
      .orderBy('month')
      .execute(),
  ]);
  const ratings = new Map(reviews.map((row) => [row.tour_id, row]));
  const planning = new Map<number, { next_departure: string | null; departure_months: string[] }>();
  for (const { tour_id, month, open_start } of months) {
    let tour = planning.get(tour_id);
    if (!tour) planning.set(tour_id, (tour = { next_departure: null, departure_months: [] }));
    tour.departure_months.push(month);
    tour.next_departure ??= open_start;
  }
  return cards.map((card) => {
    const stats = ratings.get(card.id);
    return {
      ...card,
      // PostgreSQL returns numeric and bigint as text; Number() keeps both dialects identical.
      rating: stats ? Number(stats.rating) : null,
      review_count: stats ? Number(stats.review_count) : 0,
      next_departure: planning.get(card.id)?.next_departure ?? null,
      departure_months: planning.get(card.id)?.departure_months ?? [],
    };
  });
}

/**
 * Active featured tours as cards, in catalogue order, each with its reviews' mean rating
 * (rounded to one decimal by the database) and count; no reviews: rating null, count 0.
 */
export async function listFeaturedTours(db: Kysely<Database>): Promise<FeaturedTour[]> {
  const rows = await db
    .selectFrom('tours')
    .leftJoin(reviewStats(db).as('review_stats'), (join) =>
      join.onRef('review_stats.tour_id', '=', 'tours.id'),
    )
    .select([...tourCardColumns, 'review_stats.rating', 'review_stats.review_count'])
    .where('tours.status', '=', 'Active')
    .where('tours.featured', '=', 1)
    .orderBy('tours.id')
    .execute();
  // PostgreSQL returns numeric and bigint as text; Number() keeps both dialects identical.
  return rows.map(({ rating, review_count, ...card }) => ({
    ...toTourCard(card),
    rating: rating === null ? null : Number(rating),
    review_count: Number(review_count ?? 0),
  }));
}

export async function listCategories(db: Kysely<Database>): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'slug', 'title', 'description', 'image', 'icon'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row }));
}

export async function listCategoryOptions(db: Kysely<Database>): Promise<CategoryOption[]> {
  const categories = await listCategories(db);
  return categories.map((category) => ({
    id: category.id,
    name: category.title,
    slug: category.slug,
  }));
}

/**
 * Finds a tour by numeric id or by slug; anything else is "not found". Only Active tours unless
 * `anyStatus` (an admin's preview of a Draft or Inactive tour).
 */
export async function findTourDetail(
  db: Kysely<Database>,
  idOrSlug: string,
  today: string,
  { anyStatus = false }: { anyStatus?: boolean } = {},
): Promise<TourDetail | null> {
  const query = tourLookup(db, idOrSlug, anyStatus);
  const tour = query ? await query.selectAll().executeTakeFirst() : undefined;
  return tour ? loadTourDetail(db, tour, today) : null;
}

/** The tour an id or slug names (Active only unless `anyStatus`); null for a malformed one. */
function tourLookup(db: Kysely<Database>, idOrSlug: string, anyStatus: boolean) {
  let query = db.selectFrom('tours');
  if (!anyStatus) query = query.where('status', '=', 'Active');
  if (/^\d{1,9}$/.test(idOrSlug)) return query.where('id', '=', Number(idOrSlug));
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(idOrSlug) && idOrSlug.length <= 120) {
    return query.where('slug', '=', idOrSlug);
  }
  return null;
}

/** The id of the tour an id or slug names, as findTourDetail finds it; null when none. */
export async function findTourId(
  db: Kysely<Database>,
  idOrSlug: string,
  { anyStatus = false }: { anyStatus?: boolean } = {},
): Promise<number | null> {
  const row = await tourLookup(db, idOrSlug, anyStatus)?.select('id').executeTakeFirst();
  return row?.id ?? null;
}

async function loadTourDetail(
  db: Kysely<Database>,
  tour: TourRow,
  today: string,
): Promise<TourDetail> {
  const [media, itinerary, inclusions, reviews, departures] = await Promise.all([
    db
      .selectFrom('tour_media')
      .select(['id', 'path', 'alt'])
      .where('tour_id', '=', tour.id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('itinerary_days')
      .select(['id', 'day', 'title', 'description'])
      .where('tour_id', '=', tour.id)
      .orderBy('day')
      .execute(),
    db
      .selectFrom('tour_inclusions')
      .select(['kind', 'text'])
      .where('tour_id', '=', tour.id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    listReviewPage(db, tour.id),
    listFutureDepartures(db, tour.id, today),
  ]);
  const stats = await db
    .selectFrom('reviews')
    .select((r) => [
      r.fn<number | string | null>('round', [r.fn.avg('rating'), r.lit(1)]).as('rating'),
      r.fn.countAll<number | string>().as('review_count'),
    ])
    .where('tour_id', '=', tour.id)
    .executeTakeFirstOrThrow();

  return {
    ...toTourCard(tour),
    status: tour.status,
    altitude: tour.altitude,
    season: tour.season,
    important_notes: tour.important_notes,
    media: media.map((m) => ({ id: m.id, full_image_path: m.path, alt: m.alt })),
    itinerary: itinerary.map((d) => ({ ...d })),
    inclusions: [
      {
        includes: inclusions.filter((i) => i.kind === 'include').map((i) => i.text),
        excludes: inclusions.filter((i) => i.kind === 'exclude').map((i) => i.text),
      },
    ],
    reviews: reviews.data,
    // PostgreSQL returns numeric and bigint as text; Number() keeps both dialects identical.
    review_count: Number(stats.review_count),
    rating: stats.rating === null ? null : Number(stats.rating),
    reviews_next: reviews.meta.next,
    departures,
  };
}

/**
 * One page of a tour's reviews, newest first (date desc, id desc), starting strictly after the
 * cursor (`date:id` of the last review shown), so a review written meanwhile is never repeated
 * nor pushes another out. One more row than the page is read to know whether a next page exists.
 */
export async function listReviewPage(
  db: Kysely<Database>,
  tourId: number,
  after?: string,
): Promise<ReviewPage> {
  let query = db
    .selectFrom('reviews')
    .select(['id', 'name', 'avatar', 'rating', 'date', 'comment', 'booking_id'])
    .where('tour_id', '=', tourId);
  if (after) {
    const [date, id] = after.split(':') as [string, string];
    query = query.where((eb) =>
      eb.or([eb('date', '<', date), eb.and([eb('date', '=', date), eb('id', '<', Number(id))])]),
    );
  }
  const rows = await query
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(REVIEW_PAGE_SIZE + 1)
    .execute();
  const data = rows
    .slice(0, REVIEW_PAGE_SIZE)
    .map(({ booking_id, ...r }) => ({ ...r, verified: booking_id !== null }));
  return {
    data,
    meta: { next: rows.length > REVIEW_PAGE_SIZE ? reviewCursor(data.at(-1)!) : null },
  };
}

/** Departures starting today or later, soonest first, with the seats still free. */
async function listFutureDepartures(
  db: Kysely<Database>,
  tourId: number,
  today: string,
): Promise<Departure[]> {
  const rows = await db
    .selectFrom('departures')
    .select(['id', 'start_date', 'capacity', 'seats_booked', 'seats_held'])
    .where('tour_id', '=', tourId)
    .where('start_date', '>=', today)
    .orderBy('start_date')
    .execute();
  // Held seats (checkout, waitlist offers) are taken too.
  return rows.map(({ seats_held, ...row }) => ({
    ...row,
    seats_left: seatsLeftOf({ ...row, seats_held }),
  }));
}
