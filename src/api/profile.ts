import {
  profileResponseSchema,
  type PasswordChange,
  type Preferences,
  type Profile,
  type ProfileUpdate,
} from '../../contract/profile';
import { errorMessageSchema } from '../../contract/common';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** GET /api/my/profile -> the signed-in traveller's profile and preferences. */
export async function getProfile(api: ApiClient, signal?: AbortSignal): Promise<Profile> {
  const body = await callApi(
    () => api.get('my/profile', { signal }).json(profileResponseSchema),
    'We could not load your profile.',
  );
  return body.data;
}

/** PUT /api/my/profile -> the stored profile; a 422 (e-mail taken) carries field errors. */
export async function updateProfile(
  api: ApiClient,
  update: ProfileUpdate,
  signal?: AbortSignal,
): Promise<Profile> {
  const body = await callApi(
    () => api.put('my/profile', { json: update, signal }).json(profileResponseSchema),
    'Your profile could not be saved.',
  );
  return body.data;
}

/** PUT /api/my/preferences -> the profile with the stored preferences. */
export async function updatePreferences(
  api: ApiClient,
  preferences: Preferences,
  signal?: AbortSignal,
): Promise<Profile> {
  const body = await callApi(
    () => api.put('my/preferences', { json: preferences, signal }).json(profileResponseSchema),
    'Your preferences could not be saved.',
  );
  return body.data;
}

/**
 * PUT /api/my/password -> the server's message. A wrong current password is a 422 on
 * `current_password`; every other session of the account is signed out.
 */
export async function changePassword(
  api: ApiClient,
  change: PasswordChange,
  signal?: AbortSignal,
): Promise<string> {
  const body = await callApi(
    () => api.put('my/password', { json: change, signal }).json(errorMessageSchema),
    'Your password could not be changed.',
  );
  return body.message;
}

/** POST /api/my/verify-email/resend: a new verification link (409 once verified, 429 limited). */
export function resendVerification(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<{ message: string }> {
  return callApi(
    () => api.post('my/verify-email/resend', { signal }).json(errorMessageSchema),
    'We could not send the e-mail.',
  );
}
