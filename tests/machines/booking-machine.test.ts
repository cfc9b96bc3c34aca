import { describe, expect, it } from 'vitest';
import { createActor, type Snapshot } from 'xstate';
import {
  BOOKING_MESSAGES,
  CARD_FIELDS,
  CHECKOUT_MESSAGES,
  createBookingRequestSchema,
  EMPTY_CHECKOUT,
  SPECIAL_REQUESTS_MAX,
} from '../../contract/bookings';
import {
  amountDueNow,
  bookableDepartures,
  bookingMachine,
  depositOffered,
  maxTravelers,
  selectedDeparture,
  shareText,
  totalCents,
  withoutCardDetails,
  type BookingContext,
} from '../../machines/booking-machine';
import { TIMINGS } from '../../machines/constants';
import type { SavedCardsActorRef } from '../../machines/saved-cards-machine';
import {
  bookingTour,
  type BookingHarness,
  DEPARTURES,
  fillContact,
  makeBooking,
  openBookingPage,
  reachCheckout,
  reachSaving,
  startBooking,
  TODAY,
  TOUR_ID,
  validContact,
} from './booking-fixture';
import { card } from './payment-methods-fixture';
import { apiError } from '../support/api-error';
import { flush } from '../support/controllable';

const KEY_PATTERN = /^[0-9a-f]{32}$/;
const OTHER_TOUR_ID = 9;

const stateOf = (h: ReturnType<typeof startBooking>) => h.actor.getSnapshot();
const contextOf = (h: ReturnType<typeof startBooking>) => h.actor.getSnapshot().context;

/** Runs a refused event and checks that nothing at all changed. */
function expectRefused(
  h: ReturnType<typeof startBooking>,
  event: Parameters<typeof h.actor.send>[0],
) {
  const before = stateOf(h);
  expect(before.can(event)).toBe(false);
  h.actor.send(event);
  expect(stateOf(h).value).toEqual(before.value);
  expect(contextOf(h)).toEqual(before.context);
  expect(h.takeEffects()).toEqual([]);
}

describe('booking machine: opening the booking page (SPEC 2, 4)', () => {
  it('starts with no booking, then loads the tour and opens the booking page with SPEC defaults', async () => {
    const h = startBooking({ fetchTour: null });
    expect(stateOf(h).matches('idle')).toBe(true);
    expect(stateOf(h).hasTag('empty')).toBe(true);

    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('loadingTour')).toBe(true);
    expect(stateOf(h).hasTag('loading')).toBe(true);
    expect(h.fetchTour.calls.map((c) => c.input)).toEqual([{ tourId: TOUR_ID }]);
    expect(contextOf(h)).toMatchObject({ tourId: TOUR_ID, today: TODAY, tour: null });

    await h.fetchTour.resolve(bookingTour());
    expect(stateOf(h).matches('selecting')).toBe(true);
    expect(stateOf(h).hasTag('selecting')).toBe(true);
    const context = contextOf(h);
    // Only what the flow needs is kept (the context is persisted per tab).
    expect(context.tour).toEqual({
      id: TOUR_ID,
      title: 'K2 Base Camp Trek',
      price: 1299,
      duration: 14,
      location: 'Skardu, Gilgit-Baltistan',
      thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
      departures: Object.values(DEPARTURES),
    });
    expect(context).toMatchObject({
      departureId: null,
      travelers: 1,
      addOns: [],
      specialRequests: '',
      contact: EMPTY_CHECKOUT,
      errors: {},
      idempotencyKey: null,
      notice: null,
      failure: null,
      booking: null,
    });
    expect(h.takeEffects()).toEqual([]);
  });

  it('resumes the same booking when the page opens again (no new request)', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'travelers.change', count: 3 });
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: '2026-03-11' });
    await flush();
    expect(stateOf(h).matches('selecting')).toBe(true);
    expect(contextOf(h)).toMatchObject({
      departureId: DEPARTURES.open.id,
      travelers: 3,
      today: '2026-03-11',
    });
    expect(h.fetchTour.calls).toHaveLength(1);
  });

  it('resumes from checkout (browser back) keeping the selection, the form and the key', async () => {
    const h = startBooking();
    await reachCheckout(h, { travelers: 2, contact: validContact() });
    const { idempotencyKey, contact } = contextOf(h);
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('selecting')).toBe(true);
    expect(contextOf(h)).toMatchObject({
      departureId: DEPARTURES.open.id,
      travelers: 2,
      idempotencyKey,
      contact,
    });
    expect(h.fetchTour.calls).toHaveLength(1);
  });

  it('starts over for another tour', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'addOn.toggle', id: 'gear' });
    h.actor.send({ type: 'booking.open', tourId: OTHER_TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('loadingTour')).toBe(true);
    expect(contextOf(h)).toMatchObject({
      tourId: OTHER_TOUR_ID,
      tour: null,
      departureId: null,
      addOns: [],
    });
    await flush();
    expect(h.fetchTour.calls.map((c) => c.input.tourId)).toEqual([TOUR_ID, OTHER_TOUR_ID]);
    expect(contextOf(h).tour?.id).toBe(OTHER_TOUR_ID);
  });

  it('while loading: the same tour keeps the request, another tour aborts it and loads its own', async () => {
    const h = startBooking({ fetchTour: null });
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: '2026-03-11' });
    expect(h.fetchTour.calls).toHaveLength(1);
    expect(contextOf(h).today).toBe('2026-03-11');

    h.actor.send({ type: 'booking.open', tourId: OTHER_TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('loadingTour')).toBe(true);
    expect(h.fetchTour.calls.map((c) => c.input.tourId)).toEqual([TOUR_ID, OTHER_TOUR_ID]);
    expect(h.fetchTour.calls[0]?.signal.aborted).toBe(true);
    await h.fetchTour.resolve(bookingTour({ id: OTHER_TOUR_ID }));
    expect(contextOf(h).tour?.id).toBe(OTHER_TOUR_ID);
  });

  it('starts a new booking after a confirmed one', async () => {
    const h = startBooking();
    await reachSaving(h);
    await h.createBooking.resolve(makeBooking());
    expect(stateOf(h).matches('confirmed')).toBe(true);
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('loadingTour')).toBe(true);
    expect(contextOf(h)).toMatchObject({ booking: null, departureId: null, travelers: 1 });
    await flush();
    expect(stateOf(h).matches('selecting')).toBe(true);
    expect(h.fetchTour.calls).toHaveLength(2);
  });

  it('shows Tour Not Found for a 404, without a retry', async () => {
    const h = startBooking({ fetchTour: null });
    h.actor.send({ type: 'booking.open', tourId: 404, today: TODAY });
    await h.fetchTour.reject(apiError(404, 'Tour not found'));
    expect(stateOf(h).matches('tourNotFound')).toBe(true);
    expect(stateOf(h).hasTag('notFound')).toBe(true);
    expect(stateOf(h).hasTag('error')).toBe(false);
    expect(contextOf(h).tourFailure).toEqual({ status: 404, message: 'Tour not found' });
    expect(stateOf(h).can({ type: 'tour.retry' })).toBe(false);
  });

  it.each([0, 408, 429, 500, 503])(
    'offers a retry when the tour could not be loaded (status %i)',
    async (status) => {
      const h = startBooking({ fetchTour: null });
      h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
      await h.fetchTour.reject(apiError(status, 'We could not reach the server.'));
      expect(stateOf(h).matches('tourFailed')).toBe(true);
      expect(stateOf(h).hasTag('error')).toBe(true);
      expect(contextOf(h).tourFailure).toEqual({
        status,
        message: 'We could not reach the server.',
      });

      h.actor.send({ type: 'tour.retry' });
      expect(stateOf(h).matches('loadingTour')).toBe(true);
      expect(h.fetchTour.calls).toHaveLength(2);
      await h.fetchTour.resolve(bookingTour());
      expect(stateOf(h).matches('selecting')).toBe(true);
      expect(contextOf(h).tourFailure).toBeNull();
    },
  );

  it('treats anything thrown without a status as no answer (retryable, generic message)', async () => {
    const h = startBooking({ fetchTour: () => Promise.reject(new Error('')) });
    await openBookingPage(h);
    expect(stateOf(h).matches('tourFailed')).toBe(true);
    expect(contextOf(h).tourFailure).toEqual({ status: 0, message: 'Something went wrong' });
  });

  it('lands in tourFailed when the stub actors were not provided', async () => {
    const actor = createActor(bookingMachine).start();
    actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    await flush();
    expect(actor.getSnapshot().matches('tourFailed')).toBe(true);
    expect(actor.getSnapshot().context.tourFailure?.message).toContain(
      'provide via machine.provide',
    );
  });

  it('opening the page again after Tour Not Found asks the server again', async () => {
    const h = startBooking({ fetchTour: null });
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    await h.fetchTour.reject(apiError(404));
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('loadingTour')).toBe(true);
    expect(contextOf(h).tourFailure).toBeNull();
    expect(h.fetchTour.calls).toHaveLength(2);
  });
});

