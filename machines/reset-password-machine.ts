import { setup, type SnapshotFrom } from 'xstate';
import type { AccountMessageResponse } from '../contract/account';
import type { FieldMessages } from '../contract/api-failure';
import { resetPasswordRules } from './account-form-rules';
import { editActor, editMachine, type EditActorRef } from './edit-machine';
import type { FieldForm } from './form-rules';

/** The reset form's types (machines/edit-machine.ts). */
export type ResetPasswordForm = FieldForm<AccountMessageResponse>;

export interface ResetPasswordInput {
  /** The link's `?token=`; null when the address has none. */
  token: string | null;
}

export type ResetPasswordContext = ResetPasswordInput;

export type ResetPasswordEvent =
  /* The form's reports (EditReport<ResetPasswordForm>): */
  | { type: 'edit.saved'; output: AccountMessageResponse }
  | { type: 'edit.invalid'; errors: FieldMessages };

/**
 * /reset-password?token= (issue 15): the new password twice (an edit machine with
 * `resetPasswordRules`, registration's rules). Saved: the password is changed and every session
 * ended, the page offers Login. The server refusing the link (used, expired, forged: a 422 on
 * `token`), or an address without a token, ends in `linkInvalid`, which offers a new link.
 */
export const resetPasswordMachine = setup({
  types: {
    input: {} as ResetPasswordInput,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    children: {} as { resetForm: 'resetForm' },
  },
  actors: {
    /** The new-password form; the app provides its POST and focus. */
    resetForm: editMachine,
  },
  actions: {
    /* Effects the app supplies: */
    notifyPasswordReset: () => {},
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    /** The server refused the link itself, not the password. */
    isLinkRefused: (_, params: { errors: FieldMessages }) => 'token' in params.errors,
  },
}).createMachine({
  id: 'resetPassword',
  description:
    'Reset password: a link without a token is invalid at once; otherwise the new-password form (`resetForm` edit machine) until the password is reset or the server refuses the link.',
  context: ({ input }) => ({ token: input.token }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Reads the link: no token, nothing to send.',
      always: [{ guard: 'hasToken', target: 'editing' }, { target: 'linkInvalid' }],
    },
    editing: {
      tags: ['editing'],
      invoke: {
        id: 'resetForm',
        src: 'resetForm',
        input: ({ context }) => ({
          rules: resetPasswordRules(context.token ?? ''),
          values: { password: '', password_confirmation: '' },
        }),
      },
      on: {
        'edit.saved': { target: 'reset', actions: 'notifyPasswordReset' },
        'edit.invalid': {
          guard: { type: 'isLinkRefused', params: ({ event }) => event },
          target: 'linkInvalid',
        },
      },
    },
    reset: {
      description: 'The new password is set and every session of the account has ended.',
      tags: ['reset'],
    },
    linkInvalid: {
      description: 'The link is missing, used, expired or forged: ask for a new one.',
      tags: ['invalid'],
    },
  },
});

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

/** The new-password form while the page shows it. */
export function resetFormActor(
  snapshot: ResetPasswordSnapshot,
): EditActorRef<ResetPasswordForm> | undefined {
  return editActor<ResetPasswordForm>(snapshot.children.resetForm);
}
