import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureMessage, fieldMessages, type FieldMessages } from '../contract/api-failure';
import {
  DEFAULT_PREFERENCES,
  LANGUAGES,
  TOUR_TYPES,
  profileFormValues,
  toProfileUpdate,
  validateProfile,
  type Preferences,
  type Profile,
  type ProfileFormValues,
  type ProfileUpdate,
} from '../contract/profile';
import {
  editActor,
  editMachine,
  setField,
  type EditActorRef,
  type EditRules,
  type FieldEdit,
} from './edit-machine';

const PROFILE_FIELDS = ['name', 'email', 'phone', 'date_of_birth'] as const;

/** The fixed texts of the failure states; the server's message wins when it sent one. */
export const PROFILE_FAILURES = {
  load: 'We could not load your profile.',
  save: 'Your profile could not be saved.',
  preferences: 'Your preferences could not be saved.',
} as const;

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

/** The Personal Information form's types (machines/edit-machine.ts). */
export interface ProfileForm {
  values: ProfileFormValues;
  edit: FieldEdit<ProfileFormValues>;
  request: ProfileUpdate;
  output: Profile;
}

/**
 * The Personal Information form's rules: the contract's (the server's), with today for the date
 * of birth; a 422 (the e-mail belongs to another account) lands under the form's own fields.
 */
export function profileForm(today: string): EditRules<ProfileForm> {
  return {
    edit: setField,
    validate: (values): FieldMessages => validateProfile(values, today),
    request: toProfileUpdate,
    serverErrors: (error) => fieldMessages(error, PROFILE_FIELDS),
    failureMessage: PROFILE_FAILURES.save,
  };
}

export interface ProfileInput {
  /** 'yyyy-mm-dd': a date of birth after it is refused. */
  today: string;
}

export interface ProfileContext {
  /** 'yyyy-mm-dd': a date of birth after it is refused. */
  today: string;
  /** The profile as the server last answered it (what 'viewing' shows). */
  profile: Profile | null;
  loadError: string | null;
  /** The Preferences choices, saved with Update Preferences. */
  preferences: Preferences;
  preferencesError: string | null;
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.edit' }
  | { type: 'preferences.change'; field: 'tour_type' | 'language'; value: string }
  | { type: 'preferences.change'; field: 'notifications' | 'newsletter'; value: boolean }
  | { type: 'preferences.save' }
  /* The Personal Information form's reports (EditReport<ProfileForm>): */
  | { type: 'edit.saved'; output: ProfileForm['output'] }
  | { type: 'edit.cancelled' };

type PreferencesChange = Extract<ProfileEvent, { type: 'preferences.change' }>;

/**
 * My Account > Profile (SPEC 2 'My Account dashboard', issue 6): GET /api/my/profile, then two
 * independent regions. Personal Information is read-only until Edit Profile opens its form (an
 * edit machine, `profileForm`: the contract's rules, PUT, a 422 such as e-mail taken under the
 * fields, an alert with Save again for any other failure); once saved, the new name and e-mail
 * reach the session so the header and sidebar follow. Preferences save with
 * PUT /api/my/preferences; a failure keeps the choices for another try.
 */
export const profileMachine = setup({
  types: {
    input: {} as ProfileInput,
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    children: {} as {
      fetchProfile: 'fetchProfile';
      profileForm: 'profileForm';
      updatePreferences: 'updatePreferences';
    },
  },
  actors: {
    fetchProfile: fromPromise<Profile>(async () => {
      throw new Error('fetchProfile: provide via machine.provide');
    }),
    /** Personal Information; the app provides its PUT and focus. */
    profileForm: editMachine,
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
    assignPreference: assign(({ context }, params: PreferencesChange) => ({
      preferences: { ...context.preferences, [params.field]: params.value },
    })),
    assignPreferencesError: assign((_, params: { error: unknown }) => ({
      preferencesError: failureMessage(params.error, PROFILE_FAILURES.preferences),
    })),
    clearPreferencesError: assign({ preferencesError: null }),
    /* Effects the app supplies: */
    notifyProfileSaved: (_, _params: { profile: Profile }) => {},
    /** Tells the session the signed-in user's new name and e-mail (header, sidebar). */
    updateSessionUser: (_, _params: { name: string; email: string }) => {},
    notifyPreferencesSaved: (_, _params: { profile: Profile }) => {},
  },
}).createMachine({
  id: 'profile',
  description:
    "My Account's Profile: loads the profile, then two independent parallel regions, the personal details (view; Edit Profile opens the `profileForm` edit machine) and the preferences (change, save).",
  context: ({ input }) => ({
    today: input.today,
    profile: null,
    loadError: null,
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
              on: { 'profile.edit': 'editing' },
            },
            editing: {
              description:
                'The form (`profileForm`) with Save and Cancel; errors sit under their fields.',
              tags: ['editing'],
              invoke: {
                id: 'profileForm',
                src: 'profileForm',
                input: ({ context }) => ({
                  rules: profileForm(context.today),
                  values: profileFormValues(context.profile!),
                }),
              },
              on: {
                'edit.saved': {
                  target: 'viewing',
                  actions: [
                    { type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) },
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
                'edit.cancelled': 'viewing',
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
export type ProfileFormRef = EditActorRef<ProfileForm>;

/** The Personal Information form while it is open. */
export const profileFormActor = (snapshot: ProfileSnapshot) =>
  editActor<ProfileForm>(snapshot.children.profileForm);