describe('booking machine: dates, travellers, add-ons, requests (SPEC 2, 5, 9)', () => {
  it('selects a bookable date and reads it through the selectors', async () => {
    const h = startBooking();
    await openBookingPage(h);
    expect(bookableDepartures(contextOf(h)).map((d) => d.id)).toEqual([
      DEPARTURES.open.id,
      DEPARTURES.lastSeats.id,
    ]);
    expect(selectedDeparture(contextOf(h))).toBeNull();
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    expect(contextOf(h).departureId).toBe(DEPARTURES.open.id);
    expect(selectedDeparture(contextOf(h))).toEqual(DEPARTURES.open);
    expect(stateOf(h).matches('selecting')).toBe(true);
  });

  it.each([
    ['sold out', DEPARTURES.soldOut.id],
    ['starting today', DEPARTURES.startsToday.id],
    ['past', DEPARTURES.past.id],
    ['unknown', 999],
  ])('refuses a %s date', async (_, departureId) => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    expectRefused(h, { type: 'date.select', departureId });
    expect(contextOf(h).departureId).toBe(DEPARTURES.open.id);
  });

  it('clamps the travellers to the seats left when a date is chosen', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'travelers.change', count: 5 });
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.lastSeats.id });
    expect(contextOf(h).travelers).toBe(2);
    expect(maxTravelers(contextOf(h))).toBe(2);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    expect(contextOf(h).travelers).toBe(2);
    expect(maxTravelers(contextOf(h))).toBe(8);
  });

  it('accepts 1 to 8 travellers and refuses anything else', async () => {
    const h = startBooking();
    await openBookingPage(h);
    expect(maxTravelers(contextOf(h))).toBe(8);
    h.actor.send({ type: 'travelers.change', count: 8 });
    expect(contextOf(h).travelers).toBe(8);
    h.actor.send({ type: 'travelers.change', count: 1 });
    expect(contextOf(h).travelers).toBe(1);
    for (const count of [0, -1, 9, 2.5, Number.NaN]) {
      expectRefused(h, { type: 'travelers.change', count });
    }
  });

  it('never allows more travellers than the chosen date has seats', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.lastSeats.id });
    h.actor.send({ type: 'travelers.change', count: 2 });
    expect(contextOf(h).travelers).toBe(2);
    expectRefused(h, { type: 'travelers.change', count: 3 });
  });

  it('toggles the SPEC add-ons by click and refuses unknown ones', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'addOn.toggle', id: 'insurance' });
    h.actor.send({ type: 'addOn.toggle', id: 'guide' });
    expect(contextOf(h).addOns).toEqual(['insurance', 'guide']);
    h.actor.send({ type: 'addOn.toggle', id: 'insurance' });
    expect(contextOf(h).addOns).toEqual(['guide']);
    expectRefused(h, { type: 'addOn.toggle', id: 'spa' });
  });

  it('totals price x travellers + flat add-ons, in cents', async () => {
    const h = startBooking();
    expect(totalCents(contextOf(h))).toBe(0);
    await openBookingPage(h);
    h.actor.send({ type: 'travelers.change', count: 2 });
    h.actor.send({ type: 'addOn.toggle', id: 'guide' });
    h.actor.send({ type: 'addOn.toggle', id: 'photography' });
    expect(totalCents(contextOf(h))).toBe(1299_00 * 2 + 299_00 + 199_00);
  });

  it('keeps special requests up to the limit', async () => {
    const h = startBooking();
    await openBookingPage(h);
    const longest = 'x'.repeat(SPECIAL_REQUESTS_MAX);
    h.actor.send({ type: 'requests.change', text: longest });
    expect(contextOf(h).specialRequests).toBe(longest);
    expectRefused(h, { type: 'requests.change', text: `${longest}x` });
  });

  it("proceeding without a date toasts 'Please select a date', shows the dates and stays", async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'booking.proceed' });
    expect(stateOf(h).matches('selecting')).toBe(true);
    expect(h.takeEffects()).toEqual(['showSelectDateToast', 'focusDatePicker']);
    // Issue 17: choosing a date takes the toast away; the same date again changes nothing.
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    expect(h.dateToastDismissals()).toBe(1);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    expect(h.dateToastDismissals()).toBe(1);
    expect(h.takeEffects()).toEqual([]);
  });

  it('proceeding with a date opens checkout and navigates there', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'booking.proceed' });
    // Issue 19: the seats are held first; checkout opens with the hold.
    expect(stateOf(h).matches({ selecting: 'holding' })).toBe(true);
    expect(h.takeEffects()).toEqual([]);
    await flush();
    expect(stateOf(h).matches({ checkout: 'editing' })).toBe(true);
    expect(stateOf(h).hasTag('checkout')).toBe(true);
    expect(stateOf(h).hasTag('busy')).toBe(false);
    expect(h.takeEffects()).toEqual([`navigateToCheckout ${TOUR_ID}`]);
  });

  it('selection events are ignored outside the booking page', async () => {
    const h = startBooking();
    await reachCheckout(h);
    expectRefused(h, { type: 'date.select', departureId: DEPARTURES.lastSeats.id });
    expectRefused(h, { type: 'travelers.change', count: 2 });
    expectRefused(h, { type: 'addOn.toggle', id: 'gear' });
    expectRefused(h, { type: 'booking.proceed' });
  });
});

