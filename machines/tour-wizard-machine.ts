import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureStatus, fieldMessages, readApiFailure } from '../contract/api-failure';
import {
  AVAILABILITY_MESSAGES,
  availabilityMessage,
  availabilityRequestSchema,
  inclusionsRequestSchema,
  itineraryRequestSchema,
  TOUR_BASIC_DEFAULTS,
  tourBasicSchema,
  toPathFieldErrors,
  type AdminTourBasic,
  type AdminTourEdit,
  type CategoryOption,
  type AvailabilityRequest,
  type InclusionsRequest,
  type ItineraryRequest,
  type TourBasic,
} from '../contract/admin-tours';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  TOUR_MEDIA_MESSAGES,
  type TourMedia,
} from '../contract/tour-media';
import type { Departure, ItineraryDay, MediaItem, TourStatus } from '../contract/tours';

/** The wizard's tabs in order (SPEC 2 'Tour wizard'). */
export const WIZARD_TABS = ['basic', 'media', 'itinerary', 'inclusions', 'availability'] as const;
export type WizardTab = (typeof WIZARD_TABS)[number];

/** Names used in the tab list and in the save alerts ('{tab} Saved Successfully!'). */
export const WIZARD_TAB_LABELS: Record<WizardTab, string> = {
  basic: 'Basic Information',
  media: 'Media',
  itinerary: 'Itinerary',
  inclusions: 'Inclusions',
  availability: 'Availability',
};

/** Each tab's busy tag while its save (or, for Media, an upload) is under way. */
export const SAVING_TAGS = {
  basic: 'savingBasic',
  media: 'savingMedia',
  itinerary: 'savingItinerary',
  inclusions: 'savingInclusions',
  availability: 'savingAvailability',
} as const satisfies Record<WizardTab, string>;

export type WizardSaveEvent = Extract<WizardEvent, { type: `${WizardTab}.save` }>;

/** The event each tab's Save button sends (and asks `snapshot.can` about). */
export const saveEvent = (tab: WizardTab): WizardSaveEvent => ({ type: `${tab}.save` });

/** The basic form as the inputs hold it: text, numbers included, until it is parsed to save. */
export interface BasicValues {
  title: string;
  description: string;
  price: string;
  duration: string;
  difficulty: string;
  location: string;
  group_size: string;
  altitude: string;
  season: string;
  status: string;
  category_id: string;
  important_notes: string;
}
export type BasicField = keyof BasicValues;

/** SPEC 9 defaults (price 0, duration 1, Moderate, Draft), from the shared contract. */
export const EMPTY_BASIC: BasicValues = {
  title: TOUR_BASIC_DEFAULTS.title,
  description: TOUR_BASIC_DEFAULTS.description,
  price: String(TOUR_BASIC_DEFAULTS.price),
  duration: String(TOUR_BASIC_DEFAULTS.duration),
  difficulty: TOUR_BASIC_DEFAULTS.difficulty,
  location: TOUR_BASIC_DEFAULTS.location,
  group_size: TOUR_BASIC_DEFAULTS.group_size,
  altitude: TOUR_BASIC_DEFAULTS.altitude,
  season: TOUR_BASIC_DEFAULTS.season,
  status: TOUR_BASIC_DEFAULTS.status,
  category_id: '',
  important_notes: TOUR_BASIC_DEFAULTS.important_notes,
};

export interface ItineraryDraft {
  /** Stable key for the list (from the server id, or a local one for new days). */
  key: string;
  title: string;
  description: string;
}

export interface DepartureDraft {
  key: string;
  /** Server id of a stored departure; absent for a new one. */
  id?: number;
  start_date: string;
  capacity: string;
  /** Seats already booked: the floor for capacity; a booked departure stays and keeps its date. */
  seats_booked: number;
  /** What the server holds for a stored departure (an unchanged past departure may stay). */
  saved: { start_date: string; capacity: number } | null;
}

export type InclusionList = 'includes' | 'excludes';

/** First message per field, keyed exactly as the server's 422 keys them (SPEC 5). */
export type FieldErrors = Record<string, string>;

/**
 * Error keys of the list fields: the dotted paths the server's 422 uses (`itinerary.0.title`,
 * `availableDates.1.capacity`, `gallery.0`, `includes.2`). Client checks run the same schemas,
 * so one key names one field whichever side found the problem.
 */
export const errorKey = {
  day: (index: number, field: 'title' | 'description') => `itinerary.${index}.${field}`,
  itinerary: 'itinerary',
  inclusion: (list: InclusionList, index: number) => `${list}.${index}`,
  departure: (index: number, field: 'start_date' | 'capacity' | 'id') =>
    `availableDates.${index}.${field}`,
  availability: 'availableDates',
  thumbnail: 'thumbnail',
  gallery: 'gallery',
  galleryFile: (index: number) => `gallery.${index}`,
} as const;

export interface WizardInput {
  /** null: create mode; a number: edit mode for that tour. */
  tourId: number | null;
  /** 'yyyy-mm-dd' (the admin's today), for refusing past departure dates. */
  today: string;
}

