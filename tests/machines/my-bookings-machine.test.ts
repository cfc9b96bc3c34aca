import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MY_BOOKING_MESSAGES, REVIEW_COMMENT_MAX } from '../../contract/my-bookings';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import { TIMINGS } from '../../machines/constants';
import { flush } from '../support/controllable';
import {
  MY_BOOKINGS_MESSAGES,
  myBookingsMachine,
  type ReviewFormRef,
} from '../../machines/my-bookings-machine';
import {
  BOOKINGS,
  CANCELLED,
  COMPLETED,
  DEPOSIT,
  DEPOSIT_PAID,
  IN_PROGRESS,
  MY_TODAY,
  REVIEWED,
  reviewedCompleted,
  pageOf,
  startMyBookings,
  UPCOMING,
  UPCOMING_CANCELLED,
} from './my-bookings-fixture';
import { apiError } from '../support/api-error';

/** Starts the tab and answers the first GET /api/my/bookings with BOOKINGS. */
async function loaded() {
  const h = startMyBookings();
  h.fetches[0]!.resolve(pageOf(BOOKINGS));
  await waitFor(h.actor, (s) => s.matches({ loaded: 'idle' }));
  return h;
}

const GOOD_REVIEW = { rating: 5, comment: 'A breathtaking trek with a superb team.' };

/** Loaded, with the review dialog of COMPLETED open and filled in. */
async function reviewingFilled() {
  const h = await loaded();
  h.actor.send({ type: 'review.start', reference: COMPLETED.reference });
  h.rate(GOOD_REVIEW.rating);
  h.comment(`  ${GOOD_REVIEW.comment}  `);
  return h;
}

/** The open review form's snapshot (fails the test when the dialog is closed). */
const formSnap = (review: () => ReviewFormRef | undefined) => {
  const ref = review();
  if (!ref) throw new Error('The review form is not open');
  return ref.getSnapshot();
};

