import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SessionActorRef } from '../../machines/session-machine';

const SessionActorContext = createContext<SessionActorRef | null>(null);

export function SessionProvider({
  actor,
  children,
}: {
  actor: SessionActorRef;
  children: ReactNode;
}) {
  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>;
}

/** SPEC 8: using the session outside its provider raises an error. */
export function useSessionActor(): SessionActorRef {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return actor;
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

export function useIsAdmin(): boolean {
  return useSessionRole() === 'admin';
}
