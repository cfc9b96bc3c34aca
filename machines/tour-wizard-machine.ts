import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureStatus, readApiFailure } from '../contract/api-failure';
import type { AdminTourEdit, CategoryOption } from '../contract/admin-tours';
import {
  draftAfterRemoval,
  draftFromSaved,
  draftServerErrors,
  editDraft,
  hasNothingToSave,
  initialDraft,
  isRemovableItem,
  savedTourId,
  saveRequest,
  validateDraft,
  WIZARD_TABS,
  type TabDraft,
  type TabEdit,
  type TabSaved,
  type TabSaveRequest,
  type WizardTab,
} from '../contract/tour-wizard';
import {
  editActor,
  editMachine,
  type EditActorRef,
  type EditInput,
  type EditRules,
  type EditSnapshot,
} from './edit-machine';

/** Each tab's save actor, by its invoke id: `snapshot.children[TAB_ACTOR_IDS[tab]]`. */
const TAB_ACTOR_IDS = {
  basic: 'basicTab',
  media: 'mediaTab',
  itinerary: 'itineraryTab',
  inclusions: 'inclusionsTab',
  availability: 'availabilityTab',
} as const satisfies Record<WizardTab, string>;

/** What a tab's form edits: its draft, and the tour it saves to (none until the first basic save). */
export interface TabValues {
  draft: TabDraft;
  tourId: number | null;
}

/** A wizard tab's types (machines/edit-machine.ts). */
export interface TabForm {
  values: TabValues;
  edit: TabEdit;
  request: TabSaveRequest;
  output: TabSaved;
}

/**
 * Every tab's rules (contract/tour-wizard.ts, by the draft's tab): the contract's checks, the
 * request, the stored answer; Media has nothing to save without a chosen file, and deletes a
 * gallery image at once.
 */
export const TAB_RULES: EditRules<TabForm> = {
  edit: ({ draft, tourId }, edit) => {
    const edited = editDraft(draft, edit);
    return edited && { values: { draft: edited.draft, tourId }, clears: edited.clears };
  },
  validate: ({ draft }) => validateDraft(draft),
  request: ({ draft, tourId }) => saveRequest(draft, tourId),
  serverErrors: (error, { draft }) => draftServerErrors(draft, error),
  // The first basic save creates the tour.
  saved: ({ draft, tourId }, stored) => ({
    draft: draftFromSaved(draft, stored),
    tourId: savedTourId(stored, tourId),
  }),
  hasNothingToSave: ({ draft }) => hasNothingToSave(draft),
  removable: ({ draft }, id) => isRemovableItem(draft, id),
  removed: ({ draft, tourId }, stored) => ({
    draft: stored.tab === 'media' ? draftAfterRemoval(draft, stored.saved) : draft,
    tourId,
  }),
};

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
  /** The loaded tour (edit mode): each tab starts from its part of it. */
  tour: AdminTourEdit | null;
  categories: CategoryOption[];
  /** Why loading the tour failed (edit mode). */
  loadFailure: { status: number; message: string } | null;
}

export type WizardEvent =
  | { type: 'tour.open'; tourId: number | null }
  | { type: 'tab.select'; tab: WizardTab }
  | { type: 'load.retry' }
  | { type: 'wizard.cancel' }
  /* A tab's report of a save (EditReport<TabForm>): */
  | { type: 'edit.saved'; output: TabSaved };

function initialContext(tourId: number | null, today: string): WizardContext {
  return {
    mode: tourId === null ? 'create' : 'edit',
    tourId,
    today,
    tour: null,
    categories: [],
    loadFailure: null,
  };
}

/** What a tab's form starts from. */
const tabInput =
  (tab: WizardTab) =>
  ({ context }: { context: WizardContext }): EditInput<TabForm> => ({
    rules: TAB_RULES,
    values: { draft: initialDraft(tab, context.tour, context.today), tourId: context.tourId },
  });

/** The tour exists on the server: the rule behind every lock (views read it through `can`). */
const hasTour = (context: WizardContext) => context.tourId !== null;

