import { and, eq, inArray, sql } from 'drizzle-orm';
import { FREE_CONVERSATION_LIMIT } from '../../../src/contract/constants.ts';
import type { SendMessageAnswer, SendMessageRequest } from '../../../src/contract/chats.ts';
import { rows, type Db } from '../../db/connect.ts';
import { conversationMembers, conversations, media, members, messages } from '../../db/schema.ts';
import { ApiFailure } from '../../errors.ts';
import { openImage } from '../../media/sharp.ts';
import type { MemberPoke } from '../../realtime/pokeBus.ts';
import { chargeCredits, spendRefusal, type DbOrTx } from '../credits.ts';
import { takeMemberLimit } from '../limits.ts';
import { filterMessage, hidePeerSide } from '../moderation/held.ts';
import { lockedWrite, type Tx } from '../lockedWrite.ts';
import { refuseBarredSender, type BarredFacts } from '../moderation/memberStatus.ts';
import { isBarred } from '../moderation/barred.ts';
import type { MemberRow } from '../members.ts';
import type { SiteRow } from '../sites.ts';
import { requireParticipant } from './access.ts';
import { chatOf } from './chatList.ts';
import { giftSlugs, toChatMessage, type MessageRow } from './messagePage.ts';
import { messageCost } from './pricing.ts';

export interface SendResult {
  answer: SendMessageAnswer;
  pokes: MemberPoke[];
}

/**
 * The conversation's other member, as far as it can be known before the locks: the membership of a
 * named conversation (a pair never changes; its blocks are judged again under the locks), or the
 * profile named. Nothing here is a rule that another write can change.
 */
async function peerOf(db: Db, sender: MemberRow, request: SendMessageRequest): Promise<{ peerId: number; conversationId: number | null }> {
  if (request.conversation_id !== undefined) {
    const membership = await requireParticipant(db, request.conversation_id, sender.id);
    return { peerId: membership.peerId, conversationId: request.conversation_id };
  }
  const peerId = request.profile_id ?? 0;
  if (peerId === sender.id) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'profile_id', code: 'self' }] });
  return { peerId, conversationId: null };
}

/** What the send rules read, in one statement under the locks. */
interface SendFacts {
  siteId: number | null;
  status: MemberRow['status'] | null;
  moderation: MemberRow['moderation'] | null;
  invisible: boolean | null;
  /** the sender's moderation state, read under their lock (a suspension takes it too) */
  sender: BarredFacts;
  blocked: boolean;
  conversationId: number | null;
  startedBy: number | null;
  started: number;
  giftKnown: boolean;
}

/**
 * The rules of a send (SPEC §4, §6), judged INSIDE the transaction after both members' locks
 *: blocks, the peer's pending deletion and invisibility, the free member's conversation
 * limit and the gift all read in one statement. A block, invisible mode and a deletion take the
 * same locks, and every conversation a member starts is opened under their lock, so what this
 * reads stays true until the message is committed. The conversation found here is never removed
 * while both members exist.
 */
async function judgeSend(tx: Tx, sender: MemberRow, peerId: number, request: SendMessageRequest): Promise<{ conversationId: number | null }> {
  const [low, high] = sender.id < peerId ? [sender.id, peerId] : [peerId, sender.id];
  const [facts] = await rows<SendFacts>(
    tx,
    sql`SELECT p.site_id AS "siteId", p.status, p.moderation, p.invisible,
      (SELECT row_to_json(sm) FROM (SELECT moderation, moderation_reason, moderation_until FROM members WHERE id = ${sender.id}) sm) AS sender,
      EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${sender.id} AND b.blocked_id = ${peerId})
        OR (b.blocker_id = ${peerId} AND b.blocked_id = ${sender.id})) AS blocked,
      c.id AS "conversationId", c.started_by AS "startedBy",
      ${sender.paidUser ? sql`0` : sql`(SELECT count(*)::int FROM conversations s WHERE s.started_by = ${sender.id})`} AS started,
      ${request.kind === 'gift' ? sql`EXISTS (SELECT 1 FROM gifts g WHERE g.id = ${request.gift_id ?? 0})` : sql`true`} AS "giftKnown"
    FROM (SELECT 1) one
    LEFT JOIN members p ON p.id = ${peerId}
    LEFT JOIN conversations c ON c.member_low = ${low} AND c.member_high = ${high}`,
  );
  if (!facts || facts.siteId === null || facts.siteId !== sender.siteId) throw new ApiFailure(404, 'not_found');
  // decision 121: nothing is sent by or to a suspended or banned member
  refuseBarredSender(facts.sender);
  if (facts.moderation !== null && isBarred({ moderation: facts.moderation })) throw new ApiFailure(403, 'member_suspended');
  if (facts.blocked) throw new ApiFailure(403, 'blocked');
  if (facts.status === 'pending_deletion') throw new ApiFailure(403, 'member_unavailable');
  // an invisible member can still be answered in a conversation they started
  if (facts.invisible && facts.startedBy !== peerId) throw new ApiFailure(403, 'member_unavailable');
  if (facts.status === 'not_confirmed') throw new ApiFailure(403, 'recipient_not_confirmed');
  if (facts.conversationId === null && !sender.paidUser && facts.started >= FREE_CONVERSATION_LIMIT) throw new ApiFailure(403, 'conversation_limit');
  if (!facts.giftKnown) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'gift_id', code: 'unknown' }] });
  return { conversationId: facts.conversationId };
}

/** The rules that depend on the request and the sender's session row only (no other write changes them). */
function checkRequest(site: SiteRow, sender: MemberRow, request: SendMessageRequest): void {
  if (request.body.length > site.settings.message_length) throw new ApiFailure(400, 'message_too_long');
  if (request.kind === 'image' && !sender.paidUser) throw new ApiFailure(403, 'premium_only');
}

