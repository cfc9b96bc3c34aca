import { failureStatus } from '../../contract/api-failure';
import type { TourDetail } from '../../contract/tours';
import { createApiClient, type ApiClient } from '../api/client';
import { getFeaturedTours, getTourDetails } from '../api/tours';
import { fetchTourList } from '../features/catalogue/tour-list';
import { createPageData, type PageData, type PageDataIsland } from './page-data';

/** The tour, or null when there is none (the page says 'Tour Not Found', with a 404). */
async function fetchTour(api: ApiClient, idOrSlug: string): Promise<TourDetail | null> {
  try {
    return await getTourDetails(api, idOrSlug);
  } catch (error) {
    if (failureStatus(error) === 404) return null;
    throw error;
  }
}

/**
 * The server's page data (src/entry-server.tsx; the browser never loads this module): the
 * public routes' loaders fetch through it with the same API calls the pages' machines make,
 * as a guest (no token), through `fetch` (the API in-process).
 */
export function serverPageData(origin: string, fetch: typeof globalThis.fetch): PageData {
  const api = createApiClient({ readToken: () => null, onUnauthorized: () => {}, fetch });
  return createPageData(
    origin,
    {},
    {
      featuredTours: () => getFeaturedTours(api),
      tourList: (category) => fetchTourList(api, category),
      tour: (idOrSlug) => fetchTour(api, idOrSlug),
    },
  );
}

/**
 * The data island's JSON: '<' and the line separators escaped, so no text in the data can close
 * the script element.
 */
export function serializePageData(island: PageDataIsland): string {
  return JSON.stringify(island)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
