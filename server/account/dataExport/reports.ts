import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { messages, reports } from '../../db/schema.ts';

/**
 * The reports the member made (decision 123): reason, note, the member reported and the message
 * as the member saw it. The report keeps the body as written for the moderators; where the contact
 * filter masked it (decision 122) the member saw the masked text, so that is what is exported, and
 * nothing when the message is gone. Who among the staff handled a report is the staff's, left out.
 */
export async function reportsMadeBy(db: Db, memberId: number, names: (ids: number[]) => Promise<Map<number, string>>) {
  const made = await db.select().from(reports).where(eq(reports.reporterId, memberId)).orderBy(asc(reports.createdAt), asc(reports.id));
  const named = await names(made.flatMap((r) => (r.targetMemberId === null ? [] : [r.targetMemberId])));
  const ids = made.flatMap((r) => (r.messageId === null ? [] : [r.messageId]));
  const seen = ids.length === 0 ? [] : await db.select({ id: messages.id, body: messages.body, shown: messages.shownBody }).from(messages).where(inArray(messages.id, ids));
  const shownBody = new Map(seen.map((m) => [m.id, m.shown ?? m.body]));
  return made.map((r) => ({
    id: r.id,
    reason: r.reason,
    note: r.note,
    member: r.targetMemberId === null ? null : { id: r.targetMemberId, name: named.get(r.targetMemberId) ?? null },
    message: r.messageKind === null ? null : { id: r.messageId, kind: r.messageKind, body: r.messageId === null ? null : (shownBody.get(r.messageId) ?? null), at: r.messageAt?.toISOString() ?? null },
    blocked_too: r.blocked,
    status: r.status,
    at: r.createdAt.toISOString(),
  }));
}
