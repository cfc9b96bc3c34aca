import { fromPromise } from 'xstate';
import type { TourDetail } from '../../contract/tours';
import type { ShareOutcome } from '../../machines/tour-detail-machine';
import { getTourDetails } from '../api/tours';

/** GET /api/tour-details/{idOrSlug}; leaving the loading state aborts the request. */
export const fetchTour = fromPromise<TourDetail, { idOrSlug: string }>(({ input, signal }) =>
  getTourDetails(input.idOrSlug, signal),
);

/**
 * Shares the page through the system share sheet where the browser has one, otherwise copies
 * the page address. Dismissing the sheet is not a failure; a refused clipboard is.
 */
export const shareTour = fromPromise<ShareOutcome, { id: number; title: string }>(
  async ({ input }) => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: input.title, url });
        return 'shared';
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
        // No share target (e.g. desktop without a share service): fall back to copying.
      }
    }
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    return 'copied';
  },
);
