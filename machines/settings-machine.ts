import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureMessage } from '../contract/api-failure';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_SECURITY_SETTINGS,
  IP_RESTRICTION_MESSAGES,
  SETTINGS_SECTIONS,
  settingsErrorPath,
  settingsSchema,
  type GeneralSettings,
  type NotificationSettings,
  type PaymentSettings,
  type Settings,
  type SettingsSection,
} from '../contract/settings';
import {
  editActor,
  editMachine,
  type EditActorRef,
  type EditRules,
  type Edited,
} from './edit-machine';

/**
 * What the form holds: the settings document, except that password expiry is the text in its
 * number box (it may be '' or '-1' while the admin types; the schema judges it on save) and the
 * IP allow-list is the text of its box, one address or range a line.
 */
export interface SettingsDraft {
  general: GeneralSettings;
  notifications: NotificationSettings;
  security: {
    twoFactorAuth: boolean;
    passwordExpiry: string;
    ipRestriction: boolean;
    ipAllowList: string;
  };
  /**
   * The bank account; the hold and the reminder's days are the text in their number boxes, like
   * password expiry.
   */
  payments: Omit<PaymentSettings, PaymentDaysField> & Record<PaymentDaysField, string>;
}

/** The Payments tab's number boxes (days; the checkout hold in minutes, the waitlist offer in hours). */
type PaymentDaysField =
  'transferHoldDays' | 'balanceReminderDays' | 'checkoutHoldMinutes' | 'waitlistOfferHours';

/** The bank account's text fields. */
export type BankField = Exclude<keyof PaymentSettings, PaymentDaysField>;

/** The on/off settings, by their dotted path (the server's 422 keys use the same paths). */
export type SwitchField =
  | `notifications.${keyof NotificationSettings}`
  | 'security.twoFactorAuth'
  | 'security.ipRestriction';

/** First message per dotted field path ('general.email', 'security.passwordExpiry'). */
export type SettingsErrors = Record<string, string>;

/** The settings form's types (machines/edit-machine.ts): the draft, its edits, the PUT and its answer. */
export interface SettingsForm {
  values: SettingsDraft;
  edit: SettingsEdit;
  request: Settings;
  output: Settings;
}

/** The form's edits: a General field, an on/off setting, the password expiry box. */
export type SettingsEdit =
  | { type: 'general.change'; field: keyof GeneralSettings; value: string }
  | { type: 'switch.toggle'; field: SwitchField; checked: boolean }
  | { type: 'passwordExpiry.change'; value: string }
  | { type: 'ipAllowList.change'; value: string }
  | { type: 'payments.change'; field: BankField; value: string }
  | { type: 'transferHoldDays.change'; value: string }
  | { type: 'balanceReminderDays.change'; value: string }
  | { type: 'waitlistOfferHours.change'; value: string }
  | { type: 'checkoutHoldMinutes.change'; value: string };

export interface SettingsContext {
  /** The settings as loaded: what the form starts from. */
  settings: Settings | null;
  /** The open tab; a refused save opens the tab of the first field in error. */
  tab: SettingsSection;
  /** Why the settings could not be loaded (the API's message), null otherwise. */
  loadError: string | null;
}

export type SettingsEvent =
  | { type: 'settings.retry' }
  | { type: 'tab.select'; tab: SettingsSection }
  /* The form's report of a refused save (EditReport<SettingsForm>): */
  | { type: 'edit.invalid'; errors: SettingsErrors };

const EMPTY_SETTINGS_DRAFT: SettingsDraft = {
  general: { companyName: '', email: '', phone: '', address: '', website: '' },
  notifications: DEFAULT_NOTIFICATION_SETTINGS,
  security: {
    ...DEFAULT_SECURITY_SETTINGS,
    passwordExpiry: String(DEFAULT_SECURITY_SETTINGS.passwordExpiry),
    ipAllowList: '',
  },
  payments: {
    ...DEFAULT_PAYMENT_SETTINGS,
    transferHoldDays: String(DEFAULT_PAYMENT_SETTINGS.transferHoldDays),
    balanceReminderDays: String(DEFAULT_PAYMENT_SETTINGS.balanceReminderDays),
    waitlistOfferHours: String(DEFAULT_PAYMENT_SETTINGS.waitlistOfferHours),
    checkoutHoldMinutes: String(DEFAULT_PAYMENT_SETTINGS.checkoutHoldMinutes),
  },
};