describe('my bookings machine: loading', () => {
  it('starts loading (tag loading) with one request', () => {
    const { actor, fetches } = startMyBookings();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fetches).toHaveLength(1);
  });

  it('holds the bookings once they arrive', async () => {
    const { actor } = await loaded();
    expect(actor.getSnapshot().context).toMatchObject({ bookings: BOOKINGS, loadError: null });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it("a failed load lands in failed (tag error) with the server's message", async () => {
    const { actor, fetches } = startMyBookings();
    fetches[0]!.reject(apiError(500, 'Server Error'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.loadError).toBe('Server Error');
  });

  it('a failure without a message reads the fixed text', async () => {
    const { actor, fetches } = startMyBookings();
    fetches[0]!.reject({});
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe(MY_BOOKINGS_MESSAGES.loadFailed);
  });

  it('bookings.retry loads again and clears the error; it does nothing once loaded', async () => {
    const { actor, fetches } = startMyBookings();
    fetches[0]!.reject(apiError(0, 'Offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'bookings.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(fetches).toHaveLength(2);
    fetches[1]!.resolve(pageOf([]));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({ bookings: [], loadError: null });
    actor.send({ type: 'bookings.retry' });
    expect(fetches).toHaveLength(2);
  });

  it('aborts the request when the tab goes away', () => {
    const { actor, fetches } = startMyBookings();
    actor.stop();
    expect(fetches[0]!.signal.aborted).toBe(true);
  });

  it('the unprovided stub fails into failed with the provide hint', async () => {
    const actor = createActor(myBookingsMachine, { input: { today: '2026-11-22' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toContain('provide via machine.provide');
  });
});

describe('my bookings machine: View Details', () => {
  it('booking.view opens a listed booking only; booking.close closes it', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'booking.view', reference: 'NOPE0000' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    actor.send({ type: 'booking.view', reference: CANCELLED.reference });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
    expect(actor.getSnapshot().hasTag('viewing')).toBe(true);
    expect(actor.getSnapshot().context.reference).toBe(CANCELLED.reference);
    actor.send({ type: 'booking.close' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.reference).toBeNull();
  });

  it('while a booking is open, cancel and review wait', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'booking.view', reference: UPCOMING.reference });
    actor.send({ type: 'cancel.request', reference: UPCOMING.reference });
    actor.send({ type: 'review.start', reference: COMPLETED.reference });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
  });
});

describe('my bookings machine: Cancel Booking', () => {
  it.each([
    [COMPLETED.reference, 'Completed'],
    [REVIEWED.reference, 'Completed and reviewed'],
    [CANCELLED.reference, 'Cancelled'],
    [IN_PROGRESS.reference, 'In Progress'],
    ['NOPE0000', 'not listed'],
  ])('cancel.request is refused for %s (%s)', async (reference) => {
    const { actor } = await loaded();
    expect(actor.getSnapshot().can({ type: 'cancel.request', reference })).toBe(false);
    actor.send({ type: 'cancel.request', reference });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });

  it('cancel.request opens the confirmation for an Upcoming booking; dismiss sends nothing', async () => {
    const { actor, cancels, effects } = await loaded();
    actor.send({ type: 'cancel.request', reference: UPCOMING.reference });
    expect(actor.getSnapshot().matches({ loaded: 'confirmingCancel' })).toBe(true);
    expect(actor.getSnapshot().hasTag('cancelDialog')).toBe(true);
    expect(actor.getSnapshot().context.reference).toBe(UPCOMING.reference);
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.reference).toBeNull();
    expect(cancels).toHaveLength(0);
    expect(effects).toEqual([]);
  });

  it('cancel.confirm cancels that booking, replaces it in the list and reports the refund', async () => {
    const { actor, cancels, effects, fetches } = await loaded();
    actor.send({ type: 'cancel.request', reference: UPCOMING.reference });
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().matches({ loaded: 'cancelling' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('cancelDialog')).toBe(true);
    // The refund the dialog showed goes along: the server refuses if it no longer applies.
    expect(cancels.map((c) => c.input)).toEqual([
      { reference: UPCOMING.reference, request: { refund_percent: 100 } },
    ]);

    cancels[0]!.resolve(UPCOMING_CANCELLED);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context.bookings[0]).toEqual(UPCOMING_CANCELLED);
    expect(context.bookings.slice(1)).toEqual(BOOKINGS.slice(1));
    expect(context.reference).toBeNull();
    expect(effects).toEqual([{ type: 'notifyCancelled', booking: UPCOMING_CANCELLED }]);
    expect(fetches).toHaveLength(1);
  });

  it('while cancelling, dismiss, view and a second confirm are ignored', async () => {
    const { actor, cancels } = await loaded();
    actor.send({ type: 'cancel.request', reference: UPCOMING.reference });
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'cancel.dismiss' });
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'booking.view', reference: UPCOMING.reference });
    expect(actor.getSnapshot().matches({ loaded: 'cancelling' })).toBe(true);
    expect(cancels).toHaveLength(1);
  });

  it('a failed cancellation keeps the dialog with the reason; confirming again retries', async () => {
    const { actor, cancels, effects } = await loaded();
    actor.send({ type: 'cancel.request', reference: UPCOMING.reference });
    actor.send({ type: 'cancel.confirm' });
    cancels[0]!.reject(apiError(500, 'Server Error'));
    await waitFor(actor, (s) => s.matches({ loaded: 'cancelFailed' }));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().hasTag('cancelDialog')).toBe(true);
    expect(actor.getSnapshot().context.cancelError).toBe('Server Error');
    expect(effects).toEqual([]);

    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().matches({ loaded: 'cancelling' })).toBe(true);
    expect(actor.getSnapshot().context.cancelError).toBeNull();
    expect(cancels.map((c) => c.input)).toEqual([
      { reference: UPCOMING.reference, request: { refund_percent: 100 } },
      { reference: UPCOMING.reference, request: { refund_percent: 100 } },
    ]);
    cancels[1]!.resolve(UPCOMING_CANCELLED);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(effects).toEqual([{ type: 'notifyCancelled', booking: UPCOMING_CANCELLED }]);
  });

  it('a failure without a message reads the fixed text; dismiss closes the dialog', async () => {
    const { actor, cancels } = await loaded();
    actor.send({ type: 'cancel.request', reference: UPCOMING.reference });
    actor.send({ type: 'cancel.confirm' });
    cancels[0]!.reject({ status: 0 });
    await waitFor(actor, (s) => s.matches({ loaded: 'cancelFailed' }));
    expect(actor.getSnapshot().context.cancelError).toBe(MY_BOOKINGS_MESSAGES.cancelFailed);
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ reference: null, cancelError: null });
  });

  it.each([
    [404, MY_BOOKING_MESSAGES.notFound],
    [422, MY_BOOKING_MESSAGES.notCancellable],
  ])(
    'a %i means the booking changed: the message is shown and the list reloaded',
    async (status, message) => {
      const { actor, cancels, fetches, effects } = await loaded();
      actor.send({ type: 'cancel.request', reference: UPCOMING.reference });
      actor.send({ type: 'cancel.confirm' });
      cancels[0]!.reject(apiError(status, message));
      await waitFor(actor, (s) => s.matches('loading'));
      expect(effects).toEqual([{ type: 'notifyBookingChanged', message }]);
      expect(actor.getSnapshot().context.reference).toBeNull();
      expect(fetches).toHaveLength(2);
      fetches[1]!.resolve(pageOf([UPCOMING_CANCELLED]));
      await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
      expect(actor.getSnapshot().context.bookings).toEqual([UPCOMING_CANCELLED]);
    },
  );

  it('leaving mid-cancel aborts the request', async () => {
    const { actor, cancels } = await loaded();
    actor.send({ type: 'cancel.request', reference: UPCOMING.reference });
    actor.send({ type: 'cancel.confirm' });
    actor.stop();
    expect(cancels[0]!.signal.aborted).toBe(true);
  });
});

