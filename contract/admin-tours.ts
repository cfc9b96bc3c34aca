import { z } from 'zod/mini';
import { requestObject, rowId, strictObjectError } from './input';
import {
  categoryOptionSchema,
  departureSchema,
  DIFFICULTIES,
  inclusionsSchema,
  itineraryDaySchema,
  mediaItemSchema,
  TOUR_STATUSES,
} from './tours';

/** `{ success, data }`: how the admin tour endpoints wrap what they answer with. */
const succeeded = <Data extends z.core.SomeType>(data: Data) =>
  z.object({ success: z.boolean(), data });

/** One card of the admin tour list (SPEC section 3: admin tour list item). Price in US dollars. */
export const adminTourSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  thumbnail: z.nullable(z.string()),
  status: z.enum(TOUR_STATUSES),
  difficulty: z.string(),
  duration: z.number(),
  price: z.number(),
  /** All-time bookings of the tour. */
  bookings: z.number(),
});
export type AdminTour = z.infer<typeof adminTourSchema>;

/** One entry of GET /api/categories. */
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

/* ------------------------------------------------------------------------------------------
 * Tour wizard (issue 5): requests validated by the server and by the wizard with the same
 * schemas, and the answers the wizard parses. Messages follow Laravel's wording because SPEC 5
 * shows the server's first message per field under the field.
 * ---------------------------------------------------------------------------------------- */

/** Turns zod issues into the Laravel `errors` map keyed by the full dotted path
 *  (`itinerary.0.title`, `availableDates.2.capacity`); top-level fields keep their own name. */
export function toPathFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export const TOUR_FIELD_LIMITS = {
  title: 150,
  description: 10_000,
  importantNotes: 5000,
  location: 150,
  groupSize: 50,
  altitude: 50,
  season: 100,
  maxPrice: 1_000_000,
  maxDuration: 365,
} as const;

export const TOUR_FORM_MESSAGES = {
  titleRequired: 'The title field is required.',
  descriptionRequired: 'The description field is required.',
  importantNotesRequired: 'The important notes field is required.',
  locationRequired: 'The location field is required.',
  groupSizeRequired: 'The group size field is required.',
  priceRequired: 'The price field is required.',
  priceNumber: 'The price field must be a number.',
  priceMin: 'The price field must be at least 0.',
  priceMax: `The price field must not be greater than ${TOUR_FIELD_LIMITS.maxPrice}.`,
  durationRequired: 'The duration field is required.',
  durationInteger: 'The duration field must be an integer.',
  durationMin: 'The duration field must be at least 1.',
  durationMax: `The duration field must not be greater than ${TOUR_FIELD_LIMITS.maxDuration}.`,
  difficulty: 'The selected difficulty is invalid.',
  status: 'The selected status is invalid.',
  categoryId: 'The selected category id is invalid.',
} as const;

const tooLong = (field: string, max: number) =>
  `The ${field} field must not be greater than ${max} characters.`;

const requiredText = (field: string, max: number, error: string) =>
  z
    .string({ error })
    .check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error: tooLong(field, max) }));

/** Optional text: absent, null or blank all mean "not given" (stored as null). */
const optionalText = (field: string, max: number) =>
  z.optional(
    z.nullable(
      z
        .string({ error: `The ${field} field must be a string.` })
        .check(z.trim(), z.maxLength(max, { error: tooLong(field, max) })),
    ),
  );

/** SPEC 9 defaults of the basic form. */
export const TOUR_BASIC_DEFAULTS = {
  title: '',
  description: '',
  price: 0,
  duration: 1,
  difficulty: 'Moderate',
  location: '',
  group_size: '',
  altitude: '',
  season: '',
  status: 'Draft',
  category_id: null,
  important_notes: '',
} as const satisfies TourBasicInput;

/**
 * POST /api/tours/store and PUT /api/tours/{id}: the basic form (SPEC 3 and 5). PUT takes the
 * whole form too (an omitted status becomes Draft again), so always send every field.
 * category_id must name an existing category (checked by the server) or be null.
 */
