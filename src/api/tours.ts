import type {
  CatalogueCard,
  CategoriesResponse,
  FeaturedTour,
  TourDetail,
  ToursByCategoryResponse,
} from '../../contract/tours';
import type { ApiClient } from './client';
import { callApi } from './errors';

/**
 * The answers' schemas (zod) load with the first catalogue request: the home page asks for
 * featured tours and categories after its first paint, and zod is not part of that download.
 */
const schemas = () => import('../../contract/tours');

/** GET /api/tours/featured -> the featured cards, with their ratings. */
export async function getFeaturedTours(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<FeaturedTour[]> {
  const body = await callApi(async () => {
    const { featuredToursResponseSchema } = await schemas();
    return api.get('tours/featured', { signal }).json(featuredToursResponseSchema);
  }, 'Failed to fetch featured tours');
  return body.data;
}

/** GET /api/get-tours -> every Active tour. */
export async function getTours(api: ApiClient, signal?: AbortSignal): Promise<CatalogueCard[]> {
  const body = await callApi(async () => {
    const { tourListResponseSchema } = await schemas();
    return api.get('get-tours', { signal }).json(tourListResponseSchema);
  }, 'Failed to fetch tours');
  return body.data;
}

/**
 * GET /api/tour-details/{id or slug} -> one tour with media, itinerary, inclusions, reviews,
 * departures. `preview` asks for a Draft or Inactive tour too: the server answers it only to an
 * admin's token (the client sends the signed-in user's), everyone else gets the usual 404.
 */
export async function getTourDetails(
  api: ApiClient,
  idOrSlug: string | number,
  signal?: AbortSignal,
  { preview = false }: { preview?: boolean } = {},
): Promise<TourDetail> {
  const body = await callApi(async () => {
    const { tourDetailResponseSchema } = await schemas();
    return api
      .get(`tour-details/${encodeURIComponent(String(idOrSlug))}`, {
        signal,
        searchParams: preview ? { preview: 1 } : undefined,
      })
      .json(tourDetailResponseSchema);
  }, 'Failed to fetch tour');
  return body.data;
}

/** GET /api/get-tours-by-category -> categories and a map of category id to tours. */
export function getToursByCategory(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<ToursByCategoryResponse> {
  return callApi(async () => {
    const { toursByCategoryResponseSchema } = await schemas();
    return api.get('get-tours-by-category', { signal }).json(toursByCategoryResponseSchema);
  }, 'Failed to fetch tour data');
}

/** GET /api/categories -> id and name of every category. */
export async function getCategories(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<CategoriesResponse['data']> {
  const body = await callApi(async () => {
    const { categoriesResponseSchema } = await schemas();
    return api.get('categories', { signal }).json(categoriesResponseSchema);
  }, 'Failed to fetch categories');
  return body.data;
}