describe('my bookings machine: Write a Review', () => {
  it.each([
    [UPCOMING.reference, 'Upcoming'],
    [REVIEWED.reference, 'already reviewed'],
    [CANCELLED.reference, 'Cancelled'],
    [IN_PROGRESS.reference, 'In Progress'],
    ['NOPE0000', 'not listed'],
  ])('review.start is refused for %s (%s)', async (reference) => {
    const { actor } = await loaded();
    expect(actor.getSnapshot().can({ type: 'review.start', reference })).toBe(false);
    actor.send({ type: 'review.start', reference });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });

  it('review.start opens an empty form for a Completed booking without a review', async () => {
    const { actor, review } = await loaded();
    expect(review()).toBeUndefined();
    actor.send({ type: 'review.start', reference: COMPLETED.reference });
    expect(actor.getSnapshot().matches({ loaded: 'reviewing' })).toBe(true);
    expect(actor.getSnapshot().hasTag('reviewDialog')).toBe(true);
    expect(actor.getSnapshot().context.reference).toBe(COMPLETED.reference);
    expect(formSnap(review).context).toMatchObject({
      values: { rating: 0, comment: '' },
      errors: {},
      failure: null,
    });
  });

  it('an invalid submit shows the errors per field and asks for focus, without a request', async () => {
    const { actor, review, rate, comment, submit, reviews, effects } = await loaded();
    actor.send({ type: 'review.start', reference: COMPLETED.reference });
    comment('  short   ');
    submit();
    expect(actor.getSnapshot().matches({ loaded: 'reviewing' })).toBe(true);
    expect(formSnap(review).matches({ editing: 'ready' })).toBe(true);
    expect(formSnap(review).context.errors).toEqual({
      rating: MY_BOOKING_MESSAGES.rating,
      comment: MY_BOOKING_MESSAGES.commentShort,
    });
    expect(effects).toEqual([{ type: 'focusFirstInvalidField' }]);
    expect(reviews).toHaveLength(0);

    // Each error clears when its own field is edited, the other stays.
    rate(3);
    expect(formSnap(review).context.errors).toEqual({
      comment: MY_BOOKING_MESSAGES.commentShort,
    });
    comment('x'.repeat(REVIEW_COMMENT_MAX + 1));
    expect(formSnap(review).context.errors).toEqual({});
    submit();
    expect(formSnap(review).context.errors).toEqual({
      comment: MY_BOOKING_MESSAGES.commentLong,
    });
    expect(reviews).toHaveLength(0);
  });

  it('a valid review is sent trimmed; the booking gets it and the app thanks the traveller', async () => {
    const { actor, review, comment, submit, dismiss, reviews, effects } = await reviewingFilled();
    submit();
    expect(formSnap(review).matches('saving')).toBe(true);
    expect(formSnap(review).hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('reviewDialog')).toBe(true);
    expect(reviews.map((r) => r.input)).toEqual([
      { reference: COMPLETED.reference, request: GOOD_REVIEW },
    ]);
    // Typing while sending changes nothing, and the dialog does not close.
    comment('changed');
    dismiss();
    expect(formSnap(review).matches('saving')).toBe(true);
    expect(formSnap(review).context.values.comment).toBe(`  ${GOOD_REVIEW.comment}  `);
    expect(actor.getSnapshot().matches({ loaded: 'reviewing' })).toBe(true);

    const answer = reviewedCompleted(GOOD_REVIEW);
    reviews[0]!.resolve(answer);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.bookings[2]).toEqual(answer);
    expect(actor.getSnapshot().context.reference).toBeNull();
    expect(review()).toBeUndefined();
    expect(effects).toEqual([{ type: 'notifyReviewed', booking: answer }]);
    // Reviewed: no second review.
    expect(actor.getSnapshot().can({ type: 'review.start', reference: COMPLETED.reference })).toBe(
      false,
    );
  });

  it("the server's 422 lands under the fields", async () => {
    const { actor, review, submit, reviews, effects } = await reviewingFilled();
    submit();
    reviews[0]!.reject(
      apiError(422, 'Invalid', { comment: ['Please keep your review under 2000 characters.'] }),
    );
    await waitFor(review()!, (s) => s.matches({ editing: 'ready' }));
    expect(actor.getSnapshot().matches({ loaded: 'reviewing' })).toBe(true);
    expect(formSnap(review).context.errors).toEqual({
      comment: 'Please keep your review under 2000 characters.',
    });
    expect(formSnap(review).context.values.comment).toContain(GOOD_REVIEW.comment);
    expect(effects).toEqual([{ type: 'focusFirstInvalidField' }]);

    // Sending again: the old answer's message goes while the new one is awaited.
    submit();
    expect(formSnap(review).matches('saving')).toBe(true);
    expect(formSnap(review).context.errors).toEqual({});
  });

  it.each([
    [422, { booking: [MY_BOOKING_MESSAGES.notReviewable] }, MY_BOOKING_MESSAGES.notReviewable],
    [409, undefined, MY_BOOKING_MESSAGES.alreadyReviewed],
    [404, undefined, MY_BOOKING_MESSAGES.notFound],
  ])(
    'a %i that is no field error means the booking changed: explained and reloaded',
    async (status, fieldErrors, message) => {
      const { actor, review, submit, reviews, fetches, effects } = await reviewingFilled();
      submit();
      reviews[0]!.reject(apiError(status, message, fieldErrors));
      await waitFor(actor, (s) => s.matches('loading'));
      expect(effects).toEqual([{ type: 'notifyBookingChanged', message }]);
      expect(fetches).toHaveLength(2);
      expect(actor.getSnapshot().context.reference).toBeNull();
      expect(review()).toBeUndefined();
    },
  );

  it('a failed send keeps the text and says why; Submit retries the same review', async () => {
    const { actor, review, submit, reviews, effects } = await reviewingFilled();
    submit();
    reviews[0]!.reject(apiError(503, 'Service Unavailable'));
    await waitFor(review()!, (s) => s.matches({ editing: 'failed' }));
    expect(formSnap(review).hasTag('error')).toBe(true);
    expect(actor.getSnapshot().hasTag('reviewDialog')).toBe(true);
    expect(formSnap(review).context.failure).toBe('Service Unavailable');
    expect(formSnap(review).context.values).toEqual({
      rating: GOOD_REVIEW.rating,
      comment: `  ${GOOD_REVIEW.comment}  `,
    });

    submit();
    expect(formSnap(review).matches('saving')).toBe(true);
    expect(formSnap(review).context.failure).toBeNull();
    expect(reviews[1]!.input).toEqual(reviews[0]!.input);
    reviews[1]!.resolve(reviewedCompleted(GOOD_REVIEW));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(effects.map((e) => e.type)).toEqual(['notifyReviewed']);
  });

  it('a failure without a message reads the fixed text', async () => {
    const { review, submit, reviews } = await reviewingFilled();
    submit();
    reviews[0]!.reject(new Error(''));
    await waitFor(review()!, (s) => s.matches({ editing: 'failed' }));
    expect(formSnap(review).context.failure).toBe(MY_BOOKINGS_MESSAGES.reviewFailed);
  });

  it('editing after a failure goes back to the form and clears the reason', async () => {
    for (const edit of ['rate', 'comment'] as const) {
      const h = await reviewingFilled();
      h.submit();
      h.reviews[0]!.reject(apiError(500, 'Server Error'));
      await waitFor(h.review()!, (s) => s.matches({ editing: 'failed' }));
      if (edit === 'rate') h.rate(2);
      else h.comment('Changed my mind about this trip.');
      expect(formSnap(h.review).matches({ editing: 'ready' })).toBe(true);
      expect(formSnap(h.review).context.failure).toBeNull();
      expect(formSnap(h.review).context.values).toMatchObject(
        edit === 'rate' ? { rating: 2 } : { comment: 'Changed my mind about this trip.' },
      );
    }
  });

  it('Cancel closes the form, from editing or after a failure', async () => {
    const { actor, review, rate, comment, submit, dismiss, reviews } = await reviewingFilled();
    dismiss();
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.reference).toBeNull();
    expect(review()).toBeUndefined();

    actor.send({ type: 'review.start', reference: COMPLETED.reference });
    expect(formSnap(review).context.values).toEqual({ rating: 0, comment: '' });
    rate(5);
    comment(GOOD_REVIEW.comment);
    submit();
    reviews[0]!.reject(apiError(500));
    await waitFor(review()!, (s) => s.matches({ editing: 'failed' }));
    dismiss();
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.reference).toBeNull();
    expect(review()).toBeUndefined();
  });
});

