import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import type {
  AdminTourBasic,
  AdminTourEdit,
  AvailabilityRequest,
  CategoryOption,
  InclusionsRequest,
  ItineraryRequest,
  TourBasic,
} from '../../contract/admin-tours';
import type { TourMedia } from '../../contract/tour-media';
import type { Departure, ItineraryDay } from '../../contract/tours';
import {
  tourWizardMachine,
  type BasicValues,
  type WizardInput,
  type WizardTab,
} from '../../machines/tour-wizard-machine';

export const CATEGORIES: CategoryOption[] = [
  { id: 1, name: 'Trekking', slug: 'trekking' },
  { id: 2, name: 'Expeditions', slug: 'expeditions' },
];

/** A basic form that passes the contract's rules. */
export const VALID_BASIC: BasicValues = {
  title: 'Deosai Plains Safari',
  description: 'Four days on the roof of the world.',
  price: '899',
  duration: '4',
  difficulty: 'Easy',
  location: 'Skardu, Gilgit-Baltistan',
  group_size: '2-10',
  altitude: '4,114 m',
  season: 'July - September',
  status: 'Draft',
  category_id: '1',
  important_notes: 'Bring warm layers.',
};

/** What POST /tours/store and PUT /tours/{id} answer. */
export function savedBasic(overrides: Partial<AdminTourBasic> = {}): AdminTourBasic {
  return {
    id: 42,
    slug: 'deosai-plains-safari',
    title: VALID_BASIC.title,
    description: VALID_BASIC.description,
    important_notes: VALID_BASIC.important_notes,
    price: 899,
    duration: 4,
    group_size: VALID_BASIC.group_size,
    location: VALID_BASIC.location,
    altitude: VALID_BASIC.altitude,
    season: VALID_BASIC.season,
    difficulty: 'Easy',
    status: 'Draft',
    category_id: 1,
    thumbnail: null,
    ...overrides,
  };
}

/** GET /tours/{id}/edit for tour 7: two days, inclusions, a booked and an open departure. */
export function editTour(overrides: Partial<AdminTourEdit> = {}): AdminTourEdit {
  return {
    ...savedBasic({
      id: 7,
      slug: 'k2-base-camp',
      title: 'K2 Base Camp Trek',
      description: 'The classic trek to the foot of K2.',
      important_notes: 'Permits included.',
      price: 1299,
      duration: 14,
      group_size: '4-12',
      location: 'Skardu',
      altitude: null,
      season: null,
      difficulty: 'Challenging',
      status: 'Active',
      category_id: 2,
      thumbnail: '/images/tours/k2-base-camp/cover-1280.webp',
    }),
    media: [
      { id: 31, full_image_path: '/images/tours/k2-base-camp/gallery-1-1280.webp', alt: 'K2' },
      { id: 32, full_image_path: '/images/tours/k2-base-camp/gallery-2-1280.webp', alt: 'K2' },
    ],
    itinerary: [
      { id: 101, day: 1, title: 'Arrive in Skardu', description: 'Transfer to the hotel.' },
      { id: 102, day: 2, title: 'Drive to Askole', description: 'Jeep ride along the Braldu.' },
    ],
    inclusions: [{ includes: ['Guide', 'Meals'], excludes: ['Flights'] }],
    departures: [
      { id: 201, start_date: '2030-06-15', capacity: 12, seats_booked: 5, seats_left: 7 },
      { id: 202, start_date: '2030-07-20', capacity: 10, seats_booked: 0, seats_left: 10 },
    ],
    ...overrides,
  };
}

/** What the API layer rejects with: the app's ApiError carries status and a 422's fields. */
export function apiError(
  status: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
): Error & { status: number; fieldErrors?: Record<string, string[]> } {
  return Object.assign(new Error(message), { status, fieldErrors });
}

export const TODAY = '2030-01-10';

