import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { TourCard, ToursByCategoryResponse } from '../../../contract/tours';
import { loadMachineOf } from '../../../machines/load-machine';
import { getTours, getToursByCategory } from '../../api/tours';
import { useDeps } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { withInspector } from '../../dev/inspector';

const NO_TOURS: TourCard[] = [];

/** One category's tours from GET /api/get-tours-by-category, picked by the category's slug. */
export function pickCategoryTours(response: ToursByCategoryResponse, slug: string): TourCard[] {
  const category = response.categories.find((c) => c.slug === slug);
  return category ? (response.tours[String(category.id)] ?? []) : [];
}

/**
 * A catalogue page's list through the generic loader: every Active tour (/tours, `category`
 * null) or the real tours of one category (/tours/trek, /tours/expedition: ARCHITECTURE
 * readings). SPEC 8 only logs a failure and shows 'No tours found'; here the failed state also
 * offers 'Try again'.
 */
function defineTourListLogic({ api }: AppDeps, category: string | null) {
  return loadMachineOf<TourCard[]>().provide({
    actors: {
      load: fromPromise(async ({ signal }) =>
        category === null
          ? getTours(api, signal)
          : pickCategoryTours(await getToursByCategory(api, signal), category),
      ),
    },
    actions: {
      notifyFailed: (_, { error }) => console.error('Failed to fetch tours:', error),
    },
  });
}

export function useTourListActor(category: string | null) {
  return useActorRef(
    defineTourListLogic(useDeps(), category),
    withInspector({ input: { initialData: NO_TOURS } }),
  );
}
