import { holdResponseSchema, type CreateHoldRequest, type SeatHold } from '../../contract/holds';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** POST /api/holds: the seats held for checkout (409 when they are gone). */
export async function placeHold(
  api: ApiClient,
  request: CreateHoldRequest,
  signal?: AbortSignal,
): Promise<SeatHold> {
  const body = await callApi(
    () => api.post('holds', { json: request, signal }).json(holdResponseSchema),
    'We could not hold your seats. Please try again.',
  );
  return body.hold;
}

/**
 * DELETE /api/holds/{token}: frees the seats of a checkout the traveller left. Best effort: it
 * survives the page closing (keepalive) and a failure only leaves the hold to expire.
 */
export function releaseHold(api: ApiClient, token: string): void {
  api.delete(`holds/${encodeURIComponent(token)}`, { keepalive: true, retry: 0 }).catch(() => {});
}
