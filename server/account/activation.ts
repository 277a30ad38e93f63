import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { dashboardMemberFirsts, members } from '../db/schema.ts';
import { deliverPendingFirstMessages, type FirstMessageSender } from '../chat/firstMessages.ts';

/**
 * Confirms a member's e-mail: status confirmed, profile active, then the signup message goes out.
 * Answers whether the member is confirmed and the codes of signup messages a rule refused.
 */
export async function confirmMember(db: Db, memberId: number, now: Date, send: FirstMessageSender | null): Promise<{ ok: boolean; refused: string[] }> {
  const [row] = await db
    .update(members)
    .set({ status: 'confirmed', profileStatus: 'active' })
    .where(and(eq(members.id, memberId), eq(members.status, 'not_confirmed')))
    .returning({ id: members.id, siteId: members.siteId });
  if (!row) {
    const [existing] = await db.select({ status: members.status }).from(members).where(eq(members.id, memberId));
    return { ok: existing?.status === 'confirmed', refused: [] };
  }
  // the confirmation's day for the dashboard (decision 132)
  await db
    .insert(dashboardMemberFirsts)
    .values({ memberId, siteId: row.siteId, confirmedAt: now })
    .onConflictDoUpdate({ target: dashboardMemberFirsts.memberId, set: { confirmedAt: now } });
  const { refused } = await deliverPendingFirstMessages(db, memberId, now, send);
  return { ok: true, refused };
}