describe('booking machine: opening checkout (SPEC 4, 8)', () => {
  it('without booking data: toast, back to the tour page, booking reset', async () => {
    const h = startBooking();
    h.actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('idle')).toBe(true);
    expect(h.takeEffects()).toEqual(['showMissingBookingToast', `navigateToTour ${TOUR_ID}`]);
  });

  it('without a chosen date: the same, and the half-made selection is dropped', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'travelers.change', count: 4 });
    h.actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('idle')).toBe(true);
    expect(contextOf(h)).toMatchObject({ tourId: null, tour: null, travelers: 1, today: TODAY });
    expect(h.takeEffects()).toEqual(['showMissingBookingToast', `navigateToTour ${TOUR_ID}`]);
  });

  it('for another tour than the one being booked: missing booking information', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'checkout.open', tourId: OTHER_TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('idle')).toBe(true);
    expect(h.takeEffects()).toEqual(['showMissingBookingToast', `navigateToTour ${OTHER_TOUR_ID}`]);
  });

  it('with a date chosen (a direct visit or a reload): checkout without navigating', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.takeEffects();
    h.actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: '2026-03-11' });
    // No seats held yet: checkout holds them first.
    expect(stateOf(h).matches({ checkout: 'reholding' })).toBe(true);
    await flush();
    expect(stateOf(h).matches({ checkout: 'editing' })).toBe(true);
    expect(contextOf(h).today).toBe('2026-03-11');
    expect(h.takeEffects()).toEqual([]);
  });

  it('inside checkout, the same tour changes nothing; another tour resets', async () => {
    const h = startBooking();
    await reachCheckout(h, { contact: validContact() });
    const before = contextOf(h);
    h.actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: TODAY });
    expect(stateOf(h).matches({ checkout: 'editing' })).toBe(true);
    expect(contextOf(h)).toEqual(before);
    expect(h.takeEffects()).toEqual([]);

    h.actor.send({ type: 'checkout.open', tourId: OTHER_TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('idle')).toBe(true);
    expect(h.takeEffects()).toEqual(['showMissingBookingToast', `navigateToTour ${OTHER_TOUR_ID}`]);
  });

  it('a confirmed booking cannot be checked out again: checkout shows the confirmation', async () => {
    const h = startBooking();
    await reachSaving(h);
    await h.createBooking.resolve(makeBooking());
    h.takeEffects();
    h.actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('confirmed')).toBe(true);
    expect(contextOf(h).booking).not.toBeNull();
    expect(h.takeEffects()).toEqual(['navigateToConfirmation']);
    h.actor.send({ type: 'checkout.open', tourId: OTHER_TOUR_ID, today: TODAY });
    expect(stateOf(h).matches('idle')).toBe(true);
    expect(h.takeEffects()).toEqual(['showMissingBookingToast', `navigateToTour ${OTHER_TOUR_ID}`]);
  });
});

