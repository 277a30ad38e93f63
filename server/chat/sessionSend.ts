import { sql } from 'drizzle-orm';
import type { SendMessageRequest } from '../../src/contract/chats.ts';
import { lookupRows } from '../db/batch.ts';
import { BATCHED_READS, BatcherFamily } from '../platform/readModel/index.ts';
import { rows, type Db } from '../db/connect.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { MediaStore } from '../media/store.ts';
import { sweepLimits } from '../platform/rateLimit.ts';
import { hashToken, liveSession, sessionMemberRow } from '../account/session/sessions.ts';
import type { SiteRow } from '../platform/sites.ts';
import {
  chatSendCall,
  PLAIN_ARGUMENTS,
  plainArguments,
  requestRefusal,
  runSend,
  sendMessage,
  sendStatement,
  sendValues,
  type PlainArgument,
  type SendExtras,
  type SendLimits,
} from './sendMessage.ts';
import { sendCostsArgument } from './pricing.ts';
import { sendResult, type SendResult, type SendRow } from './sendOutcome.ts';

// A session's send (POST /api/messages.php): alone, the one statement of sendMessage.ts, or with
// the sends of other sessions that arrive meanwhile (decision 150).

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
  country = '',
  mediaStore?: MediaStore,
): Promise<SendResult> {
  if (!token || token.length > 100) throw new ApiFailure(403, 'authentication_required');
  if (request.kind === 'image') {
    const sender = await sessionMemberRow(db, token, site.id, now);
    if (!sender) throw new ApiFailure(403, 'authentication_required');
    return sendMessage(db, site, sender, request, now, { limits, extras, country, ...(mediaStore ? { mediaStore } : {}) });
  }
  const settled = await sendBatchers.of(db, site.id).load({ tokenHash: hashToken(token), site, request, now, limits, extras, country });
  if ('error' in settled) throw settled.error;
  return settled.result;
}

// Decision 150: the sends of sessions that arrive while SEND_BATCH.maxInFlight statements of sends
// are running go together, as one statement and one transaction: one commit and one round trip for
// many sends (a send alone, the idle case, is the statement above). Each send is still judged by
// chat_send under its members' locks, in the order the requests arrived; the statement first takes
// the locks of every member it may touch in one ascending sweep (the one lock order, lock_members),
// so two batches never wait on each other in a cycle. A batch that fails (an error no refusal
// answers: another member's send of the same message id, a deadlock with a statement outside the
// lock order; text PostgreSQL cannot hold is refused before the route, server/platform/hostileInput.ts)
// wrote nothing, and its sends run again alone.

/** One session's text or gift send, as the batch takes it. */
interface SessionSend {
  tokenHash: string;
  site: SiteRow;
  request: SendMessageRequest;
  now: Date;
  limits: SendLimits;
  extras?: SendExtras;
  /** the request's country, for a text message's price (decision 166) */
  country: string;
}

type SettledSend = { result: SendResult } | { error: unknown };

/** the sends' limits, declared in the read model (decision 188); a test may lower `maxInFlight` for a while */
export const SEND_BATCH = BATCHED_READS.sends.limits;

/** one per database and site (a batch is one site's: its prices, filter and photo addresses) */
const sendBatchers = new BatcherFamily(BATCHED_READS.sends, (db: Db) => (sends: SessionSend[]) => runSessionSends(db, sends));

const settle = (send: Promise<SendResult>): Promise<SettledSend> => send.then((result) => ({ result }), (error: unknown) => ({ error }));

/** A send alone: the one statement of runSend, with the session check as its FROM. */
async function sessionSendAlone(db: Db, send: SessionSend): Promise<SendResult> {
  const { site, request, now, limits, extras, tokenHash, country } = send;
  const from = sql`sessions s JOIN members mm ON mm.id = s.member_id
    WHERE s.token_hash = ${tokenHash} AND ${liveSession('s', 'mm', sql`${site.id}::int`, sql`${now.toISOString()}::timestamptz`)}`;
  const result = await runSend(db, { from, site, request, now, refusal: requestRefusal(site, request, null), image: null, options: { limits, extras, country } });
  if (!result) throw new ApiFailure(403, 'authentication_required');
  return result;
}

