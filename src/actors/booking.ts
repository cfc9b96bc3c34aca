import { fromPromise } from 'xstate';
import type { Booking, CreateBookingRequest } from '../../contract/bookings';
import type { TourDetail } from '../../contract/tours';
import { createBooking as postBooking } from '../api/bookings';
import { getTourDetails } from '../api/tours';

/** GET /api/tour-details/{id}: the tour's price and departures with the seats left. */
export const fetchBookingTour = fromPromise<TourDetail, { tourId: number }>(({ input, signal }) =>
  getTourDetails(input.tourId, signal),
);

/** POST /api/bookings with the submission's idempotency key. */
export const createBooking = fromPromise<
  Booking,
  { request: CreateBookingRequest; idempotencyKey: string }
>(({ input, signal }) => postBooking(input.request, input.idempotencyKey, signal));

/** Share Booking (SPEC 2): copies the text to the clipboard. */
export const shareBooking = fromPromise<void, { text: string }>(async ({ input }) => {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(input.text);
});
