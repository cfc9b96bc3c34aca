import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { failureMessage, fieldMessages } from '../contract/api-failure';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_SECURITY_SETTINGS,
  SETTINGS_SECTIONS,
  settingsSchema,
  type GeneralSettings,
  type NotificationSettings,
  type Settings,
  type SettingsSection,
} from '../contract/settings';

/**
 * What the form holds: the settings document, except that password expiry is the text in its
 * number box (it may be '' or '-1' while the admin types; the schema judges it on save).
 */
export interface SettingsDraft {
  general: GeneralSettings;
  notifications: NotificationSettings;
  security: { twoFactorAuth: boolean; passwordExpiry: string; ipRestriction: boolean };
}

/** The on/off settings, by their dotted path (the server's 422 keys use the same paths). */
export type SwitchField =
  | `notifications.${keyof NotificationSettings}`
  | 'security.twoFactorAuth'
  | 'security.ipRestriction';

/** First message per dotted field path ('general.email', 'security.passwordExpiry'). */
export type SettingsErrors = Record<string, string>;

export interface SettingsContext {
  draft: SettingsDraft;
  errors: SettingsErrors;
  /** The open tab; a failed save opens the tab of the first field in error. */
  tab: SettingsSection;
  /** Why the settings could not be loaded (the API's message), null otherwise. */
  loadError: string | null;
}

export type SettingsEvent =
  | { type: 'settings.retry' }
  | { type: 'tab.select'; tab: SettingsSection }
  | { type: 'general.change'; field: keyof GeneralSettings; value: string }
  | { type: 'switch.toggle'; field: SwitchField; checked: boolean }
  | { type: 'passwordExpiry.change'; value: string }
  | { type: 'settings.save' };

export const EMPTY_SETTINGS_DRAFT: SettingsDraft = {
  general: { companyName: '', email: '', phone: '', address: '', website: '' },
  notifications: DEFAULT_NOTIFICATION_SETTINGS,
  security: {
    ...DEFAULT_SECURITY_SETTINGS,
    passwordExpiry: String(DEFAULT_SECURITY_SETTINGS.passwordExpiry),
  },
};

export function toDraft(settings: Settings): SettingsDraft {
  return {
    general: settings.general,
    notifications: settings.notifications,
    security: { ...settings.security, passwordExpiry: String(settings.security.passwordExpiry) },
  };
}

