import {
  assign,
  forwardTo,
  fromCallback,
  fromPromise,
  setup,
  spawnChild,
  stopChild,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { fieldMessages, readApiFailure } from '../contract/api-failure';
import {
  bookingTotalCents,
  BOOKING_FIELD_TO_CHECKOUT,
  CARD_FIELDS,
  EMPTY_CHECKOUT,
  findAddOn,
  isBookableDeparture,
  MAX_TRAVELERS,
  MIN_TRAVELERS,
  PAYMENT_METHODS,
  specialRequestsSchema,
  toBookingContact,
  validateCheckout,
  type AddOnId,
  type Booking,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  type CreateBookingRequest,
} from '../contract/bookings';
import type { CreateHoldRequest, SeatHold } from '../contract/holds';
import { amountDueNowCents, balanceDueDate, depositAvailable } from '../contract/payments';
import type { SavedCard } from '../contract/payment-methods';
import type { Departure, TourDetail } from '../contract/tours';
import { TIMINGS } from './constants';
import { savedCardsMachine } from './saved-cards-machine';

/** The part of a tour the booking flow needs (kept small: it is persisted per tab). */
export interface BookingTour {
  id: number;
  title: string;
  price: number;
  duration: number;
  location: string;
  thumbnail: string | null;
  departures: Departure[];
}

/** Why the last booking request failed, in a form that survives being persisted as JSON. */
export interface BookingFailure {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  message: string;
}

/** Something the booking page explains after the flow sent the traveller back to it. */
type BookingNotice = { kind: 'seatsGone'; date: string };

/**
 * What checkout charges (issue 14): the 20% deposit, or everything. The deposit is offered only
 * while the balance would fall due later than today (the trip starts more than 30 days ahead).
 */
export type PaymentPlan = 'deposit' | 'full';

/**
 * The seats the server holds for this checkout (issue 19): the hold's token (sent with the
 * booking, or to release it), when it ends on this browser's clock (ms since the epoch: the
 * server's `expires_in` added to the time it answered, so a wrong clock on either side does not
 * matter), and how many seats.
 */
interface CheckoutHold {
  token: string;
  deadline: number;
  seats: number;
}

/** The countdown crosses these (seconds left): a screen reader hears it then, not every second. */
export const HOLD_ANNOUNCEMENTS = [
  { seconds: 300, text: '5 minutes left to complete your booking before your seats are released.' },
  { seconds: 60, text: '1 minute left to complete your booking before your seats are released.' },
] as const;

export interface BookingContext {
  /** The tour being booked (route param), null before any booking started. */
  tourId: number | null;
  tour: BookingTour | null;
  /** Today's date ('yyyy-mm-dd') as the app last reported it: decides which dates are open. */
  today: string;
  departureId: number | null;
  travelers: number;
  addOns: AddOnId[];
  specialRequests: string;
  contact: CheckoutValues;
  /** Deposit (the default) or pay in full; only a choice while depositOffered says so. */
  paymentPlan: PaymentPlan;
  /**
   * The signed-in traveller's saved cards that can pay (issue 17), as the `savedCards` child
   * last offered them; `contact.savedCard` names one of them or is '' (a new card).
   */
  savedCards: SavedCard[];
  errors: CheckoutErrors;
  /**
   * One key per submission of one selection: a retry (or a reload mid-payment) sends the same
   * key, so the server never stores the booking twice. A new selection gets a new key.
   */
  idempotencyKey: string | null;
  notice: BookingNotice | null;
  failure: BookingFailure | null;
  /** The stored booking, as the server confirmed it. */
  booking: Booking | null;
  /** The tour could not be loaded: its HTTP status (404 means it does not exist). */
  tourFailure: BookingFailure | null;
  /** The seats held for checkout; null before proceeding, after leaving, or once used. */
  hold: CheckoutHold | null;
  /** Whole seconds the hold has left (the countdown), null while none is running. */
  holdSecondsLeft: number | null;
  /** The last announcement of the time left (HOLD_ANNOUNCEMENTS), '' for none. */
  holdAnnouncement: string;
}

export type BookingEvent =
  /** The booking page opened for a tour (route /booking/{id}). */
  | {
      type: 'booking.open';
      tourId: number;
      today: string;
      /**
       * Start over with the tour loaded again, even for the booking in progress (issue 19: a
       * claimed waitlist offer holds seats the loaded tour showed as taken).
       */
      fresh?: boolean;
    }
  | { type: 'tour.retry' }
  | { type: 'date.select'; departureId: number }
  | { type: 'travelers.change'; count: number }
  | { type: 'addOn.toggle'; id: string }
  | { type: 'requests.change'; text: string }
  | { type: 'booking.proceed' }
  /** The checkout page opened (route /checkout/{id}). */
  | { type: 'checkout.open'; tourId: number; today: string }
  /**
   * The signed-in traveller's name, e-mail and phone (from their profile; '' while unknown),
   * each filled into its field only while that field is empty.
   */
  | { type: 'contact.prefill'; name: string; email: string; phone: string }
  /** Who is signed in changed (sent by `watchSession`): passed on to the saved cards. */
  | { type: 'account.change'; signedIn: boolean }
  /** The saved cards checkout may offer, from the `savedCards` child (saved-cards-machine). */
  | { type: 'cards.offer'; cards: SavedCard[] }
  | { type: 'field.change'; field: CheckoutField; value: string | boolean }
  | { type: 'plan.select'; plan: PaymentPlan }
  | { type: 'checkout.submit' }
  | { type: 'checkout.retry' }
  /** The confirmation page opened (route /booking-confirmation). */
  | { type: 'confirmation.open' }
  | { type: 'confirmation.share' }
  | { type: 'confirmation.download' }
  /** Seconds left on the hold, from the `holdCountdown` child (once a second). */
  | { type: 'hold.tick'; secondsLeft: number }
  /** The hold expired: hold the seats again. */
  | { type: 'hold.renew' }
  /** The checkout page closed (another page, the booking page): the hold is released. */
  | { type: 'checkout.leave' };

/** 128 random bits as 32 hex characters (getRandomValues works outside secure contexts too). */
function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function toBookingTour(tour: TourDetail): BookingTour {
  return {
    id: tour.id,
    title: tour.title,
    price: tour.price,
    duration: tour.duration,
    location: tour.location,
    thumbnail: tour.thumbnail,
    departures: tour.departures,
  };
}

/** The status and message of whatever the API layer threw, as the failure states show it. */
function describeFailure(error: unknown): BookingFailure {
  const { status, message } = readApiFailure(error);
  return { status, message };
}

/** Server 422 messages mapped onto the checkout fields they belong to (first message each). */
function checkoutErrorsFromServer(error: unknown): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, message] of Object.entries(fieldMessages(error))) {
    const target = BOOKING_FIELD_TO_CHECKOUT[field as keyof CreateBookingRequest];
    if (target) errors[target] = message;
  }
  return errors;
}