/**
 * Re-encodes an uploaded picture (metadata such as GPS dropped), at most 1280 px wide or high.
 * Issue 18: only a sender who can pay for it gets a decode (a balance below the cost is refused
 * first; the charge in the transaction still judges it under the lock), within their hourly
 * budget of chat images, and openImage refuses other formats and more than 25 MP before decoding.
 */
async function encodeImage(db: Db, sender: MemberRow, dataUrl: string, cost: number, now: Date): Promise<Buffer> {
  if (cost > 0) {
    const [balance] = await db.select({ credits: members.credits }).from(members).where(eq(members.id, sender.id));
    const credits = balance?.credits ?? 0;
    if (credits < cost) throw spendRefusal(credits, cost);
  }
  await takeMemberLimit(db, 'chatImages', sender.id, now);
  const source = await openImage(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  try {
    return await source.rotate().resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw new ApiFailure(400, 'invalid_image');
  }
}

async function openConversation(tx: DbOrTx, site: SiteRow, sender: MemberRow, peerId: number, now: Date, known: number | null): Promise<number> {
  // found under both members' locks (judgeSend): nobody else can open it meanwhile
  if (known !== null) return known;
  const [low, high] = sender.id < peerId ? [sender.id, peerId] : [peerId, sender.id];
  const [created] = await tx
    .insert(conversations)
    .values({ siteId: site.id, memberLow: low, memberHigh: high, startedBy: sender.id, createdAt: now })
    .returning({ id: conversations.id });
  if (!created) throw new Error('conversation insert returned nothing');
  await tx.insert(conversationMembers).values([
    { conversationId: created.id, memberId: sender.id, peerId },
    { conversationId: created.id, memberId: peerId, peerId: sender.id },
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
 * `free`: no charge and no ledger line (the signup message); every other rule holds.
 */
export async function sendMessage(
  db: Db,
  site: SiteRow,
  sender: MemberRow,
  request: SendMessageRequest,
  now: Date,
  options: { free?: boolean } = {},
): Promise<SendResult> {
  const replay = await existingMessage(db, request.id);
  if (replay) {
    if (replay.senderId !== sender.id) throw new ApiFailure(409, 'invalid_request', { issues: [{ path: 'id', code: 'taken' }] });
    return { answer: await answerFor(db, site, sender, replay), pokes: [] };
  }
  checkRequest(site, sender, request);
  // decision 122: the contact filter's verdict (mask, hold) is the text's alone, judged before the locks
  const verdict = filterMessage(site, request.body);
  const held = verdict.action === 'hold';
  const { peerId } = await peerOf(db, sender, request);
  // the signup message is the site's welcome gift, sent free of charge (no ledger line)
  const cost = options.free ? 0 : messageCost(site, sender.country, request.kind);
  const image = request.kind === 'image' && request.image ? await encodeImage(db, sender, request.image, cost, now) : null;

  // every rule judged under both members' locks (lockedWrite), never before them
  const result = await lockedWrite(db, [sender.id, peerId], async (tx) => {
    const again = await existingMessage(tx, request.id);
    if (again) return { row: again, fresh: false, balance: undefined };
    const { conversationId } = await judgeSend(tx, sender, peerId, request);
    const id = await openConversation(tx, site, sender, peerId, now, conversationId);
    const charge = options.free ? { ok: true as const, balance: undefined } : await chargeCredits(tx, { memberId: sender.id, amount: cost, reason: 'message', ref: request.id, now });
    if (!charge.ok) throw spendRefusal(charge.balance, cost);
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
        shownBody: verdict.action === 'mask' ? verdict.shown : null,
        filterState: verdict.action === 'hold' ? 'held' : verdict.action === 'mask' ? 'masked' : null,
        filterKinds: verdict.kinds.length > 0 ? verdict.kinds : null,
      })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    const last = { lastSeq: row.seq, lastMessageId: row.id, lastMessageAt: now, lastKind: row.kind, lastBody: row.body, lastSenderId: row.senderId, hidden: false };
    // both sides in one statement: the sender has read up to their own message, the peer has one more unread
    await tx
      .update(conversationMembers)
      .set({
        ...last,
        // the receiver's chat list shows the masked text (decision 122)
        lastBody: sql`CASE WHEN ${conversationMembers.memberId} = ${peerId} THEN ${row.shownBody ?? row.body} ELSE ${row.body} END`,
        readSeq: sql`CASE WHEN ${conversationMembers.memberId} = ${sender.id} THEN ${row.seq} ELSE ${conversationMembers.readSeq} END`,
        unread: sql`CASE WHEN ${conversationMembers.memberId} = ${peerId} THEN ${conversationMembers.unread} + 1 ELSE ${conversationMembers.unread} END`,
      })
      // a held message reaches the receiver's side only when released (server/services/moderation/held.ts)
      .where(and(eq(conversationMembers.conversationId, id), inArray(conversationMembers.memberId, held ? [sender.id] : [sender.id, peerId])));
    if (held && conversationId === null) await hidePeerSide(tx, id, peerId);
    return { row, fresh: true, balance: charge.balance };
  });
  const answer = await answerFor(db, site, sender, result.row, result.balance);
  const conversation_id = result.row.conversationId;
  const pokes: MemberPoke[] = result.fresh
    ? [
        ...(held ? [] : [{ member: peerId, kind: 'message' as const, conversation_id }]),
        { member: sender.id, kind: 'message', conversation_id },
      ]
    : [];
  return { answer, pokes };
}
