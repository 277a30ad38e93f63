import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { REACTIVATION_DAYS } from '../../src/contract/constants.ts';
import type { Db } from '../db/connect.ts';
import {
  accountDeletions,
  accountTokens,
  conversationMembers,
  loginFailures,
  members,
  memberInterests,
  memberSignups,
  notificationSettings,
  pendingFirstMessages,
  photos,
  sessions,
} from '../db/schema.ts';
import type { FastifyBaseLogger } from 'fastify';
import { forgetMedia, forgetMediaKeys } from '../media/journal.ts';
import type { MediaStore } from '../media/store.ts';
import { removeQueuedNow } from '../media/sweep.ts';
import { deleteExportsOf } from './dataExport/exports.ts';
import { deleteNoticesOf } from '../moderation/notices.ts';
import { lockedWrite, type Tx } from '../platform/lockedWrite.ts';
import { loginKey } from './login.ts';
import type { MemberRow } from '../members/members.ts';
import { PENDING_DELETION } from '../safety/reach.ts';

export const REACTIVATION_MS = REACTIVATION_DAYS * 86_400_000;

/**
 * Deletion: pending_deletion, hidden (invisible, profile disabled) and every session ended.
 * `inside` runs first in the same transaction, under the locks (a staff member's deletion judges
 * the member's state and writes its audit entry there, decision 129); throwing undoes it all.
 */
export async function requestDeletion(db: Db, member: MemberRow, now: Date, inside?: (tx: Tx) => Promise<void>): Promise<void> {
  await withPeersLocked(db, member.id, async (tx) => {
    if (inside) await inside(tx);
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
    await tx.update(members).set({ status: PENDING_DELETION, profileStatus: 'disabled', invisible: true }).where(eq(members.id, member.id));
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt)));
    // the member's data exports go with the account at once (decision 124)
    await deleteExportsOf(tx, member.id);
    await touchPeersChats(tx, member.id);
  });
}

/**
 * Runs `fn` under the locks of the member and of every member they share a conversation with
 *: a peer's rows may be bumped only under the peer's lock, or a send of the peer's that
 * took a lower change_seq could commit behind the bump and be skipped by the peer's `since` cursor.
 * The peers are read, all locked in one statement (ascending), and read again: a conversation is
 * opened only under both members' locks, so once the member's lock is held no peer can appear;
 * one who appeared between the two reads sends the attempt round again.
 */
async function withPeersLocked<T>(db: Db, memberId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const peersOf = async (q: Db | Tx) => (await q.select({ id: conversationMembers.peerId }).from(conversationMembers).where(eq(conversationMembers.memberId, memberId))).map((r) => r.id);
  for (let attempt = 1; ; attempt++) {
    const peers = await peersOf(db);
    const done = await lockedWrite(db, [memberId, ...peers], async (tx) => {
      const known = new Set(peers);
      if ((await peersOf(tx)).some((id) => !known.has(id))) return null;
      return { value: await fn(tx) };
    });
    if (done) return done.value;
    if (attempt >= 5) throw new Error(`peers of member ${memberId} kept changing`);
  }
}

/** Others' chat rows with this member get a new version, so their next pull drops (or brings back) the chat. Call under the peers' locks (withPeersLocked). */
async function touchPeersChats(db: Db | Tx, memberId: number): Promise<void> {
  await db.execute(sql`UPDATE conversation_members SET hidden = hidden WHERE peer_id = ${memberId}`);
}