export interface WizardContext {
  /** How the wizard opened: create (no tour yet) or edit (load the tour first). */
  mode: 'create' | 'edit';
  /** Set by the first basic save in create mode; every other tab needs it. */
  tourId: number | null;
  today: string;
  basic: BasicValues;
  categories: CategoryOption[];
  /** The stored featured image and gallery. */
  thumbnail: string | null;
  media: MediaItem[];
  /** Chosen but not yet uploaded. */
  newThumbnail: File | null;
  newGallery: File[];
  /** The gallery item a DELETE is under way for. */
  removingMediaId: number | null;
  itinerary: ItineraryDraft[];
  includes: string[];
  excludes: string[];
  departures: DepartureDraft[];
  errors: Partial<Record<WizardTab, FieldErrors>>;
  /** Why loading the tour failed (edit mode). */
  loadFailure: { status: number; message: string } | null;
  /** Counter for local list keys. */
  nextKey: number;
}

export type WizardEvent =
  | { type: 'tour.open'; tourId: number | null }
  | { type: 'tab.select'; tab: WizardTab }
  | { type: 'load.retry' }
  | { type: 'basic.change'; field: BasicField; value: string }
  | { type: 'basic.save' }
  | { type: 'media.thumbnail'; file: File | null }
  | { type: 'media.add'; files: File[] }
  | { type: 'media.discard'; index: number }
  | { type: 'media.remove'; id: number }
  | { type: 'media.save' }
  | { type: 'itinerary.add' }
  | { type: 'itinerary.remove'; index: number }
  | { type: 'itinerary.change'; index: number; field: 'title' | 'description'; value: string }
  | { type: 'itinerary.save' }
  | { type: 'inclusions.add'; list: InclusionList }
  | { type: 'inclusions.change'; list: InclusionList; index: number; value: string }
  | { type: 'inclusions.remove'; list: InclusionList; index: number }
  | { type: 'inclusions.save' }
  | { type: 'availability.add' }
  | { type: 'availability.change'; index: number; field: 'start_date' | 'capacity'; value: string }
  | { type: 'availability.remove'; index: number }
  | { type: 'availability.save' }
  | { type: 'wizard.cancel' };

/* Rules: the contract's schemas, run on what the inputs hold ------------------------------ */

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

function firstMessages(errors: Record<string, string[]>): FieldErrors {
  const first: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) first[field] = messages[0];
  }
  return first;
}

const issueErrors = (issues: Issues): FieldErrors => firstMessages(toPathFieldErrors(issues));

