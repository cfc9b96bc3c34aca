/*
 * The three recovery pages, one chunk: every chunk a route loads is named in the first download
 * of / (its preload list), so the pages share theirs (tests/bundle).
 */
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { VerifyEmailPage } from './verify-email-page';
