import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { failureStatus } from '../../../contract/api-failure';
import {
  homeCategoriesMachine,
  pickCardImages,
  type HomeCategoriesData,
} from '../../../machines/home-categories-machine';
import { loadMachineOf } from '../../../machines/load-machine';
import { getToursByCategory } from '../../api/tours';
import { useDeps } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { withInspector } from '../../dev/inspector';

/*
 * The home page's categories section loads below the fold with its own code (home-page.tsx's
 * LazySection), so its logic file is its own: in home.logic.ts it would ride in the first
 * download with the hero's.
 */

/**
 * 'Explore Our Tour Categories' (SPEC 2, 4, 8): GET /api/get-tours-by-category. A non-OK status
 * raises 'HTTP error! status: {status}' and the failure is logged as 'Failed to fetch tour
 * data'. The card images are picked here, once per load, so a re-render never reshuffles them.
 */
function defineHomeCategoriesLogic({ api }: AppDeps) {
  return homeCategoriesMachine.provide({
    actors: {
      loadCategories: loadMachineOf<HomeCategoriesData>().provide({
        actors: {
          load: fromPromise(async ({ signal }) => {
            try {
              const data = await getToursByCategory(api, signal);
              return { ...data, cardImages: pickCardImages(data, Math.random) };
            } catch (error) {
              const status = failureStatus(error);
              if (status >= 300) throw new Error(`HTTP error! status: ${status}`, { cause: error });
              throw error;
            }
          }),
        },
        actions: {
          notifyFailed: (_, { error }) => console.error('Failed to fetch tour data', error),
        },
      }),
    },
  });
}

export function useHomeCategoriesActor() {
  return useActorRef(defineHomeCategoriesLogic(useDeps()), withInspector());
}
