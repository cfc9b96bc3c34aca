import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type {
  Subscriber,
  SubscriberListQuery,
  SubscriberListResponse,
} from '../contract/admin-enquiries';
import { loadMachineOf, type LoadActorRef } from './load-machine';
import { isOtherQuery, queryChangeOf, type QueryChangeEvent } from './page-query';

/** The export as the server sent it: the CSV text and the file name it gave. */
export interface SubscribersCsv {
  csv: string;
  fileName: string;
}

/** One page of the subscribers, null until the first one arrives. */
export type SubscribersPage = SubscriberListResponse | null;
export type SubscribersPageActorRef = LoadActorRef<SubscribersPage>;

export interface AdminSubscribersInput {
  /** The URL's page. */
  query: SubscriberListQuery;
}

export interface AdminSubscribersContext {
  query: SubscriberListQuery;
  /** The subscriber the remove confirmation is about. */
  selected: Subscriber | null;
}

export type AdminSubscribersEvent =
  /** The route's search changed (the page). */
  | QueryChangeEvent<SubscriberListQuery>
  | { type: 'subscriber.remove'; subscriber: Subscriber }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'subscribers.export' };

/**
 * The newsletter tab of the enquiry inbox (issue 14): the page of subscribers the URL asks for
 * comes from the generic loader (retry and refresh there; another page is another loader);
 * Remove asks first, then deletes and reloads the page; Export asks the server for the CSV of
 * every subscriber and the app saves it. Removal and export run side by side.
 */
export const adminSubscribersMachine = setup({
  types: {
    input: {} as AdminSubscribersInput,
    context: {} as AdminSubscribersContext,
    events: {} as AdminSubscribersEvent,
    children: {} as {
      subscribersPage: 'loadSubscribers';
      removeSubscriber: 'removeSubscriber';
      exportSubscribers: 'exportSubscribers';
    },
  },
  actors: {
    /** The page the URL asks for; the app provides its request. */
    loadSubscribers: loadMachineOf<SubscribersPage>(),
    removeSubscriber: fromPromise<string, { id: number }>(async () => {
      throw new Error('removeSubscriber: provide via machine.provide');
    }),
    exportSubscribers: fromPromise<SubscribersCsv>(async () => {
      throw new Error('exportSubscribers: provide via machine.provide');
    }),
  },
  actions: {
    assignQuery: assign((_, params: { query: SubscriberListQuery }) => ({ query: params.query })),
    assignSelected: assign((_, params: { subscriber: Subscriber }) => ({
      selected: params.subscriber,
    })),
    clearSelected: assign({ selected: null }),
    refreshList: sendTo('subscribersPage', { type: 'data.refresh' }),
    /* Effects the app supplies: */
    notifyRemoved: (_, _params: { subscriber: Subscriber }) => {},
    notifyRemoveFailed: (_, _params: { error: unknown }) => {},
    saveFile: (_, _params: SubscribersCsv) => {},
    notifyExportFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isOtherQuery: isOtherQuery<SubscriberListQuery>(['page', 'perPage']),
  },
}).createMachine({
  id: 'adminSubscribers',
  description:
    'Newsletter subscribers: the page the URL asks for from the generic loader, another loader for another page; Remove asks first, deletes, then reloads the page; Export fetches the CSV for the app to save.',
  type: 'parallel',
  context: ({ input }) => ({ query: input.query, selected: null }),
  states: {
    list: {
      description: 'The loader of the page the URL asks for (placeholders, retry, refresh).',
      invoke: {
        id: 'subscribersPage',
        src: 'loadSubscribers',
        input: ({ context }) => ({ initialData: null, query: context.query }),
      },
      on: { 'query.change': queryChangeOf<SubscriberListQuery>()('list') },
    },
    removal: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'subscriber.remove': {
              target: 'confirming',
              actions: { type: 'assignSelected', params: ({ event }) => event },
            },
          },
        },
        confirming: {
          description: 'The confirmation dialog is open.',
          tags: ['confirmRemove'],
          on: {
            'remove.confirm': 'removing',
            'remove.cancel': { target: 'idle', actions: 'clearSelected' },
          },
        },
        removing: {
          tags: ['confirmRemove', 'removing'],
          invoke: {
            id: 'removeSubscriber',
            src: 'removeSubscriber',
            input: ({ context }) => ({ id: context.selected!.id }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notifyRemoved',
                  params: ({ context }) => ({ subscriber: context.selected! }),
                },
                'clearSelected',
                'refreshList',
              ],
            },
            onError: {
              description: 'Said in a toast; the page reloads (it may be gone already).',
              target: 'idle',
              actions: [
                { type: 'notifyRemoveFailed', params: ({ event }) => ({ error: event.error }) },
                'clearSelected',
                'refreshList',
              ],
            },
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'subscribers.export': 'exporting' },
        },
        exporting: {
          tags: ['exporting'],
          invoke: {
            id: 'exportSubscribers',
            src: 'exportSubscribers',
            onDone: {
              target: 'idle',
              actions: { type: 'saveFile', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyExportFailed',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
  },
});

/** The page of subscribers being shown (its loader). */
export const subscribersPageActor = (snapshot: SnapshotFrom<typeof adminSubscribersMachine>) =>
  snapshot.children.subscribersPage as SubscribersPageActorRef | undefined;
