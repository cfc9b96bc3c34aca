import { createActor, fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type SessionEvent } from '../../machines/session-machine';
import { logout } from '../api/auth';
import { onUnauthorized } from '../api/client';
import {
  clearStoredSession,
  isSessionStorageKey,
  readStoredSession,
  writeStoredSession,
} from '../session/storage';
import { withInspector } from '../dev/inspector';

export interface SessionDeps {
  navigateHome: () => void;
}

/** The session machine with its browser implementations (storage, API, other tabs). */
export function createSessionActor(deps: SessionDeps) {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise(async () => readStoredSession()),
        revokeToken: fromPromise(async ({ input, signal }) => {
          if (input.token) await logout(input.token, signal);
        }),
        watchStorage: fromCallback<SessionEvent>(({ sendBack }) => {
          const listener = (event: StorageEvent) => {
            if (isSessionStorageKey(event.key)) sendBack({ type: 'session.storageChanged' });
          };
          window.addEventListener('storage', listener);
          return () => window.removeEventListener('storage', listener);
        }),
      },
      actions: {
        persistSession: (_, params) => writeStoredSession(params),
        clearStoredSession: () => clearStoredSession(),
        navigateHome: () => deps.navigateHome(),
      },
    }),
    withInspector(),
  );
  onUnauthorized(() => actor.send({ type: 'session.expired' }));
  return actor;
}
