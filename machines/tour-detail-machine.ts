import {
  assign,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { isApiFailure } from '../contract/api-failure';
import type { TourDetail } from '../contract/tours';

/** One picture of the gallery: the tour's cover first, then its media items (SPEC 2, 3). */
export interface GalleryImage {
  src: string;
  alt: string;
}

/** The gallery's pictures in order: the cover (thumbnail) and every media item. */
export function galleryImages(tour: TourDetail): GalleryImage[] {
  const images: GalleryImage[] = [];
  if (tour.thumbnail) images.push({ src: tour.thumbnail, alt: tour.title });
  for (const item of tour.media) images.push({ src: item.full_image_path, alt: item.alt });
  return images;
}

/** What the share actor reports: shared through the system sheet, copied, or cancelled. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export interface TourDetailInput {
  /** The route param: a numeric id (/tour/{id}) or a slug (/tours/{slug}). */
  idOrSlug: string;
  /**
   * The server rendered the page with this answer (SSR): the tour, or null when it was not
   * found. Shown at once, without a request; undefined loads as usual.
   */
  tour?: TourDetail | null;
}

export interface TourDetailContext {
  idOrSlug: string;
  tour: TourDetail | null;
  /**
   * The answer shown came with the input (server-rendered page, rendered as a guest) and has
   * not been asked for again with the visitor's own session.
   */
  preloaded: boolean;
  /** Index into galleryImages(tour) of the picture shown large. */
  selectedImage: number;
  /** Why the last fetch failed (an ApiError from the app), for the failed state. */
  error: unknown;
}

export type TourDetailEvent =
  /** The route param changed (the router owns the URL; the machine reloads). */
  | { type: 'tour.request'; idOrSlug: string }
  | { type: 'tour.retry' }
  /** From `watchSession`: someone is signed in (an admin may preview a hidden tour). */
  | { type: 'session.signedIn' }
  | { type: 'gallery.select'; index: number }
  | { type: 'tour.share' };

/**
 * A fetch failure the visitor can retry: no response at all (status 0), a timeout, throttling
 * or a server error. Anything else (404, an unparseable answer) means the tour is not there.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!isApiFailure(error)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * Tour detail (SPEC 2, 4, 8): loading, then loaded or not found; a network or server failure
 * is its own state with a retry. While loaded, the visitor picks gallery pictures and shares the
 * page. (The favourite heart belongs to the app's wishlist: machines/wishlist-machine.ts.)
 */
export const tourDetailMachine = setup({
  types: {
    input: {} as TourDetailInput,
    context: {} as TourDetailContext,
    events: {} as TourDetailEvent,
  },
  actors: {
    fetchTour: fromPromise<TourDetail, { idOrSlug: string }>(async () => {
      throw new Error('fetchTour: provide via machine.provide');
    }),
    shareTour: fromPromise<ShareOutcome, { id: number; title: string }>(async () => {
      throw new Error('shareTour: provide via machine.provide');
    }),
    /**
     * Follows the app's session and sends `session.signedIn` while someone is signed in. The app
     * provides it (bound to its session); by default nobody is signed in.
     */
    watchSession: fromCallback<TourDetailEvent>(() => {}),
  },
  actions: {
    assignRequest: assign((_, params: { idOrSlug: string }) => ({
      idOrSlug: params.idOrSlug,
      tour: null,
      preloaded: false,
      selectedImage: 0,
      error: null,
    })),
    assignTour: assign((_, params: { tour: TourDetail }) => ({
      tour: params.tour,
      selectedImage: 0,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** The next answer comes from the visitor's own request, with their session. */
    askAgain: assign({ preloaded: false }),
    selectImage: assign((_, params: { index: number }) => ({ selectedImage: params.index })),
    /** Effects the app supplies: */
    notifyLinkCopied: () => {},
    notifyShareFailed: () => {},
  },
  guards: {
    hasTour: ({ context }) => context.tour !== null,
    isPreloaded: ({ context }) => context.preloaded,
    isNewRequest: ({ context }, params: { idOrSlug: string }) =>
      params.idOrSlug !== context.idOrSlug,
    isRetryable: (_, params: { error: unknown }) => isRetryableFailure(params.error),
    isGalleryIndex: ({ context }, params: { index: number }) =>
      context.tour !== null &&
      Number.isInteger(params.index) &&
      params.index >= 0 &&
      params.index < galleryImages(context.tour).length,
    wasCopied: (_, params: { outcome: ShareOutcome }) => params.outcome === 'copied',
  },
}).createMachine({
  id: 'tourDetail',
  description:
    'Tour detail: loading, then loaded or not found; a network or server failure is its own state with a retry; the gallery selection and Share.',
  context: ({ input }) => ({
    idOrSlug: input.idOrSlug,
    tour: input.tour ?? null,
    preloaded: input.tour !== undefined,
    selectedImage: 0,
    error: null,
  }),
  on: {
    'tour.request': {
      guard: { type: 'isNewRequest', params: ({ event }) => event },
      target: '.loading',
      reenter: true,
      actions: { type: 'assignRequest', params: ({ event }) => event },
    },
  },
  initial: 'starting',
  states: {
    starting: {
      description:
        'A server-rendered page starts from the answer it was rendered with (the tour, or not found); otherwise the tour loads.',
      always: [
        { guard: 'hasTour', target: 'loaded' },
        { guard: 'isPreloaded', target: 'notFound' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchTour',
        src: 'fetchTour',
        input: ({ context }) => ({ idOrSlug: context.idOrSlug }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignTour', params: ({ event }) => ({ tour: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRetryable', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'notFound',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loaded: {
      tags: ['loaded'],
      on: {
        'gallery.select': {
          guard: { type: 'isGalleryIndex', params: ({ event }) => event },
          actions: { type: 'selectImage', params: ({ event }) => event },
        },
      },
      initial: 'idle',
      states: {
        idle: {
          on: { 'tour.share': 'sharing' },
        },
        sharing: {
          description: 'The system share sheet is open or the link is being copied.',
          tags: ['sharing'],
          invoke: {
            id: 'shareTour',
            src: 'shareTour',
            input: ({ context }) => ({ id: context.tour!.id, title: context.tour!.title }),
            onDone: [
              {
                guard: { type: 'wasCopied', params: ({ event }) => ({ outcome: event.output }) },
                target: 'idle',
                actions: 'notifyLinkCopied',
              },
              { target: 'idle' },
            ],
            onError: { target: 'idle', actions: 'notifyShareFailed' },
          },
        },
      },
    },
    notFound: {
      description: "SPEC 8: 'Tour Not Found' with a link to /tours.",
      tags: ['notFound'],
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isPreloaded', target: 'followingSession' }, { target: 'settled' }],
        },
        followingSession: {
          description:
            'The server renders as a guest, so it hides a Draft or Inactive tour. Once someone is signed in (an admin may preview it), the browser asks once more with its session; anyone else keeps Tour Not Found.',
          invoke: { id: 'session', src: 'watchSession' },
          on: { 'session.signedIn': { target: '#tourDetail.loading', actions: 'askAgain' } },
        },
        settled: { description: "The answer came with the visitor's own session: it stands." },
      },
    },
    failed: {
      description: 'No answer or a server error: the tour may well exist, so offer a retry.',
      tags: ['error'],
      on: { 'tour.retry': 'loading' },
    },
  },
});

export type TourDetailActorRef = ActorRefFrom<typeof tourDetailMachine>;
export type TourDetailSnapshot = SnapshotFrom<typeof tourDetailMachine>;
