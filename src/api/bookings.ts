import {
  bookingResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type Booking,
  type CreateBookingRequest,
} from '../../contract/bookings';
import type { ApiClient } from './client';
import { callApi } from './errors';

/**
 * POST /api/bookings. The same idempotency key always answers with the same booking, so a
 * retry after a lost answer can never book twice.
 */
export async function createBooking(
  api: ApiClient,
  request: CreateBookingRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<Booking> {
  const body = await callApi(
    () =>
      api
        .post('bookings', {
          json: request,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          signal,
        })
        .json(bookingResponseSchema),
    'We could not complete your booking. Please try again.',
  );
  return body.data;
}
