import type { Context } from 'hono';
import { AUTH_MESSAGES } from '../../contract/auth';
import { validationError } from '../http/responses';
import { COMMON_PASSWORDS } from './common-passwords-list';

/*
 * The 10,000 most common passwords (common-passwords-list.ts), shipped with the project so
 * nothing is fetched at run time. A new password on that list is refused wherever one is set:
 * registration, password change and password reset.
 */

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common;
}

/** Whether `password` is one of the list, ignoring case and Unicode compatibility forms. */
function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}

/** A 422 on `field` when the new password is too common; null when it may be used. */
export function refuseCommonPassword(c: Context, password: string, field = 'password') {
  return isCommonPassword(password)
    ? validationError(c, { [field]: [AUTH_MESSAGES.commonPassword] })
    : null;
}
