import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  sessionMachine,
  type RawStoredSession,
  type SessionEvent,
} from '../../machines/session-machine';
import type { StoredUser } from '../../contract/session';

export const alice: StoredUser = {
  id: 2,
  name: 'Alice Traveller',
  email: 'alice@example.com',
  role: 'user',
};
export const admin: StoredUser = {
  id: 1,
  name: 'Site Admin',
  email: 'admin@example.com',
  role: 'admin',
};

/**
 * A fake browser: storage as a map (or one that cannot be read), a recorded effect log, and a controllable revoke call. */
export function createFakeBrowser(
  initial: RawStoredSession = { token: null, user: null },
  { unreadable = false } = {},
) {
  const storage = { ...initial };
  const effects: string[] = [];
  const revoked: Array<string | null> = [];
  let revokeFails = false;
  let emitStorageChange: (() => void) | null = null;

  const machine = sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise(async () => {
        // Storage that throws on access (blocked cookies, some private modes).
        if (unreadable) throw new DOMException('The operation is insecure.', 'SecurityError');
        return { ...storage };
      }),
      revokeToken: fromPromise(async ({ input }) => {
        revoked.push(input.token);
        if (revokeFails) throw new Error('offline');
      }),
      watchStorage: fromCallback<SessionEvent>(({ sendBack }) => {
        emitStorageChange = () => sendBack({ type: 'session.storageChanged' });
        return () => {
          emitStorageChange = null;
        };
      }),
    },
    actions: {
      persistSession: (_, params) => {
        storage.token = params.token;
        storage.user = JSON.stringify(params.user);
        effects.push('persistSession');
      },
      clearStoredSession: () => {
        storage.token = null;
        storage.user = null;
        effects.push('clearStoredSession');
      },
      navigateHome: () => {
        effects.push('navigateHome');
      },
    },
  });

  return {
    storage,
    effects,
    revoked,
    failRevoke: () => {
      revokeFails = true;
    },
    /** Another tab wrote to storage. */
    otherTabWrites: (next: RawStoredSession) => {
      storage.token = next.token;
      storage.user = next.user;
      emitStorageChange?.();
    },
    start: () => createActor(machine).start(),
  };
}

export function stored(user: StoredUser, token = 'tok-123'): RawStoredSession {
  return { token, user: JSON.stringify(user) };
}
