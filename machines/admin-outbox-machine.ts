import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type {
  OutboxAttachment,
  OutboxListQuery,
  OutboxListResponse,
  OutboxMessage,
} from '../contract/admin-outbox';
import { failureMessage, failureStatus } from '../contract/api-failure';
import { loadMachineOf, type LoadActorRef } from './load-machine';

export const OUTBOX_TEXT = {
  messageFailed: 'Failed to load the message.',
  retryFailed: 'The message could not be put back in the queue.',
  downloadFailed: 'The attachment could not be downloaded.',
} as const;

const QUERY_KEYS = ['status', 'q', 'page', 'perPage'] as const satisfies ReadonlyArray<
  keyof OutboxListQuery
>;

/** One page of the outbox, null until the first one arrives. */
export type OutboxPage = OutboxListResponse | null;
type OutboxPageActorRef = LoadActorRef<OutboxPage>;

/** A downloaded attachment: its bytes and the name to save it under. */
export interface OutboxFile {
  blob: Blob;
  fileName: string;
}

export interface AdminOutboxInput {
  /** The URL's filter, search and page. */
  query: OutboxListQuery;
}

export interface AdminOutboxContext {
  query: OutboxListQuery;
  /** The message the detail view is about, its data once loaded, or why it did not load. */
  openId: number | null;
  message: OutboxMessage | null;
  messageError: string | null;
  /** Why the last Retry was refused (409: it was not failed any more) or failed. */
  retryError: string | null;
  /** The attachment being (or last) downloaded. */
  download: OutboxAttachment | null;
  /** Why the last attachment download failed. */
  downloadError: string | null;
}

export type AdminOutboxEvent =
  /** The route's search changed (filter, search or page). */
  | { type: 'query.change'; query: OutboxListQuery }
  | { type: 'message.open'; id: number }
  | { type: 'message.close' }
  /** Load the opened message again (after a failure, or after a refused Retry). */
  | { type: 'message.reload' }
  /** Put the failed message back in the queue. */
  | { type: 'message.retry' }
  | { type: 'attachment.download'; attachment: OutboxAttachment };

/**
 * The mail outbox (issue 15, /admin/outbox), two regions side by side. `list`: one page of
 * messages for the URL's status filter, search and page, from the generic loader
 * (machines/load-machine.ts: retry and refresh there), with the counts per status and where
 * mail goes; another query starts another loader. `message`: the opened message as the recipient
 * sees it (HTML and text), with two independent actions while it is open: Retry of a failed
 * message (answered with the message as stored, pending again; the list refreshes) and the
 * download of an attachment (the itinerary PDF). Every failure is a state with its reason.
 */
