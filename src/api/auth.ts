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
import { http } from './client';
import { callApi } from './errors';

/** SPEC 8: the server's message if present, otherwise 'Login failed'. */
export function login(body: LoginRequest, signal?: AbortSignal): Promise<LoginResponse> {
  return callApi(
    () => http.post('login', { json: body, signal }).json(loginResponseSchema),
    'Login failed',
  );
}

/** SPEC 8: the server's message if present, otherwise 'Registration failed'. */
export function register(body: RegisterRequest, signal?: AbortSignal): Promise<RegisterResponse> {
  return callApi(
    () => http.post('register', { json: body, signal }).json(registerResponseSchema),
    'Registration failed',
  );
}

/** Revokes the given token on the server (it may already be gone from storage). */
export async function logout(token: string, signal?: AbortSignal): Promise<void> {
  await callApi(
    () => http.post('logout', { headers: { Authorization: `Bearer ${token}` }, signal }),
    'Logout failed',
  );
}

export async function me(signal?: AbortSignal): Promise<ApiUser> {
  const body = await callApi(
    () => http.get('me', { signal }).json(meResponseSchema),
    'Request failed',
  );
  return body.data;
}
