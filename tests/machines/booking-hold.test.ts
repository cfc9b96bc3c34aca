import { describe, expect, it } from 'vitest';
import { createActor, type Snapshot } from 'xstate';
import {
  bookingMachine,
  formatCountdown,
  HOLD_ANNOUNCEMENTS,
} from '../../machines/booking-machine';
import { TIMINGS } from '../../machines/constants';
import { apiError } from '../support/api-error';
import { flush } from '../support/controllable';
import {
  DEPARTURES,
  makeBooking,
  makeHold,
  openBookingPage,
  reachCheckout,
  startBooking,
  TODAY,
  TOUR_ID,
  validContact,
} from './booking-fixture';

/*
 * Seats held during checkout (issue 19): proceeding holds the seats, checkout counts down, the
 * hold goes with the booking, is released on leaving, and an expired hold can be held again (or
 * sends the traveller back to the dates when the seats are gone).
 */

const tick = (secondsLeft: number) => ({ type: 'hold.tick', secondsLeft }) as const;

describe('booking machine: holding the seats on proceeding', () => {
  it('asks for the chosen date and travellers, then opens checkout with the hold', async () => {
    const h = startBooking({ placeHold: null });
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.lastSeats.id });
    h.actor.send({ type: 'travelers.change', count: 2 });
    h.actor.send({ type: 'booking.proceed' });
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.matches({ selecting: 'holding' })).toBe(true);
    expect(snapshot.hasTag('holding')).toBe(true);
    expect(h.placeHold.last().input).toEqual({
      request: { tour_id: TOUR_ID, departure_id: DEPARTURES.lastSeats.id, travelers: 2 },
    });
    // The choice stays as it is while the server answers.
    h.actor.send({ type: 'travelers.change', count: 1 });
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'booking.proceed' });
    expect(h.actor.getSnapshot().context).toMatchObject({
      travelers: 2,
      departureId: DEPARTURES.lastSeats.id,
    });
    expect(h.placeHold.calls).toHaveLength(1);

    const hold = makeHold({
      tour_id: TOUR_ID,
      departure_id: DEPARTURES.lastSeats.id,
      travelers: 2,
    });
    await h.placeHold.resolve(hold);
    expect(h.actor.getSnapshot().matches({ checkout: 'editing' })).toBe(true);
    expect(h.actor.getSnapshot().context).toMatchObject({
      hold: { token: hold.hold.token, deadline: hold.deadline, seats: 2 },
      holdSecondsLeft: 900,
    });
    expect(h.takeEffects()).toEqual([`navigateToCheckout ${TOUR_ID}`]);
    // The countdown runs towards the hold's deadline.
    expect(h.countdowns.at(-1)).toEqual({ deadline: hold.deadline, stopped: false });
  });

  it('a reopened booking page while holding keeps the request going', async () => {
    const h = startBooking({ placeHold: null });
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'booking.proceed' });
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: '2026-03-11' });
    expect(h.actor.getSnapshot().matches({ selecting: 'holding' })).toBe(true);
    expect(h.actor.getSnapshot().context.today).toBe('2026-03-11');
    expect(h.placeHold.calls).toHaveLength(1);
  });

  it('seats gone (409): back to the dates with the notice, the tour loaded again', async () => {
    const h = startBooking({ placeHold: null });
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'booking.proceed' });
    await h.placeHold.reject(apiError(409));
    expect(h.actor.getSnapshot().matches('selecting')).toBe(true);
    expect(h.actor.getSnapshot().context).toMatchObject({
      departureId: null,
      hold: null,
      notice: { kind: 'seatsGone', date: DEPARTURES.open.start_date },
    });
    expect(h.takeEffects()).toEqual(['showSeatsGoneToast']);
    expect(h.fetchTour.calls).toHaveLength(2);
  });

  it('a server error is a state of its own; Proceed to Checkout tries again', async () => {
    const h = startBooking({ placeHold: null });
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'booking.proceed' });
    await h.placeHold.reject(apiError(500));
    const failed = h.actor.getSnapshot();
    expect(failed.matches({ selecting: 'holdFailed' })).toBe(true);
    expect(failed.hasTag('holdFailed')).toBe(true);
    expect(failed.context.failure?.status).toBe(500);
    h.actor.send({ type: 'booking.proceed' });
    expect(h.actor.getSnapshot().matches({ selecting: 'holding' })).toBe(true);
    expect(h.actor.getSnapshot().context.failure).toBeNull();
    await h.placeHold.resolve(makeHold(h.placeHold.last().input.request));
    expect(h.actor.getSnapshot().matches({ checkout: 'editing' })).toBe(true);
  });
});

