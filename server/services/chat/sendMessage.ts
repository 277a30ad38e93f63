import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { FREE_CONVERSATION_LIMIT } from '../../../src/contract/constants.ts';
import { Chat, type SendMessageAnswer, type SendMessageRequest } from '../../../src/contract/chats.ts';
import { rows, type Db } from '../../db/connect.ts';
import { members, messages } from '../../db/schema.ts';
import { ApiFailure } from '../../errors.ts';
import { openImage } from '../../media/sharp.ts';
import type { PushFacts } from '../../notify/delivery.ts';
import type { MessageEvent, MessageNotice } from '../../notify/index.ts';
import type { MemberPoke } from '../../realtime/pokeBus.ts';
import { isUniqueViolation, spendRefusal } from '../credits.ts';
import { MEMBER_LIMITS, memberLimitKey, NEW_MEMBER_AGE_MS, takeMemberLimit } from '../limits.ts';
import { BARRED_STATES } from '../moderation/barred.ts';
import { filterMessage } from '../moderation/held.ts';
import { barredFailure, type BarredFacts } from '../moderation/memberStatus.ts';
import type { MemberRow } from '../members.ts';
import { limitRefusal, limitWindow, sweepLimits } from '../rateLimit.ts';
import { hashToken, liveSession, sessionMemberRow } from '../sessions.ts';
import type { SiteRow } from '../sites.ts';
import { requireParticipant } from './access.ts';
import { chatOfMembership } from './chatList.ts';
import { toChatMessage, type MessageRow } from './messagePage.ts';
import { costByCountry, messageCost } from './pricing.ts';

// A send is one statement (decision 134): the database function chat_send (migration 0029) takes
// both members' locks, judges every rule of a send under them (SPEC §4, §6), charges, books the
// ledger line, writes the message and both conversation rows, and answers; the statement around it
// checks the session (sessions.ts liveSession) and builds the answer's chat (chatList.ts). What is
// judged here in TypeScript depends on the request and the site alone (length, the contact filter,
// the price list), or guards the decoding of a picture.

export interface SendResult {
  answer: SendMessageAnswer;
  /** who is poked (chat_send decides: a replay pokes nobody, a held message only the sender) */
  pokes: MemberPoke[];
  /** the pokes went out with the statement (SendExtras.publishIn); otherwise publish them */
  published: boolean;
  /** the sender (the session's member) */
  senderId: number;
  /** the recipient's notification, with its facts (decision 143): a fresh message that is not held */
  notice: { event: MessageEvent; facts: MessageNotice } | null;
}

/** What the send's statement does besides the send (decision 143), given by its caller. */
export interface SendExtras {
  /** publishes the answer's pokes (a jsonb array) in the statement: the PostgreSQL poke bus's `publishIn` */
  publishIn?: (pokes: SQL) => SQL;
  /** the recipient's push facts (`recipient` an SQL integer) for their notification: notify's `messagePushFacts` */
  pushFacts?: (recipient: SQL) => SQL;
}

/** The new member's hourly cap of messages (limits.ts newMemberMessages, decision 110). */
export interface SendLimits {
  newMemberMax: number;
  /** the reply a refusal's Retry-After header is set on */
  reply?: FastifyReply;
}

interface SendOptions {
  /** no charge and no ledger line (the signup message); every other rule holds */
  free?: boolean;
  limits?: SendLimits;
  extras?: SendExtras;
}

/** A message row as chat_send answers it (to_jsonb of the row). */
interface MessageJson {
  id: string;
  conversation_id: number;
  sender_id: number;
  kind: MessageRow['kind'];
  body: string;
  gift_id: number | null;
  image_key: string | null;
  cost: number;
  created_at: string;
  seq: number | string;
  shown_body: string | null;
  filter_state: MessageRow['filterState'];
  filter_kinds: string[] | null;
}

type SendOutcome =
  | {
      refused: undefined;
      fresh: boolean;
      peer: number | null;
      message: MessageJson;
      gift_slug: string | null;
      credits: number;
      /** a fresh message only (migration 0031) */
      pokes?: MemberPoke[];
      notice?: MessageNotice | null;
    }
  | ({ refused: string; hits?: number; cost?: number; credits?: number } & Partial<BarredFacts>);

function messageRowOf(j: MessageJson): MessageRow {
  return {
    id: j.id,
    conversationId: j.conversation_id,
    senderId: j.sender_id,
    kind: j.kind,
    body: j.body,
    giftId: j.gift_id,
    imageKey: j.image_key,
    cost: j.cost,
    createdAt: new Date(j.created_at),
    seq: Number(j.seq),
    shownBody: j.shown_body,
    filterState: j.filter_state,
    filterKinds: j.filter_kinds,
  };
}

