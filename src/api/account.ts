import {
  accountMessageResponseSchema,
  verifyEmailResponseSchema,
  type AccountMessageResponse,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type VerifyEmailResult,
} from '../../contract/account';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** POST /api/forgot-password: the same answer whether or not the address has an account. */
export function requestPasswordReset(
  api: ApiClient,
  body: ForgotPasswordRequest,
  signal?: AbortSignal,
): Promise<AccountMessageResponse> {
  return callApi(
    () => api.post('forgot-password', { json: body, signal }).json(accountMessageResponseSchema),
    'We could not send the reset link.',
  );
}

/** POST /api/reset-password; a 422 on `token` means the link is invalid, used or expired. */
export function resetPassword(
  api: ApiClient,
  body: ResetPasswordRequest,
  signal?: AbortSignal,
): Promise<AccountMessageResponse> {
  return callApi(
    () => api.post('reset-password', { json: body, signal }).json(accountMessageResponseSchema),
    'We could not reset your password.',
  );
}

/** POST /api/verify-email: the verified address and the guest bookings it claimed. */
export async function verifyEmail(
  api: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<VerifyEmailResult> {
  const body = await callApi(
    () => api.post('verify-email', { json: { token }, signal }).json(verifyEmailResponseSchema),
    'We could not verify your e-mail address.',
  );
  return body.data;
}
