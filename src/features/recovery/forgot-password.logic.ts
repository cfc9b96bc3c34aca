import { useActorRef } from '@xstate/react';
import { isApiFailure } from '../../../contract/api-failure';
import {
  forgotPasswordMachine,
  type ForgotPasswordForm,
} from '../../../machines/forgot-password-machine';
import { requestPasswordReset } from '../../api/account';
import { messageOr } from '../../api/errors';
import { useDeps } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { defineEditLogic } from '../../components/form.logic';
import { withInspector } from '../../dev/inspector';

/** The e-mail <form>: focus goes to its field when the address is refused. */
export const FORGOT_FORM_ID = 'forgot-password-form';

/** /forgot-password: the request goes to the server; a limit or an outage is toasted. */
function defineForgotPasswordLogic({ api, toast }: AppDeps) {
  return forgotPasswordMachine.provide({
    actors: {
      forgotForm: defineEditLogic<ForgotPasswordForm>({
        formId: FORGOT_FORM_ID,
        save: (values, signal) => requestPasswordReset(api, { email: values.email ?? '' }, signal),
        onFailed: (error) => {
          // Field errors (422) are under the field already.
          if (isApiFailure(error) && error.fieldErrors) return;
          toast('Request failed', messageOr(error, 'We could not send the reset link.'), 'error');
        },
      }),
    },
  });
}

export function useForgotPasswordActor() {
  const deps = useDeps();
  return useActorRef(defineForgotPasswordLogic(deps), withInspector());
}
