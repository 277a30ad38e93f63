import { LikeEntry } from '../../src/contract/likes.ts';
import type { SQL } from 'drizzle-orm';
import { lookupRows } from '../db/batch.ts';
import { BATCHED_READS, BatcherFamily } from '../platform/readModel/index.ts';
import { isoText } from '../db/columns.ts';
import { rows, sql } from '../db/connect.ts';
import type { DbOrTx } from '../payments/credits.ts';
import { ageSql, mediaPrefix } from '../members/members.ts';
import { mainPhotoFrom } from '../members/mainPhoto.ts';
import { notBarred } from '../moderation/barred.ts';
import { liveSessionMember } from '../account/session/sessions.ts';
import type { SiteRow } from '../platform/sites.ts';
import { notPendingDeletion } from '../safety/reach.ts';

/**
 * The likes of one member both ways, one row `f` per other member (decision 144): my like of them
 * (`o`, columns out_*) and theirs of me (`i`, in_*) joined in the two index scans' rows (a hash full
 * join, where a lookup of the reverse like per like was), then the other member's card: their row,
 * region and main photo (mainPhoto.ts), read once per member even when the likes go both ways.
 * With `since` (-1: all): the pairs where either like's version moved after the cursor, so a like
 * is read again when the other side's like (the match flag) changed. With `peer`: that member only.
 *
 * `shown`: the other account is not awaiting deletion nor barred (decision 121); a like is shown
 * when it was not taken back (`out_live`, `in_live`) and its member is shown, else it is a
 * tombstone of a delta.
 */
function likePairsSql(member: SQL, since: SQL, peer?: number): SQL {
  const mine = peer === undefined ? sql`` : sql` AND l.liked_id = ${peer}`;
  const theirs = peer === undefined ? sql`` : sql` AND l.liker_id = ${peer}`;
  return sql`SELECT p.id AS peer_id, p.name, p.birthdate, p.country, rg.name AS region, p.fictional,
          ${notPendingDeletion('p')} AND ${notBarred('p')} AS shown,
          ph.filename, ph.thumb_filename, ph.match_filename,
          o.created_at AS out_at, o.version AS out_version, o.liked_id IS NOT NULL AND o.removed_at IS NULL AS out_live,
          i.created_at AS in_at, i.version AS in_version, i.liker_id IS NOT NULL AND i.removed_at IS NULL AS in_live, i.like_new AS in_new
        FROM (SELECT l.liked_id, l.created_at, l.removed_at, l.version FROM likes l WHERE l.liker_id = ${member}${mine}) o
        FULL JOIN (SELECT l.liker_id, l.created_at, l.removed_at, l.version, l.like_new FROM likes l WHERE l.liked_id = ${member}${theirs}) i
          ON i.liker_id = o.liked_id
        JOIN members p ON p.id = COALESCE(o.liked_id, i.liker_id)
        LEFT JOIN regions rg ON rg.id = p.region_id
        LEFT JOIN LATERAL (SELECT mph.filename, mph.thumb_filename, mph.match_filename ${mainPhotoFrom(sql`p.id`)}) ph ON true
        WHERE o.version > ${since} OR i.version > ${since}`;
}

/**
 * THE shape of a like (contract `LikeEntry`), built by PostgreSQL as JSON text from a row `f` of
 * `likePairsSql`: `out` my like of them, `in` theirs of me; `prefix` the site's media prefix
 * (members.ts `mediaPrefix`), `now` the request's time (their age). Written as `JSON.stringify`
 * writes the contract's object (its keys in order, no spaces; `to_json` escapes text as it does), so
 * the answer is the bytes the object answer was (decision 144). Both likes live is a match.
 */
