import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { FREE_CONVERSATION_LIMIT } from '../../../src/contract/constants.ts';
import { Chat, type SendMessageAnswer, type SendMessageRequest } from '../../../src/contract/chats.ts';
import { Batcher, lookupRows } from '../../db/batch.ts';
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

/**
 * The values of one send's chat_send call (migration 0031 for its parameters), each an SQL
 * fragment: a parameter of a lone send's statement, or a column of the batch's rows (decision 150).
 * `sender` is the sender's members row's alias, `mm` in both.
 */
interface SendArguments {
  id: SQL;
  conversation: SQL;
  profile: SQL;
  kind: SQL;
  body: SQL;
  gift: SQL;
  costs: SQL;
  refusal: SQL;
  shownBody: SQL;
  filterState: SQL;
  filterKinds: SQL;
  imageKey: SQL;
  image: SQL;
  now: SQL;
  limitKey: SQL;
  limitMax: SQL;
  windowStart: SQL;
  windowEnd: SQL;
  youngAfter: SQL;
}

/** THE call of chat_send (one home for its argument order). */
function chatSendCall(a: SendArguments): SQL {
  return sql`chat_send(mm.id, ${a.id}::uuid, ${a.conversation}::bigint, ${a.profile}::bigint,
    ${a.kind}::text, ${a.body}::text, ${a.gift}::bigint, ${a.costs}::jsonb, ${a.refusal}::text,
    ${a.shownBody}::text, ${a.filterState}::text, ${a.filterKinds}::text[],
    ${a.imageKey}::text, ${a.image}::bytea, ${a.now}::timestamptz,
    ${sql.param(BARRED_STATES)}::text[], ${FREE_CONVERSATION_LIMIT}::int,
    ${a.limitKey}::text, ${a.limitMax}::int, ${a.windowStart}::timestamptz, ${a.windowEnd}::timestamptz, ${a.youngAfter}::timestamptz)`;
}

/** What a send's values are, judged from the request and the site alone (before any statement). */
function sendValues(site: SiteRow, request: SendMessageRequest, now: Date, refusal: string | null, options: SendOptions) {
  // decision 122: the contact filter's verdict (mask, hold) is the text's alone, judged before the locks
  const verdict = filterMessage(site, request.body);
  const rule = options.limits ? { max: options.limits.newMemberMax, windowMs: MEMBER_LIMITS.newMemberMessages.windowMs } : null;
  const window = limitWindow(rule ?? MEMBER_LIMITS.newMemberMessages, now);
  return {
    rule,
    window,
    id: request.id,
    conversation: request.conversation_id ?? null,
    profile: request.profile_id ?? null,
    kind: request.kind,
    body: request.body,
    gift: request.kind === 'gift' ? (request.gift_id ?? null) : null,
    costs: options.free ? null : costByCountry(site, request.kind),
    refusal,
    shownBody: verdict.action === 'mask' ? verdict.shown : null,
    filterState: verdict.action === 'hold' ? 'held' : verdict.action === 'mask' ? 'masked' : null,
    filterKinds: verdict.kinds.length > 0 ? verdict.kinds : null,
    now: now.toISOString(),
    // the cap's key goes to chat_send only for a new member (`mm`, the sender's row, is the statement's):
    // an older sender's send skips chat_send's read of their row for the cap
    limitKey: rule ? memberLimitKey('newMemberMessages') : null,
    limitMax: rule?.max ?? null,
    windowStart: window.windowStart.toISOString(),
    windowEnd: window.expiresAt.toISOString(),
    youngAfter: new Date(now.getTime() - NEW_MEMBER_AGE_MS).toISOString(),
  };
}

type SendValues = ReturnType<typeof sendValues>;

