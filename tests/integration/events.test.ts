import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPresence, members } from '../../server/db/schema.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

/** Reads an SSE body until `done(text so far)` holds or the time runs out. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, done: (text: string) => boolean, ms = 5000): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (!done(text) && Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (next === null || next.done) break;
    text += decoder.decode(next.value, { stream: true });
  }
  return text;
}

describe.each(backends)('the real-time stream on %s', (backend) => {
  let t: TestServer;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    app = await t.build({ SSE_KEEPALIVE_MS: '60', JOB_RUNNER: '0' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function member(): Promise<{ id: number; cookie: string }> {
    const email = `sse-${crypto.randomUUID()}@events.test`;
    const created = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'right-password-1' } });
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: json, payload: { email, password: 'right-password-1' } });
    return { id: created.json<{ id: number }>().id, cookie: sessionCookie(login) };
  }

  it('many streams get keep-alives in shared rounds, keep their presence fresh, and a logout ends only that session’s streams', async () => {
    const ada = await member();
    const ben = await member();
    const open = async (cookie: string) => {
      const res = await fetch(`${base}/api/events.php`, { headers: { cookie } });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body?.getReader();
      if (!reader) throw new Error('no body');
      return reader;
    };
    const adaStreams = await Promise.all(Array.from({ length: 5 }, () => open(ada.cookie)));
    const benStream = await open(ben.cookie);
    for (const reader of [...adaStreams, benStream]) expect(await readUntil(reader, (s) => s.split(': keep-alive').length > 2)).toContain(': keep-alive');
    await expect.poll(async () => (await t.handle.db.select().from(memberPresence).where(eq(memberPresence.memberId, ada.id))).length).toBe(5);

    // Ada logs out: her streams end at the next round, Ben's keeps going
    await app.inject({ method: 'POST', url: '/api/logout.php', headers: { cookie: ada.cookie } });
    for (const reader of adaStreams) {
      await readUntil(reader, () => false, 1000);
      expect((await reader.read()).done).toBe(true);
    }
    expect(await readUntil(benStream, (s) => s.includes(': keep-alive'))).toContain(': keep-alive');
    await expect.poll(async () => (await t.handle.db.select().from(memberPresence).where(eq(memberPresence.memberId, ada.id))).length).toBe(0);
    await benStream.cancel();
    await expect.poll(async () => (await t.handle.db.select().from(memberPresence).where(eq(memberPresence.memberId, ben.id))).length).toBe(0);
  });

  it('a member awaiting deletion loses the stream at the next round, whatever session survived', async () => {
    const eve = await member();
    const res = await fetch(`${base}/api/events.php`, { headers: { cookie: eve.cookie } });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    expect(await readUntil(reader, (s) => s.includes(': keep-alive'))).toContain(': keep-alive');
    await t.handle.db.update(members).set({ status: 'pending_deletion' }).where(eq(members.id, eve.id));
    await readUntil(reader, () => false, 1000);
    expect((await reader.read()).done).toBe(true);
  });
});
