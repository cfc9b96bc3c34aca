import { z } from 'zod/mini';
import { AUTH_MESSAGES, emailField, MIN_PASSWORD_LENGTH, passwordField } from './auth';
import { requestObject } from './input';

/*
 * Account recovery and verified e-mail (issue 15). Not re-exported from contract/index.ts: only
 * the recovery pages and My Account's banner use it, and they load on demand.
 *
 * POST /api/forgot-password   { email }                                    -> 200 { message }
 *      the same answer whether or not the address has an account; 429 when rate-limited
 * POST /api/reset-password    { token, password, password_confirmation }  -> 200 { message }
 *      422 { errors: { token } } when the link is invalid, used or expired; every session ends
 * POST /api/verify-email      { token }                  -> 200 { message, data: VerifyEmailResult }
 *      422 { errors: { token } } when the link is invalid, used or expired
 * POST /api/my/verify-email/resend (signed in)           -> 200 { message }
 *      409 when already verified; 429 when rate-limited
 */

export const ACCOUNT_MESSAGES = {
  resetRequested:
    'If an account exists for that address, we have sent a link to reset its password. The link expires in 1 hour.',
  resetThrottled: 'Too many reset requests. Please wait a few minutes and try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can now log in with the new password.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your e-mail address is verified.',
  verificationSent: 'We have sent a new verification link to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already verified.',
  resendThrottled: 'Too many verification e-mails. Please wait a few minutes and try again.',
} as const;

/** How long a link works; the e-mails state these figures. */
export const RESET_LINK_HOURS = 1;
export const VERIFY_LINK_DAYS = 7;

/** Longer than any token we issue (43 characters); a longer one is refused before hashing. */
const MAX_TOKEN_LENGTH = 200;

const token = z
  .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
  .check(
    z.minLength(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
    z.maxLength(MAX_TOKEN_LENGTH, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
  );

/** POST /api/forgot-password body, and the form. */
export const forgotPasswordRequestSchema = requestObject({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The reset form's fields (the token comes from the link): registration's rules (SPEC 5). */
export const resetPasswordFormSchema = z
  .object({
    password: passwordField,
    password_confirmation: z
      .string({ error: AUTH_MESSAGES.password })
      .check(z.minLength(MIN_PASSWORD_LENGTH, { error: AUTH_MESSAGES.password })),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      error: AUTH_MESSAGES.passwordsMismatch,
      path: ['password_confirmation'],
    }),
  );

/** POST /api/reset-password body. */
export const resetPasswordRequestSchema = requestObject({
  token,
  password: passwordField,
  password_confirmation: z.string({ error: AUTH_MESSAGES.password }),
}).check(
  z.refine((v) => v.password === v.password_confirmation, {
    error: AUTH_MESSAGES.passwordsMismatch,
    path: ['password_confirmation'],
  }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/verify-email body. */
export const verifyEmailRequestSchema = requestObject({
  token: z
    .string({ error: ACCOUNT_MESSAGES.verifyLinkInvalid })
    .check(
      z.minLength(1, { error: ACCOUNT_MESSAGES.verifyLinkInvalid }),
      z.maxLength(MAX_TOKEN_LENGTH, { error: ACCOUNT_MESSAGES.verifyLinkInvalid }),
    ),
});

/** What the verification page shows: the address, and how many guest bookings it claimed. */
const verifyEmailResultSchema = z.object({
  email: z.string(),
  claimed_bookings: z.number(),
});
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  data: verifyEmailResultSchema,
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** 200 from forgot-password, reset-password and resend. */
export const accountMessageResponseSchema = z.object({ message: z.string() });
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;
