import { createActor, type NonReducibleUnknown } from 'xstate';
import type {
  Preferences,
  Profile,
  ProfileFormValues,
  ProfileUpdate,
} from '../../contract/profile';
import { profileFormActor, profileMachine } from '../../machines/profile-machine';
import { controllable } from '../support/controllable';
import { fakeForm } from './edit-fixture';

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

/**
 * The profile machine with fake I/O that waits to be answered (`loads`, `saves` (the form's
 * PUT), `prefSaves` hold the open requests) and the effects it asked the app for, in order;
 * `form()` is the Personal Information form while it is open, and `change`, `save` and `cancel`
 * are what its inputs and buttons send it.
 */
export function startProfile() {
  const loads = controllable<Profile, NonReducibleUnknown>();
  const prefSaves = controllable<Profile, { preferences: Preferences }>();
  const effects: Array<{ type: string } & Record<string, unknown>> = [];
  const profileForm = fakeForm<Profile, ProfileUpdate>(() => effects.push({ type: 'focus' }));
  const actor = createActor(
    profileMachine.provide({
      actors: {
        fetchProfile: loads.logic,
        profileForm: profileForm.logic,
        updatePreferences: prefSaves.logic,
      },
      actions: {
        notifyProfileSaved: (_, { profile }) => effects.push({ type: 'profileSaved', profile }),
        updateSessionUser: (_, user) => effects.push({ type: 'session', ...user }),
        notifyPreferencesSaved: (_, { profile }) =>
          effects.push({ type: 'preferencesSaved', profile }),
      },
    }),
    { input: { today: TODAY } },
  ).start();
  const form = () => profileFormActor(actor.getSnapshot());
  return {
    actor,
    loads: loads.calls,
    saves: profileForm.saves,
    prefSaves: prefSaves.calls,
    effects,
    form,
    change: (field: keyof ProfileFormValues, value: string) =>
      form()?.send({ type: 'draft.edit', edit: { field, value } }),
    save: () => form()?.send({ type: 'draft.save' }),
    cancel: () => form()?.send({ type: 'draft.cancel' }),
  };
}
