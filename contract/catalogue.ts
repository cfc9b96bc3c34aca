import { z } from 'zod/mini';
import {
  inclusionsRequestSchema,
  itineraryDayInputSchema,
  ITINERARY_LIMITS,
  ITINERARY_MESSAGES,
  tourBasicSchema,
  TOUR_FORM_MESSAGES,
} from './admin-tours';
import { registerRequestSchema } from './auth';
import { categoryArtSchema, tourArtSchema } from './catalogue-art';
import { createReviewRequestSchema } from './my-bookings';
import { DIFFICULTIES, SLUG_PATTERN } from './tours';

/*
 * The seed catalogue as data (content/catalogue/): `catalogue.json` holds the categories and the
 * order of the tours, `tours/<slug>.json` one tour each. The server seed inserts it into an empty
 * database and the image generator (scripts/images/) paints each tour's `art`. The fields a tour
 * shares with the admin wizard's forms are checked by the wizard's own schemas, so a seed tour is
 * always one an admin could have entered. Not re-exported from contract/index.ts.
 */

const text = z.string().check(z.trim(), z.minLength(1, { error: 'Required text is empty' }));
const slug = z.string().check(
  z.regex(SLUG_PATTERN, {
    error: 'A slug is lower-case letters and digits joined by single hyphens',
  }),
);
const wholeNumber = (min: number, max: number, error: string) =>
  z.number({ error }).check(z.int({ error }), z.gte(min, { error }), z.lte(max, { error }));
const distinct = <T>(error: string, key: (item: T) => unknown = (item) => item) =>
  z.refine<T[]>((items) => new Set(items.map(key)).size === items.length, { error });

const catalogueCategorySchema = z.strictObject({
  slug,
  title: text,
  description: text,
  /** A lucide icon name the client may map to an icon component. */
  icon: text,
  art: categoryArtSchema,
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

/** content/catalogue/catalogue.json. */
export const catalogueIndexSchema = z.strictObject({
  categories: z.array(catalogueCategorySchema).check(
    z.minLength(1),
    distinct<CatalogueCategory>('A category slug is used twice', (category) => category.slug),
  ),
  /** Tour slugs in the order the seed creates them (their ids, and the order of tour lists). */
  tours: z.array(slug).check(z.minLength(1), distinct<string>('A tour is listed twice')),
});

/**
 * Departures are generated at seed time, never stored as dates, so the site does not go stale:
 * every `days` of every month in `months` from a week after "today" to ~14 months ahead (spread
 * out when there are more than eight).
 */
const catalogueDeparturesSchema = z.strictObject({
  months: z
    .array(wholeNumber(1, 12, 'A month is a whole number from 1 to 12'))
    .check(z.minLength(1), distinct<number>('A month is listed twice')),
  /** Days of the month; at most 28, so that every month has them. */
  days: z
    .array(wholeNumber(1, 28, 'A day of the month is a whole number from 1 to 28'))
    .check(z.minLength(1), distinct<number>('A day is listed twice')),
  /** The first departure starts half booked (offline bookings), so seat counts mean something. */
  first_half_booked: z.optional(z.boolean()),
});

const catalogueReviewSchema = z.strictObject({
  ...createReviewRequestSchema.shape,
  name: registerRequestSchema.shape.name,
  /** The review is dated this many days before the seed date. */
  days_ago: wholeNumber(1, 3650, 'days_ago is a whole number of days from 1 to 3650'),
});

const basic = tourBasicSchema.shape;
const itineraryDay = itineraryDayInputSchema.shape;

/** content/catalogue/tours/<slug>.json. Prices in US dollars. */
export const catalogueTourSchema = z.strictObject({
  slug,
  title: basic.title,
  /** A category slug from catalogue.json. */
  category: slug,
  price: basic.price,
  duration: basic.duration,
  difficulty: z.enum(DIFFICULTIES, { error: TOUR_FORM_MESSAGES.difficulty }),
  /** "4-12" or "6": the largest number is each departure's capacity. */
  group_size: z.string().check(
    z.regex(/^\d{1,2}(?:-\d{1,2})?$/, {
      error: 'The group size is a number or a range such as 4-12 (at most 99)',
    }),
  ),
  location: basic.location,
  altitude: basic.altitude,
  season: basic.season,
  /** Shown on the home page. */
  featured: z.boolean(),
  description: basic.description,
  important_notes: basic.important_notes,
  departures: catalogueDeparturesSchema,
  /** Days are numbered 1..n in this order. */
  itinerary: z
    .array(z.strictObject({ title: itineraryDay.title, description: itineraryDay.description }))
    .check(
      z.minLength(1, { error: ITINERARY_MESSAGES.required }),
      z.maxLength(ITINERARY_LIMITS.maxDays, { error: ITINERARY_MESSAGES.tooMany }),
    ),
  includes: inclusionsRequestSchema.shape.includes,
  excludes: inclusionsRequestSchema.shape.excludes,
  /** Alt texts of gallery-1, gallery-2 and gallery-3 (the pictures `art.gallery` paints). */
  gallery: z.tuple([text, text, text]),
  reviews: z.array(catalogueReviewSchema),
  art: tourArtSchema,
});
export type CatalogueTour = z.infer<typeof catalogueTourSchema>;
