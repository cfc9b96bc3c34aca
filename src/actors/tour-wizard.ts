import { fromPromise } from 'xstate';
import type {
  AdminTourBasic,
  AdminTourEdit,
  AvailabilityRequest,
  CategoryOption,
  InclusionsRequest,
  ItineraryRequest,
  TourBasic,
} from '../../contract/admin-tours';
import type { TourMedia } from '../../contract/tour-media';
import type { Departure, ItineraryDay } from '../../contract/tours';
import {
  loadTourForEdit,
  removeMedia,
  saveAvailability,
  saveInclusions,
  saveItinerary,
  storeTour,
  updateTour,
  uploadMedia,
} from '../api/admin-tours';
import { getCategories } from '../api/tours';

/* The I/O behind tourWizardMachine: leaving a state aborts its request. -------------------- */

/** GET /api/tours/{id}/edit. */
export const loadWizardTour = fromPromise<AdminTourEdit, { tourId: number }>(({ input, signal }) =>
  loadTourForEdit(input.tourId, signal),
);

/** GET /api/categories. */
export const loadWizardCategories = fromPromise<CategoryOption[]>(({ signal }) =>
  getCategories(signal),
);

/** Create (POST /api/tours/store) until the tour has an id, then PUT /api/tours/{id}. */
export const saveWizardBasic = fromPromise<
  AdminTourBasic,
  { tourId: number | null; request: TourBasic }
>(({ input, signal }) =>
  input.tourId === null
    ? storeTour(input.request, signal)
    : updateTour(input.tourId, input.request, signal),
);

/** POST /api/tours/{id}/media (multipart). */
export const saveWizardMedia = fromPromise<
  TourMedia,
  { tourId: number; thumbnail: File | null; gallery: File[] }
>(({ input, signal }) =>
  uploadMedia(input.tourId, { thumbnail: input.thumbnail, gallery: input.gallery }, signal),
);

/** DELETE /api/tours/{id}/media/{mediaId}. */
export const removeWizardMedia = fromPromise<TourMedia, { tourId: number; mediaId: number }>(
  ({ input, signal }) => removeMedia(input.tourId, input.mediaId, signal),
);

/** POST /api/tours/{id}/itinerary. */
export const saveWizardItinerary = fromPromise<
  ItineraryDay[],
  { tourId: number; request: ItineraryRequest }
>(({ input, signal }) => saveItinerary(input.tourId, input.request, signal));

/** POST /api/tours/{id}/inclusions. */
export const saveWizardInclusions = fromPromise<
  { includes: string[]; excludes: string[] },
  { tourId: number; request: InclusionsRequest }
>(({ input, signal }) => saveInclusions(input.tourId, input.request, signal));

/** POST /api/tours/{id}/availability. */
export const saveWizardAvailability = fromPromise<
  Departure[],
  { tourId: number; request: AvailabilityRequest }
>(({ input, signal }) => saveAvailability(input.tourId, input.request, signal));

/** The real I/O behind tourWizardMachine, for `machine.provide({ actors })`. */
export const tourWizardActors = {
  loadTour: loadWizardTour,
  loadCategories: loadWizardCategories,
  saveBasic: saveWizardBasic,
  saveMedia: saveWizardMedia,
  removeMedia: removeWizardMedia,
  saveItinerary: saveWizardItinerary,
  saveInclusions: saveWizardInclusions,
  saveAvailability: saveWizardAvailability,
};
