import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../server/db/connect.ts';
import { applyFunctions, definitionsNow, functionFiles, statementsOf } from '../../server/db/functions.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';

// Decision 185: the current text of every SQL function and trigger is its file in
// server/db/functions, applied after the migrations at every start.

const files = functionFiles();

/** The function a file creates: its name and its body, the text between the dollar quotes. */
function functionOf(text: string): { name: string; body: string } {
  const created = statementsOf(text).filter((s) => /^CREATE OR REPLACE FUNCTION/m.test(s));
  expect(created).toHaveLength(1);
  const match = /^CREATE OR REPLACE FUNCTION (\w+)\([\s\S]*?AS \$\$([\s\S]*)\$\$;$/m.exec(created[0]!);
  if (!match) throw new Error(`no function body in ${created[0]!.slice(0, 80)}`);
  return { name: match[1]!, body: match[2]! };
}

const triggersOf = (text: string): string[] => [...text.matchAll(/^CREATE OR REPLACE TRIGGER (\w+)/gm)].map((m) => m[1]!);

describe('statementsOf', () => {
  it('splits at semicolons outside comments, strings and dollar-quoted bodies', () => {
    const text = "-- a; comment\nCREATE FUNCTION f() AS $$ BEGIN x := ';'; END; $$;\nSELECT 'a;b'; -- tail;\n";
    expect(statementsOf(text)).toEqual(["-- a; comment\nCREATE FUNCTION f() AS $$ BEGIN x := ';'; END; $$;", "SELECT 'a;b';"]);
    expect(() => statementsOf('SELECT 1')).toThrow(/closing semicolon/);
  });
});

describe.each(backends)('SQL functions from their files (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('every function in the database has its file, and its body is the file’s text', async () => {
    const inDb = await rows<{ name: string; body: string }>(
      t.handle.db,
      sql`SELECT proname AS name, prosrc AS body FROM pg_proc WHERE pronamespace = current_schema()::regnamespace AND prokind = 'f' ORDER BY proname`,
    );
    expect(inDb.map((f) => f.name)).toEqual(files.map((f) => f.name));
    for (const file of files) {
      const fn = functionOf(file.text);
      expect(fn.name, file.name).toBe(file.name);
      expect(inDb.find((f) => f.name === fn.name)?.body, file.name).toBe(fn.body);
    }
  });

  it('every trigger in the database is in the file of the function it executes', async () => {
    const inDb = await rows<{ name: string; fn: string }>(
      t.handle.db,
      sql`SELECT t.tgname AS name, p.proname AS fn FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
          WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal ORDER BY t.tgname`,
    );
    const inFiles = files.flatMap((f) => triggersOf(f.text).map((name) => ({ name, fn: f.name })));
    expect(inDb).toEqual([...inFiles].sort((a, b) => (a.name < b.name ? -1 : 1)));
  });

  it('applies again to nothing, and puts back a function or trigger that drifted from its file', async () => {
    const current = await definitionsNow(t.handle.db);
    expect(await applyFunctions(t.handle.db)).toBe(false);
    expect(await definitionsNow(t.handle.db)).toBe(current);

    await t.handle.db.execute(sql`CREATE OR REPLACE FUNCTION notify_all_cards() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END; $$`);
    await t.handle.db.execute(sql`DROP TRIGGER sites_bump_version ON sites`);
    expect(await definitionsNow(t.handle.db)).not.toBe(current);
    // two instances starting at once: they take turns, and the second finds nothing to do
    const applied = await Promise.all([applyFunctions(t.handle.db), applyFunctions(t.handle.db)]);
    expect(applied.filter(Boolean).length).toBe(1);
    expect(await definitionsNow(t.handle.db)).toBe(current);
    expect(await applyFunctions(t.handle.db)).toBe(false);
  });
});
