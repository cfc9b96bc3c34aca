import { Hono, type Context } from 'hono';
import { z } from 'zod/mini';
import {
  availabilityRequestSchema,
  inclusionsRequestSchema,
  itineraryRequestSchema,
  TOUR_DEACTIVATED_MESSAGE,
  TOUR_FIELD_LIMITS,
  TOUR_FORM_MESSAGES,
  tourBasicSchema,
  toPathFieldErrors,
  type AvailabilitySavedResponse,
  type InclusionsSavedResponse,
  type ItinerarySavedResponse,
  type TourDeletedResponse,
  type TourEditResponse,
  type TourSavedResponse,
} from '../../contract';
import {
  applyAvailability,
  DeparturesChangedError,
  loadExistingDepartures,
  planAvailability,
} from '../admin/availability';
import {
  categoryExists,
  cloneTour,
  createTour,
  deleteOrDeactivateTour,
  findTour,
  loadTourForEdit,
  replaceInclusions,
  replaceItinerary,
  toAdminTourBasic,
  updateTour,
} from '../admin/tours';
import { requireAdmin } from '../auth/middleware';
import { isoDate } from '../catalog/dates';
import type { TourRow } from '../db/types';
import type { AppEnv } from '../http/env';
import { notFound, parseJsonBody, validationError } from '../http/responses';
import { removeUnreferencedImages } from '../media/cleanup';
import { TOUR_NOT_FOUND_MESSAGE } from './tours';
import { parseRowId } from '../http/row-id';
import { offerFreedSeatsNow } from '../waitlist/offers';
import { sweepExpiredHolds } from '../holds/holds';

/**
 * Tour management for the admin wizard (issue 5, SPEC 7). Every route is behind requireAdmin;
 * tests/server/admin-authorization.test.ts finds them through it, so keep using that guard.
 */
export const adminTourRoutes = new Hono<AppEnv>();

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** parseJsonBody, with errors keyed by the full path (`itinerary.0.title`) for list payloads. */
async function parseBody<S extends z.ZodMiniType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  const raw = await parseJsonBody(c, z.unknown());
  if (!raw.ok) return raw;
  const result = schema.safeParse(raw.data);
  if (!result.success) {
    return { ok: false, response: validationError(c, toPathFieldErrors(result.error.issues)) };
  }
  return { ok: true, data: result.data };
}

/** The tour named by the `:id` parameter, or a 404 answer. */
async function loadTour(
  c: Context<AppEnv>,
): Promise<{ ok: true; tour: TourRow } | { ok: false; response: Response }> {
  const id = parseRowId(c.req.param('id'));
  const tour = id === null ? undefined : await findTour(c.var.services.db, id);
  return tour ? { ok: true, tour } : { ok: false, response: notFound(c, TOUR_NOT_FOUND_MESSAGE) };
}

/** The basic form, with category_id checked against the database. */
async function parseBasicForm(c: Context<AppEnv>) {
  const parsed = await parseBody(c, tourBasicSchema);
  if (!parsed.ok) return parsed;
  const { category_id } = parsed.data;
  if (category_id !== null && !(await categoryExists(c.var.services.db, category_id))) {
    return {
      ok: false as const,
      response: validationError(c, { category_id: [TOUR_FORM_MESSAGES.categoryId] }),
    };
  }
  return parsed;
}

const nowIso = (c: Context<AppEnv>) => c.var.services.clock().toISOString();

adminTourRoutes.post('/tours/store', requireAdmin, async (c) => {
  const parsed = await parseBasicForm(c);
  if (!parsed.ok) return parsed.response;
  const tour = await createTour(c.var.services.db, parsed.data, nowIso(c));
  const body: TourSavedResponse = { success: true, data: toAdminTourBasic(tour) };
  return c.json(body, 201);
});

adminTourRoutes.get('/tours/:id/edit', requireAdmin, async (c) => {
  const found = await loadTour(c);
  if (!found.ok) return found.response;
  const body: TourEditResponse = {
    success: true,
    data: await loadTourForEdit(c.var.services.db, found.tour),
  };
  return c.json(body);
});