/** The statement around chat_send: its answer's chat, the pokes and the push facts (decision 143). */
function sendStatement(site: SiteRow, call_: SQL, from: SQL, extras: SendExtras | undefined, order?: { column: SQL; before: SQL }): SQL {
  const { publishIn, pushFacts } = extras ?? {};
  const sent = order ? sql`SELECT ${order.column} AS i, ${call_} AS r FROM ${from} ORDER BY ${order.column}` : sql`SELECT ${call_} AS r FROM ${from}`;
  return sql`WITH ${order ? sql`${order.before}, ` : sql``}sent AS MATERIALIZED (${sent})
    SELECT ${order ? sql`sent.i::int` : sql`1`} AS i, sent.r::text AS result, ${chatOfMembership(site, sql`sent.r -> 'membership'`)} AS chat,
      ${publishIn ? publishIn(sql`sent.r -> 'pokes'`) : sql`NULL`} AS published,
      ${pushFacts ? sql`CASE WHEN jsonb_typeof(sent.r -> 'notice') = 'object' THEN (${pushFacts(sql`(sent.r ->> 'peer')::int`)})::text END` : sql`NULL::text`} AS push
    FROM sent`;
}

type SendRow = { i: number; result: string; chat: string | null; push: string | null };

/** A send's answer from its row, or the contract's error for a refusal. */
function sendResult(site: SiteRow, row: SendRow, values: SendValues, options: SendOptions): SendResult {
  const outcome = JSON.parse(row.result) as SendOutcome;
  if (outcome.refused !== undefined) throw refusalFailure(outcome, values.window.resetMs, options.limits?.reply);
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
  return { answer, pokes: outcome.pokes ?? [], published: options.extras?.publishIn !== undefined, senderId, notice };
}

/** another member's send of the same message id won the unique index meanwhile: nothing was written */
function takenOr(error: unknown): never {
  if (isUniqueViolation(error)) throw new ApiFailure(409, 'invalid_request', { issues: [{ path: 'id', code: 'taken' }] });
  throw error;
}

/** The one statement of a send (see the top of this file); null when `from` found no sender. */
async function runSend(db: Db, call: SendCall): Promise<SendResult | null> {
  const { site, request, now, options } = call;
  const v = sendValues(site, request, now, call.refusal, options);
  const call_ = chatSendCall({
    id: sql`${v.id}`,
    conversation: sql`${v.conversation}`,
    profile: sql`${v.profile}`,
    kind: sql`${v.kind}`,
    body: sql`${v.body}`,
    gift: sql`${v.gift}`,
    costs: sql`${v.costs}`,
    refusal: sql`${v.refusal}`,
    shownBody: sql`${v.shownBody}`,
    filterState: sql`${v.filterState}`,
    filterKinds: v.filterKinds ? sql`${sql.param(v.filterKinds)}` : sql`NULL`,
    imageKey: sql`${call.image ? `chat-${request.id}.webp` : null}`,
    image: sql`${call.image}`,
    now: sql`${v.now}`,
    limitKey: v.rule ? sql`CASE WHEN mm.signup_date > ${v.youngAfter}::timestamptz THEN ${v.limitKey}::text END` : sql`NULL`,
    limitMax: sql`${v.limitMax}`,
    windowStart: sql`${v.windowStart}`,
    windowEnd: sql`${v.windowEnd}`,
    youngAfter: sql`${v.youngAfter}`,
  });
  const [row] = await rows<SendRow>(db, sendStatement(site, call_, call.from, options.extras)).catch(takenOr);
  if (!row) return null;
  if (v.rule) await sweepLimits(db, now);
  return sendResult(site, row, v, options);
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
  const settled = await sendBatcher(db, site.id).load({ tokenHash: hashToken(token), site, request, now, limits, extras });
  if ('error' in settled) throw settled.error;
  return settled.result;
}

// Decision 150: the sends of sessions that arrive while SEND_BATCH.maxInFlight statements of sends
// are running go together, as one statement and one transaction: one commit and one round trip for
// many sends (a send alone, the idle case, is the statement above). Each send is still judged by
// chat_send under its members' locks, in the order the requests arrived; the statement first takes
// the locks of every member it may touch in one ascending sweep (the one lock order, lock_members),
// so two batches never wait on each other in a cycle. A batch that fails (an error no refusal
// answers: another member's send of the same message id, a body PostgreSQL's JSON cannot hold, a
// deadlock with a statement outside the lock order) wrote nothing, and its sends run again alone.