export const tourBasicSchema = requestObject(
  {
    title: requiredText('title', TOUR_FIELD_LIMITS.title, TOUR_FORM_MESSAGES.titleRequired),
    description: requiredText(
      'description',
      TOUR_FIELD_LIMITS.description,
      TOUR_FORM_MESSAGES.descriptionRequired,
    ),
    important_notes: requiredText(
      'important notes',
      TOUR_FIELD_LIMITS.importantNotes,
      TOUR_FORM_MESSAGES.importantNotesRequired,
    ),
    price: z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? TOUR_FORM_MESSAGES.priceRequired
            : TOUR_FORM_MESSAGES.priceNumber,
      })
      .check(
        z.gte(0, { error: TOUR_FORM_MESSAGES.priceMin }),
        z.lte(TOUR_FIELD_LIMITS.maxPrice, { error: TOUR_FORM_MESSAGES.priceMax }),
      ),
    duration: z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? TOUR_FORM_MESSAGES.durationRequired
            : TOUR_FORM_MESSAGES.durationInteger,
      })
      .check(
        z.int({ error: TOUR_FORM_MESSAGES.durationInteger }),
        z.gte(1, { error: TOUR_FORM_MESSAGES.durationMin }),
        z.lte(TOUR_FIELD_LIMITS.maxDuration, { error: TOUR_FORM_MESSAGES.durationMax }),
      ),
    group_size: requiredText(
      'group size',
      TOUR_FIELD_LIMITS.groupSize,
      TOUR_FORM_MESSAGES.groupSizeRequired,
    ),
    location: requiredText(
      'location',
      TOUR_FIELD_LIMITS.location,
      TOUR_FORM_MESSAGES.locationRequired,
    ),
    altitude: optionalText('altitude', TOUR_FIELD_LIMITS.altitude),
    season: optionalText('season', TOUR_FIELD_LIMITS.season),
    difficulty: z._default(
      z.enum(DIFFICULTIES, { error: TOUR_FORM_MESSAGES.difficulty }),
      'Moderate',
    ),
    status: z._default(z.enum(TOUR_STATUSES, { error: TOUR_FORM_MESSAGES.status }), 'Draft'),
    category_id: z._default(z.nullable(rowId(TOUR_FORM_MESSAGES.categoryId)), null),
  },
  ['description', 'important_notes'],
);
/** What the wizard sends (defaults may be left out). */
export type TourBasicInput = z.input<typeof tourBasicSchema>;
/** What the server works with after validation. */
export type TourBasic = z.output<typeof tourBasicSchema>;

/** The basic fields as stored, plus id, slug and thumbnail. Prices in US dollars. */
const adminTourBasicSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  important_notes: z.nullable(z.string()),
  price: z.number(),
  duration: z.number(),
  group_size: z.nullable(z.string()),
  location: z.string(),
  altitude: z.nullable(z.string()),
  season: z.nullable(z.string()),
  difficulty: z.string(),
  status: z.enum(TOUR_STATUSES),
  category_id: z.nullable(z.number()),
  thumbnail: z.nullable(z.string()),
});
export type AdminTourBasic = z.infer<typeof adminTourBasicSchema>;

/** 201 from POST /api/tours/store and /api/tours/{id}/clone, 200 from PUT /api/tours/{id}. */
export const tourSavedResponseSchema = succeeded(adminTourBasicSchema);
export type TourSavedResponse = z.infer<typeof tourSavedResponseSchema>;

/** GET /api/tours/{id}/edit: every part of the wizard, departures including past ones. */
const adminTourEditSchema = z.extend(adminTourBasicSchema, {
  media: z.array(mediaItemSchema),
  itinerary: z.array(itineraryDaySchema),
  inclusions: inclusionsSchema,
  departures: z.array(departureSchema),
});
export type AdminTourEdit = z.infer<typeof adminTourEditSchema>;

export const tourEditResponseSchema = succeeded(adminTourEditSchema);
export type TourEditResponse = z.infer<typeof tourEditResponseSchema>;

/* Itinerary ------------------------------------------------------------------------------ */

export const ITINERARY_LIMITS = { maxDays: 100, title: 200, description: 5000 } as const;

export const ITINERARY_MESSAGES = {
  required: 'Add at least one day to the itinerary.',
  tooMany: `The itinerary may have at most ${ITINERARY_LIMITS.maxDays} days.`,
  title: 'Day title is required',
  description: 'Day description is required',
  titleTooLong: `Day title must be at most ${ITINERARY_LIMITS.title} characters`,
  descriptionTooLong: `Day description must be at most ${ITINERARY_LIMITS.description} characters`,
} as const;

