import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { FREE_CONVERSATION_LIMIT } from '../../src/contract/constants.ts';
import type { SendMessageRequest } from '../../src/contract/chats.ts';
import type { LookupColumn } from '../db/batch.ts';
import { rows, type Db } from '../db/connect.ts';
import { members, messages } from '../db/schema.ts';
import { isDeadlock } from '../db/sqlState.ts';
import { ApiFailure } from '../platform/errors.ts';
import { noteUploads, settleUploads } from '../media/journal.ts';
import { openImage } from '../media/sharp.ts';
import type { MediaStore } from '../media/store.ts';
import { spendRefusal } from '../payments/credits.ts';
import { MEMBER_LIMITS, memberLimitKey, NEW_MEMBER_AGE_MS, takeMemberLimit } from '../platform/limits.ts';
import { BARRED_STATES } from '../moderation/barred.ts';
import { filterMessage } from '../moderation/held.ts';
import type { MemberRow } from '../members/members.ts';
import { limitWindow, sweepLimits } from '../platform/rateLimit.ts';
import type { SiteRow } from '../platform/sites.ts';
import { requireParticipant } from './access.ts';
import { chatOfMembership } from './chatList.ts';
import { fixedMessageCost, sendCostsArgument, sendPrice } from './pricing.ts';
import { sendResult, takenOr, type SendResult, type SendRow } from './sendOutcome.ts';

// A send is one statement (decision 134): the database function chat_send (server/db/functions) takes
// both members' locks, judges every rule of a send under them (SPEC §4, §6), charges, books the
// ledger line, writes the message and both conversation rows, and answers; the statement around it
// checks the session (sessions.ts liveSession) and builds the answer's chat (chatList.ts). What is
// judged here in TypeScript depends on the request and the site alone (length, the contact filter,
// the price list), or guards the decoding of a picture. A session's text or gift send may share its
// statement with others' (sessionSend.ts, decision 150).

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
  /** the request's country (`visitorCountry`): a text message's price is the shop's there (decision 166) */
  country?: string;
  limits?: SendLimits;
  extras?: SendExtras;
  /** where a picture is kept; without it (or with the database store) chat_send writes it to the media table */
  mediaStore?: MediaStore;
}

/** The rules that depend on the request (and the sender's plan for a picture) only: no other write changes them. */
export function requestRefusal(site: SiteRow, request: SendMessageRequest, sender: MemberRow | null): 'message_too_long' | 'premium_only' | null {
  if (request.body.length > site.settings.message_length) return 'message_too_long';
  if (request.kind === 'image' && sender && !sender.paidUser) return 'premium_only';
  return null;
}

interface SendCall {
  /** FROM and WHERE yielding the sender's members row as `mm` (at most one row) */
  from: SQL;
  site: SiteRow;
  request: SendMessageRequest;
  now: Date;
  refusal: string | null;
  /** the picture's bytes for the media table (null with an object store, which has them already) */
  image: Buffer | null;
  /** the picture's key, when its bytes are in an object store already (decision 174) */
  imageKey?: string | null;
  options: SendOptions;
}

/**
 * The values of one send's chat_send call (server/db/functions/chat_send.sql), each an SQL
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
  /** the country a text message is priced for (decision 166); read by `costs` (pricing.ts sendCostsArgument), not by chat_send */
  priceCountry: SQL;
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

/**
 * THE call of chat_send, in named notation (decision 185): each value names its parameter
 * (server/db/functions/chat_send.sql), so none depends on the place of 22 others.
 */
export function chatSendCall(a: SendArguments): SQL {
  return sql`chat_send(p_sender => mm.id, p_id => ${a.id}::uuid, p_conversation => ${a.conversation}::bigint, p_profile => ${a.profile}::bigint,
    p_kind => ${a.kind}::text, p_body => ${a.body}::text, p_gift => ${a.gift}::bigint, p_costs => ${a.costs}::jsonb, p_refusal => ${a.refusal}::text,
    p_shown_body => ${a.shownBody}::text, p_filter_state => ${a.filterState}::text, p_filter_kinds => ${a.filterKinds}::text[],
    p_image_key => ${a.imageKey}::text, p_image => ${a.image}::bytea, p_now => ${a.now}::timestamptz,
    p_barred => ${sql.param(BARRED_STATES)}::text[], p_free_limit => ${FREE_CONVERSATION_LIMIT}::int,
    p_limit_key => ${a.limitKey}::text, p_limit_max => ${a.limitMax}::int, p_window_start => ${a.windowStart}::timestamptz,
    p_window_end => ${a.windowEnd}::timestamptz, p_young_after => ${a.youngAfter}::timestamptz)`;
}

/**
 * chat_send's arguments that are a send's value as it is (sendValues's field of the same name): a
 * parameter of a lone send's statement, a column of the batch's rows (decision 150) of this SQL type.
 */
export const PLAIN_ARGUMENTS = {
  id: 'text',
  conversation: 'bigint',
  profile: 'bigint',
  kind: 'text',
  body: 'text',
  gift: 'bigint',
  costs: 'text',
  priceCountry: 'text',
  refusal: 'text',
  shownBody: 'text',
  filterState: 'text',
  now: 'timestamptz',
  limitMax: 'int',
  windowStart: 'timestamptz',
  windowEnd: 'timestamptz',
  youngAfter: 'timestamptz',
} as const satisfies Partial<Record<keyof SendArguments, LookupColumn['type']>>;

