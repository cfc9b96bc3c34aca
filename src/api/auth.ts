import {
  loginResponseSchema,
  meResponseSchema,
  registerResponseSchema,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ApiUser,
} from '../../contract/auth';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** SPEC 8: the server's message if present, otherwise 'Login failed'. */
export function login(
  api: ApiClient,
  body: LoginRequest,
  signal?: AbortSignal,
): Promise<LoginResponse> {
  return callApi(
    () => api.post('login', { json: body, signal }).json(loginResponseSchema),
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
