import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { memberPresence } from '../db/schema.ts';

/** A connection not refreshed for this long is gone (the SSE keep-alive refreshes every 25 s). */
export const PRESENCE_STALE_MS = 70_000;

/**
 * Who has the app open and visible, across instances: the client keeps its SSE stream open only
 * while a tab is visible (workers/chatEngine.ts), so an open stream is a visible app. Each stream is
 * a row, refreshed by the keep-alive and removed when it closes.
 */
export class Presence {
  constructor(private readonly deps: { db: Db; clock: () => Date }) {}

  async open(memberId: number): Promise<string> {
    const id = randomUUID();
    await this.deps.db.insert(memberPresence).values({ connectionId: id, memberId, seenAt: this.deps.clock() });
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
    const since = new Date(this.deps.clock().getTime() - PRESENCE_STALE_MS);
    const [row] = await this.deps.db
      .select({ id: memberPresence.connectionId })
      .from(memberPresence)
      .where(and(eq(memberPresence.memberId, memberId), gt(memberPresence.seenAt, since)))
      .limit(1);
    return Boolean(row);
  }
}
