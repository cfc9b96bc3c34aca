import { assign, fromPromise, setup } from 'xstate';
import type { Review, ReviewPage } from '../contract/tours';

export interface ReviewPagesInput {
  /** The tour's id or slug, as its page address names it. */
  idOrSlug: string;
  /** The first page, as the tour details carried it. */
  reviews: Review[];
  /** Where the next page starts; null when the first page holds them all. */
  next: string | null;
}

export interface ReviewPagesContext {
  idOrSlug: string;
  /** Every review shown so far, newest first. */
  reviews: Review[];
  next: string | null;
}

export type ReviewPagesEvent = { type: 'reviews.more' };

/**
 * The tour page's Reviews tab (issue 16): the first page arrives with the tour (so the server
 * renders it), and "More reviews" appends the next page, asked for after the last one shown (a
 * cursor: a review written meanwhile never repeats one). A failed page keeps what is shown and
 * can be asked for again.
 */
export const reviewPagesMachine = setup({
  types: {
    input: {} as ReviewPagesInput,
    context: {} as ReviewPagesContext,
    events: {} as ReviewPagesEvent,
    children: {} as { fetchReviews: 'fetchReviews' },
  },
  actors: {
    fetchReviews: fromPromise<ReviewPage, { idOrSlug: string; after: string }>(async () => {
      throw new Error('fetchReviews: provide via machine.provide');
    }),
  },
  actions: {
    appendPage: assign(({ context }, params: { page: ReviewPage }) => ({
      reviews: [...context.reviews, ...params.page.data],
      next: params.page.meta.next,
    })),
  },
  guards: {
    hasMore: ({ context }) => context.next !== null,
  },
}).createMachine({
  id: 'reviewPages',
  description:
    'A tour page\'s reviews: the first page from the tour details; "More reviews" appends the next page after a cursor; a failure keeps the list and can be retried.',
  context: ({ input }) => ({
    idOrSlug: input.idOrSlug,
    reviews: input.reviews,
    next: input.next,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'reviews.more': { guard: 'hasMore', target: 'loading' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchReviews',
        src: 'fetchReviews',
        input: ({ context }) => ({ idOrSlug: context.idOrSlug, after: context.next! }),
        onDone: {
          target: 'idle',
          actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: {
      description:
        'The next page did not load: the shown reviews stay; "More reviews" tries again.',
      tags: ['error'],
      on: { 'reviews.more': 'loading' },
    },
  },
});
