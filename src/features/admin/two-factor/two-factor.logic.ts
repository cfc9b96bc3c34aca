import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isApiFailure } from '../../../../contract/api-failure';
import { TWO_FACTOR_DISABLE_MESSAGES } from '../../../../contract/two-factor-disable';
import {
  twoFactorEnrolMachine,
  type ConfirmCodeForm,
  type DisableForm,
} from '../../../../machines/two-factor-enrol-machine';
import { messageOr } from '../../../api/errors';
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactorStatus,
  startTwoFactorSetup,
} from '../../../api/two-factor';
import { adminGuardOf } from '../../../app/admin-guard';
import { useApp } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import type { RouteActors } from '../../../app/route-actors';
import { defineEditLogic } from '../../../components/form.logic';
import { withInspector } from '../../../dev/inspector';

/** The confirmation <form>: focus goes to the code when it is refused. */
export const CONFIRM_FORM_ID = 'two-factor-confirm-form';
/** The turn-off <form>: focus goes to the first refused field. */
export const DISABLE_FORM_ID = 'two-factor-disable-form';

/**
 * /admin/two-factor (issue 18): status, then a new secret unless it is on; the first code. Once
 * it is on, the admin guard asks the server again, so an admin the Security setting held here can
 * open the other admin pages.
 */
function defineTwoFactorLogic({ api, toast }: AppDeps, routeActors: RouteActors) {
  return twoFactorEnrolMachine.provide({
    actors: {
      startEnrolment: fromPromise(async ({ signal }) => {
        const status = await getTwoFactorStatus(api, signal);
        return { status, setup: status.enabled ? null : await startTwoFactorSetup(api, signal) };
      }),
      confirmForm: defineEditLogic<ConfirmCodeForm>({
        formId: CONFIRM_FORM_ID,
        save: (request, signal) => confirmTwoFactor(api, request.code ?? '', signal),
        onSaved: () => {
          toast('Two-factor authentication is on', 'Keep your recovery codes safe.', 'success');
          adminGuardOf(routeActors)?.send({ type: 'access.recheck' });
        },
        onFailed: (error) => {
          if (isApiFailure(error) && error.fieldErrors) return;
          toast('Not confirmed', messageOr(error, 'Please try again.'), 'error');
        },
      }),
      disableForm: defineEditLogic<DisableForm>({
        formId: DISABLE_FORM_ID,
        save: (request, signal) =>
          disableTwoFactor(
            api,
            { current_password: request.current_password ?? '', code: request.code ?? '' },
            signal,
          ),
        onSaved: () =>
          toast(
            TWO_FACTOR_DISABLE_MESSAGES.disabled,
            'You sign in with your password alone.',
            'success',
          ),
        onFailed: (error) => {
          if (isApiFailure(error) && error.fieldErrors) return;
          toast('Not turned off', messageOr(error, 'Please try again.'), 'error');
        },
      }),
    },
  });
}

export function useTwoFactorActor() {
  const { deps, routeActors } = useApp();
  return useActorRef(defineTwoFactorLogic(deps, routeActors), withInspector());
}
