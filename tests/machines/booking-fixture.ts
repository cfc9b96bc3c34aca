import { paymentSummary } from '../support/payment-fixture';
import { createActor, fromCallback, fromPromise, SimulatedClock, type Snapshot } from 'xstate';
import {
  EMPTY_CHECKOUT,
  type Booking,
  type CheckoutValues,
  type CreateBookingRequest,
  type PaymentMethod,
} from '../../contract/bookings';
import type { CreateHoldRequest, SeatHold } from '../../contract/holds';
import type { SavedCard } from '../../contract/payment-methods';
import type { Departure, TourDetail } from '../../contract/tours';
import { bookingMachine, type BookingEvent } from '../../machines/booking-machine';
import { savedCardsMachine } from '../../machines/saved-cards-machine';
import { controllable, flush } from '../support/controllable';
import { makeTour } from './tour-detail-fixture';

/** The day the tests run on, as the app reports it ('yyyy-mm-dd'). */
export const TODAY = '2026-03-10';

export const TOUR_ID = 7;

/** Departures of the fixture tour, seen from TODAY. */
export const DEPARTURES = {
  open: { id: 21, start_date: '2026-06-03', capacity: 12, seats_booked: 4, seats_left: 8 },
  soldOut: { id: 22, start_date: '2026-06-17', capacity: 12, seats_booked: 12, seats_left: 0 },
  startsToday: { id: 23, start_date: TODAY, capacity: 12, seats_booked: 2, seats_left: 10 },
  past: { id: 24, start_date: '2026-02-01', capacity: 12, seats_booked: 3, seats_left: 9 },
  lastSeats: { id: 25, start_date: '2026-07-01', capacity: 12, seats_booked: 10, seats_left: 2 },
} satisfies Record<string, Departure>;

/** The tour as GET /api/tour-details/{id} answers it, with the departures above. */
export function bookingTour(overrides: Partial<TourDetail> = {}): TourDetail {
  return makeTour({ id: TOUR_ID, departures: Object.values(DEPARTURES), ...overrides });
}

/** A checkout form that passes validation on TODAY for the given payment method. */
export function validContact(paymentMethod: PaymentMethod = 'card'): CheckoutValues {
  return {
    ...EMPTY_CHECKOUT,
    name: 'Amina Khan',
    email: 'amina@example.com',
    phone: '+92 300 1234567',
    city: 'Lahore',
    paymentMethod,
    ...(paymentMethod === 'card'
      ? {
          cardNumber: '4242 4242 4242 4242',
          expiryDate: '12/30',
          cvv: '123',
          nameOnCard: 'AMINA KHAN',
        }
      : {}),
    terms: true,
  };
}

/** The booking the server stores for a request (POST /api/bookings 201). */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    reference: 'K2TR4X7Q',
    status: 'Confirmed',
    tour: {
      id: TOUR_ID,
      title: 'K2 Base Camp Trek',
      duration: 14,
      location: 'Skardu, Gilgit-Baltistan',
      thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
    },
    departure: { id: DEPARTURES.open.id, start_date: DEPARTURES.open.start_date },
    travelers: 2,
    add_ons: [{ id: 'insurance', name: 'Travel Insurance', price: 99 }],
    total: 2697,
    special_requests: null,
    contact: {
      name: 'Amina Khan',
      email: 'amina@example.com',
      phone: '+92 300 1234567',
      address: null,
      city: 'Lahore',
      country: null,
      zip_code: null,
    },
    payment_method: 'card',
    payment_status: 'Paid',
    card_last4: '4242',
    created_at: '2026-03-10T09:00:00.000Z',
    payment: paymentSummary(2697, DEPARTURES.open.start_date),
    bank_details: null,
    ...overrides,
  };
}

/** What the placeHold actor outputs: the server's hold and its deadline on the app's clock. */
export interface HoldOutput {
  hold: SeatHold;
  deadline: number;
}

/** The clock the fixture's holds are placed on (ms since the epoch). */
export const HOLD_NOW = Date.parse('2026-03-10T09:00:00.000Z');
let holdCounter = 0;

/** A hold as the server grants it: `seconds` long (default 15 minutes), a fresh token each. */
export function makeHold(request: CreateHoldRequest, seconds = 900): HoldOutput {
  holdCounter += 1;
  const token = `hold${String(holdCounter).padStart(39, '0')}`;
  return {
    hold: {
      token,
      expires_at: new Date(HOLD_NOW + seconds * 1000).toISOString(),
      expires_in: seconds,
      seats: request.travelers,
    },
    deadline: HOLD_NOW + seconds * 1000,
  };
}

export interface StartOptions {
  /** Answers GET tour-details (default: the fixture tour, at once). Null: the test settles. */
  fetchTour?: ((input: { tourId: number }) => Promise<TourDetail>) | null;
  /** Answers POST /api/bookings (default: the test settles each call). */
  createBooking?: (input: {
    request: CreateBookingRequest;
    idempotencyKey: string;
  }) => Promise<Booking>;
  share?: (input: { text: string }) => Promise<void>;
  /**
   * Answers POST /api/holds (default: a 15-minute hold at once; null: the test settles each
   * call).
   */
  placeHold?: ((input: { request: CreateHoldRequest }) => Promise<HoldOutput>) | null;
  /** The signed-in traveller's saved cards, as GET /api/my/payment-methods answers them. */
  loadCards?: () => Promise<SavedCard[]>;
  snapshot?: Snapshot<unknown>;
}