export function toDraft(settings: Settings): SettingsDraft {
  return {
    general: settings.general,
    notifications: settings.notifications,
    security: {
      ...settings.security,
      passwordExpiry: String(settings.security.passwordExpiry),
      ipAllowList: settings.security.ipAllowList.join('\n'),
    },
    payments: {
      ...settings.payments,
      transferHoldDays: String(settings.payments.transferHoldDays),
      balanceReminderDays: String(settings.payments.balanceReminderDays),
      waitlistOfferHours: String(settings.payments.waitlistOfferHours),
      checkoutHoldMinutes: String(settings.payments.checkoutHoldMinutes),
    },
  };
}

/** A number box's text as a number; empty or unreadable text becomes NaN, which the schema refuses. */
function boxNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The allow-list box's entries: one a line (commas and spaces separate too), blanks dropped. */
function allowListEntries(text: string): string[] {
  return text.split(/[\s,]+/).filter((entry) => entry !== '');
}

/** The draft checked with the contract's schema (the one the server applies to the PUT). */
function parseDraft(draft: SettingsDraft) {
  return settingsSchema.safeParse({
    ...draft,
    security: {
      ...draft.security,
      passwordExpiry: boxNumber(draft.security.passwordExpiry),
      ipAllowList: allowListEntries(draft.security.ipAllowList),
    },
    payments: {
      ...draft.payments,
      transferHoldDays: boxNumber(draft.payments.transferHoldDays),
      balanceReminderDays: boxNumber(draft.payments.balanceReminderDays),
      waitlistOfferHours: boxNumber(draft.payments.waitlistOfferHours),
      checkoutHoldMinutes: boxNumber(draft.payments.checkoutHoldMinutes),
    },
  });
}

export function validateDraft(draft: SettingsDraft): SettingsErrors {
  const result = parseDraft(draft);
  const errors: SettingsErrors = {};
  for (const issue of result.error?.issues ?? []) {
    errors[settingsErrorPath(issue.path)] ??= issue.message;
  }
  const { ipRestriction, ipAllowList } = draft.security;
  if (ipRestriction && allowListEntries(ipAllowList).length === 0) {
    errors['security.ipAllowList'] ??= IP_RESTRICTION_MESSAGES.empty;
  }
  return errors;
}

/** The sections (tabs) holding a field in error, in tab order. */
export function sectionsWithErrors(errors: SettingsErrors): SettingsSection[] {
  const paths = Object.keys(errors);
  return SETTINGS_SECTIONS.filter((section) =>
    paths.some((path) => path === section || path.startsWith(`${section}.`)),
  );
}

