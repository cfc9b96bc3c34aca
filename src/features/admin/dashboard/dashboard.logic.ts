import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { failureMessage } from '../../../../contract/api-failure';
import type { Dashboard } from '../../../../contract/admin-dashboard';
import {
  loadMachineOf,
  type LoadActorRef,
  type LoadSnapshot,
} from '../../../../machines/load-machine';
import { getDashboard } from '../../../api/admin-dashboard';
import { useDeps } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { withInspector } from '../../../dev/inspector';

/** The admin dashboard (SPEC 2, issue 5): GET /api/admin/dashboard through the generic loader. */
function defineAdminDashboardLogic({ api }: AppDeps) {
  return loadMachineOf<Dashboard | null>().provide({
    actors: { load: fromPromise(({ signal }) => getDashboard(api, signal)) },
  });
}

/** The dashboard's loader: `data` is null until the first load succeeds. */
export type AdminDashboardActorRef = LoadActorRef<Dashboard | null>;

export function useAdminDashboardActor(): AdminDashboardActorRef {
  return useActorRef(
    defineAdminDashboardLogic(useDeps()),
    withInspector({ input: { initialData: null } }),
  );
}

/** Why the dashboard did not load: the API's message, or a fixed one when it sent none. */
export function dashboardFailure(snapshot: LoadSnapshot<Dashboard | null>): string {
  return failureMessage(snapshot.context.error, 'Failed to load the dashboard.');
}