describe('booking machine: the idempotency key (one per submission of one selection)', () => {
  it('is created on entering checkout', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    expect(contextOf(h).idempotencyKey).toBeNull();
    h.actor.send({ type: 'booking.proceed' });
    await flush();
    expect(contextOf(h).idempotencyKey).toMatch(KEY_PATTERN);
  });

  it('is kept when leaving checkout and returning without changes', async () => {
    const h = startBooking();
    await reachCheckout(h);
    const key = contextOf(h).idempotencyKey;
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    h.actor.send({ type: 'booking.proceed' });
    await flush();
    expect(stateOf(h).matches('checkout')).toBe(true);
    expect(contextOf(h).idempotencyKey).toBe(key);
  });

  it.each([
    ['another date', { type: 'date.select', departureId: DEPARTURES.lastSeats.id }],
    ['travellers', { type: 'travelers.change', count: 2 }],
    ['an add-on', { type: 'addOn.toggle', id: 'insurance' }],
    ['special requests', { type: 'requests.change', text: 'Vegetarian meals' }],
  ] as const)('is replaced when %s change', async (_, change) => {
    const h = startBooking();
    await reachCheckout(h);
    const key = contextOf(h).idempotencyKey;
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    h.actor.send(change);
    expect(contextOf(h).idempotencyKey).toBeNull();
    h.actor.send({ type: 'booking.proceed' });
    await flush();
    expect(contextOf(h).idempotencyKey).toMatch(KEY_PATTERN);
    expect(contextOf(h).idempotencyKey).not.toBe(key);
  });

  it('is kept when the chosen date is clicked again (no change)', async () => {
    // After a lost answer the server may hold the booking: a fresh key would book twice.
    const h = startBooking();
    await reachSaving(h);
    const key = contextOf(h).idempotencyKey;
    await h.createBooking.reject(apiError(0));
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    expect(contextOf(h).idempotencyKey).toBe(key);
    h.actor.send({ type: 'booking.proceed' });
    await flush();
    h.actor.send({ type: 'checkout.submit' });
    h.clock.increment(TIMINGS.paymentDelay);
    expect(h.createBooking.calls.map((c) => c.input.idempotencyKey)).toEqual([key, key]);
  });

  it('is sent with the request and kept for a retry after a failure', async () => {
    const h = startBooking();
    await reachSaving(h);
    const key = contextOf(h).idempotencyKey;
    expect(h.createBooking.last().input.idempotencyKey).toBe(key);
    await h.createBooking.reject(apiError(500));
    h.actor.send({ type: 'checkout.retry' });
    h.clock.increment(TIMINGS.paymentDelay);
    await flush();
    expect(h.createBooking.calls.map((c) => c.input.idempotencyKey)).toEqual([key, key]);
    expect(h.createBooking.calls[1]?.input.request).toEqual(
      h.createBooking.calls[0]?.input.request,
    );
  });

  it('is cleared after success and after the seats were gone', async () => {
    const ok = startBooking();
    await reachSaving(ok);
    await ok.createBooking.resolve(makeBooking());
    expect(contextOf(ok).idempotencyKey).toBeNull();

    const gone = startBooking();
    await reachSaving(gone);
    await gone.createBooking.reject(apiError(409));
    expect(contextOf(gone).idempotencyKey).toBeNull();
  });
});

