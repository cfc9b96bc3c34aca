import type { CatalogueCard, ToursByCategoryResponse } from '../../../contract/tours';
import type { ApiClient } from '../../api/client';
import { getTours, getToursByCategory } from '../../api/tours';

/** One category's tours from GET /api/get-tours-by-category, picked by the category's slug. */
export function pickCategoryTours(
  response: ToursByCategoryResponse,
  slug: string,
): CatalogueCard[] {
  const category = response.categories.find((c) => c.slug === slug);
  return category ? (response.tours[String(category.id)] ?? []) : [];
}

/**
 * A catalogue page's list: every Active tour (`category` null) or the real tours of one
 * category (ARCHITECTURE readings). The page's loader (catalogue.logic.ts) and the server's
 * render (app/page-fetch.ts) fetch it the same way; no React here, so the server's fetch does
 * not reshape the first download's chunks.
 */
export async function fetchTourList(
  api: ApiClient,
  category: string | null,
  signal?: AbortSignal,
): Promise<CatalogueCard[]> {
  return category === null
    ? getTours(api, signal)
    : pickCategoryTours(await getToursByCategory(api, signal), category);
}
