import { useActorRef } from '@xstate/react';
import { isoDay } from '../../../contract/bookings';
import { profileMachine } from '../../../machines/profile-machine';
import { fetchProfile, updatePreferences, updateProfile } from '../../actors/profile';
import { focusFirstInvalid } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { useSessionActor } from '../../session/session-context';
import { withInspector } from '../../dev/inspector';

/** The Personal Information <form>: focus goes to its first invalid field after a refused save. */
export const PROFILE_FORM_ID = 'profile-form';

export const PROFILE_TOASTS = {
  profileSaved: ['Profile Updated', 'Your personal information has been saved.'],
  preferencesSaved: ['Preferences Updated', 'Your preferences have been saved.'],
} as const;

/**
 * The Profile tab's actor with the real API, the toasts, the focus, and the session update that
 * puts the new name and e-mail in the header and sidebar.
 */
export function useProfileActor() {
  const session = useSessionActor();
  return useActorRef(
    profileMachine.provide({
      actors: { fetchProfile, updateProfile, updatePreferences },
      actions: {
        focusFirstInvalidField: () => focusFirstInvalid(PROFILE_FORM_ID),
        updateSessionUser: (_, { name, email }) =>
          session.send({ type: 'session.userUpdated', name, email }),
        notifyProfileSaved: () => showToast(...PROFILE_TOASTS.profileSaved, 'success'),
        notifyPreferencesSaved: () => showToast(...PROFILE_TOASTS.preferencesSaved, 'success'),
      },
    }),
    withInspector({ input: { today: isoDay(new Date()) } }),
  );
}