/** A 404 means the tour is not there; other failures (offline, 5xx) deserve a retry. */
function isMissingTour(error: unknown): boolean {
  const { status } = describeFailure(error);
  return status !== 0 && status !== 408 && status !== 429 && status < 500;
}

/* Selectors: the booking page and summaries read these instead of re-deriving the rules. */

export function selectedDeparture(context: BookingContext): Departure | null {
  return context.tour?.departures.find((d) => d.id === context.departureId) ?? null;
}

/** Departures the traveller may choose: still open and with seats. */
export function bookableDepartures(context: BookingContext): Departure[] {
  return (context.tour?.departures ?? []).filter((d) => isBookableDeparture(d, context.today));
}

/** 1-8, and never more than the chosen date's seats (SPEC 9). */
export function maxTravelers(context: BookingContext): number {
  const departure = selectedDeparture(context);
  return departure
    ? Math.max(MIN_TRAVELERS, Math.min(MAX_TRAVELERS, departure.seats_left))
    : MAX_TRAVELERS;
}

/** SPEC 9 total in cents: the display figure; the server computes its own. */
export function totalCents(context: BookingContext): number {
  return context.tour
    ? bookingTotalCents(context.tour.price, context.travelers, context.addOns)
    : 0;
}

/** Whether the traveller may choose the deposit: the chosen trip starts more than 30 days ahead. */
export function depositOffered(context: BookingContext): boolean {
  const departure = selectedDeparture(context);
  return departure !== null && depositAvailable(departure.start_date, context.today);
}

/** What checkout asks for now: the same rule the server charges by (contract/payments.ts). */
export function amountDueNow(context: BookingContext): {
  kind: PaymentPlan;
  amountCents: number;
  /** Owed later (0 when paying in full), by `balanceDueDate`. */
  balanceCents: number;
  balanceDueDate: string | null;
} {
  const total = totalCents(context);
  const departure = selectedDeparture(context);
  if (!departure)
    return { kind: 'full', amountCents: total, balanceCents: 0, balanceDueDate: null };
  const due = amountDueNowCents(
    total,
    departure.start_date,
    context.today,
    context.paymentPlan === 'full',
  );
  return {
    ...due,
    balanceCents: total - due.amountCents,
    balanceDueDate: due.kind === 'deposit' ? balanceDueDate(departure.start_date) : null,
  };
}

/** The request the server receives: no card number, expiry or CVV, at most the last four digits. */
function toCreateBookingRequest(context: BookingContext): CreateBookingRequest {
  return {
    tour_id: context.tourId ?? 0,
    departure_id: context.departureId ?? 0,
    travelers: context.travelers,
    add_ons: [...context.addOns],
    special_requests: context.specialRequests.trim() || undefined,
    ...toBookingContact(context.contact),
    pay_in_full: amountDueNow(context).kind === 'full',
    hold_token: context.hold?.token,
  };
}

