import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, TransactionRollbackError } from 'drizzle-orm';
// connect.ts imports this module (runMigrations): its values are read at call time, never at load
import { MIGRATION_LOCK_KEY, migrationsFolder, rows, type Db } from './connect.ts';

// The current text of every SQL function and its triggers (decision 185): one file each in
// server/db/functions, `CREATE OR REPLACE`, applied after the migrations at every start (as
// repeatable migrations are elsewhere). The migrations that first wrote them stay as history.

/** Next to the migrations, bundled or not (scripts/server-build.mjs points at the migrations). */
export const functionsFolder = (): string => path.join(migrationsFolder, '..', 'functions');

export interface FunctionFile {
  name: string;
  text: string;
}

/**
 * The files in name order: the deterministic order of the re-apply. A PL/pgSQL body is not resolved
 * when it is created (a LANGUAGE sql one is: blocked_with.sql, which reads a table only), and each
 * file creates its function before the triggers that call it, so the order of the files does not
 * matter to PostgreSQL.
 */
export function functionFiles(folder = functionsFolder()): FunctionFile[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.sql'.length), text: readFileSync(path.join(folder, file), 'utf8') }));
}

/**
 * A file's statements: split at each `;` outside comments, quoted strings and dollar-quoted bodies
 * (PGlite's query runs one statement at a time).
 */
export function statementsOf(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith('--')) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
    } else if (text[i] === "'") {
      i = text.indexOf("'", i + 1);
      if (i === -1) throw new Error('an unterminated string');
      i++;
    } else if (text[i] === '$' && /^\$[A-Za-z_]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)![0];
      const end = text.indexOf(tag, i + tag.length);
      if (end === -1) throw new Error(`an unterminated ${tag} body`);
      i = end + tag.length;
    } else if (text[i] === ';') {
      statements.push(text.slice(start, i + 1));
      start = ++i;
    } else {
      i++;
    }
  }
  if (text.slice(start).replace(/--[^\n]*/g, '').trim() !== '') throw new Error('a statement without its closing semicolon');
  return statements.map((s) => s.trim()).filter((s) => s.replace(/--[^\n]*/g, '').trim() !== '');
}

/** Every function and trigger definition of the schema, as PostgreSQL prints them (one text). */
export async function definitionsNow(db: Db): Promise<string> {
  const [row] = await rows<{ defs: string }>(
    db,
    sql`SELECT COALESCE((SELECT string_agg(pg_get_functiondef(p.oid), E'\n' ORDER BY p.proname, p.oid)
                          FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f'), '')
        || E'\n' ||
        COALESCE((SELECT string_agg(pg_get_triggerdef(t.oid), E'\n' ORDER BY t.tgname, t.oid)
                    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
                   WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal), '') AS defs`,
  );
  return row!.defs;
}

class Unchanged extends Error {}

/**
 * Applies every file in one transaction under the migrator's advisory lock (several instances
 * starting at once on one PostgreSQL take turns; the lock is reentrant for a caller that holds it
 * already). When the definitions come out as they were, the transaction is rolled back: a start
 * that changes nothing leaves the catalog, and the plans other connections keep, untouched.
 * Answers whether anything changed.
 */
export async function applyFunctions(db: Db, files: FunctionFile[] = functionFiles()): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const before = await definitionsNow(tx);
      for (const file of files) {
        for (const statement of statementsOf(file.text)) await tx.execute(sql.raw(statement));
      }
      if ((await definitionsNow(tx)) === before) throw new Unchanged();
    });
    return true;
  } catch (error) {
    if (error instanceof Unchanged || (error instanceof TransactionRollbackError && error.cause instanceof Unchanged)) return false;
    throw error;
  }
}