/** The rules that depend on the request (and the sender's plan for a picture) only: no other write changes them. */
function requestRefusal(site: SiteRow, request: SendMessageRequest, sender: MemberRow | null): 'message_too_long' | 'premium_only' | null {
  if (request.body.length > site.settings.message_length) return 'message_too_long';
  if (request.kind === 'image' && sender && !sender.paidUser) return 'premium_only';
  return null;
}

/** What chat_send answers a refusal with, as the contract's error (one place per code). */
function refusalFailure(outcome: Exclude<SendOutcome, { refused: undefined }>, resetMs: number, reply?: FastifyReply): ApiFailure {
  switch (outcome.refused) {
    case 'rate_limited':
      return limitRefusal(resetMs, reply);
    case 'taken':
      return new ApiFailure(409, 'invalid_request', { issues: [{ path: 'id', code: 'taken' }] });
    case 'self':
      return new ApiFailure(400, 'invalid_request', { issues: [{ path: 'profile_id', code: 'self' }] });
    case 'gift_unknown':
      return new ApiFailure(400, 'invalid_request', { issues: [{ path: 'gift_id', code: 'unknown' }] });
    case 'message_too_long':
      return new ApiFailure(400, 'message_too_long');
    case 'not_found':
      return new ApiFailure(404, 'not_found');
    case 'sender_barred':
      return barredFailure({ moderation: outcome.moderation ?? 'suspended', moderation_reason: outcome.moderation_reason ?? null, moderation_until: outcome.moderation_until ?? null });
    case 'spend':
      return spendRefusal(outcome.credits ?? 0, outcome.cost ?? 0);
    case 'premium_only':
    case 'forbidden':
    case 'blocked':
    case 'member_suspended':
    case 'member_unavailable':
    case 'recipient_not_confirmed':
    case 'conversation_limit':
      return new ApiFailure(403, outcome.refused);
    default:
      throw new Error(`chat_send refused with an unknown code: ${outcome.refused}`);
  }
}

interface SendCall {
  /** FROM and WHERE yielding the sender's members row as `mm` (at most one row) */
  from: SQL;
  site: SiteRow;
  request: SendMessageRequest;
  now: Date;
  refusal: string | null;
  image: Buffer | null;
  options: SendOptions;
}

/** The one statement of a send (see the top of this file); null when `from` found no sender. */
async function runSend(db: Db, call: SendCall): Promise<SendResult | null> {
  const { site, request, now, options } = call;
  // decision 122: the contact filter's verdict (mask, hold) is the text's alone, judged before the locks
  const verdict = filterMessage(site, request.body);
  const filterState = verdict.action === 'hold' ? 'held' : verdict.action === 'mask' ? 'masked' : null;
  const rule = options.limits ? { max: options.limits.newMemberMax, windowMs: MEMBER_LIMITS.newMemberMessages.windowMs } : null;
  const window = limitWindow(rule ?? MEMBER_LIMITS.newMemberMessages, now);
  // the cap's key goes to chat_send only for a new member (`mm`, the sender's row, is this statement's): an
  // older sender's send skips chat_send's read of their row for the cap
  const youngAfter = new Date(now.getTime() - NEW_MEMBER_AGE_MS).toISOString();
  const call_ = sql`chat_send(mm.id, ${request.id}::uuid, ${request.conversation_id ?? null}::bigint, ${request.profile_id ?? null}::bigint,
    ${request.kind}::text, ${request.body}::text, ${request.kind === 'gift' ? (request.gift_id ?? null) : null}::bigint,
    ${options.free ? null : costByCountry(site, request.kind)}::jsonb, ${call.refusal}::text,
    ${verdict.action === 'mask' ? verdict.shown : null}::text, ${filterState}::text,
    ${verdict.kinds.length > 0 ? sql`${sql.param(verdict.kinds)}::text[]` : sql`NULL::text[]`},
    ${call.image ? `chat-${request.id}.webp` : null}::text, ${call.image}::bytea, ${now.toISOString()}::timestamptz,
    ${sql.param(BARRED_STATES)}::text[], ${FREE_CONVERSATION_LIMIT}::int,
    ${rule ? sql`CASE WHEN mm.signup_date > ${youngAfter}::timestamptz THEN ${memberLimitKey('newMemberMessages')}::text END` : sql`NULL::text`}, ${rule?.max ?? null}::int,
    ${window.windowStart.toISOString()}::timestamptz, ${window.expiresAt.toISOString()}::timestamptz,
    ${youngAfter}::timestamptz)`;
  const { publishIn, pushFacts } = options.extras ?? {};
  // decision 143: the pokes' pg_notify and the recipient's push facts ride on the send's statement
  const statement = sql`WITH sent AS MATERIALIZED (SELECT ${call_} AS r FROM ${call.from})
    SELECT sent.r::text AS result, ${chatOfMembership(site, sql`sent.r -> 'membership'`)} AS chat,
      ${publishIn ? publishIn(sql`sent.r -> 'pokes'`) : sql`NULL`} AS published,
      ${pushFacts ? sql`CASE WHEN jsonb_typeof(sent.r -> 'notice') = 'object' THEN (${pushFacts(sql`(sent.r ->> 'peer')::int`)})::text END` : sql`NULL::text`} AS push
    FROM sent`;
  const [row] = await rows<{ result: string; chat: string | null; push: string | null }>(db, statement).catch((error: unknown) => {
    // another member's send of the same message id won the unique index meanwhile: nothing was written
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'invalid_request', { issues: [{ path: 'id', code: 'taken' }] });
    throw error;
  });
  if (!row) return null;
  if (rule) await sweepLimits(db, now);
  const outcome = JSON.parse(row.result) as SendOutcome;
  if (outcome.refused !== undefined) throw refusalFailure(outcome, window.resetMs, options.limits?.reply);
  if (!row.chat) throw new ApiFailure(403, 'forbidden');
  const message = messageRowOf(outcome.message);
  const senderId = message.senderId;
  const slugs = new Map<number, string>(message.giftId !== null && outcome.gift_slug ? [[message.giftId, outcome.gift_slug]] : []);
  const answer: SendMessageAnswer = {
    message: toChatMessage(site, senderId, message, slugs),
    chat: Chat.parse(JSON.parse(row.chat)),
    credits: outcome.credits,
    cost: message.cost,
  };
  const notice =
    outcome.notice && outcome.peer !== null
      ? {
          event: { senderId, recipientId: outcome.peer, conversationId: message.conversationId },
          facts: row.push ? { ...outcome.notice, push: JSON.parse(row.push) as PushFacts } : outcome.notice,
        }
      : null;
  return { answer, pokes: outcome.pokes ?? [], published: publishIn !== undefined, senderId, notice };
}

