import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from './connect.ts';
import { members, sites } from './schema.ts';

/** One site's demo cast: the demo logins, and the seeded members who play opposite them. */
export interface DemoCast {
  siteId: number;
  /** members with a password (the demo logins), oldest first */
  logins: number[];
  /** confirmed, visible members without a password: `perLogin` for each login */
  others: number[];
}

/**
 * The demo logins of every site and the members who chat with them or like them (DEMO_MODE only,
 * decision 109). The conversations take the oldest members of a site and the likes the newest, so
 * the two never pick the same member for one login.
 */
export async function demoCast(tx: Db, perLogin: number, from: 'oldest' | 'newest'): Promise<DemoCast[]> {
  const allSites = await tx.select({ id: sites.id }).from(sites).orderBy(asc(sites.id));
  const casts: DemoCast[] = [];
  for (const site of allSites) {
    const logins = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.siteId, site.id), isNotNull(members.passwordHash)))
      .orderBy(asc(members.id));
    const others = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.siteId, site.id), isNull(members.passwordHash), eq(members.status, 'confirmed'), eq(members.invisible, false)))
      .orderBy(from === 'oldest' ? asc(members.id) : desc(members.id))
      .limit(logins.length * perLogin);
    casts.push({ siteId: site.id, logins: logins.map((m) => m.id), others: others.map((m) => m.id) });
  }
  return casts;
}
