import { useNavigate, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { accountGuardMachine } from '../../../machines/account-guard-machine';
import { useSessionStatus } from '../../session/session-context';
import { dashboardHref, dashboardSearchSchema, openTab } from './dashboard-search';
import { withInspector } from '../../dev/inspector';

/**
 * Whether My Account may show: the account guard reads the session; a guest is sent (replace)
 * to /login with `redirect` set to the tab they asked for, so signing in brings them back to it.
 */
export function useAccountGuard(): boolean {
  const status = useSessionStatus();
  const navigate = useNavigate();
  const router = useRouter();
  const guard = useActorRef(
    accountGuardMachine.provide({
      actions: {
        redirectToLogin: () => {
          // The tab of the address at the moment of the redirect, not of the first render.
          const tab = openTab(dashboardSearchSchema.parse(router.state.location.search));
          void navigate({ to: '/login', search: { redirect: dashboardHref(tab) }, replace: true });
        },
      },
    }),
    withInspector({ input: { status } }),
  );
  useEffect(() => {
    guard.send({ type: 'session.changed', status });
  }, [guard, status]);
  return useSelector(guard, (s) => s.hasTag('authorized'));
}
