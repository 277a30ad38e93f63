import type { FastifyReply } from 'fastify';
import { Chat, type SendMessageAnswer } from '../../src/contract/chats.ts';
import { isUniqueViolation } from '../db/sqlState.ts';
import { ApiFailure } from '../platform/errors.ts';
import type { PushFacts } from '../notify/delivery.ts';
import type { MessageEvent, MessageNotice } from '../notify/index.ts';
import type { MemberPoke } from '../notify/pokeBus.ts';
import { spendRefusal } from '../payments/credits.ts';
import { barredFailure, type BarredFacts } from '../moderation/memberStatus.ts';
import { limitRefusal } from '../platform/rateLimit.ts';
import type { SiteRow } from '../platform/sites.ts';
import { toChatMessage, type MessageRow } from './messagePage.ts';

// What chat_send answers (migration 0031), as the send's answer or the contract's error: the one
// reading of its result for a send alone and for a batch (sendMessage.ts, sessionSend.ts).

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

export type SendRow = { i: number; result: string; chat: string | null; push: string | null };

/** What the answer depends on of the send's options (sendMessage.ts SendOptions). */
interface AnswerOptions {
  /** the reply a refusal's Retry-After header is set on */
  limits?: { reply?: FastifyReply | undefined } | undefined;
  /** the pokes went out with the statement when it published them */
  extras?: { publishIn?: unknown } | undefined;
}

/** A send's answer from its row, or the contract's error for a refusal. */
export function sendResult(site: SiteRow, row: SendRow, resetMs: number, options: AnswerOptions): SendResult {
  const outcome = JSON.parse(row.result) as SendOutcome;
  if (outcome.refused !== undefined) throw refusalFailure(outcome, resetMs, options.limits?.reply);
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
          // the message as the recipient reads it (masked text, decision 122): the push carries it (decision 178)
          event: { senderId, recipientId: outcome.peer, conversationId: message.conversationId, message: toChatMessage(site, outcome.peer, message, slugs) },
          facts: row.push ? { ...outcome.notice, push: JSON.parse(row.push) as PushFacts } : outcome.notice,
        }
      : null;
  return { answer, pokes: outcome.pokes ?? [], published: options.extras?.publishIn !== undefined, senderId, notice };
}

/** another member's send of the same message id won the unique index meanwhile: nothing was written */
export function takenOr(error: unknown): never {
  if (isUniqueViolation(error)) throw new ApiFailure(409, 'invalid_request', { issues: [{ path: 'id', code: 'taken' }] });
  throw error;
}