describe('booking machine: the countdown at checkout', () => {
  it('counts down, announcing 5 and 1 minute left once each, not every second', async () => {
    const h = startBooking();
    await reachCheckout(h);
    const announcements: string[] = [];
    h.actor.subscribe((s) => {
      if (s.context.holdAnnouncement && announcements.at(-1) !== s.context.holdAnnouncement) {
        announcements.push(s.context.holdAnnouncement);
      }
    });
    for (const seconds of [899, 301, 300, 299, 61, 60, 59, 1]) h.actor.send(tick(seconds));
    expect(h.actor.getSnapshot().context.holdSecondsLeft).toBe(1);
    expect(announcements).toEqual(HOLD_ANNOUNCEMENTS.map((a) => a.text));
    expect(h.actor.getSnapshot().matches({ checkout: 'editing' })).toBe(true);
  });

  it('formats the time left as mm:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('at zero the hold has expired: the form is kept, submitting waits for a new hold', async () => {
    const h = startBooking();
    await reachCheckout(h, { contact: validContact() });
    h.actor.send(tick(0));
    const expired = h.actor.getSnapshot();
    expect(expired.matches({ checkout: 'expired' })).toBe(true);
    expect(expired.hasTag('expired')).toBe(true);
    expect(expired.context.contact.name).toBe('Amina Khan');
    expect(expired.can({ type: 'checkout.submit' })).toBe(false);
    expect(h.takeEffects()).toEqual(['showHoldExpiredToast']);
    expect(h.countdowns.at(-1)?.stopped).toBe(true);
    // The form can still be corrected meanwhile.
    h.actor.send({ type: 'field.change', field: 'phone', value: '+92 311 7654321' });
    expect(h.actor.getSnapshot().context.contact.phone).toBe('+92 311 7654321');
  });

  it('"try to hold again" releases the old hold and holds anew; checkout goes on', async () => {
    const h = startBooking({ placeHold: null });
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'booking.proceed' });
    const first = makeHold(h.placeHold.last().input.request);
    await h.placeHold.resolve(first);
    h.actor.send(tick(0));
    h.actor.send({ type: 'hold.renew' });
    expect(h.actor.getSnapshot().matches({ checkout: 'reholding' })).toBe(true);
    expect(h.actor.getSnapshot().hasTag('holding')).toBe(true);
    expect(h.released).toEqual([first.hold.token]);
    const second = makeHold(h.placeHold.last().input.request);
    await h.placeHold.resolve(second);
    expect(h.actor.getSnapshot().matches({ checkout: 'editing' })).toBe(true);
    expect(h.actor.getSnapshot().context.hold?.token).toBe(second.hold.token);
    expect(h.countdowns.at(-1)).toEqual({ deadline: second.deadline, stopped: false });
  });

  it('holding again when the seats are gone: back to the dates with a clear notice', async () => {
    const h = startBooking({ placeHold: null });
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'booking.proceed' });
    await h.placeHold.resolve(makeHold(h.placeHold.last().input.request));
    h.actor.send(tick(0));
    h.takeEffects();
    h.actor.send({ type: 'hold.renew' });
    await h.placeHold.reject(apiError(409));
    await flush();
    expect(h.actor.getSnapshot().matches('selecting')).toBe(true);
    expect(h.actor.getSnapshot().context.notice).toEqual({
      kind: 'seatsGone',
      date: DEPARTURES.open.start_date,
    });
    expect(h.takeEffects()).toEqual(['showSeatsGoneToast', `navigateToBooking ${TOUR_ID}`]);
  });

  it('holding again without an answer: still expired, with the reason, and a way to retry', async () => {
    const h = startBooking({ placeHold: null });
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    h.actor.send({ type: 'booking.proceed' });
    await h.placeHold.resolve(makeHold(h.placeHold.last().input.request));
    h.actor.send(tick(0));
    h.actor.send({ type: 'hold.renew' });
    await h.placeHold.reject(apiError(0));
    expect(h.actor.getSnapshot().matches({ checkout: 'expired' })).toBe(true);
    expect(h.actor.getSnapshot().context.failure?.status).toBe(0);
    expect(h.actor.getSnapshot().can({ type: 'hold.renew' })).toBe(true);
  });

  it('the hold running out during the payment does not stop it: the server judges', async () => {
    const h = startBooking();
    await reachCheckout(h, { contact: validContact() });
    h.actor.send({ type: 'checkout.submit' });
    h.actor.send(tick(0));
    expect(h.actor.getSnapshot().matches({ checkout: { processing: 'paying' } })).toBe(true);
    h.actor.send({ type: 'checkout.leave' });
    h.clock.increment(TIMINGS.paymentDelay);
    expect(h.createBooking.last().input.request.hold_token).toMatch(/^hold/);
    await h.createBooking.resolve(makeBooking());
    expect(h.actor.getSnapshot().matches('confirmed')).toBe(true);
    // The hold became the booking's seats: nothing to release.
    expect(h.actor.getSnapshot().context.hold).toBeNull();
    expect(h.released).toEqual([]);
  });
});