function likeEntryJson(side: 'out' | 'in', prefix: SQL, now: SQL): SQL {
  const at = side === 'out' ? sql`f.out_at` : sql`f.in_at`;
  const likeNew = side === 'out' ? sql`false` : sql`f.in_new`;
  const url = (file: SQL) => sql`to_json(${prefix} || ${file})`;
  return sql`format('{"id":%s,"name":%s,"age":%s,"region":%s,"country":%s,"main_image":%s,"fictional":%s,"like_new":%s,"liked_at":"%s","match":%s}',
      f.peer_id, to_json(f.name), ${ageSql(sql`f.birthdate`, now)}, COALESCE(to_json(f.region)::text, 'null'), to_json(f.country),
      CASE WHEN f.filename IS NULL THEN 'null'
        ELSE format('{"filename":%s,"thumb_filename":%s,"match":%s,"status":"active"}',
          ${url(sql`f.filename`)}, ${url(sql`f.thumb_filename`)}, ${url(sql`f.match_filename`)}) END,
      to_json(f.fictional), to_json(${likeNew}), ${isoText(at)}, to_json(f.out_live AND f.in_live))`;
}

/**
 * The parts of GET /api/likes.php for the pairs `f` (one row even without any): the shown likes as
 * JSON array elements, mine newest first, theirs new ones first then newest (SPEC §4); the other
 * members of the likes not shown (the tombstones), in the same order as mine; the newest version read;
 * and, for a kept whole list (decision 148), how many like rows were read (both ways) and the other
 * members they show.
 */
function likesAnswerParts(prefix: SQL, now: SQL): SQL {
  const newestFirst = sql`f.out_at DESC, f.peer_id DESC`;
  // the order the answer's text gives: milliseconds, as liked_at shows them
  const newFirst = sql`f.in_new DESC, date_trunc('milliseconds', f.in_at) DESC, f.peer_id DESC`;
  const theirsNewest = sql`f.in_at DESC, f.peer_id DESC`;
  return sql`COALESCE(string_agg(${likeEntryJson('out', prefix, now)}, ',' ORDER BY ${newestFirst}) FILTER (WHERE f.out_live AND f.shown), '') AS profiles,
      COALESCE(string_agg(${likeEntryJson('in', prefix, now)}, ',' ORDER BY ${newFirst}) FILTER (WHERE f.in_live AND f.shown), '') AS liked_by,
      COALESCE(string_agg(f.peer_id::text, ',' ORDER BY ${newestFirst}) FILTER (WHERE f.out_at IS NOT NULL AND NOT (f.out_live AND f.shown)), '') AS gone_profiles,
      COALESCE(string_agg(f.peer_id::text, ',' ORDER BY ${theirsNewest}) FILTER (WHERE f.in_at IS NOT NULL AND NOT (f.in_live AND f.shown)), '') AS gone_liked_by,
      max(GREATEST(f.out_version, f.in_version))::text AS version,
      (count(f.out_at) + count(f.in_at))::text AS count,
      COALESCE(json_agg(f.peer_id), '[]')::text AS peers`;
}

/** The answer's parts as PostgreSQL wrote them (`likesAnswerParts`). */
interface LikesParts {
  profiles: string;
  liked_by: string;
  gone_profiles: string;
  gone_liked_by: string;
  /** newest version read; null when no like was read */
  version: string | null;
  /** like rows read, both ways (the stamp of a whole list, sessionBatch.ts likeStamps) */
  count: string;
  /** JSON array of the other members of the rows read */
  peers: string;
  /** the member of the session */
  member_id: number;
}

/** One request's GET /api/likes.php: its session token (hashed), site, time and cursor. */
interface LikesLookup {
  tokenHash: string;
  site: SiteRow;
  now: Date;
  since: number | undefined;
}

/**
 * The likes answers of many requests' sessions in one statement (decision 135): each request's
 * session check (the session rule, sessions.ts `liveSession`) against its own site and time, then
 * that member's likes since its own cursor, built as JSON by PostgreSQL (decision 144). Concurrent
 * requests share the statement (natural batching, decision 107); each still reads after it arrived.
 * null: no live session.
 */
