import { sql, type SQL } from 'drizzle-orm';

/** Whole years before `now`, as an ISO date: born on or before it means at least `years` old. */
export function bornBy(now: Date, years: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/**
 * Who a niche site shows in search and related profiles (docs/decisions/021-niche-rules.md).
 * The condition reads the members table under the alias `m`.
 */
export function nicheCondition(niche: number, now: Date): SQL | null {
  switch (niche) {
    case 2: // she: women seeking women
      return sql`m.gender = 'female' AND m.sexuality IN ('lesbian', 'bi')`;
    case 7: // gay: men seeking men
      return sql`m.gender = 'male' AND m.sexuality IN ('gay', 'bi')`;
    case 4: // bbw: curvy and plus-size women, and the men who admire them
      return sql`(m.gender = 'male' OR m.body_type IN ('curvy', 'plus_size'))`;
    case 5: // gilf: women of 60 and over
      return sql`m.gender = 'female' AND m.birthdate <= ${bornBy(now, 60)}`;
    case 6: // milf: women from 35 to 55
      return sql`m.gender = 'female' AND m.birthdate <= ${bornBy(now, 35)} AND m.birthdate > ${bornBy(now, 56)}`;
    default: // plain and bdsm: every member of the site
      return null;
  }
}

/** The columns a member is found by in a search (the viewer's own row, to count them out). */
export interface FindableMember {
  siteId: number;
  invisible: boolean;
  profileStatus: string;
  status: string;
  /** moderation state (decision 121): a suspended or banned member is found nowhere */
  moderation: string;
  gender: string;
  sexuality: string;
  bodyType: string | null;
  birthdate: string;
  country: string;
  regionId: number | null;
}

/**
 * `nicheCondition` for one member in JS, kept beside it: tests/integration/search-count.test.ts
 * holds the two equal on every niche. Birthdates are ISO dates, compared as text like in SQL.
 */
export function nicheAdmits(niche: number, m: FindableMember, now: Date): boolean {
  switch (niche) {
    case 2:
      return m.gender === 'female' && (m.sexuality === 'lesbian' || m.sexuality === 'bi');
    case 7:
      return m.gender === 'male' && (m.sexuality === 'gay' || m.sexuality === 'bi');
    case 4:
      return m.gender === 'male' || m.bodyType === 'curvy' || m.bodyType === 'plus_size';
    case 5:
      return m.gender === 'female' && m.birthdate <= bornBy(now, 60);
    case 6:
      return m.gender === 'female' && m.birthdate <= bornBy(now, 35) && m.birthdate > bornBy(now, 56);
    default:
      return true;
  }
}
