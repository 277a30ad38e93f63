import { sql, type SQL } from 'drizzle-orm';
import type { Gender, LookingFor } from '../../src/contract/discovery.ts';
import { predicateHolds, predicateSql, type Predicate } from './predicate.ts';

/**
 * Who may see whom (decision 175): the one home of the rule that search, the swipe game,
 * the match finder and "you may also like" follow. A member is shown someone only when each looks
 * for the other's gender, unless the member asks for everyone (search only).
 *
 * Whom someone looks for is what they said (members.looking_for: at signup or in their profile),
 * else what their gender and sexuality say (SPEC §3): hetero the other gender, gay and lesbian
 * their own, bi both.
 */

const genders: readonly Gender[] = ['male', 'female'];

/** The person, as a row of members, looks for `gender`. */
export function looksFor(gender: Gender): Predicate {
  return {
    any: [
      { field: 'lookingFor', in: [gender, 'both'] },
      {
        all: [
          { field: 'lookingFor', isNull: true },
          {
            any: [
              { field: 'sexuality', op: '=', value: 'bi', spelled: 'literal' },
              { all: [{ field: 'sexuality', op: '=', value: 'hetero', spelled: 'literal' }, { field: 'gender', op: '<>', value: gender, spelled: 'literal' }] },
              { all: [{ field: 'sexuality', in: ['gay', 'lesbian'] }, { field: 'gender', op: '=', value: gender, spelled: 'literal' }] },
            ],
          },
        ],
      },
    ],
  };
}

/** The columns of a person the rule reads. */
export interface Seeker {
  gender: string;
  sexuality: string;
  lookingFor: string | null;
}

/** The rule reads these fields only; the rest of a FindableMember does not matter to it. */
function asRow(p: Seeker) {
  return { siteId: 0, invisible: false, profileStatus: '', status: '', moderation: '', bodyType: null, birthdate: '', country: '', regionId: null, ...p };
}

/** The genders a person looks for, from the same rule as the SQL. */
export function wantedBy(p: Seeker): Gender[] {
  return genders.filter((g) => predicateHolds(looksFor(g), asRow(p)));
}

/** The effective "looking for" of a person: what the own-profile form shows. */
export function lookingForOf(p: Seeker): LookingFor {
  const wanted = wantedBy(p);
  return wanted.length === 2 ? 'both' : (wanted[0] ?? 'both');
}

/**
 * Members `m` whom the viewer may be shown: of a gender the viewer looks for, and looking for the
 * viewer's gender. A predicate (predicate.ts), so a cached search count can count the viewer out.
 */
export function audienceOf(viewer: Seeker): Predicate {
  const wanted = wantedBy(viewer);
  const own = viewer.gender === 'female' ? 'female' : 'male';
  return { all: [{ field: 'gender', in: wanted.length ? wanted : ['none'] }, looksFor(own)] };
}

/** The same rule in SQL, with the viewer a members row `v` of the same statement. */
export function audienceOfRowV(): SQL {
  const side = (seen: 'm' | 'v', seer: 'm' | 'v') =>
    sql.join(
      genders.map((g) => sql`(${sql.raw(`${seen}.gender`)} = ${sql.raw(`'${g}'`)} AND ${predicateSql(looksFor(g), seer)})`),
      sql` OR `,
    );
  return sql`(${side('m', 'v')}) AND (${side('v', 'm')})`;
}

/** Whether the viewer may be shown `m` (in memory, for tests and single checks). */
export function mayBeShown(viewer: Seeker, m: Seeker): boolean {
  return predicateHolds(audienceOf(viewer), asRow(m));
}