async function sessionLikes(db: DbOrTx, lookups: readonly LikesLookup[]): Promise<(LikesParts | null)[]> {
  const found = await rows<LikesParts & { i: number }>(
    db,
    sql`SELECT q.i::int AS i, me.id AS member_id, a.*
        FROM ${lookupRows('q', {
          token_hash: { type: 'text', values: lookups.map((l) => l.tokenHash) },
          site_id: { type: 'int', values: lookups.map((l) => l.site.id) },
          now: { type: 'timestamptz', values: lookups.map((l) => l.now.toISOString()) },
          since: { type: 'bigint', values: lookups.map((l) => l.since ?? -1) },
          prefix: { type: 'text', values: lookups.map((l) => mediaPrefix(l.site)) },
        })}
        JOIN LATERAL (SELECT mm.id FROM ${liveSessionMember(sql`q.token_hash`, sql`q.site_id`, sql`q.now`)} LIMIT 1) me ON true
        CROSS JOIN LATERAL (SELECT ${likesAnswerParts(sql`q.prefix`, sql`q.now`)} FROM (${likePairsSql(sql`me.id`, sql`q.since`)}) f) a`,
  );
  const answers: (LikesParts | null)[] = lookups.map(() => null);
  for (const row of found) answers[Number(row.i) - 1] = row;
  return answers;
}

/** one per database, as the session checks (sessions.ts) */
const likesBatchers = new BatcherFamily(BATCHED_READS.likesLists, (db: DbOrTx) => (lookups: LikesLookup[]) => sessionLikes(db, lookups));

/**
 * GET /api/likes.php for the member of a session (null: no live session, the caller's 403) as the
 * JSON text of a `LikesAnswer`, one statement with the session check; PostgreSQL writes the likes
 * (decision 144), Node puts the parts together and sends them without parsing them again. Without
 * a cursor there are no tombstones. The cursor is the newest version read by the same query; likes
 * of one member are written with both members locked (lockMembers), so a later commit never has a
 * lower version. tests/integration/likes-json.test.ts holds the answer to the contract.
 */
export async function listLikesJson(db: DbOrTx, site: SiteRow, tokenHash: string, now: Date, since?: number): Promise<string | null> {
  return (await listLikes(db, site, tokenHash, now, since))?.body ?? null;
}

/** A likes answer with what a kept whole list is kept by (decision 148): its member, stamp and the members it shows. */
export interface LikesList {
  body: string;
  member: number;
  count: string;
  version: string | null;
  peers: number[];
}

/** `listLikesJson` with the stamp of the rows read (for a whole list: every like row of the member both ways). */
export async function listLikes(db: DbOrTx, site: SiteRow, tokenHash: string, now: Date, since?: number): Promise<LikesList | null> {
  const parts = await likesBatchers.of(db, null).load({ tokenHash, site, now, since });
  if (!parts) return null;
  const cursor = Math.max(since ?? 0, parts.version === null ? 0 : Number(parts.version));
  const tombstones = since === undefined ? '{"profiles":[],"liked_by":[]}' : `{"profiles":[${parts.gone_profiles}],"liked_by":[${parts.gone_liked_by}]}`;
  return {
    body: `{"profiles":[${parts.profiles}],"liked_by":[${parts.liked_by}],"tombstones":${tombstones},"cursor":"${cursor}"}`,
    member: Number(parts.member_id),
    count: parts.count,
    version: parts.version,
    peers: JSON.parse(parts.peers) as number[],
  };
}

/** The like of one side between a member and `peerId` as the list shows it, or null when not shown. */
async function likeEntryBetween(db: DbOrTx, site: SiteRow, memberId: number, peerId: number, now: Date, side: 'out' | 'in'): Promise<LikeEntry | null> {
  const prefix = sql`${mediaPrefix(site)}::text`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const live = side === 'out' ? sql`f.out_live` : sql`f.in_live`;
  const [row] = await rows<{ entry: string | null }>(
    db,
    sql`SELECT CASE WHEN ${live} AND f.shown THEN ${likeEntryJson(side, prefix, at)} END AS entry
        FROM (${likePairsSql(sql`${memberId}::int`, sql`-1`, peerId)}) f`,
  );
  return row?.entry ? LikeEntry.parse(JSON.parse(row.entry)) : null;
}

/** My like of one member as the answer of a like call; null when there is none. */
export function likeEntryOf(db: DbOrTx, site: SiteRow, memberId: number, peerId: number, now: Date): Promise<LikeEntry | null> {
  return likeEntryBetween(db, site, memberId, peerId, now, 'out');
}

/** An entry of someone who likes me (the auto-like answer). */
export function likedByEntryOf(db: DbOrTx, site: SiteRow, memberId: number, peerId: number, now: Date): Promise<LikeEntry | null> {
  return likeEntryBetween(db, site, memberId, peerId, now, 'in');
}