/**
 * The tour wizard (SPEC 2, 4, 5, 7, 8). Create mode opens on Basic Information with every other
 * tab locked; the first basic save (POST /tours/store) records the tour's id, which starts the
 * Media, Itinerary, Inclusions and Availability tabs and moves the address to the edit route.
 * Edit mode loads GET /tours/{id}/edit with every tab open. Each tab is an edit machine with
 * TAB_RULES: it checks its draft with the contract's rules and saves on its own.
 */
export const tourWizardMachine = setup({
  types: {
    input: {} as WizardInput,
    context: {} as WizardContext,
    events: {} as WizardEvent,
    children: {} as {
      loadTour: 'loadTour';
      loadCategories: 'loadCategories';
      basicTab: 'tabForm';
      mediaTab: 'tabForm';
      itineraryTab: 'tabForm';
      inclusionsTab: 'tabForm';
      availabilityTab: 'tabForm';
    },
  },
  actors: {
    loadTour: fromPromise<AdminTourEdit, { tourId: number }>(async () => {
      throw new Error('loadTour: provide via machine.provide');
    }),
    loadCategories: fromPromise<CategoryOption[]>(async () => {
      throw new Error('loadCategories: provide via machine.provide');
    }),
    /** One per tab; the app provides its save actor and alerts. */
    tabForm: editMachine,
  },
  actions: {
    resetForTour: assign(({ context }, params: { tourId: number | null }) =>
      initialContext(params.tourId, context.today),
    ),
    assignLoaded: assign((_, params: { tour: AdminTourEdit }) => ({
      tourId: params.tour.id,
      tour: params.tour,
      loadFailure: null,
    })),
    assignLoadFailure: assign((_, params: { error: unknown }) => {
      const { status, message } = readApiFailure(params.error);
      return { loadFailure: { status, message } };
    }),
    assignCategories: assign((_, params: { categories: CategoryOption[] }) => ({
      categories: params.categories,
    })),
    assignTourId: assign((_, params: { tourId: number }) => ({ tourId: params.tourId })),
    /* Effects the app supplies: */
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
    hasTour: ({ context }) => hasTour(context),
    /** The tab asked for is this transition's tab; Basic Information is always open. */
    canOpenTab: ({ context }, params: { tab: WizardTab; target: WizardTab }) =>
      params.tab === params.target && (params.tab === 'basic' || hasTour(context)),
  },
}).createMachine({
  id: 'tourWizard',
  description:
    "The admin tour wizard (create and edit): loads the tour in edit mode, then a parallel `editing` state with the regions categories, tour (unsaved until the first Basic save) and tabs; each tab's form is an edit machine (`basicTab`, `mediaTab`, ...) and tabs other than Basic stay locked until the tour exists (`snapshot.can({ type: 'tab.select', tab })`).",
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
        id: 'loadTour',
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
      invoke: { id: 'basicTab', src: 'tabForm', input: tabInput('basic') },
      states: {
        categories: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCategories',
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
        tour: {
          initial: 'unsaved',
          states: {
            unsaved: {
              description:
                'Create mode until the first basic save: only Basic Information has an actor.',
              always: { guard: 'hasTour', target: 'saved' },
              on: {
                'edit.saved': {
                  target: 'saved',
                  actions: [
                    {
                      type: 'assignTourId',
                      params: ({ event }) => ({ tourId: savedTourId(event.output, null) }),
                    },
                    {
                      type: 'replaceWithEditRoute',
                      params: ({ event }) => ({ id: savedTourId(event.output, null) }),
                    },
                  ],
                },
              },
            },
            saved: {
              description: 'The tour exists on the server: every tab has its save actor.',
              invoke: [
                { id: 'mediaTab', src: 'tabForm', input: tabInput('media') },
                { id: 'itineraryTab', src: 'tabForm', input: tabInput('itinerary') },
                { id: 'inclusionsTab', src: 'tabForm', input: tabInput('inclusions') },
                { id: 'availabilityTab', src: 'tabForm', input: tabInput('availability') },
              ],
            },
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

export type TabActorRef = EditActorRef<TabForm>;
export type TabSnapshot = EditSnapshot<TabForm>;

/** The tab's form while the wizard edits (none for a locked tab). */
export const tabActor = (snapshot: TourWizardSnapshot, tab: WizardTab) =>
  editActor<TabForm>(snapshot.children[TAB_ACTOR_IDS[tab]]);
