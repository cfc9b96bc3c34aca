import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { failureMessage } from '../contract/api-failure';
import type { AdminTour, AdminTourBasic } from '../contract/admin-tours';
import type { AdminTourListQuery, AdminTourListResponse } from '../contract/admin-tour-list';
import type { PageMeta } from '../contract/paging';

/** What DELETE /tours/{id} did: deleted, or set Inactive because the tour has bookings. */
export interface DeleteOutcome {
  deleted: boolean;
  message?: string;
}

/** The Draft copy POST /tours/{id}/clone created. */
export type ClonedTour = Pick<AdminTourBasic, 'id' | 'title'>;

/** One page of GET /tours: its tours and where it is in the whole list. */
export type AdminTourPage = Pick<AdminTourListResponse, 'data' | 'meta'>;

const QUERY_KEYS = [
  'q',
  'status',
  'difficulty',
  'sort',
  'page',
  'perPage',
] as const satisfies ReadonlyArray<keyof AdminTourListQuery>;

const sameQuery = (a: AdminTourListQuery, b: AdminTourListQuery) =>
  QUERY_KEYS.every((key) => a[key] === b[key]);

export interface AdminTourListInput {
  /** The URL's search, filters, sort and page. */
  query: AdminTourListQuery;
}

export interface AdminTourListContext {
  /** What the list shows: the URL's search, filters, sort and page (the server applies them). */
  query: AdminTourListQuery;
  /** The query of the page on screen (null before the first page arrives). */
  shownQuery: AdminTourListQuery | null;
  /** The page of tours on screen. */
  tours: AdminTour[];
  /** Where that page is in the whole list; null until the first page arrives. */
  meta: PageMeta | null;
  /** SPEC 8: the server's message, or 'Failed to fetch tours.' / 'Invalid response structure.' */
  loadError: string | null;
  /** The tour the admin asked to delete, awaiting confirmation. */
  pendingDelete: AdminTour | null;
  /** The id of the tour being cloned. */
  cloning: number | null;
}

