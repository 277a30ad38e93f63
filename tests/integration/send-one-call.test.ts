import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IcebreakersAnswer, SendMessageAnswer, type SendMessageRequest } from '../../src/contract/chats.ts';
import { creditLedger, members, messages } from '../../server/db/schema.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

// Decision 134: a message send is one statement (the session check, the locks, the rules, the
// charge, the message and both chat rows), and the guarantees of the many-statement send hold.

const json = { 'content-type': 'application/json' };


describe.each(backends)('a send in one call on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const member = (extra: { credits?: number; paid_user?: boolean } = {}) => signedInMember(t.app, extra, 'onecall');
  const send = (from: TestMember, body: Partial<SendMessageRequest>) =>
    t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: from.cookie }, payload: { id: uuidv7(), kind: 'text', body: 'Hello', ...body } });
  const price = async (m: TestMember) => IcebreakersAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/icebreakers.php', headers: { cookie: m.cookie } })).json()).price;
  const credits = async (m: TestMember) => (await t.handle.db.select({ c: members.credits }).from(members).where(eq(members.id, m.id)))[0]?.c;

  it('two sends racing for the last credit: exactly one is charged, sent and booked', async () => {
    const a = await member({ credits: 1000 });
    const b = await member();
    const opened = await send(a, { profile_id: b.id, body: 'opening' });
    const conversation = SendMessageAnswer.parse(opened.json()).chat.conversation.id;
    const cost = await price(a);
    await t.handle.db.update(members).set({ credits: cost }).where(eq(members.id, a.id));
    const ids = [uuidv7(), uuidv7()];
    const results = await Promise.all(ids.map((id) => send(a, { id, conversation_id: conversation, body: 'last credit' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect(results.find((r) => r.statusCode === 402)?.json()).toMatchObject({ error: 'insufficient_credits', credits: 0, cost });
    expect(await credits(a)).toBe(0);
    const booked = await t.handle.db.select().from(creditLedger).where(eq(creditLedger.memberId, a.id));
    expect(booked.filter((l) => ids.includes(l.ref)).map((l) => [l.delta, l.balanceAfter])).toEqual([[-cost, 0]]);
    const sent = await Promise.all(ids.map((id) => t.handle.db.select({ id: messages.id }).from(messages).where(eq(messages.id, id))));
    expect(sent.map((rows) => rows.length).sort()).toEqual([0, 1]);
  });

  it('the same message id from two members at once: one sends it, the other is answered 409 and pays nothing', async () => {
    const [a, c] = await Promise.all([member({ credits: 100 }), member({ credits: 100 })]);
    const b = await member();
    const id = uuidv7();
    const results = await Promise.all([send(a, { id, profile_id: b.id, body: 'mine' }), send(c, { id, profile_id: b.id, body: 'mine' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results[0]?.statusCode === 409 ? a : c;
    expect(await credits(loser)).toBe(100);
    expect(await t.handle.db.select().from(creditLedger).where(eq(creditLedger.ref, id))).toHaveLength(1);
  });

  it('a refused send leaves nothing behind: no conversation, no charge', async () => {
    const a = await member({ credits: 0 });
    const b = await member();
    const refused = await send(a, { profile_id: b.id, body: 'no money' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'insufficient_credits', credits: 0 });
    const blocked = await t.app.inject({ method: 'POST', url: '/api/block.php', headers: { ...json, cookie: b.cookie }, payload: { profile_id: a.id } });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await t.handle.db.update(members).set({ credits: 100 }).where(eq(members.id, a.id));
    expect((await send(a, { profile_id: b.id, body: 'blocked' })).json()).toMatchObject({ error: 'blocked' });
    expect(await credits(a)).toBe(100);
    expect(await t.handle.db.select().from(creditLedger).where(eq(creditLedger.memberId, a.id))).toEqual([]);
  });
});
