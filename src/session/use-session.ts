import { useSelector } from '@xstate/react';
import type { SessionActorRef } from '../../machines/session-machine';
import { useApp } from '../app/app-context';

/** The app's one session actor (from the composition root). */
export function useSessionActor(): SessionActorRef {
  return useApp().session;
}

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export function useSessionStatus(): SessionStatus {
  return useSelector(useSessionActor(), (s) =>
    s.hasTag('loading') ? 'loading' : s.hasTag('authenticated') ? 'signedIn' : 'signedOut',
  );
}

export function useSessionUser() {
  return useSelector(useSessionActor(), (s) => (s.hasTag('authenticated') ? s.context.user : null));
}

export function useSessionRole(): string | null {
  return useSelector(useSessionActor(), (s) =>
    s.hasTag('authenticated') ? (s.context.user?.role ?? null) : null,
  );
}
