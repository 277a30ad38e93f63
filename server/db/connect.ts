import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { autoPreparingClient } from './autoPrepare.ts';
import { applyFunctions } from './functions.ts';
import * as schema from './schema.ts';

/** The one query interface the server uses; both drivers implement it with the same SQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` on one connection while holding the migration advisory lock. */
  withMigrationLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** set by the server bundle of `npm start` (scripts/server-build.mjs), which lives elsewhere */
declare const __MIGRATIONS_DIR__: string | undefined;

export const migrationsFolder =
  typeof __MIGRATIONS_DIR__ === 'string' ? __MIGRATIONS_DIR__ : fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant shared by every instance: "flirtwave migrations" (and the functions' re-apply). */
export const MIGRATION_LOCK_KEY = 724_311_902;

export interface OpenOptions {
  /** PostgreSQL URL; when set PGlite is not used */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` or undefined with `pglite` unset opens an in-memory database */
  dataDir?: string | undefined;
  /** an already open PGlite (tests) */
  pglite?: PGlite;
  /** PostgreSQL: name repeated statements so they are planned once per connection (decision 100); default true */
  preparedStatements?: boolean;
}

/**
 * The connection string with `-c jit=off` added to its `options` (decision 193): PostgreSQL's JIT
 * compiles a statement whose estimated cost passes `jit_above_cost`, and the batched reads (a
 * `jsonb_to_recordset` of lookups, estimated at 100 rows) pass it with a plan that runs in
 * milliseconds: a profile read ran 40 ms and spent 1.3 s compiling. Options the URL already names
 * stay (pg takes the URL's `options` over the pool's own).
 */
export function withoutJit(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return databaseUrl; // not a URL (a libpq key=value string): left as given
  }
  const given = url.searchParams.get('options') ?? '';
  if (/(^|\s)-c\s*jit=/.test(given)) return databaseUrl;
  url.searchParams.set('options', `${given} -c jit=off`.trim());
  return url.toString();
}

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: withoutJit(options.databaseUrl),
      max: 10,
      ...(options.preparedStatements === false ? {} : { Client: autoPreparingClient().Client }),
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async withMigrationLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            return await fn(drizzlePg(client, { schema }));
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // PGlite is loaded only when used: its module alone is some 40 MB of a PostgreSQL server's memory
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  let client = options.pglite;
  let releaseLock = () => undefined as void;
  if (!client) {
    if (options.dataDir && options.dataDir !== 'memory://') {
      const dir = path.resolve(options.dataDir);
      mkdirSync(path.dirname(dir), { recursive: true });
      releaseLock = lockDataDir(dir);
      client = new PGlite(dir);
    } else {
      client = new PGlite();
    }
  }
  await client.waitReady;
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in one process: nobody else can race us.
    withMigrationLock: (fn) => fn(db),
    close: async () => {
      await pglite.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is a single-process database: a second server on the same DATA_DIR would corrupt it.
 * A pid file next to the directory refuses that with a clear message (a stale file is taken over).
 */
function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) {
      let alive = true;
      try {
        process.kill(pid, 0);
      } catch {
        alive = false;
      }
      if (alive) {
        throw new Error(
          `DATA_DIR ${dir} is in use by process ${pid}; PGlite allows one server per directory. Use DATABASE_URL (PostgreSQL) to run several instances.`,
        );
      }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/**
 * Applies every pending migration from server/db/migrations, then the current text of every SQL
 * function and trigger from server/db/functions (functions.ts, decision 185). Every start, the test
 * templates and the command-line tools come through here.
 */
export async function runMigrations(handle: DbHandle, db: Db): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  }
  await applyFunctions(db);
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export { sql };
