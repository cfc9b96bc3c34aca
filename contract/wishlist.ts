import { z } from 'zod/mini';
import { requestObject, rowId } from './input';
import { tourCardSchema } from './tours';

/*
 * My Account: the wishlist (issue 6). A guest's hearts live on the device (localStorage key
 * 'wishlist'); a signed-in traveller's live on the account. At sign-in the device's list is
 * merged into the account's and the device's is cleared.
 *
 * GET    /api/my/wishlist                        -> { data: TourCard[] }  (saved order, newest first)
 * PUT    /api/my/wishlist/{tourId}               -> { data: TourCard[] }  (idempotent add)
 * DELETE /api/my/wishlist/{tourId}               -> { data: TourCard[] }  (idempotent remove)
 * POST   /api/my/wishlist/merge { tour_ids }     -> { data: TourCard[] }  (unknown or unpublished ids
 *                                                                         are ignored)
 * Only published (Active) tours are listed; a tour that is unpublished later drops out.
 */

export const MAX_WISHLIST = 100;

export const WISHLIST_MESSAGES = {
  tour: 'This tour is not available.',
  tooMany: `You can save up to ${MAX_WISHLIST} tours.`,
} as const;

export const wishlistResponseSchema = z.object({ data: z.array(tourCardSchema) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const mergeWishlistRequestSchema = requestObject({
  tour_ids: z
    .array(rowId(WISHLIST_MESSAGES.tour))
    .check(z.maxLength(MAX_WISHLIST, { error: WISHLIST_MESSAGES.tooMany })),
});
export type MergeWishlistRequest = z.infer<typeof mergeWishlistRequestSchema>;