describe('my bookings machine: Pay balance (issue 14)', () => {
  it('balance.pay opens the dialog for an Upcoming booking with a balance only', async () => {
    const { actor, pay } = await loaded();
    for (const reference of [
      UPCOMING.reference, // paid in full
      COMPLETED.reference,
      CANCELLED.reference,
      IN_PROGRESS.reference,
      'NOPE0000',
    ]) {
      expect(actor.getSnapshot().can({ type: 'balance.pay', reference })).toBe(false);
    }
    actor.send({ type: 'balance.pay', reference: DEPOSIT.reference });
    expect(actor.getSnapshot().matches({ loaded: 'payingBalance' })).toBe(true);
    expect(actor.getSnapshot().hasTag('payDialog')).toBe(true);
    expect(actor.getSnapshot().context.reference).toBe(DEPOSIT.reference);
    // The dialog pays the balance the list shows, judging card expiry by the tab's day.
    expect(pay()?.getSnapshot().context).toMatchObject({
      reference: DEPOSIT.reference,
      balance: 2237.6,
      today: MY_TODAY,
    });
    // While it is open, the other dialogs wait.
    expect(actor.getSnapshot().can({ type: 'cancel.request', reference: DEPOSIT.reference })).toBe(
      false,
    );
  });

  it('paid: the booking is replaced in place (Paid in full), the app thanks the traveller', async () => {
    const h = await loaded();
    h.actor.send({ type: 'balance.pay', reference: DEPOSIT.reference });
    h.fillCard();
    h.paySubmit();
    h.clock.increment(TIMINGS.paymentDelay);
    await flush();
    expect(h.pays.map((p) => p.input)).toEqual([
      {
        reference: DEPOSIT.reference,
        request: { payment_method: 'card', card_last4: '1111', balance: 2237.6 },
      },
    ]);
    h.pays[0]!.resolve(DEPOSIT_PAID);
    await waitFor(h.actor, (s) => s.matches({ loaded: 'idle' }));
    const { context } = h.actor.getSnapshot();
    expect(context.bookings[1]).toEqual(DEPOSIT_PAID);
    expect(context.bookings.filter((b) => b !== DEPOSIT_PAID)).toEqual(
      BOOKINGS.filter((b) => b !== DEPOSIT),
    );
    expect(context.reference).toBeNull();
    expect(h.pay()).toBeUndefined();
    expect(h.effects).toEqual([{ type: 'notifyBalancePaid', booking: DEPOSIT_PAID }]);
    // Nothing left to pay.
    expect(h.actor.getSnapshot().can({ type: 'balance.pay', reference: DEPOSIT.reference })).toBe(
      false,
    );
    expect(h.fetches).toHaveLength(1);
  });

  it('changed meanwhile (409): explained and the list reloaded', async () => {
    const h = await loaded();
    h.actor.send({ type: 'balance.pay', reference: DEPOSIT.reference });
    h.payField('paymentMethod', 'paypal');
    h.paySubmit();
    h.clock.increment(TIMINGS.paymentDelay);
    await flush();
    h.pays[0]!.reject(apiError(409, PAYMENT_MESSAGES.changed));
    await waitFor(h.actor, (s) => s.matches('loading'));
    expect(h.effects).toEqual([
      { type: 'notifyBookingChanged', message: PAYMENT_MESSAGES.changed },
    ]);
    expect(h.actor.getSnapshot().context.reference).toBeNull();
    expect(h.fetches).toHaveLength(2);
  });

  it('a failed payment keeps the dialog open with why; Cancel closes it without a word', async () => {
    const h = await loaded();
    h.actor.send({ type: 'balance.pay', reference: DEPOSIT.reference });
    h.fillCard();
    h.paySubmit();
    h.clock.increment(TIMINGS.paymentDelay);
    await flush();
    h.pays[0]!.reject(apiError(0, 'Offline'));
    await waitFor(h.pay()!, (s) => s.matches({ editing: 'failed' }));
    expect(h.actor.getSnapshot().matches({ loaded: 'payingBalance' })).toBe(true);
    h.payDismiss();
    await waitFor(h.actor, (s) => s.matches({ loaded: 'idle' }));
    expect(h.actor.getSnapshot().context.reference).toBeNull();
    expect(h.effects).toEqual([]);
    expect(h.actor.getSnapshot().context.bookings).toEqual(BOOKINGS);
  });
});

