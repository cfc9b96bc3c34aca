import { z } from 'zod/mini';
import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH } from './auth';
import { requestObject } from './input';
import { PROFILE_MESSAGES } from './profile';
import { twoFactorCodeField, type TwoFactorStatus } from './two-factor';

/**
 * Turning two-factor sign-in off for one's own admin account (issue 18), on /admin/two-factor.
 * Not re-exported from contract/index.ts; only that page and the server import it.
 *
 * POST /api/admin/two-factor/disable { current_password, code } -> { data: TwoFactorStatus }
 * - 422 `current_password` (wrong password) or `code` (wrong code; a recovery code is spent)
 * - 409 `notEnabled`, or `required` while Settings > Security requires two-factor for admins
 * - 429 like the sign-in's code step (the same throttle)
 * Recorded in the admin audit log (`two_factor.disable`).
 */

export const TWO_FACTOR_DISABLE_MESSAGES = {
  required:
    'Two-factor authentication is required for every admin (Settings > Security), so it cannot be turned off. Turn that setting off first.',
  notEnabled: 'Two-factor authentication is not on.',
  currentPassword: PROFILE_MESSAGES.currentPassword,
  disabled: 'Two-factor authentication is off',
} as const;

export const disableTwoFactorRequestSchema = requestObject({
  current_password: z
    .string({ error: AUTH_MESSAGES.password })
    .check(
      z.minLength(1, { error: PROFILE_MESSAGES.currentPasswordRequired }),
      z.maxLength(MAX_PASSWORD_LENGTH, { error: PROFILE_MESSAGES.currentPassword }),
    ),
  code: twoFactorCodeField,
});
export type DisableTwoFactorRequest = z.infer<typeof disableTwoFactorRequestSchema>;

/** What the disable answers: the admin's status afterwards. */
export type DisableTwoFactorResponse = { data: TwoFactorStatus };
