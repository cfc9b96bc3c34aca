import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { failureMessage, failureStatus } from '../../../../contract/api-failure';
import {
  DEPARTURE_MESSAGES,
  type Manifest,
  type TourDepartures,
} from '../../../../contract/admin-departures';
import {
  loadMachineOf,
  type LoadActorRef,
  type LoadSnapshot,
} from '../../../../machines/load-machine';
import { getDepartureManifest, getTourDepartures } from '../../../api/admin-departures';
import { useDeps } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { withInspector } from '../../../dev/inspector';

/*
 * Departures and manifests (issue 14): each page is one load through the generic loader, its
 * query the id in the address (another id is another loader: the route keys the page on it).
 * Download CSV and Print work on what is loaded, without a flow of their own.
 */

/** A tour's departures: `data` is null until the first load succeeds. */
export type TourDeparturesActorRef = LoadActorRef<TourDepartures | null>;

function defineTourDeparturesLogic({ api }: AppDeps) {
  return loadMachineOf<TourDepartures | null>().provide({
    actors: {
      load: fromPromise(({ input, signal }) => getTourDepartures(api, input as number, signal)),
    },
  });
}

export function useTourDeparturesActor(tourId: number): TourDeparturesActorRef {
  return useActorRef(
    defineTourDeparturesLogic(useDeps()),
    withInspector({ input: { initialData: null, query: tourId } }),
  );
}

/** A departure's manifest: `data` is null until the first load succeeds. */
export type ManifestActorRef = LoadActorRef<Manifest | null>;

function defineManifestLogic({ api }: AppDeps) {
  return loadMachineOf<Manifest | null>().provide({
    actors: {
      load: fromPromise(({ input, signal }) => getDepartureManifest(api, input as number, signal)),
    },
  });
}

export function useManifestActor(departureId: number): ManifestActorRef {
  return useActorRef(
    defineManifestLogic(useDeps()),
    withInspector({ input: { initialData: null, query: departureId } }),
  );
}

/** Why the departures did not load: the API's message, or a fixed one when it sent none. */
export function departuresFailure(snapshot: LoadSnapshot<TourDepartures | null>): string {
  return failureMessage(snapshot.context.error, DEPARTURE_MESSAGES.loadDeparturesFailed);
}

/** Why the manifest did not load: the API's message, or a fixed one when it sent none. */
export function manifestFailure(snapshot: LoadSnapshot<Manifest | null>): string {
  return failureMessage(snapshot.context.error, DEPARTURE_MESSAGES.loadManifestFailed);
}

/** The load failed because what the address names does not exist (Try again will not help). */
export function failedAsNotFound(snapshot: { context: { error: unknown } }): boolean {
  return failureStatus(snapshot.context.error) === 404;
}
