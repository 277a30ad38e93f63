import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { FREE_CONVERSATION_LIMIT } from '../../../src/contract/constants.ts';
import type { SendMessageAnswer, SendMessageRequest } from '../../../src/contract/chats.ts';
import type { Db } from '../../db/connect.ts';
import { conversationMembers, conversations, gifts, media, members, messages } from '../../db/schema.ts';
import { ApiFailure } from '../../errors.ts';
import { loadSharp } from '../../media/sharp.ts';
import type { MemberPoke } from '../../realtime/pokeBus.ts';
import { chargeCredits, type DbOrTx } from '../credits.ts';
import { memberById, type MemberRow } from '../members.ts';
import type { SiteRow } from '../sites.ts';
import { conversationOfPair, isBlockedEitherWay, lockMembers, requireParticipant } from './access.ts';
import { chatOf } from './chatList.ts';
import { giftSlugs, toChatMessage, type MessageRow } from './messagePage.ts';
import { messageCost } from './pricing.ts';

export interface SendResult {
  answer: SendMessageAnswer;
  pokes: MemberPoke[];
}

/** The conversation's other member, checked: same site, not blocked, reachable (SPEC §4, §6). */
async function resolvePeer(db: Db, sender: MemberRow, request: SendMessageRequest): Promise<{ peer: MemberRow; conversationId: number | null }> {
  let peerId: number;
  let conversationId: number | null = null;
  if (request.conversation_id !== undefined) {
    const membership = await requireParticipant(db, request.conversation_id, sender.id);
    peerId = membership.peerId;
    conversationId = request.conversation_id;
  } else {
    peerId = request.profile_id ?? 0;
    if (peerId === sender.id) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'profile_id', code: 'self' }] });
  }
  const peer = await memberById(db, peerId);
  if (!peer || peer.siteId !== sender.siteId) throw new ApiFailure(404, 'not_found');
  // requireParticipant has checked the blocks of this pair already
  if (conversationId === null && (await isBlockedEitherWay(db, sender.id, peer.id))) throw new ApiFailure(403, 'blocked');
  if (conversationId === null) conversationId = (await conversationOfPair(db, sender.id, peer.id))?.id ?? null;
  return { peer, conversationId };
}

async function checkRules(db: Db, site: SiteRow, sender: MemberRow, peer: MemberRow, request: SendMessageRequest, conversationId: number | null) {
  if (request.body.length > site.settings.message_length) throw new ApiFailure(400, 'message_too_long');
  if (peer.status === 'pending_deletion') throw new ApiFailure(403, 'member_unavailable');
  if (peer.invisible) {
    const started = conversationId === null ? null : (await db.select().from(conversations).where(eq(conversations.id, conversationId)))[0];
    if (started?.startedBy !== peer.id) throw new ApiFailure(403, 'member_unavailable');
  }
  if (peer.status === 'not_confirmed') throw new ApiFailure(403, 'recipient_not_confirmed');
  if (request.kind === 'image' && !sender.paidUser) throw new ApiFailure(403, 'premium_only');
  if (conversationId === null && !sender.paidUser) {
    const [started] = await db.select({ n: count() }).from(conversations).where(eq(conversations.startedBy, sender.id));
    if ((started?.n ?? 0) >= FREE_CONVERSATION_LIMIT) throw new ApiFailure(403, 'conversation_limit');
  }
  if (request.kind === 'gift') {
    const [gift] = await db.select({ id: gifts.id }).from(gifts).where(eq(gifts.id, request.gift_id ?? 0));
    if (!gift) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'gift_id', code: 'unknown' }] });
  }
}

/** Re-encodes an uploaded picture (metadata such as GPS dropped), at most 1280 px wide or high. */
async function encodeImage(dataUrl: string): Promise<Buffer> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  try {
    const sharp = await loadSharp();
    return await sharp(Buffer.from(base64, 'base64'))
      .rotate()
      .resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'image', code: 'not_an_image' }] });
  }
}

async function openConversation(tx: DbOrTx, site: SiteRow, sender: MemberRow, peer: MemberRow, now: Date, known: number | null): Promise<number> {
  // a conversation found before the transaction is never removed while both members exist
  if (known !== null) return known;
  const existing = await conversationOfPair(tx, sender.id, peer.id);
  if (existing) return existing.id;
  const [low, high] = sender.id < peer.id ? [sender.id, peer.id] : [peer.id, sender.id];
  const [created] = await tx
    .insert(conversations)
    .values({ siteId: site.id, memberLow: low, memberHigh: high, startedBy: sender.id, createdAt: now })
    .returning({ id: conversations.id });
  if (!created) throw new Error('conversation insert returned nothing');
  await tx.insert(conversationMembers).values([
    { conversationId: created.id, memberId: sender.id, peerId: peer.id },
    { conversationId: created.id, memberId: peer.id, peerId: sender.id },
  ]);
  return created.id;
}

