import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { REACTIVATION_DAYS } from '../../src/contract/constants.ts';
import { rows, type Db } from '../db/connect.ts';
import {
  accountDeletions,
  accountTokens,
  loginFailures,
  mailOutbox,
  media,
  members,
  memberInterests,
  memberSignups,
  notificationSettings,
  pendingFirstMessages,
  photos,
  sessions,
} from '../db/schema.ts';
import type { MemberRow } from './members.ts';

export const REACTIVATION_MS = REACTIVATION_DAYS * 86_400_000;

/** Deletion: pending_deletion, hidden (invisible, profile disabled) and every session ended. */
export async function requestDeletion(db: Db, member: MemberRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(accountDeletions)
      .values({
        memberId: member.id,
        requestedAt: now,
        eraseAfter: new Date(now.getTime() + REACTIVATION_MS),
        wasInvisible: member.invisible,
        previousStatus: member.status === 'not_confirmed' ? 'not_confirmed' : 'confirmed',
      })
      .onConflictDoNothing();
    await tx.update(members).set({ status: 'pending_deletion', profileStatus: 'disabled', invisible: true }).where(eq(members.id, member.id));
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt)));
    await touchPeersChats(tx, member.id);
  });
}

/** Others' chat rows with this member get a new version, so their next pull drops (or brings back) the chat. */
async function touchPeersChats(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`UPDATE conversation_members SET hidden = hidden WHERE peer_id = ${memberId}`);
}

/** Undoes a deletion inside the window: the member comes back as they were. */
export async function reactivate(db: Db, memberId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deletion] = await tx
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.memberId, memberId), isNull(accountDeletions.erasedAt)));
    if (!deletion || deletion.eraseAfter.getTime() <= now.getTime()) return false;
    await tx
      .update(members)
      .set({
        status: deletion.previousStatus,
        profileStatus: deletion.previousStatus === 'confirmed' ? 'active' : 'disabled',
        invisible: deletion.wasInvisible,
      })
      .where(eq(members.id, memberId));
    await tx.delete(accountDeletions).where(eq(accountDeletions.memberId, memberId));
    await touchPeersChats(tx, memberId);
    return true;
  });
}

/** Tables of other areas that hold personal content, erased when they exist (chat: issue 4). */
async function eraseOtherAreas(db: Db, memberId: number): Promise<void> {
  const found = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'messages' AND column_name IN ('body', 'sender_id', 'image_key')`,
  );
  const columns = new Map<string, Set<string>>();
  for (const r of found) columns.set(r.table_name, (columns.get(r.table_name) ?? new Set()).add(r.column_name));
  for (const [table, cols] of columns) {
    if (!cols.has('body') || !cols.has('sender_id')) continue;
    if (cols.has('image_key')) {
      await db.execute(
        sql`DELETE FROM media WHERE key IN (SELECT image_key FROM ${sql.identifier(table)} WHERE sender_id = ${memberId} AND image_key IS NOT NULL)`,
      );
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET image_key = NULL WHERE sender_id = ${memberId}`);
    }
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET body = '' WHERE sender_id = ${memberId}`);
  }
}

/**
 * After the window: erases a member's personal data — photos and their files, messages' content,
 * e-mail, name, birth date, place, password, signup and tracking data, mails and tokens. The member
 * row stays (anonymised) so payment records (credit_ledger) keep their owner id, as the law asks.
 */
export async function eraseMember(db: Db, memberId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Claim the deletion first: with several server instances running the job, the row lock makes
    // every other instance wait here and then find it taken; a member who reactivated in the
    // meantime has no row left and is not erased.
    const claimed = await tx
      .update(accountDeletions)
      .set({ erasedAt: now })
      .where(and(eq(accountDeletions.memberId, memberId), isNull(accountDeletions.erasedAt), lte(accountDeletions.eraseAfter, now)))
      .returning({ memberId: accountDeletions.memberId });
    if (claimed.length === 0) return false;
    const files = await tx
      .select({ f: photos.filename, t: photos.thumbFilename, m: photos.matchFilename })
      .from(photos)
      .where(eq(photos.memberId, memberId));
    const keys = files.flatMap((p) => [p.f, p.t, p.m]).filter((k) => !k.startsWith('demo-'));
    if (keys.length > 0) await tx.delete(media).where(inArray(media.key, keys));
    await tx.delete(photos).where(eq(photos.memberId, memberId));
    await tx.delete(memberSignups).where(eq(memberSignups.memberId, memberId));
    await tx.delete(pendingFirstMessages).where(eq(pendingFirstMessages.memberId, memberId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.memberId, memberId));
    await tx.delete(accountTokens).where(eq(accountTokens.memberId, memberId));
    await tx.delete(sessions).where(eq(sessions.memberId, memberId));
    await tx.delete(loginFailures).where(eq(loginFailures.memberId, memberId));
    await tx.delete(notificationSettings).where(eq(notificationSettings.memberId, memberId));
    await tx.delete(memberInterests).where(eq(memberInterests.memberId, memberId));
    await tx
      .update(members)
      .set({
        email: `erased-${memberId}@erased.invalid`,
        passwordHash: null,
        name: 'Deleted member',
        birthdate: '1900-01-01',
        regionId: null,
        city: null,
        lastSeen: null,
        notificationsDisabled: [],
      })
      .where(eq(members.id, memberId));
    await eraseOtherAreas(tx, memberId);
    return true;
  });
}

/** The erasure job: every deletion whose 14 days are over. Returns the member ids this run erased. */
export async function eraseDueAccounts(db: Db, now: Date): Promise<number[]> {
  const due = await db
    .select({ memberId: accountDeletions.memberId })
    .from(accountDeletions)
    .where(and(isNull(accountDeletions.erasedAt), lte(accountDeletions.eraseAfter, now)));
  const erased: number[] = [];
  for (const { memberId } of due) if (await eraseMember(db, memberId, now)) erased.push(memberId);
  return erased;
}
