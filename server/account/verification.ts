import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { queueTemplate } from '../mail/compose';
import { welcomeVerifyMail, type WelcomeVerifyData } from '../mail/templates/welcome-verify';
import { accountLink, issueAccountToken } from './account-tokens';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A new verification link for the user's current address, in the caller's transaction (the
 * registration, the address change or the resend): earlier links stop working.
 */
export async function queueVerificationMail(
  trx: Db,
  user: { id: number; name: string; email: string },
  occasion: WelcomeVerifyData['occasion'],
  options: { siteUrl: string; now: Date },
): Promise<void> {
  const token = await issueAccountToken(trx, user.id, 'verify-email', options.now);
  await queueTemplate(
    trx,
    welcomeVerifyMail,
    { name: user.name, occasion, link: accountLink(options.siteUrl, 'verify-email', token) },
    { to: user.email, siteUrl: options.siteUrl, now: options.now },
  );
}
