import { fromPromise } from 'xstate';
import type { AdminTour } from '../../contract/admin-tours';
import type { ClonedTour, DeleteOutcome } from '../../machines/admin-tour-list-machine';
import {
  cloneTour as postClone,
  deleteTour as sendDelete,
  fetchAdminTours,
} from '../api/admin-tours';

/* Tour management list (adminTourListMachine): leaving a state aborts its request. ----------- */

/** GET /api/tours. */
export const fetchAdminTourList = fromPromise<AdminTour[]>(({ signal }) => fetchAdminTours(signal));

/** DELETE /api/tours/{id}. */
export const deleteAdminTour = fromPromise<DeleteOutcome, { id: number }>(({ input, signal }) =>
  sendDelete(input.id, signal),
);

/** POST /api/tours/{id}/clone. */
export const cloneAdminTour = fromPromise<ClonedTour, { id: number }>(({ input, signal }) =>
  postClone(input.id, signal),
);

/** The real I/O behind adminTourListMachine, for `machine.provide({ actors })`. */
export const adminTourListActors = {
  fetchAdminTours: fetchAdminTourList,
  deleteTour: deleteAdminTour,
  cloneTour: cloneAdminTour,
};
