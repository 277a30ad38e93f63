import { Chat } from '../../src/contract/chats.ts';
import type { SQL } from 'drizzle-orm';
import { isoText } from '../db/columns.ts';
import { rows, sql } from '../db/connect.ts';
import type { DbOrTx } from '../payments/credits.ts';
import { mediaPrefix } from '../members/members.ts';
import { mainPhotoFrom } from '../members/mainPhoto.ts';
import { liveSession } from '../account/session/sessions.ts';
import type { SiteRow } from '../platform/sites.ts';
import { blockedEitherWaySql, notPendingDeletion } from '../safety/reach.ts';

/**
 * A conversation row of the member `cm` with its peer `p`, as the chat list reads it: what the chat
 * shows, and whether it is shown at all (hidden by the member, blocked either way, or the peer's
 * account pending deletion are not: they are tombstones of a delta). The last message is the copy
 * on the membership row (decision 104): none when the member cleared the chat after it.
 */
const foundColumns = sql`cm.conversation_id, cm.version, cm.last_message_at, cm.unread, cm.last_seq, cm.peer_read_seq,
  NOT cm.hidden AND ${notPendingDeletion('p')} AND NOT ${blockedEitherWaySql(sql`cm.member_id`, sql`cm.peer_id`)} AS visible,
  p.id AS peer_id, p.name AS peer_name, p.profile_status AS peer_profile_status, p.status AS peer_status, p.fictional AS peer_fictional,
  CASE WHEN cm.last_seq > cm.cleared_seq THEN cm.last_message_id END AS msg_id,
  CASE WHEN cm.last_seq > cm.cleared_seq THEN cm.last_kind END AS msg_kind,
  CASE WHEN cm.last_seq > cm.cleared_seq THEN cm.last_body END AS msg_body,
  cm.last_sender_id = cm.member_id AS from_me,
  (SELECT mph.thumb_filename ${mainPhotoFrom(sql`p.id`)}) AS thumb`;

/**
 * THE shape of a chat (contract `Chat`), built by PostgreSQL from a row `f` of `foundColumns`: the
 * one home of it for the list, its deltas and the chat of a send or read answer (decision 103).
 */
function chatJson(site: SiteRow): SQL {
  return sql`json_build_object(
    'conversation', json_build_object('id', f.conversation_id),
    'profile', json_build_object('id', f.peer_id, 'name', f.peer_name,
      'image', CASE WHEN f.thumb IS NULL THEN NULL ELSE ${mediaPrefix(site)}::text || f.thumb END,
      'status', f.peer_profile_status, 'fictional', f.peer_fictional),
    'num_unread_messages', f.unread,
    'last_message', CASE WHEN f.msg_id IS NULL OR f.msg_kind IS NULL THEN NULL
      ELSE json_build_object('id', f.msg_id, 'kind', f.msg_kind, 'body', COALESCE(f.msg_body, ''), 'from_me', COALESCE(f.from_me, false)) END,
    'last_message_at', ${isoText(sql`f.last_message_at`)},
    'last_seq', f.last_seq::text,
    'peer_read_seq', f.peer_read_seq::text,
    'reply_blocked', f.peer_status = 'not_confirmed'
  )`;
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
 * is also the call's session check (decision 103): `member_id` is null unless the token is a live
 * session on this site (the session rule, sessions.ts `liveSession`). The rows are neither parsed into objects nor serialised again in Node.
 * tests/integration/chat-list-json.test.ts holds its answer in every state a chat can be in, and its
 * refusals equal to requireMember's.
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
          WHERE s.token_hash = ${tokenHash} AND ${liveSession('s', 'mm', sql`${site.id}`, sql`${now.toISOString()}::timestamptz`)}
        ), stamp AS (
          SELECT count(*)::text AS n, max(cm.version)::text AS v
          FROM me JOIN conversation_members cm ON cm.member_id = me.member_id
        ), found AS (
          SELECT ${foundColumns}
          FROM me
          JOIN conversation_members cm ON cm.member_id = me.member_id
          JOIN members p ON p.id = cm.peer_id
          WHERE cm.version > ${since ?? -1}
        )
        SELECT (SELECT member_id FROM me) AS member_id,
          ${whole ? sql`(SELECT n FROM stamp)` : sql`NULL`} AS count,
          ${whole ? sql`(SELECT v FROM stamp)` : sql`NULL`} AS stamp_version,
          ${whole ? sql`(SELECT COALESCE(json_agg(DISTINCT f.peer_id), '[]')::text FROM found f)` : sql`NULL`} AS peers,
          (SELECT COALESCE(json_agg(${chatJson(site)} ORDER BY f.last_message_at DESC NULLS LAST, f.conversation_id DESC), '[]')::text
           FROM found f WHERE f.visible) AS chats,
          (SELECT COALESCE(json_agg(f.conversation_id ORDER BY f.last_message_at DESC NULLS LAST, f.conversation_id DESC), '[]')::text
           FROM found f WHERE NOT f.visible) AS tombstones,
          (SELECT max(f.version)::text FROM found f) AS version`,
  );
}

/** The body of GET /api/chats.php from `chatsJsonOfSession`. */
export function chatsJsonAnswer(found: ChatsJson, since?: number): string {
  const cursor = Math.max(since ?? 0, found.version === null ? 0 : Number(found.version));
  return `{"chats":${found.chats},"tombstones":${since === undefined ? '[]' : found.tombstones},"cursor":"${cursor}"}`;
}

/** One chat as the member sees it (after a send or a read), or null when deleted or blocked. */
export async function chatOf(db: DbOrTx, site: SiteRow, memberId: number, conversationId: number): Promise<Chat | null> {
  const [row] = await rows<{ chat: string | null }>(
    db,
    sql`WITH f AS (
          SELECT ${foundColumns} FROM conversation_members cm JOIN members p ON p.id = cm.peer_id
          WHERE cm.member_id = ${memberId} AND cm.conversation_id = ${conversationId}
        )
        SELECT CASE WHEN f.visible THEN ${chatJson(site)}::text END AS chat FROM f`,
  );
  return row?.chat ? Chat.parse(JSON.parse(row.chat)) : null;
}

/**
 * The chat (JSON text, or NULL when not shown) of a conversation_members row given as jsonb: the
 * send's answer, built in the send's own statement from the row the send wrote (decision 134).
 */
export function chatOfMembership(site: SiteRow, membership: SQL): SQL {
  return sql`(SELECT CASE WHEN f.visible THEN ${chatJson(site)}::text END FROM (
      SELECT ${foundColumns} FROM jsonb_populate_record(NULL::conversation_members, ${membership}) cm JOIN members p ON p.id = cm.peer_id
    ) f)`;
}
