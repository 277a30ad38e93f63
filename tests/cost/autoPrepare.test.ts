import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { autoPreparingClient, StatementNames } from '../../server/db/autoPrepare.ts';

describe('statement names (decision 100)', () => {
  it('names a text from its second call on, always with the same name', () => {
    const names = new StatementNames();
    expect(names.nameOf('SELECT $1')).toBeUndefined();
    const name = names.nameOf('SELECT $1');
    expect(name).toMatch(/^fw_/);
    expect(names.nameOf('SELECT $1')).toBe(name);
    expect(names.nameOf('SELECT $1, $2')).toBeUndefined();
    expect(names.size).toBe(1);
  });

  it('never names more texts than its limit', () => {
    const names = new StatementNames({ hotAfter: 1, maxNamed: 3 });
    const named = Array.from({ length: 10 }, (_, i) => names.nameOf(`SELECT ${i} + $1`)).filter(Boolean);
    expect(named).toHaveLength(3);
    expect(names.size).toBe(3);
    expect(names.nameOf('SELECT 0 + $1')).toBe(named[0]);
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('prepared statements on PostgreSQL', () => {
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    for (const pool of pools) await pool.end();
  });

  it('a repeated query is prepared once on the connection; a one-off and a query without values are not', async () => {
    const { Client } = autoPreparingClient();
    const pool = new pg.Pool({ connectionString: url, max: 1, Client });
    pools.push(pool);
    const prepared = async () =>
      (await pool.query<{ name: string; statement: string }>("SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'fw\\_%' ORDER BY name")).rows;

    for (let i = 0; i < 3; i++) expect((await pool.query({ text: 'SELECT $1::int + 1 AS n' }, [i])).rows).toEqual([{ n: i + 1 }]);
    await pool.query({ text: 'SELECT $1::int * 2 AS n' }, [4]);
    await pool.query('SELECT 1 AS n');
    await pool.query('SELECT 1 AS n');
    expect(await prepared()).toEqual([{ name: expect.stringMatching(/^fw_/) as string, statement: 'SELECT $1::int + 1 AS n' }]);
  });

  it('a failing named statement leaves the connection usable and is retried as written', async () => {
    const { Client } = autoPreparingClient({ hotAfter: 1 });
    const pool = new pg.Pool({ connectionString: url, max: 1, Client });
    pools.push(pool);
    await expect(pool.query({ text: 'SELECT $1::int / 0' }, [1])).rejects.toThrow(/division by zero/);
    await expect(pool.query({ text: 'SELECT $1::int / 0' }, [1])).rejects.toThrow(/division by zero/);
    expect((await pool.query({ text: 'SELECT $1::int + 1 AS n' }, [1])).rows).toEqual([{ n: 2 }]);
  });
});
