import type { TourCard } from '../../contract/tours';
import { wishlistResponseSchema, type MergeWishlistRequest } from '../../contract/wishlist';
import type { ApiClient } from './client';
import { callApi } from './errors';

const FAILED = 'Could not update your wishlist.';

/** PUT /api/my/wishlist/{tourId} (idempotent add) -> the account's whole list. */
export async function addToWishlist(
  api: ApiClient,
  tourId: number,
  signal?: AbortSignal,
): Promise<TourCard[]> {
  const body = await callApi(
    () => api.put(`my/wishlist/${tourId}`, { signal }).json(wishlistResponseSchema),
    FAILED,
  );
  return body.data;
}

/** DELETE /api/my/wishlist/{tourId} (idempotent remove) -> the account's whole list. */
export async function removeFromWishlist(
  api: ApiClient,
  tourId: number,
  signal?: AbortSignal,
): Promise<TourCard[]> {
  const body = await callApi(
    () => api.delete(`my/wishlist/${tourId}`, { signal }).json(wishlistResponseSchema),
    FAILED,
  );
  return body.data;
}

/**
 * POST /api/my/wishlist/merge { tour_ids } -> the account's whole list with the device's ids
 * added (unknown or unpublished ids are ignored). An empty merge is how the list is loaded.
 */
export async function mergeWishlist(
  api: ApiClient,
  tourIds: readonly number[],
  signal?: AbortSignal,
): Promise<TourCard[]> {
  const json: MergeWishlistRequest = { tour_ids: [...tourIds] };
  const body = await callApi(
    () => api.post('my/wishlist/merge', { json, signal }).json(wishlistResponseSchema),
    'Failed to load your wishlist.',
  );
  return body.data;
}
