import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

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

/** The basic form as the inputs hold it (numbers as typed text until saved). SPEC 3 defaults. */
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

export const EMPTY_BASIC: BasicValues = {
  title: '',
  description: '',
  price: '0',
  duration: '1',
  difficulty: 'Moderate',
  location: '',
  group_size: '',
  altitude: '',
  season: '',
  status: 'Draft',
  category_id: '',
  important_notes: '',
};

export interface ExistingMedia {
  id: number;
  full_image_path: string;
  alt: string;
}

export interface ItineraryDraft {
  /** Stable key for the list (server id, or a local one for new days). */
  key: string;
  title: string;
  description: string;
}

export interface DepartureDraft {
  key: string;
  /** Server id of an existing departure; absent for a new one. */
  id?: number;
  start_date: string;
  capacity: string;
  /** Seats already booked (existing departures): the floor for capacity. */
  seats_booked: number;
}

export type InclusionList = 'includes' | 'excludes';

/** Everything the edit endpoint returns, in the wizard's shape. */
export interface WizardTourData {
  id: number;
  basic: BasicValues;
  thumbnail: string | null;
  media: ExistingMedia[];
  itinerary: ItineraryDraft[];
  includes: string[];
  excludes: string[];
  departures: DepartureDraft[];
}

export interface CategoryChoice {
  id: number;
  name: string;
}

export type FieldErrors = Record<string, string>;

export interface WizardInput {
  /** null: create mode; a number: edit mode for that tour. */
  tourId: number | null;
  /** 'yyyy-mm-dd', for refusing past departure dates. */
  today: string;
}

export interface WizardContext {
  mode: 'create' | 'edit';
  tourId: number | null;
  today: string;
  basic: BasicValues;
  categories: CategoryChoice[];
  thumbnail: string | null;
  media: ExistingMedia[];
  newThumbnail: File | null;
  newGallery: File[];
  itinerary: ItineraryDraft[];
  includes: string[];
  excludes: string[];
  departures: DepartureDraft[];
  errors: Partial<Record<WizardTab, FieldErrors>>;
  /** Why loading the tour failed (edit mode). */
  loadFailure: string | null;
  /** Counter for local list keys. */
  nextKey: number;
}

export type WizardEvent =
  | { type: 'tab.select'; tab: WizardTab }
  | { type: 'load.retry' }
  | { type: 'basic.change'; field: keyof BasicValues; value: string }
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

/** Basic form rules (SPEC 5 'Tour form'). The server checks the same and answers 422. */
export const BASIC_MESSAGES = {
  title: 'Title is required',
  description: 'Description is required',
  important_notes: 'Important notes are required',
  price: 'Price must be a number of 0 or more',
  duration: 'Duration must be a whole number of 1 or more days',
  group_size: 'Group size is required',
  location: 'Location is required',
} as const;

export function validateBasic(values: BasicValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of [
    'title',
    'description',
    'important_notes',
    'group_size',
    'location',
  ] as const) {
    if (!values[field].trim()) errors[field] = BASIC_MESSAGES[field];
  }
  const price = Number(values.price);
  if (values.price.trim() === '' || !Number.isFinite(price) || price < 0)
    errors.price = BASIC_MESSAGES.price;
  const duration = Number(values.duration);
  if (values.duration.trim() === '' || !Number.isInteger(duration) || duration < 1)
    errors.duration = BASIC_MESSAGES.duration;
  return errors;
}

export const ITINERARY_MESSAGES = {
  title: 'Day title is required',
  description: 'Day description is required',
} as const;

/** SPEC 5: every day needs a title and a description. Keys like '0.title'. */
export function validateItinerary(days: readonly ItineraryDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  days.forEach((day, index) => {
    if (!day.title.trim()) errors[`${index}.title`] = ITINERARY_MESSAGES.title;
    if (!day.description.trim()) errors[`${index}.description`] = ITINERARY_MESSAGES.description;
  });
  return errors;
}

export const AVAILABILITY_MESSAGES = {
  date: 'Choose a start date',
  past: 'Start dates must be in the future',
  duplicate: 'This date is listed twice',
  capacity: 'Capacity must be a whole number from 1 to 99',
  belowBooked: (booked: number) => `Capacity cannot be below the ${booked} seats already booked`,
} as const;

