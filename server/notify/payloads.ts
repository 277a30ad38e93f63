import type { ChatMessage } from '../../src/contract/chats.ts';
import type { LikeEntry } from '../../src/contract/likes.ts';
import type { PushMessage, PushPayload } from '../../src/contract/push.ts';
import type { LockScreenChoice } from '../../src/contract/account.ts';
import { fill } from './mail/texts/index.ts';
import type { MemberRow } from '../members/members.ts';
import type { PushFacts } from './delivery.ts';
import type { PushExtraTexts } from './pushExtraTexts.ts';

// What a message's or a like's push says and carries (SPEC §4, decision 178): no more than the
// member's lock-screen choice allows. The notifier (index.ts) decides whether and to whom.

export interface MessageEvent {
  senderId: number;
  recipientId: number;
  conversationId: number;
  /** the message as the recipient reads it (GET messages.php): the push carries it (decision 178) */
  message?: ChatMessage;
}

export interface LikeEvent {
  likerId: number;
  likedId: number;
  /** the like was mutual: a match */
  match: boolean;
}

/**
 * The facts a message's notification judges (migration 0031 `message_notice`, decision 143): the
 * send answers them, read under its locks; a released held message reads them in one statement.
 * `push`, when the statement that read them read it too.
 */
export interface MessageNotice {
  recipient: { id: number; site_id: number; language: string; has_password: boolean; fictional: boolean; status: MemberRow['status']; moderation: string };
  sender_name: string;
  /** the sender is a fictional profile (migration 0035; a send of an older statement: absent) */
  sender_fictional?: boolean;
  /** a block either way */
  blocked: boolean;
  /** the conversation's messages, counted up to two */
  messages: number;
  /** the recipient's read mark in the conversation */
  read_seq: number | string | null;
  /** the recipient's notification settings (null: the defaults) */
  settings: Record<string, boolean | string> | null;
  push?: PushFacts;
}

/** The message as a push carries it (decision 178): the recipient's view, without the sender's own marks. */
function pushMessageOf(message: ChatMessage): PushMessage {
  return { id: message.id, conversation_id: message.conversation_id, kind: message.kind, body: message.body, gift_id: message.gift_id, image: message.image, created_at: message.created_at, seq: message.seq };
}

/** What the notification says of a message under `name_and_message`: its text, or a gift's or a photo's line. */
function messageLine(message: ChatMessage, extra: PushExtraTexts): string {
  if (message.kind === 'gift') return extra.gift;
  if (message.kind === 'image') return message.body.trim() ? message.body.slice(0, 140) : extra.image;
  return message.body.slice(0, 140);
}

type Shown = Pick<PushPayload, 'title' | 'body' | 'profile_id' | 'message' | 'peer'>;

/** A message's title, body and cargo under the lock-screen choice; `name`: the sender as shown (fictional icon). */
export function messageShown(privacy: LockScreenChoice, texts: { title: string; body: string }, extra: PushExtraTexts, name: string, event: MessageEvent, facts: MessageNotice): Shown {
  if (privacy === 'nothing') return { title: extra.hidden.message, body: '' };
  const title = fill(texts.title, { name });
  if (privacy === 'name' || !event.message) return { title, body: texts.body, profile_id: event.senderId };
  return {
    title,
    body: messageLine(event.message, extra),
    profile_id: event.senderId,
    message: pushMessageOf(event.message),
    peer: { name: facts.sender_name, fictional: facts.sender_fictional === true },
  };
}

/**
 * A like's or a match's title, screen and cargo under the lock-screen choice; `entry`: the liker
 * as the liked member's likes list shows them, carried under `name_and_message` only (decision 182).
 */
export function likeShown(
  privacy: LockScreenChoice,
  kind: 'like' | 'match',
  texts: { title: string; body: string },
  extra: PushExtraTexts,
  liker: { id: number; shownName: string },
  entry: LikeEntry | null,
): Pick<PushPayload, 'title' | 'body' | 'url' | 'tag' | 'profile_id' | 'like'> {
  if (privacy === 'nothing') return { title: extra.hidden[kind], body: '', url: '/likes', tag: 'likes' };
  return {
    title: fill(texts.title, { name: liker.shownName }),
    body: texts.body,
    url: `/members/${liker.id}`,
    tag: `profile-${liker.id}`,
    profile_id: liker.id,
    ...(privacy === 'name_and_message' && entry ? { like: entry } : {}),
  };
}
