import { fromPromise } from 'xstate';
import type { TourCard } from '../../contract/tours';
import { getFeaturedTours } from '../api/tours';

/** The real I/O behind the featured tours statechart. */
export const fetchFeaturedTours = fromPromise<TourCard[]>(({ signal }) => getFeaturedTours(signal));

/** SPEC 8: featured failures are only logged. */
export function logFeaturedFailure(error: unknown): void {
  console.error('Failed to fetch featured tours', error);
}