/** Departure rules the server also enforces: future dates, no duplicates, capacity >= booked. */
export function validateAvailability(
  departures: readonly DepartureDraft[],
  today: string,
): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  departures.forEach((departure, index) => {
    const date = departure.start_date;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
      errors[`${index}.start_date`] = AVAILABILITY_MESSAGES.date;
    else if (departure.id === undefined && date <= today)
      errors[`${index}.start_date`] = AVAILABILITY_MESSAGES.past;
    else if (seen.has(date)) errors[`${index}.start_date`] = AVAILABILITY_MESSAGES.duplicate;
    seen.add(date);
    const capacity = Number(departure.capacity);
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > 99)
      errors[`${index}.capacity`] = AVAILABILITY_MESSAGES.capacity;
    else if (capacity < departure.seats_booked)
      errors[`${index}.capacity`] = AVAILABILITY_MESSAGES.belowBooked(departure.seats_booked);
  });
  return errors;
}

/** First message per field of a 422 (the app's ApiError carries `fieldErrors`). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const fieldErrors = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages[0]) errors[field.replace(/^(itinerary|availableDates)\./, '')] = messages[0];
  }
  return errors;
}

function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'Something went wrong';
}

const withoutIndex = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_, i) => i !== index);

/**
 * The tour wizard (SPEC 2, 4, 7, 8). Create mode opens on Basic Information with every other
 * tab locked; the first basic save creates the tour and records its id, which unlocks Media,
 * Itinerary, Inclusions and Availability. Edit mode loads the tour with every tab open. Each
 * tab saves on its own ('{tab} Saved Successfully!' / 'Failed to save {tab}.'), and a tab's
 * save is refused until a tour id exists.
 */
