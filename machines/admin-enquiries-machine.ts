import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  enquiryNoteRequestSchema,
  enquiryStatusRequestSchema,
  type EnquiryDetail,
  type EnquiryKind,
  type EnquiryListQuery,
  type EnquiryListResponse,
  type EnquiryStatus,
} from '../contract/admin-enquiries';
import {
  failureMessage,
  failureStatus,
  fieldMessages,
  type FieldMessages,
} from '../contract/api-failure';
import {
  editActor,
  editMachine,
  setField,
  type EditActorRef,
  type EditRules,
  type FieldEdit,
} from './edit-machine';
import { loadMachineOf, type LoadActorRef } from './load-machine';

const ENQUIRY_INBOX_MESSAGES = {
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

/** One page of the inbox, null until the first one arrives. */
export type InboxPage = EnquiryListResponse | null;
export type InboxPageActorRef = LoadActorRef<InboxPage>;

/** What a contract schema's `safeParse` answers (machines/ read schemas without importing zod). */
interface SchemaResult {
  error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
}

/** The first message per field of a contract schema's refusal; empty when it passed. */
function schemaMessages(result: SchemaResult): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The status select's form types (machines/edit-machine.ts); saved as soon as it changes. */
export interface EnquiryStatusForm {
  values: { status: EnquiryStatus };
  edit: FieldEdit<{ status: EnquiryStatus }>;
  request: EnquiryKey & { status: EnquiryStatus };
  output: EnquiryDetail;
}

/** The status form's rules for one enquiry: the contract's check; it stays open once saved. */
function enquiryStatusForm(key: EnquiryKey): EditRules<EnquiryStatusForm> {
  return {
    edit: setField,
    validate: (values) => schemaMessages(enquiryStatusRequestSchema.safeParse(values)),
    request: (values) => ({ ...key, status: values.status }),
    serverErrors: (error) => fieldMessages(error, ['status']),
    saved: (_values, output) => ({ status: output.status }),
    failureMessage: ENQUIRY_INBOX_MESSAGES.statusFailed,
  };
}

/** The new-note form's types. */
export interface EnquiryNoteForm {
  values: { body: string };
  edit: FieldEdit<{ body: string }>;
  request: EnquiryKey & { body: string };
  output: EnquiryDetail;
}

/** The note form's rules for one enquiry: the contract's check (as the server applies it); it clears once saved. */
function enquiryNoteForm(key: EnquiryKey): EditRules<EnquiryNoteForm> {
  return {
    edit: setField,
    validate: (values) => schemaMessages(enquiryNoteRequestSchema.safeParse(values)),
    request: (values) => ({ ...key, body: values.body }),
    serverErrors: (error) => fieldMessages(error, ['body']),
    saved: (_values, _output, initial) => initial,
    failureMessage: ENQUIRY_INBOX_MESSAGES.noteFailed,
  };
}

export interface AdminEnquiriesInput {
  /** The URL's filters and page. */
  query: EnquiryListQuery;
}

export interface AdminEnquiriesContext {
  query: EnquiryListQuery;
  /** The enquiry the detail dialog is about, its data once loaded, or why it did not load. */
  openKey: EnquiryKey | null;
  detail: EnquiryDetail | null;
  detailError: string | null;
  /** The status being saved (the select shows it meanwhile). */
  pendingStatus: EnquiryStatus | null;
}

export type AdminEnquiriesEvent =
  /** The route's search changed (filter or page). */
  | { type: 'query.change'; query: EnquiryListQuery }
  | { type: 'enquiry.open'; kind: EnquiryKind; id: number }
  | { type: 'detail.retry' }
  | { type: 'detail.close' }
  | { type: 'status.change'; status: EnquiryStatus }
  | { type: 'note.submit' }
  /* The status and note forms' reports (EditReport<EnquiryStatusForm | EnquiryNoteForm>): */
  | { type: 'edit.saved'; output: EnquiryDetail }
  | { type: 'edit.invalid'; errors: FieldMessages }
  | { type: 'edit.failed'; error: unknown };

/**
 * The enquiry inbox (issue 14, /admin/enquiries), two regions side by side. `inbox`: one page of
 * contact messages and custom-tour requests for the URL's filters, from the generic loader
 * (machines/load-machine.ts: retry and refresh there); another query starts another loader, and a
 * status change refreshes it. `detail`: an opened enquiry with everything the sender sent, its
 * notes and history; its status and a new note are two edit machines (one save at a time), each
 * answered with the enquiry as stored; the app refreshes the sidebar's unread count after a
 * status change.
 */
export const adminEnquiriesMachine = setup({
  types: {
    input: {} as AdminEnquiriesInput,
    context: {} as AdminEnquiriesContext,
    events: {} as AdminEnquiriesEvent,
    children: {} as {
      inboxPage: 'loadInbox';
      fetchEnquiry: 'fetchEnquiry';
      statusForm: 'statusForm';
      noteForm: 'noteForm';
    },
  },
  actors: {
    /** The page the URL asks for; the app provides its request. */
    loadInbox: loadMachineOf<InboxPage>(),
    fetchEnquiry: fromPromise<EnquiryDetail, EnquiryKey>(async () => {
      throw new Error('fetchEnquiry: provide via machine.provide');
    }),
    /** The status select; the app provides its PUT. */
    statusForm: editMachine,
    /** The new note; the app provides its POST and focus. */
    noteForm: editMachine,
  },
  actions: {
    assignQuery: assign((_, params: { query: EnquiryListQuery }) => ({ query: params.query })),
    assignOpenKey: assign((_, params: EnquiryKey) => ({
      openKey: { kind: params.kind, id: params.id },
      detail: null,
      detailError: null,
    })),
    assignDetail: assign((_, params: { detail: EnquiryDetail }) => ({
      detail: params.detail,
      detailError: null,
    })),
    assignDetailError: assign((_, params: { error: unknown }) => ({
      detailError: failureMessage(params.error, ENQUIRY_INBOX_MESSAGES.detailFailed),
    })),
    clearDetail: assign({ openKey: null, detail: null, detailError: null }),
    assignPendingStatus: assign((_, params: { status: EnquiryStatus }) => ({
      pendingStatus: params.status,
    })),
    clearPendingStatus: assign({ pendingStatus: null }),
    editStatus: sendTo('statusForm', (_, params: { status: EnquiryStatus }) => ({
      type: 'draft.edit' as const,
      edit: { field: 'status', value: params.status },
    })),
    saveStatus: sendTo('statusForm', { type: 'draft.save' }),
    saveNote: sendTo('noteForm', { type: 'draft.save' }),
    refreshInbox: sendTo('inboxPage', { type: 'data.refresh' }),
    /* Effects the app supplies: */
    /** The sidebar's unread count may have changed. */
    refreshUnreadCount: () => {},
  },
  guards: {
    isOtherQuery: ({ context }, params: { query: EnquiryListQuery }) =>
      QUERY_KEYS.some((key) => context.query[key] !== params.query[key]),
    isOtherEnquiry: ({ context }, params: EnquiryKey) =>
      context.openKey === null ||
      context.openKey.kind !== params.kind ||
      context.openKey.id !== params.id,
    isNewStatus: ({ context }, params: { status: EnquiryStatus }) =>
      context.detail !== null && context.detail.status !== params.status,
    isGone: (_, params: { error: unknown }) => failureStatus(params.error) === 404,
  },
}).createMachine({
  id: 'adminEnquiries',
  description:
    'The enquiry inbox: one page of enquiries for the URL filters from the generic loader, another loader when they change; an opened enquiry with its notes and history, whose status and new note are edit machines saved one at a time and answered with the enquiry as stored.',
  type: 'parallel',
  context: ({ input }) => ({
    query: input.query,
    openKey: null,
    detail: null,
    detailError: null,
    pendingStatus: null,
  }),
  states: {
    inbox: {
      description:
        'The loader of the page the URL asks for (placeholders, failure with retry, refresh in place).',
      invoke: {
        id: 'inboxPage',
        src: 'loadInbox',
        input: ({ context }) => ({ initialData: null, query: context.query }),
      },
      on: {
        'query.change': {
          guard: { type: 'isOtherQuery', params: ({ event }) => event },
          target: 'inbox',
          reenter: true,
          actions: { type: 'assignQuery', params: ({ event }) => event },
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
          on: {
            'detail.close': { target: 'closed', actions: 'clearDetail' },
            'enquiry.open': {
              guard: { type: 'isOtherEnquiry', params: ({ event }) => event },
              target: 'opening',
              reenter: true,
              actions: { type: 'assignOpenKey', params: ({ event }) => event },
            },
          },
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
            'enquiry.open': {
              guard: { type: 'isOtherEnquiry', params: ({ event }) => event },
              target: 'opening',
              actions: { type: 'assignOpenKey', params: ({ event }) => event },
            },
          },
        },
        open: {
          description:
            'What the sender sent, the status (`statusForm`) and a new note (`noteForm`); a refused or failed save shows under its form, an enquiry gone meanwhile says so.',
          tags: ['detailOpen'],
          invoke: [
            {
              id: 'statusForm',
              src: 'statusForm',
              input: ({ context }) => ({
                rules: enquiryStatusForm(context.openKey!),
                values: { status: context.detail!.status },
              }),
            },
            {
              id: 'noteForm',
              src: 'noteForm',
              input: ({ context }) => ({
                rules: enquiryNoteForm(context.openKey!),
                values: { body: '' },
              }),
            },
          ],
          initial: 'idle',
          on: {
            'edit.invalid': '.idle',
            'edit.failed': [
              {
                description: 'Gone (deleted meanwhile): the dialog says so; the list reloads.',
                guard: { type: 'isGone', params: ({ event }) => event },
                target: 'failed',
                actions: [
                  { type: 'assignDetailError', params: ({ event }) => event },
                  'refreshInbox',
                ],
              },
              { target: '.idle' },
            ],
          },
          states: {
            idle: {
              on: {
                'detail.close': {
                  target: '#adminEnquiries.detail.closed',
                  actions: 'clearDetail',
                },
                'enquiry.open': {
                  guard: { type: 'isOtherEnquiry', params: ({ event }) => event },
                  target: '#adminEnquiries.detail.opening',
                  actions: { type: 'assignOpenKey', params: ({ event }) => event },
                },
                'status.change': {
                  guard: { type: 'isNewStatus', params: ({ event }) => event },
                  target: 'savingStatus',
                  actions: [
                    { type: 'assignPendingStatus', params: ({ event }) => event },
                    { type: 'editStatus', params: ({ event }) => event },
                    'saveStatus',
                  ],
                },
                'note.submit': { target: 'savingNote', actions: 'saveNote' },
              },
            },
            savingStatus: {
              description: 'The status select and the note form wait; the dialog stays open.',
              tags: ['busy', 'savingStatus'],
              exit: 'clearPendingStatus',
              on: {
                'edit.saved': {
                  target: 'idle',
                  actions: [
                    { type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) },
                    'refreshUnreadCount',
                    'refreshInbox',
                  ],
                },
              },
            },
            savingNote: {
              description: 'The note form checks the note, then saves it; it clears once saved.',
              tags: ['busy', 'savingNote'],
              on: {
                'edit.saved': {
                  target: 'idle',
                  actions: {
                    type: 'assignDetail',
                    params: ({ event }) => ({ detail: event.output }),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type AdminEnquiriesActorRef = ActorRefFrom<typeof adminEnquiriesMachine>;
type AdminEnquiriesSnapshot = SnapshotFrom<typeof adminEnquiriesMachine>;
export type EnquiryNoteFormRef = EditActorRef<EnquiryNoteForm>;

/** The page of the inbox being shown (its loader). */
export const inboxPageActor = (snapshot: AdminEnquiriesSnapshot) =>
  snapshot.children.inboxPage as InboxPageActorRef | undefined;

/** The opened enquiry's status form, while it is open. */
export const statusFormActor = (snapshot: AdminEnquiriesSnapshot) =>
  editActor<EnquiryStatusForm>(snapshot.children.statusForm);

/** The opened enquiry's note form, while it is open. */
export const noteFormActor = (snapshot: AdminEnquiriesSnapshot) =>
  editActor<EnquiryNoteForm>(snapshot.children.noteForm);
