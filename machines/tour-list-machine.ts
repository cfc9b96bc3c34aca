import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { TourCard } from '../contract/tours';

export interface TourListContext {
  /** The tours of the last successful load; kept (not cleared) while a retry runs. */
  tours: TourCard[];
  /** Why the last load failed, for the console; the page shows a fixed text (SPEC 8). */
  error: unknown;
}

export type TourListEvent = { type: 'tours.retry' };

/**
 * Loads one list of tours for a catalogue page (/tours, /tours/trek, /tours/expedition).
 * Which list is the page's business: it provides `fetchTours` (all Active tours, or one
 * category's). SPEC 8 only logs a failed fetch and shows 'No tours found'; here that is a
 * real `failed` state the visitor can leave with 'Try again'.
 */
export const tourListMachine = setup({
  types: {
    context: {} as TourListContext,
    events: {} as TourListEvent,
  },
  actors: {
    fetchTours: fromPromise<TourCard[]>(async () => {
      throw new Error('fetchTours: provide via machine.provide');
    }),
  },
  actions: {
    assignTours: assign((_, params: { tours: TourCard[] }) => ({
      tours: params.tours,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** Effect the app supplies (SPEC 8: the failure is logged). */
    logFetchError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'tourList',
  description: 'One list of tours for a catalogue page.',
  context: { tours: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The list is being fetched: the page shows skeleton cards.',
      tags: ['loading'],
      invoke: {
        id: 'fetchTours',
        src: 'fetchTours',
        onDone: {
          target: 'loaded',
          actions: { type: 'assignTours', params: ({ event }) => ({ tours: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logFetchError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loaded: { tags: ['loaded'] },
    failed: {
      description: "The fetch failed: 'No tours found' with a 'Try again' button.",
      tags: ['error'],
      on: { 'tours.retry': 'loading' },
    },
  },
});

export type TourListActorRef = ActorRefFrom<typeof tourListMachine>;
