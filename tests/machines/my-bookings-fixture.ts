import { createActor, type NonReducibleUnknown } from 'xstate';
import type {
  CancelBookingRequest,
  CreateReviewRequest,
  MyBooking,
} from '../../contract/my-bookings';
import type { FieldEdit } from '../../machines/edit-machine';
import {
  myBookingsMachine,
  reviewFormActor,
  type ReviewDraft,
  type ReviewForm,
} from '../../machines/my-bookings-machine';
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

/** Newest first, as the server sends them. */
export const BOOKINGS: MyBooking[] = [UPCOMING, COMPLETED, REVIEWED, CANCELLED, IN_PROGRESS];

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
  | { type: 'notifyBookingChanged'; message: string }
  | { type: 'focusFirstInvalidField' };

/**
 * The bookings machine with fake I/O whose requests the test answers (`reviews` is the review
 * form's POST), and a log of effects; `review()` is the Write a Review form while it is open,
 * and `rate`, `comment`, `submit` and `dismiss` are what the dialog sends it.
 */
export function startMyBookings() {
  const fetches = controllable<MyBooking[], NonReducibleUnknown>();
  const cancels = controllable<MyBooking, { reference: string; request: CancelBookingRequest }>();
  const effects: Effect[] = [];
  const reviewForm = fakeForm<MyBooking, ReviewForm['request']>(() =>
    effects.push({ type: 'focusFirstInvalidField' }),
  );
  const actor = createActor(
    myBookingsMachine.provide({
      actors: {
        fetchMyBookings: fetches.logic,
        cancelBooking: cancels.logic,
        reviewForm: reviewForm.logic,
      },
      actions: {
        notifyCancelled: (_, params) => effects.push({ type: 'notifyCancelled', ...params }),
        notifyReviewed: (_, params) => effects.push({ type: 'notifyReviewed', ...params }),
        notifyBookingChanged: (_, params) =>
          effects.push({ type: 'notifyBookingChanged', ...params }),
      },
    }),
  ).start();
  const review = () => reviewFormActor(actor.getSnapshot());
  const edit = (edit: FieldEdit<ReviewDraft>) => review()?.send({ type: 'draft.edit', edit });
  return {
    actor,
    fetches: fetches.calls,
    cancels: cancels.calls,
    reviews: reviewForm.saves,
    effects,
    review,
    rate: (rating: number) => edit({ field: 'rating', value: rating }),
    comment: (comment: string) => edit({ field: 'comment', value: comment }),
    submit: () => review()?.send({ type: 'draft.save' }),
    dismiss: () => review()?.send({ type: 'draft.cancel' }),
  };
}
