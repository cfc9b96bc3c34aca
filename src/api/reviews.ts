import { reviewPageResponseSchema, type ReviewPage } from '../../contract/tours';
import type { ApiClient } from './client';
import { callApi } from './errors';

/**
 * GET /api/tour-details/{idOrSlug}/reviews?after= -> the next page of a tour's reviews (the
 * first comes with the tour). `preview`: an admin's preview of a tour that is not public.
 */
export async function getReviewPage(
  api: ApiClient,
  request: { idOrSlug: string; after: string; preview: boolean },
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return callApi(
    () =>
      api
        .get(`tour-details/${encodeURIComponent(request.idOrSlug)}/reviews`, {
          signal,
          searchParams: { after: request.after, ...(request.preview ? { preview: 1 } : {}) },
        })
        .json(reviewPageResponseSchema),
    'Failed to load more reviews.',
  );
}
