import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../contract';
import {
  passwordChangeSchema,
  preferencesSchema,
  profileDateProblem,
  profileUpdateSchema,
  PROFILE_MESSAGES,
  type ProfileResponse,
} from '../../contract/profile';
import { clearPasswordAttempts, takePasswordAttempt } from '../account/password-limit';
import { takeHashingAttempt } from '../auth/password-limits';
import {
  changePassword,
  loadProfile,
  storedPasswordHash,
  updatePreferences,
  updateProfile,
} from '../account/profile';
import { refuseCommonPassword } from '../auth/common-passwords';
import { requireAuth } from '../auth/middleware';
import { verifyPassword } from '../auth/password';
import { isoDate } from '../catalog/dates';
import type { AppEnv } from '../http/env';
import { parseJsonBody, validationError } from '../http/responses';

/** My Account: profile, preferences and password of the signed-in user (contract/profile.ts). */
export const myProfileRoutes = new Hono<AppEnv>();

myProfileRoutes.use('/my/profile', requireAuth);
myProfileRoutes.use('/my/preferences', requireAuth);
myProfileRoutes.use('/my/password', requireAuth);

myProfileRoutes.get('/my/profile', async (c) => {
  const body: ProfileResponse = {
    data: await loadProfile(c.var.services.db, c.var.auth.user.id),
  };
  return c.json(body);
});

myProfileRoutes.put('/my/profile', async (c) => {
  const parsed = await parseJsonBody(c, profileUpdateSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock, config } = c.var.services;
  const now = clock();
  const dateProblem = profileDateProblem(parsed.data.date_of_birth, isoDate(now));
  if (dateProblem) return validationError(c, { date_of_birth: [dateProblem] });

  const userId = c.var.auth.user.id;
  if (
    (await updateProfile(db, userId, parsed.data, { now, siteUrl: config.publicUrl })) ===
    'emailTaken'
  ) {
    return validationError(c, { email: [AUTH_MESSAGES.emailTaken] });
  }
  const body: ProfileResponse = { data: await loadProfile(db, userId) };
  return c.json(body);
});

myProfileRoutes.put('/my/preferences', async (c) => {
  const parsed = await parseJsonBody(c, preferencesSchema);
  if (!parsed.ok) return parsed.response;
  const { db, clock } = c.var.services;
  const userId = c.var.auth.user.id;
  await updatePreferences(db, userId, parsed.data, clock());
  const body: ProfileResponse = { data: await loadProfile(db, userId) };
  return c.json(body);
});

myProfileRoutes.put('/my/password', async (c) => {
  const parsed = await parseJsonBody(c, passwordChangeSchema);
  if (!parsed.ok) return parsed.response;
  const common = refuseCommonPassword(c, parsed.data.password);
  if (common) return common;
  // Counted and checked in one atomic step, before any hashing.
  const refusal = (await takePasswordAttempt(c)) ?? (await takeHashingAttempt(c));
  if (refusal) return refusal;

  const { db, clock } = c.var.services;
  const { user, tokenId } = c.var.auth;
  const current = await storedPasswordHash(db, user.id);
  if (!(await verifyPassword(parsed.data.current_password, current))) {
    return validationError(c, { current_password: [PROFILE_MESSAGES.currentPassword] });
  }
  await clearPasswordAttempts(c);
  await changePassword(db, { userId: user.id, tokenId }, parsed.data.password, clock());
  return c.json({ message: PROFILE_MESSAGES.passwordChanged });
});
