import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { members } from '../db/schema.ts';
import { deliverPendingFirstMessages, type FirstMessageSender } from './firstMessages.ts';

/** Confirms a member's e-mail: status confirmed, profile active, then the signup message goes out. */
export async function confirmMember(db: Db, memberId: number, now: Date, send: FirstMessageSender | null): Promise<boolean> {
  const [row] = await db
    .update(members)
    .set({ status: 'confirmed', profileStatus: 'active' })
    .where(and(eq(members.id, memberId), eq(members.status, 'not_confirmed')))
    .returning({ id: members.id });
  if (!row) {
    const [existing] = await db.select({ status: members.status }).from(members).where(eq(members.id, memberId));
    return existing?.status === 'confirmed';
  }
  await deliverPendingFirstMessages(db, memberId, now, send);
  return true;
}
