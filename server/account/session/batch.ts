import { lookupRows } from '../../db/batch.ts';
import { rows, sql } from '../../db/connect.ts';
import type { DbOrTx } from '../../payments/credits.ts';
import type { FindableMember } from '../../members/niche.ts';
import { liveSession } from './sessions.ts';

// Session checks for many requests in one statement each (decision 107: batched by `Batcher`).
// Each is the session rule (sessions.ts `liveSession`), checked in a statement that started after the request
// arrived; nothing about a session is kept between requests (decision 102). A suspended or banned
// member has no live session (decision 121).

/** A live session's member and the stamp of that member's conversation rows (decisions 106, 107). */
export interface SessionStamp {
  member_id: number;
  /** number of the member's conversation rows, as text */
  count: string;
  /** newest version of those rows, or null when there is none */
  version: string | null;
}

/** One request's session token (hashed) and the site it was made on. */
export interface SessionLookup {
  tokenHash: string;
  siteId: number;
}

/** The live sessions of `lookups`, as a relation `q(token_hash, site_id, i)` joined to their member `s`. */
const liveSessions = (lookups: readonly SessionLookup[], now: Date) => sql`
        ${lookupRows('q', { token_hash: { type: 'text', values: lookups.map((l) => l.tokenHash) }, site_id: { type: 'int', values: lookups.map((l) => l.siteId) } })}
        JOIN sessions s ON s.token_hash = q.token_hash
        JOIN members mm ON mm.id = s.member_id AND ${liveSession('s', 'mm', sql`q.site_id`, sql`${now.toISOString()}::timestamptz`)}`;

/**
 * `live(i, member_id)`: the live sessions of `lookups`, found before anything is read per member. A
 * stamp's walks then run once per request, whatever the plan: planned as a join, PostgreSQL could
 * take the sessions table as the outer side (its statistics say it is small until it is analyzed
 * again) and walk the stamps of every live session before matching the tokens (decision 148).
 */
const liveFirst = (lookups: readonly SessionLookup[], now: Date) => sql`live AS MATERIALIZED (SELECT q.i, s.member_id FROM ${liveSessions(lookups, now)})`;

/** the answers in the order of the lookups: null where no row came back */
function inOrder<T>(lookups: readonly unknown[], found: readonly (T & { i: number })[]): (T | null)[] {
  const answers: (T | null)[] = lookups.map(() => null);
  for (const row of found) answers[Number(row.i) - 1] = row;
  return answers;
}

/**
 * The session check of GET /api/chats.php (requireMember's rule, in SQL) for many requests in one
 * statement, with each member's stamp: the count and newest version of their conversation rows
 * (an index-only walk). The answer for a lookup is null when its token is not a live session of a
 * member of that site who is not awaiting deletion.
 */
export async function sessionStamps(db: DbOrTx, lookups: readonly SessionLookup[], now: Date): Promise<(SessionStamp | null)[]> {
  const found = await rows<SessionStamp & { i: number }>(
    db,
    sql`WITH ${liveFirst(lookups, now)}
        SELECT live.i::int AS i, live.member_id, st.n AS count, st.v AS version
        FROM live
        CROSS JOIN LATERAL (SELECT count(*)::text AS n, max(cm.version)::text AS v
                            FROM conversation_members cm WHERE cm.member_id = live.member_id) st`,
  );
  return inOrder(lookups, found).map((row) => row && { member_id: Number(row.member_id), count: row.count, version: row.version });
}

/**
 * The session check of GET /api/likes.php for many requests in one statement, with each member's
 * stamp of their likes both ways (decision 148): the count and newest version of the like rows where
 * they like or are liked (two index-only walks), what a kept likes list was built from.
 */
export async function likeStamps(db: DbOrTx, lookups: readonly SessionLookup[], now: Date): Promise<(SessionStamp | null)[]> {
  const found = await rows<SessionStamp & { i: number }>(
    db,
    sql`WITH ${liveFirst(lookups, now)}
        SELECT live.i::int AS i, live.member_id, (o.n + i.n)::text AS count, GREATEST(o.v, i.v)::text AS version
        FROM live
        CROSS JOIN LATERAL (SELECT count(*) AS n, max(l.version) AS v FROM likes l WHERE l.liker_id = live.member_id) o
        CROSS JOIN LATERAL (SELECT count(*) AS n, max(l.version) AS v FROM likes l WHERE l.liked_id = live.member_id) i`,
  );
  return inOrder(lookups, found).map((row) => row && { member_id: Number(row.member_id), count: row.count, version: row.version });
}

/**
 * The viewer of a search or a kept profile (decision 162): the session's member, what they are
 * found by, whether they paid (the photos they may see) and whether a block either way involves them.
 */
export interface SearchViewer extends FindableMember {
  id: number;
  paidUser: boolean;
  /** any block at all, either way (search.ts hasBlocks' fact; not the pair's part of reach.ts) */
  blocks: boolean;
}

interface SearchViewerRow {
  i: number;
  member_id: number;
  paid_user: boolean;
  blocks: boolean;
  site_id: number;
  invisible: boolean;
  profile_status: string;
  status: string;
  moderation: string;
  gender: string;
  sexuality: string;
  looking_for: string | null;
  body_type: string | null;
  birthdate: string;
  country: string;
  region_id: number | null;
}

/**
 * The viewers of many search requests in one statement, with `optionalViewer`'s rule: null (a
 * visitor) unless the token is a live session of a member of that site not awaiting deletion.
 */
export async function searchViewers(db: DbOrTx, lookups: readonly SessionLookup[], now: Date): Promise<(SearchViewer | null)[]> {
  const found = await rows<SearchViewerRow>(
    db,
    sql`SELECT q.i::int AS i, s.member_id, mm.paid_user,
          EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = s.member_id) OR EXISTS (SELECT 1 FROM blocks b WHERE b.blocked_id = s.member_id) AS blocks,
          mm.site_id, mm.invisible, mm.profile_status, mm.status, mm.moderation, mm.gender, mm.sexuality, mm.looking_for, mm.body_type, mm.birthdate::text AS birthdate,
          mm.country, mm.region_id
        FROM ${liveSessions(lookups, now)}`,
  );
  return inOrder(lookups, found).map(
    (row) =>
      row && {
        id: Number(row.member_id),
        paidUser: Boolean(row.paid_user),
        blocks: Boolean(row.blocks),
        siteId: Number(row.site_id),
        invisible: row.invisible,
        profileStatus: row.profile_status,
        status: row.status,
        moderation: row.moderation,
        gender: row.gender,
        sexuality: row.sexuality,
        lookingFor: row.looking_for,
        bodyType: row.body_type,
        birthdate: row.birthdate,
        country: row.country,
        regionId: row.region_id === null ? null : Number(row.region_id),
      },
  );
}
