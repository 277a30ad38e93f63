import { eq, sql } from 'drizzle-orm';
import { rows, type Db } from '../../server/db/connect.ts';
import { members } from '../../server/db/schema.ts';

/**
 * Counts the statements drizzle sends on `db` from now on (transactions included: their sessions
 * take the logger from the options). PGlite's own BEGIN and COMMIT are not statements drizzle
 * sends; a statement that is a whole transaction has neither.
 */
export function countStatements(db: Db): { statements: string[]; stop: () => void } {
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  const before = { logger: session.logger, options: session.options.logger };
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  return {
    statements,
    stop: () => {
      session.logger = before.logger;
      session.options.logger = before.options;
    },
  };
}

/**
 * Renames a member with the card-change trigger off: no `chat_cards` notification announces it and
 * no row of anyone else records it, so only a list or page built again shows it (the tests of the
 * kept chat lists, likes lists and search pages, decisions 106, 108 and 148).
 */
export async function renameUnannounced(db: Db, memberId: number, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE members DISABLE TRIGGER members_chat_card_update`);
    await tx.update(members).set({ name }).where(eq(members.id, memberId));
    await tx.execute(sql`ALTER TABLE members ENABLE TRIGGER members_chat_card_update`);
  });
}

/**
 * Resolves once a session of this test's database waits for a lock of that kind (and key, for an
 * advisory lock). PostgreSQL only. `pg_locks` is cluster-wide and the test files run side by side,
 * each on a database of its own: another file's wait must not count, so a session counts only when
 * `pg_stat_activity` puts it in `current_database()` (a transaction id lock has no database of its own).
 */
export async function untilSomeoneWaits(db: Db, what: string, lock: { type: 'advisory' | 'transactionid'; objid?: number }, tries = 200): Promise<void> {
  const key = lock.objid === undefined ? sql`` : sql` AND l.objid = ${lock.objid}`;
  for (let i = 0; i < tries; i++) {
    const [w] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE a.datname = current_database() AND l.locktype = ${lock.type} AND NOT l.granted${key}`,
    );
    if ((w?.n ?? 0) > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${what} never waited`);
}