export const tourWizardMachine = setup({
  types: {
    input: {} as WizardInput,
    context: {} as WizardContext,
    events: {} as WizardEvent,
  },
  actors: {
    loadTour: fromPromise<WizardTourData, { tourId: number }>(async () => {
      throw new Error('loadTour: provide via machine.provide');
    }),
    loadCategories: fromPromise<CategoryChoice[]>(async () => {
      throw new Error('loadCategories: provide via machine.provide');
    }),
    /** Creates the tour (POST /tours/store) when tourId is null, else PUT /tours/{id}. */
    saveBasic: fromPromise<{ id: number }, { tourId: number | null; values: BasicValues }>(
      async () => {
        throw new Error('saveBasic: provide via machine.provide');
      },
    ),
    saveMedia: fromPromise<
      { thumbnail: string | null; media: ExistingMedia[] },
      { tourId: number; thumbnail: File | null; gallery: File[] }
    >(async () => {
      throw new Error('saveMedia: provide via machine.provide');
    }),
    removeMedia: fromPromise<
      { thumbnail: string | null; media: ExistingMedia[] },
      { tourId: number; mediaId: number }
    >(async () => {
      throw new Error('removeMedia: provide via machine.provide');
    }),
    saveItinerary: fromPromise<ItineraryDraft[], { tourId: number; days: ItineraryDraft[] }>(
      async () => {
        throw new Error('saveItinerary: provide via machine.provide');
      },
    ),
    saveInclusions: fromPromise<
      { includes: string[]; excludes: string[] },
      { tourId: number; includes: string[]; excludes: string[] }
    >(async () => {
      throw new Error('saveInclusions: provide via machine.provide');
    }),
    saveAvailability: fromPromise<
      DepartureDraft[],
      { tourId: number; departures: DepartureDraft[] }
    >(async () => {
      throw new Error('saveAvailability: provide via machine.provide');
    }),
  },
  actions: {
    assignLoaded: assign((_, params: { data: WizardTourData }) => ({
      tourId: params.data.id,
      basic: params.data.basic,
      thumbnail: params.data.thumbnail,
      media: params.data.media,
      itinerary: params.data.itinerary.length
        ? params.data.itinerary
        : [{ key: 'new-0', title: '', description: '' }],
      includes: params.data.includes,
      excludes: params.data.excludes,
      departures: params.data.departures,
      loadFailure: null,
    })),
    assignLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: errorMessage(params.error),
    })),
    assignCategories: assign((_, params: { categories: CategoryChoice[] }) => ({
      categories: params.categories,
    })),
    changeBasic: assign(({ context }, params: { field: keyof BasicValues; value: string }) => {
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
    assignTourId: assign((_, params: { id: number }) => ({ tourId: params.id })),
    setThumbnail: assign((_, params: { file: File | null }) => ({ newThumbnail: params.file })),
    addGalleryFiles: assign(({ context }, params: { files: File[] }) => ({
      newGallery: [...context.newGallery, ...params.files],
    })),
    discardGalleryFile: assign(({ context }, params: { index: number }) => ({
      newGallery: withoutIndex(context.newGallery, params.index),
    })),
    assignMedia: assign(
      (_, params: { result: { thumbnail: string | null; media: ExistingMedia[] } }) => ({
        thumbnail: params.result.thumbnail,
        media: params.result.media,
      }),
    ),
    clearNewMedia: assign({ newThumbnail: null, newGallery: [] }),
    addDay: assign(({ context }) => ({
      itinerary: [
        ...context.itinerary,
        { key: `new-${context.nextKey}`, title: '', description: '' },
      ],
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
        delete errors[`${params.index}.${params.field}`];
        return {
          itinerary: context.itinerary.map((day, i) =>
            i === params.index ? { ...day, [params.field]: params.value } : day,
          ),
          errors: { ...context.errors, itinerary: errors },
        };
      },
    ),
    assignItinerary: assign((_, params: { days: ItineraryDraft[] }) => ({
      itinerary: params.days,
    })),
    addInclusion: assign(({ context }, params: { list: InclusionList }) => ({
      [params.list]: [...context[params.list], ''],
    })),
    changeInclusion: assign(
      ({ context }, params: { list: InclusionList; index: number; value: string }) => ({
        [params.list]: context[params.list].map((item, i) =>
          i === params.index ? params.value : item,
        ),
      }),
    ),
    removeInclusion: assign(({ context }, params: { list: InclusionList; index: number }) => ({
      [params.list]: withoutIndex(context[params.list], params.index),
    })),
    assignInclusions: assign((_, params: { includes: string[]; excludes: string[] }) => ({
      includes: params.includes,
      excludes: params.excludes,
    })),
    addDeparture: assign(({ context }) => ({
      departures: [
        ...context.departures,
        { key: `new-${context.nextKey}`, start_date: '', capacity: '12', seats_booked: 0 },
      ],
      nextKey: context.nextKey + 1,
    })),
    changeDeparture: assign(
      ({ context }, params: { index: number; field: 'start_date' | 'capacity'; value: string }) => {
        const errors = { ...context.errors.availability };
        delete errors[`${params.index}.${params.field}`];
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
    assignDepartures: assign((_, params: { departures: DepartureDraft[] }) => ({
      departures: params.departures,
    })),
    /* Effects the app supplies: */
    notifySaved: (_, _params: { tab: WizardTab }) => {},
    notifySaveFailed: (_, _params: { tab: WizardTab; error: unknown }) => {},
    notifyInvalid: (_, _params: { tab: WizardTab }) => {},
    /** SPEC 8: alert 'Please select images to upload!'. */
    alertSelectImages: () => {},
    notifyRemoveFailed: (_, _params: { error: unknown }) => {},
    logCategoriesFailure: (_, _params: { error: unknown }) => {},
    navigateToList: () => {},
    /** After creating, the address becomes /admin/tours/customize/{id} (a reload edits it). */
    replaceWithEditRoute: (_, _params: { id: number }) => {},
  },
  guards: {
    isEditMode: ({ context }) => context.tourId !== null,
    /** Basic Information is always open; the other tabs once the tour exists. */
    isUnlocked: ({ context }, params: { tab: WizardTab }) =>
      params.tab === 'basic' || context.tourId !== null,
    /** The tab asked for is this transition's tab, and it is unlocked. */
    canOpenTab: ({ context }, params: { tab: WizardTab; target: WizardTab }) =>
      params.tab === params.target && (params.tab === 'basic' || context.tourId !== null),
    hasTourId: ({ context }) => context.tourId !== null,
    isCreating: ({ context }) => context.tourId === null,
    isBasicValid: ({ context }) => Object.keys(validateBasic(context.basic)).length === 0,
    hasNewMedia: ({ context }) => context.newThumbnail !== null || context.newGallery.length > 0,
    isItineraryValid: ({ context }) =>
      Object.keys(validateItinerary(context.itinerary)).length === 0,
    canRemoveDay: ({ context }, params: { index: number }) =>
      context.itinerary.length > 1 && params.index >= 0 && params.index < context.itinerary.length,
    isAvailabilityValid: ({ context }) =>
      Object.keys(validateAvailability(context.departures, context.today)).length === 0,
    /** A departure with bookings cannot be removed (the server refuses it too). */
    canRemoveDeparture: ({ context }, params: { index: number }) =>
      (context.departures[params.index]?.seats_booked ?? 1) === 0,
    isListIndex: ({ context }, params: { list: InclusionList; index: number }) =>
      params.index >= 0 && params.index < context[params.list].length,
  },
}).createMachine({
  id: 'tourWizard',
  context: ({ input }) => ({
    mode: input.tourId === null ? 'create' : 'edit',
    tourId: input.tourId,
    today: input.today,
    basic: { ...EMPTY_BASIC },
    categories: [],
    thumbnail: null,
    media: [],
    newThumbnail: null,
    newGallery: [],
    itinerary: [{ key: 'new-0', title: '', description: '' }],
    includes: [''],
    excludes: [''],
    departures: [],
    errors: {},
    loadFailure: null,
    nextKey: 1,
  }),
  on: {
    'wizard.cancel': { actions: 'navigateToList' },
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
          actions: { type: 'assignLoaded', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'load.retry': 'loading' },
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
            /** SPEC 8: only logged; the select offers 'No category'. */
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
                  params: ({ event }) => ({ ...event, target: 'basic' }),
                },
                target: '.basic',
              },
              {
                guard: {
                  type: 'canOpenTab',
                  params: ({ event }) => ({ ...event, target: 'media' }),
                },
                target: '.media',
              },
              {
                guard: {
                  type: 'canOpenTab',
                  params: ({ event }) => ({ ...event, target: 'itinerary' }),
                },
                target: '.itinerary',
              },
              {
                guard: {
                  type: 'canOpenTab',
                  params: ({ event }) => ({ ...event, target: 'inclusions' }),
                },
                target: '.inclusions',
              },
              {
                guard: {
                  type: 'canOpenTab',
                  params: ({ event }) => ({ ...event, target: 'availability' }),
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
                    ],
                  },
                ],
              },
            },
            saving: {
              tags: ['savingBasic'],
              invoke: {
                src: 'saveBasic',
                input: ({ context }) => ({ tourId: context.tourId, values: context.basic }),
                onDone: [
                  {
                    guard: 'isCreating',
                    target: 'idle',
                    actions: [
                      { type: 'assignTourId', params: ({ event }) => ({ id: event.output.id }) },
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
                  actions: { type: 'discardGalleryFile', params: ({ event }) => event },
                },
                'media.remove': { guard: 'hasTourId', target: 'removing' },
                'media.save': [
                  {
                    guard: { type: 'isUnlocked', params: { tab: 'media' as const } },
                    target: 'checking',
                  },
                ],
              },
            },
            checking: {
              always: [
                { guard: 'hasNewMedia', target: 'saving' },
                { target: 'idle', actions: 'alertSelectImages' },
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
                    { type: 'assignMedia', params: ({ event }) => ({ result: event.output }) },
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
                        errors: serverFieldErrors(event.error),
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
              tags: ['savingMedia'],
              invoke: {
                src: 'removeMedia',
                input: ({ context, event }) => ({
                  tourId: context.tourId ?? 0,
                  mediaId: event.type === 'media.remove' ? event.id : 0,
                }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'assignMedia',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifyRemoveFailed',
                    params: ({ event }) => ({ error: event.error }),
                  },
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
                  actions: { type: 'changeDay', params: ({ event }) => event },
                },
                'itinerary.save': [
                  {
                    guard: { type: 'isUnlocked', params: { tab: 'itinerary' as const } },
                    target: 'validating',
                  },
                ],
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
                  ],
                },
              ],
            },
            saving: {
              tags: ['savingItinerary'],
              invoke: {
                src: 'saveItinerary',
                input: ({ context }) => ({ tourId: context.tourId ?? 0, days: context.itinerary }),
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
                  target: 'saving',
                },
              },
            },
            saving: {
              tags: ['savingInclusions'],
              invoke: {
                src: 'saveInclusions',
                input: ({ context }) => ({
                  tourId: context.tourId ?? 0,
                  includes: context.includes,
                  excludes: context.excludes,
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
                  departures: context.departures,
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
