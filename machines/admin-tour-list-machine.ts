import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { failureMessage } from '../contract/api-failure';
import type { AdminTour, AdminTourBasic } from '../contract/admin-tours';

/** What DELETE /tours/{id} did: deleted, or set Inactive because the tour has bookings. */
export interface DeleteOutcome {
  deleted: boolean;
  message?: string;
}

/** The Draft copy POST /tours/{id}/clone created. */
export type ClonedTour = Pick<AdminTourBasic, 'id' | 'title'>;

export interface AdminTourListContext {
  tours: AdminTour[];
  /** SPEC 8: the server's message, or 'Failed to fetch tours.' / 'Invalid response structure.' */
  loadError: string | null;
  /** The tour the admin asked to delete, awaiting confirmation. */
  pendingDelete: AdminTour | null;
  /** The id of the tour being cloned. */
  cloning: number | null;
}

export type AdminTourListEvent =
  | { type: 'tours.reload' }
  | { type: 'tour.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'tour.clone'; id: number };

/**
 * The admin tour list (SPEC 2 'Tour management', 7, 8): load GET /tours; delete after the
 * confirmation 'Are you sure you want to delete this tour?' and reload; clone a tour as a
 * Draft and open the copy in the wizard. Search, filter and sort live in the URL and are
 * applied by the page to the loaded list.
 */
export const adminTourListMachine = setup({
  types: {
    context: {} as AdminTourListContext,
    events: {} as AdminTourListEvent,
  },
  actors: {
    fetchAdminTours: fromPromise<AdminTour[]>(async () => {
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
    assignTours: assign((_, params: { tours: AdminTour[] }) => ({
      tours: params.tours,
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
    isListedTour: ({ context }, params: { id: number }) =>
      context.tours.some((t) => t.id === params.id),
  },
}).createMachine({
  id: 'adminTourList',
  description:
    'The admin tour list: load; delete after confirmation and reload; clone as a Draft and open the copy in the wizard.',
  context: { tours: [], loadError: null, pendingDelete: null, cloning: null },
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading tours...'",
      tags: ['loading'],
      invoke: {
        id: 'fetchAdminTours',
        src: 'fetchAdminTours',
        onDone: {
          target: 'loaded',
          actions: { type: 'assignTours', params: ({ event }) => ({ tours: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'tours.reload': 'loading' },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
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