adminTourRoutes.put('/tours/:id', requireAdmin, async (c) => {
  const found = await loadTour(c);
  if (!found.ok) return found.response;
  const parsed = await parseBasicForm(c);
  if (!parsed.ok) return parsed.response;
  const tour = await updateTour(c.var.services.db, found.tour, parsed.data, nowIso(c));
  const body: TourSavedResponse = { success: true, data: toAdminTourBasic(tour) };
  return c.json(body);
});

adminTourRoutes.post('/tours/:id/itinerary', requireAdmin, async (c) => {
  const found = await loadTour(c);
  if (!found.ok) return found.response;
  const parsed = await parseBody(c, itineraryRequestSchema);
  if (!parsed.ok) return parsed.response;
  const days = await replaceItinerary(
    c.var.services.db,
    found.tour.id,
    parsed.data.itinerary,
    nowIso(c),
  );
  const body: ItinerarySavedResponse = { success: true, data: days };
  return c.json(body);
});

adminTourRoutes.post('/tours/:id/inclusions', requireAdmin, async (c) => {
  const found = await loadTour(c);
  if (!found.ok) return found.response;
  const parsed = await parseBody(c, inclusionsRequestSchema);
  if (!parsed.ok) return parsed.response;
  const inclusions = await replaceInclusions(
    c.var.services.db,
    found.tour.id,
    parsed.data,
    nowIso(c),
  );
  const body: InclusionsSavedResponse = { success: true, data: inclusions };
  return c.json(body);
});

adminTourRoutes.post('/tours/:id/availability', requireAdmin, async (c) => {
  const found = await loadTour(c);
  if (!found.ok) return found.response;
  const parsed = await parseBody(c, availabilityRequestSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  // Held seats block a smaller capacity: expired holds no sweep has freed yet must not.
  await sweepExpiredHolds(db, clock());
  const existing = await loadExistingDepartures(db, found.tour.id);
  const planned = planAvailability(existing, parsed.data.availableDates, isoDate(clock()));
  if (!planned.ok) return validationError(c, planned.errors);
  try {
    const departures = await applyAvailability(db, found.tour.id, planned.plan);
    await offerFreedSeatsNow(c.var.services);
    const body: AvailabilitySavedResponse = { success: true, data: departures };
    return c.json(body);
  } catch (error) {
    if (error instanceof DeparturesChangedError) {
      return validationError(c, { availableDates: [error.message] });
    }
    throw error;
  }
});

adminTourRoutes.delete('/tours/:id', requireAdmin, async (c) => {
  const found = await loadTour(c);
  if (!found.ok) return found.response;
  const { db, config } = c.var.services;
  // The images this tour refers to, read before the rows go; their files go after the delete
  // unless a clone still uses them.
  const gallery = await db
    .selectFrom('tour_media')
    .select('path')
    .where('tour_id', '=', found.tour.id)
    .execute();
  const outcome = await deleteOrDeactivateTour(db, found.tour.id, nowIso(c));
  if (outcome === 'deleted') {
    await removeUnreferencedImages(db, config.uploadsDir, [
      found.tour.thumbnail,
      ...gallery.map((m) => m.path),
    ]);
  }
  const body: TourDeletedResponse =
    outcome === 'deleted'
      ? { success: true, deleted: true }
      : { success: true, deleted: false, status: 'Inactive', message: TOUR_DEACTIVATED_MESSAGE };
  return c.json(body);
});

adminTourRoutes.post('/tours/:id/clone', requireAdmin, async (c) => {
  const found = await loadTour(c);
  if (!found.ok) return found.response;
  const copy = await cloneTour(c.var.services.db, found.tour, TOUR_FIELD_LIMITS.title, nowIso(c));
  const body: TourSavedResponse = { success: true, data: toAdminTourBasic(copy) };
  return c.json(body, 201);
});
