import { paymentSummary } from '../support/payment-fixture';
import { createActor, type StateValue } from 'xstate';
import { EMPTY_CHECKOUT, type Booking } from '../../contract/bookings';
import type { TourDetail } from '../../contract/tours';
import { bookingMachine, type BookingContext } from '../../machines/booking-machine';
import { BOOKING_STORAGE_KEY } from '../../src/features/booking/booking.logic';
import { makeTour } from '../machines/tour-detail-fixture';

/** Tour 7 as GET /api/tour-details/7 answers it: the tour the booking-flow tests book. */
export const bookedTour = makeTour({ id: 7 });

/**
 * The booking machine's context for `tour` (default tour 7) on January 1, 2026: nothing chosen
 * yet but 2 travellers; tests override what their screen needs (date, add-ons, booking...).
 */
export function bookingContext(
  overrides: Partial<BookingContext> = {},
  tour: TourDetail = bookedTour,
): BookingContext {
  return {
    tourId: tour.id,
    tour: {
      id: tour.id,
      title: tour.title,
      price: tour.price,
      duration: tour.duration,
      location: tour.location,
      thumbnail: tour.thumbnail,
      departures: tour.departures,
    },
    today: '2026-01-01',
    departureId: null,
    travelers: 2,
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
    ...overrides,
  };
}

/** Writes a booking snapshot where the app's booking actor restores it from (a reload). */
export function seedBooking(value: StateValue, context: BookingContext) {
  const snapshot = bookingMachine.resolveState({ value, context });
  const persisted = createActor(bookingMachine, { snapshot }).getPersistedSnapshot();
  sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(persisted));
}

/** The server's booking of tour 7 (June 3, 2030, 2 travellers, insurance, paid by card). */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    reference: 'AB12CD34',
    status: 'Confirmed',
    tour: {
      id: bookedTour.id,
      title: bookedTour.title,
      duration: bookedTour.duration,
      location: bookedTour.location,
      thumbnail: bookedTour.thumbnail,
    },
    departure: { id: 11, start_date: '2030-06-03' },
    travelers: 2,
    add_ons: [{ id: 'insurance', name: 'Travel Insurance', price: 99 }],
    total: 2697,
    special_requests: 'Vegetarian meals',
    contact: {
      name: 'Amina Khan',
      email: 'amina@example.com',
      phone: '+92 300 1234567',
      address: null,
      city: null,
      country: null,
      zip_code: null,
    },
    payment_method: 'card',
    payment_status: 'Paid',
    card_last4: '4242',
    created_at: '2026-01-01T10:00:00Z',
    payment: paymentSummary(2697, '2030-06-03'),
    bank_details: null,
    ...overrides,
  };
}