describe('booking machine: the checkout form (SPEC 2, 5, 8)', () => {
  it('submitting an empty form shows every SPEC message, toasts and focuses the first error', async () => {
    const h = startBooking();
    await reachCheckout(h);
    h.actor.send({ type: 'checkout.submit' });
    expect(stateOf(h).matches({ checkout: 'editing' })).toBe(true);
    expect(contextOf(h).errors).toEqual({
      name: CHECKOUT_MESSAGES.name,
      email: CHECKOUT_MESSAGES.email,
      phone: CHECKOUT_MESSAGES.phone,
      cardNumber: CHECKOUT_MESSAGES.cardNumber,
      expiryDate: CHECKOUT_MESSAGES.expiryDate,
      cvv: CHECKOUT_MESSAGES.cvv,
      nameOnCard: CHECKOUT_MESSAGES.nameOnCard,
      terms: CHECKOUT_MESSAGES.terms,
    });
    expect(h.takeEffects()).toEqual(['showValidationToast', 'focusFirstError']);
    expect(h.createBooking.calls).toHaveLength(0);
  });

  it("editing a field clears that field's error only", async () => {
    const h = startBooking();
    await reachCheckout(h);
    h.actor.send({ type: 'checkout.submit' });
    h.actor.send({ type: 'field.change', field: 'email', value: 'not-an-email' });
    expect(contextOf(h).errors.email).toBeUndefined();
    expect(contextOf(h).errors.name).toBe(CHECKOUT_MESSAGES.name);
    expect(contextOf(h).contact.email).toBe('not-an-email');
    h.actor.send({ type: 'field.change', field: 'terms', value: true });
    expect(contextOf(h).errors.terms).toBeUndefined();
    expect(contextOf(h).contact.terms).toBe(true);
    h.actor.send({ type: 'checkout.submit' });
    expect(contextOf(h).errors.email).toBe(CHECKOUT_MESSAGES.emailFormat);
  });

  it('changing the payment method clears the card errors (card rules only apply to card)', async () => {
    const h = startBooking();
    await reachCheckout(h);
    h.actor.send({ type: 'checkout.submit' });
    h.actor.send({ type: 'field.change', field: 'paymentMethod', value: 'paypal' });
    expect(Object.keys(contextOf(h).errors).sort()).toEqual(['email', 'name', 'phone', 'terms']);
    h.actor.send({ type: 'checkout.submit' });
    expect(Object.keys(contextOf(h).errors).sort()).toEqual(['email', 'name', 'phone', 'terms']);
  });

  it.each([
    ['terms as text', { field: 'terms', value: 'yes' }],
    ['an unknown payment method', { field: 'paymentMethod', value: 'bitcoin' }],
    ['a name that is not text', { field: 'name', value: true }],
  ] as const)('refuses %s', async (_, change) => {
    const h = startBooking();
    await reachCheckout(h);
    expectRefused(h, { type: 'field.change', ...change });
  });

  it('a valid form starts the simulated payment: exactly 2000 ms, then the booking is stored', async () => {
    const h = startBooking();
    await reachCheckout(h, { travelers: 2, contact: validContact() });
    h.actor.send({ type: 'checkout.submit' });
    expect(stateOf(h).matches({ checkout: { processing: 'paying' } })).toBe(true);
    expect(stateOf(h).hasTag('busy')).toBe(true);
    expect(stateOf(h).hasTag('checkout')).toBe(true);
    expect(contextOf(h).errors).toEqual({});
    expect(h.takeEffects()).toEqual([]);

    // SPEC 9: the simulated payment takes 2 s.
    expect(TIMINGS.paymentDelay).toBe(2000);
    h.clock.increment(1999);
    await flush();
    expect(stateOf(h).matches({ checkout: { processing: 'paying' } })).toBe(true);
    expect(h.createBooking.calls).toHaveLength(0);

    h.clock.increment(1);
    await flush();
    expect(stateOf(h).matches({ checkout: { processing: 'saving' } })).toBe(true);
    expect(stateOf(h).hasTag('busy')).toBe(true);
    expect(h.createBooking.calls).toHaveLength(1);
  });

  it('sends no card number, expiry, CVV or name on card: only the last four digits', async () => {
    const h = startBooking();
    await reachCheckout(h, { travelers: 2, contact: validContact() });
    h.actor.send({ type: 'requests.change', text: 'ignored outside the booking page' });
    h.actor.send({ type: 'checkout.submit' });
    h.clock.increment(TIMINGS.paymentDelay);
    const { request } = h.createBooking.last().input;
    expect(request).toEqual({
      tour_id: TOUR_ID,
      departure_id: DEPARTURES.open.id,
      travelers: 2,
      add_ons: [],
      special_requests: undefined,
      name: 'Amina Khan',
      email: 'amina@example.com',
      phone: '+92 300 1234567',
      address: undefined,
      city: 'Lahore',
      country: undefined,
      zip_code: undefined,
      payment_method: 'card',
      card_last4: '4242',
      pay_in_full: false,
      hold_token: contextOf(h).hold?.token,
    });
    expect(request.hold_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sent = JSON.stringify(request);
    for (const secret of ['4242 4242', '12/30', '"123"', 'AMINA KHAN']) {
      expect(sent).not.toContain(secret);
    }
    // The strict request schema the server uses accepts it as is.
    expect(createBookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it.each(['paypal', 'bank'] as const)(
    'sends no card digits at all for %s, even when card fields were typed first',
    async (method) => {
      const h = startBooking();
      await reachCheckout(h, { contact: validContact('card') });
      h.actor.send({ type: 'field.change', field: 'paymentMethod', value: method });
      h.actor.send({ type: 'checkout.submit' });
      h.clock.increment(TIMINGS.paymentDelay);
      const { request } = h.createBooking.last().input;
      expect(request.payment_method).toBe(method);
      expect(request.card_last4).toBeUndefined();
      expect(createBookingRequestSchema.safeParse(request).success).toBe(true);
    },
  );

  it('trims the contact details and sends the selection made on the booking page', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.lastSeats.id });
    h.actor.send({ type: 'travelers.change', count: 2 });
    h.actor.send({ type: 'addOn.toggle', id: 'photography' });
    h.actor.send({ type: 'addOn.toggle', id: 'insurance' });
    h.actor.send({ type: 'requests.change', text: '  Vegetarian meals  ' });
    h.actor.send({ type: 'booking.proceed' });
    await flush();
    fillContact(h, { ...validContact('bank'), name: '  Amina Khan ', zipCode: ' 54000 ' });
    h.actor.send({ type: 'checkout.submit' });
    h.clock.increment(TIMINGS.paymentDelay);
    expect(h.createBooking.last().input.request).toMatchObject({
      departure_id: DEPARTURES.lastSeats.id,
      travelers: 2,
      add_ons: ['photography', 'insurance'],
      special_requests: 'Vegetarian meals',
      name: 'Amina Khan',
      zip_code: '54000',
      payment_method: 'bank',
    });
  });

  it('success: confirmed, toast, navigation, card details wiped from memory', async () => {
    const h = startBooking();
    await reachSaving(h);
    h.takeEffects();
    const booking = makeBooking();
    await h.createBooking.resolve(booking);
    expect(stateOf(h).matches({ confirmed: 'idle' })).toBe(true);
    expect(stateOf(h).hasTag('confirmed')).toBe(true);
    expect(stateOf(h).hasTag('checkout')).toBe(false);
    expect(h.takeEffects()).toEqual(['showPaymentSuccessToast', 'navigateToConfirmation']);
    const context = contextOf(h);
    expect(context.booking).toEqual(booking);
    expect(context.errors).toEqual({});
    expect(context.failure).toBeNull();
    for (const field of CARD_FIELDS) expect(context.contact[field]).toBe('');
    expect(context.contact.name).toBe('Amina Khan');
  });

  it.each([
    ['409 (seats taken meanwhile)', apiError(409, 'Sorry, not enough seats')],
    [
      '422 on departure_id',
      apiError(422, undefined, { departure_id: ['This date is not available.'] }),
    ],
  ])('%s: back to the date choice with a notice, the date cleared', async (_, error) => {
    const h = startBooking();
    await reachSaving(h);
    h.takeEffects();
    await h.createBooking.reject(error);
    expect(h.takeEffects()).toEqual(['showSeatsGoneToast', `navigateToBooking ${TOUR_ID}`]);
    // The tour was asked for again (fresh seats) and the booking page is open.
    expect(h.fetchTour.calls).toHaveLength(2);
    expect(stateOf(h).matches('selecting')).toBe(true);
    expect(contextOf(h)).toMatchObject({
      notice: { kind: 'seatsGone', date: DEPARTURES.open.start_date },
      departureId: null,
      idempotencyKey: null,
      failure: null,
      travelers: 2,
    });
    expect(contextOf(h).contact.name).toBe('Amina Khan');
    // Choosing another date clears the notice.
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.lastSeats.id });
    expect(contextOf(h).notice).toBeNull();
  });

  it('seats gone: the refreshed seats decide which dates stay open', async () => {
    let seatsLeft = 8;
    const h = startBooking({
      fetchTour: async () =>
        bookingTour({
          departures: [{ ...DEPARTURES.open, seats_left: seatsLeft }, DEPARTURES.lastSeats],
        }),
    });
    await reachSaving(h);
    seatsLeft = 0;
    await h.createBooking.reject(apiError(409));
    expect(stateOf(h).matches('selecting')).toBe(true);
    h.takeEffects();
    expectRefused(h, { type: 'date.select', departureId: DEPARTURES.open.id });
  });

  it('422 with field errors: back to the form with the messages under the right fields', async () => {
    const h = startBooking();
    await reachSaving(h);
    const key = contextOf(h).idempotencyKey;
    h.takeEffects();
    await h.createBooking.reject(
      apiError(422, undefined, {
        email: ['Invalid email format', 'second message is not shown'],
        zip_code: ['Please keep this shorter'],
      }),
    );
    expect(stateOf(h).matches({ checkout: 'editing' })).toBe(true);
    expect(contextOf(h).errors).toEqual({
      email: 'Invalid email format',
      zipCode: 'Please keep this shorter',
    });
    expect(contextOf(h).idempotencyKey).toBe(key);
    expect(h.takeEffects()).toEqual(['showValidationToast', 'focusFirstError']);
  });

  it('422 on fields the form does not show: a failure with the message, retry possible', async () => {
    const h = startBooking();
    await reachSaving(h);
    await h.createBooking.reject(
      apiError(422, 'The given data was invalid.', {
        travelers: ['Travelers must be between 1 and 8.'],
      }),
    );
    expect(stateOf(h).matches({ checkout: 'failed' })).toBe(true);
    expect(contextOf(h).failure).toEqual({ status: 422, message: 'The given data was invalid.' });
  });

  it.each([0, 500])(
    'status %i: the failure state keeps the form and retries with the same key',
    async (status) => {
      const h = startBooking();
      await reachSaving(h);
      const { contact, idempotencyKey } = contextOf(h);
      h.takeEffects();
      await h.createBooking.reject(apiError(status, 'We could not complete your booking.'));
      expect(stateOf(h).matches({ checkout: 'failed' })).toBe(true);
      expect(stateOf(h).hasTag('error')).toBe(true);
      expect(stateOf(h).hasTag('checkout')).toBe(true);
      expect(stateOf(h).hasTag('busy')).toBe(false);
      expect(contextOf(h).failure).toEqual({
        status,
        message: 'We could not complete your booking.',
      });
      expect(contextOf(h).contact).toEqual(contact);
      expect(h.takeEffects()).toEqual([]);

      h.actor.send({ type: 'checkout.retry' });
      expect(stateOf(h).matches({ checkout: { processing: 'paying' } })).toBe(true);
      expect(contextOf(h).failure).toBeNull();
      h.clock.increment(TIMINGS.paymentDelay);
      await flush();
      expect(h.createBooking.calls).toHaveLength(2);
      expect(h.createBooking.last().input.idempotencyKey).toBe(idempotencyKey);
      await h.createBooking.resolve(makeBooking());
      expect(stateOf(h).matches('confirmed')).toBe(true);
    },
  );

  it('editing a field after a failure goes back to the form and clears the failure', async () => {
    const h = startBooking();
    await reachSaving(h);
    await h.createBooking.reject(apiError(500));
    h.actor.send({ type: 'field.change', field: 'phone', value: '+92 311 7654321' });
    expect(stateOf(h).matches({ checkout: 'editing' })).toBe(true);
    expect(contextOf(h).failure).toBeNull();
    expect(contextOf(h).contact.phone).toBe('+92 311 7654321');
    expectRefused(h, { type: 'checkout.retry' });
  });

  it('submitting after a failure: valid -> processing; invalid (card expired meanwhile) -> errors', async () => {
    const valid = startBooking();
    await reachSaving(valid);
    await valid.createBooking.reject(apiError(0));
    valid.actor.send({ type: 'checkout.submit' });
    expect(stateOf(valid).matches({ checkout: { processing: 'paying' } })).toBe(true);

    const expired = startBooking();
    await reachSaving(expired);
    await expired.createBooking.reject(apiError(0));
    expired.takeEffects();
    // The app reports a later day: the card (12/30) has expired by then.
    expired.actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: '2031-01-05' });
    expired.actor.send({ type: 'checkout.submit' });
    expect(stateOf(expired).matches({ checkout: 'editing' })).toBe(true);
    expect(contextOf(expired).errors).toEqual({ expiryDate: CHECKOUT_MESSAGES.expiryPast });
    expect(expired.takeEffects()).toEqual(['showValidationToast', 'focusFirstError']);
  });

  it('ignores navigation, edits and double submits while the payment is processing', async () => {
    const h = startBooking();
    await reachCheckout(h, { contact: validContact() });
    h.actor.send({ type: 'checkout.submit' });
    for (const event of [
      { type: 'booking.open', tourId: TOUR_ID, today: TODAY },
      { type: 'checkout.submit' },
      { type: 'field.change', field: 'name', value: 'Someone Else' },
      { type: 'booking.proceed' },
    ] as const) {
      expectRefused(h, event);
    }
    h.clock.increment(TIMINGS.paymentDelay);
    await flush();
    expectRefused(h, { type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    expectRefused(h, { type: 'checkout.submit' });
    expect(h.createBooking.calls).toHaveLength(1);
    expect(h.fetchTour.calls).toHaveLength(1);
  });

  it('contact.prefill fills only the empty name and e-mail', async () => {
    const h = startBooking();
    await reachCheckout(h);
    h.actor.send({ type: 'field.change', field: 'name', value: 'Amina K.' });
    h.actor.send({
      type: 'contact.prefill',
      name: 'Amina Khan',
      email: 'amina@example.com',
      phone: '',
    });
    expect(contextOf(h).contact).toMatchObject({ name: 'Amina K.', email: 'amina@example.com' });
    h.actor.send({ type: 'contact.prefill', name: 'Other', email: 'other@example.com', phone: '' });
    expect(contextOf(h).contact).toMatchObject({ name: 'Amina K.', email: 'amina@example.com' });
  });

  it('contact.prefill fills the phone from the profile once it is known, never over a typed one', async () => {
    const h = startBooking();
    await reachCheckout(h);
    const session = {
      type: 'contact.prefill',
      name: 'Amina Khan',
      email: 'amina@example.com',
    } as const;
    h.actor.send({ ...session, phone: '' });
    expect(contextOf(h).contact.phone).toBe('');
    h.actor.send({ ...session, phone: '+92 300 1234567' });
    expect(contextOf(h).contact).toMatchObject({
      name: 'Amina Khan',
      email: 'amina@example.com',
      phone: '+92 300 1234567',
    });

    h.actor.send({ type: 'field.change', field: 'phone', value: '+44 20 7946 0000' });
    h.actor.send({ ...session, phone: '+92 300 1234567' });
    expect(contextOf(h).contact.phone).toBe('+44 20 7946 0000');
  });
});

