import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { FindableMember } from './niche.ts';
import { predicateHolds, predicateSql, type Predicate } from './predicate.ts';

const dialect = new PgDialect();
const text = (p: Predicate) => dialect.sqlToQuery(predicateSql(p));

const member: FindableMember = {
  siteId: 3,
  invisible: false,
  profileStatus: 'active',
  status: 'confirmed',
  moderation: 'active',
  gender: 'female',
  sexuality: 'bi',
  bodyType: null,
  birthdate: '1980-05-01',
  country: 'NL',
  regionId: null,
  lookingFor: null,
};

describe('a member predicate written once, read as SQL and in memory', () => {
  it('spells constants as literals, dates as date literals and request values as parameters', () => {
    const q = text({
      all: [
        { field: 'siteId', op: '=', value: 3 },
        { field: 'invisible', op: '=', value: false, spelled: 'literal' },
        { field: 'profileStatus', op: '=', value: 'active', spelled: 'literal' },
        { field: 'birthdate', op: '<=', value: '1990-01-31', spelled: 'date' },
        { any: [{ field: 'gender', op: '=', value: 'male', spelled: 'literal' }, { field: 'bodyType', in: ['curvy', 'plus_size'] }] },
      ],
    });
    expect(q.sql).toBe(
      "m.site_id = $1 AND m.invisible = false AND m.profile_status = 'active' AND m.birthdate <= '1990-01-31'::date AND (m.gender = 'male' OR m.body_type IN ('curvy', 'plus_size'))",
    );
    expect(q.params).toEqual([3]);
  });

  it('brackets an AND inside an OR', () => {
    const q = text({ any: [{ all: [{ field: 'gender', op: '=', value: 'female', spelled: 'literal' }, { field: 'country', op: '=', value: 'NL' }] }, { field: 'regionId', op: '=', value: 7 }] });
    expect(q.sql).toBe("((m.gender = 'female' AND m.country = $1) OR m.region_id = $2)");
  });

  it('refuses to write anything but a constant or a day into the statement text', () => {
    expect(() => text({ field: 'country', op: '=', value: "NL' OR 1=1 --", spelled: 'literal' })).toThrow(/not a constant/);
    expect(() => text({ field: 'sexuality', in: ["bi'); DROP TABLE members; --"] })).toThrow(/not a constant/);
    expect(() => text({ field: 'birthdate', op: '<=', value: '1990-01-31; --', spelled: 'date' })).toThrow(/not a date/);
  });

  it('holds in memory with SQL meaning: a missing value compares as not true', () => {
    expect(predicateHolds({ field: 'bodyType', in: ['curvy'] }, member)).toBe(false);
    expect(predicateHolds({ field: 'regionId', op: '<>', value: 4 }, member)).toBe(false);
    expect(predicateHolds({ any: [{ field: 'bodyType', in: ['curvy'] }, { field: 'sexuality', in: ['bi', 'lesbian'] }] }, member)).toBe(true);
    expect(predicateHolds({ field: 'birthdate', op: '<=', value: '1980-05-01' }, member)).toBe(true);
    expect(predicateHolds({ field: 'birthdate', op: '>', value: '1980-05-01' }, member)).toBe(false);
    expect(predicateHolds({ all: [{ field: 'siteId', op: '=', value: 3 }, { field: 'moderation', in: ['active', 'warned'] }] }, member)).toBe(true);
    expect(predicateHolds({ field: 'siteId', op: '<=', value: 'x' }, member)).toBe(false);
  });
});
