import type { LikeEntry, LikesAnswer } from '../../../src/contract/likes.ts';
import type { SQL } from 'drizzle-orm';
import { Batcher } from '../../db/batch.ts';
import { rows, sql } from '../../db/connect.ts';
import type { DbOrTx } from '../credits.ts';
import { ageOn, mediaUrl } from '../members.ts';
import { mainPhotoFrom } from '../members-area/mainPhoto.ts';
import { isBarred } from '../moderation/barred.ts';
import { liveSessionMember } from '../sessions.ts';
import type { SiteRow } from '../sites.ts';

interface LikeSqlRow {
  liker_id: number;
  liked_id: number;
  like_new: boolean;
  created_at: Date | string;
  removed: boolean;
  version: string | number;
  reverse_live: boolean;
  reverse_version: string | number | null;
  peer_id: number;
  name: string;
  birthdate: string;
  country: string;
  region: string | null;
  fictional: boolean;
  peer_status: string;
  peer_moderation: string;
  filename: string | null;
  thumb_filename: string | null;
  match_filename: string | null;
}

/**
 * The likes of one member, both ways, with the other member's card data. With `since`: the rows
 * whose version or whose reverse like's version (the match flag) moved after the cursor.
 */
function likeRowsSql(memberId: number | SQL, filter: { since?: number | SQL; peerId?: number }): SQL {
  const since = filter.since ?? -1;
  const peer = filter.peerId ?? null;
  return sql`SELECT l.liker_id, l.liked_id, l.like_new, l.created_at, l.removed_at IS NOT NULL AS removed, l.version,
          (r.liker_id IS NOT NULL AND r.removed_at IS NULL) AS reverse_live, r.version AS reverse_version,
          p.id AS peer_id, p.name, p.birthdate::text AS birthdate, p.country, rg.name AS region, p.fictional,
          p.status AS peer_status, p.moderation AS peer_moderation, ph.filename, ph.thumb_filename, ph.match_filename
        FROM likes l
        LEFT JOIN likes r ON r.liker_id = l.liked_id AND r.liked_id = l.liker_id
        JOIN members p ON p.id = CASE WHEN l.liker_id = ${memberId} THEN l.liked_id ELSE l.liker_id END
        LEFT JOIN regions rg ON rg.id = p.region_id
        LEFT JOIN LATERAL (
          SELECT mph.filename, mph.thumb_filename, mph.match_filename ${mainPhotoFrom(sql`p.id`)}) ph ON true
        WHERE (l.liker_id = ${memberId} OR l.liked_id = ${memberId})
          AND (l.version > ${since} OR COALESCE(r.version, -1) > ${since})
          AND (${peer}::int IS NULL OR p.id = ${peer}::int)
        ORDER BY l.created_at DESC, p.id DESC`;
}

async function likeRows(db: DbOrTx, memberId: number, filter: { since?: number; peerId?: number }): Promise<LikeSqlRow[]> {
  return rows<LikeSqlRow>(db, likeRowsSql(memberId, filter));
}

/** One request's GET /api/likes.php: its session token (hashed), site, time and cursor. */
interface LikesLookup {
  tokenHash: string;
  siteId: number;
  now: Date;
  since: number | undefined;
}

/** The member of a lookup's live session and their like rows; null: no live session. */
type SessionLikes = { memberId: number; rows: LikeSqlRow[] } | null;

/**
 * The likes of the members of many requests' sessions in one statement (decision 135): each
 * request's session check (the session rule, sessions.ts `liveSession`) against its own site and
 * time, then that member's rows since its own cursor. Concurrent requests share the statement
 * (natural batching, decision 107); each still reads after it arrived.
 */
async function sessionLikeRows(db: DbOrTx, lookups: readonly LikesLookup[]): Promise<SessionLikes[]> {
  // the columns of `x` are null on the one row of a member without likes
  const found = await rows<Omit<LikeSqlRow, 'liker_id'> & { liker_id: number | null; i: number; me_id: number }>(
    db,
    sql`SELECT q.i::int AS i, me.id AS me_id, x.*
        FROM unnest(${sql.param(lookups.map((l) => l.tokenHash))}::text[], ${sql.param(lookups.map((l) => l.siteId))}::int[],
          ${sql.param(lookups.map((l) => l.now.toISOString()))}::timestamptz[], ${sql.param(lookups.map((l) => l.since ?? -1))}::bigint[])
          WITH ORDINALITY AS q(token_hash, site_id, now, since, i)
        JOIN LATERAL (SELECT mm.id FROM ${liveSessionMember(sql`q.token_hash`, sql`q.site_id`, sql`q.now`)} LIMIT 1) me ON true
        LEFT JOIN LATERAL (${likeRowsSql(sql`me.id`, { since: sql`q.since` })}) x ON true
        ORDER BY q.i, x.created_at DESC, x.peer_id DESC`,
  );
  const answers: SessionLikes[] = lookups.map(() => null);
  for (const row of found) {
    const at = Number(row.i) - 1;
    const answer = answers[at] ?? { memberId: Number(row.me_id), rows: [] };
    answers[at] = answer;
    if (row.liker_id !== null) answer.rows.push(row as LikeSqlRow);
  }
  return answers;
}

