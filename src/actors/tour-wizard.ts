import { fromPromise } from 'xstate';
import type { AdminTourEdit, CategoryOption } from '../../contract/admin-tours';
import type { TourMedia } from '../../contract/tour-media';
import type { TabSaved, TabSaveRequest } from '../../contract/tour-wizard';
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

/* The I/O behind tourWizardMachine and its tabs: leaving a state aborts its request. -------- */

/** GET /api/tours/{id}/edit. */
export const loadWizardTour = fromPromise<AdminTourEdit, { tourId: number }>(({ input, signal }) =>
  loadTourForEdit(input.tourId, signal),
);

/** GET /api/categories. */
export const loadWizardCategories = fromPromise<CategoryOption[]>(({ signal }) =>
  getCategories(signal),
);

/** One tab's save, by tab: each answers what the server stored. */
async function saveTab(input: TabSaveRequest, signal: AbortSignal): Promise<TabSaved> {
  switch (input.tab) {
    case 'basic': {
      // Create (POST /api/tours/store) until the tour has an id, then PUT /api/tours/{id}.
      const saved =
        input.tourId === null
          ? await storeTour(input.request, signal)
          : await updateTour(input.tourId, input.request, signal);
      return { tab: 'basic', saved };
    }
    case 'media': // POST /api/tours/{id}/media (multipart).
      return { tab: 'media', saved: await uploadMedia(input.tourId, input.request, signal) };
    case 'itinerary': // POST /api/tours/{id}/itinerary.
      return { tab: 'itinerary', saved: await saveItinerary(input.tourId, input.request, signal) };
    case 'inclusions': // POST /api/tours/{id}/inclusions.
      return {
        tab: 'inclusions',
        saved: await saveInclusions(input.tourId, input.request, signal),
      };
    case 'availability': // POST /api/tours/{id}/availability.
      return {
        tab: 'availability',
        saved: await saveAvailability(input.tourId, input.request, signal),
      };
  }
}

export const saveWizardTab = fromPromise<TabSaved, TabSaveRequest>(({ input, signal }) =>
  saveTab(input, signal),
);

/** DELETE /api/tours/{id}/media/{mediaId}. */
export const removeWizardMedia = fromPromise<TourMedia, { tourId: number; itemId: number }>(
  ({ input, signal }) => removeMedia(input.tourId, input.itemId, signal),
);
