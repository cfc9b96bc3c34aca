import { fromPromise } from 'xstate';
import { pickCardImages, type HomeCategoriesData } from '../../machines/home-categories-machine';
import { ApiError } from '../api/errors';
import { getToursByCategory } from '../api/tours';

/**
 * The real I/O behind the home categories statechart. SPEC 8: a non-OK status raises
 * 'HTTP error! status: {status}'. The card images are picked here, once per load, so a
 * re-render never reshuffles them.
 */
export const fetchToursByCategory = fromPromise<HomeCategoriesData>(async ({ signal }) => {
  try {
    const data = await getToursByCategory(signal);
    return { ...data, cardImages: pickCardImages(data, Math.random) };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 300) {
      throw new Error(`HTTP error! status: ${error.status}`, { cause: error });
    }
    throw error;
  }
});

/** SPEC 8: logged as 'Failed to fetch tour data'. */
export function logCategoriesFailure(error: unknown): void {
  console.error('Failed to fetch tour data', error);
}
