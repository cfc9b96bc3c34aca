import type { Kysely } from 'kysely';
import type { SecuritySettings } from '../../contract/settings';
import type { Database } from '../db/types';
import { recordAudit } from './audit';
import { readSettings } from './settings';

/** The audit row's action: the allow-list was cleared from the command line. */
export const ALLOW_ALL_IPS_ACTION = 'settings.ip_allow_list_cleared';

/**
 * The way back in for an admin the IP allow-list locks out (`npm run admin:allow-all-ips`, run
 * where the database is reachable): IP restriction off and the list emptied, recorded in the
 * admin audit log (no admin signed in: the actor is empty) in the same transaction. Answers the
 * security settings as they were, so the list can be entered again.
 */
export async function allowAllIps(db: Kysely<Database>, now: Date): Promise<SecuritySettings> {
  const { security } = await readSettings(db);
  const cleared: SecuritySettings = { ...security, ipRestriction: false, ipAllowList: [] };
  const value = JSON.stringify(cleared);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('settings')
      .values({ key: 'security', value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    await recordAudit(trx, {
      actorId: null,
      action: ALLOW_ALL_IPS_ACTION,
      subjectType: 'settings',
      subjectId: 0,
      detail: {
        from: { ipRestriction: security.ipRestriction, ipAllowList: security.ipAllowList },
        to: { ipRestriction: false, ipAllowList: [] },
        via: 'npm run admin:allow-all-ips',
      },
      at: now,
    });
  });
  return security;
}
