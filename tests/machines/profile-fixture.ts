import { createActor, fromPromise } from 'xstate';
import type { Preferences, Profile, ProfileUpdate } from '../../contract/profile';
import { profileMachine } from '../../machines/profile-machine';

export const TODAY = '2026-11-22';

/** A profile as GET /api/my/profile answers it; override what a test cares about. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    phone: '+92 300 1234567',
    date_of_birth: '1990-04-12',
    member_since: '2025-01-15T09:30:00.000Z',
    preferences: { tour_type: 'trek', notifications: true, newsletter: false, language: 'en' },
    ...overrides,
  };
}

/** What an ApiError looks like to the machine: a status, a message, a 422's field errors. */
export function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return Object.assign(new Error(message), { status, fieldErrors });
}

export interface Pending<T, I = undefined> {
  input: I;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * The profile machine with fake I/O that waits to be answered (`loads`, `saves`, `prefSaves`
 * hold the open requests) and the effects it asked the app for, in order.
 */
export function startProfile() {
  const loads: Array<Pending<Profile>> = [];
  const saves: Array<Pending<Profile, { update: ProfileUpdate }>> = [];
  const prefSaves: Array<Pending<Profile, { preferences: Preferences }>> = [];
  const effects: Array<{ type: string } & Record<string, unknown>> = [];
  const actor = createActor(
    profileMachine.provide({
      actors: {
        fetchProfile: fromPromise<Profile>(
          () => new Promise((resolve, reject) => loads.push({ input: undefined, resolve, reject })),
        ),
        updateProfile: fromPromise<Profile, { update: ProfileUpdate }>(
          ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
        ),
        updatePreferences: fromPromise<Profile, { preferences: Preferences }>(
          ({ input }) =>
            new Promise((resolve, reject) => prefSaves.push({ input, resolve, reject })),
        ),
      },
      actions: {
        focusFirstInvalidField: () => effects.push({ type: 'focus' }),
        notifyProfileSaved: (_, { profile }) => effects.push({ type: 'profileSaved', profile }),
        updateSessionUser: (_, user) => effects.push({ type: 'session', ...user }),
        notifyPreferencesSaved: (_, { profile }) =>
          effects.push({ type: 'preferencesSaved', profile }),
      },
    }),
    { input: { today: TODAY } },
  ).start();
  return { actor, loads, saves, prefSaves, effects };
}
