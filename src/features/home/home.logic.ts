import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { featuredToursMachine } from '../../../machines/featured-tours-machine';
import { rotationMachine, type RotationInput } from '../../../machines/rotation-machine';
import { getFeaturedTours } from '../../api/tours';
import { useApp } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { withInspector } from '../../dev/inspector';

/** 'Featured Tours & Treks' (SPEC 2, 8): GET /api/tours/featured; a failure is only logged. */
function defineFeaturedToursLogic({ api }: AppDeps) {
  return featuredToursMachine.provide({
    actors: { fetchFeaturedTours: fromPromise(({ signal }) => getFeaturedTours(api, signal)) },
    actions: {
      logFailure: (_, { error }) => console.error('Failed to fetch featured tours', error),
    },
  });
}

/** Starts from the tours a server-rendered page was rendered with, if any. */
export function useFeaturedToursActor() {
  const { deps, pageData } = useApp();
  const tours = pageData.featuredTours.get();
  return useActorRef(defineFeaturedToursLogic(deps), withInspector({ input: { tours } }));
}

/** The hero backdrop and the testimonials: a rotation with no I/O (SPEC 9 timings). */
export function useRotationActor(input: RotationInput) {
  return useActorRef(rotationMachine, withInspector({ input }));
}
