import { z } from 'zod/mini';
import { requestObject } from './input';
import type { StoredUser } from './session';

/** Texts from SPEC section 5. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  name: 'Name must be at least 2 characters',
  passwordsMismatch: 'Passwords do not match',
  commonPassword: 'This password is one of the most common. Please choose a less common one.',
  emailTaken: 'The email has already been taken.',
  invalidCredentials: 'These credentials do not match our records.',
  throttled: 'Too many login attempts. Please try again in a minute.',
} as const;

/** SPEC section 9: minimum password length 6, minimum name length 2. */
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_NAME_LENGTH = 2;
/** Upper bounds keep hashing and storage cheap; far above any real value. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

/** An e-mail address as every form takes it (SPEC 5). */
export const emailField = z
  .string({ error: AUTH_MESSAGES.email })
  .check(
    z.trim(),
    z.maxLength(MAX_EMAIL_LENGTH, { error: AUTH_MESSAGES.email }),
    z.email({ error: AUTH_MESSAGES.email }),
  );
/** A new password (SPEC 5, 9: at least 6 characters). */
export const passwordField = z.string({ error: AUTH_MESSAGES.password }).check(
  z.minLength(MIN_PASSWORD_LENGTH, { error: AUTH_MESSAGES.password }),
  z.maxLength(MAX_PASSWORD_LENGTH, {
    error: `Password may not be longer than ${MAX_PASSWORD_LENGTH} characters`,
  }),
);
const name = z.string({ error: AUTH_MESSAGES.name }).check(
  z.trim(),
  z.minLength(MIN_NAME_LENGTH, { error: AUTH_MESSAGES.name }),
  z.maxLength(MAX_NAME_LENGTH, {
    error: `Name may not be longer than ${MAX_NAME_LENGTH} characters`,
  }),
);

/** POST /api/login body. */
export const loginRequestSchema = requestObject({ email: emailField, password: passwordField });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/register body (what the server receives: no confirmPassword). */
export const registerRequestSchema = requestObject({
  name,
  email: emailField,
  password: passwordField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus confirmPassword, which must match. */
export const registerFormSchema = z
  .object({
    name,
    email: emailField,
    password: passwordField,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.password })
      .check(z.minLength(MIN_PASSWORD_LENGTH, { error: AUTH_MESSAGES.password })),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: AUTH_MESSAGES.passwordsMismatch,
      path: ['confirmPassword'],
    }),
  );

export const ROLES = ['admin', 'user'] as const;

/** A user as the server sends it (SPEC section 7: roles[] each with name). */
const apiUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.object({ name: z.string() })),
  created_at: z.optional(z.string()),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

/** 200 from POST /api/login. */
export const loginResponseSchema = z.object({ user: apiUserSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * 201 from POST /api/register (SPEC: body unused by the client). The same for a new and a taken
 * address (issue 18), so it carries no account.
 */
export const registerResponseSchema = z.object({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** 200 from GET /api/me. */
export const meResponseSchema = z.object({ data: apiUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** 200 from POST /api/logout: { message: 'Logged out.' }. */
export const logoutResponseSchema = z.object({ message: z.string() });

/** The stored session's user record (contract/session.ts) for a signed-in API user. */
export function toStoredUser(user: ApiUser): StoredUser {
  const stored: StoredUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.roles[0]?.name ?? 'user',
  };
  if (user.created_at) stored.created_at = user.created_at;
  return stored;
}
