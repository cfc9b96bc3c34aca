import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { failureMessage } from '../../../../contract/api-failure';
import { TOUR_DEACTIVATED_MESSAGE } from '../../../../contract/admin-tours';
import { type AdminTourListQuery } from '../../../../contract/admin-tour-list';
import { adminTourListMachine } from '../../../../machines/admin-tour-list-machine';
import {
  ADMIN_TOUR_API_FALLBACK,
  cloneTour,
  deleteTour,
  fetchAdminTours,
} from '../../../api/admin-tours';
import { useDeps } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { withInspector } from '../../../dev/inspector';

/** SPEC 8 'Admin tour API helper': the server's message, otherwise 'Something went wrong'. */
const apiMessage = (error: unknown) => failureMessage(error, ADMIN_TOUR_API_FALLBACK);

/**
 * Tour management (SPEC 2, 7, 8): GET /api/tours, delete and clone, their toasts, and opening
 * the copy in the wizard.
 */
function defineAdminTourListLogic({ api, navigate, toast }: AppDeps) {
  return adminTourListMachine.provide({
    actors: {
      fetchAdminTours: fromPromise(({ input, signal }) =>
        fetchAdminTours(api, input.query, signal),
      ),
      deleteTour: fromPromise(({ input, signal }) => deleteTour(api, input.id, signal)),
      cloneTour: fromPromise(({ input, signal }) => cloneTour(api, input.id, signal)),
    },
    actions: {
      notifyDeleted: (_, { outcome, title }) => {
        if (outcome.deleted) {
          toast('Tour deleted', `"${title}" has been deleted.`, 'success');
        } else {
          // The server keeps a booked tour (and its bookings) and sets it Inactive.
          toast('Tour set to Inactive', outcome.message ?? TOUR_DEACTIVATED_MESSAGE, 'warning');
        }
      },
      notifyDeleteFailed: (_, { error }) => toast('Delete failed', apiMessage(error), 'error'),
      notifyCloned: (_, { copy }) =>
        toast('Tour cloned', `"${copy.title}" was created as a Draft.`, 'success'),
      notifyCloneFailed: (_, { error }) => toast('Clone failed', apiMessage(error), 'error'),
      openWizard: (_, { id }) =>
        void navigate({ to: '/admin/tours/customize/$id', params: { id } }),
    },
  });
}

/** Tour management for the URL's query; later queries reach it as `query.change`. */
export function useAdminTourListActor(query: AdminTourListQuery) {
  return useActorRef(defineAdminTourListLogic(useDeps()), withInspector({ input: { query } }));
}
