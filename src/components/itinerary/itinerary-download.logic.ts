import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { itineraryDownloadMachine } from '../../../machines/itinerary-download-machine';
import { getAdminItinerary, getManagedItinerary, getMyItinerary } from '../../api/itinerary';
import { useDeps } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { withInspector } from '../../dev/inspector';
import { saveBlob } from '../../lib/save-file';

/**
 * Whose itinerary, and how the server is to know the caller may have it: the signed-in
 * traveller's own booking, the manage-my-booking pair (guests, the confirmation) or an admin.
 */
export type ItinerarySource =
  | { kind: 'mine'; reference: string }
  | { kind: 'manage'; reference: string; email: string }
  | { kind: 'admin'; reference: string };

function fetchFor(api: AppDeps['api'], kind: ItinerarySource['kind']) {
  return fromPromise<Blob, { reference: string; email?: string }>(({ input, signal }) => {
    switch (kind) {
      case 'mine':
        return getMyItinerary(api, input.reference, signal);
      case 'admin':
        return getAdminItinerary(api, input.reference, signal);
      case 'manage':
        return getManagedItinerary(
          api,
          { reference: input.reference, email: input.email ?? '' },
          signal,
        );
    }
  });
}

function defineItineraryDownloadLogic({ api }: AppDeps, kind: ItinerarySource['kind']) {
  return itineraryDownloadMachine.provide({
    actors: { fetchItinerary: fetchFor(api, kind) },
    actions: { saveFile: (_, { blob, fileName }) => saveBlob(blob, fileName) },
  });
}

/** One booking's Download Itinerary (a new booking needs a new component: key it by reference). */
export function useItineraryDownload(source: ItinerarySource) {
  const deps = useDeps();
  return useActorRef(
    defineItineraryDownloadLogic(deps, source.kind),
    withInspector({
      input: {
        reference: source.reference,
        email: source.kind === 'manage' ? source.email : undefined,
      },
    }),
  );
}
