import { useActorRef } from '@xstate/react';
import { isApiFailure } from '../../../contract/api-failure';
import {
  resetPasswordMachine,
  type ResetPasswordForm,
} from '../../../machines/reset-password-machine';
import { resetPassword } from '../../api/account';
import { messageOr } from '../../api/errors';
import { useApp } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { defineEditLogic } from '../../components/form.logic';
import { withInspector } from '../../dev/inspector';

/** The new-password <form>: focus goes to its first invalid field after a refusal. */
export const RESET_FORM_ID = 'reset-password-form';

/**
 * /reset-password: the new password goes with the link's token. Signed in on this device with
 * the old password? The server ended that session too, so the session here is cleared.
 */
function defineResetPasswordLogic({ api, toast }: AppDeps, onReset: () => void) {
  return resetPasswordMachine.provide({
    actors: {
      resetForm: defineEditLogic<ResetPasswordForm>({
        formId: RESET_FORM_ID,
        save: (request, signal) =>
          resetPassword(
            api,
            {
              token: request.token ?? '',
              password: request.password ?? '',
              password_confirmation: request.password_confirmation ?? '',
            },
            signal,
          ),
        onFailed: (error) => {
          if (isApiFailure(error) && error.fieldErrors) return;
          toast('Reset failed', messageOr(error, 'We could not reset your password.'), 'error');
        },
      }),
    },
    actions: {
      notifyPasswordReset: () => {
        onReset();
        toast('Password reset', 'You can now log in with your new password.', 'success');
      },
    },
  });
}

export function useResetPasswordActor(token: string | null) {
  const { deps, session } = useApp();
  return useActorRef(
    defineResetPasswordLogic(deps, () => session.send({ type: 'session.expired' })),
    withInspector({ input: { token } }),
  );
}
