import { paymentSummary } from '../support/payment-fixture';
import { createActor, SimulatedClock } from 'xstate';
import type { BalancePaymentField } from '../../contract/balance-payment';
import type {
  CancelBookingRequest,
  CreateReviewRequest,
  MyBooking,
} from '../../contract/my-bookings';
import type { FieldEdit } from '../../machines/edit-machine';
import type { PayBalanceRequest } from '../../contract/payments';
import {
  myBookingsMachine,
  payBalanceActor,
  reviewFormActor,
  type MyBookingsPage,
  type MyBookingsQuery,
  type ReviewDraft,
  type ReviewForm,
} from '../../machines/my-bookings-machine';
import { payBalanceMachine } from '../../machines/pay-balance-machine';
import { controllable } from '../support/controllable';
import { fakeForm } from './edit-fixture';

/** One booking of GET /api/my/bookings (an Upcoming one); override what a test cares about. */
function myBooking(overrides: Partial<MyBooking> = {}): MyBooking {
  return {
    reference: 'UPC12345',
    status: 'Upcoming',
    tour: {
      id: 1,
      slug: 'k2-base-camp',
      title: 'K2 Base Camp Trek',
      duration: 14,
      location: 'Skardu, Gilgit-Baltistan',
      thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
    },
    departure: { id: 11, start_date: '2027-06-15' },
    start_date: '2027-06-15',
    end_date: '2027-06-28',
    travelers: 2,
    add_ons: [{ id: 'insurance', name: 'Travel Insurance', price: 99 }],
    total: 2797,
    special_requests: 'Vegetarian meals, please.',
    contact: {
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phone: '+92 300 1234567',
      address: '12 Mall Road',
      city: 'Lahore',
      country: 'Pakistan',
      zip_code: '54000',
    },
    payment_method: 'card',
    payment_status: 'Paid',
    card_last4: '4242',
    created_at: '2026-11-02T09:30:00.000Z',
    cancelled_at: null,
    refund: null,
    cancellation_quote: { percent: 100, amount: 2797 },
    review: null,
    payment: paymentSummary(2797, '2027-06-15'),
    bank_details: null,
    payments: [],
    ...overrides,
  };
}

const FAIRY_MEADOWS: MyBooking['tour'] = {
  id: 2,
  slug: 'fairy-meadows',
  title: 'Fairy Meadows Trek',
  duration: 5,
  location: 'Diamer, Gilgit-Baltistan',
  thumbnail: '/images/tours/fairy-meadows/cover-640.webp',
};

export const UPCOMING = myBooking();
export const COMPLETED = myBooking({
  reference: 'DONE2345',
  status: 'Completed',
  tour: FAIRY_MEADOWS,
  departure: { id: 21, start_date: '2026-06-01' },
  start_date: '2026-06-01',
  end_date: '2026-06-05',
  travelers: 1,
  add_ons: [],
  total: 599,
  special_requests: null,
  payment_method: 'paypal',
  card_last4: null,
  created_at: '2026-03-10T12:00:00.000Z',
  cancellation_quote: null,
});
export const REVIEWED = myBooking({
  ...COMPLETED,
  reference: 'REVD3456',
  review: { id: 7, rating: 4, comment: 'Wonderful meadows and a great guide.', date: '2026-06-10' },
});
export const CANCELLED = myBooking({
  reference: 'CANC4567',
  status: 'Cancelled',
  start_date: '2026-12-01',
  end_date: '2026-12-14',
  departure: { id: 12, start_date: '2026-12-01' },
  payment_status: 'Partially refunded',
  cancelled_at: '2026-11-10T08:00:00.000Z',
  refund: { percent: 50, amount: 1398.5 },
  cancellation_quote: null,
});
export const IN_PROGRESS = myBooking({
  reference: 'PROG5678',
  status: 'In Progress',
  start_date: '2026-11-15',
  end_date: '2026-11-28',
  departure: { id: 13, start_date: '2026-11-15' },
  cancellation_quote: null,
});

/** The day the tab runs on: the Pay balance form judges card expiry by it. */
export const MY_TODAY = '2026-11-22';

/** An Upcoming booking whose 20% deposit was paid by card: $2,237.60 due by May 16, 2027. */
export const DEPOSIT = myBooking({
  reference: 'DEPO6789',
  payment_status: 'Balance due',
  payment: paymentSummary(2797, '2027-06-15', {
    state: 'balance_due',
    paid: 559.4,
    balance: 2237.6,
    due_at_booking: 559.4,
  }),
  cancellation_quote: { percent: 100, amount: 559.4 },
  payments: [
    {
      id: 31,
      kind: 'deposit',
      method: 'card',
      amount: 559.4,
      card_last4: '4242',
      note: null,
      created_at: '2026-11-02T09:30:00.000Z',
    },
  ],
});

/** What the server answers once DEPOSIT's balance is paid. */
export const DEPOSIT_PAID = myBooking({
  ...DEPOSIT,
  payment_status: 'Paid',
  payment: paymentSummary(2797, '2027-06-15', { due_at_booking: 559.4 }),
  cancellation_quote: { percent: 100, amount: 2797 },
  payments: [
    ...DEPOSIT.payments,
    {
      id: 32,
      kind: 'balance',
      method: 'card',
      amount: 2237.6,
      card_last4: '1111',
      note: null,
      created_at: '2026-11-22T10:00:00.000Z',
    },
  ],
});

