import { z } from 'zod/mini';

export const DIFFICULTIES = ['Easy', 'Moderate', 'Challenging', 'Extreme'] as const;
export const TOUR_STATUSES = ['Active', 'Draft', 'Inactive'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/** Server-generated image address, e.g. /images/tours/k2-base-camp/thumb-640.webp. */
const imagePath = z.string();

/** What every tour card shows (SPEC section 3: thumbnail, description, difficulty, duration, price). */
export const tourCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  duration: z.number(),
  difficulty: z.string(),
  location: z.string(),
  group_size: z.nullable(z.string()),
  category_id: z.nullable(z.number()),
  thumbnail: z.nullable(imagePath),
});
export type TourCard = z.infer<typeof tourCardSchema>;

export const mediaItemSchema = z.object({
  id: z.number(),
  full_image_path: imagePath,
  alt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const itineraryDaySchema = z.object({
  id: z.number(),
  day: z.number(),
  title: z.string(),
  description: z.string(),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

/** SPEC: a list whose first item holds includes and excludes lists of strings. */
export const inclusionsSchema = z.array(
  z.object({ includes: z.array(z.string()), excludes: z.array(z.string()) }),
);

const reviewSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  /** ISO date (yyyy-mm-dd). */
  date: z.string(),
  comment: z.string(),
  /** Written by a traveller about a trip they booked and completed with us (issue 6). */
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const departureSchema = z.object({
  id: z.number(),
  /** ISO date (yyyy-mm-dd). */
  start_date: z.string(),
  capacity: z.number(),
  seats_booked: z.number(),
  seats_left: z.number(),
});
export type Departure = z.infer<typeof departureSchema>;

/** Reviews per page: the tour page's first page, and each "More reviews". */
export const REVIEW_PAGE_SIZE = 10;

/**
 * Where the next page of a tour's reviews starts: the last shown review's `date:id`. Reviews
 * come newest first (date desc, id desc) and a page holds those strictly after the cursor, so a
 * review written while someone reads never repeats or pushes another one out of their list.
 */
const REVIEW_CURSOR = /^\d{4}-\d{2}-\d{2}:\d{1,9}$/;
export const REVIEW_MESSAGES = {
  after: 'After must be the next cursor of the previous page',
} as const;

export function reviewCursor(review: Pick<Review, 'date' | 'id'>): string {
  return `${review.date}:${review.id}`;
}

/** GET /api/tour-details/{idOrSlug}/reviews?after= (strings, as the URL carries them). */
export const reviewPageQuerySchema = z.object({
  after: z.optional(
    z
      .string({ error: REVIEW_MESSAGES.after })
      .check(z.regex(REVIEW_CURSOR, { error: REVIEW_MESSAGES.after })),
  ),
});

/** One page of reviews, newest first; `next` is null on the last page. */
export const reviewPageResponseSchema = z.object({
  data: z.array(reviewSchema),
  meta: z.object({ next: z.nullable(z.string()) }),
});
export type ReviewPage = z.infer<typeof reviewPageResponseSchema>;

/**
 * GET /api/tour-details/{idOrSlug} -> { data: TourDetail }. Only Active tours, except that
 * `?preview=1` with an admin's token also finds a Draft or Inactive one: `status` tells the page
 * it is a preview (ARCHITECTURE: admin-only preview of /tour/{id}).
 *
 * `reviews` is the first page (REVIEW_PAGE_SIZE, newest first; issue 16: a tour had 2,208),
 * `review_count` and `rating` (mean to one decimal, null without reviews) count them all, and
 * `reviews_next` is the cursor of the next page (null when the first page holds them all).
 */
const tourDetailSchema = z.extend(tourCardSchema, {
  status: z.enum(TOUR_STATUSES),
  altitude: z.nullable(z.string()),
  season: z.nullable(z.string()),
  important_notes: z.nullable(z.string()),
  media: z.array(mediaItemSchema),
  itinerary: z.array(itineraryDaySchema),
  inclusions: inclusionsSchema,
  reviews: z.array(reviewSchema),
  review_count: z.number(),
  rating: z.nullable(z.number()),
  reviews_next: z.nullable(z.string()),
  departures: z.array(departureSchema),
});
export type TourDetail = z.infer<typeof tourDetailSchema>;

/**
 * A featured card with the tour's real reviews (ARCHITECTURE: not SPEC's fixed five stars and
 * "(24)"): the mean rating to one decimal, null with no reviews, and how many there are.
 */
const featuredTourSchema = z.extend(tourCardSchema, {
  rating: z.nullable(z.number()),
  review_count: z.number(),
});
export type FeaturedTour = z.infer<typeof featuredTourSchema>;

/**
 * A card of the catalogue pages (/tours and the category pages; issue 17), which sort and
 * filter on the client: the reviews (as a featured card) plus what a traveller plans by.
 * "Future" is after the server's today (UTC), as for booking (isBookableDeparture).
 */
const catalogueCardSchema = z.extend(featuredTourSchema, {
  /** The soonest future departure with a seat left (yyyy-mm-dd); null when none. */
  next_departure: z.nullable(z.string()),
  /** The months (yyyy-mm, ascending) holding a future departure, full or not. */
  departure_months: z.array(z.string()),
});
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

export const tourListResponseSchema = z.object({ data: z.array(catalogueCardSchema) });
export type TourListResponse = z.infer<typeof tourListResponseSchema>;

/** GET /api/tours/featured -> { data: FeaturedTour[] }. */
export const featuredToursResponseSchema = z.object({ data: z.array(featuredTourSchema) });
export type FeaturedToursResponse = z.infer<typeof featuredToursResponseSchema>;

export const tourDetailResponseSchema = z.object({ data: tourDetailSchema });
export type TourDetailResponse = z.infer<typeof tourDetailResponseSchema>;

/** Category as the home page reads it (SPEC section 3). `image` may be null when missing. */
const categorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  icon: z.nullable(z.string()),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/get-tours-by-category: categories plus a map from category id to its tours. */
export const toursByCategoryResponseSchema = z.object({
  categories: z.array(categorySchema),
  tours: z.record(z.string(), z.array(catalogueCardSchema)),
});
export type ToursByCategoryResponse = z.infer<typeof toursByCategoryResponseSchema>;

/** GET /api/categories: list of id and name (the admin wizard's select). */
export const categoryOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
});
export const categoriesResponseSchema = z.object({ data: z.array(categoryOptionSchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
