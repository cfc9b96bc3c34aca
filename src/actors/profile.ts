import { fromPromise } from 'xstate';
import type { Preferences, Profile, ProfileUpdate } from '../../contract/profile';
import {
  getProfile,
  updatePreferences as putPreferences,
  updateProfile as putProfile,
} from '../api/profile';

/** GET /api/my/profile; leaving the loading state aborts the request. */
export const fetchProfile = fromPromise<Profile>(({ signal }) => getProfile(signal));

/** PUT /api/my/profile with the validated form. */
export const updateProfile = fromPromise<Profile, { update: ProfileUpdate }>(({ input, signal }) =>
  putProfile(input.update, signal),
);

/** PUT /api/my/preferences. */
export const updatePreferences = fromPromise<Profile, { preferences: Preferences }>(
  ({ input, signal }) => putPreferences(input.preferences, signal),
);
