import type { StoredUser } from '../../contract/session';
import type { SessionActorRef, SessionSnapshot } from '../../machines/session-machine';

/** What a fake session says: its status, and who is signed in (a role is enough for guards). */
export interface FakeSessionState {
  status: 'loading' | 'signedIn' | 'signedOut';
  role?: string | null;
  user?: StoredUser | null;
}

const TAGS = { loading: 'loading', signedIn: 'authenticated', signedOut: 'guest' } as const;

function snapshotOf(state: FakeSessionState): SessionSnapshot {
  const user =
    state.status !== 'signedIn'
      ? null
      : (state.user ?? {
          id: 1,
          name: 'Test Traveller',
          email: 'test@example.com',
          role: state.role ?? 'user',
        });
  return {
    hasTag: (tag: string) => tag === TAGS[state.status],
    context: { user, token: user ? 'tok' : null },
  } as unknown as SessionSnapshot;
}

/**
 * A session actor for the machines that follow one (guards, wishlist): it says what the test
 * sets, and tells its subscribers, the way the real session actor does.
 */
export function fakeSession(initial: FakeSessionState) {
  let snapshot = snapshotOf(initial);
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  const session = {
    getSnapshot: () => snapshot,
    subscribe: (listener: (snapshot: SessionSnapshot) => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  } as unknown as SessionActorRef;
  return {
    session,
    set(next: FakeSessionState) {
      snapshot = snapshotOf(next);
      listeners.forEach((listener) => listener(snapshot));
    },
    listenerCount: () => listeners.size,
  };
}