describe('booking machine: saved cards at checkout (issue 17)', () => {
  const VISA = card({ id: 5, exp_year: 2031 });
  const MASTERCARD = card({ id: 6, brand: 'Mastercard', exp_year: 2031, is_default: false });
  const signIn = (h: BookingHarness) => h.actor.send({ type: 'account.change', signedIn: true });
  const cardsChild = (h: BookingHarness) =>
    h.actor.getSnapshot().children.savedCards as SavedCardsActorRef;

  it('a sign-in loads the saved cards; the default is chosen and stands for the card fields', async () => {
    const h = startBooking({ loadCards: async () => [VISA, MASTERCARD] });
    const noCard = { ...validContact(), cardNumber: '', expiryDate: '', cvv: '', nameOnCard: '' };
    await reachCheckout(h, { contact: noCard });
    signIn(h);
    await flush();
    expect(contextOf(h).savedCards).toEqual([VISA, MASTERCARD]);
    expect(contextOf(h).contact.savedCard).toBe('5');

    h.actor.send({ type: 'checkout.submit' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.clock.increment(TIMINGS.paymentDelay);
    await flush();
    const { request } = h.createBooking.calls[0]!.input;
    expect(request).toMatchObject({ payment_method: 'card', saved_card_id: 5 });
    expect(request.card_last4).toBeUndefined();
  });

  it('a typed number is never replaced by a saved card; a chosen card no longer offered is dropped', async () => {
    const h = startBooking({ loadCards: async () => [VISA, MASTERCARD] });
    await reachCheckout(h, { contact: validContact() });
    signIn(h);
    await flush();
    expect(contextOf(h).contact.savedCard).toBe('');

    h.actor.send({ type: 'field.change', field: 'savedCard', value: '6' });
    expect(contextOf(h).contact.savedCard).toBe('6');
    h.actor.send({ type: 'cards.offer', cards: [VISA] });
    expect(contextOf(h).contact.savedCard).toBe('');
    // Signed out: nothing offered any more.
    h.actor.send({ type: 'account.change', signedIn: false });
    await flush();
    expect(contextOf(h).savedCards).toEqual([]);
    expect(cardsChild(h).getSnapshot().value).toBe('none');
  });

  it('only an offered card can be chosen', async () => {
    const h = startBooking({ loadCards: async () => [VISA] });
    await reachCheckout(h);
    expectRefused(h, { type: 'field.change', field: 'savedCard', value: '6' });
    signIn(h);
    await flush();
    expectRefused(h, { type: 'field.change', field: 'savedCard', value: '6' });
    h.actor.send({ type: 'field.change', field: 'savedCard', value: '' });
    expect(contextOf(h).contact.savedCard).toBe('');
  });

  it('the server refusing the saved card puts its message under the cards', async () => {
    const h = startBooking({
      loadCards: async () => [VISA],
      createBooking: () =>
        Promise.reject(apiError(422, undefined, { saved_card_id: [BOOKING_MESSAGES.savedCard] })),
    });
    await reachCheckout(h, { contact: { ...validContact(), cardNumber: '' } });
    signIn(h);
    await flush();
    h.actor.send({ type: 'checkout.submit' });
    h.clock.increment(TIMINGS.paymentDelay);
    await flush();
    expect(h.actor.getSnapshot().matches({ checkout: 'editing' })).toBe(true);
    expect(contextOf(h).errors).toEqual({ savedCard: BOOKING_MESSAGES.savedCard });
    h.actor.send({ type: 'field.change', field: 'savedCard', value: '' });
    expect(contextOf(h).errors).toEqual({});
  });

  it('a failed load is a state of the saved cards; Try again loads them', async () => {
    let fail = true;
    const h = startBooking({
      loadCards: () => (fail ? Promise.reject(apiError(500)) : Promise.resolve([VISA])),
    });
    await reachCheckout(h);
    signIn(h);
    await flush();
    expect(cardsChild(h).getSnapshot().hasTag('error')).toBe(true);
    expect(contextOf(h).savedCards).toEqual([]);
    fail = false;
    cardsChild(h).send({ type: 'cards.retry' });
    await flush();
    expect(contextOf(h).savedCards).toEqual([VISA]);
  });
});

describe('booking machine: deposit or pay in full (issue 14, SPEC 9)', () => {
  // DEPARTURES.open starts 2026-06-03: its balance falls due 2026-05-04, after TODAY.
  it('offers the 20% deposit for a trip 30+ days ahead, chosen by default', async () => {
    const h = startBooking();
    await reachCheckout(h, { travelers: 2 });
    const context = contextOf(h);
    expect(context.paymentPlan).toBe('deposit');
    expect(depositOffered(context)).toBe(true);
    const total = totalCents(context);
    expect(amountDueNow(context)).toEqual({
      kind: 'deposit',
      amountCents: Math.round(total * 0.2),
      balanceCents: total - Math.round(total * 0.2),
      balanceDueDate: '2026-05-04',
    });
  });

  it('plan.select full asks for everything now and sends pay_in_full', async () => {
    const h = startBooking();
    await reachCheckout(h, { travelers: 2, contact: validContact() });
    h.actor.send({ type: 'plan.select', plan: 'full' });
    const context = contextOf(h);
    expect(context.paymentPlan).toBe('full');
    expect(amountDueNow(context)).toEqual({
      kind: 'full',
      amountCents: totalCents(context),
      balanceCents: 0,
      balanceDueDate: null,
    });
    expect(h.takeEffects()).toEqual([]);
    h.actor.send({ type: 'checkout.submit' });
    h.clock.increment(TIMINGS.paymentDelay);
    await flush();
    expect(h.createBooking.last().input.request.pay_in_full).toBe(true);
    // Choosing the deposit again sends the deposit.
    expectRefused(h, { type: 'plan.select', plan: 'deposit' });
  });

  it('the same plan again, or any plan for a trip within 30 days, changes nothing', async () => {
    const h = startBooking();
    await reachCheckout(h);
    expectRefused(h, { type: 'plan.select', plan: 'deposit' });

    const near = startBooking();
    await reachCheckout(near, { contact: validContact() });
    // The app reports a later day: the open date's balance (due May 4) is now due at booking.
    near.actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: '2026-05-10' });
    expect(depositOffered(contextOf(near))).toBe(false);
    expect(amountDueNow(contextOf(near))).toMatchObject({ kind: 'full', balanceDueDate: null });
    expectRefused(near, { type: 'plan.select', plan: 'full' });
    near.actor.send({ type: 'checkout.submit' });
    near.clock.increment(TIMINGS.paymentDelay);
    await flush();
    expect(near.createBooking.last().input.request.pay_in_full).toBe(true);
  });

  it('without a date nothing is offered and the whole total is due', () => {
    const h = startBooking();
    const context = contextOf(h);
    expect(depositOffered(context)).toBe(false);
    expect(amountDueNow(context)).toEqual({
      kind: 'full',
      amountCents: 0,
      balanceCents: 0,
      balanceDueDate: null,
    });
  });

  it('after a failure, choosing a plan returns to the form; ignored while paying', async () => {
    const h = startBooking();
    await reachSaving(h);
    expectRefused(h, { type: 'plan.select', plan: 'full' });
    await h.createBooking.reject(apiError(500));
    h.actor.send({ type: 'plan.select', plan: 'full' });
    expect(stateOf(h).matches({ checkout: 'editing' })).toBe(true);
    expect(contextOf(h)).toMatchObject({ paymentPlan: 'full', failure: null });
  });

  it("a bank transfer awaited: 'Booking received', not 'Payment successful'", async () => {
    const h = startBooking();
    await reachSaving(h, validContact('bank'));
    expect(h.createBooking.last().input.request).toMatchObject({
      payment_method: 'bank',
      pay_in_full: false,
    });
    h.takeEffects();
    await h.createBooking.resolve(
      makeBooking({
        payment_method: 'bank',
        payment_status: 'Awaiting transfer',
        card_last4: null,
        payment: { ...makeBooking().payment, state: 'awaiting_transfer', paid: 0 },
      }),
    );
    expect(stateOf(h).matches({ confirmed: 'idle' })).toBe(true);
    expect(h.takeEffects()).toEqual(['showBookingReceivedToast', 'navigateToConfirmation']);
  });
});

