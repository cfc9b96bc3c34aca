import {
  assign,
  fromCallback,
  fromPromise,
  raise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { TourCard } from '../contract/tours';
import { MAX_WISHLIST } from '../contract/wishlist';
import type { SessionActorRef } from './session-machine';
import { watchSession, type SessionReport } from './session-watch';

export interface WishlistInput {
  /** Tour ids this device saved while signed out (storage key 'wishlist'). */
  localIds: readonly number[];
  /** The app's session; the wishlist follows it (invoked `watchSession`). */
  session: SessionActorRef;
}

/**
 * Who the session says is here: nobody yet (still reading), a guest, or one traveller. A new
 * traveller (another tab signed in as someone else) counts as a new sign-in.
 */
function sessionIdentity(report: SessionReport): string | null {
  if (report.status === 'loading') return null;
  if (report.status === 'signedOut' || !report.user) return 'guest';
  return `user:${report.user.id}`;
}

export interface WishlistContext {
  session: SessionActorRef;
  /** The session's last identity acted on (see sessionIdentity); null before the first. */
  identity: string | null;
  /** The hearts shown now: the device's list for a guest, the account's (optimistic) when signed in. */
  ids: number[];
  /** Saved on this device and not merged into an account yet; emptied once a merge succeeded. */
  deviceIds: number[];
  /** The account's saved tours as the server last listed them (newest first). */
  tours: TourCard[];
  /** The heart being saved: which tour, and whether it is now saved (for the rollback). */
  pending: { tourId: number; saved: boolean } | null;
  /** Why the last merge or save failed (an ApiError from the app). */
  error: unknown;
}

export type WishlistEvent =
  /** What the session says now (from the invoked `watchSession`). */
  | ({ type: 'session.changed' } & SessionReport)
  /** The session settled on a traveller (or another one took over the tab). */
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  /** A heart or a Remove button was pressed. */
  | { type: 'wishlist.toggle'; tourId: number }
  | { type: 'wishlist.retry' }
  /** Another tab changed the device's list (a guest hearting there). */
  | { type: 'device.listChanged'; ids: number[] };

/** What the save actor is asked: put the tour on the account's list, or take it off. */
export interface SaveWishlistItemInput {
  tourId: number;
  saved: boolean;
}

/** Each id once, at most MAX_WISHLIST of them (the merge refuses more). */
const deviceList = (ids: readonly number[]): number[] => [...new Set(ids)].slice(0, MAX_WISHLIST);

const toggled = (ids: readonly number[], tourId: number): number[] =>
  ids.includes(tourId) ? ids.filter((id) => id !== tourId) : [tourId, ...ids];

/**
 * One wishlist per app, following the session (SPEC 2, issue 6). A guest's hearts stay on this
 * device. At sign-in the device's list is merged into the account (POST merge, also when it is
 * empty: that is how the account's list is loaded) and the device's list is cleared only once
 * the server has it. Signed in, each heart is shown at once and saved to the account; a failed
 * save puts the heart back. Signing out returns to what is left on the device, so the account's
 * hearts never stay on screen for the next person.
 */
export const wishlistMachine = setup({
  types: {
    input: {} as WishlistInput,
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
  },
  actors: {
    watchSession,
    /** Reports another tab's change to the device's list as `device.listChanged`. */
    watchDeviceList: fromCallback<WishlistEvent>(() => {
      throw new Error('watchDeviceList: provide via machine.provide');
    }),
    /** POST /api/my/wishlist/merge: the account's whole list after adding the device's ids. */
    mergeWishlist: fromPromise<TourCard[], { tourIds: number[] }>(async () => {
      throw new Error('mergeWishlist: provide via machine.provide');
    }),
    /** PUT (saved) or DELETE /api/my/wishlist/{tourId}: the account's whole list after it. */
    saveWishlistItem: fromPromise<TourCard[], SaveWishlistItemInput>(async () => {
      throw new Error('saveWishlistItem: provide via machine.provide');
    }),
  },
  actions: {
    assignIdentity: assign((_, params: { identity: string | null }) => ({
      identity: params.identity,
    })),
    reportSignedIn: raise({ type: 'session.signedIn' }),
    reportSignedOut: raise({ type: 'session.signedOut' }),
    toggleDeviceId: assign(({ context }, params: { tourId: number }) => {
      const ids = toggled(context.deviceIds, params.tourId);
      return { ids, deviceIds: ids };
    }),
    /** The device's list as another tab left it, so a heart here does not overwrite it. */
    assignDeviceList: assign((_, params: { ids: number[] }) => {
      const ids = deviceList(params.ids);
      return { ids, deviceIds: [...ids] };
    }),
    toggleOptimistically: assign(({ context }, params: { tourId: number }) => ({
      ids: toggled(context.ids, params.tourId),
      pending: { tourId: params.tourId, saved: !context.ids.includes(params.tourId) },
    })),
    rollBackPending: assign(({ context }, params: { error: unknown }) => {
      const pending = context.pending;
      if (!pending) return { error: params.error };
      const ids = pending.saved
        ? context.ids.filter((id) => id !== pending.tourId)
        : [pending.tourId, ...context.ids.filter((id) => id !== pending.tourId)];
      return { ids, pending: null, error: params.error };
    }),
    assignAccountList: assign((_, params: { tours: TourCard[] }) => ({
      tours: params.tours,
      ids: params.tours.map((tour) => tour.id),
      pending: null,
      error: null,
    })),
    assignMergedList: assign((_, params: { tours: TourCard[] }) => ({
      tours: params.tours,
      ids: params.tours.map((tour) => tour.id),
      deviceIds: [],
      pending: null,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** Shows what is still on this device: nothing of an account stays on screen. */
    showDeviceList: assign(({ context }) => ({
      ids: [...context.deviceIds],
      tours: [],
      pending: null,
      error: null,
    })),
    /* Effects the app supplies: */
    saveDeviceList: (_, _params: { ids: number[] }) => {},
    clearDeviceList: () => {},
    notifySaveFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    /** The session is still being read, or says again who it said last time. */
    isUnchangedIdentity: ({ context }, params: { identity: string | null }) =>
      params.identity === null || params.identity === context.identity,
    isGuestIdentity: (_, params: { identity: string | null }) => params.identity === 'guest',
    /** Taking a tour off always works; adding one needs room under MAX_WISHLIST. */
    hasRoomFor: ({ context }, params: { tourId: number }) =>
      context.ids.includes(params.tourId) || context.ids.length < MAX_WISHLIST,
  },
}).createMachine({
  id: 'wishlist',
  description:
    "One wishlist per app, following the session: a guest's hearts live on the device; at sign-in they are merged into the account's list; signing out returns to what is on the device.",
  context: ({ input }) => {
    const ids = deviceList(input.localIds);
    return {
      session: input.session,
      identity: null,
      ids,
      deviceIds: [...ids],
      tours: [],
      pending: null,
      error: null,
    };
  },
  invoke: [
    { id: 'session', src: 'watchSession', input: ({ context }) => context },
    { id: 'deviceList', src: 'watchDeviceList' },
  ],
  on: {
    'session.changed': [
      {
        guard: {
          type: 'isUnchangedIdentity',
          params: ({ event }) => ({ identity: sessionIdentity(event) }),
        },
      },
      {
        guard: {
          type: 'isGuestIdentity',
          params: ({ event }) => ({ identity: sessionIdentity(event) }),
        },
        actions: [
          { type: 'assignIdentity', params: ({ event }) => ({ identity: sessionIdentity(event) }) },
          'reportSignedOut',
        ],
      },
      {
        actions: [
          { type: 'assignIdentity', params: ({ event }) => ({ identity: sessionIdentity(event) }) },
          'reportSignedIn',
        ],
      },
    ],
    'session.signedOut': { target: '.guest', actions: 'showDeviceList' },
    'session.signedIn': { target: '.account', actions: 'showDeviceList' },
  },
  initial: 'unknown',
  states: {
    unknown: {
      description: 'The session is still being read: the hearts wait.',
      tags: ['loading'],
      on: {
        'device.listChanged': {
          actions: { type: 'assignDeviceList', params: ({ event }) => event },
        },
      },
    },
    guest: {
      description: "SPEC 2: a guest's heart toggles on this device only.",
      tags: ['guest'],
      on: {
        'device.listChanged': {
          actions: { type: 'assignDeviceList', params: ({ event }) => event },
        },
        'wishlist.toggle': {
          guard: { type: 'hasRoomFor', params: ({ event }) => event },
          actions: [
            { type: 'toggleDeviceId', params: ({ event }) => event },
            { type: 'saveDeviceList', params: ({ context }) => ({ ids: context.deviceIds }) },
          ],
        },
      },
    },
    account: {
      description:
        'Signed in: the list lives on the account. Entered afresh at each sign-in (also when another traveller takes over the tab), so the first step is always the merge.',
      tags: ['account'],
      initial: 'syncing',
      states: {
        syncing: {
          description:
            "Merges the device's ids into the account (an empty merge is the load). The device's list is cleared only after the server has it, so nothing is lost when this fails.",
          tags: ['loading'],
          invoke: {
            id: 'mergeWishlist',
            src: 'mergeWishlist',
            input: ({ context }) => ({ tourIds: [...context.deviceIds] }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'assignMergedList', params: ({ event }) => ({ tours: event.output }) },
                'clearDeviceList',
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          description:
            "The account's list could not be loaded. The hearts show the device's list, still stored; a heart pressed here changes that list and merges again.",
          tags: ['error'],
          on: {
            'wishlist.retry': 'syncing',
            'device.listChanged': {
              actions: { type: 'assignDeviceList', params: ({ event }) => event },
            },
            'wishlist.toggle': {
              guard: { type: 'hasRoomFor', params: ({ event }) => event },
              target: 'syncing',
              actions: [
                { type: 'toggleDeviceId', params: ({ event }) => event },
                { type: 'saveDeviceList', params: ({ context }) => ({ ids: context.deviceIds }) },
              ],
            },
          },
        },
        ready: {
          tags: ['ready'],
          initial: 'idle',
          states: {
            idle: {
              on: {
                'wishlist.toggle': {
                  guard: { type: 'hasRoomFor', params: ({ event }) => event },
                  target: 'saving',
                  actions: { type: 'toggleOptimistically', params: ({ event }) => event },
                },
              },
            },
            saving: {
              description:
                'The heart already shows the change; the server is asked to store it. Further toggles are ignored until it answers (the hearts and Remove buttons are disabled), so two saves never race and a rollback always undoes the right change.',
              tags: ['busy'],
              invoke: {
                id: 'saveWishlistItem',
                src: 'saveWishlistItem',
                input: ({ context }) => ({ ...context.pending! }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'assignAccountList',
                    params: ({ event }) => ({ tours: event.output }),
                  },
                },
                onError: {
                  target: 'saveFailed',
                  actions: [
                    { type: 'rollBackPending', params: ({ event }) => ({ error: event.error }) },
                    { type: 'notifySaveFailed', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
            saveFailed: {
              description:
                'The last change was not stored and its heart is back as it was (the app shows a toast). The list stays usable: the next toggle leaves this state.',
              tags: ['saveFailed'],
              on: {
                'wishlist.toggle': {
                  guard: { type: 'hasRoomFor', params: ({ event }) => event },
                  target: 'saving',
                  actions: { type: 'toggleOptimistically', params: ({ event }) => event },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type WishlistActorRef = ActorRefFrom<typeof wishlistMachine>;
export type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>;

/** The heart of this tour is pressed. */
export function isSaved(snapshot: WishlistSnapshot, tourId: number): boolean {
  return snapshot.context.ids.includes(tourId);
}

/**
 * The account's saved tours as the tab lists them: the server's list without the ones just
 * removed (shown at once; a failed removal brings the card back).
 */
export function savedTours(snapshot: WishlistSnapshot): TourCard[] {
  const { tours, ids } = snapshot.context;
  return tours.filter((tour) => ids.includes(tour.id));
}
