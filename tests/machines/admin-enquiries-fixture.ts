import { createActor, type NonReducibleUnknown } from 'xstate';
import type {
  EnquiryDetail,
  EnquiryListQuery,
  EnquiryListResponse,
  EnquiryStatus,
  EnquirySummary,
  Subscriber,
} from '../../contract/admin-enquiries';
import { adminEnquiriesMachine, type EnquiryKey } from '../../machines/admin-enquiries-machine';
import {
  adminSubscribersMachine,
  type SubscribersCsv,
} from '../../machines/admin-subscribers-machine';
import { loadMachineOf } from '../../machines/load-machine';
import { controllable } from '../support/controllable';

export { apiError } from '../support/api-error';

/** One inbox row; override what a test cares about. */
function enquiry(overrides: Partial<EnquirySummary> = {}): EnquirySummary {
  return {
    kind: 'contact',
    id: 1,
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    subject: 'Tour Booking',
    preview: 'Do you have places on the K2 trek in July?',
    status: 'New',
    createdAt: '2025-05-02T10:00:00.000Z',
    ...overrides,
  };
}

export const ENQUIRIES: EnquirySummary[] = [
  enquiry({
    kind: 'custom-tour',
    id: 4,
    name: 'Omar Farooq',
    email: 'omar@example.com',
    subject: 'Hunza and Deosai',
    preview: 'Easy hikes, photography',
    createdAt: '2025-05-03T10:00:00.000Z',
  }),
  enquiry(),
];

export function page(
  data: EnquirySummary[] = ENQUIRIES,
  meta: Partial<EnquiryListResponse['meta']> = {},
): EnquiryListResponse {
  return { data, meta: { page: 1, perPage: 20, total: data.length, lastPage: 1, ...meta } };
}

/** The opened enquiry as the server sends it. */
export function detail(overrides: Partial<EnquiryDetail> = {}): EnquiryDetail {
  return {
    ...enquiry(),
    phone: '+92 300 1234567',
    fields: [
      { label: 'Subject', value: 'Tour Booking' },
      { label: 'Message', value: 'Do you have places on the K2 trek in July?' },
    ],
    notes: [],
    history: [],
    ...overrides,
  };
}

/** The detail after a status change, with its history row. */
export function withStatus(before: EnquiryDetail, status: EnquiryStatus): EnquiryDetail {
  return {
    ...before,
    status,
    history: [
      ...before.history,
      {
        id: before.history.length + 1,
        action: 'enquiry.status',
        summary: `Status changed from ${before.status} to ${status}`,
        actor: 'Site Admin',
        createdAt: '2025-05-04T10:00:00.000Z',
      },
    ],
  };
}

export function withNote(before: EnquiryDetail, body: string): EnquiryDetail {
  return {
    ...before,
    notes: [
      ...before.notes,
      {
        id: before.notes.length + 1,
        body,
        author: 'Site Admin',
        createdAt: '2025-05-04T10:00:00.000Z',
      },
    ],
  };
}

/** The inbox machine with every actor held open until the test settles it, effects recorded. */
export function startEnquiries(query: EnquiryListQuery = {}) {
  const lists = controllable<EnquiryListResponse, EnquiryListQuery>();
  const details = controllable<EnquiryDetail, EnquiryKey>();
  const statuses = controllable<EnquiryDetail, EnquiryKey & { status: EnquiryStatus }>();
  const notes = controllable<EnquiryDetail, EnquiryKey & { body: string }>();
  const effects: Array<[string, unknown?]> = [];
  const actor = createActor(
    adminEnquiriesMachine.provide({
      actors: {
        fetchEnquiries: lists.logic,
        fetchEnquiry: details.logic,
        updateStatus: statuses.logic,
        addNote: notes.logic,
      },
      actions: {
        notifyStatusSaved: (_, { detail: saved }) => effects.push(['statusSaved', saved.status]),
        notifyStatusFailed: (_, { error }) =>
          effects.push(['statusFailed', (error as Error).message]),
        notifyNoteSaved: () => effects.push(['noteSaved']),
        notifyNoteFailed: (_, { error }) => effects.push(['noteFailed', (error as Error).message]),
        refreshUnreadCount: () => effects.push(['unread']),
        focusNote: () => effects.push(['focusNote']),
      },
    }),
    { input: { query } },
  ).start();
  return { actor, lists, details, statuses, notes, effects };
}

export const SUBSCRIBERS: Subscriber[] = [
  { id: 2, email: 'second@example.com', createdAt: '2025-05-02T10:00:00.000Z' },
  { id: 1, email: 'first@example.com', createdAt: '2025-05-01T10:00:00.000Z' },
];

/** The subscribers machine with its loader, removal and export held open, effects recorded. */
export function startSubscribers() {
  const loads = controllable<Subscriber[], NonReducibleUnknown>();
  const removals = controllable<string, { id: number }>();
  const exports = controllable<SubscribersCsv, NonReducibleUnknown>();
  const effects: Array<[string, unknown?]> = [];
  const actor = createActor(
    adminSubscribersMachine.provide({
      actors: {
        loadSubscribers: loadMachineOf<Subscriber[]>().provide({ actors: { load: loads.logic } }),
        removeSubscriber: removals.logic,
        exportSubscribers: exports.logic,
      },
      actions: {
        notifyRemoved: (_, { subscriber }) => effects.push(['removed', subscriber.email]),
        notifyRemoveFailed: (_, { error }) =>
          effects.push(['removeFailed', (error as Error).message]),
        saveFile: (_, file) => effects.push(['saveFile', file]),
        notifyExportFailed: (_, { error }) =>
          effects.push(['exportFailed', (error as Error).message]),
      },
    }),
  ).start();
  const loader = () => actor.getSnapshot().context.loader;
  return { actor, loader, loads, removals, exports, effects };
}
