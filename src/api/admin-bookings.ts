import {
  adminBookingDetailResponseSchema,
  adminBookingListResponseSchema,
  type AdminBookingDetail,
  type AdminBookingListQuery,
  type AdminBookingListResponse,
  type CancelOnBehalfRequest,
  type MoveBookingRequest,
} from '../../contract/admin-bookings';
import type { RecordPaymentRequest } from '../../contract/payments';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** The list's query as URL parameters (absent values left out). */
function searchParams(query: AdminBookingListQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** GET /api/admin/bookings -> one page of the bookings matching the query. */
export async function getAdminBookings(
  api: ApiClient,
  query: AdminBookingListQuery,
  signal?: AbortSignal,
): Promise<AdminBookingListResponse> {
  return callApi(
    () =>
      api
        .get('admin/bookings', { searchParams: searchParams(query), signal })
        .json(adminBookingListResponseSchema),
    'Failed to load bookings.',
  );
}

/** GET /api/admin/bookings/{reference} -> the booking, its ledger, history and options. */
export async function getAdminBooking(
  api: ApiClient,
  reference: string,
  signal?: AbortSignal,
): Promise<AdminBookingDetail> {
  const body = await callApi(
    () =>
      api
        .get(`admin/bookings/${encodeURIComponent(reference)}`, { signal })
        .json(adminBookingDetailResponseSchema),
    'Failed to load the booking.',
  );
  return body.data;
}

/** POST to one of the booking's actions -> the booking as stored afterwards. */
async function postAction(
  api: ApiClient,
  reference: string,
  action: 'payments' | 'cancel' | 'move',
  json: unknown,
  fallback: string,
  signal?: AbortSignal,
): Promise<AdminBookingDetail> {
  const body = await callApi(
    () =>
      api
        .post(`admin/bookings/${encodeURIComponent(reference)}/${action}`, { json, signal })
        .json(adminBookingDetailResponseSchema),
    fallback,
  );
  return body.data;
}

/** Record payment: 422 over the balance, 409 when it was paid meanwhile. */
export function recordBookingPayment(
  api: ApiClient,
  reference: string,
  request: RecordPaymentRequest,
  signal?: AbortSignal,
): Promise<AdminBookingDetail> {
  return postAction(
    api,
    reference,
    'payments',
    request,
    'The payment could not be recorded.',
    signal,
  );
}

/** Cancel on the customer's behalf, with the policy's refund or the operator's. */
export function cancelBookingOnBehalf(
  api: ApiClient,
  reference: string,
  request: CancelOnBehalfRequest,
  signal?: AbortSignal,
): Promise<AdminBookingDetail> {
  return postAction(
    api,
    reference,
    'cancel',
    request,
    'The booking could not be cancelled.',
    signal,
  );
}

/** Move to another departure of the tour: 409 when its seats went meanwhile. */
export function moveAdminBooking(
  api: ApiClient,
  reference: string,
  request: MoveBookingRequest,
  signal?: AbortSignal,
): Promise<AdminBookingDetail> {
  return postAction(api, reference, 'move', request, 'The booking could not be moved.', signal);
}