export type AdminTourListEvent =
  /** The route's search changed (search, filter, sort or page). */
  | { type: 'query.change'; query: AdminTourListQuery }
  | { type: 'tours.reload' }
  | { type: 'tour.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'tour.clone'; id: number };

/**
 * The admin tour list (SPEC 2 'Tour management', 7, 8): load GET /tours; delete after the
 * confirmation 'Are you sure you want to delete this tour?' and reload; clone a tour as a
 * Draft and open the copy in the wizard. Search, filter, sort and page live in the URL and
 * reach the machine as `query.change`; the server applies them and answers one page (issue 16).
 */
export const adminTourListMachine = setup({
  types: {
    input: {} as AdminTourListInput,
    context: {} as AdminTourListContext,
    events: {} as AdminTourListEvent,
  },
  actors: {
    fetchAdminTours: fromPromise<AdminTourPage, { query: AdminTourListQuery }>(async () => {
      throw new Error('fetchAdminTours: provide via machine.provide');
    }),
    deleteTour: fromPromise<DeleteOutcome, { id: number }>(async () => {
      throw new Error('deleteTour: provide via machine.provide');
    }),
    cloneTour: fromPromise<ClonedTour, { id: number }>(async () => {
      throw new Error('cloneTour: provide via machine.provide');
    }),
  },
  actions: {
    assignQuery: assign((_, params: { query: AdminTourListQuery }) => ({ query: params.query })),
    assignTours: assign(({ context }, params: { page: AdminTourPage }) => ({
      tours: params.page.data,
      meta: params.page.meta,
      shownQuery: context.query,
      loadError: null,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessage(params.error, 'Failed to fetch tours.'),
    })),
    assignPendingDelete: assign(({ context }, params: { id: number }) => ({
      pendingDelete: context.tours.find((t) => t.id === params.id) ?? null,
    })),
    clearPendingDelete: assign({ pendingDelete: null }),
    assignCloning: assign((_, params: { id: number }) => ({ cloning: params.id })),
    clearCloning: assign({ cloning: null }),
    /* Effects the app supplies: */
    notifyDeleted: (_, _params: { outcome: DeleteOutcome; title: string }) => {},
    notifyDeleteFailed: (_, _params: { error: unknown }) => {},
    notifyCloned: (_, _params: { copy: ClonedTour }) => {},
    notifyCloneFailed: (_, _params: { error: unknown }) => {},
    openWizard: (_, _params: { id: number }) => {},
  },
  guards: {
    isOtherQuery: ({ context }, params: { query: AdminTourListQuery }) =>
      !sameQuery(context.query, params.query),
    /** The URL moved on while a delete or clone was running: the page on screen is another. */
    isStale: ({ context }) =>
      context.shownQuery === null || !sameQuery(context.query, context.shownQuery),
    isListedTour: ({ context }, params: { id: number }) =>
      context.tours.some((t) => t.id === params.id),
  },
}).createMachine({
  id: 'adminTourList',
  description:
    'The admin tour list: one page for the URL search, filters, sort and page (the server applies them); delete after confirmation and reload; clone as a Draft and open the copy in the wizard.',
  context: ({ input }) => ({
    query: input.query,
    shownQuery: null,
    tours: [],
    meta: null,
    loadError: null,
    pendingDelete: null,
    cloning: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading tours...'",
      tags: ['loading'],
      on: {
        'query.change': {
          guard: { type: 'isOtherQuery', params: ({ event }) => event },
          target: 'loading',
          reenter: true,
          actions: { type: 'assignQuery', params: ({ event }) => event },
        },
      },
      invoke: {
        id: 'fetchAdminTours',
        src: 'fetchAdminTours',
        input: ({ context }) => ({ query: context.query }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignTours', params: ({ event }) => ({ page: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'tours.reload': 'loading',
        'query.change': {
          guard: { type: 'isOtherQuery', params: ({ event }) => event },
          target: 'loading',
          actions: { type: 'assignQuery', params: ({ event }) => event },
        },
      },
    },
    loaded: {
      initial: 'idle',
      on: {
        'query.change': {
          description:
            'Another search, filter, sort or page: the cards stay (busy) until the new page arrives; an open confirmation closes.',
          guard: { type: 'isOtherQuery', params: ({ event }) => event },
          target: 'loading',
          actions: [{ type: 'assignQuery', params: ({ event }) => event }, 'clearPendingDelete'],
        },
      },
      states: {
        idle: {
          always: {
            description: 'The URL moved on during a delete or clone that failed: load its page.',
            guard: 'isStale',
            target: '#adminTourList.loading',
          },
          on: {
            'tours.reload': '#adminTourList.loading',
            'tour.delete': {
              guard: { type: 'isListedTour', params: ({ event }) => event },
              target: 'confirmingDelete',
              actions: { type: 'assignPendingDelete', params: ({ event }) => event },
            },
            'tour.clone': {
              guard: { type: 'isListedTour', params: ({ event }) => event },
              target: 'cloning',
              actions: { type: 'assignCloning', params: ({ event }) => event },
            },
          },
        },
        confirmingDelete: {
          description: "The confirmation 'Are you sure you want to delete this tour?' is open.",
          tags: ['confirming'],
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'idle', actions: 'clearPendingDelete' },
          },
        },
        deleting: {
          description: 'The confirmation stays open, its buttons busy, until the server answers.',
          tags: ['busy', 'deleting'],
          on: {
            'query.change': {
              description: 'Kept for the reload that follows; the delete is not interrupted.',
              actions: { type: 'assignQuery', params: ({ event }) => event },
            },
          },
          invoke: {
            id: 'deleteTour',
            src: 'deleteTour',
            input: ({ context }) => ({ id: context.pendingDelete?.id ?? 0 }),
            onDone: {
              description: 'SPEC 7: the list is reloaded after a delete.',
              target: '#adminTourList.loading',
              actions: [
                {
                  type: 'notifyDeleted',
                  params: ({ context, event }) => ({
                    outcome: event.output,
                    title: context.pendingDelete?.title ?? '',
                  }),
                },
                'clearPendingDelete',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'notifyDeleteFailed', params: ({ event }) => ({ error: event.error }) },
                'clearPendingDelete',
              ],
            },
          },
        },
        cloning: {
          tags: ['busy', 'cloning'],
          on: {
            'query.change': {
              description: 'Kept for later; the clone is not interrupted.',
              actions: { type: 'assignQuery', params: ({ event }) => event },
            },
          },
          invoke: {
            id: 'cloneTour',
            src: 'cloneTour',
            input: ({ context }) => ({ id: context.cloning ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                'clearCloning',
                { type: 'notifyCloned', params: ({ event }) => ({ copy: event.output }) },
                { type: 'openWizard', params: ({ event }) => ({ id: event.output.id }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'clearCloning',
                { type: 'notifyCloneFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type AdminTourListActorRef = ActorRefFrom<typeof adminTourListMachine>;
