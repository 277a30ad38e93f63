import type { Chat, ChatsAnswer, MessageKind } from '../../../src/contract/chats.ts';
import type { SQL } from 'drizzle-orm';
import { rows, sql } from '../../db/connect.ts';
import type { DbOrTx } from '../credits.ts';
import { mediaUrl } from '../members.ts';
import type { SiteRow } from '../sites.ts';

export interface ChatSqlRow {
  member_id: number;
  conversation_id: number;
  peer_id: number;
  unread: number;
  last_seq: string | number;
  last_message_at: Date | string | null;
  peer_read_seq: string | number;
  hidden: boolean;
  version: string | number;
  peer_name: string;
  peer_profile_status: 'active' | 'disabled';
  peer_status: string;
  blocked: boolean;
  msg_id: string | null;
  msg_kind: MessageKind | null;
  msg_body: string | null;
  msg_sender: number | null;
  thumb: string | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** The member's conversation rows (all, one, or changed after `since`), with peer and last message. */
async function chatRows(db: DbOrTx, member: number | SQL, filter: { since?: number; conversationId?: number }): Promise<ChatSqlRow[]> {
  const memberId = typeof member === 'number' ? sql`${member}` : member;
  const since = filter.since ?? -1;
  const only = filter.conversationId ?? null;
  return rows<ChatSqlRow>(
    db,
    sql`SELECT cm.member_id, cm.conversation_id, cm.peer_id, cm.unread, cm.last_seq, cm.last_message_at, cm.peer_read_seq,
          cm.hidden, cm.version,
          p.name AS peer_name, p.profile_status AS peer_profile_status, p.status AS peer_status,
          EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = cm.member_id AND b.blocked_id = cm.peer_id)
                                          OR (b.blocker_id = cm.peer_id AND b.blocked_id = cm.member_id)) AS blocked,
          m.id AS msg_id, m.kind AS msg_kind, m.body AS msg_body, m.sender_id AS msg_sender,
          (SELECT ph.thumb_filename FROM photos ph WHERE ph.member_id = p.id AND ph.private = false
             ORDER BY ph.position LIMIT 1) AS thumb
        FROM conversation_members cm
        JOIN members p ON p.id = cm.peer_id
        LEFT JOIN messages m ON m.id = cm.last_message_id AND m.seq > cm.cleared_seq
        WHERE cm.member_id = ${memberId} AND cm.version > ${since}
          AND (${only}::int IS NULL OR cm.conversation_id = ${only}::int)
        ORDER BY cm.last_message_at DESC NULLS LAST, cm.conversation_id DESC`,
  );
}

function toChat(site: SiteRow, memberId: number, row: ChatSqlRow): Chat {
  return {
    conversation: { id: row.conversation_id },
    profile: {
      id: row.peer_id,
      name: row.peer_name,
      image: row.thumb ? mediaUrl(site, row.thumb) : null,
      status: row.peer_profile_status,
    },
    num_unread_messages: row.unread,
    last_message:
      row.msg_id && row.msg_kind
        ? { id: row.msg_id, kind: row.msg_kind, body: row.msg_body ?? '', from_me: row.msg_sender === memberId }
        : null,
    last_message_at: iso(row.last_message_at),
    last_seq: String(row.last_seq),
    peer_read_seq: String(row.peer_read_seq),
    reply_blocked: row.peer_status === 'not_confirmed',
  };
}

/** hidden by the member, blocked either way, or the peer's account is pending deletion (issue 6) */
const visible = (row: ChatSqlRow): boolean => !row.hidden && !row.blocked && row.peer_status !== 'pending_deletion';

/**
 * The rows of GET /api/chats.php for the member of a session token, read in the same round trip
 * as the session check that runs beside it (issue 10 load benchmark). The session is
 * checked as in sessionMemberRow; the caller still refuses the request unless its own check of the
 * same token passes, and gives the answer with `chatsAnswer` for that member only.
 */
export async function chatRowsOfSession(db: DbOrTx, tokenHash: string, now: Date, since?: number): Promise<ChatSqlRow[]> {
  const member = sql`(SELECT s.member_id FROM sessions s WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}::timestamptz)`;
  return chatRows(db, member, since === undefined ? {} : { since });
}

/**
 * GET /api/chats.php from the rows read. Without `since` every visible chat; with it the changed
 * chats and, as tombstones, the ones deleted or blocked since. The cursor is the newest version
 * read, from the same query, so nothing committed later with a lower version can exist (see
 * lockMembers). Rows of another member than `memberId` are left out.
 */
export function chatsAnswer(site: SiteRow, memberId: number, rowsRead: readonly ChatSqlRow[], since?: number): ChatsAnswer {
  const found = rowsRead.filter((row) => Number(row.member_id) === memberId);
  const cursor = found.reduce((max, row) => Math.max(max, Number(row.version)), since ?? 0);
  return {
    chats: found.filter(visible).map((row) => toChat(site, memberId, row)),
    tombstones: since === undefined ? [] : found.filter((row) => !visible(row)).map((row) => row.conversation_id),
    cursor: String(cursor),
  };
}

/** One chat as the member sees it (after a send or a read), or null when deleted or blocked. */
export async function chatOf(db: DbOrTx, site: SiteRow, memberId: number, conversationId: number): Promise<Chat | null> {
  const [row] = await chatRows(db, memberId, { conversationId });
  return row && visible(row) ? toChat(site, memberId, row) : null;
}