/** The hold to ask for: this departure, these travellers. */
function toCreateHoldRequest(context: BookingContext): CreateHoldRequest {
  return {
    tour_id: context.tourId ?? 0,
    departure_id: context.departureId ?? 0,
    travelers: context.travelers,
  };
}

/** 'mm:ss' of a countdown (never negative). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The text Share Booking copies (SPEC 2: it contains the reference). */
export function shareText(booking: Booking): string {
  return `I just booked ${booking.tour.title} with Karakoram Trails! Booking reference: ${booking.reference}`;
}

/** The context with the card details blanked: what may be written to browser storage. */
export function withoutCardDetails(context: BookingContext): BookingContext {
  const contact = { ...context.contact };
  for (const field of CARD_FIELDS) contact[field] = '';
  return { ...context, contact };
}

const freshBooking = (tourId: number | null, today: string): BookingContext => ({
  tourId,
  tour: null,
  today,
  departureId: null,
  travelers: MIN_TRAVELERS,
  addOns: [],
  specialRequests: '',
  contact: { ...EMPTY_CHECKOUT },
  paymentPlan: 'deposit',
  savedCards: [],
  errors: {},
  idempotencyKey: null,
  notice: null,
  failure: null,
  booking: null,
  tourFailure: null,
  hold: null,
  holdSecondsLeft: null,
  holdAnnouncement: '',
});