/**
 * The booking machine with fake actors, every effect it asks the app for recorded in order
 * ('showSelectDateToast', 'navigateToCheckout 7'...), and a simulated clock for the payment.
 */
export function startBooking(options: StartOptions = {}) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  let dismissals = 0;
  const record = (name: string) => () => void effects.push(name);
  const recordTour = (name: string) => (_: unknown, params: { tourId: number }) =>
    void effects.push(`${name} ${params.tourId}`);
  const fetchTour = controllable<TourDetail, { tourId: number }>(
    options.fetchTour === null
      ? undefined
      : (options.fetchTour ?? (async ({ tourId }) => bookingTour({ id: tourId }))),
  );
  const createBooking = controllable<
    Booking,
    { request: CreateBookingRequest; idempotencyKey: string }
  >(options.createBooking);
  const shareBooking = controllable<void, { text: string }>(options.share);
  const placeHold = controllable<HoldOutput, { request: CreateHoldRequest }>(
    options.placeHold === null
      ? undefined
      : (options.placeHold ?? (async ({ request }) => makeHold(request))),
  );
  /** Tokens the machine asked the app to release, in order. */
  const released: string[] = [];
  /** Countdowns started (their deadline) and stopped, as the app's holdCountdown sees them. */
  const countdowns: Array<{ deadline: number | null; stopped: boolean }> = [];
  const machine = bookingMachine.provide({
    actors: {
      fetchTour: fetchTour.logic,
      createBooking: createBooking.logic,
      shareBooking: shareBooking.logic,
      placeHold: placeHold.logic,
      holdCountdown: fromCallback<BookingEvent, { deadline: number | null }>(({ input }) => {
        const entry = { deadline: input.deadline, stopped: false };
        countdowns.push(entry);
        return () => {
          entry.stopped = true;
        };
      }),
      savedCards: savedCardsMachine.provide({
        actors: {
          loadCards: fromPromise(options.loadCards ?? (() => Promise.resolve([]))),
        },
      }),
    },
    actions: {
      showSelectDateToast: record('showSelectDateToast'),
      // Every date chosen ends a date toast that may be showing: counted apart from the effects.
      dismissSelectDateToast: () => void (dismissals += 1),
      focusDatePicker: record('focusDatePicker'),
      showValidationToast: record('showValidationToast'),
      showMissingBookingToast: record('showMissingBookingToast'),
      showInvalidConfirmationToast: record('showInvalidConfirmationToast'),
      showPaymentSuccessToast: record('showPaymentSuccessToast'),
      showBookingReceivedToast: record('showBookingReceivedToast'),
      showSeatsGoneToast: record('showSeatsGoneToast'),
      showHoldExpiredToast: record('showHoldExpiredToast'),
      releaseHold: (_, params: { token: string | null }) => {
        if (params.token) released.push(params.token);
      },
      showItineraryToast: record('showItineraryToast'),
      showSharedToast: record('showSharedToast'),
      showShareFailedToast: record('showShareFailedToast'),
      focusFirstError: record('focusFirstError'),
      navigateToCheckout: recordTour('navigateToCheckout'),
      navigateToBooking: recordTour('navigateToBooking'),
      navigateToTour: recordTour('navigateToTour'),
      navigateToConfirmation: record('navigateToConfirmation'),
      navigateHome: record('navigateHome'),
    },
  });
  const actor = createActor(machine, {
    clock,
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  }).start();
  /** The effects recorded since the last call (and forgets them). */
  const takeEffects = () => effects.splice(0);
  return {
    actor,
    machine,
    clock,
    effects,
    takeEffects,
    dateToastDismissals: () => dismissals,
    fetchTour,
    createBooking,
    shareBooking,
    placeHold,
    released,
    countdowns,
  };
}

export type BookingHarness = ReturnType<typeof startBooking>;

/** Opens the booking page of the fixture tour and waits for the tour to load. */
export async function openBookingPage(harness: BookingHarness, today = TODAY) {
  harness.actor.send({ type: 'booking.open', tourId: TOUR_ID, today });
  await flush();
}

/** Booking page -> date chosen -> Proceed to Checkout, then the checkout form filled in. */
export async function reachCheckout(
  harness: BookingHarness,
  options: { departureId?: number; travelers?: number; contact?: CheckoutValues } = {},
) {
  await openBookingPage(harness);
  const { actor } = harness;
  actor.send({ type: 'date.select', departureId: options.departureId ?? DEPARTURES.open.id });
  if (options.travelers) actor.send({ type: 'travelers.change', count: options.travelers });
  actor.send({ type: 'booking.proceed' });
  await flush();
  if (options.contact) fillContact(harness, options.contact);
  harness.takeEffects();
}

/** Types every field of `values` into the checkout form, one field.change each. */
export function fillContact(harness: BookingHarness, values: CheckoutValues) {
  for (const [field, value] of Object.entries(values)) {
    harness.actor.send({
      type: 'field.change',
      field: field as keyof CheckoutValues,
      value,
    });
  }
}

/** Submits a valid form and lets the simulated 2 s payment pass: createBooking is running. */
export async function reachSaving(harness: BookingHarness, contact = validContact()) {
  await reachCheckout(harness, { travelers: 2, contact });
  harness.actor.send({ type: 'checkout.submit' });
  harness.clock.increment(2000);
  await flush();
}
