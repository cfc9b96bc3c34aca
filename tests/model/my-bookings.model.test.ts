import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { pathKey, transitionPaths, withoutPrefixes } from './transition-paths';
import {
  canCancel,
  canPayBalance,
  canReview,
  MY_BOOKING_MESSAGES,
} from '../../contract/my-bookings';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import { TIMINGS } from '../../machines/constants';
import {
  EMPTY_REVIEW,
  myBookingsMachine,
  payBalanceActor,
  reviewForm,
  reviewFormActor,
  type MyBookingsContext,
  type MyBookingsEvent,
  type MyBookingsSnapshot,
  type ReviewForm,
} from '../../machines/my-bookings-machine';
import {
  BOOKINGS,
  COMPLETED,
  DEPOSIT,
  DEPOSIT_PAID,
  GOOD_CARD,
  MY_TODAY,
  REVIEWED,
  pageOf,
  reviewedCompleted,
  startMyBookings,
  UPCOMING,
  UPCOMING_CANCELLED,
} from '../machines/my-bookings-fixture';
import { apiError } from '../support/api-error';
import {
  allStateNodes,
  expectEveryStateVisited,
  leafOf,
  replayInGroups,
} from '../support/model-paths';
import { describeFormWalk, type FormWalk } from './edit-paths';

/*
 * Paths generated from the real bookings-tab machine: @xstate/graph walks its pure transition
 * function with what a traveller and the server can do in each state (the review form's
 * outcome as the form reports it); every path is replayed on a real actor with fake I/O, the
 * form's reports made by the real form (filled in, submitted, answered). At every step the
 * actor must be where the graph predicted, show the tags its state promises, keep the
 * context's invariants, have asked the server exactly what the state needs and asked the app
 * for exactly the toasts expected. The review form itself (rate, comment, submit, a 422,
 * offline) is walked below on the real edit machine with the review rules.
 */

type Path = StatePath<MyBookingsSnapshot, MyBookingsEvent>;

const LOADED = 'xstate.done.actor.fetchMyBookings';
const LOAD_FAILED = 'xstate.error.actor.fetchMyBookings';
const CANCELLED = 'xstate.done.actor.cancelBooking';
const CANCEL_FAILED = 'xstate.error.actor.cancelBooking';
const PAY_DONE = 'xstate.done.actor.payBalance';

/** An event only an invoked actor sends (typed as a machine event for the graph). */
const internal = (type: string, payload: { output?: unknown; error?: unknown } = {}) =>
  ({ type, ...payload }) as unknown as MyBookingsEvent;

const GOOD = { rating: 4, comment: 'A wonderful week in the meadows.' };

const SERVER = {
  loaded: internal(LOADED, { output: pageOf(BOOKINGS, 1, 2) }),
  loadedPageTwo: internal(LOADED, { output: pageOf(BOOKINGS, 2, 2) }),
  loadFailed: internal(LOAD_FAILED, { error: apiError(500, 'Server Error') }),
  cancelled: internal(CANCELLED, { output: UPCOMING_CANCELLED }),
  cancelFailed: internal(CANCEL_FAILED, { error: apiError(500, 'Server Error') }),
  cancelGone: internal(CANCEL_FAILED, {
    error: apiError(404, MY_BOOKING_MESSAGES.notFound),
  }),
  notCancellable: internal(CANCEL_FAILED, {
    error: apiError(422, 'Invalid', { status: [MY_BOOKING_MESSAGES.notCancellable] }),
  }),
};

/** How the Pay balance dialog ends (its own walk is tests/model/pay-balance.model.test.ts). */
const PAY = {
  paid: internal(PAY_DONE, { output: { kind: 'paid', booking: DEPOSIT_PAID } }),
  changed: internal(PAY_DONE, { output: { kind: 'changed', message: PAYMENT_MESSAGES.changed } }),
  dismissed: internal(PAY_DONE, { output: { kind: 'dismissed' } }),
};

