import { z } from 'zod/mini';

/*
 * What the browser keeps of a session (SPEC section 3). The session statechart reads it on
 * every page, so this module holds only that: the auth requests and answers are in auth.ts.
 */

/**
 * The user record kept in browser storage: id, name, email, role. role is the first role's
 * name, defaulting to 'user' when the list is empty (contract/auth.ts `toStoredUser`).
 */
export const storedUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string().check(z.minLength(1)),
  /** When the account was created ('Member since' in My Account); absent in older records. */
  created_at: z.optional(z.string()),
});
export type StoredUser = z.infer<typeof storedUserSchema>;
