import { sql, type SQL } from 'drizzle-orm';
import type { FindableMember } from './niche.ts';

/**
 * A condition on one member row, written once as data and read two ways: as SQL over the members
 * table under the alias `m` (`predicateSql`), and on a member already in memory (`predicateHolds`,
 * the viewer's own row counted out of a cached count: decision 108). Search, its count and the niche
 * rules (decision 021) are written only as predicates (search.ts, niche.ts), so the two readings
 * cannot drift; tests/integration/search-count.test.ts holds the readers equal on every niche.
 */
export type Predicate =
  | { all: readonly Predicate[] }
  | { any: readonly Predicate[] }
  | { field: Field; op: '=' | '<>' | '<=' | '>'; value: string | number | boolean; spelled?: Spelling }
  | { field: Field; in: readonly string[] }
  | { field: Field; isNull: true };

/** The member fields a predicate reads, with their columns. */
const columns = {
  siteId: 'site_id',
  invisible: 'invisible',
  profileStatus: 'profile_status',
  status: 'status',
  moderation: 'moderation',
  gender: 'gender',
  sexuality: 'sexuality',
  bodyType: 'body_type',
  birthdate: 'birthdate',
  country: 'country',
  regionId: 'region_id',
  lookingFor: 'looking_for',
} as const satisfies Record<keyof FindableMember, string>;

export type Field = keyof typeof columns;

/**
 * How a value is written into the statement: a parameter (the default), or a literal — constants
 * spelled exactly as the partial indexes say (so the planner can use them in a prepared plan), and
 * age bounds as `'YYYY-MM-DD'::date` (one plan per filter and day: decision 100).
 */
type Spelling = 'param' | 'literal' | 'date';

const CONSTANT = /^[a-z_]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function literal(value: string | number | boolean): string {
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (!CONSTANT.test(value)) throw new Error(`not a constant: ${value}`);
  return `'${value}'`;
}

/**
 * The predicate as SQL over `m`, or over another alias of a members row (the viewer `v` of a
 * statement that reads both: audience.ts; a peer `p`: reach.ts).
 */
export function predicateSql(p: Predicate, alias: 'm' | 'v' | 'p' = 'm'): SQL {
  const part = (q: Predicate) => predicateSql(q, alias);
  // an OR brackets itself; an AND inside an OR gets brackets of its own
  if ('all' in p) return sql.join(p.all.map(part), sql` AND `);
  if ('any' in p) return sql`(${sql.join(p.any.map((q) => ('all' in q ? sql`(${part(q)})` : part(q))), sql` OR `)})`;
  const column = sql.raw(`${alias}.${columns[p.field]}`);
  if ('isNull' in p) return sql`${column} IS NULL`;
  if ('in' in p) return sql`${column} IN ${sql.raw(`(${p.in.map(literal).join(', ')})`)}`;
  const op = sql.raw(p.op);
  switch (p.spelled ?? 'param') {
    case 'literal':
      return sql`${column} ${op} ${sql.raw(literal(p.value))}`;
    case 'date':
      if (typeof p.value !== 'string' || !DAY.test(p.value)) throw new Error(`not a date: ${String(p.value)}`);
      return sql`${column} ${op} ${sql.raw(`'${p.value}'::date`)}`;
    default:
      return sql`${column} ${op} ${p.value}`;
  }
}

/**
 * Whether a member in memory satisfies the predicate, with SQL's meaning: a comparison with a
 * missing value (NULL) is not true. Dates are ISO text, ordered like SQL dates.
 */
export function predicateHolds(p: Predicate, m: FindableMember): boolean {
  if ('all' in p) return p.all.every((part) => predicateHolds(part, m));
  if ('any' in p) return p.any.some((part) => predicateHolds(part, m));
  const value = m[p.field];
  if ('isNull' in p) return value === null;
  if (value === null) return false;
  if ('in' in p) return typeof value === 'string' && p.in.includes(value);
  if (p.op === '=') return value === p.value;
  if (p.op === '<>') return value !== p.value;
  if (typeof value === 'boolean' || typeof p.value === 'boolean' || typeof value !== typeof p.value) return false;
  return p.op === '<=' ? value <= p.value : value > p.value;
}
