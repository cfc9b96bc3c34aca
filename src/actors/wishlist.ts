import { fromPromise } from 'xstate';
import type { TourCard } from '../../contract/tours';
import type { SaveWishlistItemInput } from '../../machines/wishlist-machine';
import { addToWishlist, mergeWishlist as postMerge, removeFromWishlist } from '../api/wishlist';

/** POST /api/my/wishlist/merge with the device's ids; leaving the state aborts it. */
export const mergeWishlist = fromPromise<TourCard[], { tourIds: number[] }>(({ input, signal }) =>
  postMerge(input.tourIds, signal),
);

/** PUT or DELETE /api/my/wishlist/{tourId}, as the heart now says. */
export const saveWishlistItem = fromPromise<TourCard[], SaveWishlistItemInput>(
  ({ input, signal }) =>
    input.saved ? addToWishlist(input.tourId, signal) : removeFromWishlist(input.tourId, signal),
);
