import { STORAGE_KEYS } from '../../machines/constants';
import type { RawStoredSession } from '../../machines/session-machine';
import type { StoredUser } from '../../contract/session';
import type { KeyValueStore } from '../app/storage';

/**
 * The session lives in localStorage (SPEC 3: keys 'token' and 'user'), so it survives reloads
 * and other tabs see changes (storage events).
 */
export function readStoredSession(store: KeyValueStore): RawStoredSession {
  return { token: store.get(STORAGE_KEYS.token), user: store.get(STORAGE_KEYS.user) };
}

export function readStoredToken(store: KeyValueStore): string | null {
  return store.get(STORAGE_KEYS.token);
}

export function writeStoredSession(
  store: KeyValueStore,
  session: { user: StoredUser; token: string },
): void {
  store.set(STORAGE_KEYS.token, session.token);
  store.set(STORAGE_KEYS.user, JSON.stringify(session.user));
}

export function clearStoredSession(store: KeyValueStore): void {
  store.remove(STORAGE_KEYS.token);
  store.remove(STORAGE_KEYS.user);
}

export function isSessionStorageKey(key: string | null): boolean {
  return key === null || key === STORAGE_KEYS.token || key === STORAGE_KEYS.user;
}
