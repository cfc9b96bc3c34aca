import { fieldMessages, readApiFailure, type FieldMessages } from './api-failure';
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
  type AvailabilityRequest,
  type InclusionsRequest,
  type ItineraryRequest,
  type TourBasic,
} from './admin-tours';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  TOUR_MEDIA_MESSAGES,
  type TourMedia,
} from './tour-media';
import type { Departure, ItineraryDay, MediaItem, TourStatus } from './tours';

/*
 * The tour wizard's drafts (issue 5): what each tab's inputs hold until it saves, the edits a
 * tab takes, the checks it runs (the contract's own schemas, so one key names one field whichever
 * side found the problem) and the request it sends. machines/edit-machine.ts runs one of
 * these per tab (the wizard's TAB_RULES); nothing here knows about statecharts or the UI.
 */

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

export type InclusionList = 'includes' | 'excludes';

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

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

/** zod issues as the server's 422 words them: the first message per dotted path. */
function issueMessages(issues: Issues): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, list] of Object.entries(toPathFieldErrors(issues))) {
    if (list[0]) messages[field] = list[0];
  }
  return messages;
}

const withoutIndex = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_, i) => i !== index);

const inRange = (list: readonly unknown[], index: number) => index >= 0 && index < list.length;

/** A key no row of the list has yet (rows from the server are keyed by their id). */
function freshKey(rows: ReadonlyArray<{ key: string }>): string {
  const taken = rows.map((row) => /^new-(\d+)$/.exec(row.key)?.[1]).map(Number);
  return `new-${Math.max(-1, ...taken.filter(Number.isFinite)) + 1}`;
}

/* Basic Information ----------------------------------------------------------------------- */

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
export function validateBasic(values: BasicValues): FieldMessages {
  const result = parseBasic(values);
  return result.success ? {} : issueMessages(result.error.issues);
}

/** The body of POST /tours/store and PUT /tours/{id}; only called once validateBasic passed. */
export function basicRequest(values: BasicValues): TourBasic {
  const result = parseBasic(values);
  if (!result.success) throw new Error('basicRequest: validate the form first');
  return result.data;
}

