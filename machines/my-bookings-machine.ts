import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  failureMessage,
  failureStatus,
  fieldMessages,
  type FieldMessages,
} from '../contract/api-failure';
import {
  type CancelBookingRequest,
  canCancel,
  canPayBalance,
  canReview,
  MY_BOOKING_MESSAGES,
  validateReview,
  type CreateReviewRequest,
  type MyBooking,
  type ReviewErrors,
} from '../contract/my-bookings';
import type { PageMeta, PageQuery } from '../contract/paging';
import {
  editActor,
  editMachine,
  setField,
  type EditActorRef,
  type EditRules,
  type FieldEdit,
} from './edit-machine';
import { isOtherQuery, queryChangeOf, type QueryChangeEvent } from './page-query';
import { payBalanceMachine, type PayBalanceOutcome } from './pay-balance-machine';

/** The review form as typed: a rating of 0 means no star chosen yet. */
export interface ReviewDraft {
  rating: number;
  comment: string;
}

export const EMPTY_REVIEW: ReviewDraft = { rating: 0, comment: '' };

/** Texts for failures the server did not explain. */
export const MY_BOOKINGS_MESSAGES = {
  loadFailed: 'We could not load your bookings.',
  cancelFailed: 'We could not cancel this booking. Please try again.',
  reviewFailed: 'We could not send your review. Please try again.',
} as const;

/** Which page of bookings the URL asks for (`?page=`). */
export type MyBookingsQuery = Pick<PageQuery, 'page'>;

/** One page of bookings as GET /api/my/bookings answers it. */
export interface MyBookingsPage {
  data: MyBooking[];
  meta: PageMeta;
}

export interface MyBookingsInput {
  /** Today ('yyyy-mm-dd'): the Pay balance form judges a card's expiry by it. */
  today: string;
  /** The URL's page (the first when absent). */
  query?: MyBookingsQuery;
}

export interface MyBookingsContext {
  today: string;
  /** The page the list shows (issue 16: the server pages the bookings). */
  query: MyBookingsQuery;
  /** The bookings on that page. */
  bookings: MyBooking[];
  /** Where that page is in the whole list; null until the first page arrives. */
  meta: PageMeta | null;
  /** Why the list could not be loaded (the failed state's text). */
  loadError: string | null;
  /** The booking the open dialog (details, cancel, review, pay balance) is about. */
  reference: string | null;
  /** Why the last cancellation failed (cancelFailed's text). */
  cancelError: string | null;
}

export type MyBookingsEvent =
  /** The route's search changed (the page). */
  | QueryChangeEvent<MyBookingsQuery>
  | { type: 'bookings.retry' }
  | { type: 'booking.view'; reference: string }
  | { type: 'booking.close' }
  | { type: 'cancel.request'; reference: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'review.start'; reference: string }
  | { type: 'balance.pay'; reference: string }
  /* The review form's reports (EditReport<ReviewForm>): */
  | { type: 'edit.saved'; output: ReviewForm['output'] }
  | { type: 'edit.failed'; error: unknown }
  | { type: 'edit.cancelled' };

/** A server 422's messages for the review form's own fields (first message each). */
function reviewErrorsFromServer(error: unknown): ReviewErrors {
  if (failureStatus(error) !== 422) return {};
  return fieldMessages(error, ['rating', 'comment']);
}

/**
 * The booking is no longer what the list showed: gone (404), already reviewed (409) or no
 * longer in a state that allows the action (422 without field errors).
 */
function isChangedOnServer(error: unknown): boolean {
  const status = failureStatus(error);
  return status === 404 || status === 409 || status === 422;
}

export function findBooking(context: MyBookingsContext): MyBooking | null {
  return context.bookings.find((b) => b.reference === context.reference) ?? null;
}

/**
 * The cancellation as the dialog showed it: the server refuses (409) if the policy now gives a
 * different refund, so the traveller never confirms one figure and gets another.
 */
function toCancelInput(context: MyBookingsContext): {
  reference: string;
  request: CancelBookingRequest;
} {
  const quote = findBooking(context)?.cancellation_quote;
  return {
    reference: context.reference ?? '',
    request: quote ? { refund_percent: quote.percent } : {},
  };
}

