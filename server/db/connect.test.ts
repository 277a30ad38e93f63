import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, withoutJit } from './connect.ts';

describe('connections to PostgreSQL run without JIT (decision 193)', () => {
  it('adds -c jit=off to the options a URL names, or as its options', () => {
    expect(new URL(withoutJit('postgres://app@db.internal:5432/flirtwave')).searchParams.get('options')).toBe('-c jit=off');
    const both = new URL(withoutJit('postgres://app@db/flirtwave?options=-c%20synchronous_commit%3Doff&sslmode=require'));
    expect(both.searchParams.get('options')).toBe('-c synchronous_commit=off -c jit=off');
    expect(both.searchParams.get('sslmode')).toBe('require');
  });

  it('leaves a URL that sets jit itself, and a string that is no URL, as given', () => {
    expect(withoutJit('postgres://app@db/f?options=-c%20jit%3Don')).toBe('postgres://app@db/f?options=-c%20jit%3Don');
    expect(withoutJit('host=db dbname=flirtwave')).toBe('host=db dbname=flirtwave');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('a pool connection has jit off, the URL’s own options kept', async () => {
    const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, preparedStatements: false });
    try {
      const result: unknown = await handle.db.execute(sql`SELECT current_setting('jit') AS jit`);
      expect(result).toMatchObject({ rows: [{ jit: 'off' }] });
    } finally {
      await handle.close();
    }
  });
});
