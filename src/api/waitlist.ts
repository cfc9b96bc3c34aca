import {
  waitlistClaimResponseSchema,
  waitlistDemandResponseSchema,
  waitlistPlaceResponseSchema,
  waitlistPlacesResponseSchema,
  type JoinWaitlistRequest,
  type WaitlistClaim,
  type WaitlistDemand,
  type WaitlistPlace,
} from '../../contract/waitlist';
import type { ApiClient } from './client';
import { callApi } from './errors';

/*
 * The waitlist of sold-out departures (contract/waitlist.ts; issue 19). A place is reached by
 * its id (signed in: My Account; admin) or by the token of a waitlist mail's link.
 */

const LOAD_FAILED = 'Failed to load the waitlist.';
const ACTION_FAILED = 'Could not update the waitlist. Please try again.';

/** POST /api/waitlist -> 201 the new place (422 with field messages). */
export async function joinWaitlist(
  api: ApiClient,
  json: JoinWaitlistRequest,
  signal?: AbortSignal,
): Promise<WaitlistPlace> {
  const body = await callApi(
    () => api.post('waitlist', { json, signal }).json(waitlistPlaceResponseSchema),
    ACTION_FAILED,
  );
  return body.data;
}

/** GET /api/my/waitlist -> the signed-in traveller's places, newest first. */
export async function getMyWaitlist(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<WaitlistPlace[]> {
  const body = await callApi(
    () => api.get('my/waitlist', { signal }).json(waitlistPlacesResponseSchema),
    LOAD_FAILED,
  );
  return body.data;
}

/** POST /api/waitlist/place { token } -> the place a mail link names. */
export async function getPlaceByToken(
  api: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<WaitlistPlace> {
  const body = await callApi(
    () => api.post('waitlist/place', { json: { token }, signal }).json(waitlistPlaceResponseSchema),
    LOAD_FAILED,
  );
  return body.data;
}

/** Leave: POST /api/my/waitlist/{id}/leave, or /api/waitlist/leave { token } for a mail link. */
export async function leaveWaitlist(
  api: ApiClient,
  by: { id: number } | { token: string },
  signal?: AbortSignal,
): Promise<WaitlistPlace> {
  const request =
    'token' in by
      ? api.post('waitlist/leave', { json: { token: by.token }, signal })
      : api.post(`my/waitlist/${by.id}/leave`, { signal });
  const body = await callApi(() => request.json(waitlistPlaceResponseSchema), ACTION_FAILED);
  return body.data;
}

/** Claim an offer: the booking page's departure, travellers and seat hold (410 once it ended). */
export async function claimOffer(
  api: ApiClient,
  by: { id: number } | { token: string },
  signal?: AbortSignal,
): Promise<WaitlistClaim> {
  const request =
    'token' in by
      ? api.post('waitlist/claim', { json: { token: by.token }, signal })
      : api.post(`my/waitlist/${by.id}/claim`, { signal });
  const body = await callApi(() => request.json(waitlistClaimResponseSchema), ACTION_FAILED);
  return body.data;
}

/** GET /api/admin/departures/{id}/waitlist (admin) -> the line, in order. */
export async function getDepartureWaitlist(
  api: ApiClient,
  departureId: number,
  signal?: AbortSignal,
): Promise<WaitlistPlace[]> {
  const body = await callApi(
    () =>
      api
        .get(`admin/departures/${departureId}/waitlist`, { signal })
        .json(waitlistPlacesResponseSchema),
    LOAD_FAILED,
  );
  return body.data;
}

/** POST /api/admin/waitlist/{id}/offer or /remove (admin). */
export async function adminWaitlistAction(
  api: ApiClient,
  id: number,
  action: 'offer' | 'remove',
  signal?: AbortSignal,
): Promise<WaitlistPlace> {
  const body = await callApi(
    () => api.post(`admin/waitlist/${id}/${action}`, { signal }).json(waitlistPlaceResponseSchema),
    ACTION_FAILED,
  );
  return body.data;
}

/** GET /api/admin/waitlist/demand (admin) -> people waiting per sold-out departure. */
export async function getWaitlistDemand(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<WaitlistDemand[]> {
  const body = await callApi(
    () => api.get('admin/waitlist/demand', { signal }).json(waitlistDemandResponseSchema),
    LOAD_FAILED,
  );
  return body.data;
}