/** The box's text as a number; empty or unreadable text becomes NaN, which the schema refuses. */
function expiryDays(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The draft checked with the contract's schema (the one the server applies to the PUT). */
export function parseDraft(draft: SettingsDraft) {
  return settingsSchema.safeParse({
    ...draft,
    security: { ...draft.security, passwordExpiry: expiryDays(draft.security.passwordExpiry) },
  });
}

export function validateDraft(draft: SettingsDraft): SettingsErrors {
  const result = parseDraft(draft);
  if (result.success) return {};
  const errors: SettingsErrors = {};
  for (const issue of result.error.issues) {
    errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  }
  return errors;
}

const serverErrors = (error: unknown): SettingsErrors => fieldMessages(error);

/** The sections (tabs) holding a field in error, in tab order. */
export function sectionsWithErrors(errors: SettingsErrors): SettingsSection[] {
  const paths = Object.keys(errors);
  return SETTINGS_SECTIONS.filter((section) =>
    paths.some((path) => path === section || path.startsWith(`${section}.`)),
  );
}

/** The tab holding the first field in error, if any. */
export function tabWithError(errors: SettingsErrors): SettingsSection | undefined {
  return sectionsWithErrors(errors)[0];
}

function switchPath(field: SwitchField): ['notifications' | 'security', string] {
  return field.split('.') as ['notifications' | 'security', string];
}

/** Whether the switch at `field` is on in the draft. */
export function isSwitchOn(draft: SettingsDraft, field: SwitchField): boolean {
  const [section, key] = switchPath(field);
  return (draft[section] as Record<string, unknown>)[key] === true;
}

function withoutError(errors: SettingsErrors, path: string): SettingsErrors {
  const { [path]: _cleared, ...rest } = errors;
  return rest;
}

/**
 * Admin settings (SPEC 2 'Settings', 3, 5): loaded from GET /api/admin/settings, edited in the
 * General, Notifications and Security tabs, checked with the contract's schema and stored with
 * PUT. A refused save keeps what was typed and shows the server's messages under the fields.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
  },
  actors: {
    fetchSettings: fromPromise<Settings>(async () => {
      throw new Error('fetchSettings: provide via machine.provide');
    }),
    saveSettings: fromPromise<Settings, { settings: Settings }>(async () => {
      throw new Error('saveSettings: provide via machine.provide');
    }),
  },
  actions: {
    assignSettings: assign((_, params: { settings: Settings }) => ({
      draft: toDraft(params.settings),
      errors: {},
      loadError: null,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessage(params.error, 'Failed to load settings.'),
    })),
    assignTab: assign((_, params: { tab: SettingsSection }) => ({ tab: params.tab })),
    assignGeneral: assign(
      ({ context }, params: { field: keyof GeneralSettings; value: string }) => ({
        draft: {
          ...context.draft,
          general: { ...context.draft.general, [params.field]: params.value },
        },
        errors: withoutError(context.errors, `general.${params.field}`),
      }),
    ),
    assignSwitch: assign(({ context }, params: { field: SwitchField; checked: boolean }) => {
      const [section, key] = switchPath(params.field);
      return {
        draft: {
          ...context.draft,
          [section]: { ...context.draft[section], [key]: params.checked },
        },
        errors: withoutError(context.errors, params.field),
      };
    }),
    assignPasswordExpiry: assign(({ context }, params: { value: string }) => ({
      draft: {
        ...context.draft,
        security: { ...context.draft.security, passwordExpiry: params.value },
      },
      errors: withoutError(context.errors, 'security.passwordExpiry'),
    })),
    assignValidationErrors: assign(({ context }) => ({ errors: validateDraft(context.draft) })),
    assignServerErrors: assign((_, params: { error: unknown }) => ({
      errors: serverErrors(params.error),
    })),
    openTabWithError: assign(({ context }) => ({
      tab: tabWithError(context.errors) ?? context.tab,
    })),
    /* Effects the app supplies: */
    notifySaved: (_, _params: { settings: Settings }) => {},
    notifySaveFailed: (_, _params: { error: unknown }) => {},
    notifyInvalid: () => {},
    focusFirstInvalidField: () => {},
  },
  guards: {
    isValid: ({ context }) => parseDraft(context.draft).success,
  },
}).createMachine({
  id: 'settings',
  description:
    'Admin settings: loaded, edited in the General, Notifications and Security tabs, checked with the contract schema and saved.',
  context: { draft: EMPTY_SETTINGS_DRAFT, errors: {}, tab: 'general', loadError: null },
  initial: 'loading',
  on: {
    'tab.select': { actions: { type: 'assignTab', params: ({ event }) => event } },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchSettings',
        src: 'fetchSettings',
        onDone: {
          target: 'editing',
          actions: { type: 'assignSettings', params: ({ event }) => ({ settings: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'settings.retry': 'loading' },
    },
    editing: {
      tags: ['editing'],
      on: {
        'general.change': { actions: { type: 'assignGeneral', params: ({ event }) => event } },
        'switch.toggle': { actions: { type: 'assignSwitch', params: ({ event }) => event } },
        'passwordExpiry.change': {
          actions: { type: 'assignPasswordExpiry', params: ({ event }) => event },
        },
        'settings.save': [
          { guard: 'isValid', target: 'saving' },
          {
            actions: [
              'assignValidationErrors',
              'openTabWithError',
              'notifyInvalid',
              'focusFirstInvalidField',
            ],
          },
        ],
      },
    },
    saving: {
      description: 'Fields and Save Changes are disabled while PUT /api/admin/settings runs.',
      tags: ['editing', 'saving'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        // The guard let only a valid draft in; the parsed (trimmed) values are what is sent.
        input: ({ context }) => ({ settings: parseDraft(context.draft).data as Settings }),
        onDone: {
          target: 'editing',
          description: 'The server answers with what it stored; the form shows exactly that.',
          actions: [
            { type: 'assignSettings', params: ({ event }) => ({ settings: event.output }) },
            { type: 'notifySaved', params: ({ event }) => ({ settings: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'assignServerErrors', params: ({ event }) => ({ error: event.error }) },
            'openTabWithError',
            { type: 'notifySaveFailed', params: ({ event }) => ({ error: event.error }) },
            'focusFirstInvalidField',
          ],
        },
      },
    },
  },
});

export type SettingsActorRef = ActorRefFrom<typeof settingsMachine>;