/** The answer to a send; `credits` when the send's own charge told the balance (else it is read). */
async function answerFor(db: DbOrTx, site: SiteRow, sender: MemberRow, row: MessageRow, credits?: number): Promise<SendMessageAnswer> {
  const chat = await chatOf(db, site, sender.id, row.conversationId);
  if (!chat) throw new ApiFailure(403, 'forbidden');
  const [balance] = credits === undefined ? await db.select({ credits: members.credits }).from(members).where(eq(members.id, sender.id)) : [{ credits }];
  return {
    // the gift catalogue only for a gift (its picture's name)
    message: toChatMessage(site, sender.id, row, row.giftId === null ? new Map<number, string>() : await giftSlugs(db)),
    chat,
    credits: balance?.credits ?? 0,
    cost: row.cost,
  };
}

async function existingMessage(db: DbOrTx, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/**
 * POST /api/messages.php. The message id is made by the client: a replay answers the first send
 * again and never charges twice. Rules, the charge, the message and both sides' chat rows are one
 * transaction (credits checked and taken together: parallel sends cannot overspend).
 */
export async function sendMessage(db: Db, site: SiteRow, sender: MemberRow, request: SendMessageRequest, now: Date): Promise<SendResult> {
  const replay = await existingMessage(db, request.id);
  if (replay) {
    if (replay.senderId !== sender.id) throw new ApiFailure(409, 'invalid_request', { issues: [{ path: 'id', code: 'taken' }] });
    return { answer: await answerFor(db, site, sender, replay), pokes: [] };
  }
  const { peer, conversationId } = await resolvePeer(db, sender, request);
  await checkRules(db, site, sender, peer, request, conversationId);
  const cost = messageCost(site, sender.country, request.kind);
  const image = request.kind === 'image' && request.image ? await encodeImage(request.image) : null;

  const result = await db.transaction(async (tx) => {
    await lockMembers(tx, [sender.id, peer.id]);
    const again = await existingMessage(tx, request.id);
    if (again) return { row: again, fresh: false, balance: undefined };
    const id = await openConversation(tx, site, sender, peer, now, conversationId);
    const charge = await chargeCredits(tx, { memberId: sender.id, amount: cost, reason: 'message', ref: request.id, now });
    if (!charge.ok) throw new ApiFailure(402, 'insufficient_credits', { credits: charge.balance, cost });
    const imageKey = image ? `chat-${request.id}.webp` : null;
    if (image && imageKey) await tx.insert(media).values({ key: imageKey, contentType: 'image/webp', bytes: image }).onConflictDoNothing();
    const [row] = await tx
      .insert(messages)
      .values({
        id: request.id,
        conversationId: id,
        senderId: sender.id,
        kind: request.kind,
        body: request.body,
        giftId: request.kind === 'gift' ? (request.gift_id ?? null) : null,
        imageKey,
        cost,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    const last = { lastSeq: row.seq, lastMessageId: row.id, lastMessageAt: now, lastKind: row.kind, lastBody: row.body, lastSenderId: row.senderId, hidden: false };
    // both sides in one statement: the sender has read up to their own message, the peer has one more unread
    await tx
      .update(conversationMembers)
      .set({
        ...last,
        readSeq: sql`CASE WHEN ${conversationMembers.memberId} = ${sender.id} THEN ${row.seq} ELSE ${conversationMembers.readSeq} END`,
        unread: sql`CASE WHEN ${conversationMembers.memberId} = ${peer.id} THEN ${conversationMembers.unread} + 1 ELSE ${conversationMembers.unread} END`,
      })
      .where(and(eq(conversationMembers.conversationId, id), inArray(conversationMembers.memberId, [sender.id, peer.id])));
    return { row, fresh: true, balance: charge.balance };
  });
  const answer = await answerFor(db, site, sender, result.row, result.balance);
  const conversation_id = result.row.conversationId;
  const pokes: MemberPoke[] = result.fresh
    ? [
        { member: peer.id, kind: 'message', conversation_id },
        { member: sender.id, kind: 'message', conversation_id },
      ]
    : [];
  return { answer, pokes };
}
