import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type SessionEvent } from '../../machines/session-machine';
import type { AppDeps } from '../app/deps';
import {
  clearStoredSession,
  isSessionStorageKey,
  readStoredSession,
  writeStoredSession,
} from './storage';

/**
 * The session statechart's I/O: the stored token and user (localStorage), revoking the token on
 * the server at logout, other tabs' changes, and the way home after logout. The composition root
 * starts it once per app; a 401 from the API client ends it (`session.expired`).
 */
export function defineSessionLogic({ api, navigate, storage }: AppDeps) {
  return sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise(async () => readStoredSession(storage.local)),
      // Needed only at logout: its code (and the auth contract) loads then.
      revokeToken: fromPromise(async ({ input, signal }) => {
        if (!input.token) return;
        const { logout } = await import('../api/auth');
        await logout(api, input.token, signal);
      }),
      watchStorage: fromCallback<SessionEvent>(({ sendBack }) =>
        storage.local.watch((key) => {
          if (isSessionStorageKey(key)) sendBack({ type: 'session.storageChanged' });
        }),
      ),
    },
    actions: {
      persistSession: (_, params) => writeStoredSession(storage.local, params),
      clearStoredSession: () => clearStoredSession(storage.local),
      navigateHome: () => void navigate({ to: '/' }),
    },
  });
}
