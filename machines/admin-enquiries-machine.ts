import { assign, fromPromise, raise, setup, type ActorRefFrom } from 'xstate';
import {
  enquiryNoteRequestSchema,
  type EnquiryDetail,
  type EnquiryKind,
  type EnquiryListQuery,
  type EnquiryListResponse,
  type EnquiryStatus,
  type EnquirySummary,
  type PageMeta,
} from '../contract/admin-enquiries';
import { failureMessage, failureStatus, fieldMessages } from '../contract/api-failure';

export const ENQUIRY_INBOX_MESSAGES = {
  loadFailed: 'Failed to load enquiries.',
  detailFailed: 'Failed to load the enquiry.',
  statusFailed: 'The status could not be saved.',
  noteFailed: 'The note could not be saved.',
} as const;

const QUERY_KEYS = ['status', 'kind', 'page', 'perPage'] as const;

/** Which enquiry: its kind and its row's id. */
export interface EnquiryKey {
  kind: EnquiryKind;
  id: number;
}

/** The note form's check: the contract's schema, as the server applies it. */
export function noteError(body: string): string | null {
  const result = enquiryNoteRequestSchema.safeParse({ body });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export interface AdminEnquiriesInput {
  /** The URL's filters and page. */
  query: EnquiryListQuery;
}

export interface AdminEnquiriesContext {
  query: EnquiryListQuery;
  /** The current page of the inbox (kept on screen while it reloads and after a failure). */
  enquiries: EnquirySummary[];
  meta: PageMeta | null;
  listError: string | null;
  /** The enquiry the detail dialog is about, its data once loaded, or why it did not load. */
  openKey: EnquiryKey | null;
  detail: EnquiryDetail | null;
  detailError: string | null;
  /** The new note as typed, and the message under it (the contract's, or the server's 422). */
  noteDraft: string;
  noteError: string | null;
  /** The status being saved (the select shows it meanwhile). */
  pendingStatus: EnquiryStatus | null;
}

export type AdminEnquiriesEvent =
  /** The route's search changed (filter or page). */
  | { type: 'query.change'; query: EnquiryListQuery }
  | { type: 'inbox.retry' }
  | { type: 'inbox.refresh' }
  | { type: 'enquiry.open'; kind: EnquiryKind; id: number }
  | { type: 'detail.retry' }
  | { type: 'detail.close' }
  | { type: 'status.change'; status: EnquiryStatus }
  | { type: 'note.change'; text: string }
  | { type: 'note.submit' };

/**
 * The enquiry inbox (issue 14, /admin/enquiries), two regions side by side. `inbox`: one page of
 * contact messages and custom-tour requests for the URL's filters, reloaded when they change and
 * after a status change. `detail`: an opened enquiry with everything the sender sent, its notes
 * and history; a status change or a note is saved (one at a time) and answered with the
 * enquiry as stored; the app refreshes the sidebar's unread count after a status change.
 */
export const adminEnquiriesMachine = setup({
  types: {
    input: {} as AdminEnquiriesInput,
    context: {} as AdminEnquiriesContext,
    events: {} as AdminEnquiriesEvent,
  },
  actors: {
    fetchEnquiries: fromPromise<EnquiryListResponse, EnquiryListQuery>(async () => {
      throw new Error('fetchEnquiries: provide via machine.provide');
    }),
    fetchEnquiry: fromPromise<EnquiryDetail, EnquiryKey>(async () => {
      throw new Error('fetchEnquiry: provide via machine.provide');
    }),
    updateStatus: fromPromise<EnquiryDetail, EnquiryKey & { status: EnquiryStatus }>(async () => {
      throw new Error('updateStatus: provide via machine.provide');
    }),
    addNote: fromPromise<EnquiryDetail, EnquiryKey & { body: string }>(async () => {
      throw new Error('addNote: provide via machine.provide');
    }),
  },
  actions: {
    assignQuery: assign((_, params: { query: EnquiryListQuery }) => ({ query: params.query })),
    assignPage: assign((_, params: { response: EnquiryListResponse }) => ({
      enquiries: params.response.data,
      meta: params.response.meta,
      listError: null,
    })),
    assignListError: assign((_, params: { error: unknown }) => ({
      listError: failureMessage(params.error, ENQUIRY_INBOX_MESSAGES.loadFailed),
    })),
    assignOpenKey: assign((_, params: EnquiryKey) => ({
      openKey: { kind: params.kind, id: params.id },
      detail: null,
      detailError: null,
      noteDraft: '',
      noteError: null,
    })),
    assignDetail: assign((_, params: { detail: EnquiryDetail }) => ({
      detail: params.detail,
      detailError: null,
    })),
    assignDetailError: assign((_, params: { error: unknown }) => ({
      detailError: failureMessage(params.error, ENQUIRY_INBOX_MESSAGES.detailFailed),
    })),
    clearDetail: assign({
      openKey: null,
      detail: null,
      detailError: null,
      noteDraft: '',
      noteError: null,
    }),
    assignNoteDraft: assign((_, params: { text: string }) => ({
      noteDraft: params.text,
      noteError: null,
    })),
    assignNoteCheck: assign(({ context }) => ({ noteError: noteError(context.noteDraft) })),
    assignNoteServerError: assign((_, params: { error: unknown }) => ({
      noteError: fieldMessages(params.error, ['body']).body ?? null,
    })),
    clearNoteDraft: assign({ noteDraft: '', noteError: null }),
    assignPendingStatus: assign((_, params: { status: EnquiryStatus }) => ({
      pendingStatus: params.status,
    })),
    clearPendingStatus: assign({ pendingStatus: null }),
    refreshInbox: raise({ type: 'inbox.refresh' }),
    /* Effects the app supplies: */
    notifyStatusSaved: (_, _params: { detail: EnquiryDetail }) => {},
    notifyStatusFailed: (_, _params: { error: unknown }) => {},
    notifyNoteSaved: () => {},
    notifyNoteFailed: (_, _params: { error: unknown }) => {},
    /** The sidebar's unread count may have changed. */
    refreshUnreadCount: () => {},
    focusNote: () => {},
  },
  guards: {
    isOtherQuery: ({ context }, params: { query: EnquiryListQuery }) =>
      QUERY_KEYS.some((key) => context.query[key] !== params.query[key]),
    isNewStatus: ({ context }, params: { status: EnquiryStatus }) =>
      context.detail !== null && context.detail.status !== params.status,
    isNoteValid: ({ context }) => noteError(context.noteDraft) === null,
    isNoteRefused: (_, params: { error: unknown }) =>
      failureStatus(params.error) === 422 &&
      fieldMessages(params.error, ['body']).body !== undefined,
    isGone: (_, params: { error: unknown }) => failureStatus(params.error) === 404,
  },
}).createMachine({
  id: 'adminEnquiries',
  description:
    'The enquiry inbox: one page of enquiries for the URL filters, reloaded when they change; an opened enquiry with its notes and history, whose status change or new note is saved and answered with the enquiry as stored.',
  type: 'parallel',
  context: ({ input }) => ({
    query: input.query,
    enquiries: [],
    meta: null,
    listError: null,
    openKey: null,
    detail: null,
    detailError: null,
    noteDraft: '',
    noteError: null,
    pendingStatus: null,
  }),
  states: {
    inbox: {
      initial: 'loading',
      on: {
        'query.change': {
          guard: { type: 'isOtherQuery', params: ({ event }) => event },
          target: '.loading',
          reenter: true,
          actions: { type: 'assignQuery', params: ({ event }) => event },
        },
      },
      states: {
        loading: {
          description: 'Placeholders until this page of the inbox arrives.',
          tags: ['loading'],
          invoke: {
            id: 'fetchEnquiries',
            src: 'fetchEnquiries',
            input: ({ context }) => context.query,
            onDone: {
              target: 'loaded',
              actions: { type: 'assignPage', params: ({ event }) => ({ response: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignListError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {
          tags: ['loaded'],
          on: { 'inbox.refresh': 'refreshing' },
        },
        refreshing: {
          description: 'The page stays on screen while it reloads (after a status change).',
          tags: ['loaded', 'refreshing'],
          invoke: {
            id: 'refreshEnquiries',
            src: 'fetchEnquiries',
            input: ({ context }) => context.query,
            onDone: {
              target: 'loaded',
              actions: { type: 'assignPage', params: ({ event }) => ({ response: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignListError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          tags: ['error'],
          on: { 'inbox.retry': 'loading' },
        },
      },
    },
    detail: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'enquiry.open': {
              target: 'opening',
              actions: { type: 'assignOpenKey', params: ({ event }) => event },
            },
          },
        },
        opening: {
          tags: ['detailOpen', 'detailLoading'],
          on: { 'detail.close': { target: 'closed', actions: 'clearDetail' } },
          invoke: {
            id: 'fetchEnquiry',
            src: 'fetchEnquiry',
            input: ({ context }) => context.openKey!,
            onDone: {
              target: 'open',
              actions: { type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'assignDetailError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        failed: {
          tags: ['detailOpen', 'detailError'],
          on: {
            'detail.retry': 'opening',
            'detail.close': { target: 'closed', actions: 'clearDetail' },
          },
        },
        open: {
          tags: ['detailOpen'],
          initial: 'idle',
          states: {
            idle: {
              on: {
                'detail.close': { target: '#adminEnquiries.detail.closed', actions: 'clearDetail' },
                'status.change': {
                  guard: { type: 'isNewStatus', params: ({ event }) => event },
                  target: 'savingStatus',
                  actions: { type: 'assignPendingStatus', params: ({ event }) => event },
                },
                'note.change': {
                  actions: { type: 'assignNoteDraft', params: ({ event }) => event },
                },
                'note.submit': [
                  { guard: 'isNoteValid', target: 'savingNote' },
                  { actions: ['assignNoteCheck', 'focusNote'] },
                ],
              },
            },
            savingStatus: {
              description: 'The status select and the note form wait; the dialog stays open.',
              tags: ['busy', 'savingStatus'],
              exit: 'clearPendingStatus',
              invoke: {
                id: 'updateStatus',
                src: 'updateStatus',
                input: ({ context }) => ({
                  ...context.openKey!,
                  status: context.pendingStatus!,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) },
                    {
                      type: 'notifyStatusSaved',
                      params: ({ event }) => ({ detail: event.output }),
                    },
                    'refreshUnreadCount',
                    'refreshInbox',
                  ],
                },
                onError: [
                  {
                    description: 'Gone (deleted meanwhile): the dialog says so; the list reloads.',
                    guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
                    target: '#adminEnquiries.detail.failed',
                    actions: [
                      {
                        type: 'assignDetailError',
                        params: ({ event }) => ({ error: event.error }),
                      },
                      'refreshInbox',
                    ],
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'notifyStatusFailed',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
            savingNote: {
              tags: ['busy', 'savingNote'],
              invoke: {
                id: 'addNote',
                src: 'addNote',
                input: ({ context }) => ({ ...context.openKey!, body: context.noteDraft }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) },
                    'clearNoteDraft',
                    'notifyNoteSaved',
                  ],
                },
                onError: [
                  {
                    guard: {
                      type: 'isNoteRefused',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'idle',
                    actions: [
                      {
                        type: 'assignNoteServerError',
                        params: ({ event }) => ({ error: event.error }),
                      },
                      'focusNote',
                    ],
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'notifyNoteFailed',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});

export type AdminEnquiriesActorRef = ActorRefFrom<typeof adminEnquiriesMachine>;
