import { Hono } from 'hono';
import {
  DEPARTURE_MESSAGES,
  type Manifest,
  type TourDepartures,
} from '../../contract/admin-departures';
import { findDepartureTour, findManifest, listTourDepartures } from '../admin-data/departures';
import { requireAdmin } from '../auth/middleware';
import { isoDate } from '../catalog/dates';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/responses';
import { parseRowId } from '../http/row-id';

/**
 * Departures and manifests (issue 14), admin only. An id that is not a positive integer names
 * nothing, so it is a 404 like an unknown one (the same id rule as tours).
 */
export const adminDepartureRoutes = new Hono<AppEnv>();

adminDepartureRoutes.get('/admin/tours/:id/departures', requireAdmin, async (c) => {
  const { db, clock } = c.var.services;
  const id = parseRowId(c.req.param('id'));
  const tour = id === null ? null : await findDepartureTour(db, id);
  if (!tour) return notFound(c, DEPARTURE_MESSAGES.tourNotFound);
  const body: { data: TourDepartures } = {
    data: { tour, departures: await listTourDepartures(db, tour.id, isoDate(clock())) },
  };
  return c.json(body);
});

adminDepartureRoutes.get('/admin/departures/:id/manifest', requireAdmin, async (c) => {
  const { db, clock } = c.var.services;
  const id = parseRowId(c.req.param('id'));
  const manifest = id === null ? null : await findManifest(db, id, isoDate(clock()));
  if (!manifest) return notFound(c, DEPARTURE_MESSAGES.departureNotFound);
  const body: { data: Manifest } = { data: manifest };
  return c.json(body);
});