/** One session's text or gift send, as the batch takes it. */
interface SessionSend {
  tokenHash: string;
  site: SiteRow;
  request: SendMessageRequest;
  now: Date;
  limits: SendLimits;
  extras?: SendExtras;
}

type SettledSend = { result: SendResult } | { error: unknown };

export const SEND_BATCH = { maxInFlight: 3, maxBatch: 16 };

/** one per database and site (a batch is one site's: its prices, filter and photo addresses) */
const sendBatchers = new WeakMap<Db, Map<number, Batcher<SessionSend, SettledSend>>>();

function sendBatcher(db: Db, siteId: number): Batcher<SessionSend, SettledSend> {
  let bySite = sendBatchers.get(db);
  if (!bySite) sendBatchers.set(db, (bySite = new Map<number, Batcher<SessionSend, SettledSend>>()));
  let batcher = bySite.get(siteId);
  if (!batcher) bySite.set(siteId, (batcher = new Batcher((sends: SessionSend[]) => runSessionSends(db, sends), SEND_BATCH)));
  return batcher;
}

const settle = (send: Promise<SendResult>): Promise<SettledSend> => send.then((result) => ({ result }), (error: unknown) => ({ error }));

/** A send alone: the one statement of runSend, with the session check as its FROM. */
async function sessionSendAlone(db: Db, send: SessionSend): Promise<SendResult> {
  const { site, request, now, limits, extras, tokenHash } = send;
  const from = sql`sessions s JOIN members mm ON mm.id = s.member_id
    WHERE s.token_hash = ${tokenHash} AND ${liveSession('s', 'mm', sql`${site.id}::int`, sql`${now.toISOString()}::timestamptz`)}`;
  const result = await runSend(db, { from, site, request, now, refusal: requestRefusal(site, request, null), image: null, options: { limits, extras } });
  if (!result) throw new ApiFailure(403, 'authentication_required');
  return result;
}

async function runSessionSends(db: Db, sends: readonly SessionSend[]): Promise<SettledSend[]> {
  const [first] = sends;
  if (sends.length === 1 && first) return [await settle(sessionSendAlone(db, first))];
  try {
    return await sendBatch(db, sends);
  } catch {
    // nothing of the batch was written (one statement, one transaction): each send alone again
    return Promise.all(sends.map((send) => settle(sessionSendAlone(db, send))));
  }
}