/** The kind of a Pay balance outcome event. */
const payOutcome = (event: MyBookingsEvent) =>
  (event as unknown as { output: { kind: string } }).output.kind;

/** What the review form reports (a 422 under its fields stays in the form: not reported). */
const REVIEW = {
  reviewed: { type: 'edit.saved', output: reviewedCompleted(GOOD) },
  alreadyReviewed: {
    type: 'edit.failed',
    error: apiError(409, MY_BOOKING_MESSAGES.alreadyReviewed),
  },
  reviewFailed: { type: 'edit.failed', error: apiError(0, 'Offline') },
  dismissed: { type: 'edit.cancelled' },
} as const satisfies Record<string, MyBookingsEvent>;

const find = (c: MyBookingsContext, reference: string) =>
  c.bookings.find((b) => b.reference === reference)!;

/** What a traveller and the server can do in each state (broad enough for every branch). */
const NEXT_PAGE = { type: 'query.change', query: { page: 2 } } as const;
const SAME_PAGE = { type: 'query.change', query: {} } as const;

/*
 * What a traveller and the server can do in each state (broad enough for every branch). Page 2
 * is reached from every state that takes it; on page 2 the walk only loads (the dialogs there
 * are the same transitions as on page 1, so the graph stays the size of one page).
 */
function travellerAndServerEvents(s: MyBookingsSnapshot): MyBookingsEvent[] {
  const c = s.context;
  const onPageTwo = c.query.page === 2;
  const pageEvents: MyBookingsEvent[] = onPageTwo ? [] : [NEXT_PAGE, SAME_PAGE];
  if (s.matches('loading')) {
    return [onPageTwo ? SERVER.loadedPageTwo : SERVER.loaded, SERVER.loadFailed, ...pageEvents];
  }
  if (s.matches('failed')) return [{ type: 'bookings.retry' }, ...pageEvents];
  if (s.matches({ loaded: 'paging' })) return [SERVER.loadedPageTwo, SERVER.loadFailed];
  if (onPageTwo) return [];
  if (s.matches({ loaded: 'idle' })) {
    const events: MyBookingsEvent[] = [
      NEXT_PAGE,
      SAME_PAGE,
      { type: 'booking.view', reference: UPCOMING.reference },
      // Refused by the guards: nothing happens.
      { type: 'cancel.request', reference: COMPLETED.reference },
      { type: 'review.start', reference: REVIEWED.reference },
      { type: 'balance.pay', reference: UPCOMING.reference },
      { type: 'bookings.retry' },
    ];
    if (canPayBalance(find(c, DEPOSIT.reference))) {
      events.push({ type: 'balance.pay', reference: DEPOSIT.reference });
    }
    if (canCancel(find(c, UPCOMING.reference))) {
      events.push({ type: 'cancel.request', reference: UPCOMING.reference });
    }
    if (canReview(find(c, COMPLETED.reference))) {
      events.push({ type: 'review.start', reference: COMPLETED.reference });
    }
    return events;
  }
  if (s.matches({ loaded: 'viewing' })) {
    return [
      { type: 'booking.close' },
      { type: 'cancel.request', reference: UPCOMING.reference },
      NEXT_PAGE,
    ];
  }
  if (s.matches({ loaded: 'confirmingCancel' })) {
    return [{ type: 'cancel.confirm' }, { type: 'cancel.dismiss' }];
  }
  if (s.matches({ loaded: 'cancelling' })) {
    return [
      SERVER.cancelled,
      SERVER.cancelFailed,
      SERVER.cancelGone,
      SERVER.notCancellable,
      { type: 'cancel.dismiss' },
    ];
  }
  if (s.matches({ loaded: 'cancelFailed' })) {
    return [{ type: 'cancel.confirm' }, { type: 'cancel.dismiss' }];
  }
  if (s.matches({ loaded: 'reviewing' })) {
    return [REVIEW.reviewed, REVIEW.alreadyReviewed, REVIEW.reviewFailed, REVIEW.dismissed];
  }
  if (s.matches({ loaded: 'payingBalance' })) return [PAY.paid, PAY.changed, PAY.dismissed];
  throw new Error(`no events for ${JSON.stringify(s.value)}`);
}