/**
 * The booking flow (SPEC 2, 4, 5, 8, 9) across /booking/{id}, /checkout/{id} and
 * /booking-confirmation: choose a date, travellers and add-ons; fill in the checkout form;
 * a simulated 2 s payment, then the booking is stored on the server; confirmation.
 * The routes report which page opened; the machine decides what that page may show and asks
 * the app for navigation and toasts through the actions it names.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    fetchTour: fromPromise<TourDetail, { tourId: number }>(async () => {
      throw new Error('fetchTour: provide via machine.provide');
    }),
    createBooking: fromPromise<Booking, { request: CreateBookingRequest; idempotencyKey: string }>(
      async () => {
        throw new Error('createBooking: provide via machine.provide');
      },
    ),
    shareBooking: fromPromise<void, { text: string }>(async () => {
      throw new Error('shareBooking: provide via machine.provide');
    }),
    /**
     * POST /api/holds: the seats held for checkout. The output's `deadline` is the end of the
     * hold on the app's clock (the logic adds `expires_in` to the time the answer came).
     */
    placeHold: fromPromise<{ hold: SeatHold; deadline: number }, { request: CreateHoldRequest }>(
      async () => {
        throw new Error('placeHold: provide via machine.provide');
      },
    ),
    /**
     * The hold's countdown: sends `hold.tick` with the whole seconds left until `deadline`, at
     * once and every second (the app's clock; a reload keeps counting to the same deadline).
     * Without a deadline (no hold), and by default, it sends nothing.
     */
    holdCountdown: fromCallback<BookingEvent, { deadline: number | null }>(() => {}),
    /**
     * Follows the app's session during checkout and sends `contact.prefill` with a signed-in
     * traveller's name, e-mail and profile phone. The app provides it (bound to its session);
     * by default nobody is signed in.
     */
    watchSession: fromCallback<BookingEvent>(() => {}),
    /** The saved cards offered at checkout; the app provides how they load. */
    savedCards: savedCardsMachine,
  },
  delays: {
    /** SPEC 9: the simulated payment takes 2 s. */
    paymentDelay: TIMINGS.paymentDelay,
  },
  actions: {
    /** Starts following the session (the app's `watchSession`) for the checkout form. */
    followSession: spawnChild('watchSession', { id: 'session' }),
    unfollowSession: stopChild('session'),
    /** Starts the saved cards (loaded once `watchSession` reports someone signed in). */
    startSavedCards: spawnChild('savedCards', {
      id: 'savedCards',
      input: ({ context }) => ({ today: context.today }),
    }),
    stopSavedCards: stopChild('savedCards'),
    /** Starts the countdown of the hold (a countdown without a hold sends nothing). */
    startHoldCountdown: spawnChild('holdCountdown', {
      id: 'holdCountdown',
      input: ({ context }) => ({ deadline: context.hold?.deadline ?? null }),
    }),
    stopHoldCountdown: stopChild('holdCountdown'),
    assignHold: assign((_, params: { output: { hold: SeatHold; deadline: number } }) => ({
      hold: {
        token: params.output.hold.token,
        deadline: params.output.deadline,
        seats: params.output.hold.seats,
      },
      holdSecondsLeft: params.output.hold.expires_in,
      holdAnnouncement: '',
      failure: null,
    })),
    /** A new hold request starts: the last one's failure no longer applies. */
    clearHoldFailure: assign({ failure: null }),
    /** The hold is gone (released, used by the booking, or its seats were taken). */
    clearHold: assign({ hold: null, holdSecondsLeft: null, holdAnnouncement: '' }),
    /** The seconds left, and an announcement when the countdown crosses 5 or 1 minute. */
    countDown: assign(({ context }, params: { secondsLeft: number }) => {
      const before = context.holdSecondsLeft;
      const crossed = HOLD_ANNOUNCEMENTS.find(
        (a) => before !== null && before > a.seconds && params.secondsLeft <= a.seconds,
      );
      return {
        holdSecondsLeft: Math.max(0, params.secondsLeft),
        holdAnnouncement: crossed ? crossed.text : context.holdAnnouncement,
      };
    }),
    /** Asks the server to free the held seats now (best effort; the app supplies it). */
    releaseHold: (_, _params: { token: string | null }) => {},
    forwardToSavedCards: forwardTo('savedCards'),
    /**
     * The cards that may pay now. A chosen card no longer among them is dropped; with nothing
     * chosen and no number typed, the first (the default) is chosen, as stores do.
     */
    offerSavedCards: assign(({ context }, params: { cards: SavedCard[] }) => {
      const ids = params.cards.map((card) => String(card.id));
      let choice = ids.includes(context.contact.savedCard) ? context.contact.savedCard : '';
      if (!choice && !context.contact.cardNumber.trim()) choice = ids[0] ?? '';
      const errors = { ...context.errors };
      if (choice !== context.contact.savedCard) {
        delete errors.savedCard;
        for (const field of CARD_FIELDS) delete errors[field];
      }
      return {
        savedCards: params.cards,
        contact: { ...context.contact, savedCard: choice },
        errors,
      };
    }),
    startNewBooking: assign((_, params: { tourId: number; today: string }) =>
      freshBooking(params.tourId, params.today),
    ),
    resetBooking: assign(({ context }) => freshBooking(null, context.today)),
    assignToday: assign((_, params: { today: string }) => ({ today: params.today })),
    assignTour: assign(({ context }, params: { tour: TourDetail }) => {
      const tour = toBookingTour(params.tour);
      const departure = tour.departures.find((d) => d.id === context.departureId);
      const keep = departure && isBookableDeparture(departure, context.today);
      return {
        tour,
        tourFailure: null,
        departureId: keep ? departure.id : null,
        travelers: keep
          ? Math.min(context.travelers, Math.max(MIN_TRAVELERS, departure.seats_left))
          : context.travelers,
      };
    }),
    assignTourFailure: assign((_, params: { error: unknown }) => ({
      tourFailure: describeFailure(params.error),
    })),
    selectDeparture: assign(({ context }, params: { departureId: number }) => {
      const seats = context.tour?.departures.find((d) => d.id === params.departureId)?.seats_left;
      return {
        departureId: params.departureId,
        travelers: Math.min(context.travelers, Math.max(MIN_TRAVELERS, seats ?? MAX_TRAVELERS)),
        notice: null,
      };
    }),
    setTravelers: assign((_, params: { count: number }) => ({ travelers: params.count })),
    toggleAddOn: assign(({ context }, params: { id: string }) => {
      const id = params.id as AddOnId;
      return {
        addOns: context.addOns.includes(id)
          ? context.addOns.filter((a) => a !== id)
          : [...context.addOns, id],
      };
    }),
    setSpecialRequests: assign((_, params: { text: string }) => ({
      specialRequests: params.text,
    })),
    /** A changed selection is a different booking: it must not reuse the old key. */
    clearIdempotencyKey: assign({ idempotencyKey: null }),
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? newIdempotencyKey(),
    })),
    prefillContact: assign(
      ({ context }, params: { name: string; email: string; phone: string }) => ({
        contact: {
          ...context.contact,
          name: context.contact.name || params.name,
          email: context.contact.email || params.email,
          phone: context.contact.phone || params.phone,
        },
      }),
    ),
    changeField: assign(
      ({ context }, params: { field: CheckoutField; value: string | boolean }) => {
        const errors = { ...context.errors };
        delete errors[params.field];
        if (params.field === 'paymentMethod' || params.field === 'savedCard') {
          for (const field of CARD_FIELDS) delete errors[field];
          delete errors.savedCard;
        }
        return {
          contact: { ...context.contact, [params.field]: params.value },
          errors,
          failure: null,
        };
      },
    ),
    setPaymentPlan: assign((_, params: { plan: PaymentPlan }) => ({
      paymentPlan: params.plan,
      failure: null,
    })),
    assignValidationErrors: assign(({ context }) => ({
      errors: validateCheckout(context.contact, context.today),
    })),
    assignServerErrors: assign((_, params: { error: unknown }) => ({
      errors: checkoutErrorsFromServer(params.error),
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      failure: describeFailure(params.error),
    })),
    clearFailure: assign({ failure: null, errors: {} }),
    assignSeatsGone: assign(({ context }) => {
      const departure = selectedDeparture(context);
      return {
        departureId: null,
        idempotencyKey: null,
        failure: null,
        notice: departure ? ({ kind: 'seatsGone', date: departure.start_date } as const) : null,
      };
    }),
    assignBooking: assign(({ context }, params: { booking: Booking }) => ({
      // The hold became the booking's seats.
      hold: null,
      holdSecondsLeft: null,
      holdAnnouncement: '',
      booking: params.booking,
      idempotencyKey: null,
      failure: null,
      errors: {},
      contact: withoutCardDetails(context).contact,
    })),
    /* Effects the app supplies (toasts, navigation, focus): */
    showSelectDateToast: () => {},
    /** A date was chosen: 'Please select a date' no longer applies (issue 17). */
    dismissSelectDateToast: () => {},
    /** The dates are brought on screen and focused, so a phone shows what the toast asks for. */
    focusDatePicker: () => {},
    showValidationToast: () => {},
    showMissingBookingToast: () => {},
    showInvalidConfirmationToast: () => {},
    showPaymentSuccessToast: () => {},
    /** A bank transfer is awaited: the booking is received, not paid. */
    showBookingReceivedToast: () => {},
    showSeatsGoneToast: () => {},
    /** The hold ran out at checkout: said once, by the expired panel and a toast. */
    showHoldExpiredToast: () => {},
    showItineraryToast: () => {},
    showSharedToast: () => {},
    showShareFailedToast: () => {},
    focusFirstError: () => {},
    navigateToCheckout: (_, _params: { tourId: number }) => {},
    navigateToBooking: (_, _params: { tourId: number }) => {},
    navigateToTour: (_, _params: { tourId: number }) => {},
    navigateToConfirmation: () => {},
    navigateHome: () => {},
  },
  guards: {
    canResume: ({ context }, params: { tourId: number; fresh?: boolean }) =>
      !params.fresh && context.tour?.id === params.tourId && context.booking === null,
    isSameTour: ({ context }, params: { tourId: number; fresh?: boolean }) =>
      !params.fresh && context.tourId === params.tourId,
    canCheckout: ({ context }, params: { tourId: number }) =>
      context.tour?.id === params.tourId &&
      context.departureId !== null &&
      context.booking === null,
    isConfirmed: ({ context }) => context.booking !== null,
    isMissingTour: (_, params: { error: unknown }) => isMissingTour(params.error),
    isSelectedDate: ({ context }, params: { departureId: number }) =>
      context.departureId === params.departureId,
    isBookableDate: ({ context }, params: { departureId: number }) => {
      const departure = context.tour?.departures.find((d) => d.id === params.departureId);
      return departure !== undefined && isBookableDeparture(departure, context.today);
    },
    isAllowedTravelers: ({ context }, params: { count: number }) =>
      Number.isInteger(params.count) &&
      params.count >= MIN_TRAVELERS &&
      params.count <= maxTravelers(context),
    isKnownAddOn: (_, params: { id: string }) => findAddOn(params.id) !== undefined,
    isWithinRequestsLimit: (_, params: { text: string }) =>
      specialRequestsSchema.safeParse(params.text).success,
    hasDate: ({ context }) => selectedDeparture(context) !== null,
    isValidFieldValue: ({ context }, params: { field: CheckoutField; value: string | boolean }) => {
      if (params.field === 'terms') return typeof params.value === 'boolean';
      if (params.field === 'paymentMethod')
        return (PAYMENT_METHODS as readonly unknown[]).includes(params.value);
      if (params.field === 'savedCard')
        return (
          params.value === '' || context.savedCards.some((card) => String(card.id) === params.value)
        );
      return typeof params.value === 'string';
    },
    isPlanOffered: ({ context }, params: { plan: PaymentPlan }) =>
      params.plan !== context.paymentPlan && depositOffered(context),
    isAwaitingTransfer: (_, params: { booking: Booking }) =>
      params.booking.payment.state === 'awaiting_transfer',
    isCheckoutValid: ({ context }) =>
      Object.keys(validateCheckout(context.contact, context.today)).length === 0,
    /** 409 (seats taken meanwhile) or the date refused: the traveller must choose again. */
    isDateUnavailable: (_, params: { error: unknown }) => {
      const { status } = describeFailure(params.error);
      return status === 409 || (status === 422 && 'departure_id' in fieldMessages(params.error));
    },
    /** The hold was refused because the seats are gone (409). */
    isSeatsGone: (_, params: { error: unknown }) => describeFailure(params.error).status === 409,
    isHoldOver: (_, params: { secondsLeft: number }) => params.secondsLeft <= 0,
    /** No seats are held for this checkout (left and came back, or resumed from before holds). */
    hasNoHold: ({ context }) => !context.hold,
    isSameTourWithoutHold: ({ context }, params: { tourId: number }) =>
      context.tourId === params.tourId && !context.hold,
    hasFieldErrors: (_, params: { error: unknown }) =>
      describeFailure(params.error).status === 422 &&
      Object.keys(checkoutErrorsFromServer(params.error)).length > 0,
  },
}).createMachine({
  id: 'booking',
  description:
    'The booking flow: choose a departure, travellers and add-ons; the checkout form; a simulated 2 s payment, then the booking is stored; the confirmation.',
  context: freshBooking(null, ''),
  on: {
    'booking.open': [
      {
        guard: { type: 'canResume', params: ({ event }) => event },
        target: '.selecting',
        actions: [
          {
            type: 'releaseHold',
            params: ({ context }) => ({ token: context.hold?.token ?? null }),
          },
          'clearHold',
          { type: 'assignToday', params: ({ event }) => event },
        ],
      },
      {
        target: '.loadingTour',
        actions: [
          {
            type: 'releaseHold',
            params: ({ context }) => ({ token: context.hold?.token ?? null }),
          },
          { type: 'startNewBooking', params: ({ event }) => event },
        ],
      },
    ],
    'checkout.open': [
      {
        guard: { type: 'canCheckout', params: ({ event }) => event },
        target: '.checkout',
        actions: { type: 'assignToday', params: ({ event }) => event },
      },
      {
        description: "SPEC 8: 'Missing booking information', back to the tour page.",
        target: '.idle',
        actions: [
          'showMissingBookingToast',
          { type: 'navigateToTour', params: ({ event }) => ({ tourId: event.tourId }) },
          'resetBooking',
        ],
      },
    ],
    'confirmation.open': {
      description: "SPEC 8: no booking to confirm: 'Invalid confirmation', back to /.",
      actions: ['showInvalidConfirmationToast', 'navigateHome'],
    },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'No booking in progress.',
      tags: ['empty'],
    },
    loadingTour: {
      tags: ['loading'],
      on: {
        'booking.open': {
          guard: { type: 'isSameTour', params: ({ event }) => event },
          actions: { type: 'assignToday', params: ({ event }) => event },
        },
      },
      invoke: {
        id: 'fetchTour',
        src: 'fetchTour',
        input: ({ context }) => ({ tourId: context.tourId ?? 0 }),
        onDone: {
          target: 'selecting',
          actions: { type: 'assignTour', params: ({ event }) => ({ tour: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isMissingTour', params: ({ event }) => ({ error: event.error }) },
            target: 'tourNotFound',
            actions: { type: 'assignTourFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'tourFailed',
            actions: { type: 'assignTourFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    tourNotFound: {
      description: "SPEC 2: 'Tour Not Found' with View All Tours.",
      tags: ['notFound'],
    },
    tourFailed: {
      description: 'No answer or a server error: the tour may exist, so offer a retry.',
      tags: ['error'],
      on: { 'tour.retry': 'loadingTour' },
    },
    selecting: {
      description: 'The booking page: date, travellers, add-ons and special requests.',
      tags: ['selecting'],
      on: {
        'booking.open': {
          guard: { type: 'isSameTour', params: ({ event }) => event },
          actions: { type: 'assignToday', params: ({ event }) => event },
        },
        'date.select': [
          {
            description: 'The chosen date again: nothing changes, so the key stays.',
            guard: { type: 'isSelectedDate', params: ({ event }) => event },
          },
          {
            guard: { type: 'isBookableDate', params: ({ event }) => event },
            actions: [
              { type: 'selectDeparture', params: ({ event }) => event },
              'dismissSelectDateToast',
              'clearIdempotencyKey',
            ],
          },
        ],
        'travelers.change': {
          guard: { type: 'isAllowedTravelers', params: ({ event }) => event },
          actions: [{ type: 'setTravelers', params: ({ event }) => event }, 'clearIdempotencyKey'],
        },
        'addOn.toggle': {
          guard: { type: 'isKnownAddOn', params: ({ event }) => event },
          actions: [{ type: 'toggleAddOn', params: ({ event }) => event }, 'clearIdempotencyKey'],
        },
        'requests.change': {
          guard: { type: 'isWithinRequestsLimit', params: ({ event }) => event },
          actions: [
            { type: 'setSpecialRequests', params: ({ event }) => event },
            'clearIdempotencyKey',
          ],
        },
        'booking.proceed': [
          {
            description: 'Issue 19: the seats are held before checkout opens.',
            guard: 'hasDate',
            target: '.holding',
          },
          {
            description: "SPEC 8: 'Please select a date', and the dates on screen.",
            actions: ['showSelectDateToast', 'focusDatePicker'],
          },
        ],
      },
      initial: 'choosing',
      states: {
        choosing: {},
        holding: {
          description: 'Holding the seats (POST /api/holds); checkout opens with the hold.',
          tags: ['holding'],
          entry: 'clearHoldFailure',
          on: {
            // The choice is being held: it stays as it is until the server answers.
            'date.select': {},
            'travelers.change': {},
            'booking.proceed': {},
            'booking.open': {
              guard: { type: 'isSameTour', params: ({ event }) => event },
              actions: { type: 'assignToday', params: ({ event }) => event },
            },
          },
          invoke: {
            id: 'placeHold',
            src: 'placeHold',
            input: ({ context }) => ({ request: toCreateHoldRequest(context) }),
            onDone: {
              target: '#booking.checkout',
              actions: [
                { type: 'assignHold', params: ({ event }) => ({ output: event.output }) },
                {
                  type: 'navigateToCheckout',
                  params: ({ context }) => ({ tourId: context.tourId ?? 0 }),
                },
              ],
            },
            onError: [
              {
                description: 'The seats are gone: the dates again, with the notice.',
                guard: { type: 'isSeatsGone', params: ({ event }) => ({ error: event.error }) },
                target: '#booking.loadingTour',
                actions: ['assignSeatsGone', 'showSeatsGoneToast'],
              },
              {
                target: 'holdFailed',
                actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        holdFailed: {
          description: 'No answer or a server error: Proceed to Checkout tries again.',
          tags: ['holdFailed'],
        },
      },
    },
    checkout: {
      description: 'The checkout form, the simulated payment and storing the booking.',
      tags: ['checkout'],
      entry: ['ensureIdempotencyKey', 'startSavedCards', 'followSession', 'startHoldCountdown'],
      exit: ['unfollowSession', 'stopSavedCards', 'stopHoldCountdown'],
      on: {
        'checkout.open': [
          {
            description:
              'Back at checkout after leaving it (its hold was released), or resumed from before holds: hold again.',
            guard: { type: 'isSameTourWithoutHold', params: ({ event }) => event },
            target: '.reholding',
            actions: [
              { type: 'assignToday', params: ({ event }) => event },
              'unfollowSession',
              'stopSavedCards',
              'startSavedCards',
              'followSession',
            ],
          },
          {
            guard: { type: 'isSameTour', params: ({ event }) => event },
            // Following the session anew: a booking resumed from storage has no follower yet,
            // and its saved cards load again (one may have been removed meanwhile). The hold's
            // countdown restarts towards the same deadline.
            actions: [
              { type: 'assignToday', params: ({ event }) => event },
              'unfollowSession',
              'stopSavedCards',
              'startSavedCards',
              'followSession',
              'stopHoldCountdown',
              'startHoldCountdown',
            ],
          },
        ],
        'hold.tick': [
          {
            guard: { type: 'isHoldOver', params: ({ event }) => event },
            target: '.expired',
            actions: [
              { type: 'countDown', params: ({ event }) => event },
              'stopHoldCountdown',
              'showHoldExpiredToast',
            ],
          },
          { actions: { type: 'countDown', params: ({ event }) => event } },
        ],
        'checkout.leave': {
          description: 'The checkout page closed: its seats are released (best effort).',
          actions: [
            {
              type: 'releaseHold',
              params: ({ context }) => ({ token: context.hold?.token ?? null }),
            },
            'clearHold',
            'stopHoldCountdown',
          ],
        },
        'contact.prefill': {
          actions: { type: 'prefillContact', params: ({ event }) => event },
        },
        'account.change': { actions: 'forwardToSavedCards' },
        'cards.offer': {
          actions: { type: 'offerSavedCards', params: ({ event }) => event },
        },
      },
      initial: 'entering',
      states: {
        entering: {
          description:
            'Checkout opened from the booking page with a hold, or without one (hold now).',
          always: [{ guard: 'hasNoHold', target: 'reholding' }, { target: 'editing' }],
        },
        editing: {
          on: {
            'field.change': {
              guard: { type: 'isValidFieldValue', params: ({ event }) => event },
              actions: { type: 'changeField', params: ({ event }) => event },
            },
            'plan.select': {
              description: 'Deposit or pay in full (the deposit only for trips 30+ days ahead).',
              guard: { type: 'isPlanOffered', params: ({ event }) => event },
              actions: { type: 'setPaymentPlan', params: ({ event }) => event },
            },
            'checkout.submit': [
              { guard: 'isCheckoutValid', target: 'processing', actions: 'clearFailure' },
              {
                description: "SPEC 8: 'Form validation failed'.",
                actions: ['assignValidationErrors', 'showValidationToast', 'focusFirstError'],
              },
            ],
          },
        },
        processing: {
          description:
            "SPEC 4: 'Processing...' with the button disabled; a reload returns to editing.",
          tags: ['busy'],
          on: {
            /** Leaving for the booking page mid-payment is not allowed; the payment finishes first. */
            'booking.open': {},
            // The booking uses the hold; the server judges whether it was still valid.
            'hold.tick': { actions: { type: 'countDown', params: ({ event }) => event } },
            'checkout.leave': {},
          },
          initial: 'paying',
          states: {
            paying: {
              description: 'The simulated payment (SPEC 9: 2 s).',
              after: { paymentDelay: 'saving' },
            },
            saving: {
              invoke: {
                id: 'createBooking',
                src: 'createBooking',
                input: ({ context }) => ({
                  request: toCreateBookingRequest(context),
                  idempotencyKey: context.idempotencyKey ?? '',
                }),
                onDone: [
                  {
                    description: "A bank transfer: 'Booking received', not paid.",
                    guard: {
                      type: 'isAwaitingTransfer',
                      params: ({ event }) => ({ booking: event.output }),
                    },
                    target: '#booking.confirmed',
                    actions: [
                      { type: 'assignBooking', params: ({ event }) => ({ booking: event.output }) },
                      'showBookingReceivedToast',
                      'navigateToConfirmation',
                    ],
                  },
                  {
                    target: '#booking.confirmed',
                    actions: [
                      { type: 'assignBooking', params: ({ event }) => ({ booking: event.output }) },
                      'showPaymentSuccessToast',
                      'navigateToConfirmation',
                    ],
                  },
                ],
                onError: [
                  {
                    guard: {
                      type: 'isDateUnavailable',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#booking.loadingTour',
                    actions: [
                      {
                        type: 'releaseHold',
                        params: ({ context }) => ({ token: context.hold?.token ?? null }),
                      },
                      'clearHold',
                      'assignSeatsGone',
                      'showSeatsGoneToast',
                      {
                        type: 'navigateToBooking',
                        params: ({ context }) => ({ tourId: context.tourId ?? 0 }),
                      },
                    ],
                  },
                  {
                    guard: {
                      type: 'hasFieldErrors',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#booking.checkout.editing',
                    actions: [
                      {
                        type: 'assignServerErrors',
                        params: ({ event }) => ({ error: event.error }),
                      },
                      'showValidationToast',
                      'focusFirstError',
                    ],
                  },
                  {
                    target: '#booking.checkout.failed',
                    actions: {
                      type: 'assignFailure',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
          },
        },
        failed: {
          description: 'Network or server failure: the form is kept and the traveller can retry.',
          tags: ['error'],
          on: {
            'checkout.retry': { target: 'processing', actions: 'clearFailure' },
            'field.change': {
              guard: { type: 'isValidFieldValue', params: ({ event }) => event },
              target: 'editing',
              actions: { type: 'changeField', params: ({ event }) => event },
            },
            'plan.select': {
              guard: { type: 'isPlanOffered', params: ({ event }) => event },
              target: 'editing',
              actions: { type: 'setPaymentPlan', params: ({ event }) => event },
            },
            'checkout.submit': [
              { guard: 'isCheckoutValid', target: 'processing', actions: 'clearFailure' },
              {
                target: 'editing',
                actions: ['assignValidationErrors', 'showValidationToast', 'focusFirstError'],
              },
            ],
          },
        },
        expired: {
          description:
            'Issue 19: the hold ran out; the form is kept, and the traveller can hold the seats again.',
          tags: ['expired'],
          on: {
            'hold.renew': {
              target: 'reholding',
              actions: [
                {
                  type: 'releaseHold',
                  params: ({ context }) => ({ token: context.hold?.token ?? null }),
                },
                'clearHold',
              ],
            },
            'field.change': {
              guard: { type: 'isValidFieldValue', params: ({ event }) => event },
              actions: { type: 'changeField', params: ({ event }) => event },
            },
          },
        },
        reholding: {
          description: 'Holding the seats again; if they are gone, back to the dates.',
          tags: ['holding'],
          entry: 'clearHoldFailure',
          on: {
            // The form stays editable while the seats are held again (what is typed is kept).
            'field.change': {
              guard: { type: 'isValidFieldValue', params: ({ event }) => event },
              actions: { type: 'changeField', params: ({ event }) => event },
            },
          },
          invoke: {
            id: 'placeHold',
            src: 'placeHold',
            input: ({ context }) => ({ request: toCreateHoldRequest(context) }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'assignHold', params: ({ event }) => ({ output: event.output }) },
                'stopHoldCountdown',
                'startHoldCountdown',
              ],
            },
            onError: [
              {
                guard: { type: 'isSeatsGone', params: ({ event }) => ({ error: event.error }) },
                target: '#booking.loadingTour',
                actions: [
                  'assignSeatsGone',
                  'showSeatsGoneToast',
                  {
                    type: 'navigateToBooking',
                    params: ({ context }) => ({ tourId: context.tourId ?? 0 }),
                  },
                ],
              },
              {
                target: 'expired',
                actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    confirmed: {
      description: 'The booking is stored; the confirmation page shows it.',
      tags: ['confirmed'],
      on: {
        'confirmation.open': {},
        'checkout.open': {
          description:
            'Back from the confirmation to checkout: the booking is done, show it again.',
          guard: { type: 'isSameTour', params: ({ event }) => event },
          actions: 'navigateToConfirmation',
        },
        'confirmation.download': { actions: 'showItineraryToast' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: { 'confirmation.share': 'sharing' },
        },
        sharing: {
          tags: ['sharing'],
          invoke: {
            id: 'shareBooking',
            src: 'shareBooking',
            input: ({ context }) => ({ text: context.booking ? shareText(context.booking) : '' }),
            onDone: { target: 'idle', actions: 'showSharedToast' },
            onError: { target: 'idle', actions: 'showShareFailedToast' },
          },
        },
      },
    },
  },
});

export type BookingActorRef = ActorRefFrom<typeof bookingMachine>;
export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;
