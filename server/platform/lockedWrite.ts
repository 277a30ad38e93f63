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
  if (ids.length === 0) return;
  // THE lock rule is the database function lock_members (migration 0029, decision 134), which the
  // send's chat_send calls too: the locks in ascending id order, one at a time, so two
  // transactions may wait for each other's members in turn, never in a cycle
  await (tx as Db).execute(sql`SELECT lock_members(${sql.param([...new Set(ids)])}::int[])`);
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
