/**
 * A guest's hearts on this device: localStorage key 'wishlist', an array of tour ids. At
 * sign-in they are merged into the account and the key is removed (contract/wishlist.ts).
 */
export const WISHLIST_STORAGE_KEY = 'wishlist';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the heart still toggles for this visit
  }
}

/** The saved ids; anything unreadable counts as an empty wishlist. */
export function readWishlist(): number[] {
  const raw = store()?.getItem(WISHLIST_STORAGE_KEY);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is number => Number.isInteger(id) && id > 0);
  } catch {
    return [];
  }
}

export function writeWishlist(ids: readonly number[]): void {
  try {
    store()?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // quota exceeded or storage disabled: keep the in-memory state only
  }
}

/** The account has the device's hearts now: forget them here. */
export function clearWishlist(): void {
  try {
    store()?.removeItem(WISHLIST_STORAGE_KEY);
  } catch {
    // storage disabled: nothing was stored
  }
}
