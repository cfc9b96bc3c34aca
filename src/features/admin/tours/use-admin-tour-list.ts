import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { TOUR_DEACTIVATED_MESSAGE } from '../../../../contract/admin-tours';
import { adminTourListMachine } from '../../../../machines/admin-tour-list-machine';
import { adminTourListActors } from '../../../actors/admin-tours';
import { ADMIN_TOUR_API_FALLBACK } from '../../../api/admin-tours';
import { showToast } from '../../../components/toaster';
import { withInspector } from '../../../dev/inspector';

/** SPEC 8 'Admin tour API helper': the server's message, otherwise 'Something went wrong'. */
export function failureMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : ADMIN_TOUR_API_FALLBACK;
}

/**
 * This page's tour-list actor, with the real API and the effects the machine asks for:
 * toasts after delete and clone, and opening the copy in the wizard.
 */
export function useAdminTourList() {
  const navigate = useNavigate();
  return useActorRef(
    adminTourListMachine.provide({
      actors: adminTourListActors,
      actions: {
        notifyDeleted: (_, { outcome, title }) => {
          if (outcome.deleted) {
            showToast('Tour deleted', `"${title}" has been deleted.`, 'success');
          } else {
            // The server keeps a booked tour (and its bookings) and sets it Inactive.
            showToast(
              'Tour set to Inactive',
              outcome.message ?? TOUR_DEACTIVATED_MESSAGE,
              'warning',
            );
          }
        },
        notifyDeleteFailed: (_, { error }) =>
          showToast('Delete failed', failureMessage(error), 'error'),
        notifyCloned: (_, { copy }) =>
          showToast('Tour cloned', `"${copy.title}" was created as a Draft.`, 'success'),
        notifyCloneFailed: (_, { error }) =>
          showToast('Clone failed', failureMessage(error), 'error'),
        openWizard: (_, { id }) =>
          void navigate({ to: '/admin/tours/customize/$id', params: { id } }),
      },
    }),
    withInspector(),
  );
}
