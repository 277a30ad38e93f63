import { eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { staffAccounts } from '../db/schema.ts';
import { isSealed, type SecretBox } from './secrets.ts';

/**
 * Seals the TOTP secrets stored in plain before decision 169 (at every start, under the migration
 * lock; a no-op once done). Each row in its own statement: a crash halfway leaves rows that are
 * either sealed or plain, and `SecretBox.open` reads both.
 */
export async function sealStaffSecrets(db: Db, box: SecretBox): Promise<number> {
  const found = await db
    .select({ id: staffAccounts.id, secret: staffAccounts.totpSecret, pending: staffAccounts.totpPendingSecret })
    .from(staffAccounts)
    .where(or(isNotNull(staffAccounts.totpSecret), isNotNull(staffAccounts.totpPendingSecret)));
  let sealed = 0;
  for (const row of found) {
    const plainSecret = row.secret !== null && !isSealed(row.secret);
    const plainPending = row.pending !== null && !isSealed(row.pending);
    if (!plainSecret && !plainPending) continue;
    await db
      .update(staffAccounts)
      .set({
        ...(plainSecret && row.secret !== null ? { totpSecret: box.seal(row.secret) } : {}),
        ...(plainPending && row.pending !== null ? { totpPendingSecret: box.seal(row.pending) } : {}),
      })
      .where(eq(staffAccounts.id, row.id));
    sealed++;
  }
  return sealed;
}