describe('booking machine: confirmation (SPEC 2, 8)', () => {
  it("without a booking: 'Invalid confirmation' and home, wherever the flow is", async () => {
    const h = startBooking();
    h.actor.send({ type: 'confirmation.open' });
    expect(h.takeEffects()).toEqual(['showInvalidConfirmationToast', 'navigateHome']);
    expect(stateOf(h).matches('idle')).toBe(true);

    await reachCheckout(h);
    h.actor.send({ type: 'confirmation.open' });
    expect(h.takeEffects()).toEqual(['showInvalidConfirmationToast', 'navigateHome']);
    expect(stateOf(h).matches('checkout')).toBe(true);
  });

  it('with a booking: nothing to do', async () => {
    const h = startBooking();
    await reachSaving(h);
    await h.createBooking.resolve(makeBooking());
    h.takeEffects();
    h.actor.send({ type: 'confirmation.open' });
    expect(h.takeEffects()).toEqual([]);
    expect(stateOf(h).matches({ confirmed: 'idle' })).toBe(true);
  });

  it("Share Booking copies the text with the reference and toasts 'Booking Shared'", async () => {
    const h = startBooking();
    await reachSaving(h);
    const booking = makeBooking();
    await h.createBooking.resolve(booking);
    h.takeEffects();
    h.actor.send({ type: 'confirmation.share' });
    expect(stateOf(h).matches({ confirmed: 'sharing' })).toBe(true);
    expect(stateOf(h).hasTag('sharing')).toBe(true);
    expect(h.shareBooking.last().input.text).toBe(shareText(booking));
    expect(shareText(booking)).toContain('K2TR4X7Q');
    expectRefused(h, { type: 'confirmation.share' });
    await h.shareBooking.resolve();
    expect(stateOf(h).matches({ confirmed: 'idle' })).toBe(true);
    expect(h.takeEffects()).toEqual(['showSharedToast']);
  });

  it('a refused clipboard toasts the failure and allows another try', async () => {
    const h = startBooking();
    await reachSaving(h);
    await h.createBooking.resolve(makeBooking());
    h.takeEffects();
    h.actor.send({ type: 'confirmation.share' });
    await h.shareBooking.reject(new Error('Clipboard unavailable'));
    expect(stateOf(h).matches({ confirmed: 'idle' })).toBe(true);
    expect(h.takeEffects()).toEqual(['showShareFailedToast']);
    expect(stateOf(h).can({ type: 'confirmation.share' })).toBe(true);
  });

  it('Download Itinerary only toasts', async () => {
    const h = startBooking();
    await reachSaving(h);
    await h.createBooking.resolve(makeBooking());
    h.takeEffects();
    h.actor.send({ type: 'confirmation.download' });
    expect(h.takeEffects()).toEqual(['showItineraryToast']);
    expect(stateOf(h).matches({ confirmed: 'idle' })).toBe(true);
  });
});

