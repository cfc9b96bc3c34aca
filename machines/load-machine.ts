import {
  assign,
  emit,
  fromPromise,
  setup,
  type ActorRefFrom,
  type NonReducibleUnknown,
  type SnapshotFrom,
} from 'xstate';

interface LoadInput<TData> {
  /** What `data` holds until a load succeeds: an empty list, or null for a page with nothing yet. */
  initialData: TData;
  /**
   * What the request asks for (a page of a list and its filters), handed to `load` as its input.
   * Fixed for the loader's life: another query is another loader.
   */
  query?: NonReducibleUnknown;
  /**
   * `initialData` is already the answer (the server rendered the page with it): start `loaded`,
   * without a request.
   */
  preloaded?: boolean;
}

interface LoadContext<TData> {
  /** The last successful load's answer; kept while a retry or a refresh runs and after a failure. */
  data: TData;
  /** Why the last load failed (read through contract/api-failure); null once a load succeeds. */
  error: unknown;
  /** The request's query, as the input gave it. */
  query: NonReducibleUnknown;
  preloaded: boolean;
}

type LoadEvent = { type: 'data.retry' } | { type: 'data.refresh' };

/** Told to whoever listens (`actor.on('data.loaded', ...)`) each time a load succeeds. */
type LoadEmitted<TData> = { type: 'data.loaded'; data: TData };

/*
 * The machine does not look at its data, so one definition serves every type of it. The
 * function is called once, below, for `loadMachine`; `LoadMachine<TData>` is its type with
 * `data` typed, which `loadMachineOf` gives to the logic file that provides `load`.
 */
function defineLoadMachine<TData>() {
  return setup({
    types: {
      input: {} as LoadInput<TData>,
      context: {} as LoadContext<TData>,
      events: {} as LoadEvent,
      emitted: {} as LoadEmitted<TData>,
    },
    actors: {
      load: fromPromise<TData>(async () => {
        throw new Error('load: provide via machine.provide');
      }),
    },
    actions: {
      assignData: assign((_, params: { data: TData }) => ({ data: params.data, error: null })),
      assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
      announceLoaded: emit((_, params: { data: TData }) => ({
        type: 'data.loaded' as const,
        data: params.data,
      })),
      /** Supplied by the app: what a failure does besides the `failed` state (SPEC 8: a log line). */
      notifyFailed: (_, _params: { error: unknown }) => {},
    },
    guards: {
      isPreloaded: ({ context }) => context.preloaded,
    },
  }).createMachine({
    id: 'load',
    description:
      'Loads one piece of data when it starts (a page, a section): loaded, or failed with a retry; a loaded one can be refreshed while it stays on screen. The request and what a failure does are provided by the app.',
    context: ({ input }) => ({
      data: input.initialData,
      error: null,
      query: input.query,
      preloaded: input.preloaded ?? false,
    }),
    initial: 'starting',
    states: {
      starting: {
        description:
          'Data the server rendered the page with is shown as loaded at once; otherwise it loads.',
        always: [{ guard: 'isPreloaded', target: 'loaded' }, { target: 'fetching' }],
      },
      fetching: {
        description:
          'One request: its answer replaces the data; a failure keeps the data and lands in `failed`.',
        initial: 'loading',
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => context.query,
          onDone: {
            target: 'loaded',
            actions: [
              { type: 'assignData', params: ({ event }) => ({ data: event.output }) },
              { type: 'announceLoaded', params: ({ event }) => ({ data: event.output }) },
            ],
          },
          onError: {
            target: 'failed',
            actions: [
              { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
              { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
        states: {
          loading: {
            description: 'Nothing loaded to show yet: the view shows placeholders.',
            tags: ['loading'],
          },
          refreshing: {
            description: 'The loaded data stays on screen while newer data loads.',
            tags: ['loaded', 'busy'],
          },
        },
      },
      loaded: {
        tags: ['loaded'],
        on: { 'data.refresh': 'fetching.refreshing' },
      },
      failed: {
        tags: ['error'],
        on: { 'data.retry': 'fetching' },
      },
    },
  });
}

/** The generic loader. A feature's logic file types it with `loadMachineOf<TData>()`. */
export const loadMachine = defineLoadMachine<unknown>();

export type LoadMachine<TData> = ReturnType<typeof defineLoadMachine<TData>>;
export type LoadActorRef<TData> = ActorRefFrom<LoadMachine<TData>>;
export type LoadSnapshot<TData> = SnapshotFrom<LoadMachine<TData>>;

/**
 * `loadMachine` with its data typed as TData: the same machine (it never reads its data), so
 * the logic file's `provide({ actors: { load } })`, its `input` and the views' selectors are
 * checked against TData.
 */
export function loadMachineOf<TData>(): LoadMachine<TData> {
  return loadMachine as unknown as LoadMachine<TData>;
}
