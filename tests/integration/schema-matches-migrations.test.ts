import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/connect.ts';
import * as schema from '../../server/db/schema.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * The SQL migrations are the one source of the database schema (docs/decisions/125-sql-migrations-are-the-schema.md).
 * `server/db/schema.ts` declares, for the query builder, the tables some services read through
 * Drizzle; this test holds every declared table to the migrated database, column by column, so the
 * TypeScript view cannot drift from what the migrations made.
 */
interface DbColumn {
  table_name: string;
  column_name: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
}

const exported: unknown[] = Object.values(schema);
const tables = exported.filter((value): value is PgTable => value instanceof PgTable);

/** Drizzle's SQL type names, written as PostgreSQL's format_type() writes them. */
function normalType(type: string): string {
  const t = type.toLowerCase().trim();
  if (t === 'serial') return 'integer';
  if (t === 'bigserial') return 'bigint';
  if (t === 'smallserial') return 'smallint';
  if (t === 'timestamp') return 'timestamp without time zone';
  if (t.startsWith('varchar')) return t.replace('varchar', 'character varying');
  if (t === 'char') return 'character(1)';
  if (t.startsWith('char(')) return t.replace('char', 'character');
  if (t === 'double precision' || t === 'real') return t;
  if (t.startsWith('numeric')) return t;
  return t;
}

describe.each(backends)('schema.ts against the migrated database on %s', (backend) => {
  let t: TestServer;
  let columns: DbColumn[];
  beforeAll(async () => {
    t = await startTestServer(backend);
    columns = await rows<DbColumn>(
      t.handle.db,
      sql`
        SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
               a.attnotnull AS not_null, (ad.adbin IS NOT NULL OR a.attidentity <> '') AS has_default
          FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid AND c.relkind = 'r'
          JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
          LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
         WHERE a.attnum > 0 AND NOT a.attisdropped`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('declares every table the migrations make, and no other', () => {
    const migrated = [...new Set(columns.map((c) => c.table_name))].sort();
    expect(tables.map((table) => getTableConfig(table).name).sort()).toEqual(migrated);
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))('%s matches its migrations column by column', (name, table) => {
    const config = getTableConfig(table);
    const inDb = columns.filter((c) => c.table_name === name);
    expect(inDb.length, `table ${name} exists in the migrated database`).toBeGreaterThan(0);
    const declared = config.columns.map((c) => ({
      column: c.name,
      type: normalType(c.getSQLType()),
      notNull: c.notNull || c.primary,
      hasDefault: c.hasDefault || c.getSQLType().toLowerCase().includes('serial'),
    }));
    const migrated = inDb.map((c) => ({ column: c.column_name, type: c.type, notNull: c.not_null, hasDefault: c.has_default }));
    const byName = (a: { column: string }, b: { column: string }) => a.column.localeCompare(b.column);
    // a column the migrations added but schema.ts does not declare is a drift too: the query
    // builder would never write it, and the types would not tell a reader it exists
    expect(declared.map((c) => c.column).sort()).toEqual(migrated.map((c) => c.column).sort());
    for (const column of declared.sort(byName)) {
      const db = migrated.find((c) => c.column === column.column);
      expect({ column: column.column, type: column.type, notNull: column.notNull }).toEqual({ column: db?.column, type: db?.type, notNull: db?.notNull });
      // a default in the database that schema.ts does not know about is harmless for inserts; one
      // that schema.ts promises and the database lacks makes inserts fail
      if (column.hasDefault) expect(db?.hasDefault, `${name}.${column.column} has a default`).toBe(true);
    }
  });
});