describe('booking machine: persistence (a reload keeps the booking)', () => {
  const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as Snapshot<unknown>;

  it('a confirmed booking is restored as it was', async () => {
    const h = startBooking();
    await reachSaving(h);
    await h.createBooking.resolve(makeBooking());
    const persisted = roundTrip(h.actor.getPersistedSnapshot());

    const restored = startBooking({ snapshot: persisted });
    expect(stateOf(restored).matches({ confirmed: 'idle' })).toBe(true);
    expect(contextOf(restored)).toEqual(contextOf(h));
    restored.actor.send({ type: 'confirmation.open' });
    expect(restored.takeEffects()).toEqual([]);
  });

  it('checkout is restored with the same selection and key, without the card details', async () => {
    const h = startBooking();
    await reachCheckout(h, { travelers: 2, contact: validContact() });
    const persisted = h.actor.getPersistedSnapshot() as unknown as { context: BookingContext };
    const stored = roundTrip({ ...persisted, context: withoutCardDetails(persisted.context) });

    const restored = startBooking({ snapshot: stored });
    expect(stateOf(restored).matches({ checkout: 'editing' })).toBe(true);
    const context = contextOf(restored);
    expect(context).toEqual({
      ...contextOf(h),
      contact: { ...validContact(), cardNumber: '', expiryDate: '', cvv: '', nameOnCard: '' },
    });
    expect(context.idempotencyKey).toBe(contextOf(h).idempotencyKey);

    restored.actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: TODAY });
    restored.actor.send({ type: 'checkout.submit' });
    expect(Object.keys(contextOf(restored).errors).sort()).toEqual([...CARD_FIELDS].sort());
  });

  it('withoutCardDetails blanks exactly the card fields and leaves the original alone', async () => {
    const h = startBooking();
    await reachCheckout(h, { contact: validContact() });
    const context = contextOf(h);
    const stripped = withoutCardDetails(context);
    expect(stripped.contact).toEqual({
      ...validContact(),
      cardNumber: '',
      expiryDate: '',
      cvv: '',
      nameOnCard: '',
    });
    expect({ ...stripped, contact: null }).toEqual({ ...context, contact: null });
    expect(context.contact.cardNumber).toBe('4242 4242 4242 4242');
  });
});
