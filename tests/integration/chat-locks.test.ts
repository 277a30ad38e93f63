// Issue 19 item 7/8: every send rule judged under the members' locks (lockedWrite); deletion bumps
// peers' rows under the peers' locks.
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_CONVERSATION_LIMIT } from '../../src/contract/constants.ts';
import { rows } from '../../server/db/connect.ts';
import { blocks, conversations, members, messages } from '../../server/db/schema.ts';
import { lockMembers } from '../../server/platform/lockedWrite.ts';
import { untilSomeoneWaits } from '../helpers/database.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

describe.each(backends)('member locks on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = { 'content-type': 'application/json' };
  const member = (extra: Record<string, unknown> = {}) => signedInMember(t.app, extra, 'locks');
  const send = (from: TestMember, to: number, body = 'hello') =>
    t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: from.cookie }, payload: { id: randomUUID(), profile_id: to, kind: 'text', body } });
  const credits = async (id: number) => (await t.handle.db.select({ c: members.credits }).from(members).where(eq(members.id, id)))[0]?.c;

  it(`parallel first messages of a free member to 3 new members open at most ${FREE_CONVERSATION_LIMIT} conversations`, async () => {
    const free = await member({ credits: 1000 });
    const peers = await Promise.all([member(), member(), member()]);
    const before = await credits(free.id);
    const answers = await Promise.all(peers.map((p) => send(free, p.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 403]);
    expect(answers.find((a) => a.statusCode === 403)?.json()).toEqual({ error: 'conversation_limit' });
    const started = await t.handle.db.select().from(conversations).where(eq(conversations.startedBy, free.id));
    expect(started).toHaveLength(FREE_CONVERSATION_LIMIT);
    // only the delivered messages were charged
    const sent = await t.handle.db.select({ cost: messages.cost }).from(messages).where(eq(messages.senderId, free.id));
    expect(sent).toHaveLength(2);
    expect(await credits(free.id)).toBe((before ?? 0) - sent.reduce((s, m) => s + m.cost, 0));
  });

  // the interleaving needs a second connection: PGlite has one, so a held transaction stops every other statement
  it.skipIf(backend === 'pglite')('a block committed while a send waits for the locks refuses the send: nothing charged or delivered', async () => {
    const a = await member({ credits: 1000 });
    const b = await member({ credits: 1000 });
    const before = await credits(a.id);
    let release = (): void => {};
    const held = new Promise<void>((r) => (release = r));
    let locked = (): void => {};
    const isLocked = new Promise<void>((r) => (locked = r));
    // B blocks A in a transaction that holds both members' locks, as blockMember does
    const blocking = t.handle.db.transaction(async (tx) => {
      await lockMembers(tx, [a.id, b.id]);
      await tx.insert(blocks).values({ blockerId: b.id, blockedId: a.id, createdAt: t.clock.now() });
      locked();
      await held;
    });
    await isLocked;
    // the send starts while the block is not committed yet: a rule judged before the locks passes here
    const sending = send(a, b.id, 'after the block');
    await untilSomeoneWaits(t.handle.db, 'a member lock', { type: 'advisory' });
    release();
    await blocking;
    const answer = await sending;
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json()).toEqual({ error: 'blocked' });
    expect(await t.handle.db.select().from(messages).where(eq(messages.senderId, a.id))).toEqual([]);
    expect(await credits(a.id)).toBe(before);
  });

  it.skipIf(backend === 'pglite')("a deletion bumps a peer's chat rows only under the peer's lock (the peer's cursor never skips a send)", async () => {
    const leaving = await member({ credits: 1000, paid_user: true });
    const peer = await member({ credits: 1000, paid_user: true });
    const other = await member({ credits: 1000, paid_user: true });
    expect((await send(peer, leaving.id)).statusCode).toBe(200);
    expect((await send(peer, other.id)).statusCode).toBe(200);
    let release = (): void => {};
    const held = new Promise<void>((r) => (release = r));
    let locked = (): void => {};
    const isLocked = new Promise<void>((r) => (locked = r));
    // the peer's write in another conversation, under the peer's lock, not committed yet (as a send)
    const peerWrite = t.handle.db.transaction(async (tx) => {
      await lockMembers(tx, [peer.id, other.id]);
      await tx.execute(sql`UPDATE conversation_members SET hidden = hidden WHERE member_id = ${peer.id} AND peer_id = ${other.id}`);
      locked();
      await held;
    });
    await isLocked;
    let deleted = false;
    const deletion = t.app
      .inject({ method: 'POST', url: '/api/delete-account.php', headers: { ...json, cookie: leaving.cookie }, payload: { password: 'pw-123456' } })
      .then((r) => {
        deleted = true;
        return r;
      });
    // the deletion waits for the peer's lock instead of committing its bump ahead of the peer's write
    await untilSomeoneWaits(t.handle.db, 'a member lock', { type: 'advisory' });
    expect(deleted).toBe(false);
    release();
    await peerWrite;
    expect((await deletion).statusCode).toBe(200);
    const versions = await rows<{ peer_id: number; version: string }>(
      t.handle.db,
      sql`SELECT peer_id, version::text FROM conversation_members WHERE member_id = ${peer.id} AND peer_id IN (${leaving.id}, ${other.id})`,
    );
    const of = (id: number) => BigInt(versions.find((v) => v.peer_id === id)?.version ?? '0');
    expect(of(leaving.id) > of(other.id)).toBe(true);
  });
});