/** one per database, as the session checks (sessions.ts) */
const likesBatchers = new WeakMap<DbOrTx, Batcher<LikesLookup, SessionLikes>>();

function likesBatcher(db: DbOrTx): Batcher<LikesLookup, SessionLikes> {
  let batcher = likesBatchers.get(db);
  if (!batcher) {
    batcher = new Batcher((lookups: LikesLookup[]) => sessionLikeRows(db, lookups), { maxInFlight: 2, maxBatch: 64 });
    likesBatchers.set(db, batcher);
  }
  return batcher;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function toEntry(site: SiteRow, row: LikeSqlRow, incoming: boolean, now: Date): LikeEntry {
  return {
    id: row.peer_id,
    name: row.name,
    age: ageOn(row.birthdate, now),
    region: row.region,
    country: row.country,
    main_image:
      row.filename && row.thumb_filename && row.match_filename
        ? {
            filename: mediaUrl(site, row.filename),
            thumb_filename: mediaUrl(site, row.thumb_filename),
            match: mediaUrl(site, row.match_filename),
            status: 'active',
          }
        : null,
    fictional: row.fictional,
    like_new: incoming && row.like_new,
    liked_at: iso(row.created_at),
    match: row.reverse_live,
  };
}

/** A like the member sees: not taken back, and the other account is not awaiting deletion, suspended or banned (decision 121). */
const visible = (row: LikeSqlRow): boolean => !row.removed && row.peer_status !== 'pending_deletion' && !isBarred({ moderation: row.peer_moderation });

/** Received likes: new ones first, then newest first (SPEC §4). */
const newFirst = (a: LikeEntry, b: LikeEntry): number => Number(b.like_new) - Number(a.like_new) || b.liked_at.localeCompare(a.liked_at) || b.id - a.id;

/**
 * GET /api/likes.php for the member of a session (null: no live session, the caller's 403), one
 * statement with the session check. The cursor is the newest version read by the same query; likes of one member
 * are written with both members locked (lockMembers), so a later commit never has a lower version.
 */
export async function listLikes(db: DbOrTx, site: SiteRow, tokenHash: string, now: Date, since?: number): Promise<LikesAnswer | null> {
  const read = await likesBatcher(db).load({ tokenHash, siteId: site.id, now, since });
  if (!read) return null;
  const { memberId, rows: found } = read;
  const cursor = found.reduce((max, row) => Math.max(max, Number(row.version), Number(row.reverse_version ?? 0)), since ?? 0);
  const outgoing = found.filter((row) => row.liker_id === memberId);
  const incoming = found.filter((row) => row.liked_id === memberId);
  const gone = (list: LikeSqlRow[]) => (since === undefined ? [] : list.filter((row) => !visible(row)).map((row) => row.peer_id));
  return {
    profiles: outgoing.filter(visible).map((row) => toEntry(site, row, false, now)),
    liked_by: incoming
      .filter(visible)
      .map((row) => toEntry(site, row, true, now))
      .sort(newFirst),
    tombstones: { profiles: gone(outgoing), liked_by: gone(incoming) },
    cursor: String(cursor),
  };
}

/** My like of one member as the answer of a like call; null when there is none. */
export async function likeEntryOf(db: DbOrTx, site: SiteRow, memberId: number, peerId: number, now: Date): Promise<LikeEntry | null> {
  const found = await likeRows(db, memberId, { peerId });
  const mine = found.find((row) => row.liker_id === memberId && visible(row));
  return mine ? toEntry(site, mine, false, now) : null;
}

/** An entry of someone who likes me (the auto-like answer). */
export async function likedByEntryOf(db: DbOrTx, site: SiteRow, memberId: number, peerId: number, now: Date): Promise<LikeEntry | null> {
  const found = await likeRows(db, memberId, { peerId });
  const theirs = found.find((row) => row.liked_id === memberId && visible(row));
  return theirs ? toEntry(site, theirs, true, now) : null;
}
