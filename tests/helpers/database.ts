import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/connect.ts';
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
