import { Hono } from 'hono';
import type {
  AdminTourListResponse,
  TourDetailResponse,
  ToursByCategoryResponse,
  TourListResponse,
} from '../../contract';
import { requireAdmin } from '../auth/middleware';
import { isoDate } from '../catalog/dates';
import {
  findActiveTourDetail,
  listActiveTourCards,
  listAdminTours,
  listCategories,
} from '../catalog/queries';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/responses';

export const TOUR_NOT_FOUND_MESSAGE = 'Tour not found.';

export const tourRoutes = new Hono<AppEnv>();

tourRoutes.get('/tours/featured', async (c) => {
  const body: TourListResponse = {
    data: await listActiveTourCards(c.var.services.db, { featuredOnly: true }),
  };
  return c.json(body);
});

tourRoutes.get('/get-tours', async (c) => {
  const body: TourListResponse = { data: await listActiveTourCards(c.var.services.db) };
  return c.json(body);
});

tourRoutes.get('/tour-details/:idOrSlug', async (c) => {
  const { db, clock } = c.var.services;
  const tour = await findActiveTourDetail(db, c.req.param('idOrSlug'), isoDate(clock()));
  if (!tour) return notFound(c, TOUR_NOT_FOUND_MESSAGE);
  const body: TourDetailResponse = { data: tour };
  return c.json(body);
});

tourRoutes.get('/get-tours-by-category', async (c) => {
  const { db } = c.var.services;
  const [categories, tours] = await Promise.all([listCategories(db), listActiveTourCards(db)]);
  const byCategory: ToursByCategoryResponse['tours'] = {};
  for (const category of categories) byCategory[String(category.id)] = [];
  for (const tour of tours) {
    if (tour.category_id !== null) byCategory[String(tour.category_id)]?.push(tour);
  }
  const body: ToursByCategoryResponse = { categories, tours: byCategory };
  return c.json(body);
});

/** Admin tour management list: every status, with all-time booking counts. */
tourRoutes.get('/tours', requireAdmin, async (c) => {
  const body: AdminTourListResponse = {
    success: true,
    data: await listAdminTours(c.var.services.db),
  };
  return c.json(body);
});
