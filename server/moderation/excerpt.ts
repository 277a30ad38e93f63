import { moderationMessageImagePath, type ExcerptMessage } from '../../src/contract/moderation.ts';
import { rows, sql } from '../db/connect.ts';
import type { DbOrTx } from '../payments/credits.ts';
import { iso } from './queueKind.ts';

// The conversation excerpt beside a queue item (decision 121): the messages the item is about, as
// they were sent (a moderator reads what the member wrote, deleted or not by either side).

interface ExcerptRow {
  id: string;
  sender_id: number;
  sender_name: string;
  kind: string;
  body: string;
  image_key: string | null;
  created_at: Date | string;
}

const EXCERPT_MESSAGES = 20;

function toExcerpt(list: ExcerptRow[], namedId: string | null): ExcerptMessage[] {
  return list
    .map((r) => ({
      id: String(r.id),
      sender_id: Number(r.sender_id),
      sender_name: r.sender_name,
      kind: r.kind,
      body: r.body,
      created_at: iso(r.created_at),
      named: namedId !== null && String(r.id) === namedId,
      // decision 133: staff see a picture through the console's route (a held one reaches no member but its sender)
      image: r.image_key ? moderationMessageImagePath(String(r.id)) : null,
    }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** The latest messages between two members, oldest first (a complaint names its reporter and target). */
export async function excerptBetween(db: DbOrTx, a: number, b: number): Promise<ExcerptMessage[]> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const found = await rows<ExcerptRow>(
    db,
    sql`SELECT msg.id, msg.sender_id, sm.name AS sender_name, msg.kind, msg.body, msg.image_key, msg.created_at
        FROM conversations c JOIN messages msg ON msg.conversation_id = c.id JOIN members sm ON sm.id = msg.sender_id
        WHERE c.member_low = ${low} AND c.member_high = ${high}
        ORDER BY msg.created_at DESC, msg.id DESC LIMIT ${EXCERPT_MESSAGES}`,
  );
  return toExcerpt(found, null);
}

/** A member's first messages (the risk queue: many first messages in the first hour), oldest first. */
export async function firstMessagesOf(db: DbOrTx, memberId: number): Promise<ExcerptMessage[]> {
  const found = await rows<ExcerptRow>(
    db,
    sql`SELECT msg.id, msg.sender_id, sm.name AS sender_name, msg.kind, msg.body, msg.image_key, msg.created_at
        FROM messages msg JOIN members sm ON sm.id = msg.sender_id
        WHERE msg.sender_id = ${memberId}
        ORDER BY msg.created_at, msg.id LIMIT ${EXCERPT_MESSAGES}`,
  );
  return toExcerpt(found, null);
}

/** The messages around one named message of a conversation (a report names one), oldest first. */
export async function excerptAround(db: DbOrTx, messageId: string): Promise<ExcerptMessage[]> {
  const found = await rows<ExcerptRow>(
    db,
    sql`SELECT msg.id, msg.sender_id, sm.name AS sender_name, msg.kind, msg.body, msg.image_key, msg.created_at
        FROM messages named JOIN messages msg ON msg.conversation_id = named.conversation_id JOIN members sm ON sm.id = msg.sender_id
        WHERE named.id = ${messageId}::uuid AND msg.created_at <= named.created_at
        ORDER BY msg.created_at DESC, msg.id DESC LIMIT ${EXCERPT_MESSAGES}`,
  );
  return toExcerpt(found, messageId);
}
