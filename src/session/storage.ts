import { STORAGE_KEYS } from '../../machines/constants';
import type { RawStoredSession } from '../../machines/session-machine';
import type { StoredUser } from '../../contract/auth';

/** localStorage, so the session survives reloads and other tabs see changes (storage events). */
function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

export function readStoredSession(): RawStoredSession {
  const s = store();
  return {
    token: s?.getItem(STORAGE_KEYS.token) ?? null,
    user: s?.getItem(STORAGE_KEYS.user) ?? null,
  };
}

export function readStoredToken(): string | null {
  return store()?.getItem(STORAGE_KEYS.token) ?? null;
}

export function writeStoredSession(session: { user: StoredUser; token: string }): void {
  const s = store();
  s?.setItem(STORAGE_KEYS.token, session.token);
  s?.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

export function clearStoredSession(): void {
  const s = store();
  s?.removeItem(STORAGE_KEYS.token);
  s?.removeItem(STORAGE_KEYS.user);
}

export function isSessionStorageKey(key: string | null): boolean {
  return key === null || key === STORAGE_KEYS.token || key === STORAGE_KEYS.user;
}
