import { Writable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SendMessageAnswer, type SendMessageRequest } from '../../src/contract/chats.ts';
import { buildApp } from '../../server/platform/app.ts';
import { creditLedger, members, messages } from '../../server/db/schema.ts';
import { SEND_BATCH } from '../../server/chat/sessionSend.ts';
import { countStatements, untilSomeoneWaits } from '../helpers/database.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

// Decision 150: the sends that arrive while a send's statement runs go together, one statement
// and one transaction for many, and every send keeps the answer, the charge and the order it has
// alone. With one statement in flight at a time, the requests of a Promise.all after the first
// are one batch (on PostgreSQL: PGlite runs each statement in this thread, before the next request
// reaches the batcher).

const json = { 'content-type': 'application/json' };

describe.each(backends)('sends batched on %s', (backend) => {
  let t: TestServer;
  const saved = { ...SEND_BATCH };
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    Object.assign(SEND_BATCH, saved);
  });

  /** an established member: a new account's sends count hits on its hourly cap first and go alone (decision 150) */
  const member = async (extra: { credits?: number } = {}) => {
    const m = await signedInMember(t.app, extra, 'batch');
    await t.handle.db.update(members).set({ signupDate: new Date('2024-01-01T00:00:00Z') }).where(eq(members.id, m.id));
    return m;
  };
  const send = (from: { cookie: string }, body: Partial<SendMessageRequest>) =>
    t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: from.cookie }, payload: { id: uuidv7(), kind: 'text', body: 'Hello', ...body } });
  const credits = async (m: TestMember) => (await t.handle.db.select({ c: members.credits }).from(members).where(eq(members.id, m.id)))[0]?.c;
  /** each of `count` senders has a conversation with a member of their own */
  async function pairs(count: number, credits = 100) {
    return Promise.all(
      Array.from({ length: count }, async () => {
        const [a, b] = await Promise.all([member({ credits }), member()]);
        const opened = await send(a, { profile_id: b.id, body: 'opening' });
        expect(opened.statusCode, opened.body).toBe(200);
        return { a, b, conversation: SendMessageAnswer.parse(opened.json()).chat.conversation.id };
      }),
    );
  }

  it('many members at once: one statement for all but the first, each answered, charged and booked once', async () => {
    const senders = await pairs(8);
    const broke = await member({ credits: 0 });
    const target = await member();
    const before = await Promise.all(senders.map(({ a }) => credits(a)));
    SEND_BATCH.maxInFlight = 1;
    const counted = countStatements(t.handle.db);
    const ids = senders.map(() => uuidv7());
    let results;
    try {
      results = await Promise.all([
        ...senders.map(({ a, conversation }, n) => send(a, { id: ids[n], conversation_id: conversation, body: `batched ${n}` })),
        send(broke, { profile_id: target.id, body: 'no credits' }),
        send({ cookie: 'sid=not-a-session-token' }, { profile_id: target.id, body: 'nobody' }),
      ]);
    } finally {
      counted.stop();
    }
    const sends = counted.statements.filter((text) => text.includes('chat_send('));
    if (backend === 'postgres') {
      // the first alone, the rest together, then the one without a live session alone (answered 403 as
      // alone); PGlite answers each statement before the next request arrives
      expect(sends.map((text) => text.includes('lock_members('))).toEqual([false, true, false]);
    }
    const answers = results.slice(0, senders.length).map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return SendMessageAnswer.parse(r.json());
    });
    answers.forEach((answer, n) => {
      expect(answer.message.id).toBe(ids[n]);
      expect(answer.message.body).toBe(`batched ${n}`);
      expect(answer.chat.conversation.id).toBe(senders[n]?.conversation);
      expect(answer.credits).toBe((before[n] ?? 0) - answer.cost);
    });
    expect(results[senders.length]?.statusCode).toBe(402);
    expect(results[senders.length]?.json()).toMatchObject({ error: 'insufficient_credits', credits: 0 });
    expect(results[senders.length + 1]?.statusCode).toBe(403);
    expect(await Promise.all(senders.map(({ a }) => credits(a)))).toEqual(answers.map((answer) => answer.credits));
    const booked = await t.handle.db.select().from(creditLedger).where(inArray(creditLedger.ref, ids));
    expect(booked).toHaveLength(senders.length);
    expect(await t.handle.db.select({ id: messages.id }).from(messages).where(inArray(messages.id, ids))).toHaveLength(senders.length);
    expect(await t.handle.db.select().from(messages).where(eq(messages.senderId, broke.id))).toEqual([]);
  });

  it("new members' sends go alone after the batch (their hourly cap's hit comes before the locks): all sent, none twice", async () => {
    const established = await pairs(4);
    const young = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const [a, b] = await Promise.all([signedInMember(t.app, { credits: 100 }, 'young'), member()]);
        return { a, b };
      }),
    );
    SEND_BATCH.maxInFlight = 1;
    const counted = countStatements(t.handle.db);
    let results;
    try {
      results = await Promise.all([
        ...established.map(({ a, conversation }) => send(a, { conversation_id: conversation, body: 'old hand' })),
        ...young.map(({ a, b }) => send(a, { profile_id: b.id, body: 'new here' })),
      ]);
    } finally {
      counted.stop();
    }
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 7 }, () => 200));
    if (backend === 'postgres') {
      // the first alone, one batch (the other three established members), then the three new members alone
      const sends = counted.statements.filter((text) => text.includes('chat_send('));
      expect(sends.map((text) => text.includes('lock_members('))).toEqual([false, true, false, false, false]);
    }
    for (const { a } of young) expect(await t.handle.db.select().from(messages).where(eq(messages.senderId, a.id))).toHaveLength(1);
  });

  it('50 parallel sends of a member with credits for 10: exactly 10 sent and charged, the rest refused, no error', async () => {
    const [pair] = await pairs(1);
    if (!pair) throw new Error('no pair');
    const price = SendMessageAnswer.parse((await send(pair.a, { conversation_id: pair.conversation, body: 'priced' })).json()).cost;
    expect(price).toBeGreaterThan(0);
    await t.handle.db.update(members).set({ credits: price * 10 }).where(eq(members.id, pair.a.id));
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => send(pair.a, { conversation_id: pair.conversation, body: `parallel ${i}` })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(await credits(pair.a)).toBe(0);
    expect(await t.handle.db.select().from(messages).where(eq(messages.senderId, pair.a.id))).toHaveLength(12);
  });

  it("one member's sends in one batch keep their order, and a replay in the same batch is charged once", async () => {
    const [pair] = await pairs(1);
    if (!pair) throw new Error('no pair');
    const { a, conversation } = pair;
    const before = await credits(a);
    SEND_BATCH.maxInFlight = 1;
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    const bodies = ['first', 'second', 'third'];
    const results = await Promise.all([
      ...ids.map((id, n) => send(a, { id, conversation_id: conversation, body: bodies[n] })),
      send(a, { id: ids[1], conversation_id: conversation, body: 'second' }),
    ]);
    const answers = results.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return SendMessageAnswer.parse(r.json());
    });
    const seqs = answers.slice(0, 3).map((answer) => Number(answer.message.seq));
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
    expect(answers[3]?.message).toEqual(answers[1]?.message);
    const cost = answers[0]?.cost ?? 0;
    expect(await credits(a)).toBe((before ?? 0) - 3 * cost);
    expect(await t.handle.db.select().from(creditLedger).where(inArray(creditLedger.ref, ids))).toHaveLength(3);
  });

  it("a batch with another member's message id: that send is answered 409 and pays nothing, the others are sent", async () => {
    const senders = await pairs(4);
    const taken = uuidv7();
    const [owner] = await pairs(1);
    expect((await send(owner!.a, { id: taken, conversation_id: owner!.conversation, body: 'mine' })).statusCode).toBe(200);
    const thief = senders[2]!;
    const before = await credits(thief.a);
    SEND_BATCH.maxInFlight = 1;
    const results = await Promise.all(
      senders.map(({ a, conversation }, n) => send(a, { ...(n === 2 ? { id: taken } : {}), conversation_id: conversation, body: `batch ${n}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 409, 200]);
    expect(await credits(thief.a)).toBe(before);
    expect(await t.handle.db.select().from(creditLedger).where(eq(creditLedger.ref, taken))).toHaveLength(1);
  });

  // the interleaving needs a second connection: PGlite has one, so a held transaction stops every other statement
  it.skipIf(backend === 'pglite')('a batch that fails (a message id another member writes meanwhile) wrote nothing, and its sends are sent alone', async () => {
    const senders = await pairs(4);
    const [owner] = await pairs(1);
    const thief = senders[2]!;
    const taken = uuidv7();
    const before = await Promise.all(senders.map(({ a }) => credits(a)));
    let release = (): void => {};
    const held = new Promise<void>((r) => (release = r));
    let written = (): void => {};
    const isWritten = new Promise<void>((r) => (written = r));
    // the owner's message with that id, written and not committed yet: the thief's insert waits for it
    const owning = t.handle.db.transaction(async (tx) => {
      await tx.insert(messages).values({ id: taken, conversationId: owner!.conversation, senderId: owner!.a.id, kind: 'text', body: 'mine', createdAt: t.clock.now() });
      written();
      await held;
    });
    await isWritten;
    SEND_BATCH.maxInFlight = 1;
    // the sends go through an app whose log is read: the fallback says so (an operator's only sign of it)
    const lines: string[] = [];
    const logged = await buildApp({
      config: t.config,
      db: t.handle.db,
      clock: t.clock.now,
      logger: { level: 'warn', stream: new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString('utf8'))) }) },
    });
    const counted = countStatements(t.handle.db);
    const sending = Promise.all(
      senders.map(({ a, conversation }, n) =>
        logged.inject({
          method: 'POST',
          url: '/api/messages.php',
          headers: { ...json, cookie: a.cookie },
          payload: { id: n === 2 ? taken : uuidv7(), kind: 'text', body: `batch ${n}`, conversation_id: conversation },
        }),
      ),
    ).finally(() => logged.close());
    await untilSomeoneWaits(t.handle.db, "the batch (for the owner's message)", { type: 'transactionid' }, 500);
    release();
    await owning;
    const results = await sending.finally(() => counted.stop());
    // the first alone, the other three together (failed), then each of those alone
    const sends = counted.statements.filter((text) => text.includes('chat_send('));
    expect(sends.map((text) => text.includes('lock_members('))).toEqual([false, true, false, false, false]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 409, 200]);
    const warnings = lines.filter((line) => line.includes('send batch failed'));
    expect(warnings.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ sends: 3, err: expect.objectContaining({ code: '23505', message: expect.stringContaining('duplicate key') as unknown }) as unknown }),
    ]);
    // the statement's parameters (the members' texts, their session token hashes) stay out of the log
    expect(warnings.join('')).not.toMatch(/batch 1|params|already exists/);
    expect(results[2]?.json()).toMatchObject({ error: 'invalid_request', issues: [{ path: 'id', code: 'taken' }] });
    const after = await Promise.all(senders.map(({ a }) => credits(a)));
    expect(after[2]).toBe(before[2]);
    for (const n of [0, 1, 3]) expect(after[n]).toBe((before[n] ?? 0) - SendMessageAnswer.parse(results[n]?.json()).cost);
    expect(await t.handle.db.select().from(creditLedger).where(eq(creditLedger.ref, taken))).toEqual([]);
    const thiefs = await t.handle.db.select({ body: messages.body }).from(messages).where(eq(messages.senderId, thief.a.id));
    expect(thiefs.map((m) => m.body)).toEqual(['opening']);
  });

  it('a hostile request beside a batch (a NUL, a lone surrogate) is refused on its own, and the others are sent', async () => {
    const senders = await pairs(4);
    const before = await Promise.all(senders.map(({ a }) => credits(a)));
    SEND_BATCH.maxInFlight = 1;
    const bodies = ['fine 0', 'bad \u0000 byte', 'fine 2', 'half \ud83d pair'];
    const results = await Promise.all(senders.map(({ a, conversation }, n) => send(a, { conversation_id: conversation, body: bodies[n] })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 400, 200, 400]);
    expect(results[1]?.json()).toMatchObject({ error: 'invalid_request' });
    expect(results[3]?.json()).toMatchObject({ error: 'invalid_request' });
    const after = await Promise.all(senders.map(({ a }) => credits(a)));
    for (const n of [1, 3]) expect(after[n]).toBe(before[n]);
    for (const n of [0, 2]) {
      expect(after[n]).toBe((before[n] ?? 0) - SendMessageAnswer.parse(results[n]?.json()).cost);
      const sent = await t.handle.db.select({ body: messages.body }).from(messages).where(eq(messages.senderId, senders[n]!.a.id)).orderBy(messages.seq);
      expect(sent.map((m) => m.body)).toEqual(['opening', bodies[n]]);
    }
  });

  // a cycle needs a second connection holding a lock: PGlite has one
  it.skipIf(backend === 'pglite')("a send the deadlock detector aborts is sent again: answered once, charged once", async () => {
    const [pair] = await pairs(1);
    const { a, b, conversation } = pair!;
    const [low, high] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    const before = await credits(a);
    let taken = (): void => {};
    const holdsHigh = new Promise<void>((r) => (taken = r));
    let sendWaits = (): void => {};
    const waiting = new Promise<void>((r) => (sendWaits = r));
    // a transaction outside the one lock order (lock_members, ascending): the higher member first,
    // then the lower one, which the send holds while it waits for the higher; this side detects late
    const outOfOrder = t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL deadlock_timeout = '20s'`);
      await tx.execute(sql`SELECT pg_advisory_xact_lock(4004, ${high}::int)`);
      taken();
      await waiting;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(4004, ${low}::int)`);
    });
    await holdsHigh;
    const id = uuidv7();
    const sending = send(a, { id, conversation_id: conversation, body: 'through a deadlock' });
    await untilSomeoneWaits(t.handle.db, 'the send (for the higher member)', { type: 'advisory', objid: high }, 400);
    sendWaits();
    await outOfOrder;
    const result = await sending;
    expect(result.statusCode, result.body).toBe(200);
    expect(await credits(a)).toBe((before ?? 0) - SendMessageAnswer.parse(result.json()).cost);
    expect(await t.handle.db.select().from(messages).where(eq(messages.id, id))).toHaveLength(1);
    expect(await t.handle.db.select().from(creditLedger).where(eq(creditLedger.ref, id))).toHaveLength(1);
  });
});
