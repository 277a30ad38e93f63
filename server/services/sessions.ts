import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { AUTH_COOKIE_DAYS } from '../../src/contract/constants.ts';
import type { Db } from '../db/connect.ts';
import { Batcher } from '../db/batch.ts';
import { members, sessions } from '../db/schema.ts';
import { NOT_BARRED_STATES } from './moderation/barred.ts';

export const SESSION_MS = AUTH_COOKIE_DAYS * 86_400_000;

/** a suspended or banned member has no live session (decision 121; moderation/barred.ts is the rule) */
const notBarredMember = inArray(members.moderation, [...NOT_BARRED_STATES]);

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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

/** The member id of a live session, or null for an unknown, expired or revoked token. */
export async function sessionMember(db: Db, token: string | undefined, now: Date): Promise<number | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ memberId: sessions.memberId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.memberId ?? null;
}

/**
 * The member of a live session in one round trip (session and member joined): every members-area
 * call starts with it, so it is the hottest query of the server. The checks of concurrent requests
 * share a statement (decision 107): each is still made in the database after its request arrived.
 */
export async function sessionMemberRow(db: Db, token: string | undefined, now: Date): Promise<typeof members.$inferSelect | undefined> {
  if (!token || token.length > 100) return undefined;
  return sessionBatcher(db).load({ tokenHash: hashToken(token), now });
}

type SessionMemberLookup = { tokenHash: string; now: Date };
type SessionMember = typeof members.$inferSelect | undefined;

/** one per database: drizzle otherwise rebuilds the SQL on every call (issue 10 profile) */
const sessionBatchers = new WeakMap<Db, Batcher<SessionMemberLookup, SessionMember>>();

function sessionBatcher(db: Db): Batcher<SessionMemberLookup, SessionMember> {
  let batcher = sessionBatchers.get(db);
  if (!batcher) {
    const one = buildSessionMemberQuery(db);
    batcher = new Batcher((lookups) => (lookups.length === 1 && lookups[0] ? sessionMemberAlone(one, lookups[0]) : sessionMembers(db, lookups)), {
      maxInFlight: 2,
      maxBatch: 256,
    });
    sessionBatchers.set(db, batcher);
  }
  return batcher;
}

async function sessionMemberAlone(query: ReturnType<typeof buildSessionMemberQuery>, lookup: SessionMemberLookup): Promise<SessionMember[]> {
  const [row] = await query.execute({ tokenHash: lookup.tokenHash, now: lookup.now });
  return [row?.member];
}

/** many requests' checks in one statement, each against its own request's time */
async function sessionMembers(db: Db, lookups: readonly SessionMemberLookup[]): Promise<SessionMember[]> {
  const earliest = new Date(Math.min(...lookups.map((l) => l.now.getTime())));
  const found = await db
    .select({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(sql`${sessions.tokenHash} = ANY(${sql.param(lookups.map((l) => l.tokenHash))}::text[])`, isNull(sessions.revokedAt), gt(sessions.expiresAt, earliest), notBarredMember));
  const byHash = new Map(found.map((row) => [row.tokenHash, row]));
  return lookups.map((lookup) => {
    const row = byHash.get(lookup.tokenHash);
    return row && row.expiresAt > lookup.now ? row.member : undefined;
  });
}

function buildSessionMemberQuery(db: Db) {
  return db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now')), notBarredMember))
    .limit(1)
    .prepare('session_member');
}

/**
 * Which of these token hashes are live sessions of members who may use the site, and whose (one
 * query for many SSE streams): a member awaiting deletion counts as logged out, as everywhere else,
 * and so does a suspended or banned one (decision 121).
 */
export async function liveSessions(db: Db, tokenHashes: readonly string[], now: Date): Promise<Map<string, number>> {
  if (tokenHashes.length === 0) return new Map();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, memberId: sessions.memberId })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(inArray(sessions.tokenHash, [...tokenHashes]), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), ne(members.status, 'pending_deletion'), notBarredMember));
  return new Map(rows.map((r) => [r.tokenHash, r.memberId]));
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}
