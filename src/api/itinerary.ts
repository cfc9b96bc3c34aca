import type { BookingLookup } from '../../contract/manage-booking';
import { ITINERARY_MESSAGES } from '../../machines/itinerary-download-machine';
import type { ApiClient } from './client';
import { ApiError, callApi } from './errors';

/*
 * The itinerary PDF of a booking (issue 15), as a Blob: fetched through the app's client so the
 * Authorization header goes with it (a plain link could not carry it).
 */

async function pdfOf(request: () => Promise<Response>): Promise<Blob> {
  return callApi(async () => {
    const blob = await (await request()).blob();
    // Anything but a PDF (a proxy's error page) is a failure, not a file to save.
    if (blob.type !== 'application/pdf') throw new ApiError(ITINERARY_MESSAGES.failed, 200);
    return blob;
  }, ITINERARY_MESSAGES.failed);
}

/** GET /api/my/bookings/{reference}/itinerary.pdf: the signed-in traveller's own booking. */
export function getMyItinerary(
  api: ApiClient,
  reference: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return pdfOf(() =>
    api.get(`my/bookings/${encodeURIComponent(reference)}/itinerary.pdf`, { signal }),
  );
}

/** POST /api/manage-booking/itinerary: the booking of this reference-and-e-mail pair. */
export function getManagedItinerary(
  api: ApiClient,
  pair: BookingLookup,
  signal?: AbortSignal,
): Promise<Blob> {
  return pdfOf(() => api.post('manage-booking/itinerary', { json: pair, signal }));
}

/** GET /api/admin/bookings/{reference}/itinerary.pdf: any booking, for an admin. */
export function getAdminItinerary(
  api: ApiClient,
  reference: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return pdfOf(() =>
    api.get(`admin/bookings/${encodeURIComponent(reference)}/itinerary.pdf`, { signal }),
  );
}
