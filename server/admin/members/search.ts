import { sql, type SQL } from 'drizzle-orm';
import { MEMBER_SEARCH_LIMIT, type MemberHit, type MemberSearchKey } from '../../../src/contract/adminMembers.ts';
import { rows, type Db } from '../../db/connect.ts';

type Key = Exclude<MemberSearchKey, 'any'>;

interface HitRow {
  id: number;
  name: string;
  email: string;
  site_id: number;
  site_name: string;
  site_domain: string;
  status: MemberHit['status'];
  moderation: MemberHit['moderation'];
  credits: number;
  signup_date: Date | string;
  matched: Key;
}

/** `%` and `_` of the staff member's text are letters, not wildcards. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Which keys a query is looked up by: one named key, or every key the text can be (`any`). */
export function keysFor(q: string, by: MemberSearchKey): Key[] {
  if (by !== 'any') return [by];
  const keys: Key[] = [];
  if (/^\d{1,9}$/.test(q)) keys.push('id');
  if (q.includes('@')) keys.push('email');
  else keys.push('name');
  // payment ids, provider ids and wire references have no one shape: an exact match is cheap
  if (q.length >= 4 && !/\s/.test(q)) keys.push('payment');
  return keys;
}

/** The member ids a key matches: exact id, address prefix, name part, or a payment reference. */
function matchOf(key: Key, q: string): SQL | null {
  switch (key) {
    case 'id':
      return /^\d{1,9}$/.test(q) ? sql`SELECT ${Number(q)}::int AS id` : null;
    case 'email':
      // addresses are stored lower-cased (members.email)
      return sql`SELECT id FROM members WHERE email LIKE ${`${likeEscaped(q.toLowerCase())}%`}`;
    case 'name':
      return sql`SELECT id FROM members WHERE name ILIKE ${`%${likeEscaped(q)}%`}`;
    case 'payment':
      return sql`SELECT member_id AS id FROM payments WHERE id = ${q} OR provider_payment_id = ${q} OR wire_reference = ${q}`;
  }
}

/**
 * Finds members by e-mail, name, id or payment reference, on every site or on one (decision 129):
 * the newest signups first, at most MEMBER_SEARCH_LIMIT; `more` says there were more.
 */
export async function searchMembers(db: Db, q: string, by: MemberSearchKey, siteId: number | undefined): Promise<{ members: MemberHit[]; more: boolean }> {
  const parts = keysFor(q, by)
    .map((key) => {
      const match = matchOf(key, q);
      return match ? sql`SELECT id, ${key}::text AS matched FROM (${match}) AS m` : null;
    })
    .filter((part): part is SQL => part !== null);
  if (parts.length === 0) return { members: [], more: false };
  const site = siteId === undefined ? sql`` : sql`AND mb.site_id = ${siteId}`;
  const found = await rows<HitRow>(
    db,
    sql`WITH hits AS (${sql.join(parts, sql` UNION ALL `)}),
      firsts AS (SELECT DISTINCT ON (id) id, matched FROM hits ORDER BY id, matched)
    SELECT mb.id, mb.name, mb.email, mb.site_id, s.name AS site_name, s.domain AS site_domain, mb.status, mb.moderation,
      mb.credits, mb.signup_date, f.matched
    FROM firsts f JOIN members mb ON mb.id = f.id JOIN sites s ON s.id = mb.site_id
    WHERE TRUE ${site}
    ORDER BY mb.signup_date DESC, mb.id DESC
    LIMIT ${MEMBER_SEARCH_LIMIT + 1}`,
  );
  return {
    members: found.slice(0, MEMBER_SEARCH_LIMIT).map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      site: { id: r.site_id, name: r.site_name, domain: r.site_domain },
      status: r.status,
      moderation: r.moderation,
      credits: r.credits,
      signup_date: new Date(r.signup_date).toISOString(),
      matched: r.matched,
    })),
    more: found.length > MEMBER_SEARCH_LIMIT,
  };
}
