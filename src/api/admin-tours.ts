import {
  availabilitySavedResponseSchema,
  inclusionsSavedResponseSchema,
  itinerarySavedResponseSchema,
  tourDeletedResponseSchema,
  tourEditResponseSchema,
  tourSavedResponseSchema,
  type AdminTourBasic,
  type AdminTourEdit,
  type AvailabilityRequest,
  type InclusionsRequest,
  type ItineraryRequest,
  type TourBasicInput,
  type TourDeletedResponse,
} from '../../contract/admin-tours';
import {
  adminTourListResponseSchema,
  type AdminTourListQuery,
  type AdminTourListResponse,
} from '../../contract/admin-tour-list';
import { toSearchParams } from './search-params';
import {
  TOUR_MEDIA_FIELDS,
  tourMediaResponseSchema,
  type TourMedia,
} from '../../contract/tour-media';
import type { Departure, ItineraryDay } from '../../contract/tours';
import type { ApiClient } from './client';
import { ApiError, callApi } from './errors';

/* ------------------------------------------------------------------------------------------
 * Tour management list (/admin/tours): list, delete, clone.
 * ---------------------------------------------------------------------------------------- */

/** SPEC 8 'Admin list fetch'. */
const ADMIN_LIST_MESSAGES = {
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
 * GET /api/tours?q=&status=&difficulty=&sort=&page= (admin, bearer) -> one page of the matching
 * tours of any status with their all-time bookings, and the page's meta (issue 16).
 * SPEC 8: a body without the success flag (or one that is not the list) is 'Invalid response
 * structure.'; success false or an HTTP error is the server's message or 'Failed to fetch tours.'.
 */
export async function fetchAdminTours(
  api: ApiClient,
  query: AdminTourListQuery,
  signal?: AbortSignal,
): Promise<Pick<AdminTourListResponse, 'data' | 'meta'>> {
  return callApi(async () => {
    const body: unknown = await api
      .get('tours', { searchParams: toSearchParams(query), signal })
      .json();
    if (typeof body !== 'object' || body === null || !('success' in body)) {
      throw new ApiError(ADMIN_LIST_MESSAGES.invalid, 200);
    }
    if (body.success !== true) {
      throw new ApiError(readMessage(body) ?? ADMIN_LIST_MESSAGES.failed, 200);
    }
    const parsed = adminTourListResponseSchema.safeParse(body);
    if (!parsed.success) throw new ApiError(ADMIN_LIST_MESSAGES.invalid, 200);
    return { data: parsed.data.data, meta: parsed.data.meta };
  }, ADMIN_LIST_MESSAGES.failed);
}

/**
 * DELETE /api/tours/{id}: `deleted: true`, or `deleted: false` with the server's message when
 * the tour has bookings and was set Inactive instead.
 */
export function deleteTour(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<TourDeletedResponse> {
  return callApi(
    () => api.delete(`tours/${id}`, { signal }).json(tourDeletedResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
}

/** POST /api/tours/{id}/clone -> the Draft copy (with all the source's content). */
export async function cloneTour(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<AdminTourBasic> {
  const body = await callApi(
    () => api.post(`tours/${id}/clone`, { signal }).json(tourSavedResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
  return body.data;
}

/* ------------------------------------------------------------------------------------------
 * Tour wizard (/admin/tours/customize[/{id}]): load, basic form, media, itinerary, inclusions,
 * availability. Failures are ApiErrors; a 422 carries the server's dotted field keys.
 * ---------------------------------------------------------------------------------------- */

/** Uploads may carry 20 images of 5 MB: more time than the client's default 15 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** GET /api/tours/{id}/edit -> every part of the wizard (departures including past ones). */
export async function loadTourForEdit(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<AdminTourEdit> {
  const body = await callApi(
    () => api.get(`tours/${id}/edit`, { signal }).json(tourEditResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
  return body.data;
}

/** POST /api/tours/store (the basic form) -> the new tour, with its id. */
export async function storeTour(
  api: ApiClient,
  request: TourBasicInput,
  signal?: AbortSignal,
): Promise<AdminTourBasic> {
  const body = await callApi(
    () => api.post('tours/store', { json: request, signal }).json(tourSavedResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
  return body.data;
}

/** PUT /api/tours/{id} with the whole basic form (an omitted status would reset it to Draft). */
export async function updateTour(
  api: ApiClient,
  id: number,
  request: TourBasicInput,
  signal?: AbortSignal,
): Promise<AdminTourBasic> {
  const body = await callApi(
    () => api.put(`tours/${id}`, { json: request, signal }).json(tourSavedResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
  return body.data;
}

/** POST /api/tours/{id}/itinerary -> the stored days, numbered 1..n. */
export async function saveItinerary(
  api: ApiClient,
  id: number,
  request: ItineraryRequest,
  signal?: AbortSignal,
): Promise<ItineraryDay[]> {
  const body = await callApi(
    () =>
      api
        .post(`tours/${id}/itinerary`, { json: request, signal })
        .json(itinerarySavedResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
  return body.data;
}

/** POST /api/tours/{id}/inclusions -> the stored lists (blank items dropped). */
export async function saveInclusions(
  api: ApiClient,
  id: number,
  request: InclusionsRequest,
  signal?: AbortSignal,
): Promise<{ includes: string[]; excludes: string[] }> {
  const body = await callApi(
    () =>
      api
        .post(`tours/${id}/inclusions`, { json: request, signal })
        .json(inclusionsSavedResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
  return body.data[0] ?? { includes: [], excludes: [] };
}

/** POST /api/tours/{id}/availability -> every departure, soonest first. */
export async function saveAvailability(
  api: ApiClient,
  id: number,
  request: AvailabilityRequest,
  signal?: AbortSignal,
): Promise<Departure[]> {
  const body = await callApi(
    () =>
      api
        .post(`tours/${id}/availability`, { json: request, signal })
        .json(availabilitySavedResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
  return body.data;
}

/**
 * POST /api/tours/{id}/media, multipart: `thumbnail` (one file) and `gallery[]` (many). The
 * browser writes the multipart Content-Type with its boundary, so none is set here.
 */
export async function uploadMedia(
  api: ApiClient,
  id: number,
  files: { thumbnail: File | null; gallery: readonly File[] },
  signal?: AbortSignal,
): Promise<TourMedia> {
  const form = new FormData();
  if (files.thumbnail) form.append(TOUR_MEDIA_FIELDS.thumbnail, files.thumbnail);
  for (const file of files.gallery) form.append(TOUR_MEDIA_FIELDS.gallery, file);
  const body = await callApi(
    () =>
      api
        .post(`tours/${id}/media`, { body: form, signal, timeout: UPLOAD_TIMEOUT_MS })
        .json(tourMediaResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
  return body.data;
}

/** DELETE /api/tours/{id}/media/{mediaId} -> the tour's media after the removal. */
export async function removeMedia(
  api: ApiClient,
  id: number,
  mediaId: number,
  signal?: AbortSignal,
): Promise<TourMedia> {
  const body = await callApi(
    () => api.delete(`tours/${id}/media/${mediaId}`, { signal }).json(tourMediaResponseSchema),
    ADMIN_TOUR_API_FALLBACK,
  );
  return body.data;
}
