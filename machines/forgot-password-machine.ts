import { assign, setup, type SnapshotFrom } from 'xstate';
import type { AccountMessageResponse } from '../contract/account';
import { forgotPasswordRules } from './account-form-rules';
import { editActor, editMachine, type EditActorRef } from './edit-machine';
import type { FieldForm } from './form-rules';

/** The forgot-password form's types (machines/edit-machine.ts). */
export type ForgotPasswordForm = FieldForm<AccountMessageResponse>;

export interface ForgotPasswordContext {
  /** The server's answer once a request went through: the same whether or not the address exists. */
  message: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'forgot.again' }
  /* The form's report (EditReport<ForgotPasswordForm>): */
  | { type: 'edit.saved'; output: AccountMessageResponse };

/**
 * /forgot-password (issue 15): the e-mail form (an edit machine with `forgotPasswordRules`);
 * once the server accepted it, the page says a link is on its way (the same answer whether or
 * not the address has an account), with a way to ask again. A 429 or an outage stays in the
 * form with an alert.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    children: {} as { forgotForm: 'forgotForm' },
  },
  actors: {
    /** The e-mail form; the app provides its POST and focus. */
    forgotForm: editMachine,
  },
  actions: {
    assignMessage: assign((_, params: { message: string }) => ({ message: params.message })),
  },
}).createMachine({
  id: 'forgotPassword',
  description:
    'Forgot password: the e-mail form (`forgotForm` edit machine), then "check your inbox" with the way back to the form.',
  context: { message: null },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      invoke: {
        id: 'forgotForm',
        src: 'forgotForm',
        input: { rules: forgotPasswordRules, values: { email: '' } },
      },
      on: {
        'edit.saved': {
          target: 'sent',
          actions: { type: 'assignMessage', params: ({ event }) => event.output },
        },
      },
    },
    sent: {
      description: 'The request went through: a link is on its way if the address has an account.',
      tags: ['sent'],
      on: { 'forgot.again': 'editing' },
    },
  },
});

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

/** The e-mail form while the page shows it. */
export function forgotFormActor(
  snapshot: ForgotPasswordSnapshot,
): EditActorRef<ForgotPasswordForm> | undefined {
  return editActor<ForgotPasswordForm>(snapshot.children.forgotForm);
}
