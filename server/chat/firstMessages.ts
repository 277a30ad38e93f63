import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { pendingFirstMessages } from '../db/schema.ts';

/** What became of one signup message: sent, or refused by a rule with its error code. */
export type FirstMessageOutcome = { status: 'sent' } | { status: 'refused'; code: string };

/** Sends one chat message through the chat area's normal rules (free of charge); refused when a rule says no. */
export type FirstMessageSender = (input: { senderId: number; targetId: number; body: string; now: Date }) => Promise<FirstMessageOutcome>;

/**
 * Delivers the first messages a member wrote while signing up, once the account is confirmed.
 * Without a sender (the chat send service is not there) they stay pending and are delivered by a
 * later call. A sender failure (not a refusal) also leaves the message pending for the next try.
 * Answers the error codes of the refused ones: never refused silently, the member is told.
 */
export async function deliverPendingFirstMessages(db: Db, memberId: number, now: Date, send: FirstMessageSender | null): Promise<{ delivered: number; refused: string[] }> {
  const refused: string[] = [];
  if (!send) return { delivered: 0, refused };
  const pending = await db
    .select()
    .from(pendingFirstMessages)
    .where(and(eq(pendingFirstMessages.memberId, memberId), eq(pendingFirstMessages.status, 'pending')))
    .orderBy(asc(pendingFirstMessages.id));
  let delivered = 0;
  for (const message of pending) {
    let outcome: FirstMessageOutcome;
    try {
      outcome = await send({ senderId: memberId, targetId: message.targetId, body: message.body, now });
    } catch {
      continue; // a failure of the send itself (not a refusal): stays pending for the next confirmation call
    }
    await db
      .update(pendingFirstMessages)
      .set({ status: outcome.status === 'sent' ? 'delivered' : 'refused', deliveredAt: outcome.status === 'sent' ? now : null })
      .where(eq(pendingFirstMessages.id, message.id));
    if (outcome.status === 'sent') delivered++;
    else refused.push(outcome.code);
  }
  return { delivered, refused };
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
