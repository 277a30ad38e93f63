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

/**
 * The last message as the member sees it, from the copy on the membership row (decision 104): none
 * when the member cleared the chat after it (`last_seq` is that message's sequence).
 */
const lastMessageColumns = sql`CASE WHEN cm.last_seq > cm.cleared_seq THEN cm.last_message_id END AS msg_id,
  CASE WHEN cm.last_seq > cm.cleared_seq THEN cm.last_kind END AS msg_kind,
  CASE WHEN cm.last_seq > cm.cleared_seq THEN cm.last_body END AS msg_body,
  CASE WHEN cm.last_seq > cm.cleared_seq THEN cm.last_sender_id END AS msg_sender`;

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
          ${lastMessageColumns},
          (SELECT ph.thumb_filename FROM photos ph WHERE ph.member_id = p.id AND ph.private = false
             ORDER BY ph.position LIMIT 1) AS thumb
        FROM conversation_members cm
        JOIN members p ON p.id = cm.peer_id
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

/** The member's chat rows for GET /api/chats.php: the reference the JSON answer is held to (decision 103). */
export async function memberChatRows(db: DbOrTx, memberId: number, since?: number): Promise<ChatSqlRow[]> {
  return chatRows(db, memberId, since === undefined ? {} : { since });
}

/** GET /api/chats.php as PostgreSQL wrote it: the JSON texts of the answer's parts (decision 103). */
export interface ChatsJson {
  /** the member of the session the rows were read for; null when the token has no live session */
  member_id: number | null;
  /** JSON array of the visible chats, newest first */
  chats: string;
  /** JSON array of the conversation ids hidden, blocked or gone since the cursor */
  tombstones: string;
  /** newest version read, or null when no row was read */
  version: string | null;
}

/** The answer of `chatsJsonOfSession` for the whole list, with what decision 106 keeps it by. */
export interface ChatsJsonList extends ChatsJson {
  /** number of the member's conversation rows, as text */
  count: string | null;
  /** newest version of the member's conversation rows */
  stamp_version: string | null;
  /** JSON array of the peers of every row read (shown or not) */
  peers: string | null;
}

/**
 * GET /api/chats.php for the member of a session token, built by PostgreSQL in one statement that
 * is also the call's session check (issue 10 load benchmark, decision 103): `member_id` is null
 * unless the token is a live session of a member of this site who is not awaiting deletion, the
 * rule of `requireMember`. The rows are neither parsed into objects nor serialised again in Node.
 * It answers exactly what `chatsAnswer` makes of `memberChatRows`
 * (tests/integration/chat-list-json.test.ts holds the two equal, and the refusals to requireMember's).
 */
export async function chatsJsonOfSession(db: DbOrTx, site: SiteRow, tokenHash: string, now: Date, since?: number): Promise<ChatsJson> {
  const [row] = await chatsStatement(db, site, tokenHash, now, since);
  return row ? { member_id: row.member_id, chats: row.chats ?? '[]', tombstones: row.tombstones ?? '[]', version: row.version } : { member_id: null, chats: '[]', tombstones: '[]', version: null };
}

/**
 * The whole chat list of a session's member with the stamp of the rows it was built from and the
 * peers it read (decision 106); `member_id` is null when the session is not live.
 */
export async function chatListOfSession(db: DbOrTx, site: SiteRow, tokenHash: string, now: Date): Promise<ChatsJsonList | null> {
  const [row] = await chatsStatement(db, site, tokenHash, now, undefined);
  return row ?? null;
}

async function chatsStatement(db: DbOrTx, site: SiteRow, tokenHash: string, now: Date, since: number | undefined): Promise<ChatsJsonList[]> {
  const whole = since === undefined;
  return rows<ChatsJsonList>(
    db,
    sql`WITH me AS (
          SELECT s.member_id FROM sessions s JOIN members mm ON mm.id = s.member_id
          WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}::timestamptz
            AND mm.site_id = ${site.id} AND mm.status <> 'pending_deletion'
        ), stamp AS (
          SELECT count(*)::text AS n, max(cm.version)::text AS v
          FROM me JOIN conversation_members cm ON cm.member_id = me.member_id
        ), found AS (
          SELECT cm.conversation_id, cm.version, cm.last_message_at, cm.unread, cm.last_seq, cm.peer_read_seq,
                 NOT cm.hidden AND p.status <> 'pending_deletion'
                   AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = cm.member_id AND b.blocked_id = cm.peer_id)
                                                          OR (b.blocker_id = cm.peer_id AND b.blocked_id = cm.member_id)) AS visible,
                 p.id AS peer_id, p.name AS peer_name, p.profile_status AS peer_profile_status, p.status AS peer_status,
                 ${lastMessageColumns}, cm.last_sender_id = cm.member_id AS from_me,
                 (SELECT ph.thumb_filename FROM photos ph WHERE ph.member_id = p.id AND ph.private = false
                    ORDER BY ph.position LIMIT 1) AS thumb
          FROM me
          JOIN conversation_members cm ON cm.member_id = me.member_id
          JOIN members p ON p.id = cm.peer_id
          WHERE cm.version > ${since ?? -1}
        )
        SELECT (SELECT member_id FROM me) AS member_id,
          ${whole ? sql`(SELECT n FROM stamp)` : sql`NULL`} AS count,
          ${whole ? sql`(SELECT v FROM stamp)` : sql`NULL`} AS stamp_version,
          ${whole ? sql`(SELECT COALESCE(json_agg(DISTINCT f.peer_id), '[]')::text FROM found f)` : sql`NULL`} AS peers,
          (SELECT COALESCE(json_agg(json_build_object(
              'conversation', json_build_object('id', f.conversation_id),
              'profile', json_build_object('id', f.peer_id, 'name', f.peer_name,
                'image', CASE WHEN f.thumb IS NULL THEN NULL ELSE ${`${site.settings.cdn_prefix}/media/`}::text || f.thumb END,
                'status', f.peer_profile_status),
              'num_unread_messages', f.unread,
              'last_message', CASE WHEN f.msg_id IS NULL OR f.msg_kind IS NULL THEN NULL
                ELSE json_build_object('id', f.msg_id, 'kind', f.msg_kind, 'body', COALESCE(f.msg_body, ''), 'from_me', COALESCE(f.from_me, false)) END,
              'last_message_at', to_char(f.last_message_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'last_seq', f.last_seq::text,
              'peer_read_seq', f.peer_read_seq::text,
              'reply_blocked', f.peer_status = 'not_confirmed'
            ) ORDER BY f.last_message_at DESC NULLS LAST, f.conversation_id DESC), '[]')::text
           FROM found f WHERE f.visible) AS chats,
          (SELECT COALESCE(json_agg(f.conversation_id ORDER BY f.last_message_at DESC NULLS LAST, f.conversation_id DESC), '[]')::text
           FROM found f WHERE NOT f.visible) AS tombstones,
          (SELECT max(f.version)::text FROM found f) AS version`,
  );
}

/** The body of GET /api/chats.php from `chatsJsonOfSession` (same shape as `chatsAnswer`). */
export function chatsJsonAnswer(found: ChatsJson, since?: number): string {
  const cursor = Math.max(since ?? 0, found.version === null ? 0 : Number(found.version));
  return `{"chats":${found.chats},"tombstones":${since === undefined ? '[]' : found.tombstones},"cursor":"${cursor}"}`;
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
