import { Hono } from 'hono';
import type {
  FeaturedToursResponse,
  TourDetailResponse,
  ToursByCategoryResponse,
  TourListResponse,
} from '../../contract';
import type { AdminTourListResponse } from '../../contract/admin-tour-list';
import { toFieldErrors } from '../../contract';
import { adminTourListQuerySchema } from '../../contract/admin-tour-list';
import { reviewPageQuerySchema, type ReviewPage } from '../../contract/tours';
import { listAdminTours } from '../admin-data/tours';
import { isAdminRequest, requireAdmin } from '../auth/middleware';
import { isoDate } from '../catalog/dates';
import {
  findTourDetail,
  findTourId,
  listCatalogueCards,
  listCategories,
  listFeaturedTours,
  listReviewPage,
} from '../catalog/queries';
import type { AppEnv } from '../http/env';
import { notFound, validationError } from '../http/responses';

export const TOUR_NOT_FOUND_MESSAGE = 'Tour not found.';

export const tourRoutes = new Hono<AppEnv>();

tourRoutes.get('/tours/featured', async (c) => {
  const body: FeaturedToursResponse = { data: await listFeaturedTours(c.var.services.db) };
  return c.json(body);
});

tourRoutes.get('/get-tours', async (c) => {
  const { db, clock } = c.var.services;
  const body: TourListResponse = { data: await listCatalogueCards(db, isoDate(clock())) };
  return c.json(body);
});

/**
 * Active tours for everyone. `?preview=1` with an admin's token also finds a Draft or Inactive
 * tour (its `status` says so); anyone else asking for a preview gets the same 404 as for a tour
 * that does not exist. The preview is asked for, not implied by the token, so the booking page
 * (which never asks) stays 'Tour Not Found' for an unpublished tour, even for an admin.
 */
tourRoutes.get('/tour-details/:idOrSlug', async (c) => {
  const { db, clock } = c.var.services;
  const anyStatus = c.req.query('preview') === '1' && (await isAdminRequest(c));
  const tour = await findTourDetail(db, c.req.param('idOrSlug'), isoDate(clock()), {
    anyStatus,
  });
  if (!tour) return notFound(c, TOUR_NOT_FOUND_MESSAGE);
  const body: TourDetailResponse = { data: tour };
  return c.json(body);
});

/**
 * The next page of a tour's reviews after the cursor the previous page gave (issue 16); the
 * first page comes with the tour. Same tours as the detail (a preview's too, for an admin).
 */
tourRoutes.get('/tour-details/:idOrSlug/reviews', async (c) => {
  const parsed = reviewPageQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return validationError(c, toFieldErrors(parsed.error.issues));
  const { db } = c.var.services;
  const anyStatus = c.req.query('preview') === '1' && (await isAdminRequest(c));
  const tourId = await findTourId(db, c.req.param('idOrSlug'), { anyStatus });
  if (tourId === null) return notFound(c, TOUR_NOT_FOUND_MESSAGE);
  const body: ReviewPage = await listReviewPage(db, tourId, parsed.data.after);
  return c.json(body);
});

tourRoutes.get('/get-tours-by-category', async (c) => {
  const { db, clock } = c.var.services;
  const [categories, tours] = await Promise.all([
    listCategories(db),
    listCatalogueCards(db, isoDate(clock())),
  ]);
  const byCategory: ToursByCategoryResponse['tours'] = {};
  for (const category of categories) byCategory[String(category.id)] = [];
  for (const tour of tours) {
    if (tour.category_id !== null) byCategory[String(tour.category_id)]?.push(tour);
  }
  const body: ToursByCategoryResponse = { categories, tours: byCategory };
  return c.json(body);
});

/** Admin tour management list: one page of any status, with all-time booking counts. */
tourRoutes.get('/tours', requireAdmin, async (c) => {
  const parsed = adminTourListQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return validationError(c, toFieldErrors(parsed.error.issues));
  const page = await listAdminTours(c.var.services.db, parsed.data);
  const body: AdminTourListResponse = { success: true, ...page };
  return c.json(body);
});
