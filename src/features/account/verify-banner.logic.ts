import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { verifyBannerMachine } from '../../../machines/verify-banner-machine';
import { getProfile, resendVerification } from '../../api/profile';
import { useDeps } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { withInspector } from '../../dev/inspector';

/** My Account's verify banner: the profile says whether the address is verified. */
function defineVerifyBannerLogic({ api }: AppDeps) {
  return verifyBannerMachine.provide({
    actors: {
      // A profile from an older server (no flag) counts as verified: no banner.
      fetchVerified: fromPromise(({ signal }) =>
        getProfile(api, signal).then((profile) => profile.email_verified ?? true),
      ),
      resendVerification: fromPromise(({ signal }) => resendVerification(api, signal)),
    },
  });
}

export function useVerifyBannerActor() {
  const deps = useDeps();
  return useActorRef(defineVerifyBannerLogic(deps), withInspector());
}
