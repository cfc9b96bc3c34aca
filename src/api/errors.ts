import type { HTTPError } from 'ky';
import type { ApiFailure } from '../../contract/api-failure';

/**
 * The one error type the API layer throws: an ApiFailure (contract/api-failure.ts) that is also
 * an Error. `status` is 0 when no response arrived (offline, timeout); `fieldErrors` holds a
 * 422's per-field messages.
 */
export class ApiError extends Error implements ApiFailure {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(message: string, status: number, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Check your connection and try again.';

/**
 * ky's HTTPError, recognised by name as ky's own `isHTTPError` does (importing ky here would put
 * it in the first download: src/api/client.ts loads it on the first request).
 */
const isHTTPError = (error: unknown): error is HTTPError =>
  error instanceof Error && error.name === 'HTTPError' && 'response' in error;

/**
 * Maps whatever ky threw to an ApiError, using the server's message when it sent one. The error
 * bodies' schemas (zod) load with the first failure, not with the first page.
 */
async function toApiError(error: unknown, fallbackMessage: string): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const { errorMessageSchema, validationErrorSchema } = await import('../../contract/common');
    const status = error.response.status;
    const validation = validationErrorSchema.safeParse(error.data);
    if (validation.success) {
      return new ApiError(validation.data.message, status, validation.data.errors);
    }
    const body = errorMessageSchema.safeParse(error.data);
    return new ApiError(body.success ? body.data.message : fallbackMessage, status);
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  if (error instanceof Error && error.name === 'SchemaValidationError') {
    return new ApiError(fallbackMessage, 200);
  }
  return new ApiError(NETWORK_ERROR_MESSAGE, 0);
}

/** Runs one API call and converts its failure to an ApiError. */
export async function callApi<T>(request: () => Promise<T>, fallbackMessage: string): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw await toApiError(error, fallbackMessage);
  }
}

/**
 * The text to show for a failed request: the server's own message when it says something the
 * user can act on (throttled, offline), otherwise the screen's fixed SPEC text.
 */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 0)) {
    return error.message;
  }
  return fallback;
}
