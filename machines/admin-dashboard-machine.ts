import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { failureMessage } from '../contract/api-failure';
import type { Dashboard } from '../contract/admin-dashboard';

export interface AdminDashboardContext {
  /** The last answer of GET /api/admin/dashboard; kept while a retry runs after a failure. */
  dashboard: Dashboard | null;
  /** Why the last load failed (the API's message), null otherwise. */
  failure: string | null;
}

export type AdminDashboardEvent = { type: 'dashboard.retry' } | { type: 'dashboard.refresh' };

const errorMessage = (error: unknown) => failureMessage(error, 'Failed to load the dashboard.');

/**
 * The admin dashboard (SPEC 2 'Admin layout and dashboard', issue 5): the stat cards and the
 * Recent Bookings, Customer Feedback and Popular Tours lists come from one request; a failure
 * is a state the admin can retry from, and a loaded dashboard can be refreshed.
 */
export const adminDashboardMachine = setup({
  types: {
    context: {} as AdminDashboardContext,
    events: {} as AdminDashboardEvent,
  },
  actors: {
    fetchDashboard: fromPromise<Dashboard>(async () => {
      throw new Error('fetchDashboard: provide via machine.provide');
    }),
  },
  actions: {
    assignDashboard: assign((_, params: { dashboard: Dashboard }) => ({
      dashboard: params.dashboard,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      failure: errorMessage(params.error),
    })),
  },
}).createMachine({
  id: 'adminDashboard',
  description:
    'The admin dashboard: stat cards, recent bookings, feedback and popular tours from one request; a failure can be retried and a loaded dashboard refreshed.',
  context: { dashboard: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchDashboard',
        src: 'fetchDashboard',
        onDone: {
          target: 'loaded',
          actions: {
            type: 'assignDashboard',
            params: ({ event }) => ({ dashboard: event.output }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      tags: ['loaded'],
      on: { 'dashboard.refresh': 'refreshing' },
    },
    refreshing: {
      description:
        'The figures on screen stay while newer ones load; a failed refresh shows the error.',
      tags: ['loaded', 'busy'],
      invoke: {
        id: 'fetchDashboard',
        src: 'fetchDashboard',
        onDone: {
          target: 'loaded',
          actions: {
            type: 'assignDashboard',
            params: ({ event }) => ({ dashboard: event.output }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'dashboard.retry': 'loading' },
    },
  },
});

export type AdminDashboardActorRef = ActorRefFrom<typeof adminDashboardMachine>;
