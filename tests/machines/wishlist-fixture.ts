import { createActor, fromCallback } from 'xstate';
import type { TourCard } from '../../contract/tours';
import { wishlistMachine, type SaveWishlistItemInput } from '../../machines/wishlist-machine';
import { tourCard } from '../features/tour-fixtures';
import { controllable } from '../support/controllable';
import { fakeSession, type FakeSessionState } from '../support/fake-session';

/** Tour cards by id, as the server lists saved tours. */
const card = (id: number): TourCard => tourCard({ id, slug: `tour-${id}`, title: `Tour ${id}` });
export const cards = (...ids: number[]): TourCard[] => ids.map(card);

export type WishlistEffect =
  | { type: 'saveDeviceList'; ids: number[] }
  | { type: 'clearDeviceList' }
  | { type: 'notifySaveFailed'; error: unknown };

/** The wishlist machine with fake server calls the test answers, and a log of its effects. */
export function startWishlist(
  localIds: number[] = [],
  initialSession: FakeSessionState = { status: 'loading' },
) {
  // The session stays 'loading' unless a test moves it: most tests report it directly.
  const session = fakeSession(initialSession);
  const merges = controllable<TourCard[], { tourIds: number[] }>();
  const saves = controllable<TourCard[], SaveWishlistItemInput>();
  const effects: WishlistEffect[] = [];
  const actor = createActor(
    wishlistMachine.provide({
      actors: {
        mergeWishlist: merges.logic,
        saveWishlistItem: saves.logic,
        watchDeviceList: fromCallback(() => {}),
      },
      actions: {
        saveDeviceList: (_, { ids }) => effects.push({ type: 'saveDeviceList', ids: [...ids] }),
        clearDeviceList: () => effects.push({ type: 'clearDeviceList' }),
        notifySaveFailed: (_, { error }) => effects.push({ type: 'notifySaveFailed', error }),
      },
    }),
    { input: { localIds, session: session.session } },
  ).start();
  /** Returns the effects logged since the last call. */
  const takeEffects = () => effects.splice(0);
  return { actor, merges, saves, takeEffects, session };
}