const serialize = (s: MyBookingsSnapshot) => JSON.stringify({ value: s.value, context: s.context });
const options = {
  events: travellerAndServerEvents,
  serializeState: serialize,
  input: { today: MY_TODAY },
};

/* The shortest path to every state, then every other transition appended to the shortest path
 * of its source, so each transition of the walk is replayed at least once. */
const adjacency = getAdjacencyMap(myBookingsMachine, options);
const edges = adjacencyMapToArray(adjacency);
const shortest = getShortestPaths(myBookingsMachine, options);
const everyTransition = transitionPaths(shortest, edges, serialize);

const paths = withoutPrefixes([...shortest, ...everyTransition]);

/* The observable contract of each state. */

const TAGS: Record<string, string[]> = {
  loading: ['loading'],
  failed: ['error'],
  'loaded.idle': [],
  'loaded.paging': ['paging'],
  'loaded.viewing': ['viewing'],
  'loaded.confirmingCancel': ['cancelDialog'],
  'loaded.cancelling': ['busy', 'cancelDialog'],
  'loaded.cancelFailed': ['cancelDialog', 'error'],
  'loaded.reviewing': ['reviewDialog'],
  'loaded.payingBalance': ['payDialog'],
};

function expectContextContract(s: MyBookingsSnapshot) {
  const c = s.context;
  const leaf = leafOf(s.value);
  if (leaf === 'failed') expect(c.loadError).toBe('Server Error');
  if (leaf.startsWith('loaded.')) expect(c.loadError).toBeNull();
  if (['loaded.idle', 'loaded.paging', 'loading', 'failed'].includes(leaf)) {
    expect(c.reference).toBeNull();
  }
  // What is shown is the page asked for, once it arrived.
  if (leaf === 'loaded.idle') expect(c.meta?.page).toBe(c.query.page ?? 1);
  if (leaf === 'loaded.viewing') expect(c.reference).toBe(UPCOMING.reference);
  if (leaf.includes('ancel') && leaf.startsWith('loaded.')) {
    expect(c.reference).toBe(UPCOMING.reference);
    expect(canCancel(find(c, UPCOMING.reference))).toBe(true);
  }
  if (leaf === 'loaded.cancelFailed') expect(c.cancelError).toBe('Server Error');
  else expect(c.cancelError).toBeNull();
  // The review form exists while its dialog is open, for the booking being reviewed.
  const form = reviewFormActor(s);
  if (leaf === 'loaded.reviewing') {
    expect(c.reference).toBe(COMPLETED.reference);
    expect(canReview(find(c, COMPLETED.reference))).toBe(true);
    expect(form?.getSnapshot().context.initialValues).toEqual(EMPTY_REVIEW);
  } else {
    expect(form).toBeUndefined();
  }
  // The Pay balance dialog exists while it is open, for the balance the list shows.
  const pay = payBalanceActor(s);
  if (leaf === 'loaded.payingBalance') {
    expect(c.reference).toBe(DEPOSIT.reference);
    expect(canPayBalance(find(c, DEPOSIT.reference))).toBe(true);
    expect(pay?.getSnapshot().context).toMatchObject({
      reference: DEPOSIT.reference,
      balance: find(c, DEPOSIT.reference).payment.balance,
    });
  } else {
    expect(pay).toBeUndefined();
  }
}

