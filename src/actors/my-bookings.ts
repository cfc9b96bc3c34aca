import { fromPromise } from 'xstate';
import type {
  CancelBookingRequest,
  CreateReviewRequest,
  MyBooking,
} from '../../contract/my-bookings';
import { cancelMyBooking, getMyBookings, reviewMyBooking } from '../api/my-bookings';

/* My Account bookings tab (myBookingsMachine): leaving a state aborts its request. ----------- */

/** GET /api/my/bookings. */
export const fetchMyBookings = fromPromise<MyBooking[]>(({ signal }) => getMyBookings(signal));

/** POST /api/my/bookings/{reference}/cancel. */
export const cancelBooking = fromPromise<
  MyBooking,
  { reference: string; request: CancelBookingRequest }
>(({ input, signal }) => cancelMyBooking(input.reference, input.request, signal));

/** POST /api/my/bookings/{reference}/review. */
export const submitReview = fromPromise<
  MyBooking,
  { reference: string; request: CreateReviewRequest }
>(({ input, signal }) => reviewMyBooking(input.reference, input.request, signal));

/** The real I/O behind myBookingsMachine, for `machine.provide({ actors })`. */
export const myBookingsActors = { fetchMyBookings, cancelBooking, submitReview };
