import {
  adminTourListResponseSchema,
  tourDeletedResponseSchema,
  tourSavedResponseSchema,
  type AdminTour,
  type AdminTourBasic,
  type TourDeletedResponse,
} from '../../contract/admin-tours';
import { http } from './client';
import { ApiError, callApi } from './errors';

/* ------------------------------------------------------------------------------------------
 * Tour management list (/admin/tours): list, delete, clone.
 * ---------------------------------------------------------------------------------------- */

/** SPEC 8 'Admin list fetch'. */
export const ADMIN_LIST_MESSAGES = {
  failed: 'Failed to fetch tours.',
  invalid: 'Invalid response structure.',
} as const;

/** SPEC 8 'Admin tour API helper': the server's message, otherwise this. */
export const ADMIN_TOUR_API_FALLBACK = 'Something went wrong';

function readMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * GET /api/tours (admin, bearer) -> every tour of any status with its all-time bookings.
 * SPEC 8: a body without the success flag (or one that is not the list) is 'Invalid response
 * structure.'; success false or an HTTP error is the server's message or 'Failed to fetch tours.'.
 */
export async function fetchAdminTours(signal?: AbortSignal): Promise<AdminTour[]> {
  return callApi(async () => {
    const body: unknown = await http.get('tours', { signal }).json();
    if (typeof body !== 'object' || body === null || !('success' in body)) {
      throw new ApiError(ADMIN_LIST_MESSAGES.invalid, 200);
    }
    if (body.success !== true) {
      throw new ApiError(readMessage(body) ?? ADMIN_LIST_MESSAGES.failed, 200);
    }
    const parsed = adminTourListResponseSchema.safeParse(body);
    if (!parsed.success) throw new ApiError(ADMIN_LIST_MESSAGES.invalid, 200);
    return parsed.data.data;
  }, ADMIN_LIST_MESSAGES.failed);
}

/**
 * DELETE /api/tours/{id}: `deleted: true`, or `deleted: false` with the server's message when
 * the tour has bookings and was set Inactive instead.
 */
export function deleteTour(id: number, signal?: AbortSignal): Promise<TourDeletedResponse> {
  return callApi(
    () => http.delete(`tours/${id}`, { signal }).json(tourDeletedResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
}

/** POST /api/tours/{id}/clone -> the Draft copy (with all the source's content). */
export async function cloneTour(id: number, signal?: AbortSignal): Promise<AdminTourBasic> {
  const body = await callApi(
    () => http.post(`tours/${id}/clone`, { signal }).json(tourSavedResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
  return body.data;
}
