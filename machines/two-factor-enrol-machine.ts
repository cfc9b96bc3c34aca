import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage } from '../contract/api-failure';
import {
  twoFactorCodeSchema,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../contract/two-factor';
import {
  disableTwoFactorRequestSchema,
  type DisableTwoFactorResponse,
} from '../contract/two-factor-disable';
import { editActor, editMachine, type EditActorRef } from './edit-machine';
import { schemaRules, type FieldForm } from './form-rules';

/** The confirmation code form: the server answers the ten recovery codes. */
export type ConfirmCodeForm = FieldForm<RecoveryCodes>;

const confirmCodeRules = schemaRules(twoFactorCodeSchema);

/** The turn-off form: the current password and a code (or a recovery code). */
export type DisableForm = FieldForm<DisableTwoFactorResponse>;

const disableRules = schemaRules(disableTwoFactorRequestSchema);

/** What the page starts from: the admin's status and, unless enabled, a new secret. */
export interface EnrolmentStart {
  status: TwoFactorStatus;
  setup: TwoFactorSetup | null;
}

export const ENROL_FAILURE = 'We could not start the set-up. Please try again.';

export interface TwoFactorEnrolContext {
  /** The QR code and secret while the admin scans them; dropped once confirmed. */
  setup: TwoFactorSetup | null;
  /** The Security setting asks every admin for two-factor sign-in. */
  required: boolean;
  /** Shown once, right after the confirmation. */
  recoveryCodes: string[];
  failure: string | null;
}

export type TwoFactorEnrolEvent =
  | { type: 'enrol.retry' }
  | { type: 'enrol.finish' }
  /** Set it up again after turning it off. */
  | { type: 'enrol.start' }
  | { type: 'disable.start' }
  | { type: 'disable.cancel' }
  /* The code form's and the turn-off form's report (EditReport<ConfirmCodeForm | DisableForm>): */
  | { type: 'edit.saved'; output: RecoveryCodes | DisableTwoFactorResponse };

/**
 * /admin/two-factor (issue 18): an admin sets up two-factor sign-in. The server makes a secret
 * and its QR code; a first code from the authenticator app confirms it; the ten recovery codes
 * are shown once. An admin who has it already sees that it is on, and may turn it off with
 * their password and a code, unless the Security setting requires it for every admin.
 */
export const twoFactorEnrolMachine = setup({
  types: {
    context: {} as TwoFactorEnrolContext,
    events: {} as TwoFactorEnrolEvent,
    children: {} as {
      confirmForm: 'confirmForm';
      disableForm: 'disableForm';
      startEnrolment: 'startEnrolment';
    },
  },
  actors: {
    /** GET /api/admin/two-factor, then POST .../setup unless two-factor is on already. */
    startEnrolment: fromPromise<EnrolmentStart>(async () => {
      throw new Error('startEnrolment: provide via machine.provide');
    }),
    /** The first code from the app; the app provides the POST and focus. */
    confirmForm: editMachine,
    /** The password and a code that turn it off; the app provides the POST and focus. */
    disableForm: editMachine,
  },
  actions: {
    assignStart: assign((_, params: EnrolmentStart) => ({
      setup: params.setup,
      required: params.status.required,
      failure: null,
    })),
    assignCodes: assign((_, params: RecoveryCodes) => ({
      recoveryCodes: params.recovery_codes,
      setup: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      failure: failureMessage(params.error, ENROL_FAILURE),
    })),
    clearCodes: assign({ recoveryCodes: [] }),
  },
  guards: {
    isEnabled: (_, params: EnrolmentStart) => params.status.enabled,
    /** The Security setting does not require two-factor for every admin. */
    isOptional: ({ context }) => !context.required,
  },
}).createMachine({
  id: 'twoFactorEnrol',
  description:
    'Two-factor set-up: the server makes a secret and its QR code, a first code confirms it, the recovery codes show once; on already, it says so and the password and a code turn it off, unless Settings requires it.',
  context: { setup: null, required: false, recoveryCodes: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'startEnrolment',
        src: 'startEnrolment',
        onDone: [
          {
            guard: { type: 'isEnabled', params: ({ event }) => event.output },
            target: 'enabled',
            actions: { type: 'assignStart', params: ({ event }) => event.output },
          },
          {
            target: 'confirming',
            actions: { type: 'assignStart', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'enrol.retry': 'loading' },
    },
    confirming: {
      description:
        'The QR code and the secret on screen; the first code from the app confirms them.',
      tags: ['confirming'],
      invoke: {
        id: 'confirmForm',
        src: 'confirmForm',
        input: { rules: confirmCodeRules, values: { code: '' } },
      },
      on: {
        'edit.saved': {
          target: 'showingCodes',
          actions: {
            type: 'assignCodes',
            params: ({ event }) => event.output as RecoveryCodes,
          },
        },
      },
    },
    showingCodes: {
      description: 'Two-factor is on; the ten recovery codes show this once.',
      tags: ['codes'],
      on: { 'enrol.finish': { target: 'enabled', actions: 'clearCodes' } },
    },
    enabled: {
      tags: ['enabled'],
      on: { 'disable.start': { guard: 'isOptional', target: 'disabling' } },
    },
    disabling: {
      description: 'The password and a current code (or a recovery code) turn two-factor off.',
      tags: ['enabled', 'disabling'],
      invoke: {
        id: 'disableForm',
        src: 'disableForm',
        input: { rules: disableRules, values: { current_password: '', code: '' } },
      },
      on: {
        'edit.saved': 'disabled',
        'disable.cancel': 'enabled',
      },
    },
    disabled: {
      description: 'Two-factor is off; the admin may set it up again.',
      tags: ['disabled'],
      on: { 'enrol.start': 'loading' },
    },
  },
});

export type TwoFactorEnrolSnapshot = SnapshotFrom<typeof twoFactorEnrolMachine>;

export function disableFormActor(
  snapshot: TwoFactorEnrolSnapshot,
): EditActorRef<DisableForm> | undefined {
  return editActor<DisableForm>(snapshot.children.disableForm);
}

export function confirmFormActor(
  snapshot: TwoFactorEnrolSnapshot,
): EditActorRef<ConfirmCodeForm> | undefined {
  return editActor<ConfirmCodeForm>(snapshot.children.confirmForm);
}
