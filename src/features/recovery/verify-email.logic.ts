import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { verifyEmailMachine } from '../../../machines/verify-email-machine';
import { verifyEmail } from '../../api/account';
import { useDeps } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { withInspector } from '../../dev/inspector';

/** /verify-email: the link's token goes to the server once, on arrival. */
function defineVerifyEmailLogic({ api }: AppDeps) {
  return verifyEmailMachine.provide({
    actors: {
      verifyEmail: fromPromise(({ input, signal }) => verifyEmail(api, input.token, signal)),
    },
  });
}

export function useVerifyEmailActor(token: string | null) {
  const deps = useDeps();
  return useActorRef(defineVerifyEmailLogic(deps), withInspector({ input: { token } }));
}
