import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { AUTH_COOKIE_DAYS } from '../../../src/contract/constants.ts';
import type { Db } from '../../db/connect.ts';
import { lookupRows } from '../../db/batch.ts';
import { BATCHED_READS, BatcherFamily } from '../../platform/readModel/index.ts';
import { members, sessions } from '../../db/schema.ts';
import { notBarred } from '../../moderation/barred.ts';
import { notPendingDeletion } from '../../safety/reach.ts';

export const SESSION_MS = AUTH_COOKIE_DAYS * 86_400_000;

const ALIAS = /^[a-z_]+$/;

/**
 * THE session rule (decisions 102, 107, 121): the session under alias `s` is live at `now` for its
 * member under alias `m` on `site` — not revoked, not expired, the member belongs to that site, is
 * not awaiting deletion, and is not suspended or banned. Every session check is this fragment:
 * requireMember and optionalViewer (`sessionMemberRow`), the batched checks of session/batch.ts, the
 * chat list's own check (chatList.ts) and the SSE streams' recheck (`liveSessions`, any site: a
 * stream was opened on its site). `now` is SQL of a timestamptz.
 */
export function liveSession(s: string, m: string, site: SQL | null, now: SQL): SQL {
  if (!ALIAS.test(s) || !ALIAS.test(m)) throw new Error(`not a table alias: ${s}, ${m}`);
  const onSite = site === null ? sql`` : sql` AND ${sql.raw(m)}.site_id = ${site}`;
  return sql`${sql.raw(s)}.revoked_at IS NULL AND ${sql.raw(s)}.expires_at > ${now}${onSite} AND ${notPendingDeletion(m)} AND ${notBarred(m)}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash a session cookie is looked up by, or null when it cannot be a session (none, or longer than a token). */
export function sessionTokenHash(token: string | undefined): string | null {
  return token && token.length <= 100 ? hashToken(token) : null;
}

/**
 * The member `mm` of the live session of token hash `tokenHash` on site `site` at `now` (SQL: a
 * parameter, or a column of a batch's lookups), as the FROM and WHERE of a subquery: the session
 * check folded into a call's own statement (one round trip, decision 135).
 */
export function liveSessionMember(tokenHash: SQL, site: SQL, now: SQL): SQL {
  return sql`sessions s JOIN members mm ON mm.id = s.member_id WHERE s.token_hash = ${tokenHash} AND ${liveSession('s', 'mm', site, now)}`;
}

/** Creates a session and returns its token; only the token's sha256 is stored. */
export async function createSession(db: Db, memberId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  return token;
}

/**
 * The member of a live session in one round trip (session and member joined): every members-area
 * call starts with it, so it is the hottest query of the server. The checks of concurrent requests
 * share a statement (decision 107): each is still made in the database after its request arrived.
 */
export async function sessionMemberRow(db: Db, token: string | undefined, siteId: number, now: Date): Promise<typeof members.$inferSelect | undefined> {
  const tokenHash = sessionTokenHash(token);
  if (tokenHash === null) return undefined;
  return sessionBatchers.of(db, null).load({ tokenHash, siteId, now });
}

type SessionMemberLookup = { tokenHash: string; siteId: number; now: Date };
type SessionMember = typeof members.$inferSelect | undefined;

/** one per database: drizzle otherwise rebuilds the SQL on every call (the profile) */
const sessionBatchers = new BatcherFamily(BATCHED_READS.sessionMembers, (db: Db) => {
  const one = buildSessionMemberQuery(db);
  return (lookups: SessionMemberLookup[]) => (lookups.length === 1 && lookups[0] ? sessionMemberAlone(one, lookups[0]) : sessionMembers(db, lookups));
});

async function sessionMemberAlone(query: ReturnType<typeof buildSessionMemberQuery>, lookup: SessionMemberLookup): Promise<SessionMember[]> {
  const [row] = await query.execute({ tokenHash: lookup.tokenHash, siteId: lookup.siteId, now: lookup.now.toISOString() });
  return [row?.member];
}

/** many requests' checks in one statement, each against its own request's site and time */
async function sessionMembers(db: Db, lookups: readonly SessionMemberLookup[]): Promise<SessionMember[]> {
  const found = await db
    .select({ i: sql<number>`q.i::int`, member: members })
    .from(
      lookupRows('q', {
        token_hash: { type: 'text', values: lookups.map((l) => l.tokenHash) },
        site_id: { type: 'int', values: lookups.map((l) => l.siteId) },
        now: { type: 'timestamptz', values: lookups.map((l) => l.now.toISOString()) },
      }),
    )
    .innerJoin(sessions, sql`${sessions.tokenHash} = q.token_hash`)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(liveSession('sessions', 'members', sql`q.site_id`, sql`q.now`));
  const answers: SessionMember[] = lookups.map(() => undefined);
  for (const row of found) answers[Number(row.i) - 1] = row.member;
  return answers;
}

function buildSessionMemberQuery(db: Db) {
  return db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), liveSession('sessions', 'members', sql`${sql.placeholder('siteId')}::int`, sql`${sql.placeholder('now')}::timestamptz`)))
    .limit(1)
    .prepare('session_member');
}

/**
 * Which of these token hashes are live sessions, and whose (one query for many SSE streams): the
 * session rule on any site (each stream was opened on its own).
 */
export async function liveSessions(db: Db, tokenHashes: readonly string[], now: Date): Promise<Map<string, number>> {
  if (tokenHashes.length === 0) return new Map();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, memberId: sessions.memberId })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(inArray(sessions.tokenHash, [...tokenHashes]), liveSession('sessions', 'members', null, sql`${now.toISOString()}::timestamptz`)));
  return new Map(rows.map((r) => [r.tokenHash, r.memberId]));
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}
