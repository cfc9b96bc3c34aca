import { assign, setup, type SnapshotFrom } from 'xstate';
import type { AdminBookingListQuery, AdminBookingListResponse } from '../contract/admin-bookings';
import { loadMachineOf, type LoadActorRef } from './load-machine';

/** One page of bookings, null until it arrives. */
export type BookingsPage = AdminBookingListResponse | null;
export type BookingsPageActorRef = LoadActorRef<BookingsPage>;

const QUERY_KEYS = [
  'q',
  'tour',
  'departure',
  'status',
  'payment',
  'sort',
  'dir',
  'page',
  'per_page',
] as const satisfies ReadonlyArray<keyof AdminBookingListQuery>;

export interface AdminBookingListInput {
  /** The URL's search, filters, sort and page. */
  query: AdminBookingListQuery;
}

export interface AdminBookingListContext {
  query: AdminBookingListQuery;
}

export type AdminBookingListEvent =
  /** The route's search changed. */
  { type: 'query.change'; query: AdminBookingListQuery };

/**
 * The bookings list (issue 14, /admin/bookings): the page the URL asks for (search, filters,
 * sort, page; all applied by the server) comes from the generic loader (machines/load-machine.ts:
 * placeholders, failure with retry, refresh). Another query starts another loader, which cancels
 * the request of the one before; the same query keeps the loader it has.
 */
export const adminBookingListMachine = setup({
  types: {
    input: {} as AdminBookingListInput,
    context: {} as AdminBookingListContext,
    events: {} as AdminBookingListEvent,
    children: {} as { bookingsPage: 'loadBookings' },
  },
  actors: {
    /** The page the URL asks for; the app provides its request. */
    loadBookings: loadMachineOf<BookingsPage>(),
  },
  actions: {
    assignQuery: assign((_, params: { query: AdminBookingListQuery }) => ({
      query: params.query,
    })),
  },
  guards: {
    isOtherQuery: ({ context }, params: { query: AdminBookingListQuery }) =>
      QUERY_KEYS.some((key) => context.query[key] !== params.query[key]),
  },
}).createMachine({
  id: 'adminBookingList',
  description:
    'The bookings list: the page for the URL search, filters, sort and page from the generic loader; another query starts another loader (the old request is cancelled).',
  context: ({ input }) => ({ query: input.query }),
  initial: 'listing',
  states: {
    listing: {
      description:
        'The loader of the page the URL asks for (placeholders, failure with retry, refresh in place).',
      invoke: {
        id: 'bookingsPage',
        src: 'loadBookings',
        input: ({ context }) => ({ initialData: null, query: context.query }),
      },
      on: {
        'query.change': {
          guard: { type: 'isOtherQuery', params: ({ event }) => event },
          target: 'listing',
          reenter: true,
          actions: { type: 'assignQuery', params: ({ event }) => event },
        },
      },
    },
  },
});

type AdminBookingListSnapshot = SnapshotFrom<typeof adminBookingListMachine>;

/** The page of bookings being shown (its loader). */
export const bookingsPageActor = (snapshot: AdminBookingListSnapshot) =>
  snapshot.children.bookingsPage as BookingsPageActorRef | undefined;