/** Newest first, as the server sends them. */
export const BOOKINGS: MyBooking[] = [
  UPCOMING,
  DEPOSIT,
  COMPLETED,
  REVIEWED,
  CANCELLED,
  IN_PROGRESS,
];

/** A card the Pay balance form accepts on MY_TODAY. */
export const GOOD_CARD = {
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '09/30',
  cvv: '737',
  nameOnCard: 'AYESHA KHAN',
} as const;

/** What the server answers after cancelling UPCOMING today (30+ days ahead: 100%). */
export const UPCOMING_CANCELLED = myBooking({
  status: 'Cancelled',
  payment_status: 'Refunded',
  cancelled_at: '2026-11-22T10:00:00.000Z',
  refund: { percent: 100, amount: 2797 },
  cancellation_quote: null,
});

/** What the server answers after COMPLETED is reviewed. */
export function reviewedCompleted(review: CreateReviewRequest): MyBooking {
  return { ...COMPLETED, review: { id: 99, date: '2026-11-22', ...review } };
}

type Effect =
  | { type: 'notifyCancelled'; booking: MyBooking }
  | { type: 'notifyReviewed'; booking: MyBooking }
  | { type: 'notifyBalancePaid'; booking: MyBooking }
  | { type: 'notifyBookingChanged'; message: string }
  | { type: 'focusFirstInvalidField' };

/**
 * The bookings machine with fake I/O whose requests the test answers (`reviews` is the review
 * form's POST, `pays` the Pay balance POST), a simulated clock for the payment's 2 s, and a log
 * of effects; `review()` is the Write a Review form while it is open, and `rate`, `comment`,
 * `submit` and `dismiss` are what the dialog sends it; `pay()` is the Pay balance dialog's
 * actor, with `payField`, `fillCard`, `paySubmit` and `payDismiss`.
 */
/** GET /api/my/bookings's answer: `bookings` as page `page` of `lastPage` (10 a page). */
export function pageOf(bookings: MyBooking[], page = 1, lastPage = 1): MyBookingsPage {
  return {
    data: bookings,
    meta: { page, perPage: 10, total: (lastPage - 1) * 10 + bookings.length, lastPage },
  };
}

export function startMyBookings(input: { query?: MyBookingsQuery } = {}) {
  const fetches = controllable<MyBookingsPage, { query: MyBookingsQuery }>();
  const cancels = controllable<MyBooking, { reference: string; request: CancelBookingRequest }>();
  const pays = controllable<MyBooking, { reference: string; request: PayBalanceRequest }>();
  const effects: Effect[] = [];
  const focus = () => effects.push({ type: 'focusFirstInvalidField' });
  const reviewForm = fakeForm<MyBooking, ReviewForm['request']>(focus);
  const clock = new SimulatedClock();
  const actor = createActor(
    myBookingsMachine.provide({
      actors: {
        fetchMyBookings: fetches.logic,
        cancelBooking: cancels.logic,
        reviewForm: reviewForm.logic,
        payBalance: payBalanceMachine.provide({
          actors: { payBalance: pays.logic },
          actions: { focusFirstInvalidField: focus },
        }),
      },
      actions: {
        notifyCancelled: (_, params) => effects.push({ type: 'notifyCancelled', ...params }),
        notifyReviewed: (_, params) => effects.push({ type: 'notifyReviewed', ...params }),
        notifyBalancePaid: (_, params) => effects.push({ type: 'notifyBalancePaid', ...params }),
        notifyBookingChanged: (_, params) =>
          effects.push({ type: 'notifyBookingChanged', ...params }),
      },
    }),
    { input: { today: MY_TODAY, ...input }, clock },
  ).start();
  const review = () => reviewFormActor(actor.getSnapshot());
  const edit = (edit: FieldEdit<ReviewDraft>) => review()?.send({ type: 'draft.edit', edit });
  const pay = () => payBalanceActor(actor.getSnapshot());
  const payField = (field: BalancePaymentField, value: string) =>
    pay()?.send({ type: 'field.change', field, value });
  return {
    actor,
    clock,
    fetches: fetches.calls,
    cancels: cancels.calls,
    reviews: reviewForm.saves,
    pays: pays.calls,
    effects,
    review,
    rate: (rating: number) => edit({ field: 'rating', value: rating }),
    comment: (comment: string) => edit({ field: 'comment', value: comment }),
    submit: () => review()?.send({ type: 'draft.save' }),
    dismiss: () => review()?.send({ type: 'draft.cancel' }),
    pay,
    payField,
    fillCard: () => {
      for (const [field, value] of Object.entries(GOOD_CARD)) {
        payField(field as BalancePaymentField, value);
      }
    },
    paySubmit: () => pay()?.send({ type: 'payment.submit' }),
    payDismiss: () => pay()?.send({ type: 'payment.dismiss' }),
  };
}
