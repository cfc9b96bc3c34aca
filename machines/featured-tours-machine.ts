import { assign, fromPromise, setup } from 'xstate';
import type { FeaturedTour } from '../contract/tours';

/**
 * 'Featured Tours & Treks' (SPEC 2, 8): fetched once; on failure the error is only logged and
 * the list stays empty.
 *
 * Its shape is load-machine.ts's, but it stays its own: it is in the first download of `/`,
 * where the shared loader (its refresh and retry, in a chunk of its own since the catalogue and
 * the dashboard use it too) would add about 0.35 kB gzipped to a page at its 200 kB budget.
 */
export const featuredToursMachine = setup({
  types: {
    context: {} as { tours: FeaturedTour[] },
    /** `tours`: the server rendered the page with these (SSR): shown at once, no request. */
    input: {} as { tours?: FeaturedTour[] } | undefined,
  },
  actors: {
    fetchFeaturedTours: fromPromise<FeaturedTour[]>(() =>
      Promise.reject(new Error('fetchFeaturedTours: provide via machine.provide')),
    ),
  },
  actions: {
    assignTours: assign((_, params: { tours: FeaturedTour[] }) => ({ tours: params.tours })),
    /** Supplied by the app: SPEC 8 says the failure is only logged. */
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isPreloaded: (_, params: { preloaded: boolean }) => params.preloaded,
  },
}).createMachine({
  id: 'featuredTours',
  description:
    "'Featured Tours & Treks': fetched once; a failure is only logged and the list stays empty.",
  context: ({ input }) => ({ tours: input?.tours ?? [] }),
  initial: 'starting',
  states: {
    starting: {
      description:
        'Tours the server rendered the page with are shown at once; otherwise they load.',
      always: [
        {
          guard: {
            type: 'isPreloaded',
            params: ({ context }) => ({ preloaded: context.tours.length > 0 }),
          },
          target: 'loaded',
        },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchFeaturedTours',
        src: 'fetchFeaturedTours',
        onDone: {
          target: 'loaded',
          actions: { type: 'assignTours', params: ({ event }) => ({ tours: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {},
    failed: {
      description: 'SPEC 8: nothing is shown; the list stays empty.',
      tags: ['error'],
    },
  },
});
