import { fromCallback, type EventObject } from 'xstate';
import type { StoredUser } from '../contract/session';
import type { SessionActorRef, SessionSnapshot } from './session-machine';

/** What the session says, as the machines that follow it need it. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionReport {
  status: SessionStatus;
  /** The signed-in traveller (null while loading or signed out). */
  user: StoredUser | null;
}

function reportSession(snapshot: SessionSnapshot): SessionReport {
  if (snapshot.hasTag('loading')) return { status: 'loading', user: null };
  if (!snapshot.hasTag('authenticated')) return { status: 'signedOut', user: null };
  return { status: 'signedIn', user: snapshot.context.user };
}

const sameReport = (a: SessionReport, b: SessionReport) =>
  a.status === b.status &&
  a.user?.id === b.user?.id &&
  a.user?.role === b.user?.role &&
  a.user?.name === b.user?.name &&
  a.user?.email === b.user?.email;

/**
 * Calls `report` with the session now and after each change that matters (status, or who is
 * signed in and their name, e-mail or role); returns the unsubscribe function.
 */
export function followSession(
  session: SessionActorRef,
  report: (current: SessionReport) => void,
): () => void {
  let last = reportSession(session.getSnapshot());
  report(last);
  const subscription = session.subscribe((snapshot) => {
    const next = reportSession(snapshot);
    if (sameReport(last, next)) return;
    last = next;
    report(next);
  });
  return () => subscription.unsubscribe();
}

/**
 * The session, followed from inside a statechart: invoke it with the session actor as input and
 * it sends `session.changed` now and at every change. Not I/O: it only reads another actor, so
 * it is the real implementation, used as is by the guards and the wishlist.
 */
export const watchSession = fromCallback<EventObject, { session: SessionActorRef }>(
  ({ input, sendBack }) =>
    followSession(input.session, (report) => sendBack({ type: 'session.changed', ...report })),
);
