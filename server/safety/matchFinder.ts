import { sql } from 'drizzle-orm';
import { MATCH_FINDER_LIMIT, type MatchFinderAnswer, type MatchSuggestion } from '../../src/contract/safety.ts';
import type { Db } from '../db/connect.ts';
import { ageOn, type MemberRow } from '../members/members.ts';
import { cardColumns, profileCards, rowsOf, type CardRow } from '../members/cards.ts';
import { searchableBy } from '../members/search.ts';
import type { SiteRow } from '../platform/sites.ts';
import { audienceOf } from '../members/audience.ts';
import { predicateSql } from '../members/predicate.ts';

/** Points of the fit score (decision 071); they add up to 100. */
export const SCORE = { region: 40, country: 25, age: 25, active: 10 } as const;
/** Age differences at or beyond this many years earn no age points. */
export const AGE_SPAN = 15;
const ACTIVE_DAYS = 7;

interface ScoredRow extends CardRow {
  score: number | string;
  same_region: boolean;
  same_country: boolean;
  age_points: number | string;
  active: boolean;
}

/**
 * GET /api/match-finder.php: members whom the member may be shown (each looks for the other's
 * gender: audience.ts, decision 175), scored by place, age and activity, best first; ties newest first.
 * Invisible, blocked (either way), disabled and pending-deletion members never appear (searchableBy).
 */
export async function matchFinder(db: Db, site: SiteRow, member: MemberRow, now: Date): Promise<MatchFinderAnswer> {
  const age = ageOn(member.birthdate, now);
  const region = member.regionId ?? -1;
  const activeSince = new Date(now.getTime() - ACTIVE_DAYS * 86_400_000);
  // whole years between the two birthdates, as age(now) would tell them apart
  const ageGap = sql`abs(extract(year from age(${now.toISOString()}::timestamptz, m.birthdate::timestamptz)) - ${age})`;
  const agePoints = sql`greatest(0, round(${SCORE.age} * (1 - least(${ageGap}, ${AGE_SPAN})::numeric / ${AGE_SPAN})))::int`;
  const sameRegion = sql`(m.region_id IS NOT NULL AND m.region_id = ${region})`;
  const sameCountry = sql`(m.country = ${member.country})`;
  const active = sql`(m.last_seen IS NOT NULL AND m.last_seen >= ${activeSince.toISOString()}::timestamptz)`;
  const rows = rowsOf<ScoredRow>(
    await db.execute(sql`SELECT * FROM (
        SELECT ${cardColumns}, ${sameRegion} AS same_region, ${sameCountry} AS same_country, ${agePoints} AS age_points, ${active} AS active
        FROM members m WHERE ${searchableBy(site, member.id, now)} AND ${predicateSql(audienceOf(member))}
      ) s
      ORDER BY (CASE WHEN s.same_region THEN ${SCORE.region} ELSE 0 END + CASE WHEN s.same_country THEN ${SCORE.country} ELSE 0 END
        + s.age_points + CASE WHEN s.active THEN ${SCORE.active} ELSE 0 END) DESC, s.id DESC
      LIMIT ${MATCH_FINDER_LIMIT}`),
  );
  const cards = await profileCards(db, site, rows, now);
  const profiles: MatchSuggestion[] = cards.map((card, i) => {
    const row = rows[i] as ScoredRow;
    const reasons: MatchSuggestion['reasons'] = [];
    if (row.same_region) reasons.push('region');
    if (row.same_country) reasons.push('country');
    if (Number(row.age_points) >= SCORE.age / 2) reasons.push('age');
    if (row.active) reasons.push('active');
    const score =
      (row.same_region ? SCORE.region : 0) + (row.same_country ? SCORE.country : 0) + Number(row.age_points) + (row.active ? SCORE.active : 0);
    return { ...card, score, reasons };
  });
  return { profiles };
}