/** What the Pay balance dialog starts with: the booking's balance as the list shows it. */
function toPayBalanceInput(context: MyBookingsContext) {
  return {
    reference: context.reference ?? '',
    balance: findBooking(context)?.payment.balance ?? 0,
    today: context.today,
  };
}

/** The request the review form sends (the comment trimmed, as the server stores it). */
function toReviewRequest(review: ReviewDraft): CreateReviewRequest {
  return { rating: review.rating, comment: review.comment.trim() };
}

/** Write a Review's types (machines/edit-machine.ts). */
export interface ReviewForm {
  values: ReviewDraft;
  edit: FieldEdit<ReviewDraft>;
  request: { reference: string; request: CreateReviewRequest };
  /** The booking with its review. */
  output: MyBooking;
}

/**
 * Write a Review's rules for one booking: the contract's (the server's); a 422 for the rating or
 * the comment lands under it; any other failure keeps what was written and says why.
 */
export function reviewForm(reference: string): EditRules<ReviewForm> {
  return {
    edit: setField,
    validate: (values): FieldMessages => validateReview(values),
    request: (values) => ({ reference, request: toReviewRequest(values) }),
    serverErrors: reviewErrorsFromServer,
    failureMessage: MY_BOOKINGS_MESSAGES.reviewFailed,
  };
}

/** The paid booking of a `paid` outcome (only read behind the isPaid guard). */
function paidBooking(outcome: PayBalanceOutcome): MyBooking {
  if (outcome.kind !== 'paid') throw new Error('payBalance: not paid');
  return outcome.booking;
}

function changedMessage(outcome: PayBalanceOutcome): string {
  return outcome.kind === 'changed' ? outcome.message : MY_BOOKING_MESSAGES.notFound;
}

const onQueryChange = queryChangeOf<MyBookingsQuery>();

const byReference = (context: MyBookingsContext, reference: string) =>
  context.bookings.find((b) => b.reference === reference);

/**
 * My Account, bookings tab (SPEC 2 'My Account dashboard', SPEC 4 booking status; issue 6):
 * loads the traveller's bookings; View Details opens one; Cancel Booking (Upcoming only) shows
 * the server's refund quote and cancels after confirmation; Write a Review (Completed without a
 * review) opens a form (an edit machine, `reviewForm`) that validates with the contract's rules
 * and sends it. A booking that changed meanwhile
 * (404/409/422) is explained and the list reloaded.
 */
