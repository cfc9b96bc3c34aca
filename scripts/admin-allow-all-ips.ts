/**
 * `npm run admin:allow-all-ips`: turns IP restriction off and empties the allow-list, for an
 * admin locked out by it (README, "Locked out by the IP allow-list"). Uses the server's database
 * settings: DATABASE_URL for PostgreSQL, else the SQLite file in DATA_DIR. Recorded in the
 * admin audit log.
 */
import { allowAllIps } from '../server/admin-data/allow-all-ips';
import { loadServerConfig } from '../server/config';
import { createDatabase, databaseConfigFrom } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';

async function main(): Promise<void> {
  const config = loadServerConfig(process.env);
  const db = createDatabase(databaseConfigFrom(config));
  try {
    // The same schema the server would find (a no-op on a database the server has started on).
    await migrateToLatest(db);
    const was = await allowAllIps(db, new Date());
    console.log(
      was.ipRestriction
        ? `IP restriction is off; the allow-list held: ${was.ipAllowList.join(', ') || '(nothing)'}.`
        : 'IP restriction was already off; the allow-list is now empty.',
    );
    console.log('Recorded in the admin audit log. Admins can sign in from any address again.');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    'Could not clear the IP allow-list:',
    error instanceof Error ? error.message : error,
  );
  process.exitCode = 1;
});
