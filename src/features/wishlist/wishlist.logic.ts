import { fromCallback, fromPromise } from 'xstate';
import type { SessionActorRef } from '../../../machines/session-machine';
import { wishlistMachine, type WishlistEvent } from '../../../machines/wishlist-machine';
import { addToWishlist, mergeWishlist, removeFromWishlist } from '../../api/wishlist';
import type { AppActorDefinition } from '../../app/start-app-actor';
import type { AppDeps } from '../../app/deps';
import {
  clearWishlist,
  readWishlist,
  WISHLIST_STORAGE_KEY,
  writeWishlist,
} from './wishlist-storage';

/**
 * The wishlist statechart's I/O: the account's list (merge at sign-in, one heart at a time),
 * the device's list in localStorage (and another tab's changes to it), the failure toast.
 */
export function defineWishlistLogic({ api, storage, toast }: AppDeps) {
  return wishlistMachine.provide({
    actors: {
      mergeWishlist: fromPromise(({ input, signal }) => mergeWishlist(api, input.tourIds, signal)),
      saveWishlistItem: fromPromise(({ input, signal }) =>
        input.saved
          ? addToWishlist(api, input.tourId, signal)
          : removeFromWishlist(api, input.tourId, signal),
      ),
      // A guest hearting in another tab: take that list, or the next heart here would overwrite it.
      watchDeviceList: fromCallback<WishlistEvent>(({ sendBack }) =>
        storage.local.watch((key) => {
          if (key === WISHLIST_STORAGE_KEY || key === null) {
            sendBack({ type: 'device.listChanged', ids: readWishlist(storage.local) });
          }
        }),
      ),
    },
    actions: {
      saveDeviceList: (_, { ids }) => writeWishlist(storage.local, ids),
      clearDeviceList: () => clearWishlist(storage.local),
      notifySaveFailed: () =>
        toast(
          'Could not update your wishlist',
          'Your change was not saved. Please try again.',
          'error',
        ),
    },
  });
}

/**
 * The app's one wishlist, for the composition root: the device's ids and the session as input.
 * Signed in already, it merges the device's hearts at once; a guest who signs in later is
 * merged at that moment.
 */
export function wishlistActor(
  deps: AppDeps,
  session: SessionActorRef,
): AppActorDefinition<ReturnType<typeof defineWishlistLogic>> {
  return {
    logic: defineWishlistLogic(deps),
    input: { localIds: readWishlist(deps.storage.local), session },
  };
}