/** '' is "not given" (required message); anything else is read as a number (NaN: not one). */
function numberField(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

function parseBasic(values: BasicValues) {
  return tourBasicSchema.safeParse({
    ...values,
    price: numberField(values.price),
    duration: numberField(values.duration),
    category_id: values.category_id === '' ? null : Number(values.category_id),
  });
}

/** SPEC 5 'Tour form' with the server's own schema and messages. */
export function validateBasic(values: BasicValues): FieldErrors {
  const result = parseBasic(values);
  return result.success ? {} : issueErrors(result.error.issues);
}

/** The body of POST /tours/store and PUT /tours/{id}; only called once validateBasic passed. */
export function basicRequest(values: BasicValues): TourBasic {
  const result = parseBasic(values);
  if (!result.success) throw new Error('basicRequest: validate the form first');
  return result.data;
}

/** POST /tours/{id}/itinerary: days numbered by position (the server renumbers too). */
export function itineraryRequest(days: readonly ItineraryDraft[]): ItineraryRequest {
  return {
    itinerary: days.map((day, index) => ({
      day: index + 1,
      title: day.title,
      description: day.description,
    })),
  };
}

/** SPEC 5: every day needs a title and a description. */
export function validateItinerary(days: readonly ItineraryDraft[]): FieldErrors {
  const result = itineraryRequestSchema.safeParse(itineraryRequest(days));
  return result.success ? {} : issueErrors(result.error.issues);
}

export function inclusionsRequest(context: {
  includes: readonly string[];
  excludes: readonly string[];
}): InclusionsRequest {
  return { includes: [...context.includes], excludes: [...context.excludes] };
}

export function validateInclusions(context: {
  includes: readonly string[];
  excludes: readonly string[];
}): FieldErrors {
  const result = inclusionsRequestSchema.safeParse(inclusionsRequest(context));
  return result.success ? {} : issueErrors(result.error.issues);
}

export function availabilityRequest(departures: readonly DepartureDraft[]): AvailabilityRequest {
  return {
    availableDates: departures.map((d) => ({
      ...(d.id !== undefined ? { id: d.id } : {}),
      start_date: d.start_date,
      capacity: Number(d.capacity),
    })),
  };
}

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2030-06-15' -> 'June 15, 2030' (SPEC 9), as the server words its departure messages. */
export function longDay(isoDay: string): string {
  return LONG_DAY.format(new Date(`${isoDay}T00:00:00Z`));
}

/** The day after `isoDay`: the earliest start date a new departure may have. */
export function nextDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A departure with booked seats cannot be removed or moved (the server refuses it too). */
export const isBooked = (departure: DepartureDraft): boolean => departure.seats_booked > 0;

/**
 * The contract's schema (dates, capacity 1-99, duplicates) plus the rules the server applies
 * against what it stores: new or changed departures start after today; a booked one keeps its
 * date and at least its booked seats.
 */
export function validateAvailability(
  departures: readonly DepartureDraft[],
  today: string,
): FieldErrors {
  const result = availabilityRequestSchema.safeParse(availabilityRequest(departures));
  const errors = result.success ? {} : issueErrors(result.error.issues);
  const add = (key: string, message: string) => {
    errors[key] ??= message;
  };
  departures.forEach((d, index) => {
    const moved = d.saved !== null && d.start_date !== d.saved.start_date;
    const changed = d.saved === null || moved || Number(d.capacity) !== d.saved.capacity;
    if (d.saved && moved && isBooked(d)) {
      add(
        errorKey.departure(index, 'start_date'),
        availabilityMessage.moveBooked(longDay(d.saved.start_date)),
      );
    } else if (changed && d.start_date <= today) {
      add(errorKey.departure(index, 'start_date'), AVAILABILITY_MESSAGES.future);
    }
    if (d.saved && Number(d.capacity) < d.seats_booked) {
      add(
        errorKey.departure(index, 'capacity'),
        availabilityMessage.belowBooked(longDay(d.saved.start_date), d.seats_booked),
      );
    }
  });
  return errors;
}

/** Size and count are checked before sending; the server alone judges the bytes. */
export function validateMedia(thumbnail: File | null, gallery: readonly File[]): FieldErrors {
  const errors: FieldErrors = {};
  if (thumbnail && thumbnail.size > MAX_IMAGE_BYTES) {
    errors[errorKey.thumbnail] = TOUR_MEDIA_MESSAGES.fileTooLarge;
  }
  gallery.forEach((file, index) => {
    if (file.size > MAX_IMAGE_BYTES) {
      errors[errorKey.galleryFile(index)] = TOUR_MEDIA_MESSAGES.fileTooLarge;
    }
  });
  if (gallery.length + (thumbnail ? 1 : 0) > MAX_IMAGES_PER_UPLOAD) {
    errors[errorKey.gallery] = TOUR_MEDIA_MESSAGES.tooManyFiles;
  }
  return errors;
}

/* Failures ---------------------------------------------------------------------------------- */

/** A 422's first message per field, keyed as the server sent them (dotted paths). */
export const serverFieldErrors = (error: unknown): FieldErrors => fieldMessages(error);

/** Media: a refused upload without field errors (413: too large) belongs under the gallery. */
export function mediaServerErrors(error: unknown): FieldErrors {
  const errors = serverFieldErrors(error);
  const failure = readApiFailure(error, '');
  if (Object.keys(errors).length === 0 && failure.status === 413 && failure.message) {
    errors[errorKey.gallery] = failure.message;
  }
  return errors;
}

function loadFailure(error: unknown): { status: number; message: string } {
  const { status, message } = readApiFailure(error);
  return { status, message };
}

/* The server's answers in the wizard's shape ------------------------------------------------ */

export function toBasicValues(tour: AdminTourBasic): BasicValues {
  return {
    title: tour.title,
    description: tour.description,
    price: String(tour.price),
    duration: String(tour.duration),
    difficulty: tour.difficulty,
    location: tour.location,
    group_size: tour.group_size ?? '',
    altitude: tour.altitude ?? '',
    season: tour.season ?? '',
    status: tour.status,
    category_id: tour.category_id === null ? '' : String(tour.category_id),
    important_notes: tour.important_notes ?? '',
  };
}

const toDayDrafts = (days: readonly ItineraryDay[]): ItineraryDraft[] =>
  days.map((day) => ({ key: `day-${day.id}`, title: day.title, description: day.description }));

const toDepartureDrafts = (departures: readonly Departure[]): DepartureDraft[] =>
  departures.map((d) => ({
    key: `departure-${d.id}`,
    id: d.id,
    start_date: d.start_date,
    capacity: String(d.capacity),
    seats_booked: d.seats_booked,
    saved: { start_date: d.start_date, capacity: d.capacity },
  }));

const emptyDay = (key: number): ItineraryDraft => ({
  key: `new-${key}`,
  title: '',
  description: '',
});

/** A new departure's default capacity. */
export const DEFAULT_CAPACITY = 12;

function initialContext(tourId: number | null, today: string): WizardContext {
  return {
    mode: tourId === null ? 'create' : 'edit',
    tourId,
    today,
    basic: { ...EMPTY_BASIC },
    categories: [],
    thumbnail: null,
    media: [],
    newThumbnail: null,
    newGallery: [],
    removingMediaId: null,
    itinerary: [emptyDay(0)],
    includes: [],
    excludes: [],
    departures: [],
    errors: {},
    loadFailure: null,
    nextKey: 1,
  };
}

const withoutIndex = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_, i) => i !== index);

/** The tour exists on the server: the rule behind every lock (views read it through `can`). */
const hasTour = (context: WizardContext) => context.tourId !== null;

const isStatus = (value: string): value is TourStatus =>
  value === 'Active' || value === 'Draft' || value === 'Inactive';

/**
 * The tour wizard (SPEC 2, 4, 5, 7, 8). Create mode opens on Basic Information with every other
 * tab locked; the first basic save (POST /tours/store) records the tour's id, which unlocks
 * Media, Itinerary, Inclusions and Availability and moves the address to the edit route. Edit
 * mode loads GET /tours/{id}/edit with every tab open. Each tab validates with the contract's
 * schema and saves on its own ('{tab} Saved Successfully!' / 'Failed to save {tab}.'); the
 * server's 422 messages land under the fields they name.
 */
