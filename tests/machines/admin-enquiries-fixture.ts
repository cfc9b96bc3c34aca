import { createActor, type NonReducibleUnknown } from 'xstate';
import type {
  EnquiryDetail,
  EnquiryListQuery,
  EnquiryListResponse,
  EnquiryStatus,
  EnquirySummary,
  Subscriber,
  SubscriberListQuery,
  SubscriberListResponse,
} from '../../contract/admin-enquiries';
import {
  adminEnquiriesMachine,
  inboxPageActor,
  noteFormActor,
  statusFormActor,
  type EnquiryKey,
  type EnquiryNoteForm,
  type EnquiryStatusForm,
  type InboxPage,
} from '../../machines/admin-enquiries-machine';
import {
  adminSubscribersMachine,
  subscribersPageActor,
  type SubscribersCsv,
  type SubscribersPage,
} from '../../machines/admin-subscribers-machine';
import { loadMachineOf } from '../../machines/load-machine';
import { controllable, flush, type PendingCall } from '../support/controllable';
import { fakeForm } from './edit-fixture';

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

/** A form's saves (tests/machines/edit-fixture.ts), settled by the test like `controllable`'s. */
function formSaves<O, I>(calls: Array<PendingCall<O, I>>) {
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('the form never saved');
    return call;
  };
  return {
    calls,
    last,
    async resolve(value: O) {
      last().resolve(value);
      await flush();
    },
    async reject(error: unknown) {
      last().reject(error);
      await flush();
    },
  };
}

/**
 * The inbox machine with every actor held open until the test settles it, effects recorded:
 * `lists` are the inbox loader's requests, `statuses` and `notes` the status and note forms'
 * saves; `inbox()`, `statusForm()` and `noteForm()` are those child actors as they are now.
 */
export function startEnquiries(query: EnquiryListQuery = {}) {
  const lists = controllable<InboxPage, NonReducibleUnknown>();
  const details = controllable<EnquiryDetail, EnquiryKey>();
  const effects: Array<[string, unknown?]> = [];
  const statusForm = fakeForm<EnquiryDetail, EnquiryStatusForm['request']>(() =>
    effects.push(['focusStatus']),
  );
  const noteForm = fakeForm<EnquiryDetail, EnquiryNoteForm['request']>(() =>
    effects.push(['focusNote']),
  );
  const actor = createActor(
    adminEnquiriesMachine.provide({
      actors: {
        loadInbox: loadMachineOf<InboxPage>().provide({ actors: { load: lists.logic } }),
        fetchEnquiry: details.logic,
        statusForm: statusForm.logic,
        noteForm: noteForm.logic,
      },
      actions: { refreshUnreadCount: () => effects.push(['unread']) },
    }),
    { input: { query } },
  ).start();
  const inbox = () => {
    const loader = inboxPageActor(actor.getSnapshot());
    if (!loader) throw new Error('no inbox loader');
    return loader;
  };
  return {
    actor,
    lists,
    details,
    statuses: formSaves(statusForm.saves),
    notes: formSaves(noteForm.saves),
    effects,
    inbox,
    statusForm: () => statusFormActor(actor.getSnapshot()),
    noteForm: () => noteFormActor(actor.getSnapshot()),
    /** What the note's textarea sends as the admin types. */
    writeNote: (body: string) =>
      noteFormActor(actor.getSnapshot())?.send({
        type: 'draft.edit',
        edit: { field: 'body', value: body },
      }),
  };
}

export const SUBSCRIBERS: Subscriber[] = [
  { id: 2, email: 'second@example.com', createdAt: '2025-05-02T10:00:00.000Z' },
  { id: 1, email: 'first@example.com', createdAt: '2025-05-01T10:00:00.000Z' },
];

export function subscriberPage(
  data: Subscriber[] = SUBSCRIBERS,
  meta: Partial<SubscriberListResponse['meta']> = {},
): SubscriberListResponse {
  return { data, meta: { page: 1, perPage: 25, total: data.length, lastPage: 1, ...meta } };
}

/** The subscribers machine with its loader, removal and export held open, effects recorded. */
export function startSubscribers(query: SubscriberListQuery = {}) {
  const loads = controllable<SubscribersPage, NonReducibleUnknown>();
  const removals = controllable<string, { id: number }>();
  const exports = controllable<SubscribersCsv, NonReducibleUnknown>();
  const effects: Array<[string, unknown?]> = [];
  const actor = createActor(
    adminSubscribersMachine.provide({
      actors: {
        loadSubscribers: loadMachineOf<SubscribersPage>().provide({
          actors: { load: loads.logic },
        }),
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
    { input: { query } },
  ).start();
  const loader = () => {
    const page = subscribersPageActor(actor.getSnapshot());
    if (!page) throw new Error('no subscribers loader');
    return page;
  };
  return { actor, loader, loads, removals, exports, effects };
}
