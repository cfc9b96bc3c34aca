import {
  myBookingResponseSchema,
  myBookingsResponseSchema,
  paymentHistoryResponseSchema,
  type PaymentHistoryResponse,
  type CreateReviewRequest,
  type MyBooking,
  type CancelBookingRequest,
} from '../../contract/my-bookings';
import type { PayBalanceRequest } from '../../contract/payments';
import {
  MY_BOOKINGS_MESSAGES,
  type MyBookingsPage,
  type MyBookingsQuery,
} from '../../machines/my-bookings-machine';
import { PAY_BALANCE_MESSAGES } from '../../machines/pay-balance-machine';
import { PAYMENT_FAILURES, type PaymentHistoryQuery } from '../../machines/payment-methods-machine';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** GET /api/my/bookings?page= -> one page of the signed-in traveller's own bookings. */
export async function getMyBookings(
  api: ApiClient,
  query: MyBookingsQuery,
  signal?: AbortSignal,
): Promise<MyBookingsPage> {
  const searchParams = query.page === undefined ? undefined : { page: query.page };
  return callApi(
    () => api.get('my/bookings', { searchParams, signal }).json(myBookingsResponseSchema),
    MY_BOOKINGS_MESSAGES.loadFailed,
  );
}

/** GET /api/my/payments?page= -> one page of the payment history of the traveller's bookings. */
export async function getMyPaymentHistory(
  api: ApiClient,
  query: PaymentHistoryQuery,
  signal?: AbortSignal,
): Promise<PaymentHistoryResponse> {
  const searchParams = query.page === undefined ? undefined : { page: query.page };
  return callApi(
    () => api.get('my/payments', { searchParams, signal }).json(paymentHistoryResponseSchema),
    PAYMENT_FAILURES.history,
  );
}

/**
 * POST /api/my/bookings/{reference}/cancel -> the booking as cancelled, with its refund. A 404
 * (gone) or 422 (no longer Upcoming) means the booking changed since the list was loaded.
 */
export async function cancelMyBooking(
  api: ApiClient,
  reference: string,
  request: CancelBookingRequest,
  signal?: AbortSignal,
): Promise<MyBooking> {
  const body = await callApi(
    () =>
      api
        .post(`my/bookings/${encodeURIComponent(reference)}/cancel`, { json: request, signal })
        .json(myBookingResponseSchema),
    MY_BOOKINGS_MESSAGES.cancelFailed,
  );
  return body.data;
}

/** POST /api/my/bookings/{reference}/review -> the booking with its review (422 per field). */
export async function reviewMyBooking(
  api: ApiClient,
  reference: string,
  request: CreateReviewRequest,
  signal?: AbortSignal,
): Promise<MyBooking> {
  const body = await callApi(
    () =>
      api
        .post(`my/bookings/${encodeURIComponent(reference)}/review`, { json: request, signal })
        .json(myBookingResponseSchema),
    MY_BOOKINGS_MESSAGES.reviewFailed,
  );
  return body.data;
}

/**
 * POST /api/my/bookings/{reference}/pay-balance -> the booking with its balance paid. 409 when
 * the balance shown is no longer the balance; 404/422 when the booking changed meanwhile.
 */
export async function payMyBalance(
  api: ApiClient,
  reference: string,
  request: PayBalanceRequest,
  signal?: AbortSignal,
): Promise<MyBooking> {
  const body = await callApi(
    () =>
      api
        .post(`my/bookings/${encodeURIComponent(reference)}/pay-balance`, { json: request, signal })
        .json(myBookingResponseSchema),
    PAY_BALANCE_MESSAGES.failed,
  );
  return body.data;
}
