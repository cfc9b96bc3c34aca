import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureMessage, fieldMessages } from '../contract/api-failure';
import {
  DEFAULT_PREFERENCES,
  LANGUAGES,
  TOUR_TYPES,
  profileFormValues,
  toProfileUpdate,
  validateProfile,
  type Preferences,
  type Profile,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
  type ProfileUpdate,
} from '../contract/profile';

export const PROFILE_FIELDS = ['name', 'email', 'phone', 'date_of_birth'] as const;

/** The fixed texts of the failure states; the server's message wins when it sent one. */
export const PROFILE_FAILURES = {
  load: 'We could not load your profile.',
  save: 'Your profile could not be saved.',
  preferences: 'Your preferences could not be saved.',
} as const;

const EMPTY_VALUES: ProfileFormValues = { name: '', email: '', phone: '', date_of_birth: '' };

/**
 * The stored preferences as the form's choices: a value the form does not offer (the server
 * keeps strings) falls back to the default, so the selects never show a blank.
 */
export function toPreferences(stored: Profile['preferences']): Preferences {
  const tourType = TOUR_TYPES.find((t) => t.value === stored.tour_type)?.value;
  const language = LANGUAGES.find((l) => l.value === stored.language)?.value;
  return {
    tour_type: tourType ?? DEFAULT_PREFERENCES.tour_type,
    notifications: stored.notifications,
    newsletter: stored.newsletter,
    language: language ?? DEFAULT_PREFERENCES.language,
  };
}

/** A 422's per-field messages (first one each), limited to the form's fields. */
const serverFieldErrors = (error: unknown): ProfileErrors => fieldMessages(error, PROFILE_FIELDS);

export interface ProfileInput {
  /** 'yyyy-mm-dd': a date of birth after it is refused. */
  today: string;
}

