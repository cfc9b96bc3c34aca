import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { WaitlistPlace } from '../contract/waitlist';

/** What can be done to a place: the traveller leaves or claims; the operator offers or removes. */
export type WaitlistAction = 'leave' | 'claim' | 'offer' | 'remove';

export interface WaitlistPlacesInput {
  /** What the list is of (a departure id, a mail link's token), handed to `loadPlaces`. */
  query?: unknown;
}

export interface WaitlistPlacesContext {
  query: unknown;
  places: WaitlistPlace[];
  /** Why the list did not load (read through contract/api-failure); null once it loads. */
  error: unknown;
  /** The action under way, or last refused. */
  pending: { id: number; action: WaitlistAction } | null;
  /** Why the last action was refused; null after one goes through. */
  actionError: unknown;
}

export type WaitlistPlacesEvent =
  { type: 'places.retry' } | { type: 'place.act'; id: number; action: WaitlistAction };

/**
 * A list of waitlist places with their actions (issue 19): My Account's Waitlist section (leave,
 * claim), the mail link's page (one place: leave, claim) and the admin's waitlist of a departure
 * (offer, remove). Loads the list; one action at a time, after which the list loads again (an
 * action changes other places too: the line moves up). What an action's answer does (a claim
 * opens the booking page, a leave says so) and a refusal's message are the app's.
 */
export const waitlistPlacesMachine = setup({
  types: {
    input: {} as WaitlistPlacesInput,
    context: {} as WaitlistPlacesContext,
    events: {} as WaitlistPlacesEvent,
  },
  actors: {
    loadPlaces: fromPromise<WaitlistPlace[], unknown>(async () => {
      throw new Error('loadPlaces: provide via machine.provide');
    }),
    actOnPlace: fromPromise<unknown, { id: number; action: WaitlistAction; query: unknown }>(
      async () => {
        throw new Error('actOnPlace: provide via machine.provide');
      },
    ),
  },
  actions: {
    assignPlaces: assign((_, params: { places: WaitlistPlace[] }) => ({
      places: params.places,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    assignPending: assign((_, params: { id: number; action: WaitlistAction }) => ({
      pending: { id: params.id, action: params.action },
      actionError: null,
    })),
    assignActionError: assign((_, params: { error: unknown }) => ({ actionError: params.error })),
    /** Effect the app supplies: what the action's answer does (navigate, toast). */
    notifyActed: (_, _params: { action: WaitlistAction; output: unknown }) => {},
    /** Effect the app supplies: the refusal's message. */
    notifyActionFailed: (_, _params: { action: WaitlistAction; error: unknown }) => {},
  },
  guards: {
    /** The place is on the list and the action is not already under way. */
    isListed: ({ context }, params: { id: number }) =>
      context.places.some((place) => place.id === params.id),
  },
}).createMachine({
  id: 'waitlistPlaces',
  description:
    'Waitlist places with their actions: load the list (failed: retry); one action at a time (leave, claim, offer, remove), then the list loads again; a refused action keeps the list and says why.',
  context: ({ input }) => ({
    query: input.query,
    places: [],
    error: null,
    pending: null,
    actionError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPlaces',
        src: 'loadPlaces',
        input: ({ context }: { context: WaitlistPlacesContext }) => context.query,
        onDone: {
          target: 'loaded',
          actions: { type: 'assignPlaces', params: ({ event }) => ({ places: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'places.retry': 'loading' },
    },
    loaded: {
      tags: ['loaded'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'place.act': {
              guard: { type: 'isListed', params: ({ event }) => event },
              target: 'acting',
              actions: { type: 'assignPending', params: ({ event }) => event },
            },
          },
        },
        acting: {
          description: 'One action under way; the buttons are busy.',
          tags: ['busy'],
          invoke: {
            id: 'actOnPlace',
            src: 'actOnPlace',
            input: ({ context }) => ({ ...context.pending!, query: context.query }),
            onDone: {
              target: 'refreshing',
              actions: {
                type: 'notifyActed',
                params: ({ context, event }) => ({
                  action: context.pending!.action,
                  output: event.output,
                }),
              },
            },
            onError: {
              target: 'refreshing',
              actions: [
                { type: 'assignActionError', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'notifyActionFailed',
                  params: ({ context, event }) => ({
                    action: context.pending!.action,
                    error: event.error,
                  }),
                },
              ],
            },
          },
        },
        refreshing: {
          description:
            'The list loads again after an action (the line moved); a failure keeps the list shown.',
          tags: ['busy'],
          invoke: {
            id: 'reloadPlaces',
            src: 'loadPlaces',
            input: ({ context }: { context: WaitlistPlacesContext }) => context.query,
            onDone: {
              target: 'idle',
              actions: { type: 'assignPlaces', params: ({ event }) => ({ places: event.output }) },
            },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});

export type WaitlistPlacesActorRef = ActorRefFrom<typeof waitlistPlacesMachine>;
