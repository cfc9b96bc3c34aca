import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { adminDashboardMachine } from '../../../../machines/admin-dashboard-machine';
import { getDashboard } from '../../../api/admin-dashboard';
import { useDeps } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { withInspector } from '../../../dev/inspector';

/** The admin dashboard (SPEC 2, issue 5): GET /api/admin/dashboard. */
export function defineAdminDashboardLogic({ api }: AppDeps) {
  return adminDashboardMachine.provide({
    actors: { fetchDashboard: fromPromise(({ signal }) => getDashboard(api, signal)) },
  });
}

export function useAdminDashboardActor() {
  return useActorRef(defineAdminDashboardLogic(useDeps()), withInspector());
}
