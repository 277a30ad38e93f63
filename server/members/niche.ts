import type { Predicate } from './predicate.ts';

/** Whole years before `now`, as an ISO date: born on or before it means at least `years` old. */
export function bornBy(now: Date, years: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/**
 * Who a niche site shows in search and related profiles (docs/decisions/021-niche-rules.md), as a
 * predicate on the member row (predicate.ts); null: every member of the site.
 */
export function nichePredicate(niche: number, now: Date): Predicate | null {
  const women: Predicate = { field: 'gender', op: '=', value: 'female', spelled: 'literal' };
  const men: Predicate = { field: 'gender', op: '=', value: 'male', spelled: 'literal' };
  switch (niche) {
    case 2: // she: women seeking women
      return { all: [women, { field: 'sexuality', in: ['lesbian', 'bi'] }] };
    case 7: // gay: men seeking men
      return { all: [men, { field: 'sexuality', in: ['gay', 'bi'] }] };
    case 4: // bbw: curvy and plus-size women, and the men who admire them
      return { any: [men, { field: 'bodyType', in: ['curvy', 'plus_size'] }] };
    case 5: // gilf: women of 60 and over
      return { all: [women, { field: 'birthdate', op: '<=', value: bornBy(now, 60) }] };
    case 6: // milf: women from 35 to 55
      return { all: [women, { field: 'birthdate', op: '<=', value: bornBy(now, 35) }, { field: 'birthdate', op: '>', value: bornBy(now, 56) }] };
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
  /** whom the member looks for, when they said so (audience.ts); null: as their sexuality says */
  lookingFor: string | null;
}