export interface Pending<T, I> {
  input: I;
  signal: AbortSignal;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A promise actor whose calls the test settles by hand, in order. */
function controllable<T, I>() {
  const calls: Array<Pending<T, I>> = [];
  const logic = fromPromise<T, I>(
    ({ input, signal }) =>
      new Promise<T>((resolve, reject) => calls.push({ input, signal, resolve, reject })),
  );
  return { logic, calls };
}

export type WizardEffect =
  | { type: 'notifySaved'; tab: WizardTab }
  | { type: 'notifySaveFailed'; tab: WizardTab; error: unknown }
  | { type: 'notifyInvalid'; tab: WizardTab }
  | { type: 'focusFirstInvalid'; tab: WizardTab }
  | { type: 'alertSelectImages' }
  | { type: 'notifyMediaRemoved' }
  | { type: 'notifyRemoveFailed'; error: unknown }
  | { type: 'logCategoriesFailure'; error: unknown }
  | { type: 'logLoadFailure'; error: unknown }
  | { type: 'navigateToList' }
  | { type: 'replaceWithEditRoute'; id: number };

/** The wizard with fake I/O that the test answers by hand, and a log of its effects. */
export function startWizard(input: Partial<WizardInput> = {}) {
  const loads = controllable<AdminTourEdit, { tourId: number }>();
  const categories = controllable<CategoryOption[], NonReducibleUnknown>();
  const basics = controllable<AdminTourBasic, { tourId: number | null; request: TourBasic }>();
  const uploads = controllable<
    TourMedia,
    { tourId: number; thumbnail: File | null; gallery: File[] }
  >();
  const removals = controllable<TourMedia, { tourId: number; mediaId: number }>();
  const itineraries = controllable<ItineraryDay[], { tourId: number; request: ItineraryRequest }>();
  const inclusions = controllable<
    { includes: string[]; excludes: string[] },
    { tourId: number; request: InclusionsRequest }
  >();
  const availabilities = controllable<
    Departure[],
    { tourId: number; request: AvailabilityRequest }
  >();
  const effects: WizardEffect[] = [];
  const actor = createActor(
    tourWizardMachine.provide({
      actors: {
        loadTour: loads.logic,
        loadCategories: categories.logic,
        saveBasic: basics.logic,
        saveMedia: uploads.logic,
        removeMedia: removals.logic,
        saveItinerary: itineraries.logic,
        saveInclusions: inclusions.logic,
        saveAvailability: availabilities.logic,
      },
      actions: {
        notifySaved: (_, p) => effects.push({ type: 'notifySaved', ...p }),
        notifySaveFailed: (_, p) => effects.push({ type: 'notifySaveFailed', ...p }),
        notifyInvalid: (_, p) => effects.push({ type: 'notifyInvalid', ...p }),
        focusFirstInvalid: (_, p) => effects.push({ type: 'focusFirstInvalid', ...p }),
        alertSelectImages: () => effects.push({ type: 'alertSelectImages' }),
        notifyMediaRemoved: () => effects.push({ type: 'notifyMediaRemoved' }),
        notifyRemoveFailed: (_, p) => effects.push({ type: 'notifyRemoveFailed', ...p }),
        logCategoriesFailure: (_, p) => effects.push({ type: 'logCategoriesFailure', ...p }),
        logLoadFailure: (_, p) => effects.push({ type: 'logLoadFailure', ...p }),
        navigateToList: () => effects.push({ type: 'navigateToList' }),
        replaceWithEditRoute: (_, p) => effects.push({ type: 'replaceWithEditRoute', ...p }),
      },
    }),
    { input: { tourId: null, today: TODAY, ...input } },
  ).start();
  return {
    actor,
    calls: {
      loads: loads.calls,
      categories: categories.calls,
      basics: basics.calls,
      uploads: uploads.calls,
      removals: removals.calls,
      itineraries: itineraries.calls,
      inclusions: inclusions.calls,
      availabilities: availabilities.calls,
    },
    effects,
  };
}

/** Lets settled promises reach the actor. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A small file as the browser hands it over. */
export const imageFile = (name = 'photo.jpg', size = 1024, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });
