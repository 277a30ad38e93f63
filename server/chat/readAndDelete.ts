import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Chat } from '../../src/contract/chats.ts';
import type { Db } from '../db/connect.ts';
import { blocks, conversationMembers, conversations, messages } from '../db/schema.ts';
import { removeLikesBetween } from '../likes/likeCore.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MemberPoke } from '../notify/pokeBus.ts';
import type { DbOrTx } from '../payments/credits.ts';
import type { SiteRow } from '../platform/sites.ts';
import { lockedWrite } from '../platform/lockedWrite.ts';
import { conversationById, membershipOf, requireParticipant } from './access.ts';
import { chatOf } from './chatList.ts';

async function unreadAfter(tx: DbOrTx, conversationId: number, memberId: number, after: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, memberId), gt(messages.seq, after)));
  return row?.n ?? 0;
}

/**
 * POST /api/chat-read.php: the member has read up to `seq` (default: everything). Their unread
 * count follows, and the other member learns it through peer_read_seq (read receipts).
 */
export async function markRead(db: Db, site: SiteRow, memberId: number, conversationId: number, seq?: number): Promise<{ chat: Chat | null; pokes: MemberPoke[] }> {
  const before = await requireParticipant(db, conversationId, memberId);
  const changed = await lockedWrite(db, [memberId, before.peerId], async (tx) => {
    const mine = await membershipOf(tx, conversationId, memberId);
    if (!mine) return false;
    const upTo = Math.min(seq ?? mine.lastSeq, mine.lastSeq);
    const readSeq = Math.max(mine.readSeq, upTo);
    const unread = await unreadAfter(tx, conversationId, memberId, Math.max(readSeq, mine.clearedSeq));
    if (readSeq === mine.readSeq && unread === mine.unread) return false;
    await tx
      .update(conversationMembers)
      .set({ readSeq, unread })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, memberId)));
    const theirs = await membershipOf(tx, conversationId, mine.peerId);
    if (theirs && theirs.peerReadSeq < readSeq) {
      await tx
        .update(conversationMembers)
        .set({ peerReadSeq: readSeq })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, mine.peerId)));
    }
    return true;
  });
  const pokes: MemberPoke[] = changed
    ? [
        { member: memberId, kind: 'read', conversation_id: conversationId },
        { member: before.peerId, kind: 'read', conversation_id: conversationId },
      ]
    : [];
  return { chat: await chatOf(db, site, memberId, conversationId), pokes };
}

/** Hides conversations for one member: their messages so far are gone for them, unread is 0. */
async function hideFor(tx: DbOrTx, memberId: number, conversationIds: number[]): Promise<number[]> {
  const hidden: number[] = [];
  for (const id of conversationIds) {
    const mine = await membershipOf(tx, id, memberId);
    if (!mine || mine.hidden) continue;
    await tx
      .update(conversationMembers)
      .set({ hidden: true, clearedSeq: mine.lastSeq, unread: 0, readSeq: mine.lastSeq })
      .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.memberId, memberId)));
    hidden.push(id);
  }
  return hidden;
}

async function conversationsWith(tx: DbOrTx, memberId: number, profileId: number): Promise<number[]> {
  const found = await tx
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.memberId, memberId), eq(conversationMembers.peerId, profileId)));
  return found.map((r) => r.id);
}

/**
 * DELETE /api/chat.php: by conversation or by profile (every conversation with that member).
 * Idempotent: a conversation already deleted, or gone, is a success. Someone else's is 403.
 */
export async function deleteChats(db: Db, memberId: number, target: { conversation?: number; profile?: number }): Promise<{ deleted: number[]; pokes: MemberPoke[] }> {
  let ids: number[];
  let peers: number[];
  if (target.conversation !== undefined) {
    const conversation = await conversationById(db, target.conversation);
    if (!conversation) return { deleted: [], pokes: [] };
    if (conversation.memberLow !== memberId && conversation.memberHigh !== memberId) throw new ApiFailure(403, 'forbidden');
    ids = [conversation.id];
    peers = [conversation.memberLow === memberId ? conversation.memberHigh : conversation.memberLow];
  } else {
    const profile = target.profile ?? 0;
    ids = await conversationsWith(db, memberId, profile);
    peers = [profile];
  }
  const deleted = await lockedWrite(db, [memberId, ...peers], async (tx) => {
    return hideFor(tx, memberId, ids);
  });
  return { deleted, pokes: deleted.length > 0 ? [{ member: memberId, kind: 'chat' }] : [] };
}

/** POST /api/block.php: blocking deletes the conversations on both sides (SPEC §4). */
export async function blockMember(db: Db, memberId: number, profileId: number, now: Date): Promise<{ pokes: MemberPoke[] }> {
  if (profileId === memberId) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'profile_id', code: 'self' }] });
  await lockedWrite(db, [memberId, profileId], async (tx) => {
    await tx.insert(blocks).values({ blockerId: memberId, blockedId: profileId, createdAt: now }).onConflictDoNothing();
    await removeLikesBetween(tx, memberId, profileId, now);
    const pair = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.memberLow, Math.min(memberId, profileId)), eq(conversations.memberHigh, Math.max(memberId, profileId))));
    const ids = pair.map((p) => p.id);
    if (ids.length === 0) return;
    await hideFor(tx, memberId, ids);
    await hideFor(tx, profileId, ids);
  });
  return {
    pokes: [
      { member: memberId, kind: 'chat' },
      { member: profileId, kind: 'chat' },
      { member: memberId, kind: 'like' },
      { member: profileId, kind: 'like' },
    ],
  };
}
