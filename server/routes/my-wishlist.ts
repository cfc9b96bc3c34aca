import { Hono, type Context } from 'hono';
import {
  mergeWishlistRequestSchema,
  WISHLIST_MESSAGES,
  type WishlistResponse,
} from '../../contract/wishlist';
import {
  addToWishlist,
  listWishlist,
  mergeIntoWishlist,
  removeFromWishlist,
} from '../account/wishlist';
import { requireAuth } from '../auth/middleware';
import type { AppEnv } from '../http/env';
import { notFound, parseJsonBody, validationError } from '../http/responses';
import { parseRowId } from '../http/row-id';

/** My Account: the signed-in traveller's wishlist (contract/wishlist.ts). */
export const myWishlistRoutes = new Hono<AppEnv>();

myWishlistRoutes.use('/my/wishlist', requireAuth);
myWishlistRoutes.use('/my/wishlist/*', requireAuth);

async function answerList(c: Context<AppEnv>) {
  const body: WishlistResponse = {
    data: await listWishlist(c.var.services.db, c.var.auth.user.id),
  };
  return c.json(body);
}

const tourUnavailable = (c: Context) => notFound(c, WISHLIST_MESSAGES.tour);

myWishlistRoutes.get('/my/wishlist', (c) => answerList(c));

myWishlistRoutes.post('/my/wishlist/merge', async (c) => {
  const parsed = await parseJsonBody(c, mergeWishlistRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  await mergeIntoWishlist(db, c.var.auth.user.id, parsed.data.tour_ids, clock());
  return answerList(c);
});

myWishlistRoutes.put('/my/wishlist/:tourId', async (c) => {
  const tourId = parseRowId(c.req.param('tourId'));
  if (tourId === null) return tourUnavailable(c);
  const { db, clock } = c.var.services;
  const outcome = await addToWishlist(db, c.var.auth.user.id, tourId, clock());
  if (outcome === 'unavailable') return tourUnavailable(c);
  if (outcome === 'full') return validationError(c, { tour_id: [WISHLIST_MESSAGES.tooMany] });
  return answerList(c);
});

myWishlistRoutes.delete('/my/wishlist/:tourId', async (c) => {
  const tourId = parseRowId(c.req.param('tourId'));
  if (tourId === null) return tourUnavailable(c);
  await removeFromWishlist(c.var.services.db, c.var.auth.user.id, tourId);
  return answerList(c);
});
