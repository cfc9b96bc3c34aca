import { createActor } from 'xstate';
import type { AdminTour } from '../../contract/admin-tours';
import type { AdminTourListQuery } from '../../contract/admin-tour-list';
import {
  adminTourListMachine,
  type AdminTourPage,
  type ClonedTour,
  type DeleteOutcome,
} from '../../machines/admin-tour-list-machine';
import { controllable } from '../support/controllable';

/** One card of GET /api/tours; override what a test cares about. */
export function adminTour(overrides: Partial<AdminTour> = {}): AdminTour {
  return {
    id: 1,
    slug: 'k2-base-camp',
    title: 'K2 Base Camp Trek',
    location: 'Skardu, Gilgit-Baltistan',
    thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
    status: 'Active',
    difficulty: 'Challenging',
    duration: 14,
    price: 1299,
    bookings: 3,
    ...overrides,
  };
}

export const TOURS: AdminTour[] = [
  adminTour(),
  adminTour({
    id: 2,
    slug: 'fairy-meadows',
    title: 'Fairy Meadows Trek',
    location: 'Diamer',
    status: 'Draft',
    difficulty: 'Moderate',
    bookings: 0,
  }),
];

/** GET /api/tours's page holding `tours` (the first of one page unless said otherwise). */
export function tourPage(
  tours: AdminTour[],
  meta: Partial<AdminTourPage['meta']> = {},
): AdminTourPage {
  return {
    data: tours,
    meta: { page: 1, perPage: 12, total: tours.length, lastPage: 1, ...meta },
  };
}

export const PAGE = tourPage(TOURS);

type Effect =
  | { type: 'notifyDeleted'; outcome: DeleteOutcome; title: string }
  | { type: 'notifyDeleteFailed'; error: unknown }
  | { type: 'notifyCloned'; copy: ClonedTour }
  | { type: 'notifyCloneFailed'; error: unknown }
  | { type: 'openWizard'; id: number };

/** The list machine with fake I/O whose requests the test answers, and a log of its effects. */
export function startTourList(query: AdminTourListQuery = {}) {
  const fetches = controllable<AdminTourPage, { query: AdminTourListQuery }>();
  const deletes = controllable<DeleteOutcome, { id: number }>();
  const clones = controllable<ClonedTour, { id: number }>();
  const effects: Effect[] = [];
  const actor = createActor(
    adminTourListMachine.provide({
      actors: {
        fetchAdminTours: fetches.logic,
        deleteTour: deletes.logic,
        cloneTour: clones.logic,
      },
      actions: {
        notifyDeleted: (_, params) => effects.push({ type: 'notifyDeleted', ...params }),
        notifyDeleteFailed: (_, params) => effects.push({ type: 'notifyDeleteFailed', ...params }),
        notifyCloned: (_, params) => effects.push({ type: 'notifyCloned', ...params }),
        notifyCloneFailed: (_, params) => effects.push({ type: 'notifyCloneFailed', ...params }),
        openWizard: (_, params) => effects.push({ type: 'openWizard', ...params }),
      },
    }),
    { input: { query } },
  ).start();
  return { actor, fetches: fetches.calls, deletes: deletes.calls, clones: clones.calls, effects };
}
