import type { KeyValueStore } from '../../app/storage';

/**
 * A guest's hearts on this device: localStorage key 'wishlist', an array of tour ids. At
 * sign-in they are merged into the account and the key is removed (contract/wishlist.ts).
 */
export const WISHLIST_STORAGE_KEY = 'wishlist';

/** The saved ids; anything unreadable counts as an empty wishlist. */
export function readWishlist(store: KeyValueStore): number[] {
  const raw = store.get(WISHLIST_STORAGE_KEY);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is number => Number.isInteger(id) && id > 0);
  } catch {
    return [];
  }
}

/** Quota exceeded or storage disabled: the in-memory list still works for this visit. */
export function writeWishlist(store: KeyValueStore, ids: readonly number[]): void {
  store.set(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
}

/** The account has the device's hearts now: forget them here. */
export function clearWishlist(store: KeyValueStore): void {
  store.remove(WISHLIST_STORAGE_KEY);
}
