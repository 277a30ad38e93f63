import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { memberSignups } from '../../db/schema.ts';
import type { MemberRow } from '../members.ts';

type Gender = 'male' | 'female';

/** Whom the member looks for: what they told at signup, else what their sexuality says. */
export async function wantedGenders(db: Db, member: MemberRow): Promise<Gender[]> {
  const [row] = await db.select({ seeking: memberSignups.seeking }).from(memberSignups).where(eq(memberSignups.memberId, member.id)).limit(1);
  const seeking = row?.seeking;
  if (seeking === 'both') return ['male', 'female'];
  if (seeking === 'male' || seeking === 'female') return [seeking];
  const other: Gender = member.gender === 'male' ? 'female' : 'male';
  switch (member.sexuality) {
    case 'bi':
      return ['male', 'female'];
    case 'gay':
    case 'lesbian':
      return [member.gender];
    default:
      return [other];
  }
}

/**
 * Members of a wanted gender who would look for the member too (their sexuality fits the member's
 * gender). Reads `m`: the swipe game's and the match finder's preference filter (decision 071).
 */
export function fitsPreferences(member: MemberRow, genders: Gender[]): SQL {
  const own = member.gender;
  return sql`m.gender = ANY(${sql.param(genders)}::text[])
    AND (m.sexuality = 'bi' OR (m.sexuality = 'hetero' AND m.gender <> ${own}) OR (m.sexuality IN ('gay', 'lesbian') AND m.gender = ${own}))`;
}