export const tourWizardMachine = setup({
  types: {
    input: {} as WizardInput,
    context: {} as WizardContext,
    events: {} as WizardEvent,
  },
  actors: {
    loadTour: fromPromise<AdminTourEdit, { tourId: number }>(async () => {
      throw new Error('loadTour: provide via machine.provide');
    }),
    loadCategories: fromPromise<CategoryOption[]>(async () => {
      throw new Error('loadCategories: provide via machine.provide');
    }),
    /** POST /tours/store when tourId is null, else PUT /tours/{id}. */
    saveBasic: fromPromise<AdminTourBasic, { tourId: number | null; request: TourBasic }>(
      async () => {
        throw new Error('saveBasic: provide via machine.provide');
      },
    ),
    saveMedia: fromPromise<TourMedia, { tourId: number; thumbnail: File | null; gallery: File[] }>(
      async () => {
        throw new Error('saveMedia: provide via machine.provide');
      },
    ),
    removeMedia: fromPromise<TourMedia, { tourId: number; mediaId: number }>(async () => {
      throw new Error('removeMedia: provide via machine.provide');
    }),
    saveItinerary: fromPromise<ItineraryDay[], { tourId: number; request: ItineraryRequest }>(
      async () => {
        throw new Error('saveItinerary: provide via machine.provide');
      },
    ),
    saveInclusions: fromPromise<
      { includes: string[]; excludes: string[] },
      { tourId: number; request: InclusionsRequest }
    >(async () => {
      throw new Error('saveInclusions: provide via machine.provide');
    }),
    saveAvailability: fromPromise<Departure[], { tourId: number; request: AvailabilityRequest }>(
      async () => {
        throw new Error('saveAvailability: provide via machine.provide');
      },
    ),
  },
  actions: {
    resetForTour: assign(({ context }, params: { tourId: number | null }) =>
      initialContext(params.tourId, context.today),
    ),
    assignLoaded: assign((_, params: { tour: AdminTourEdit }) => {
      const { tour } = params;
      return {
        tourId: tour.id,
        basic: toBasicValues(tour),
        thumbnail: tour.thumbnail,
        media: tour.media,
        itinerary: tour.itinerary.length ? toDayDrafts(tour.itinerary) : [emptyDay(0)],
        includes: tour.inclusions[0]?.includes ?? [],
        excludes: tour.inclusions[0]?.excludes ?? [],
        departures: toDepartureDrafts(tour.departures),
        loadFailure: null,
      };
    }),
    assignLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: loadFailure(params.error),
    })),
    assignCategories: assign((_, params: { categories: CategoryOption[] }) => ({
      categories: params.categories,
    })),
    changeBasic: assign(({ context }, params: { field: BasicField; value: string }) => {
      const errors = { ...context.errors.basic };
      delete errors[params.field];
      return {
        basic: { ...context.basic, [params.field]: params.value },
        errors: { ...context.errors, basic: errors },
      };
    }),
    assignTabErrors: assign(({ context }, params: { tab: WizardTab; errors: FieldErrors }) => ({
      errors: { ...context.errors, [params.tab]: params.errors },
    })),
    clearTabErrors: assign(({ context }, params: { tab: WizardTab }) => ({
      errors: { ...context.errors, [params.tab]: {} },
    })),
    assignSavedBasic: assign((_, params: { tour: AdminTourBasic }) => ({
      tourId: params.tour.id,
      basic: toBasicValues(params.tour),
      thumbnail: params.tour.thumbnail,
    })),
    setThumbnail: assign(({ context }, params: { file: File | null }) => ({
      newThumbnail: params.file,
      errors: { ...context.errors, media: {} },
    })),
    addGalleryFiles: assign(({ context }, params: { files: File[] }) => ({
      newGallery: [...context.newGallery, ...params.files],
      errors: { ...context.errors, media: {} },
    })),
    discardGalleryFile: assign(({ context }, params: { index: number }) => ({
      newGallery: withoutIndex(context.newGallery, params.index),
      errors: { ...context.errors, media: {} },
    })),
    assignRemoving: assign((_, params: { id: number }) => ({ removingMediaId: params.id })),
    clearRemoving: assign({ removingMediaId: null }),
    assignMedia: assign((_, params: { media: TourMedia }) => ({
      thumbnail: params.media.thumbnail,
      media: params.media.media,
    })),
    clearNewMedia: assign({ newThumbnail: null, newGallery: [] }),
    addDay: assign(({ context }) => ({
      itinerary: [...context.itinerary, emptyDay(context.nextKey)],
      nextKey: context.nextKey + 1,
    })),
    /** Removing renumbers the rest: a day's number is its position (SPEC 4). */
    removeDay: assign(({ context }, params: { index: number }) => ({
      itinerary: withoutIndex(context.itinerary, params.index),
      errors: { ...context.errors, itinerary: {} },
    })),
    changeDay: assign(
      ({ context }, params: { index: number; field: 'title' | 'description'; value: string }) => {
        const errors = { ...context.errors.itinerary };
        delete errors[errorKey.day(params.index, params.field)];
        return {
          itinerary: context.itinerary.map((day, i) =>
            i === params.index ? { ...day, [params.field]: params.value } : day,
          ),
          errors: { ...context.errors, itinerary: errors },
        };
      },
    ),
    assignItinerary: assign((_, params: { days: ItineraryDay[] }) => ({
      itinerary: params.days.length ? toDayDrafts(params.days) : [emptyDay(0)],
    })),
    addInclusion: assign(({ context }, params: { list: InclusionList }) => ({
      [params.list]: [...context[params.list], ''],
    })),
    changeInclusion: assign(
      ({ context }, params: { list: InclusionList; index: number; value: string }) => {
        const errors = { ...context.errors.inclusions };
        delete errors[errorKey.inclusion(params.list, params.index)];
        return {
          [params.list]: context[params.list].map((item, i) =>
            i === params.index ? params.value : item,
          ),
          errors: { ...context.errors, inclusions: errors },
        };
      },
    ),
    removeInclusion: assign(({ context }, params: { list: InclusionList; index: number }) => ({
      [params.list]: withoutIndex(context[params.list], params.index),
      errors: { ...context.errors, inclusions: {} },
    })),
    assignInclusions: assign((_, params: { includes: string[]; excludes: string[] }) => ({
      includes: params.includes,
      excludes: params.excludes,
    })),
    addDeparture: assign(({ context }) => ({
      departures: [
        ...context.departures,
        {
          key: `new-${context.nextKey}`,
          start_date: '',
          capacity: String(DEFAULT_CAPACITY),
          seats_booked: 0,
          saved: null,
        },
      ],
      nextKey: context.nextKey + 1,
    })),
    changeDeparture: assign(
      ({ context }, params: { index: number; field: 'start_date' | 'capacity'; value: string }) => {
        const errors = { ...context.errors.availability };
        delete errors[errorKey.departure(params.index, params.field)];
        delete errors[errorKey.availability];
        return {
          departures: context.departures.map((d, i) =>
            i === params.index ? { ...d, [params.field]: params.value } : d,
          ),
          errors: { ...context.errors, availability: errors },
        };
      },
    ),
    removeDeparture: assign(({ context }, params: { index: number }) => ({
      departures: withoutIndex(context.departures, params.index),
      errors: { ...context.errors, availability: {} },
    })),
    assignDepartures: assign((_, params: { departures: Departure[] }) => ({
      departures: toDepartureDrafts(params.departures),
    })),
    /* Effects the app supplies: */
    /** SPEC 8: '{tab} Saved Successfully!'. */
    notifySaved: (_, _params: { tab: WizardTab }) => {},
    /** SPEC 8: 'Failed to save {tab}.' (with the server's message). */
    notifySaveFailed: (_, _params: { tab: WizardTab; error: unknown }) => {},
    /** The tab's own checks refused the save; its errors are in context. */
    notifyInvalid: (_, _params: { tab: WizardTab }) => {},
    focusFirstInvalid: (_, _params: { tab: WizardTab }) => {},
    /** SPEC 8: alert 'Please select images to upload!'. */
    alertSelectImages: () => {},
    notifyMediaRemoved: () => {},
    notifyRemoveFailed: (_, _params: { error: unknown }) => {},
    /** SPEC 8: category and edit-load failures are logged. */
    logCategoriesFailure: (_, _params: { error: unknown }) => {},
    logLoadFailure: (_, _params: { error: unknown }) => {},
    navigateToList: () => {},
    /** After creating, the address becomes /admin/tours/customize/{id} (a reload edits it). */
    replaceWithEditRoute: (_, _params: { id: number }) => {},
  },
  guards: {
    isEditMode: ({ context }) => context.mode === 'edit',
    /** The address names another tour than the one in the wizard (back/forward, a link). */
    isOtherTour: ({ context }, params: { tourId: number | null }) =>
      params.tourId !== context.tourId,
    isNotFound: (_, params: { error: unknown }) => failureStatus(params.error) === 404,
    /** Basic Information is always open; the other tabs once the tour exists. */
    isUnlocked: ({ context }, params: { tab: WizardTab }) =>
      params.tab === 'basic' || hasTour(context),
    /** The tab asked for is this transition's tab, and it is unlocked. */
    canOpenTab: ({ context }, params: { tab: WizardTab; target: WizardTab }) =>
      params.tab === params.target && (params.tab === 'basic' || hasTour(context)),
    hasTourId: ({ context }) => hasTour(context),
    isCreating: ({ context }) => !hasTour(context),
    isBasicValid: ({ context }) => Object.keys(validateBasic(context.basic)).length === 0,
    hasNoNewMedia: ({ context }) =>
      context.newThumbnail === null && context.newGallery.length === 0,
    isMediaValid: ({ context }) =>
      Object.keys(validateMedia(context.newThumbnail, context.newGallery)).length === 0,
    isGalleryItem: ({ context }, params: { id: number }) =>
      hasTour(context) && context.media.some((m) => m.id === params.id),
    isGalleryFileIndex: ({ context }, params: { index: number }) =>
      params.index >= 0 && params.index < context.newGallery.length,
    isItineraryValid: ({ context }) =>
      Object.keys(validateItinerary(context.itinerary)).length === 0,
    /** SPEC 4: removing is allowed only while more than one day remains. */
    canRemoveDay: ({ context }, params: { index: number }) =>
      context.itinerary.length > 1 && params.index >= 0 && params.index < context.itinerary.length,
    isDayIndex: ({ context }, params: { index: number }) =>
      params.index >= 0 && params.index < context.itinerary.length,
    isInclusionsValid: ({ context }) => Object.keys(validateInclusions(context)).length === 0,
    isListIndex: ({ context }, params: { list: InclusionList; index: number }) =>
      params.index >= 0 && params.index < context[params.list].length,
    isAvailabilityValid: ({ context }) =>
      Object.keys(validateAvailability(context.departures, context.today)).length === 0,
    isDepartureIndex: ({ context }, params: { index: number }) =>
      params.index >= 0 && params.index < context.departures.length,
    /** A departure with bookings cannot be removed (the server refuses it too). */
    canRemoveDeparture: ({ context }, params: { index: number }) => {
      const departure = context.departures[params.index];
      return departure !== undefined && !isBooked(departure);
    },
    isStatusChoice: (_, params: { field: BasicField; value: string }) =>
      params.field !== 'status' || isStatus(params.value),
  },
}).createMachine({
  id: 'tourWizard',
  description:
    "The admin tour wizard (create and edit): loads the tour in edit mode, then a parallel `editing` state with the regions categories, tabs, basic, media, itinerary, inclusions and availability; tabs other than Basic stay locked until the tour exists (`snapshot.can({ type: 'tab.select', tab })`).",
  context: ({ input }) => initialContext(input.tourId, input.today),
  on: {
    'wizard.cancel': { actions: 'navigateToList' },
    'tour.open': {
      guard: { type: 'isOtherTour', params: ({ event }) => event },
      target: '.starting',
      actions: { type: 'resetForTour', params: ({ event }) => event },
    },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isEditMode', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      description: 'Edit mode: GET /tours/{id}/edit fills every tab.',
      tags: ['loading'],
      invoke: {
        src: 'loadTour',
        input: ({ context }) => ({ tourId: context.tourId ?? 0 }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignLoaded', params: ({ event }) => ({ tour: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: [
              { type: 'assignLoadFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'loadFailed',
            actions: [
              { type: 'assignLoadFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'load.retry': 'loading' },
    },
    notFound: {
      description: 'The tour of the address does not exist (deleted meanwhile): nothing to edit.',
      tags: ['error', 'notFound'],
    },
    editing: {
      type: 'parallel',
      states: {
        categories: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadCategories',
                onDone: {
                  target: 'loaded',
                  actions: {
                    type: 'assignCategories',
                    params: ({ event }) => ({ categories: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'logCategoriesFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            loaded: {},
            /** SPEC 8: only logged; the select still offers 'No category'. */
            failed: {},
          },
        },
        tabs: {
          initial: 'basic',
          description: 'The open tab. Locked tabs (no tour id yet) cannot be opened.',
          on: {
            'tab.select': [
              {
                guard: {
                  type: 'canOpenTab',
                  params: ({ event }) => ({ tab: event.tab, target: 'basic' as const }),
                },
                target: '.basic',
              },
              {
                guard: {
                  type: 'canOpenTab',
                  params: ({ event }) => ({ tab: event.tab, target: 'media' as const }),
                },
                target: '.media',
              },
              {
                guard: {
                  type: 'canOpenTab',
                  params: ({ event }) => ({ tab: event.tab, target: 'itinerary' as const }),
                },
                target: '.itinerary',
              },
              {
                guard: {
                  type: 'canOpenTab',
                  params: ({ event }) => ({ tab: event.tab, target: 'inclusions' as const }),
                },
                target: '.inclusions',
              },
              {
                guard: {
                  type: 'canOpenTab',
                  params: ({ event }) => ({ tab: event.tab, target: 'availability' as const }),
                },
                target: '.availability',
              },
            ],
          },
          states: {
            basic: {},
            media: {},
            itinerary: {},
            inclusions: {},
            availability: {},
          },
        },
        basic: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'basic.change': {
                  guard: { type: 'isStatusChoice', params: ({ event }) => event },
                  actions: { type: 'changeBasic', params: ({ event }) => event },
                },
                'basic.save': [
                  { guard: 'isBasicValid', target: 'saving' },
                  {
                    actions: [
                      {
                        type: 'assignTabErrors',
                        params: ({ context }) => ({
                          tab: 'basic' as const,
                          errors: validateBasic(context.basic),
                        }),
                      },
                      { type: 'notifyInvalid', params: { tab: 'basic' as const } },
                      { type: 'focusFirstInvalid', params: { tab: 'basic' as const } },
                    ],
                  },
                ],
              },
            },
            saving: {
              tags: ['savingBasic'],
              invoke: {
                src: 'saveBasic',
                input: ({ context }) => ({
                  tourId: context.tourId,
                  request: basicRequest(context.basic),
                }),
                onDone: [
                  {
                    guard: 'isCreating',
                    target: 'idle',
                    actions: [
                      { type: 'assignSavedBasic', params: ({ event }) => ({ tour: event.output }) },
                      { type: 'clearTabErrors', params: { tab: 'basic' as const } },
                      { type: 'notifySaved', params: { tab: 'basic' as const } },
                      {
                        type: 'replaceWithEditRoute',
                        params: ({ event }) => ({ id: event.output.id }),
                      },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [
                      { type: 'assignSavedBasic', params: ({ event }) => ({ tour: event.output }) },
                      { type: 'clearTabErrors', params: { tab: 'basic' as const } },
                      { type: 'notifySaved', params: { tab: 'basic' as const } },
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignTabErrors',
                      params: ({ event }) => ({
                        tab: 'basic' as const,
                        errors: serverFieldErrors(event.error),
                      }),
                    },
                    {
                      type: 'notifySaveFailed',
                      params: ({ event }) => ({ tab: 'basic' as const, error: event.error }),
                    },
                    { type: 'focusFirstInvalid', params: { tab: 'basic' as const } },
                  ],
                },
              },
            },
          },
        },
        media: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'media.thumbnail': {
                  actions: { type: 'setThumbnail', params: ({ event }) => event },
                },
                'media.add': { actions: { type: 'addGalleryFiles', params: ({ event }) => event } },
                'media.discard': {
                  guard: { type: 'isGalleryFileIndex', params: ({ event }) => event },
                  actions: { type: 'discardGalleryFile', params: ({ event }) => event },
                },
                'media.remove': {
                  guard: { type: 'isGalleryItem', params: ({ event }) => event },
                  target: 'removing',
                  actions: { type: 'assignRemoving', params: ({ event }) => event },
                },
                'media.save': {
                  guard: { type: 'isUnlocked', params: { tab: 'media' as const } },
                  target: 'checking',
                },
              },
            },
            checking: {
              description: 'SPEC 8: nothing chosen is an alert, not a request.',
              always: [
                { guard: 'hasNoNewMedia', target: 'idle', actions: 'alertSelectImages' },
                { guard: 'isMediaValid', target: 'saving' },
                {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignTabErrors',
                      params: ({ context }) => ({
                        tab: 'media' as const,
                        errors: validateMedia(context.newThumbnail, context.newGallery),
                      }),
                    },
                    { type: 'notifyInvalid', params: { tab: 'media' as const } },
                  ],
                },
              ],
            },
            saving: {
              tags: ['savingMedia'],
              invoke: {
                src: 'saveMedia',
                input: ({ context }) => ({
                  tourId: context.tourId ?? 0,
                  thumbnail: context.newThumbnail,
                  gallery: context.newGallery,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignMedia', params: ({ event }) => ({ media: event.output }) },
                    'clearNewMedia',
                    { type: 'clearTabErrors', params: { tab: 'media' as const } },
                    { type: 'notifySaved', params: { tab: 'media' as const } },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignTabErrors',
                      params: ({ event }) => ({
                        tab: 'media' as const,
                        errors: mediaServerErrors(event.error),
                      }),
                    },
                    {
                      type: 'notifySaveFailed',
                      params: ({ event }) => ({ tab: 'media' as const, error: event.error }),
                    },
                  ],
                },
              },
            },
            removing: {
              tags: ['removingMedia'],
              invoke: {
                src: 'removeMedia',
                input: ({ context }) => ({
                  tourId: context.tourId ?? 0,
                  mediaId: context.removingMediaId ?? 0,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignMedia', params: ({ event }) => ({ media: event.output }) },
                    'clearRemoving',
                    'notifyMediaRemoved',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    'clearRemoving',
                    { type: 'notifyRemoveFailed', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
          },
        },
        itinerary: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'itinerary.add': { actions: 'addDay' },
                'itinerary.remove': {
                  guard: { type: 'canRemoveDay', params: ({ event }) => event },
                  actions: { type: 'removeDay', params: ({ event }) => event },
                },
                'itinerary.change': {
                  guard: { type: 'isDayIndex', params: ({ event }) => event },
                  actions: { type: 'changeDay', params: ({ event }) => event },
                },
                'itinerary.save': {
                  guard: { type: 'isUnlocked', params: { tab: 'itinerary' as const } },
                  target: 'validating',
                },
              },
            },
            validating: {
              always: [
                { guard: 'isItineraryValid', target: 'saving' },
                {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignTabErrors',
                      params: ({ context }) => ({
                        tab: 'itinerary' as const,
                        errors: validateItinerary(context.itinerary),
                      }),
                    },
                    { type: 'notifyInvalid', params: { tab: 'itinerary' as const } },
                    { type: 'focusFirstInvalid', params: { tab: 'itinerary' as const } },
                  ],
                },
              ],
            },
            saving: {
              tags: ['savingItinerary'],
              invoke: {
                src: 'saveItinerary',
                input: ({ context }) => ({
                  tourId: context.tourId ?? 0,
                  request: itineraryRequest(context.itinerary),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignItinerary', params: ({ event }) => ({ days: event.output }) },
                    { type: 'clearTabErrors', params: { tab: 'itinerary' as const } },
                    { type: 'notifySaved', params: { tab: 'itinerary' as const } },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignTabErrors',
                      params: ({ event }) => ({
                        tab: 'itinerary' as const,
                        errors: serverFieldErrors(event.error),
                      }),
                    },
                    {
                      type: 'notifySaveFailed',
                      params: ({ event }) => ({ tab: 'itinerary' as const, error: event.error }),
                    },
                    { type: 'focusFirstInvalid', params: { tab: 'itinerary' as const } },
                  ],
                },
              },
            },
          },
        },
        inclusions: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'inclusions.add': {
                  actions: { type: 'addInclusion', params: ({ event }) => event },
                },
                'inclusions.change': {
                  guard: { type: 'isListIndex', params: ({ event }) => event },
                  actions: { type: 'changeInclusion', params: ({ event }) => event },
                },
                'inclusions.remove': {
                  guard: { type: 'isListIndex', params: ({ event }) => event },
                  actions: { type: 'removeInclusion', params: ({ event }) => event },
                },
                'inclusions.save': {
                  guard: { type: 'isUnlocked', params: { tab: 'inclusions' as const } },
                  target: 'validating',
                },
              },
            },
            validating: {
              always: [
                { guard: 'isInclusionsValid', target: 'saving' },
                {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignTabErrors',
                      params: ({ context }) => ({
                        tab: 'inclusions' as const,
                        errors: validateInclusions(context),
                      }),
                    },
                    { type: 'notifyInvalid', params: { tab: 'inclusions' as const } },
                    { type: 'focusFirstInvalid', params: { tab: 'inclusions' as const } },
                  ],
                },
              ],
            },
            saving: {
              tags: ['savingInclusions'],
              invoke: {
                src: 'saveInclusions',
                input: ({ context }) => ({
                  tourId: context.tourId ?? 0,
                  request: inclusionsRequest(context),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignInclusions', params: ({ event }) => event.output },
                    { type: 'clearTabErrors', params: { tab: 'inclusions' as const } },
                    { type: 'notifySaved', params: { tab: 'inclusions' as const } },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignTabErrors',
                      params: ({ event }) => ({
                        tab: 'inclusions' as const,
                        errors: serverFieldErrors(event.error),
                      }),
                    },
                    {
                      type: 'notifySaveFailed',
                      params: ({ event }) => ({ tab: 'inclusions' as const, error: event.error }),
                    },
                    { type: 'focusFirstInvalid', params: { tab: 'inclusions' as const } },
                  ],
                },
              },
            },
          },
        },
        availability: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'availability.add': { actions: 'addDeparture' },
                'availability.change': {
                  guard: { type: 'isDepartureIndex', params: ({ event }) => event },
                  actions: { type: 'changeDeparture', params: ({ event }) => event },
                },
                'availability.remove': {
                  guard: { type: 'canRemoveDeparture', params: ({ event }) => event },
                  actions: { type: 'removeDeparture', params: ({ event }) => event },
                },
                'availability.save': {
                  guard: { type: 'isUnlocked', params: { tab: 'availability' as const } },
                  target: 'validating',
                },
              },
            },
            validating: {
              always: [
                { guard: 'isAvailabilityValid', target: 'saving' },
                {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignTabErrors',
                      params: ({ context }) => ({
                        tab: 'availability' as const,
                        errors: validateAvailability(context.departures, context.today),
                      }),
                    },
                    { type: 'notifyInvalid', params: { tab: 'availability' as const } },
                    { type: 'focusFirstInvalid', params: { tab: 'availability' as const } },
                  ],
                },
              ],
            },
            saving: {
              tags: ['savingAvailability'],
              invoke: {
                src: 'saveAvailability',
                input: ({ context }) => ({
                  tourId: context.tourId ?? 0,
                  request: availabilityRequest(context.departures),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignDepartures',
                      params: ({ event }) => ({ departures: event.output }),
                    },
                    { type: 'clearTabErrors', params: { tab: 'availability' as const } },
                    { type: 'notifySaved', params: { tab: 'availability' as const } },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignTabErrors',
                      params: ({ event }) => ({
                        tab: 'availability' as const,
                        errors: serverFieldErrors(event.error),
                      }),
                    },
                    {
                      type: 'notifySaveFailed',
                      params: ({ event }) => ({ tab: 'availability' as const, error: event.error }),
                    },
                    { type: 'focusFirstInvalid', params: { tab: 'availability' as const } },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

export type TourWizardActorRef = ActorRefFrom<typeof tourWizardMachine>;
export type TourWizardSnapshot = SnapshotFrom<typeof tourWizardMachine>;

/* Selectors the views use ------------------------------------------------------------------- */

/** The open tab (Basic Information before the tour has loaded). */
export function selectedTab(snapshot: TourWizardSnapshot): WizardTab {
  return WIZARD_TABS.find((tab) => snapshot.matches({ editing: { tabs: tab } })) ?? 'basic';
}

/** Whether the tour exists on the server yet (heading 'Create New Tour' / 'Edit Tour'). */
export const tourExists = (snapshot: TourWizardSnapshot): boolean => hasTour(snapshot.context);

/** A departure's start date may not be moved once booked. */
export const canMoveDeparture = (departure: DepartureDraft): boolean => !isBooked(departure);

/** A stored departure on or before today (it may stay as it is, but not change). */
export const hasStarted = (departure: DepartureDraft, today: string): boolean =>
  departure.saved !== null && departure.saved.start_date <= today;