export interface ProfileContext {
  today: string;
  /** The profile as the server last answered it (what 'viewing' shows). */
  profile: Profile | null;
  loadError: string | null;
  /** The Personal Information form, as typed while editing. */
  values: ProfileFormValues;
  /** First message per field, shown under it (the client's rules or the server's 422). */
  errors: ProfileErrors;
  /** Why the last save failed when no field is to blame (offline, server error). */
  saveError: string | null;
  /** The Preferences choices, saved with Update Preferences. */
  preferences: Preferences;
  preferencesError: string | null;
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.edit' }
  | { type: 'profile.change'; field: ProfileField; value: string }
  | { type: 'profile.save' }
  | { type: 'profile.cancel' }
  | { type: 'preferences.change'; field: 'tour_type' | 'language'; value: string }
  | { type: 'preferences.change'; field: 'notifications' | 'newsletter'; value: boolean }
  | { type: 'preferences.save' };

type PreferencesChange = Extract<ProfileEvent, { type: 'preferences.change' }>;

/**
 * My Account > Profile (SPEC 2 'My Account dashboard', issue 6): GET /api/my/profile, then two
 * independent regions. Personal Information is read-only until Edit Profile; Save checks the
 * contract's rules (the server's) and PUTs; a 422 (e-mail taken) lands under the fields; the
 * new name and e-mail reach the session so the header and sidebar follow. Preferences save with
 * PUT /api/my/preferences; a failure keeps the choices for another try.
 */
export const profileMachine = setup({
  types: {
    input: {} as ProfileInput,
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: {
    fetchProfile: fromPromise<Profile>(async () => {
      throw new Error('fetchProfile: provide via machine.provide');
    }),
    updateProfile: fromPromise<Profile, { update: ProfileUpdate }>(async () => {
      throw new Error('updateProfile: provide via machine.provide');
    }),
    updatePreferences: fromPromise<Profile, { preferences: Preferences }>(async () => {
      throw new Error('updatePreferences: provide via machine.provide');
    }),
  },
  actions: {
    assignProfile: assign((_, params: { profile: Profile }) => ({
      profile: params.profile,
      loadError: null,
    })),
    assignPreferencesFromProfile: assign((_, params: { profile: Profile }) => ({
      preferences: toPreferences(params.profile.preferences),
      preferencesError: null,
    })),
    /**
     * After a preferences save only the stored preferences change: the answer may have been
     * read before a Personal Information save running alongside committed, so its name and
     * e-mail are not taken over.
     */
    assignSavedPreferences: assign(({ context }, params: { profile: Profile }) => ({
      profile: context.profile
        ? { ...context.profile, preferences: params.profile.preferences }
        : params.profile,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessage(params.error, PROFILE_FAILURES.load),
    })),
    startEditing: assign(({ context }) => ({
      values: context.profile ? profileFormValues(context.profile) : EMPTY_VALUES,
      errors: {},
      saveError: null,
    })),
    assignField: assign(({ context }, params: { field: ProfileField; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [params.field]: params.value }, errors };
    }),
    assignValidationErrors: assign(({ context }) => ({
      errors: validateProfile(context.values, context.today),
    })),
    assignServerErrors: assign((_, params: { error: unknown }) => ({
      errors: serverFieldErrors(params.error),
    })),
    assignSaveError: assign((_, params: { error: unknown }) => ({
      saveError: failureMessage(params.error, PROFILE_FAILURES.save),
    })),
    clearSaveError: assign({ saveError: null }),
    /** Sending again: the client's rules pass, and the server judges the form anew. */
    clearErrors: assign({ errors: {}, saveError: null }),
    discardForm: assign({ values: EMPTY_VALUES, errors: {}, saveError: null }),
    assignPreference: assign(({ context }, params: PreferencesChange) => ({
      preferences: { ...context.preferences, [params.field]: params.value },
    })),
    assignPreferencesError: assign((_, params: { error: unknown }) => ({
      preferencesError: failureMessage(params.error, PROFILE_FAILURES.preferences),
    })),
    clearPreferencesError: assign({ preferencesError: null }),
    /* Effects the app supplies: */
    focusFirstInvalidField: () => {},
    notifyProfileSaved: (_, _params: { profile: Profile }) => {},
    /** Tells the session the signed-in user's new name and e-mail (header, sidebar). */
    updateSessionUser: (_, _params: { name: string; email: string }) => {},
    notifyPreferencesSaved: (_, _params: { profile: Profile }) => {},
  },
  guards: {
    isProfileValid: ({ context }) =>
      Object.keys(validateProfile(context.values, context.today)).length === 0,
    hasFieldErrors: (_, params: { error: unknown }) =>
      Object.keys(serverFieldErrors(params.error)).length > 0,
  },
}).createMachine({
  id: 'profile',
  description:
    "My Account's Profile: loads the profile, then two independent parallel regions, the personal details (view, edit, save) and the preferences (change, save).",
  context: ({ input }) => ({
    today: input.today,
    profile: null,
    loadError: null,
    values: EMPTY_VALUES,
    errors: {},
    saveError: null,
    preferences: DEFAULT_PREFERENCES,
    preferencesError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) },
            {
              type: 'assignPreferencesFromProfile',
              params: ({ event }) => ({ profile: event.output }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'profile.retry': 'loading' },
    },
    loaded: {
      type: 'parallel',
      states: {
        details: {
          initial: 'viewing',
          states: {
            viewing: {
              description: 'Personal Information read-only, with Edit Profile.',
              on: { 'profile.edit': { target: 'editing', actions: 'startEditing' } },
            },
            editing: {
              description: 'The form with Save and Cancel; errors sit under their fields.',
              tags: ['editing'],
              on: {
                'profile.change': {
                  actions: { type: 'assignField', params: ({ event }) => event },
                },
                'profile.save': [
                  { guard: 'isProfileValid', target: 'saving' },
                  { actions: ['assignValidationErrors', 'focusFirstInvalidField'] },
                ],
                'profile.cancel': { target: 'viewing', actions: 'discardForm' },
              },
            },
            saving: {
              description: 'PUT /api/my/profile; the form is disabled until it answers.',
              tags: ['editing', 'busy'],
              entry: 'clearErrors',
              invoke: {
                id: 'updateProfile',
                src: 'updateProfile',
                input: ({ context }) => ({ update: toProfileUpdate(context.values) }),
                onDone: {
                  target: 'viewing',
                  actions: [
                    { type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) },
                    'discardForm',
                    {
                      type: 'updateSessionUser',
                      params: ({ event }) => ({
                        name: event.output.name,
                        email: event.output.email,
                      }),
                    },
                    {
                      type: 'notifyProfileSaved',
                      params: ({ event }) => ({ profile: event.output }),
                    },
                  ],
                },
                onError: [
                  {
                    description: 'A 422 (the e-mail belongs to another account): under the fields.',
                    guard: {
                      type: 'hasFieldErrors',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'editing',
                    actions: [
                      {
                        type: 'assignServerErrors',
                        params: ({ event }) => ({ error: event.error }),
                      },
                      'focusFirstInvalidField',
                    ],
                  },
                  {
                    target: 'saveFailed',
                    actions: {
                      type: 'assignSaveError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
            saveFailed: {
              description: 'The save failed for no field: an alert over the kept form, Save again.',
              tags: ['editing', 'saveFailed'],
              on: {
                'profile.change': {
                  target: 'editing',
                  actions: [
                    { type: 'assignField', params: ({ event }) => event },
                    'clearSaveError',
                  ],
                },
                // The form passed the rules on its way to saving and has not changed since.
                'profile.save': 'saving',
                'profile.cancel': { target: 'viewing', actions: 'discardForm' },
              },
            },
          },
        },
        preferences: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'preferences.change': {
                  actions: { type: 'assignPreference', params: ({ event }) => event },
                },
                'preferences.save': 'saving',
              },
            },
            saving: {
              description: 'PUT /api/my/preferences; the choices are disabled until it answers.',
              tags: ['preferencesBusy'],
              invoke: {
                id: 'updatePreferences',
                src: 'updatePreferences',
                input: ({ context }) => ({ preferences: context.preferences }),
                onDone: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'assignPreferencesFromProfile',
                      params: ({ event }) => ({ profile: event.output }),
                    },
                    {
                      type: 'assignSavedPreferences',
                      params: ({ event }) => ({ profile: event.output }),
                    },
                    {
                      type: 'notifyPreferencesSaved',
                      params: ({ event }) => ({ profile: event.output }),
                    },
                  ],
                },
                onError: {
                  target: 'saveFailed',
                  actions: {
                    type: 'assignPreferencesError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            saveFailed: {
              description: 'An alert over the kept choices; Update Preferences tries again.',
              tags: ['preferencesFailed'],
              on: {
                'preferences.change': {
                  target: 'idle',
                  actions: [
                    { type: 'assignPreference', params: ({ event }) => event },
                    'clearPreferencesError',
                  ],
                },
                'preferences.save': { target: 'saving', actions: 'clearPreferencesError' },
              },
            },
          },
        },
      },
    },
  },
});

export type ProfileActorRef = ActorRefFrom<typeof profileMachine>;
export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;