async function runSessionSends(db: Db, sends: readonly SessionSend[]): Promise<SettledSend[]> {
  const [first] = sends;
  if (sends.length === 1 && first) return [await settle(sessionSendAlone(db, first))];
  try {
    return await sendBatch(db, sends);
  } catch (error: unknown) {
    // nothing of the batch was written (one statement, one transaction): each send alone again.
    // Each is answered as it would be alone, so only this line shows that batches fail (a bug in
    // the batch's SQL would otherwise cost every batch a second round silently).
    first?.limits.reply?.log.warn({ err: error, sends: sends.length }, 'send batch failed: its sends run again alone (decision 150)');
    return Promise.all(sends.map((send) => settle(sessionSendAlone(db, send))));
  }
}

/** a plain argument's column in the batch's rows (lookupRows takes lower-case names) */
const columnOf = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Many sessions' sends of one site in one statement (see above). */
async function sendBatch(db: Db, sends: readonly SessionSend[]): Promise<SettledSend[]> {
  const site = sends[0]?.site;
  if (!site) return [];
  const values = sends.map((send) => sendValues(site, send.request, send.now, requestRefusal(site, send.request, null), { limits: send.limits, extras: send.extras, country: send.country }));
  const requests = lookupRows('q', {
    token_hash: { type: 'text', values: sends.map((send) => send.tokenHash) },
    ...Object.fromEntries(
      Object.entries(PLAIN_ARGUMENTS).map(([name, type]) => [columnOf(name), { type, values: values.map((v) => v[name as PlainArgument]) }]),
    ),
    filter_kinds: { type: 'text', values: values.map((v) => (v.filterKinds === null ? null : JSON.stringify(v.filterKinds))) },
    limit_key: { type: 'text', values: values.map((v) => v.limitKey) },
  });
  const senders = sql`req q JOIN sessions s ON s.token_hash = q.token_hash JOIN members mm ON mm.id = s.member_id`;
  // a new member's send counts its hit on their rate_counters row before chat_send takes the locks;
  // here it would come after the sweep's locks, the other order, and two such sends deadlock: the
  // new members' sends stay out of the batch and go alone after it, as do sends without a live session
  const live = sql`${liveSession('s', 'mm', sql`${site.id}::int`, sql`q.now`)} AND (q.limit_key IS NULL OR mm.signup_date <= q.young_after)`;
  // every member a send of the batch may lock: its sender and the other member (the conversation's,
  // or the profile written to), locked before the first send in one ascending sweep (the sends'
  // volatile chat_send calls run after the ORDER BY's sort, whose input joins `locked`)
  const peer = sql`COALESCE((SELECT cm.peer_id FROM conversation_members cm WHERE cm.conversation_id = q.conversation AND cm.member_id = mm.id),
    CASE WHEN q.profile BETWEEN 1 AND 2147483647 THEN q.profile::int END)`;
  const before = sql`req AS MATERIALIZED (SELECT * FROM ${requests}),
    locked AS MATERIALIZED (SELECT count(*) FROM (SELECT lock_members(array_agg(x)) FROM ${senders} CROSS JOIN LATERAL unnest(ARRAY[mm.id, ${peer}]) AS x WHERE ${live}) AS sweep)`;
  const call_ = chatSendCall({
    ...plainArguments((name) => sql.raw(`q.${columnOf(name)}`)),
    costs: sendCostsArgument(site, sql.raw('q.costs'), sql.raw('q.price_country')),
    filterKinds: sql`(SELECT array_agg(k) FROM jsonb_array_elements_text(q.filter_kinds::jsonb) AS k)`,
    imageKey: sql`NULL`,
    image: sql`NULL`,
    limitKey: sql`CASE WHEN mm.signup_date > q.young_after THEN q.limit_key END`,
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
      // no live session (403 alone) or a new member (above); one after another, so that one
      // member's sends keep their order
      settled.push(await settle(sessionSendAlone(db, send)));
      continue;
    }
    if (v.rule) await sweepLimits(db, send.now);
    try {
      settled.push({ result: sendResult(site, row, v.window.resetMs, { limits: send.limits, extras }) });
    } catch (error) {
      settled.push({ error });
    }
  }
  return settled;
}