/** Many sessions' sends of one site in one statement (see above). */
async function sendBatch(db: Db, sends: readonly SessionSend[]): Promise<SettledSend[]> {
  const site = sends[0]?.site;
  if (!site) return [];
  const values = sends.map((send) => sendValues(site, send.request, send.now, requestRefusal(site, send.request, null), { limits: send.limits, extras: send.extras }));
  const column = <T extends string | number | null>(pick: (v: SendValues) => T) => values.map(pick);
  const requests = lookupRows('q', {
    token_hash: { type: 'text', values: sends.map((send) => send.tokenHash) },
    id: { type: 'text', values: column((v) => v.id) },
    conversation_id: { type: 'bigint', values: column((v) => v.conversation) },
    profile_id: { type: 'bigint', values: column((v) => v.profile) },
    kind: { type: 'text', values: column((v) => v.kind) },
    body: { type: 'text', values: column((v) => v.body) },
    gift_id: { type: 'bigint', values: column((v) => v.gift) },
    costs: { type: 'text', values: column((v) => v.costs) },
    refusal: { type: 'text', values: column((v) => v.refusal) },
    shown_body: { type: 'text', values: column((v) => v.shownBody) },
    filter_state: { type: 'text', values: column((v) => v.filterState) },
    filter_kinds: { type: 'text', values: column((v) => (v.filterKinds === null ? null : JSON.stringify(v.filterKinds))) },
    now: { type: 'timestamptz', values: column((v) => v.now) },
    limit_key: { type: 'text', values: column((v) => v.limitKey) },
    limit_max: { type: 'int', values: column((v) => v.limitMax) },
    window_start: { type: 'timestamptz', values: column((v) => v.windowStart) },
    window_end: { type: 'timestamptz', values: column((v) => v.windowEnd) },
    young_after: { type: 'timestamptz', values: column((v) => v.youngAfter) },
  });
  const senders = sql`req q JOIN sessions s ON s.token_hash = q.token_hash JOIN members mm ON mm.id = s.member_id`;
  // a new member's send counts its hit on their rate_counters row before chat_send takes the locks;
  // here it would come after the sweep's locks, the other order, and two such sends deadlock: the
  // new members' sends stay out of the batch and go alone after it, as do sends without a live session
  const live = sql`${liveSession('s', 'mm', sql`${site.id}::int`, sql`q.now`)} AND (q.limit_key IS NULL OR mm.signup_date <= q.young_after)`;
  // every member a send of the batch may lock: its sender and the other member (the conversation's,
  // or the profile written to), locked before the first send in one ascending sweep (the sends'
  // volatile chat_send calls run after the ORDER BY's sort, whose input joins `locked`)
  const peer = sql`COALESCE((SELECT cm.peer_id FROM conversation_members cm WHERE cm.conversation_id = q.conversation_id AND cm.member_id = mm.id),
    CASE WHEN q.profile_id BETWEEN 1 AND 2147483647 THEN q.profile_id::int END)`;
  const before = sql`req AS MATERIALIZED (SELECT * FROM ${requests}),
    locked AS MATERIALIZED (SELECT count(*) FROM (SELECT lock_members(array_agg(x)) FROM ${senders} CROSS JOIN LATERAL unnest(ARRAY[mm.id, ${peer}]) AS x WHERE ${live}) AS sweep)`;
  const call_ = chatSendCall({
    id: sql`q.id`,
    conversation: sql`q.conversation_id`,
    profile: sql`q.profile_id`,
    kind: sql`q.kind`,
    body: sql`q.body`,
    gift: sql`q.gift_id`,
    costs: sql`q.costs`,
    refusal: sql`q.refusal`,
    shownBody: sql`q.shown_body`,
    filterState: sql`q.filter_state`,
    filterKinds: sql`(SELECT array_agg(k) FROM jsonb_array_elements_text(q.filter_kinds::jsonb) AS k)`,
    imageKey: sql`NULL`,
    image: sql`NULL`,
    now: sql`q.now`,
    limitKey: sql`CASE WHEN mm.signup_date > q.young_after THEN q.limit_key END`,
    limitMax: sql`q.limit_max`,
    windowStart: sql`q.window_start`,
    windowEnd: sql`q.window_end`,
    youngAfter: sql`q.young_after`,
  });
  // the pokes and push facts of the batch's newest request (the facts' time, within the batch's milliseconds)
  const extras = sends.at(-1)?.extras;
  const statement = sendStatement(site, call_, sql`${senders} CROSS JOIN locked WHERE ${live}`, extras, { column: sql`q.i`, before });
  const found = await rows<SendRow>(db, statement);
  const byPlace = new Map(found.map((row) => [Number(row.i), row]));
  const settled: SettledSend[] = [];
  for (const [at, send] of sends.entries()) {
    const row = byPlace.get(at + 1);
    const v = values[at];
    if (!row || !v) {
      // no live session (403 alone) or a new member (above)
      settled.push(await settle(sessionSendAlone(db, send)));
      continue;
    }
    if (v.rule) await sweepLimits(db, send.now);
    try {
      settled.push({ result: sendResult(site, row, v, { limits: send.limits, extras }) });
    } catch (error) {
      settled.push({ error });
    }
  }
  return settled;
}
