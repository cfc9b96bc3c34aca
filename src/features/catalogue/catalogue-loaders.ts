import type { ToursByCategoryResponse, TourCard } from '../../../contract/tours';
import { getTours, getToursByCategory } from '../../api/tours';

/** How a catalogue page gets its list; the tour-list machine invokes it with its abort signal. */
export type LoadTours = (signal: AbortSignal) => Promise<TourCard[]>;

/** One category's tours from GET /api/get-tours-by-category, picked by the category's slug. */
export function pickCategoryTours(response: ToursByCategoryResponse, slug: string): TourCard[] {
  const category = response.categories.find((c) => c.slug === slug);
  return category ? (response.tours[String(category.id)] ?? []) : [];
}

/** /tours: every Active tour. */
export const loadAllTours: LoadTours = (signal) => getTours(signal);

/** /tours/trek and /tours/expedition: the real tours of one category (ARCHITECTURE readings). */
export function loadCategoryTours(slug: string): LoadTours {
  return async (signal) => pickCategoryTours(await getToursByCategory(signal), slug);
}
