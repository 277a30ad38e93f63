import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` bundles the server (scripts/server-build.mjs, decision 101). Several instances may
 * start at once from one checkout: a start must never read a half-written bundle, and a start with
 * nothing changed must not build at all.
 */
const script = resolve('scripts/server-build.mjs');
const dir = mkdtempSync(join(tmpdir(), 'server-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One `npm start`'s build, in a process of its own (as two starts are). */
function buildInChild(outfile: string, entry = 'server/main.ts'): Promise<void> {
  const code = `const { buildServer } = await import(${JSON.stringify(script)}); await buildServer(process.env.OUTFILE, process.env.ENTRY);`;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { env: { ...process.env, OUTFILE: outfile, ENTRY: entry }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (status) => (status === 0 ? done() : fail(new Error(`build exited with ${status}: ${stderr}`))));
  });
}

const whole = (text: string): boolean => text.trimEnd().endsWith('//# sourceMappingURL=main.mjs.map');
const identity = (file: string): string => {
  const s = statSync(file);
  return `${s.ino}:${s.mtimeMs}`;
};

describe('the server bundle of npm start', () => {
  it('two starts at once: every read of the bundle is whole, a reader of the old bundle keeps it whole, and a third start builds nothing', { timeout: 180_000 }, async () => {
    const outfile = join(dir, 'two', 'main.mjs');
    // a bundle of an older build is in place and being read (an instance running it)
    await buildInChild(outfile);
    const old = '// an older build\n'.repeat(50_000) + '//# sourceMappingURL=main.mjs.map\n';
    writeFileSync(outfile, old);
    const running = openSync(outfile, 'r');

    let building = true;
    let reads = 0;
    const partial: number[] = [];
    const reader = (async () => {
      while (building) {
        const text = readFileSync(outfile, 'utf8');
        reads++;
        if (!whole(text)) partial.push(text.length);
        await new Promise((next) => setImmediate(next));
      }
    })();
    await Promise.all([buildInChild(outfile), buildInChild(outfile)]);
    building = false;
    await reader;

    expect(partial, `${partial.length} of ${reads} reads found a partial bundle`).toEqual([]);
    const built = readFileSync(outfile, 'utf8');
    expect(whole(built)).toBe(true);
    expect(built).toContain(resolve('server/db/migrations'));
    // the instance that opened the old bundle before the rebuild still reads all of it
    const buffer = Buffer.alloc(Buffer.byteLength(old) + 10);
    const length = readSync(running, buffer, 0, buffer.length, 0);
    closeSync(running);
    expect(length).toBe(Buffer.byteLength(old));
    expect(buffer.subarray(0, length).toString('utf8')).toBe(old);

    // nothing changed since: the next start leaves the bundle as it is
    const before = identity(outfile);
    await buildInChild(outfile);
    expect(identity(outfile)).toBe(before);
  });

  it('builds again when a source changed, when the stamp is unreadable and when the bundle was damaged', { timeout: 120_000 }, async () => {
    const sources = join(dir, 'sources');
    const outfile = join(dir, 'small', 'main.mjs');
    writeFileSync(join(dir, 'sources-greeting.ts'), "export const greeting: string = 'hello';\n");
    writeFileSync(`${sources}.ts`, "import { greeting } from './sources-greeting.ts';\nconsole.log(greeting);\n");
    await buildInChild(outfile, `${sources}.ts`);
    expect(readFileSync(outfile, 'utf8')).toContain('hello');
    const first = identity(outfile);
    await buildInChild(outfile, `${sources}.ts`);
    expect(identity(outfile)).toBe(first);

    // an imported file changes: built again
    writeFileSync(join(dir, 'sources-greeting.ts'), "export const greeting: string = 'goodbye';\n");
    await buildInChild(outfile, `${sources}.ts`);
    expect(readFileSync(outfile, 'utf8')).toContain('goodbye');

    // the stamp unreadable: built again
    writeFileSync(`${outfile}.inputs.json`, '{"key":');
    const second = identity(outfile);
    await buildInChild(outfile, `${sources}.ts`);
    expect(identity(outfile)).not.toBe(second);
    const stamp = JSON.parse(readFileSync(`${outfile}.inputs.json`, 'utf8')) as { key?: unknown; bundle?: unknown };
    expect([typeof stamp.key, typeof stamp.bundle]).toEqual(['string', 'string']);

    // the bundle cut short by hand or by a full disk: built again
    writeFileSync(outfile, 'console.log(');
    await buildInChild(outfile, `${sources}.ts`);
    expect(readFileSync(outfile, 'utf8')).toContain('goodbye');
  });
});