function toBasicValues(tour: AdminTourBasic): BasicValues {
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

const isStatus = (value: string): value is TourStatus =>
  value === 'Active' || value === 'Draft' || value === 'Inactive';

/* Media ----------------------------------------------------------------------------------- */

interface MediaDraft {
  /** The stored featured image and gallery. */
  thumbnail: string | null;
  media: MediaItem[];
  /** Chosen but not yet uploaded. */
  newThumbnail: File | null;
  newGallery: File[];
}

/** POST /tours/{id}/media: the chosen files (multipart). */
interface MediaUpload {
  thumbnail: File | null;
  gallery: File[];
}

const toMediaDraft = (media: TourMedia): MediaDraft => ({
  thumbnail: media.thumbnail,
  media: media.media,
  newThumbnail: null,
  newGallery: [],
});

/** Size and count are checked before sending; the server alone judges the bytes. */
function validateMedia(thumbnail: File | null, gallery: readonly File[]): FieldMessages {
  const errors: FieldMessages = {};
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

/** A refused upload's messages; one without field errors (413: too large) goes under the gallery. */
function mediaUploadErrors(error: unknown): FieldMessages {
  const errors = fieldMessages(error);
  const failure = readApiFailure(error, '');
  if (Object.keys(errors).length === 0 && failure.status === 413 && failure.message) {
    errors[errorKey.gallery] = failure.message;
  }
  return errors;
}

/* Itinerary ------------------------------------------------------------------------------- */

export interface DayDraft {
  /** Stable key for the list (from the server id, or a local one for new days). */
  key: string;
  title: string;
  description: string;
}

const toDayDrafts = (days: readonly ItineraryDay[]): DayDraft[] =>
  days.length === 0
    ? [{ key: 'new-0', title: '', description: '' }]
    : days.map((day) => ({ key: `day-${day.id}`, title: day.title, description: day.description }));

/** POST /tours/{id}/itinerary: days numbered by position (the server renumbers too). */
function itineraryRequest(days: readonly DayDraft[]): ItineraryRequest {
  return {
    itinerary: days.map((day, index) => ({
      day: index + 1,
      title: day.title,
      description: day.description,
    })),
  };
}

/** SPEC 5: every day needs a title and a description. */
function validateItinerary(days: readonly DayDraft[]): FieldMessages {
  const result = itineraryRequestSchema.safeParse(itineraryRequest(days));
  return result.success ? {} : issueMessages(result.error.issues);
}

/* Inclusions ------------------------------------------------------------------------------ */

type InclusionsDraft = Record<InclusionList, string[]>;

const inclusionsRequest = (draft: InclusionsDraft): InclusionsRequest => ({
  includes: [...draft.includes],
  excludes: [...draft.excludes],
});

function validateInclusions(draft: InclusionsDraft): FieldMessages {
  const result = inclusionsRequestSchema.safeParse(inclusionsRequest(draft));
  return result.success ? {} : issueMessages(result.error.issues);
}

/* Availability ---------------------------------------------------------------------------- */

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

interface AvailabilityDraft {
  departures: DepartureDraft[];
  /** 'yyyy-mm-dd' (the admin's today): new and changed departures start after it. */
  today: string;
}

/** A new departure's default capacity. */
const DEFAULT_CAPACITY = 12;

const toDepartureDrafts = (departures: readonly Departure[]): DepartureDraft[] =>
  departures.map((d) => ({
    key: `departure-${d.id}`,
    id: d.id,
    start_date: d.start_date,
    capacity: String(d.capacity),
    seats_booked: d.seats_booked,
    saved: { start_date: d.start_date, capacity: d.capacity },
  }));

function availabilityRequest(departures: readonly DepartureDraft[]): AvailabilityRequest {
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
const isBooked = (departure: DepartureDraft): boolean => departure.seats_booked > 0;

/** A departure's start date may not be moved once booked. */
export const canMoveDeparture = (departure: DepartureDraft): boolean => !isBooked(departure);

/** A stored departure on or before today (it may stay as it is, but not change). */
export const hasStarted = (departure: DepartureDraft, today: string): boolean =>
  departure.saved !== null && departure.saved.start_date <= today;

/**
 * The contract's schema (dates, capacity 1-99, duplicates) plus the rules the server applies
 * against what it stores: new or changed departures start after today; a booked one keeps its
 * date and at least its booked seats.
 */
function validateAvailability(departures: readonly DepartureDraft[], today: string): FieldMessages {
  const result = availabilityRequestSchema.safeParse(availabilityRequest(departures));
  const errors = result.success ? {} : issueMessages(result.error.issues);
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

/* One tab's draft, whichever tab ---------------------------------------------------------- */

/** What a tab edits, tagged with its tab. */
export type TabDraft =
  | { tab: 'basic'; values: BasicValues }
  | { tab: 'media'; values: MediaDraft }
  | { tab: 'itinerary'; values: DayDraft[] }
  | { tab: 'inclusions'; values: InclusionsDraft }
  | { tab: 'availability'; values: AvailabilityDraft };

type DraftValues<T extends WizardTab> = Extract<TabDraft, { tab: T }>['values'];

/** A tab's save, as the app's save actor receives it (only Basic Information may lack a tour). */
export type TabSaveRequest =
  | { tab: 'basic'; tourId: number | null; request: TourBasic }
  | { tab: 'media'; tourId: number; request: MediaUpload }
  | { tab: 'itinerary'; tourId: number; request: ItineraryRequest }
  | { tab: 'inclusions'; tourId: number; request: InclusionsRequest }
  | { tab: 'availability'; tourId: number; request: AvailabilityRequest };

/** What the server stored, as the app's save actor answers. */
export type TabSaved =
  | { tab: 'basic'; saved: AdminTourBasic }
  | { tab: 'media'; saved: TourMedia }
  | { tab: 'itinerary'; saved: ItineraryDay[] }
  | { tab: 'inclusions'; saved: InclusionsDraft }
  | { tab: 'availability'; saved: Departure[] };

/** The edits a tab takes: each tab's events, named after the tab. */
export type TabEdit =
  | { type: 'basic.change'; field: BasicField; value: string }
  | { type: 'media.thumbnail'; file: File | null }
  | { type: 'media.add'; files: File[] }
  | { type: 'media.discard'; index: number }
  | { type: 'itinerary.add' }
  | { type: 'itinerary.remove'; index: number }
  | { type: 'itinerary.change'; index: number; field: 'title' | 'description'; value: string }
  | { type: 'inclusions.add'; list: InclusionList }
  | { type: 'inclusions.change'; list: InclusionList; index: number; value: string }
  | { type: 'inclusions.remove'; list: InclusionList; index: number }
  | { type: 'availability.add' }
  | { type: 'availability.change'; index: number; field: 'start_date' | 'capacity'; value: string }
  | { type: 'availability.remove'; index: number };

type EditOf<T extends WizardTab> = Extract<TabEdit, { type: `${T}.${string}` }>;

/** An accepted edit: the new draft and the error keys it answers ('all': every one). */
interface Edited {
  draft: TabDraft;
  clears: 'all' | readonly string[];
}

/** The draft a tab starts from: the loaded tour's part, or SPEC 9's empty form. */
export function initialDraft(tab: WizardTab, tour: AdminTourEdit | null, today: string): TabDraft {
  switch (tab) {
    case 'basic':
      return { tab, values: tour ? toBasicValues(tour) : { ...EMPTY_BASIC } };
    case 'media':
      return { tab, values: toMediaDraft(tour ?? { thumbnail: null, media: [] }) };
    case 'itinerary':
      return { tab, values: toDayDrafts(tour?.itinerary ?? []) };
    case 'inclusions': {
      const lists = tour?.inclusions[0];
      return { tab, values: { includes: lists?.includes ?? [], excludes: lists?.excludes ?? [] } };
    }
    case 'availability':
      return { tab, values: { departures: toDepartureDrafts(tour?.departures ?? []), today } };
  }
}

/** The draft's values, for a view that knows its tab. */
export function draftValues<T extends WizardTab>(draft: TabDraft, tab: T): DraftValues<T> {
  if (draft.tab !== tab) throw new Error(`draftValues: a ${draft.tab} draft is not ${tab}`);
  return draft.values as DraftValues<T>;
}

function editBasic(values: BasicValues, edit: EditOf<'basic'>): Edited | null {
  if (edit.field === 'status' && !isStatus(edit.value)) return null;
  return {
    draft: { tab: 'basic', values: { ...values, [edit.field]: edit.value } },
    clears: [edit.field],
  };
}

/** Any change to the chosen files answers the tab's errors. */
function editMedia(values: MediaDraft, edit: EditOf<'media'>): Edited | null {
  const draft = (changes: Partial<MediaDraft>): Edited => ({
    draft: { tab: 'media', values: { ...values, ...changes } },
    clears: 'all',
  });
  switch (edit.type) {
    case 'media.thumbnail':
      return draft({ newThumbnail: edit.file });
    case 'media.add':
      return draft({ newGallery: [...values.newGallery, ...edit.files] });
    case 'media.discard':
      return inRange(values.newGallery, edit.index)
        ? draft({ newGallery: withoutIndex(values.newGallery, edit.index) })
        : null;
  }
}

/** SPEC 4: days are numbered by position; removing is allowed while more than one remains. */
function editItinerary(days: DayDraft[], edit: EditOf<'itinerary'>): Edited | null {
  const draft = (values: DayDraft[], clears: Edited['clears']): Edited => ({
    draft: { tab: 'itinerary', values },
    clears,
  });
  switch (edit.type) {
    case 'itinerary.add':
      return draft([...days, { key: freshKey(days), title: '', description: '' }], []);
    case 'itinerary.remove':
      return days.length > 1 && inRange(days, edit.index)
        ? draft(withoutIndex(days, edit.index), 'all')
        : null;
    case 'itinerary.change':
      return inRange(days, edit.index)
        ? draft(
            days.map((day, i) => (i === edit.index ? { ...day, [edit.field]: edit.value } : day)),
            [errorKey.day(edit.index, edit.field)],
          )
        : null;
  }
}

function editInclusions(lists: InclusionsDraft, edit: EditOf<'inclusions'>): Edited | null {
  const items = lists[edit.list];
  const draft = (next: string[], clears: Edited['clears']): Edited => ({
    draft: { tab: 'inclusions', values: { ...lists, [edit.list]: next } },
    clears,
  });
  switch (edit.type) {
    case 'inclusions.add':
      return draft([...items, ''], []);
    case 'inclusions.change':
      return inRange(items, edit.index)
        ? draft(
            items.map((item, i) => (i === edit.index ? edit.value : item)),
            [errorKey.inclusion(edit.list, edit.index)],
          )
        : null;
    case 'inclusions.remove':
      return inRange(items, edit.index) ? draft(withoutIndex(items, edit.index), 'all') : null;
  }
}

function editAvailability(values: AvailabilityDraft, edit: EditOf<'availability'>): Edited | null {
  const { departures } = values;
  const draft = (next: DepartureDraft[], clears: Edited['clears']): Edited => ({
    draft: { tab: 'availability', values: { ...values, departures: next } },
    clears,
  });
  switch (edit.type) {
    case 'availability.add': {
      const departure: DepartureDraft = {
        key: freshKey(departures),
        start_date: '',
        capacity: String(DEFAULT_CAPACITY),
        seats_booked: 0,
        saved: null,
      };
      return draft([...departures, departure], []);
    }
    case 'availability.change':
      return inRange(departures, edit.index)
        ? draft(
            departures.map((d, i) => (i === edit.index ? { ...d, [edit.field]: edit.value } : d)),
            [errorKey.departure(edit.index, edit.field), errorKey.availability],
          )
        : null;
    case 'availability.remove': {
      // A departure with bookings cannot be removed (the server refuses it too).
      const departure = departures[edit.index];
      return departure && !isBooked(departure)
        ? draft(withoutIndex(departures, edit.index), 'all')
        : null;
    }
  }
}

const isEditOf = <T extends WizardTab>(tab: T, edit: TabEdit): edit is EditOf<T> =>
  edit.type.startsWith(`${tab}.`);

/** The draft after `edit`, or null when the tab refuses it (another tab's edit, a bad index). */
export function editDraft(draft: TabDraft, edit: TabEdit): Edited | null {
  switch (draft.tab) {
    case 'basic':
      return isEditOf('basic', edit) ? editBasic(draft.values, edit) : null;
    case 'media':
      return isEditOf('media', edit) ? editMedia(draft.values, edit) : null;
    case 'itinerary':
      return isEditOf('itinerary', edit) ? editItinerary(draft.values, edit) : null;
    case 'inclusions':
      return isEditOf('inclusions', edit) ? editInclusions(draft.values, edit) : null;
    case 'availability':
      return isEditOf('availability', edit) ? editAvailability(draft.values, edit) : null;
  }
}

/** The tab's own checks, keyed as the server keys its 422. */
export function validateDraft(draft: TabDraft): FieldMessages {
  switch (draft.tab) {
    case 'basic':
      return validateBasic(draft.values);
    case 'media':
      return validateMedia(draft.values.newThumbnail, draft.values.newGallery);
    case 'itinerary':
      return validateItinerary(draft.values);
    case 'inclusions':
      return validateInclusions(draft.values);
    case 'availability':
      return validateAvailability(draft.values.departures, draft.values.today);
  }
}

/** SPEC 8: Media with no file chosen is an alert, not a request. */
export const hasNothingToSave = (draft: TabDraft): boolean =>
  draft.tab === 'media' &&
  draft.values.newThumbnail === null &&
  draft.values.newGallery.length === 0;

function existingTour(tourId: number | null): number {
  if (tourId === null) throw new Error('Only Basic Information saves before the tour exists');
  return tourId;
}

/** The save request for the tab's draft; only called once validateDraft passed. */
export function saveRequest(draft: TabDraft, tourId: number | null): TabSaveRequest {
  switch (draft.tab) {
    case 'basic':
      return { tab: 'basic', tourId, request: basicRequest(draft.values) };
    case 'media': {
      const { newThumbnail, newGallery } = draft.values;
      const request = { thumbnail: newThumbnail, gallery: newGallery };
      return { tab: 'media', tourId: existingTour(tourId), request };
    }
    case 'itinerary':
      return {
        tab: 'itinerary',
        tourId: existingTour(tourId),
        request: itineraryRequest(draft.values),
      };
    case 'inclusions':
      return {
        tab: 'inclusions',
        tourId: existingTour(tourId),
        request: inclusionsRequest(draft.values),
      };
    case 'availability':
      return {
        tab: 'availability',
        tourId: existingTour(tourId),
        request: availabilityRequest(draft.values.departures),
      };
  }
}

/** The draft showing what the server stored (chosen files uploaded, local keys replaced). */
export function draftFromSaved(draft: TabDraft, output: TabSaved): TabDraft {
  switch (output.tab) {
    case 'basic':
      return { tab: 'basic', values: toBasicValues(output.saved) };
    case 'media':
      return { tab: 'media', values: toMediaDraft(output.saved) };
    case 'itinerary':
      return { tab: 'itinerary', values: toDayDrafts(output.saved) };
    case 'inclusions':
      return { tab: 'inclusions', values: inclusionsRequest(output.saved) };
    case 'availability': {
      const { today } = draftValues(draft, 'availability');
      return {
        tab: 'availability',
        values: { departures: toDepartureDrafts(output.saved), today },
      };
    }
  }
}

/** The tour a save belongs to: the first basic save creates it. */
export const savedTourId = (output: TabSaved, tourId: number | null): number =>
  output.tab === 'basic' ? output.saved.id : existingTour(tourId);

/** A stored item the tab deletes at once (Media's gallery images). */
export const isRemovableItem = (draft: TabDraft, id: number): boolean =>
  draft.tab === 'media' && draft.values.media.some((item) => item.id === id);

/** After a removal: the stored images as the server now holds them; chosen files stay. */
export const draftAfterRemoval = (draft: TabDraft, media: TourMedia): TabDraft =>
  draft.tab === 'media'
    ? { tab: 'media', values: { ...draft.values, thumbnail: media.thumbnail, media: media.media } }
    : draft;

/** A refused save's messages under the fields they name (Media also places a 413). */
export const draftServerErrors = (draft: TabDraft, error: unknown): FieldMessages =>
  draft.tab === 'media' ? mediaUploadErrors(error) : fieldMessages(error);
