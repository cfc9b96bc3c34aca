import {
  bookingResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type Booking,
  type CreateBookingRequest,
} from '../../contract/bookings';
import { z } from 'zod/mini';
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

/**
 * The part of GET /api/my/profile (contract/profile.ts `profileResponseSchema`) checkout reads.
 * My Account reads the whole profile with getProfile (src/api/profile.ts); importing that or
 * its contract here would split them into chunks of their own, and every chunk name is listed
 * in the first page's download.
 */
const profilePhoneSchema = z.object({ data: z.object({ phone: z.nullable(z.string()) }) });

/** The signed-in traveller's phone from their profile, or null when they have not given one. */
export async function getProfilePhone(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<string | null> {
  const body = await callApi(
    () => api.get('my/profile', { signal }).json(profilePhoneSchema),
    'We could not load your profile.',
  );
  return body.data.phone;
}
