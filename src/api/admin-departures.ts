import {
  DEPARTURE_MESSAGES,
  manifestResponseSchema,
  tourDeparturesResponseSchema,
  type Manifest,
  type TourDepartures,
} from '../../contract/admin-departures';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** GET /api/admin/tours/{id}/departures (admin) -> the tour and its departures' figures. */
export async function getTourDepartures(
  api: ApiClient,
  tourId: number,
  signal?: AbortSignal,
): Promise<TourDepartures> {
  const body = await callApi(
    () =>
      api.get(`admin/tours/${tourId}/departures`, { signal }).json(tourDeparturesResponseSchema),
    DEPARTURE_MESSAGES.loadDeparturesFailed,
  );
  return body.data;
}

/** GET /api/admin/departures/{id}/manifest (admin) -> the departure, its tour and bookings. */
export async function getDepartureManifest(
  api: ApiClient,
  departureId: number,
  signal?: AbortSignal,
): Promise<Manifest> {
  const body = await callApi(
    () =>
      api.get(`admin/departures/${departureId}/manifest`, { signal }).json(manifestResponseSchema),
    DEPARTURE_MESSAGES.loadManifestFailed,
  );
  return body.data;
}
