import {
  loginStepResponseSchema,
  signedInResponseSchema,
  type LoginStepResponse,
  type SignedInResponse,
} from '../../contract/two-factor';
import {
  meResponseSchema,
  registerResponseSchema,
  type LoginRequest,
  type RegisterRequest,
  type RegisterResponse,
  type ApiUser,
} from '../../contract/auth';
import type { ApiClient } from './client';
import { callApi } from './errors';

/**
 * SPEC 8: the server's message if present, otherwise 'Login failed'. An admin with two-factor
 * sign-in gets a challenge for the code step instead of a session (issue 18).
 */
export function login(
  api: ApiClient,
  body: LoginRequest,
  signal?: AbortSignal,
): Promise<LoginStepResponse> {
  return callApi(
    () => api.post('login', { json: body, signal }).json(loginStepResponseSchema),
    'Login failed',
  );
}

/** The code step of a two-factor sign-in: the challenge and a TOTP or recovery code. */
export function loginWithCode(
  api: ApiClient,
  body: { challenge: string; code: string },
  signal?: AbortSignal,
): Promise<SignedInResponse> {
  return callApi(
    () => api.post('login/two-factor', { json: body, signal }).json(signedInResponseSchema),
    'Login failed',
  );
}

/** SPEC 8: the server's message if present, otherwise 'Registration failed'. */
export function register(
  api: ApiClient,
  body: RegisterRequest,
  signal?: AbortSignal,
): Promise<RegisterResponse> {
  return callApi(
    () => api.post('register', { json: body, signal }).json(registerResponseSchema),
    'Registration failed',
  );
}

/** Revokes the given token on the server (it may already be gone from storage). */
export async function logout(api: ApiClient, token: string, signal?: AbortSignal): Promise<void> {
  await callApi(
    () => api.post('logout', { headers: { Authorization: `Bearer ${token}` }, signal }),
    'Logout failed',
  );
}

export async function me(api: ApiClient, signal?: AbortSignal): Promise<ApiUser> {
  const body = await callApi(
    () => api.get('me', { signal }).json(meResponseSchema),
    'Request failed',
  );
  return body.data;
}