/** The tab holding the first field in error, if any. */
function tabWithError(errors: SettingsErrors): SettingsSection | undefined {
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

/** The draft after one edit; the field's error goes with the change. */
function editSettings(draft: SettingsDraft, edit: SettingsEdit): Edited<SettingsDraft> {
  switch (edit.type) {
    case 'general.change':
      return {
        values: { ...draft, general: { ...draft.general, [edit.field]: edit.value } },
        clears: [`general.${edit.field}`],
      };
    case 'switch.toggle': {
      const [section, key] = switchPath(edit.field);
      return {
        values: { ...draft, [section]: { ...draft[section], [key]: edit.checked } },
        clears: [edit.field],
      };
    }
    case 'passwordExpiry.change':
      return {
        values: { ...draft, security: { ...draft.security, passwordExpiry: edit.value } },
        clears: ['security.passwordExpiry'],
      };
    case 'ipAllowList.change':
      return {
        values: { ...draft, security: { ...draft.security, ipAllowList: edit.value } },
        clears: ['security.ipAllowList'],
      };
    case 'payments.change':
      return {
        values: { ...draft, payments: { ...draft.payments, [edit.field]: edit.value } },
        clears: [`payments.${edit.field}`],
      };
    case 'transferHoldDays.change':
      return {
        values: { ...draft, payments: { ...draft.payments, transferHoldDays: edit.value } },
        clears: ['payments.transferHoldDays'],
      };
    case 'balanceReminderDays.change':
      return {
        values: { ...draft, payments: { ...draft.payments, balanceReminderDays: edit.value } },
        clears: ['payments.balanceReminderDays'],
      };
    case 'waitlistOfferHours.change':
      return {
        values: { ...draft, payments: { ...draft.payments, waitlistOfferHours: edit.value } },
        clears: ['payments.waitlistOfferHours'],
      };
    case 'checkoutHoldMinutes.change':
      return {
        values: { ...draft, payments: { ...draft.payments, checkoutHoldMinutes: edit.value } },
        clears: ['payments.checkoutHoldMinutes'],
      };
  }
}

/**
 * The settings form's rules: the contract's schema (the server's) judges the draft; the parsed
 * (trimmed) settings are what is sent; the form shows what the server stored afterwards.
 */
const SETTINGS_FORM: EditRules<SettingsForm> = {
  edit: editSettings,
  validate: validateDraft,
  // Only asked once validateDraft passed.
  request: (draft) => parseDraft(draft).data as Settings,
  saved: (_draft, stored) => toDraft(stored),
};

/**
 * Admin settings (SPEC 2 'Settings', 3, 5): loaded from GET /api/admin/settings, then edited in
 * the General, Notifications, Security and Payments tabs by an edit machine (`settingsForm`) that checks
 * the draft with the contract's schema and stores it with PUT. A refused save (the schema's or
 * the server's 422) keeps what was typed, shows the messages under the fields and opens the tab
 * of the first one.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    children: {} as { fetchSettings: 'fetchSettings'; settingsForm: 'settingsForm' },
  },
  actors: {
    fetchSettings: fromPromise<Settings>(async () => {
      throw new Error('fetchSettings: provide via machine.provide');
    }),
    /** The form; the app provides its PUT, toasts and focus. */
    settingsForm: editMachine,
  },
  actions: {
    assignSettings: assign((_, params: { settings: Settings }) => ({
      settings: params.settings,
      loadError: null,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessage(params.error, 'Failed to load settings.'),
    })),
    assignTab: assign((_, params: { tab: SettingsSection }) => ({ tab: params.tab })),
    openTabWithError: assign(({ context }, params: { errors: SettingsErrors }) => ({
      tab: tabWithError(params.errors) ?? context.tab,
    })),
  },
}).createMachine({
  id: 'settings',
  description:
    "Admin settings: loaded, then edited in the General, Notifications, Security and Payments tabs by the form's edit machine (`settingsForm`: checked with the contract schema and saved); a refused save opens the tab of the first field in error.",
  context: { settings: null, tab: 'general', loadError: null },
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
      invoke: {
        id: 'settingsForm',
        src: 'settingsForm',
        input: ({ context }) => ({
          rules: SETTINGS_FORM,
          values: context.settings ? toDraft(context.settings) : EMPTY_SETTINGS_DRAFT,
        }),
      },
      on: {
        'edit.invalid': {
          actions: { type: 'openTabWithError', params: ({ event }) => event },
        },
      },
    },
  },
});

export type SettingsActorRef = ActorRefFrom<typeof settingsMachine>;
export type SettingsFormRef = EditActorRef<SettingsForm>;

/** The settings form, once loaded. */
export const settingsForm = (snapshot: SnapshotFrom<typeof settingsMachine>) =>
  editActor<SettingsForm>(snapshot.children.settingsForm);
