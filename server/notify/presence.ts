import { randomUUID } from 'node:crypto';
import { eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/connect.ts';
import { memberPresence } from '../db/schema.ts';

/** A connection not refreshed for this long is gone (the SSE keep-alive refreshes every 25 s). */
export const PRESENCE_STALE_MS = 70_000;

/** Whether the member `member` (an SQL integer) has the app open and visible at `now`: a stream refreshed lately. */
export function visibleSql(member: SQL, now: Date): SQL {
  const since = new Date(now.getTime() - PRESENCE_STALE_MS);
  return sql`EXISTS (SELECT 1 FROM ${memberPresence} WHERE ${memberPresence.memberId} = ${member} AND ${memberPresence.seenAt} > ${since.toISOString()}::timestamptz)`;
}

/**
 * Who has the app open and visible, across instances: the client keeps its SSE stream open only
 * while a tab is visible (workers/chatEngine.ts), so an open stream is a visible app. Each stream is
 * a row, refreshed by the keep-alive and removed when it closes.
 */
export class Presence {
  constructor(private readonly deps: { db: Db; clock: () => Date }) {}

  /**
   * A stream's row, written under the member's lock (`lock_members`, the one home of the lock
   * order) in one statement, before the stream answers: a message send judges whom to poke after
   * the same lock (decision 145), so it either sees this row or commits before the stream opens,
   * and then the app's pull on opening (workers/events.ts) finds the message.
   */
  async open(memberId: number): Promise<string> {
    const id = randomUUID();
    await this.deps.db.execute(
      sql`WITH locked AS (SELECT lock_members(ARRAY[${memberId}::int]))
          INSERT INTO ${memberPresence} (connection_id, member_id, seen_at)
          SELECT ${id}::text, ${memberId}::int, ${this.deps.clock().toISOString()}::timestamptz FROM locked`,
    );
    return id;
  }

  async touch(connectionId: string): Promise<void> {
    await this.touchMany([connectionId]);
  }

  /** One keep-alive round of an instance: all its open streams refreshed in one statement. */
  async touchMany(connectionIds: readonly string[]): Promise<void> {
    if (connectionIds.length === 0) return;
    await this.deps.db.update(memberPresence).set({ seenAt: this.deps.clock() }).where(inArray(memberPresence.connectionId, [...connectionIds]));
  }

  /** Rows of a crashed instance's streams: gone long ago (the table holds open streams only). */
  async sweep(): Promise<void> {
    await this.deps.db.delete(memberPresence).where(lt(memberPresence.seenAt, new Date(this.deps.clock().getTime() - 10 * PRESENCE_STALE_MS)));
  }

  async close(connectionId: string): Promise<void> {
    await this.deps.db.delete(memberPresence).where(eq(memberPresence.connectionId, connectionId));
  }

  async isVisible(memberId: number): Promise<boolean> {
    const [row] = await rows<{ visible: boolean }>(this.deps.db, sql`SELECT ${visibleSql(sql`${memberId}::int`, this.deps.clock())} AS visible`);
    return row?.visible === true;
  }
}