/** Undoes a deletion inside the window: the member comes back as they were. */
export async function reactivate(db: Db, memberId: number, now: Date): Promise<boolean> {
  return withPeersLocked(db, memberId, async (tx) => {
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

/** The key a password-reset request is counted under (passwordReset.ts): a hash of the address, still the member's identity. */
export const emailHash = (email: string): string => createHash('sha256').update(email).digest('hex');

/**
 * Every copy of the member's own words or identity outside the member row (decision 167): messages'
 * bodies, the filtered copy the receiver is served (shown_body) and images, the last-message copy
 * on both membership rows (decision 104), the reported message kept with a report on them and the
 * notes of their own reports, complaint texts and the support mails that quote the member (as
 * reporter or as the one reported), tracking beacons, push endpoints and the pushes waiting for a
 * retry that name them, saved payment methods and the direct-debit form's personal fields, the
 * reset requests counted under the address, expired limit counters (keyed by address), and the
 * per-member rows of the dashboard and of campaign deliveries. The staff audit never held any of
 * it (server/staff/audit.ts); the texts kept beside its entries about the member go. The erasure
 * test scans every column of every table for what is left.
 */
async function eraseCopies(db: Db | Tx, memberId: number, email: string, now: Date): Promise<void> {
  // decision 174: the images leave the media table now and the object store after the commit
  await forgetMedia(db, sql`SELECT image_key FROM messages WHERE sender_id = ${memberId} AND image_key IS NOT NULL`);
  await db.execute(
    sql`UPDATE messages SET body = '', shown_body = NULL, image_key = NULL WHERE sender_id = ${memberId} AND (body <> '' OR shown_body IS NOT NULL OR image_key IS NOT NULL)`,
  );
  // a report keeps the reported message as the reporter saw it (decision 123): the member's words go,
  // the report (who, why, when) stays; the notes of the member's own reports go too
  await db.execute(
    sql`UPDATE reports SET message_body = NULL WHERE message_body IS NOT NULL
      AND (target_member_id = ${memberId} OR message_id IN (SELECT id FROM messages WHERE sender_id = ${memberId}))`,
  );
  await db.execute(sql`UPDATE reports SET note = NULL WHERE reporter_id = ${memberId} AND note IS NOT NULL`);
  await db.execute(sql`UPDATE conversation_members SET last_body = '' WHERE last_sender_id = ${memberId} AND last_body <> ''`);
  await db.execute(
    sql`DELETE FROM mail_outbox m USING complaints c
    WHERE (c.member_id = ${memberId} OR c.target_member_id = ${memberId}) AND m.member_id IS NULL AND m.kind = 'complaint'
      AND m.subject LIKE '%Complaint #' || c.id || ' (%'`,
  );
  await db.execute(sql`UPDATE complaints SET text = '' WHERE member_id = ${memberId}`);
  // the texts the staff audit left out of its entries about the member (decision 167); the entries stay
  await db.execute(sql`DELETE FROM staff_audit_texts WHERE member_id = ${memberId}`);
  // the payment record stays (amounts, dates, references); a staff member's note on it may quote the member
  await db.execute(sql`UPDATE credit_ledger SET note = NULL WHERE member_id = ${memberId} AND note IS NOT NULL`);
  await db.execute(sql`DELETE FROM mail_outbox WHERE member_id = ${memberId} OR lower(to_address) = lower(${email})`);
  await db.execute(sql`DELETE FROM page_hidden_events WHERE member_id = ${memberId}`);
  await db.execute(sql`DELETE FROM push_subscriptions WHERE member_id = ${memberId}`);
  // a push to a peer waiting for its retry carries the member's name (server/notify/delivery.ts)
  await db.execute(sql`DELETE FROM jobs WHERE kind = 'push_retry' AND payload ->> 'payload' ~ ${`"profile_id":${memberId}[,}]`}`);
  await db.execute(sql`DELETE FROM saved_payment_methods WHERE member_id = ${memberId}`);
  // the mandate row stays with its payment; the account holder, address, IBAN and phone go
  await db.execute(
    sql`UPDATE direct_debit_mandates SET account_holder = '', iban = '', street = '', house_number = '', zip = '', city = '', phone = '' WHERE member_id = ${memberId}`,
  );
  // limit counters are keyed by address: the expired ones (every one of the member's, after 14 days) go
  await db.execute(sql`DELETE FROM rate_counters WHERE expires_at < ${now.toISOString()}`);
  await db.execute(sql`DELETE FROM sms_outbox WHERE member_id = ${memberId}`);
  // the dashboard's per-member facts and the campaigns' per-member deliveries (decisions 131, 132):
  // their sums (daily rollups, campaign figures) stay, the member's own rows go
  await db.execute(sql`DELETE FROM dashboard_active_days WHERE member_id = ${memberId}`);
  await db.execute(sql`DELETE FROM dashboard_member_firsts WHERE member_id = ${memberId}`);
  await db.execute(sql`DELETE FROM campaign_recipients WHERE member_id = ${memberId}`);
  await db.execute(sql`DELETE FROM password_reset_requests WHERE email_hash = ${emailHash(email.trim().toLowerCase())}`);
}

/**
 * After the window: erases a member's personal data — photos and their files, messages' content,
 * e-mail, name, birth date, place, password, signup and tracking data, mails and tokens. The member
 * row stays (anonymised) so payment records (credit_ledger) keep their owner id, as the law asks.
 */
export async function eraseMember(db: Db, memberId: number, now: Date): Promise<boolean> {
  // the peers' rows holding the member's last message are bumped: under their locks
  return withPeersLocked(db, memberId, async (tx) => {
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
    await forgetMediaKeys(tx, keys);
    await tx.delete(photos).where(eq(photos.memberId, memberId));
    await tx.delete(memberSignups).where(eq(memberSignups.memberId, memberId));
    await tx.delete(pendingFirstMessages).where(eq(pendingFirstMessages.memberId, memberId));
    await tx.delete(accountTokens).where(eq(accountTokens.memberId, memberId));
    await tx.delete(sessions).where(eq(sessions.memberId, memberId));
    await deleteExportsOf(tx, memberId);
    await deleteNoticesOf(tx, memberId);
    // the lockout counts by site and e-mail, read before the address is erased
    const [address] = await tx.select({ email: members.email, siteId: members.siteId }).from(members).where(eq(members.id, memberId));
    if (address) await tx.delete(loginFailures).where(eq(loginFailures.key, loginKey(address.siteId, address.email)));
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
        about: null,
        signupIp: null,
        // the moderator's reason may quote the member; the state stays (a ban is still a ban)
        moderationReason: null,
        lastSeen: null,
        notificationsDisabled: [],
      })
      .where(eq(members.id, memberId));
    await eraseCopies(tx, memberId, address?.email ?? '', now);
    return true;
  });
}

/**
 * The erasure job: every deletion whose 14 days are over. Returns the member ids this run erased.
 * Their images leave the media store after the erasures' commits (decision 174; a store that does
 * not answer keeps them queued for the sweep).
 */
export async function eraseDueAccounts(db: Db, now: Date, media?: { mediaStore: MediaStore; log: FastifyBaseLogger }): Promise<number[]> {
  const due = await db
    .select({ memberId: accountDeletions.memberId })
    .from(accountDeletions)
    .where(and(isNull(accountDeletions.erasedAt), lte(accountDeletions.eraseAfter, now)));
  const erased: number[] = [];
  for (const { memberId } of due) if (await eraseMember(db, memberId, now)) erased.push(memberId);
  if (media && erased.length > 0) await removeQueuedNow({ db, ...media });
  return erased;
}
