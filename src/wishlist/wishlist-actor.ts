import { createActor } from 'xstate';
import type { SessionActorRef, SessionSnapshot } from '../../machines/session-machine';
import { wishlistMachine, type WishlistActorRef } from '../../machines/wishlist-machine';
import { mergeWishlist, saveWishlistItem } from '../actors/wishlist';
import { showToast } from '../components/toaster';
import { useSessionActor } from '../session/session-context';
import {
  clearWishlist,
  readWishlist,
  WISHLIST_STORAGE_KEY,
  writeWishlist,
} from './wishlist-storage';
import { withInspector } from '../dev/inspector';

/**
 * Who the session says is here: nobody yet (still reading), a guest, or one traveller. A new
 * traveller (another tab signed in as someone else) counts as a new sign-in.
 */
function sessionIdentity(snapshot: SessionSnapshot): string | null {
  if (snapshot.hasTag('loading')) return null;
  if (!snapshot.hasTag('authenticated')) return 'guest';
  return `user:${snapshot.context.user?.id ?? snapshot.context.token}`;
}

/**
 * Starts the app's wishlist: the device's ids as input, the real API actors, device storage
 * and the toast, and the session reported to it from now on. Signed in already, it merges the
 * device's hearts at once; a guest who signs in later is merged at that moment.
 */
export function startWishlistActor(session: SessionActorRef): WishlistActorRef {
  const actor = createActor(
    wishlistMachine.provide({
      actors: { mergeWishlist, saveWishlistItem },
      actions: {
        saveDeviceList: (_, { ids }) => writeWishlist(ids),
        clearDeviceList: () => clearWishlist(),
        notifySaveFailed: () =>
          showToast(
            'Could not update your wishlist',
            'Your change was not saved. Please try again.',
            'error',
          ),
      },
    }),
    withInspector({ input: { localIds: readWishlist() } }),
  ).start();

  let reported: string | null = null;
  const report = (snapshot: SessionSnapshot) => {
    const identity = sessionIdentity(snapshot);
    if (identity === null || identity === reported) return;
    reported = identity;
    actor.send({ type: identity === 'guest' ? 'session.signedOut' : 'session.signedIn' });
  };
  report(session.getSnapshot());
  // Lives as long as the app: the actor is the app's one wishlist.
  session.subscribe(report);
  // A guest hearting in another tab: take that list, or the next heart here would overwrite it.
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) {
      actor.send({ type: 'device.listChanged', ids: readWishlist() });
    }
  });
  return actor;
}

/** One wishlist per app (its session), created on first use by the tour page or My Account. */
const actors = new WeakMap<SessionActorRef, WishlistActorRef>();

export function useWishlistActor(): WishlistActorRef {
  const session = useSessionActor();
  let actor = actors.get(session);
  if (!actor) {
    actor = startWishlistActor(session);
    actors.set(session, actor);
  }
  return actor;
}