export type PlainArgument = keyof typeof PLAIN_ARGUMENTS;

/** The plain arguments, each the fragment `value` gives it. */
export function plainArguments(value: (name: PlainArgument) => SQL): Record<PlainArgument, SQL> {
  // Object.keys of a const object literal: exactly the PlainArgument names
  const names = Object.keys(PLAIN_ARGUMENTS) as PlainArgument[];
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<PlainArgument, SQL>;
}

/** What a send's values are, judged from the request and the site alone (before any statement). */
export function sendValues(site: SiteRow, request: SendMessageRequest, now: Date, refusal: string | null, options: SendOptions) {
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
    // the price list, or the country whose shop prices a text message in the statement (decision 166)
    ...sendPrice(site, request.kind, options.free === true, options.country ?? ''),
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

/** The statement around chat_send: its answer's chat, the pokes and the push facts (decision 143). */
export function sendStatement(site: SiteRow, call_: SQL, from: SQL, extras: SendExtras | undefined, order?: { column: SQL; before: SQL }): SQL {
  const { publishIn, pushFacts } = extras ?? {};
  const sent = order ? sql`SELECT ${order.column} AS i, ${call_} AS r FROM ${from} ORDER BY ${order.column}` : sql`SELECT ${call_} AS r FROM ${from}`;
  return sql`WITH ${order ? sql`${order.before}, ` : sql``}sent AS MATERIALIZED (${sent})
    SELECT ${order ? sql`sent.i::int` : sql`1`} AS i, sent.r::text AS result, ${chatOfMembership(site, sql`sent.r -> 'membership'`)} AS chat,
      ${publishIn ? publishIn(sql`sent.r -> 'pokes'`) : sql`NULL`} AS published,
      ${pushFacts ? sql`CASE WHEN jsonb_typeof(sent.r -> 'notice') = 'object' THEN (${pushFacts(sql`(sent.r ->> 'peer')::int`)})::text END` : sql`NULL::text`} AS push
    FROM sent`;
}

/** The one statement of a send (see the top of this file); null when `from` found no sender. */
export async function runSend(db: Db, call: SendCall): Promise<SendResult | null> {
  const { site, request, now, options } = call;
  const v = sendValues(site, request, now, call.refusal, options);
  const call_ = chatSendCall({
    ...plainArguments((name) => sql`${v[name]}`),
    costs: sendCostsArgument(site, sql`${v.costs}`, sql`${v.priceCountry}`),
    filterKinds: v.filterKinds ? sql`${sql.param(v.filterKinds)}` : sql`NULL`,
    imageKey: sql`${call.imageKey ?? (call.image ? `chat-${request.id}.webp` : null)}`,
    image: sql`${call.image}`,
    limitKey: v.rule ? sql`CASE WHEN mm.signup_date > ${v.youngAfter}::timestamptz THEN ${v.limitKey}::text END` : sql`NULL`,
  });
  const statement = sendStatement(site, call_, call.from, options.extras);
  // decision 150: the statement is its own transaction, so one that PostgreSQL's deadlock detector
  // aborted wrote nothing, and the message id makes a second run safe (sends keep the one ascending
  // lock order; a transaction outside it can still meet a send in a cycle)
  const run = async (): Promise<SendRow[]> => {
    try {
      return await rows<SendRow>(db, statement);
    } catch (error) {
      if (isDeadlock(error)) return rows<SendRow>(db, statement);
      throw error;
    }
  };
  const [row] = await run().catch(takenOr);
  if (!row) return null;
  if (v.rule) await sweepLimits(db, now);
  return sendResult(site, row, v.window.resetMs, options);
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
  return encodeImage(db, sender, request.image, fixedMessageCost(site, 'image'), now);
}

/**
 * After a picture's send with an object store: a message names the object (its entry goes), or the
 * send was refused or failed (the object goes now; if the store does not answer, the sweep removes it).
 */
async function settlePicture(db: Db, store: MediaStore, messageId: string, key: string): Promise<void> {
  const [kept] = await db.select({ id: messages.id }).from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!kept) {
    try {
      await store.remove([key]);
    } catch {
      return; // the entry stays: the sweep removes the object
    }
  }
  await settleUploads(db, [key]);
}

/**
 * A send by a known member (the signup message, `free`; a picture after its decode). The message id
 * is made by the client: a replay answers the first send again and never charges twice.
 */
export async function sendMessage(db: Db, site: SiteRow, sender: MemberRow, request: SendMessageRequest, now: Date, options: SendOptions = {}): Promise<SendResult> {
  const refusal = requestRefusal(site, request, sender);
  const image = await pictureOf(db, site, sender, request, refusal, now);
  const store = options.mediaStore?.kind === 's3' ? options.mediaStore : null;
  const imageKey = `chat-${request.id}.webp`;
  // decision 174: with an object store the picture is written first (noted for the sweep), and
  // chat_send writes the message naming it without bytes
  if (image && store) {
    await noteUploads(db, [imageKey], now);
    await store.put(imageKey, image, 'image/webp');
  }
  const from = sql`members mm WHERE mm.id = ${sender.id}::int`;
  const sent = runSend(db, { from, site, request, now, refusal, image: store ? null : image, imageKey: image ? imageKey : null, options });
  const result = image && store ? await sent.finally(() => settlePicture(db, store, request.id, imageKey)) : await sent;
  if (!result) throw new ApiFailure(404, 'not_found');
  return result;
}