/**
 * Re-encodes an uploaded picture (metadata such as GPS dropped), at most 1280 px wide or high.
 * Issue 18: only a sender who can pay for it gets a decode (a balance below the cost is refused
 * first; the charge in chat_send still judges it under the lock), within their hourly
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

/**
 * A picture is decoded before the call, so its guards come first: not a replay (answered without a
 * decode), the request's own rules, a conversation the sender takes part in and is not blocked in,
 * not to themselves. chat_send judges all of it again under the locks.
 */
async function pictureOf(db: Db, site: SiteRow, sender: MemberRow, request: SendMessageRequest, refusal: string | null, now: Date): Promise<Buffer | null> {
  if (request.kind !== 'image' || !request.image || refusal !== null) return null;
  const [replay] = await db.select({ id: messages.id }).from(messages).where(eq(messages.id, request.id)).limit(1);
  if (replay) return null;
  if (request.conversation_id !== undefined) await requireParticipant(db, request.conversation_id, sender.id);
  else if (request.profile_id === sender.id) throw new ApiFailure(400, 'invalid_request', { issues: [{ path: 'profile_id', code: 'self' }] });
  return encodeImage(db, sender, request.image, messageCost(site, sender.country, 'image'), now);
}

/**
 * A send by a known member (the signup message, `free`; a picture after its decode). The message id
 * is made by the client: a replay answers the first send again and never charges twice.
 */
export async function sendMessage(db: Db, site: SiteRow, sender: MemberRow, request: SendMessageRequest, now: Date, options: SendOptions = {}): Promise<SendResult> {
  const refusal = requestRefusal(site, request, sender);
  const image = await pictureOf(db, site, sender, request, refusal, now);
  const result = await runSend(db, { from: sql`members mm WHERE mm.id = ${sender.id}::int`, site, request, now, refusal, image, options });
  if (!result) throw new ApiFailure(404, 'not_found');
  return result;
}

/**
 * POST /api/messages.php for the session cookie `token`: one statement that is also the call's
 * session check (the session rule, sessions.ts liveSession), or 403 authentication_required. A
 * picture checks the session first, to guard its decode.
 */
export async function sendMessageOfSession(
  db: Db,
  site: SiteRow,
  token: string | undefined,
  request: SendMessageRequest,
  now: Date,
  limits: SendLimits,
  extras?: SendExtras,
): Promise<SendResult> {
  if (!token || token.length > 100) throw new ApiFailure(403, 'authentication_required');
  if (request.kind === 'image') {
    const sender = await sessionMemberRow(db, token, site.id, now);
    if (!sender) throw new ApiFailure(403, 'authentication_required');
    return sendMessage(db, site, sender, request, now, { limits, extras });
  }
  const from = sql`sessions s JOIN members mm ON mm.id = s.member_id
    WHERE s.token_hash = ${hashToken(token)} AND ${liveSession('s', 'mm', sql`${site.id}::int`, sql`${now.toISOString()}::timestamptz`)}`;
  const result = await runSend(db, { from, site, request, now, refusal: requestRefusal(site, request, null), image: null, options: { limits, extras } });
  if (!result) throw new ApiFailure(403, 'authentication_required');
  return result;
}
