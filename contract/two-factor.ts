import { z } from 'zod/mini';
import { loginResponseSchema } from './auth';
import { requestObject } from './input';

/**
 * Two-factor sign-in for admins (issue 18; TOTP, RFC 6238). Not re-exported from
 * contract/index.ts: the login page and the admin's enrolment page import it directly.
 *
 * - POST /api/login answers either a signed-in `LoginResponse` (with `two_factor_setup_required`
 *   when the Security setting asks this admin to enrol first) or `{ two_factor: true, challenge }`.
 * - POST /api/login/two-factor { challenge, code } -> SignedInResponse; 401 wrong or expired; 429.
 * - GET /api/admin/two-factor -> { data: { enabled, required } }
 * - POST /api/admin/two-factor/setup -> { data: { secret, otpauth_url, qr_svg } } (409 if enabled)
 * - POST /api/admin/two-factor/confirm { code } -> { data: { recovery_codes } } (422 `code`)
 */

export const TWO_FACTOR_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app or a recovery code',
  invalidCode: 'That code is not valid. Please try again.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  setupRequired: 'Set up two-factor authentication to continue.',
  alreadyEnabled: 'Two-factor authentication is already on.',
  enableOwnFirst: 'Set up two-factor authentication for your own account first.',
} as const;

/** Six digits (TOTP), or a recovery code such as `k7m2p-9xq4d` (any case, hyphen optional). */
export const twoFactorCodeField = z
  .string({ error: TWO_FACTOR_MESSAGES.code })
  .check(
    z.trim(),
    z.regex(/^(\d{6}|[a-zA-Z0-9]{5}-?[a-zA-Z0-9]{5})$/, { error: TWO_FACTOR_MESSAGES.code }),
  );

/** Strict, and no control characters or lone surrogates in either text (issue 18's input rules). */
export const twoFactorLoginRequestSchema = requestObject({
  challenge: z.string().check(z.minLength(1), z.maxLength(100)),
  code: twoFactorCodeField,
});

/** The code form of the sign-in's second step and of the enrolment's confirmation. */
export const twoFactorCodeSchema = requestObject({ code: twoFactorCodeField });

const twoFactorChallengeSchema = z.object({
  two_factor: z.literal(true),
  challenge: z.string(),
});

/**
 * A signed-in answer of either step. `two_factor_setup_required`: the admin must enrol first;
 * `password_change_required`: their password has expired (Password Expiry) and must be changed
 * before /admin.
 */
export const signedInResponseSchema = z.extend(loginResponseSchema, {
  two_factor_setup_required: z.optional(z.boolean()),
  password_change_required: z.optional(z.boolean()),
});
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

/** What POST /api/login answers with 200. */
export const loginStepResponseSchema = z.union([twoFactorChallengeSchema, signedInResponseSchema]);
export type LoginStepResponse = z.infer<typeof loginStepResponseSchema>;

export const twoFactorStatusResponseSchema = z.object({
  data: z.object({ enabled: z.boolean(), required: z.boolean() }),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponseSchema>['data'];

export const twoFactorSetupResponseSchema = z.object({
  data: z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>['data'];

export const recoveryCodesResponseSchema = z.object({
  data: z.object({ recovery_codes: z.array(z.string()) }),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesResponseSchema>['data'];