/** The toasts the app is asked for when the machine moves on `event`. */
function expectedEffects(event: MyBookingsEvent, next: MyBookingsSnapshot): string[] {
  const to = leafOf(next.value);
  switch (event.type as string) {
    case CANCELLED:
      return ['notifyCancelled'];
    case CANCEL_FAILED:
      return to === 'loading' ? ['notifyBookingChanged'] : [];
    case 'edit.saved':
      return ['notifyReviewed'];
    case 'edit.failed':
      return to === 'loading' ? ['notifyBookingChanged'] : [];
    case PAY_DONE:
      if (to === 'loading') return ['notifyBookingChanged'];
      return payOutcome(event) === 'paid' ? ['notifyBalancePaid'] : [];
    default:
      return [];
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

async function replay(path: Path) {
  const h = startMyBookings();
  const snap = () => h.actor.getSnapshot();
  const last = <T>(calls: T[]) => calls.at(-1)!;
  let previous = snap();
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as MyBookingsEvent & { output?: unknown; error?: unknown };
    const type = event.type as string;
    const before = {
      fetches: h.fetches.length,
      cancels: h.cancels.length,
      reviews: h.reviews.length,
      pays: h.pays.length,
    };
    const effectsBefore = h.effects.length;
    if (type === LOADED) last(h.fetches).resolve(event.output as never);
    else if (type === LOAD_FAILED) last(h.fetches).reject(event.error);
    else if (type === CANCELLED) last(h.cancels).resolve(event.output as never);
    else if (type === CANCEL_FAILED) last(h.cancels).reject(event.error);
    else if (type === 'edit.saved' || type === 'edit.failed') {
      // The real form reports it: filled in, submitted, answered.
      h.rate(GOOD.rating);
      h.comment(GOOD.comment);
      h.submit();
      if (type === 'edit.saved') last(h.reviews).resolve(event.output as never);
      else last(h.reviews).reject(event.error);
    } else if (type === 'edit.cancelled') h.dismiss();
    else if (type === PAY_DONE) {
      // The real dialog ends it: a card filled in, the 2 s payment, the server's answer.
      const outcome = payOutcome(event);
      if (outcome === 'dismissed') h.payDismiss();
      else {
        h.fillCard();
        h.paySubmit();
        h.clock.increment(TIMINGS.paymentDelay);
        await tick();
        if (outcome === 'paid') last(h.pays).resolve(DEPOSIT_PAID);
        else last(h.pays).reject(apiError(409, PAYMENT_MESSAGES.changed));
      }
    } else if (type !== 'xstate.init') h.actor.send(event);
    if ((type.startsWith('xstate.') && type !== 'xstate.init') || type.startsWith('edit.'))
      await tick();

    const at = `step ${index} (${type}) of ${pathKey(path)}`;
    const actual = snap();
    const leaf = leafOf(actual.value);
    expect(actual.value, at).toEqual(step.state.value);
    expect(actual.context, at).toEqual(step.state.context);
    expect([...actual.tags].sort(), at).toEqual(TAGS[leaf]);
    expectContextContract(actual);
    if (type !== 'xstate.init') {
      expect(
        h.effects.slice(effectsBefore).map((e) => e.type),
        at,
      ).toEqual(expectedEffects(event, actual));
    }

    // What the server was asked: one request on entering a state that needs one, none else.
    const entered = (state: string) => leaf === state && leafOf(previous.value) !== state;
    // Another page re-enters the loading state or pages: one request for it.
    const otherPage = type === 'query.change' && previous.context.query !== actual.context.query;
    const fetched = otherPage || entered('loading') || entered('loaded.paging');
    if (type === 'xstate.init') {
      expect(h.fetches.length, at).toBe(1);
    } else {
      expect(h.fetches.length, at).toBe(before.fetches + (fetched ? 1 : 0));
      if (fetched) expect(last(h.fetches).input, at).toEqual({ query: actual.context.query });
      expect(h.cancels.length, at).toBe(before.cancels + (entered('loaded.cancelling') ? 1 : 0));
      const submitted = type === 'edit.saved' || type === 'edit.failed';
      expect(h.reviews.length, at).toBe(before.reviews + (submitted ? 1 : 0));
      const paid = type === PAY_DONE && payOutcome(event) !== 'dismissed';
      expect(h.pays.length, at).toBe(before.pays + (paid ? 1 : 0));
    }
    if (type === PAY_DONE && payOutcome(event) !== 'dismissed') {
      // The balance shown is what is sent, with the card's last four digits only.
      expect(last(h.pays).input, at).toEqual({
        reference: DEPOSIT.reference,
        request: {
          payment_method: 'card',
          card_last4: GOOD_CARD.cardNumber.slice(-4),
          balance: DEPOSIT.payment.balance,
        },
      });
    }
    if (entered('loaded.cancelling')) {
      // The refund the dialog showed is sent, so the server can refuse a changed one.
      expect(last(h.cancels).input, at).toEqual({
        reference: UPCOMING.reference,
        request: { refund_percent: UPCOMING.cancellation_quote!.percent },
      });
    }
    if (type === 'edit.saved' || type === 'edit.failed') {
      expect(last(h.reviews).input, at).toEqual({
        reference: COMPLETED.reference,
        request: GOOD,
      });
    }
    previous = actual;
  }
  h.actor.stop();
}

describe('my bookings model paths (generated from the real machine)', () => {
  const visited = paths.flatMap((p) => p.steps.map((s) => s.state));

  it('visits every state of the machine', () => {
    const states = allStateNodes(myBookingsMachine.root);
    expect(states).toHaveLength(11);
    expectEveryStateVisited(states, visited);
  });

  it('replays every transition of the walk and takes each traveller and server event', () => {
    const transitionKey = (from: MyBookingsSnapshot, event: MyBookingsEvent) =>
      `${serialize(from)} | ${JSON.stringify(event)}`;
    const walked = new Set(
      paths.flatMap((p) =>
        p.steps.slice(1).map((s, i) => transitionKey(p.steps[i]!.state, s.event)),
      ),
    );
    for (const { state, event } of edges) {
      expect(walked.has(transitionKey(state, event)), JSON.stringify(event)).toBe(true);
    }
    const types = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type as string)));
    for (const type of [
      'bookings.retry',
      'booking.view',
      'booking.close',
      'cancel.request',
      'cancel.confirm',
      'cancel.dismiss',
      'review.start',
      'balance.pay',
      PAY_DONE,
      'edit.saved',
      'edit.failed',
      'edit.cancelled',
      LOADED,
      LOAD_FAILED,
      CANCELLED,
      CANCEL_FAILED,
    ]) {
      expect(types, type).toContain(type);
    }
  });

  it('stays a walk small enough to replay', () => {
    console.info(
      `my bookings graph: ${Object.keys(adjacency).length} states, ${edges.length} transitions, ` +
        `${paths.length} replayed paths`,
    );
    expect(paths.length).toBeLessThan(1000);
  });

  replayInGroups(paths, 40, replay, 60_000);
});

/** Write a Review's form: the review rules on the real edit machine. */
const REVIEW_FORM: FormWalk<ReviewForm> = {
  name: 'review form',
  rules: reviewForm(COMPLETED.reference),
  values: EMPTY_REVIEW,
  edits: (values) => [
    ...(values.rating === 0 ? [{ field: 'rating' as const, value: GOOD.rating }] : []),
    ...(values.comment === ''
      ? [
          { field: 'comment' as const, value: GOOD.comment },
          ...(values.rating === 0 ? [{ field: 'comment' as const, value: 'Too short' }] : []),
        ]
      : []),
  ],
  stored: ({ request }) => reviewedCompleted(request),
  refusal: apiError(422, 'Invalid', { comment: ['Please keep it civil.'] }),
  failure: apiError(0, 'Offline'),
  failureText: 'Offline',
  messages: [MY_BOOKING_MESSAGES.rating, MY_BOOKING_MESSAGES.commentShort, 'Please keep it civil.'],
  checkRequest: (sent, at) => expect(sent.reference, at).toBe(COMPLETED.reference),
};

describe('review form model paths (generated from the real edit machine)', () => {
  describeFormWalk(REVIEW_FORM, { it });
});
