import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/platform/app.ts';
import { members } from '../../server/db/schema.ts';
import { accountApi } from '../../src/contract/signup.ts';
import { backends, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';

// Issue 18: mailed link tokens travel in query strings; the request log must not keep them.
describe.each(backends)('the request log on %s', (backend) => {
  let t: TestServer;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestServer(backend);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({ config: t.config, db: t.handle.db, clock: t.clock.now, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('logs the reset, address-change and other links without their token', async () => {
    const secret = 'S3cretLinkToken_abcdefghijklmnopqrstuvwxyz012345';
    for (const url of [
      `${accountApi.passwordResetDo}?token=${secret}`,
      `${accountApi.mailChangeDo}?token=${secret}&x=1`,
      `/api/unsubscribe.php?t=${secret}`,
      `/reset-password/do?TOKEN=${secret}`,
    ]) {
      await app.inject({ method: 'GET', url });
    }
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('token=[redacted]');
    expect(log).toContain('t=[redacted]');
    expect(log).toContain('x=1');
    expect(log).not.toContain(secret);
  });

  it("logs a failed statement without its parameters nor PostgreSQL's detail (members' addresses, texts, token hashes)", async () => {
    const { id } = await signedInMember(app, {}, 'logged');
    const [row] = await t.handle.db.select().from(members).where(eq(members.id, id));
    if (!row) throw new Error('no member');
    const { id: _id, ...copy } = row;
    const failures: unknown[] = [];
    // the same address twice (a unique index: the detail names the address), a text that is no number (a data exception quotes it)
    await t.handle.db.insert(members).values(copy).catch((error: unknown) => failures.push(error));
    await t.handle.db.execute(sql`SELECT ${'secret words of a member'}::int`).catch((error: unknown) => failures.push(error));
    expect(failures).toHaveLength(2);
    lines.length = 0;
    for (const err of failures) app.log.error({ err }, 'statement failed');
    const logged = lines.map((line) => JSON.parse(line) as { err: { code: string; message: string; query?: string; stack: string } });
    expect(logged.map((l) => l.err.code)).toEqual(['23505', '22P02']);
    expect(logged[0]?.err.message).toContain('duplicate key value violates unique constraint');
    expect(logged[0]?.err.query).toContain('insert into "members"');
    expect(logged[1]?.err.message).toBe('invalid input syntax for type integer: "[redacted]"');
    expect(logged.every((l) => l.err.stack.startsWith('    at '))).toBe(true);
    const text = lines.join('');
    for (const secret of [row.email, row.passwordHash ?? 'no hash', 'secret words', 'params', 'already exists']) expect(text).not.toContain(secret);
  });
});
