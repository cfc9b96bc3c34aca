import { ApiError } from '../../src/api/errors';

/**
 * A failed API call as the app's API layer throws it: the real `ApiError` (src/api/errors.ts),
 * which is an `ApiFailure` (contract/api-failure.ts). `status` 0 means no answer arrived;
 * `fieldErrors` holds a 422's messages per field.
 */
export function apiError(
  status: number,
  message = `Request failed with status ${status}`,
  fieldErrors?: Record<string, string[]>,
): ApiError {
  return new ApiError(message, status, fieldErrors);
}
