import { createInterface } from 'node:readline/promises';
import { StaffCreateRequest } from '../../src/contract/staff.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { openDatabase, runMigrations } from '../db/connect.ts';
import { staffAccounts } from '../db/schema.ts';
import { hashPassword } from '../account/passwords.ts';
import { writeAudit } from './audit.ts';

/**
 * `npm run staff:create -- <email> <role>` (decision 120): the first admin of a production server,
 * which has no demo staff. The password comes from STAFF_PASSWORD or is asked for on stdin; the
 * account enrols its two-factor login at its first login on /admin. With the embedded database
 * (DATA_DIR) stop the server first: PGlite opens a data directory in one process only.
 */
async function main(): Promise<void> {
  const [email, role] = process.argv.slice(2);
  if (!email || !role) throw new ConfigError('usage: npm run staff:create -- <email> <moderator|support|admin>');
  let password = process.env.STAFF_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('First password (at least 12 characters): ');
    rl.close();
  }
  const parsed = StaffCreateRequest.safeParse({ email, role, password });
  if (!parsed.success) throw new ConfigError(`not created: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await handle.withMigrationLock((db) => runMigrations(handle, db));
    const now = new Date();
    const passwordHash = await hashPassword(parsed.data.password);
    const created = await handle.db.transaction(async (tx) => {
      const [row] = await tx.insert(staffAccounts).values({ email: parsed.data.email, passwordHash, role: parsed.data.role, createdAt: now }).onConflictDoNothing().returning();
      if (row) await writeAudit(tx, { staffId: null, action: 'staff.create', targetKind: 'staff', targetId: row.id, after: { email: row.email, role: row.role, via: 'command_line' }, at: now });
      return row;
    });
    if (!created) throw new ConfigError(`not created: a staff account ${parsed.data.email} exists already`);
    process.stdout.write(`Staff account ${created.email} (${created.role}) created. It sets up two-factor login at its first login on /admin.\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
});
