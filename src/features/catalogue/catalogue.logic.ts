import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { CatalogueCard } from '../../../contract/tours';
import { loadMachineOf } from '../../../machines/load-machine';
import { useApp } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { withInspector } from '../../dev/inspector';
import { fetchTourList } from './tour-list';

const NO_TOURS: CatalogueCard[] = [];

/**
 * A catalogue page's list through the generic loader: every Active tour (/tours, `category`
 * null) or the real tours of one category (/tours/trek, /tours/expedition: ARCHITECTURE
 * readings). SPEC 8 only logs a failure and shows 'No tours found'; here the failed state also
 * offers 'Try again'.
 */
function defineTourListLogic({ api }: AppDeps, category: string | null) {
  return loadMachineOf<CatalogueCard[]>().provide({
    actors: {
      load: fromPromise(({ signal }) => fetchTourList(api, category, signal)),
    },
    actions: {
      notifyFailed: (_, { error }) => console.error('Failed to fetch tours:', error),
    },
  });
}

/** Starts from the list a server-rendered page was rendered with, if any. */
export function useTourListActor(category: string | null) {
  const { deps, pageData } = useApp();
  const tours = pageData.tourList(category).get();
  return useActorRef(
    defineTourListLogic(deps, category),
    withInspector({ input: { initialData: tours ?? NO_TOURS, preloaded: tours !== undefined } }),
  );
}
