import { enquiryResponseSchema, type NewsletterRequest } from '../../contract/enquiries';
import type { ApiClient } from './client';
import { ApiError, callApi } from './errors';

const NEWSLETTER_FAILED_MESSAGE = 'We could not subscribe you right now.';

/** A new address (201) or one that was already on the list (200), with the server's words. */
export interface NewsletterResult {
  alreadySubscribed: boolean;
  message: string;
}

/** POST /api/newsletter. */
export function subscribeToNewsletter(
  api: ApiClient,
  body: NewsletterRequest,
  signal?: AbortSignal,
): Promise<NewsletterResult> {
  return callApi(async () => {
    const response = await api.post('newsletter', { json: body, signal });
    const parsed = enquiryResponseSchema.safeParse(await response.json());
    if (!parsed.success) throw new ApiError(NEWSLETTER_FAILED_MESSAGE, response.status);
    return { alreadySubscribed: response.status === 200, message: parsed.data.message };
  }, NEWSLETTER_FAILED_MESSAGE);
}