describe('booking machine: releasing the hold', () => {
  it('leaving checkout releases it; coming back holds the seats again', async () => {
    const h = startBooking();
    await reachCheckout(h);
    const token = h.actor.getSnapshot().context.hold?.token;
    h.actor.send({ type: 'checkout.leave' });
    expect(h.released).toEqual([token]);
    expect(h.actor.getSnapshot().context.hold).toBeNull();
    expect(h.countdowns.at(-1)?.stopped).toBe(true);
    h.actor.send({ type: 'checkout.leave' });
    expect(h.released).toHaveLength(1);

    h.actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: TODAY });
    expect(h.actor.getSnapshot().matches({ checkout: 'reholding' })).toBe(true);
    await flush();
    expect(h.actor.getSnapshot().matches({ checkout: 'editing' })).toBe(true);
    expect(h.actor.getSnapshot().context.hold?.token).not.toBe(token);
  });

  it('back to the booking page releases it', async () => {
    const h = startBooking();
    await reachCheckout(h);
    const token = h.actor.getSnapshot().context.hold?.token;
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
    expect(h.actor.getSnapshot().matches('selecting')).toBe(true);
    expect(h.released).toEqual([token]);
    expect(h.actor.getSnapshot().context.hold).toBeNull();
  });

  it('another tour releases it too', async () => {
    const h = startBooking();
    await reachCheckout(h);
    const token = h.actor.getSnapshot().context.hold?.token;
    h.actor.send({ type: 'booking.open', tourId: TOUR_ID + 1, today: TODAY });
    expect(h.released).toEqual([token]);
  });

  it('seats gone at the booking (409): the hold is released and the dates shown', async () => {
    const h = startBooking();
    await reachCheckout(h, { contact: validContact() });
    const token = h.actor.getSnapshot().context.hold?.token;
    h.actor.send({ type: 'checkout.submit' });
    h.clock.increment(TIMINGS.paymentDelay);
    await h.createBooking.reject(apiError(409));
    expect(h.released).toEqual([token]);
    expect(h.actor.getSnapshot().context.hold).toBeNull();
  });
});

describe('booking machine: a booking stored before seats were held', () => {
  it('resumes at checkout: the seats are held on opening it, then the form as it was', async () => {
    const h = startBooking();
    await reachCheckout(h, { contact: validContact('paypal') });
    // What a tab wrote before issue 19: no hold fields at all.
    const persisted = h.actor.getPersistedSnapshot() as unknown as {
      context: Record<string, unknown>;
    };
    delete persisted.context.hold;
    delete persisted.context.holdSecondsLeft;
    delete persisted.context.holdAnnouncement;
    const restored = startBooking({
      snapshot: {
        ...persisted,
        context: { ...persisted.context, hold: null },
      } as unknown as Snapshot<unknown>,
    });
    restored.actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: TODAY });
    expect(restored.actor.getSnapshot().matches({ checkout: 'reholding' })).toBe(true);
    await flush();
    expect(restored.actor.getSnapshot().matches({ checkout: 'editing' })).toBe(true);
    expect(restored.actor.getSnapshot().context.contact.paymentMethod).toBe('paypal');
  });

  it('a booking page stored before holds resumes on the dates', async () => {
    const h = startBooking();
    await openBookingPage(h);
    h.actor.send({ type: 'date.select', departureId: DEPARTURES.open.id });
    const persisted = h.actor.getPersistedSnapshot() as unknown as { value: unknown };
    const old = { ...persisted, value: 'selecting' } as unknown as Snapshot<unknown>;
    const actor = createActor(bookingMachine, { snapshot: old }).start();
    expect(actor.getSnapshot().matches({ selecting: 'choosing' })).toBe(true);
    actor.stop();
  });
});