export const myBookingsMachine = setup({
  types: {
    input: {} as MyBookingsInput,
    context: {} as MyBookingsContext,
    events: {} as MyBookingsEvent,
    children: {} as {
      fetchMyBookings: 'fetchMyBookings';
      cancelBooking: 'cancelBooking';
      reviewForm: 'reviewForm';
      payBalance: 'payBalance';
    },
  },
  actors: {
    fetchMyBookings: fromPromise<MyBookingsPage, { query: MyBookingsQuery }>(async () => {
      throw new Error('fetchMyBookings: provide via machine.provide');
    }),
    cancelBooking: fromPromise<MyBooking, { reference: string; request: CancelBookingRequest }>(
      async () => {
        throw new Error('cancelBooking: provide via machine.provide');
      },
    ),
    /** Write a Review; the app provides its POST and focus. */
    reviewForm: editMachine,
    /** Pay balance; the app provides its POST and focus. */
    payBalance: payBalanceMachine,
  },
  actions: {
    assignQuery: assign((_, params: { query: MyBookingsQuery }) => ({ query: params.query })),
    assignBookings: assign((_, params: { page: MyBookingsPage }) => ({
      bookings: params.page.data,
      meta: params.page.meta,
      loadError: null,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessage(params.error, MY_BOOKINGS_MESSAGES.loadFailed),
    })),
    assignReference: assign((_, params: { reference: string }) => ({
      reference: params.reference,
      cancelError: null,
    })),
    clearReference: assign({ reference: null, cancelError: null }),
    replaceBooking: assign(({ context }, params: { booking: MyBooking }) => ({
      bookings: context.bookings.map((b) =>
        b.reference === params.booking.reference ? params.booking : b,
      ),
    })),
    assignCancelError: assign((_, params: { error: unknown }) => ({
      cancelError: failureMessage(params.error, MY_BOOKINGS_MESSAGES.cancelFailed),
    })),
    clearCancelError: assign({ cancelError: null }),
    /* Effects the app supplies: */
    notifyCancelled: (_, _params: { booking: MyBooking }) => {},
    notifyReviewed: (_, _params: { booking: MyBooking }) => {},
    notifyBalancePaid: (_, _params: { booking: MyBooking }) => {},
    notifyBookingChanged: (_, _params: { message: string }) => {},
  },
  guards: {
    isOtherQuery: isOtherQuery<MyBookingsQuery>(['page']),
    isListed: ({ context }, params: { reference: string }) =>
      byReference(context, params.reference) !== undefined,
    isCancellable: ({ context }, params: { reference: string }) => {
      const booking = byReference(context, params.reference);
      return booking !== undefined && canCancel(booking);
    },
    isReviewable: ({ context }, params: { reference: string }) => {
      const booking = byReference(context, params.reference);
      return booking !== undefined && canReview(booking);
    },
    isPayable: ({ context }, params: { reference: string }) => {
      const booking = byReference(context, params.reference);
      return booking !== undefined && canPayBalance(booking);
    },
    isBookingChanged: (_, params: { error: unknown }) => isChangedOnServer(params.error),
    isPaid: (_, params: { outcome: PayBalanceOutcome }) => params.outcome.kind === 'paid',
    isChanged: (_, params: { outcome: PayBalanceOutcome }) => params.outcome.kind === 'changed',
  },
}).createMachine({
  id: 'myBookings',
  description:
    "My Account's bookings tab: the traveller's bookings; View Details; Cancel Booking (Upcoming only) with the server's refund quote, cancelled after confirmation (a changed quote reloads the list); Write a Review (Completed without a review) in the `reviewForm` edit machine; Pay balance (Upcoming with a balance) in the `payBalance` machine.",
  context: ({ input }) => ({
    today: input.today,
    query: input.query ?? {},
    bookings: [],
    meta: null,
    loadError: null,
    reference: null,
    cancelError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The page the URL asks for; a booking changed meanwhile reloads the same page.',
      tags: ['loading'],
      on: { 'query.change': onQueryChange('loading') },
      invoke: {
        id: 'fetchMyBookings',
        src: 'fetchMyBookings',
        input: ({ context }) => ({ query: context.query }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignBookings', params: ({ event }) => ({ page: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The list could not be loaded: an alert with Try again.',
      tags: ['error'],
      on: { 'bookings.retry': 'loading', 'query.change': onQueryChange('loading') },
    },
    loaded: {
      initial: 'idle',
      on: {
        'query.change': onQueryChange('.paging', {
          description:
            'Another page: the shown one stays (busy) until the new one arrives; an open dialog closes.',
          actions: ['clearReference'],
        }),
      },
      states: {
        paging: {
          description: 'Another page is on its way; the list on screen is busy meanwhile.',
          tags: ['paging'],
          invoke: {
            id: 'fetchMyBookings',
            src: 'fetchMyBookings',
            input: ({ context }) => ({ query: context.query }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'assignBookings',
                params: ({ event }) => ({ page: event.output }),
              },
            },
            onError: {
              target: '#myBookings.failed',
              actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        idle: {
          on: {
            'booking.view': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'viewing',
              actions: { type: 'assignReference', params: ({ event }) => event },
            },
            'cancel.request': {
              guard: { type: 'isCancellable', params: ({ event }) => event },
              target: 'confirmingCancel',
              actions: { type: 'assignReference', params: ({ event }) => event },
            },
            'review.start': {
              guard: { type: 'isReviewable', params: ({ event }) => event },
              target: 'reviewing',
              actions: { type: 'assignReference', params: ({ event }) => event },
            },
            'balance.pay': {
              guard: { type: 'isPayable', params: ({ event }) => event },
              target: 'payingBalance',
              actions: { type: 'assignReference', params: ({ event }) => event },
            },
          },
        },
        viewing: {
          description: 'View Details: everything stored for one booking.',
          tags: ['viewing'],
          on: { 'booking.close': { target: 'idle', actions: 'clearReference' } },
        },
        confirmingCancel: {
          description:
            "The cancel dialog shows the server's quote: what cancelling today refunds under the policy.",
          tags: ['cancelDialog'],
          on: {
            'cancel.confirm': 'cancelling',
            'cancel.dismiss': { target: 'idle', actions: 'clearReference' },
          },
        },
        cancelling: {
          description: 'The dialog stays open, its buttons busy, until the server answers.',
          tags: ['cancelDialog', 'busy'],
          entry: 'clearCancelError',
          invoke: {
            id: 'cancelBooking',
            src: 'cancelBooking',
            input: ({ context }) => toCancelInput(context),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'replaceBooking', params: ({ event }) => ({ booking: event.output }) },
                { type: 'notifyCancelled', params: ({ event }) => ({ booking: event.output }) },
                'clearReference',
              ],
            },
            onError: [
              {
                guard: {
                  type: 'isBookingChanged',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#myBookings.loading',
                actions: [
                  {
                    type: 'notifyBookingChanged',
                    params: ({ event }) => ({
                      message: failureMessage(event.error, MY_BOOKING_MESSAGES.notFound),
                    }),
                  },
                  'clearReference',
                ],
              },
              {
                target: 'cancelFailed',
                actions: {
                  type: 'assignCancelError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
        cancelFailed: {
          description: 'The dialog shows why; confirming again retries.',
          tags: ['cancelDialog', 'error'],
          on: {
            'cancel.confirm': 'cancelling',
            'cancel.dismiss': { target: 'idle', actions: 'clearReference' },
          },
        },
        reviewing: {
          description:
            'Write a Review (`reviewForm`): a rating from 1 to 5 stars and a comment. A booking changed meanwhile (404/409/422) is explained and the list reloaded.',
          tags: ['reviewDialog'],
          invoke: {
            id: 'reviewForm',
            src: 'reviewForm',
            input: ({ context }) => ({
              rules: reviewForm(context.reference ?? ''),
              values: EMPTY_REVIEW,
            }),
          },
          on: {
            'edit.saved': {
              target: 'idle',
              actions: [
                { type: 'replaceBooking', params: ({ event }) => ({ booking: event.output }) },
                { type: 'notifyReviewed', params: ({ event }) => ({ booking: event.output }) },
                'clearReference',
              ],
            },
            'edit.failed': {
              guard: { type: 'isBookingChanged', params: ({ event }) => event },
              target: '#myBookings.loading',
              actions: [
                {
                  type: 'notifyBookingChanged',
                  params: ({ event }) => ({
                    message: failureMessage(event.error, MY_BOOKING_MESSAGES.notFound),
                  }),
                },
                'clearReference',
              ],
            },
            'edit.cancelled': { target: 'idle', actions: 'clearReference' },
          },
        },
        payingBalance: {
          description:
            'Pay balance (`payBalance`): card or PayPal for the balance shown. Paid: the booking is updated in place; changed meanwhile (404/409/422): explained and the list reloaded.',
          tags: ['payDialog'],
          invoke: {
            id: 'payBalance',
            src: 'payBalance',
            input: ({ context }) => toPayBalanceInput(context),
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => ({ outcome: event.output }) },
                target: 'idle',
                actions: [
                  {
                    type: 'replaceBooking',
                    params: ({ event }) => ({ booking: paidBooking(event.output) }),
                  },
                  {
                    type: 'notifyBalancePaid',
                    params: ({ event }) => ({ booking: paidBooking(event.output) }),
                  },
                  'clearReference',
                ],
              },
              {
                guard: { type: 'isChanged', params: ({ event }) => ({ outcome: event.output }) },
                target: '#myBookings.loading',
                actions: [
                  {
                    type: 'notifyBookingChanged',
                    params: ({ event }) => ({ message: changedMessage(event.output) }),
                  },
                  'clearReference',
                ],
              },
              { target: 'idle', actions: 'clearReference' },
            ],
          },
        },
      },
    },
  },
});

export type MyBookingsActorRef = ActorRefFrom<typeof myBookingsMachine>;
export type MyBookingsSnapshot = SnapshotFrom<typeof myBookingsMachine>;
export type ReviewFormRef = EditActorRef<ReviewForm>;

/** The review dialog's form while it is open. */
export const reviewFormActor = (snapshot: MyBookingsSnapshot) =>
  editActor<ReviewForm>(snapshot.children.reviewForm);

/** The Pay balance dialog's actor while it is open. */
export const payBalanceActor = (snapshot: MyBookingsSnapshot) => snapshot.children.payBalance;
