import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { pendingFirstMessages } from '../db/schema.ts';

/** Sends one chat message through the chat area's normal rules; 'refused' when those rules say no. */
export type FirstMessageSender = (input: { senderId: number; targetId: number; body: string; now: Date }) => Promise<'sent' | 'refused'>;

/**
 * Delivers the first messages a member wrote while signing up, once the account is confirmed.
 * Without a sender (the chat send service is not there) they stay pending and are delivered by a
 * later call. A sender failure (not a refusal) also leaves the message pending for the next try.
 */
export async function deliverPendingFirstMessages(db: Db, memberId: number, now: Date, send: FirstMessageSender | null): Promise<number> {
  if (!send) return 0;
  const pending = await db
    .select()
    .from(pendingFirstMessages)
    .where(and(eq(pendingFirstMessages.memberId, memberId), eq(pendingFirstMessages.status, 'pending')))
    .orderBy(asc(pendingFirstMessages.id));
  let delivered = 0;
  for (const message of pending) {
    let outcome: 'sent' | 'refused';
    try {
      outcome = await send({ senderId: memberId, targetId: message.targetId, body: message.body, now });
    } catch {
      continue; // a failure of the send itself (not a refusal): stays pending for the next confirmation call
    }
    await db
      .update(pendingFirstMessages)
      .set({ status: outcome === 'sent' ? 'delivered' : 'refused', deliveredAt: outcome === 'sent' ? now : null })
      .where(eq(pendingFirstMessages.id, message.id));
    if (outcome === 'sent') delivered++;
  }
  return delivered;
}

/** The target of a member's undelivered signup message, if any. */
export async function pendingMessageTarget(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ targetId: pendingFirstMessages.targetId })
    .from(pendingFirstMessages)
    .where(and(eq(pendingFirstMessages.memberId, memberId), eq(pendingFirstMessages.status, 'pending')))
    .limit(1);
  return row?.targetId ?? null;
}