export const adminOutboxMachine = setup({
  types: {
    input: {} as AdminOutboxInput,
    context: {} as AdminOutboxContext,
    events: {} as AdminOutboxEvent,
    children: {} as {
      outboxPage: 'loadOutbox';
      fetchMessage: 'fetchMessage';
      retryMessage: 'retryMessage';
      downloadAttachment: 'downloadAttachment';
    },
  },
  actors: {
    /** The page the URL asks for; the app provides its request. */
    loadOutbox: loadMachineOf<OutboxPage>(),
    fetchMessage: fromPromise<OutboxMessage, { id: number }>(async () => {
      throw new Error('fetchMessage: provide via machine.provide');
    }),
    retryMessage: fromPromise<OutboxMessage, { id: number }>(async () => {
      throw new Error('retryMessage: provide via machine.provide');
    }),
    downloadAttachment: fromPromise<OutboxFile, OutboxAttachment>(async () => {
      throw new Error('downloadAttachment: provide via machine.provide');
    }),
  },
  actions: {
    assignQuery: assign((_, params: { query: OutboxListQuery }) => ({ query: params.query })),
    assignOpenId: assign((_, params: { id: number }) => ({
      openId: params.id,
      message: null,
      messageError: null,
      retryError: null,
      download: null,
      downloadError: null,
    })),
    assignMessage: assign((_, params: { message: OutboxMessage }) => ({
      message: params.message,
      messageError: null,
    })),
    assignMessageError: assign((_, params: { error: unknown }) => ({
      messageError: failureMessage(params.error, OUTBOX_TEXT.messageFailed),
    })),
    assignRetryError: assign((_, params: { error: unknown }) => ({
      retryError: failureMessage(params.error, OUTBOX_TEXT.retryFailed),
    })),
    clearRetryError: assign({ retryError: null }),
    assignDownloadError: assign((_, params: { error: unknown }) => ({
      downloadError: failureMessage(params.error, OUTBOX_TEXT.downloadFailed),
    })),
    assignDownload: assign((_, params: { attachment: OutboxAttachment }) => ({
      download: params.attachment,
      downloadError: null,
    })),
    clearMessage: assign({
      openId: null,
      message: null,
      messageError: null,
      retryError: null,
      download: null,
      downloadError: null,
    }),
    refreshList: sendTo('outboxPage', { type: 'data.refresh' }),
    /* Effects the app supplies: */
    notifyRetried: (_, _params: { message: OutboxMessage }) => {},
    saveFile: (_, _params: OutboxFile) => {},
  },
  guards: {
    isOtherQuery: ({ context }, params: { query: OutboxListQuery }) =>
      QUERY_KEYS.some((key) => context.query[key] !== params.query[key]),
    isOtherMessage: ({ context }, params: { id: number }) => context.openId !== params.id,
    isFailed: ({ context }) => context.message?.status === 'failed',
    isGone: (_, params: { error: unknown }) => failureStatus(params.error) === 404,
  },
}).createMachine({
  id: 'adminOutbox',
  description:
    'The mail outbox: one page of messages for the URL filter, search and page from the generic loader; an opened message (HTML and text) with Retry of a failed one and the download of its attachment, each with its failure state.',
  type: 'parallel',
  context: ({ input }) => ({
    query: input.query,
    openId: null,
    message: null,
    messageError: null,
    retryError: null,
    download: null,
    downloadError: null,
  }),
  states: {
    list: {
      description:
        'The loader of the page the URL asks for (placeholders, failure with retry, refresh in place).',
      invoke: {
        id: 'outboxPage',
        src: 'loadOutbox',
        input: ({ context }) => ({ initialData: null, query: context.query }),
      },
      on: {
        'query.change': {
          guard: { type: 'isOtherQuery', params: ({ event }) => event },
          target: 'list',
          reenter: true,
          actions: { type: 'assignQuery', params: ({ event }) => event },
        },
      },
    },
    message: {
      initial: 'closed',
      on: {
        'message.open': {
          guard: { type: 'isOtherMessage', params: ({ event }) => event },
          target: '.opening',
          actions: { type: 'assignOpenId', params: ({ event }) => event },
        },
      },
      states: {
        closed: {},
        opening: {
          tags: ['messageOpen', 'messageLoading'],
          on: { 'message.close': { target: 'closed', actions: 'clearMessage' } },
          invoke: {
            id: 'fetchMessage',
            src: 'fetchMessage',
            input: ({ context }) => ({ id: context.openId! }),
            onDone: {
              target: 'open',
              actions: {
                type: 'assignMessage',
                params: ({ event }) => ({ message: event.output }),
              },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'assignMessageError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        failed: {
          description: 'Not found (404) or not loaded: the reason, and Try again.',
          tags: ['messageOpen', 'messageError'],
          on: {
            'message.reload': 'opening',
            'message.close': { target: 'closed', actions: 'clearMessage' },
          },
        },
        open: {
          description:
            'The message as the recipient sees it. Retry (failed messages only) and the attachment download run side by side; closing cancels what is still running.',
          tags: ['messageOpen'],
          type: 'parallel',
          on: {
            'message.close': { target: 'closed', actions: 'clearMessage' },
            'message.reload': 'opening',
          },
          states: {
            retry: {
              initial: 'idle',
              states: {
                idle: {
                  on: { 'message.retry': { guard: 'isFailed', target: 'retrying' } },
                },
                retrying: {
                  tags: ['retrying'],
                  entry: 'clearRetryError',
                  invoke: {
                    id: 'retryMessage',
                    src: 'retryMessage',
                    input: ({ context }) => ({ id: context.openId! }),
                    onDone: {
                      target: 'idle',
                      actions: [
                        {
                          type: 'assignMessage',
                          params: ({ event }) => ({ message: event.output }),
                        },
                        {
                          type: 'notifyRetried',
                          params: ({ event }) => ({ message: event.output }),
                        },
                        'refreshList',
                      ],
                    },
                    onError: [
                      {
                        description: 'Gone meanwhile: the view says so; the list reloads.',
                        guard: { type: 'isGone', params: ({ event }) => event },
                        target: '#adminOutbox.message.failed',
                        actions: [
                          {
                            type: 'assignMessageError',
                            params: ({ event }) => ({ error: event.error }),
                          },
                          'refreshList',
                        ],
                      },
                      {
                        description:
                          'Refused (409: no longer failed) or not sent: the reason; Try again, or reload the message.',
                        target: 'retryFailed',
                        actions: [
                          {
                            type: 'assignRetryError',
                            params: ({ event }) => ({ error: event.error }),
                          },
                          'refreshList',
                        ],
                      },
                    ],
                  },
                },
                retryFailed: {
                  tags: ['retryError'],
                  on: { 'message.retry': { guard: 'isFailed', target: 'retrying' } },
                },
              },
            },
            attachment: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'attachment.download': {
                      target: 'downloading',
                      actions: { type: 'assignDownload', params: ({ event }) => event },
                    },
                  },
                },
                downloading: {
                  tags: ['downloading'],
                  invoke: {
                    id: 'downloadAttachment',
                    src: 'downloadAttachment',
                    input: ({ context }) => context.download!,
                    onDone: {
                      target: 'idle',
                      actions: { type: 'saveFile', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'downloadFailed',
                      actions: {
                        type: 'assignDownloadError',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                downloadFailed: {
                  tags: ['downloadError'],
                  on: {
                    'attachment.download': {
                      target: 'downloading',
                      actions: { type: 'assignDownload', params: ({ event }) => event },
                    },
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

export type AdminOutboxActorRef = ActorRefFrom<typeof adminOutboxMachine>;
type AdminOutboxSnapshot = SnapshotFrom<typeof adminOutboxMachine>;

/** The page of the outbox being shown (its loader). */
export const outboxPageActor = (snapshot: AdminOutboxSnapshot) =>
  snapshot.children.outboxPage as OutboxPageActorRef | undefined;
