import { ConfigError, loadConfig } from '../platform/config.ts';
import { openDatabase, runMigrations } from '../db/connect.ts';
import { REMOVE_DEMO_COMMAND, removeDemoLogins } from './demo.ts';
import { assertStaffSecretKey, staffSecretBox } from './secrets.ts';

/**
 * `npm run demo:remove-logins [-- --unmark]` (decision 168): takes the demo logins out of a database
 * a production start refused. Demo staff accounts are disabled with an unknown password and no
 * second factor (audited), demo members lose their password, and every session of theirs ends.
 * `--unmark` also removes the mark of a database the demo created: only for a database that holds
 * real data besides the demo's. With the embedded database (DATA_DIR) stop the server first.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--unmark');
  if (unknown.length > 0) throw new ConfigError(`usage: ${REMOVE_DEMO_COMMAND} [-- --unmark]`);
  const config = loadConfig();
  assertStaffSecretKey(config);
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const done = await handle.withMigrationLock(async (db) => {
      await runMigrations(handle, db);
      return removeDemoLogins(db, staffSecretBox(config), new Date(), args.includes('--unmark'));
    });
    process.stdout.write(`Demo staff logins disabled: ${done.staffIds.length}. Demo member logins without password: ${done.memberIds.length}.\n`);
    if (done.marked && !args.includes('--unmark')) {
      process.stdout.write(`This database was created by the demo and stays marked as one; a production server needs a new database (or run with -- --unmark if it holds real data).\n`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
});
