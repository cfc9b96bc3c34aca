import {
  managedBookingResponseSchema,
  type BookingLookup,
  type ManageCancelRequest,
  type ManagePayBalanceRequest,
} from '../../contract/manage-booking';
import type { MyBooking } from '../../contract/my-bookings';
import { MY_BOOKINGS_MESSAGES } from '../../machines/my-bookings-machine';
import type { ApiClient } from './client';
import { callApi } from './errors';

const LOOKUP_FAILED = 'We could not look up this booking. Please try again.';

/**
 * POST /api/manage-booking -> the booking made with this reference and e-mail. A wrong pair is
 * a 404 with the server's one generic message; too many wrong pairs a 429.
 */
export async function lookUpBooking(
  api: ApiClient,
  pair: BookingLookup,
  signal?: AbortSignal,
): Promise<MyBooking> {
  const body = await callApi(
    () => api.post('manage-booking', { json: pair, signal }).json(managedBookingResponseSchema),
    LOOKUP_FAILED,
  );
  return body.data;
}

/** POST /api/manage-booking/cancel -> the booking as cancelled, with its refund. */
export async function cancelManagedBooking(
  api: ApiClient,
  request: ManageCancelRequest,
  signal?: AbortSignal,
): Promise<MyBooking> {
  const body = await callApi(
    () =>
      api
        .post('manage-booking/cancel', { json: request, signal })
        .json(managedBookingResponseSchema),
    MY_BOOKINGS_MESSAGES.cancelFailed,
  );
  return body.data;
}

/** POST /api/manage-booking/pay-balance -> the booking with its balance paid. */
export async function payManagedBalance(
  api: ApiClient,
  request: ManagePayBalanceRequest,
  signal?: AbortSignal,
): Promise<MyBooking> {
  const body = await callApi(
    () =>
      api
        .post('manage-booking/pay-balance', { json: request, signal })
        .json(managedBookingResponseSchema),
    'We could not take the payment. Please try again.',
  );
  return body.data;
}
