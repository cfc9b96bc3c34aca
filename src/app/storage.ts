/** One browser store (localStorage or sessionStorage) that never throws. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /**
   * Calls `listener` when another tab changed a key (`null`: the store was cleared). Only
   * localStorage reports such changes; the returned function stops listening.
   */
  watch(listener: (key: string | null) => void): () => void;
}

export interface AppStorage {
  /** Survives reloads and is shared by the tabs: the session, a guest's wishlist. */
  local: KeyValueStore;
  /** This tab only: the booking in progress. */
  session: KeyValueStore;
}

/**
 * Runs one storage call. Storage may be missing (no window), disabled (privacy mode), or full
 * (quota): the app then behaves as if nothing was ever stored, and nothing lasts past the page.
 */
function attempt<T>(
  area: 'localStorage' | 'sessionStorage',
  read: (store: Storage) => T,
  fallback: T,
): T {
  try {
    return typeof window === 'undefined' ? fallback : read(window[area]);
  } catch {
    return fallback;
  }
}

function keyValueStore(area: 'localStorage' | 'sessionStorage'): KeyValueStore {
  return {
    get: (key) => attempt(area, (store) => store.getItem(key), null),
    set: (key, value) => attempt(area, (store) => store.setItem(key, value), undefined),
    remove: (key) => attempt(area, (store) => store.removeItem(key), undefined),
    watch: (listener) => {
      if (typeof window === 'undefined' || area !== 'localStorage') return () => undefined;
      const onStorage = (event: StorageEvent) => listener(event.key);
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** The browser's two stores, each read at the moment of use (tests clear them between cases). */
export function browserStorage(): AppStorage {
  return { local: keyValueStore('localStorage'), session: keyValueStore('sessionStorage') };
}