describe('my bookings machine: pages (issue 16)', () => {
  const PAGE_TWO = [COMPLETED, REVIEWED];

  it('asks for the page the URL names, and the first when it names none', () => {
    expect(startMyBookings({ query: { page: 3 } }).fetches[0]!.input).toEqual({
      query: { page: 3 },
    });
    expect(startMyBookings().fetches[0]!.input).toEqual({ query: {} });
  });

  it('another page keeps the shown one (tag paging) until it arrives, then shows it', async () => {
    const { actor, fetches } = await loaded();
    actor.send({ type: 'query.change', query: { page: 2 } });
    const paging = actor.getSnapshot();
    expect(paging.matches({ loaded: 'paging' })).toBe(true);
    expect(paging.hasTag('paging')).toBe(true);
    expect(paging.context.bookings).toEqual(BOOKINGS);
    expect(fetches.map((f) => f.input)).toEqual([{ query: {} }, { query: { page: 2 } }]);

    fetches[1]!.resolve(pageOf(PAGE_TWO, 2, 2));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({
      query: { page: 2 },
      bookings: PAGE_TWO,
      meta: { page: 2, lastPage: 2, total: 12 },
    });
  });

  it('the same page again asks nothing', async () => {
    const { actor, fetches } = await loaded();
    actor.send({ type: 'query.change', query: {} });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(fetches).toHaveLength(1);
  });

  it('a page that cannot be loaded is the failed state; Try again asks for that page', async () => {
    const { actor, fetches } = await loaded();
    actor.send({ type: 'query.change', query: { page: 2 } });
    fetches[1]!.reject(apiError(500, 'Server Error'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe('Server Error');
    actor.send({ type: 'bookings.retry' });
    expect(fetches[2]!.input).toEqual({ query: { page: 2 } });
  });

  it('another page while loading or failed asks for it instead', async () => {
    const { actor, fetches } = startMyBookings();
    actor.send({ type: 'query.change', query: { page: 2 } });
    expect(fetches[0]!.signal.aborted).toBe(true);
    expect(fetches[1]!.input).toEqual({ query: { page: 2 } });
    fetches[1]!.reject(apiError(0, 'Offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'query.change', query: { page: 3 } });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(fetches[2]!.input).toEqual({ query: { page: 3 } });
  });

  it('another page closes an open dialog', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'booking.view', reference: UPCOMING.reference });
    actor.send({ type: 'query.change', query: { page: 2 } });
    expect(actor.getSnapshot().matches({ loaded: 'paging' })).toBe(true);
    expect(actor.getSnapshot().context.reference).toBeNull();
  });

  it('cancelling on page 2 keeps page 2; a booking changed meanwhile reloads page 2', async () => {
    const h = startMyBookings({ query: { page: 2 } });
    h.fetches[0]!.resolve(pageOf(BOOKINGS, 2, 3));
    await waitFor(h.actor, (s) => s.matches({ loaded: 'idle' }));
    h.actor.send({ type: 'cancel.request', reference: UPCOMING.reference });
    h.actor.send({ type: 'cancel.confirm' });
    h.cancels[0]!.resolve(UPCOMING_CANCELLED);
    await waitFor(h.actor, (s) => s.matches({ loaded: 'idle' }));
    expect(h.fetches).toHaveLength(1);
    expect(h.actor.getSnapshot().context.meta?.page).toBe(2);
    expect(h.actor.getSnapshot().context.bookings[0]).toEqual(UPCOMING_CANCELLED);

    h.actor.send({ type: 'review.start', reference: COMPLETED.reference });
    h.rate(4);
    h.comment('A wonderful week in the meadows.');
    h.submit();
    h.reviews[0]!.reject(apiError(409, MY_BOOKING_MESSAGES.alreadyReviewed));
    await waitFor(h.actor, (s) => s.matches('loading'));
    expect(h.fetches[1]!.input).toEqual({ query: { page: 2 } });
  });
});
