import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { Subscriber } from '../contract/admin-enquiries';
import { loadMachineOf, type LoadActorRef } from './load-machine';

/** The export as the server sent it: the CSV text and the file name it gave. */
export interface SubscribersCsv {
  csv: string;
  fileName: string;
}

type SubscribersLoadActorRef = LoadActorRef<Subscriber[]>;

export interface AdminSubscribersContext {
  /** The list: the generic loader (machines/load-machine.ts), spawned here. */
  loader: SubscribersLoadActorRef;
  /** The subscriber the remove confirmation is about. */
  selected: Subscriber | null;
}

export type AdminSubscribersEvent =
  | { type: 'subscriber.remove'; subscriber: Subscriber }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'subscribers.export' };

/**
 * The newsletter tab of the enquiry inbox (issue 14): the subscribers come from the generic
 * loader it spawns (retry and refresh there); Remove asks first, then deletes and reloads the
 * list; Export asks the server for the CSV and the app saves it. Removal and export run side by
 * side.
 */
export const adminSubscribersMachine = setup({
  types: {
    context: {} as AdminSubscribersContext,
    events: {} as AdminSubscribersEvent,
  },
  actors: {
    loadSubscribers: loadMachineOf<Subscriber[]>(),
    removeSubscriber: fromPromise<string, { id: number }>(async () => {
      throw new Error('removeSubscriber: provide via machine.provide');
    }),
    exportSubscribers: fromPromise<SubscribersCsv>(async () => {
      throw new Error('exportSubscribers: provide via machine.provide');
    }),
  },
  actions: {
    assignSelected: assign((_, params: { subscriber: Subscriber }) => ({
      selected: params.subscriber,
    })),
    clearSelected: assign({ selected: null }),
    refreshList: sendTo(({ context }) => context.loader, { type: 'data.refresh' }),
    /* Effects the app supplies: */
    notifyRemoved: (_, _params: { subscriber: Subscriber }) => {},
    notifyRemoveFailed: (_, _params: { error: unknown }) => {},
    saveFile: (_, _params: SubscribersCsv) => {},
    notifyExportFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'adminSubscribers',
  description:
    'Newsletter subscribers: the list from the generic loader it spawns; Remove asks first, deletes, then reloads the list; Export fetches the CSV for the app to save.',
  type: 'parallel',
  context: ({ spawn }) => ({
    loader: spawn('loadSubscribers', { id: 'subscribers', input: { initialData: [] } }),
    selected: null,
  }),
  states: {
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
              description: 'Said in a toast; the list reloads (it may be gone already).',
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
