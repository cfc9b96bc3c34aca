import { createActor, fromCallback, fromPromise } from 'xstate';
import type { TourCard } from '../../contract/tours';
import { wishlistMachine, type SaveWishlistItemInput } from '../../machines/wishlist-machine';
import { tourCard } from '../features/tour-fixtures';
import { fakeSession, type FakeSessionState } from '../support/fake-session';

/** Tour cards by id, as the server lists saved tours. */
const card = (id: number): TourCard => tourCard({ id, slug: `tour-${id}`, title: `Tour ${id}` });
export const cards = (...ids: number[]): TourCard[] => ids.map(card);

/** What an ApiError looks like to the machine: a status (0 when no answer came). */
export const apiError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

interface Pending<T, I> {
  input: I;
  signal: AbortSignal;
  /** The test answered it (resolved or rejected). */
  settled: boolean;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A promise actor whose calls the test settles by hand. */
function controllable<T, I>() {
  const calls: Array<Pending<T, I>> = [];
  const logic = fromPromise<T, I>(
    ({ input, signal }) =>
      new Promise<T>((resolve, reject) => {
        const call: Pending<T, I> = {
          input,
          signal,
          settled: false,
          resolve: (value) => {
            call.settled = true;
            resolve(value);
          },
          reject: (error) => {
            call.settled = true;
            reject(error);
          },
        };
        calls.push(call);
      }),
  );
  return { logic, calls, last: () => calls.at(-1)! };
}

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

/** Lets settled promises reach the actor. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
