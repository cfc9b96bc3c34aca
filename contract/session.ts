/*
 * What the browser keeps of a session (SPEC section 3). The session statechart reads it on
 * every page, so this module holds only that: the auth requests and answers are in auth.ts.
 * It is checked by hand, without zod: it is part of the first download of every page, and zod
 * (about 9 kB gzipped) is not needed before the first form or API answer.
 */

/**
 * The user record kept in browser storage: id, name, email, role. role is the first role's
 * name, defaulting to 'user' when the list is empty (contract/auth.ts `toStoredUser`).
 */
export interface StoredUser {
  id: number;
  name: string;
  email: string;
  role: string;
  /** When the account was created ('Member since' in My Account); absent in older records. */
  created_at?: string;
}

/**
 * The stored user record, or null when `value` is not one: id a number, name and email strings,
 * a non-empty role, created_at a string when present. Other keys are dropped.
 */
export function parseStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, email, role, created_at } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isFinite(id)) return null;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  if (typeof role !== 'string' || role.length === 0) return null;
  if (created_at === undefined) return { id, name, email, role };
  return typeof created_at === 'string' ? { id, name, email, role, created_at } : null;
}
