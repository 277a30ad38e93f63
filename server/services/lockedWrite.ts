import type { Db } from '../db/connect.ts';
import { sql } from '../db/connect.ts';

/** The transaction handle a locked write's body gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialises every change to the conversations of these members until the transaction ends, so
 * change_seq values of one member's rows are committed in order (a sync cursor never skips one).
 * Use `lockedWrite`; this is exported for the few paths that must re-lock inside one transaction.
 */
export async function lockMembers(tx: Db | Tx, ids: readonly number[]): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  // one statement: PostgreSQL evaluates a select list from left to right, so the locks are taken
  // in ascending id order by every transaction (every lock of this kind is taken here): two may
  // wait for each other's members in turn, never in a cycle
  const locks = sql.join(
    sorted.map((id) => sql`pg_advisory_xact_lock(4004, ${id})`),
    sql`, `,
  );
  await (tx as Db).execute(sql`SELECT ${locks}`);
}

/**
 * The one way to write under member locks on the server: opens the transaction, takes
 * the members' locks in ascending id order in one statement, then runs `fn`. Every rule the write
 * depends on (blocks, invisibility, pending deletion, conversation and complaint limits, like
 * rules) is judged INSIDE `fn`, after the locks: a rule judged before them is a race. Writers that
 * change what such a rule reads (a block, invisible mode, a deletion) take the same locks.
 */
export async function lockedWrite<T>(db: Db, memberIds: readonly number[], fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockMembers(tx, memberIds);
    return fn(tx);
  });
}
