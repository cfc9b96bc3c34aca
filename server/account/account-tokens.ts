import type { Kysely, Transaction } from 'kysely';
import { RESET_LINK_HOURS, VERIFY_LINK_DAYS } from '../../contract/account';
import { generateToken, hashToken } from '../auth/tokens';
import type { AccountTokenPurpose, Database } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of link works (the e-mails state the same figures). */
const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'password-reset': RESET_LINK_HOURS * HOUR_MS,
  'verify-email': VERIFY_LINK_DAYS * 24 * HOUR_MS,
};

/**
 * Ends the user's unused links of one purpose (a newer link replaces them; a changed address
 * makes old verification links worthless). `userId` null touches nothing but costs the same
 * query, so an unknown address takes as long as a known one.
 */
export async function invalidateAccountTokens(
  db: Db,
  userId: number | null,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId ?? -1)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * A new single-use link for the user: 32 random bytes (the access tokens' generator), of which
 * only the SHA-256 is stored. Older unused links of the same purpose stop working. Returns the
 * token for the e-mail; it is never stored or logged.
 */
export async function issueAccountToken(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string> {
  await invalidateAccountTokens(db, userId, purpose, now);
  const token = generateToken();
  await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * Uses a link: one conditional UPDATE marks it used only while it is unused, unexpired and of
 * this purpose, so of two concurrent uses exactly one gets the user's id; the other (and any
 * forged, expired or spent token) gets null.
 */
export async function claimAccountToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<number | null> {
  const timestamp = now.toISOString();
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: timestamp })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', timestamp)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The link a message carries: `${publicUrl}/<path>?token=...`. */
export function accountLink(publicUrl: string, path: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${path}?token=${encodeURIComponent(token)}`;
}
