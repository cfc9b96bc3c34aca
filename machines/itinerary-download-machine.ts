import { assign, fromPromise, setup } from 'xstate';
import { failureMessage, failureStatus } from '../contract/api-failure';

/** The failure text when the server did not explain (offline, a server error). */
export const ITINERARY_MESSAGES = {
  failed: 'We could not download your itinerary. Please try again.',
} as const;

export interface ItineraryDownloadInput {
  reference: string;
  /** The e-mail the booking was made with: the manage-my-booking pair (guests, the confirmation). */
  email?: string;
}

export interface ItineraryDownloadContext extends ItineraryDownloadInput {
  /** Why the last download failed (the `failed` state's message); null otherwise. */
  failure: string | null;
}

export type ItineraryDownloadEvent = { type: 'itinerary.download' } | { type: 'itinerary.retry' };

/** The file name the server gives it too: itinerary-<REF>.pdf. */
export const itineraryFileName = (reference: string) => `itinerary-${reference}.pdf`;

/**
 * Download Itinerary (issue 15): one booking's PDF, fetched from the server (with the token or
 * the reference-and-e-mail pair, as the app provides) and saved as a file. A failure says why
 * and offers a retry; once saved it can be downloaded again.
 */
export const itineraryDownloadMachine = setup({
  types: {
    input: {} as ItineraryDownloadInput,
    context: {} as ItineraryDownloadContext,
    events: {} as ItineraryDownloadEvent,
  },
  actors: {
    /** The PDF of this booking (GET or POST, per page: see the feature's logic file). */
    fetchItinerary: fromPromise<Blob, ItineraryDownloadInput>(async () => {
      throw new Error('fetchItinerary: provide via machine.provide');
    }),
  },
  actions: {
    clearFailure: assign({ failure: null }),
    assignFailure: assign((_, params: { error: unknown }) => ({
      // A server error's own text ('Server Error') says nothing a traveller can act on.
      failure:
        failureStatus(params.error) >= 500
          ? ITINERARY_MESSAGES.failed
          : failureMessage(params.error, ITINERARY_MESSAGES.failed),
    })),
    /* Effects the app supplies: */
    saveFile: (_, _params: { blob: Blob; fileName: string }) => {},
  },
}).createMachine({
  id: 'itineraryDownload',
  description:
    "Download Itinerary for one booking: fetch the PDF, save it as itinerary-<REF>.pdf; a failure shows why with 'Try again'.",
  context: ({ input }) => ({ ...input, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'itinerary.download': 'downloading' },
    },
    downloading: {
      description: 'The PDF is generated on the server and fetched: the button is busy.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'fetchItinerary',
        src: 'fetchItinerary',
        input: ({ context }) => ({ reference: context.reference, email: context.email }),
        onDone: {
          target: 'done',
          actions: {
            type: 'saveFile',
            params: ({ context, event }) => ({
              blob: event.output,
              fileName: itineraryFileName(context.reference),
            }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      description: 'Saved; the button can download it again.',
      tags: ['done'],
      on: { 'itinerary.download': 'downloading' },
    },
    failed: {
      description: "The download failed: the message and 'Try again'.",
      tags: ['error'],
      on: { 'itinerary.retry': 'downloading' },
    },
  },
});