/** One day as the wizard sends it; `day` is ignored (the server numbers days 1..n in order). */
export const itineraryDayInputSchema = z.strictObject(
  {
    day: z.optional(z.unknown()),
    title: z
      .string({ error: ITINERARY_MESSAGES.title })
      .check(
        z.trim(),
        z.minLength(1, { error: ITINERARY_MESSAGES.title }),
        z.maxLength(ITINERARY_LIMITS.title, { error: ITINERARY_MESSAGES.titleTooLong }),
      ),
    description: z
      .string({ error: ITINERARY_MESSAGES.description })
      .check(
        z.trim(),
        z.minLength(1, { error: ITINERARY_MESSAGES.description }),
        z.maxLength(ITINERARY_LIMITS.description, { error: ITINERARY_MESSAGES.descriptionTooLong }),
      ),
  },
  strictObjectError(),
);

/** POST /api/tours/{id}/itinerary: replaces the tour's days. Errors: `itinerary`, `itinerary.{i}.title`. */
export const itineraryRequestSchema = requestObject(
  {
    itinerary: z
      .array(itineraryDayInputSchema, { error: ITINERARY_MESSAGES.required })
      .check(
        z.minLength(1, { error: ITINERARY_MESSAGES.required }),
        z.maxLength(ITINERARY_LIMITS.maxDays, { error: ITINERARY_MESSAGES.tooMany }),
      ),
  },
  ['description'],
);
export type ItineraryRequest = z.input<typeof itineraryRequestSchema>;

/** 200 from POST /api/tours/{id}/itinerary: the stored days, numbered 1..n. */
export const itinerarySavedResponseSchema = succeeded(z.array(itineraryDaySchema));
export type ItinerarySavedResponse = z.infer<typeof itinerarySavedResponseSchema>;

/* Inclusions ----------------------------------------------------------------------------- */

export const INCLUSION_LIMITS = { maxItems: 50, text: 300 } as const;

export const INCLUSION_MESSAGES = {
  list: 'The list must be a list of texts.',
  item: 'Each item must be a text.',
  tooMany: `Each list may have at most ${INCLUSION_LIMITS.maxItems} items.`,
  tooLong: `Each item must be at most ${INCLUSION_LIMITS.text} characters.`,
} as const;

/** Trimmed items; blank ones are dropped (the editor adds an empty item before it is typed). */
const inclusionList = z.pipe(
  z
    .array(
      z
        .string({ error: INCLUSION_MESSAGES.item })
        .check(z.trim(), z.maxLength(INCLUSION_LIMITS.text, { error: INCLUSION_MESSAGES.tooLong })),
      { error: INCLUSION_MESSAGES.list },
    )
    .check(z.maxLength(INCLUSION_LIMITS.maxItems, { error: INCLUSION_MESSAGES.tooMany })),
  z.transform((items: string[]) => items.filter((item) => item.length > 0)),
);

/** POST /api/tours/{id}/inclusions: replaces both lists. Errors: `includes`, `excludes.{i}`. */
export const inclusionsRequestSchema = requestObject(
  { includes: inclusionList, excludes: inclusionList },
  ['includes', 'excludes'],
);
export type InclusionsRequest = z.input<typeof inclusionsRequestSchema>;

/** 200 from POST /api/tours/{id}/inclusions: the stored lists, SPEC's [{ includes, excludes }]. */
export const inclusionsSavedResponseSchema = succeeded(inclusionsSchema);
export type InclusionsSavedResponse = z.infer<typeof inclusionsSavedResponseSchema>;

/* Availability (departures) -------------------------------------------------------------- */

export const AVAILABILITY_LIMITS = { minCapacity: 1, maxCapacity: 99, maxDepartures: 200 } as const;

export const AVAILABILITY_MESSAGES = {
  list: 'The available dates must be a list.',
  tooMany: `A tour may have at most ${AVAILABILITY_LIMITS.maxDepartures} departures.`,
  date: 'Enter a valid date (yyyy-mm-dd)',
  capacity: `Capacity must be a whole number from ${AVAILABILITY_LIMITS.minCapacity} to ${AVAILABILITY_LIMITS.maxCapacity}`,
  id: 'Unknown departure',
  duplicate: 'This date is listed twice',
  /** A departure is bookable until the day before it starts, so new dates start after today. */
  future: 'Start dates must be in the future',
} as const;

