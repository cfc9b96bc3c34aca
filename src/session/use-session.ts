import { useSelector } from '@xstate/react';
import type { SessionActorRef } from '../../machines/session-machine';
import { useApp, useHydratedValue } from '../app/app-context';

/** The app's one session actor (from the composition root). */
export function useSessionActor(): SessionActorRef {
  return useApp().session;
}

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

/*
 * Server-rendered pages are rendered for a guest (the server has no token). While the browser
 * hydrates one, these hooks answer as for a guest too, then what the session says.
 */

export function useSessionStatus(): SessionStatus {
  const status = useSelector(useSessionActor(), (s) =>
    s.hasTag('loading') ? 'loading' : s.hasTag('authenticated') ? 'signedIn' : 'signedOut',
  );
  return useHydratedValue<SessionStatus>(status, 'signedOut');
}

export function useSessionUser() {
  const user = useSelector(useSessionActor(), (s) =>
    s.hasTag('authenticated') ? s.context.user : null,
  );
  return useHydratedValue(user, null);
}

export function useSessionRole(): string | null {
  const role = useSelector(useSessionActor(), (s) =>
    s.hasTag('authenticated') ? (s.context.user?.role ?? null) : null,
  );
  return useHydratedValue(role, null);
}