/** Messages that name a departure's date ('June 15, 2025'). */
export const availabilityMessage = {
  belowBooked: (date: string, booked: number) =>
    `The departure on ${date} already has ${booked} seats booked; capacity cannot be lower.`,
  removeBooked: (date: string) => `The departure on ${date} has bookings and cannot be removed.`,
  moveBooked: (date: string) =>
    `The departure on ${date} has bookings, so its date cannot be changed.`,
  // Issue 19: seats held in checkout or for a waitlist offer, and travelers waiting for seats,
  // are promises the operator cannot take back by editing the dates.
  belowHeld: (date: string, booked: number, held: number) =>
    `The departure on ${date} has ${booked} seats booked and ${held} held for travelers checking out or claiming a waitlist offer; capacity cannot be lower than ${booked + held}.`,
  removeInUse: (date: string) =>
    `The departure on ${date} has travelers checking out or on its waitlist and cannot be removed.`,
  moveInUse: (date: string) =>
    `The departure on ${date} has travelers checking out or on its waitlist, so its date cannot be changed.`,
};

/** yyyy-mm-dd that exists on the calendar. */
const calendarDate = z.iso.date({ error: AVAILABILITY_MESSAGES.date });

const departureInputSchema = z.strictObject(
  {
    /** An existing departure keeps its id (and its bookings); new ones have none. */
    id: z.optional(z.nullable(rowId(AVAILABILITY_MESSAGES.id))),
    start_date: z.string({ error: AVAILABILITY_MESSAGES.date }).check(
      z.refine((value) => calendarDate.safeParse(value).success, {
        error: AVAILABILITY_MESSAGES.date,
      }),
    ),
    capacity: z
      .number({ error: AVAILABILITY_MESSAGES.capacity })
      .check(
        z.int({ error: AVAILABILITY_MESSAGES.capacity }),
        z.gte(AVAILABILITY_LIMITS.minCapacity, { error: AVAILABILITY_MESSAGES.capacity }),
        z.lte(AVAILABILITY_LIMITS.maxCapacity, { error: AVAILABILITY_MESSAGES.capacity }),
      ),
  },
  strictObjectError(),
);

/**
 * POST /api/tours/{id}/availability: the tour's whole departure set (an empty list removes every
 * departure without bookings). The server also refuses dates up to today for new or changed rows
 * (a stored departure that has started may stay as it is), and
 * removing, moving or cutting below its booked seats a departure with bookings.
 * Errors: `availableDates`, `availableDates.{i}.start_date`, `availableDates.{i}.capacity`.
 */
export const availabilityRequestSchema = requestObject({
  availableDates: z.array(departureInputSchema, { error: AVAILABILITY_MESSAGES.list }).check(
    z.maxLength(AVAILABILITY_LIMITS.maxDepartures, { error: AVAILABILITY_MESSAGES.tooMany }),
    z.superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.start_date)) {
          ctx.addIssue({
            code: 'custom',
            message: AVAILABILITY_MESSAGES.duplicate,
            path: [index, 'start_date'],
            input: row.start_date,
          });
        }
        seen.add(row.start_date);
      });
    }),
  ),
});
export type AvailabilityRequest = z.input<typeof availabilityRequestSchema>;

/** 200 from POST /api/tours/{id}/availability: every departure, soonest first. */
export const availabilitySavedResponseSchema = succeeded(z.array(departureSchema));
export type AvailabilitySavedResponse = z.infer<typeof availabilitySavedResponseSchema>;

/* Delete --------------------------------------------------------------------------------- */

export const TOUR_DEACTIVATED_MESSAGE =
  'This tour has bookings, so it was set to Inactive instead of deleted.';

/**
 * 200 from DELETE /api/tours/{id}: `{ success: true, deleted: true }`, or for a tour with
 * bookings `{ success: true, deleted: false, status: 'Inactive', message }`.
 */
export const tourDeletedResponseSchema = z.object({
  success: z.boolean(),
  deleted: z.boolean(),
  status: z.optional(z.enum(TOUR_STATUSES)),
  message: z.optional(z.string()),
});
export type TourDeletedResponse = z.infer<typeof tourDeletedResponseSchema>;
