import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SendMessageAnswer, type SendMessageRequest } from '../../src/contract/chats.ts';
import type pg from 'pg';
import { buildApp } from '../../server/platform/app.ts';
import { jobs } from '../../server/db/schema.ts';
import { createPgPokeBus } from '../../server/notify/pokeBus.ts';
import { countStatements } from '../helpers/database.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

// What a send costs the database, counted (the cost lane, decision 152 and server/README.md: tests/cost holds the
// tests that count statements or read plans; what a send does is tests/integration/send-one-call,
// send-batch and send-notice). Decision 134: a send is one statement, session check included;
// decision 143: its notification adds only the mail job for a recipient without push.

const json = { 'content-type': 'application/json' };

describe.each(backends)('what a send costs on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const member = (extra: { credits?: number; name?: string } = {}) => signedInMember(t.app, extra, 'cost');
  const send = (from: TestMember, body: Partial<SendMessageRequest>) =>
    t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: from.cookie }, payload: { id: uuidv7(), kind: 'text', body: 'Hello', ...body } });
  const mailJobs = (recipient: TestMember) =>
    t.handle.db
      .select({ key: jobs.dedupeKey, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'message_mail'))
      .then((all) => all.filter((j) => (j.payload as { member?: number }).member === recipient.id));

  it('a first message, a reply, a replay and a refusal are one statement each, session check included', async () => {
    const a = await member({ credits: 100 });
    const b = await member({ credits: 100 });
    // the recipient's push and e-mail are their own subsystem's statements, after the answer
    // (server/notify): told the event here, not counted
    const notified = vi.spyOn(t.app.notifier, 'messageSent').mockResolvedValue('none');
    const counted = countStatements(t.handle.db);
    // the statements the calls made: a background round of another subsystem (its own timer) may
    // fall inside this window too and is not a send's; any statement of a send goes through chat_send
    const sends = () => counted.statements.filter((statement) => statement.includes('chat_send'));
    const others = () => counted.statements.filter((statement) => !statement.includes('chat_send')).join('\n---\n');
    try {
      const first = await send(a, { profile_id: b.id, body: 'first' });
      expect(first.statusCode, first.body).toBe(200);
      expect(sends(), others()).toHaveLength(1);
      const conversation = SendMessageAnswer.parse(first.json()).chat.conversation.id;
      const id = uuidv7();
      const reply = await send(b, { id, conversation_id: conversation, body: 'reply' });
      expect(reply.statusCode, reply.body).toBe(200);
      const replay = await send(b, { id, conversation_id: conversation, body: 'reply' });
      expect(replay.json()).toEqual(reply.json());
      const foreign = await send(a, { id, conversation_id: conversation, body: 'reply' });
      expect(foreign.statusCode).toBe(409);
      const visitor = await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: json, payload: { id: uuidv7(), kind: 'text', body: 'x', profile_id: b.id } });
      expect(visitor.statusCode).toBe(403);
      expect(sends(), others()).toHaveLength(4);
      // and nothing else of theirs: what is left is no read or write of a send's rows
      expect(others()).not.toMatch(/\b(messages|credit_ledger|conversation_members|sessions)\b/);
      // the notification's facts, the message as its recipient sees it among them (decision 178), come from the send's statement
      expect(notified.mock.calls.map(([event]) => event)).toMatchObject([
        { senderId: a.id, recipientId: b.id, conversationId: conversation, message: { body: 'first', from_me: false } },
        { senderId: b.id, recipientId: a.id, conversationId: conversation, message: { id, body: 'reply', from_me: false } },
      ]);
    } finally {
      counted.stop();
      notified.mockRestore();
    }
  });

  // Decision 188: only the statements a send or its notification could make are counted (the send,
  // and what reads or writes a member, a conversation, a message, notification settings, push
  // subscriptions or jobs), so a background round of another subsystem falling inside the window (it
  // happened once on a slow CI machine) cannot change the figure; no retry. A send or a notification
  // that really costs a third statement still fails.
  it('a recipient without push costs the send one more statement after the answer: the mail job', async () => {
    const a = await member({ credits: 100, name: 'Alice' });
    const b = await member();
    const counted = countStatements(t.handle.db);
    const ofTheSend = () => counted.statements.filter((statement) => statement.includes('chat_send') || /\b(jobs|notification_settings|push_subscriptions|members|conversation_members|messages)\b/i.test(statement));
    try {
      const first = await send(a, { profile_id: b.id, body: 'first' });
      expect(first.statusCode, first.body).toBe(200);
      await t.app.notifier.settled();
      // the send (with the recipient's notification facts and push facts), then the e-mail job
      expect(ofTheSend(), counted.statements.join('\n---\n')).toHaveLength(2);
      expect(ofTheSend()[0]).toContain('chat_send');
      expect(ofTheSend()[1]).toMatch(/insert into "jobs"/i);
    } finally {
      counted.stop();
    }
    // the mail job carries the facts the send answered: the conversation kind, the read mark in the key
    const conversation = SendMessageAnswer.parse((await send(a, { profile_id: b.id, body: 'second' })).json()).chat.conversation.id;
    await t.app.notifier.settled();
    const queued = await mailJobs(b);
    expect(queued.map((j) => [j.key, (j.payload as { kind: string }).kind])).toEqual([[`message_mail:${b.id}:${conversation}:0`, 'conversation']]);
  });

  it('a replay and a held message are one statement each: their notification reads nothing', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const id = uuidv7();
    const opened = await send(a, { id, profile_id: b.id, body: 'hi' });
    expect(opened.statusCode, opened.body).toBe(200);
    const conversation = SendMessageAnswer.parse(opened.json()).chat.conversation.id;
    await t.app.notifier.settled();
    const counted = countStatements(t.handle.db);
    try {
      const replay = await send(a, { id, profile_id: b.id, body: 'hi' });
      expect(replay.statusCode).toBe(200);
      const held = await send(a, { conversation_id: conversation, body: 'please send me money via western union, I am stuck' });
      expect(held.statusCode, held.body).toBe(200);
      await t.app.notifier.settled();
      expect(counted.statements, counted.statements.join('\n---\n')).toHaveLength(2);
    } finally {
      counted.stop();
    }
  });

  it.runIf(backend === 'postgres')('with PostgreSQL’s poke bus a send publishes its pokes in its own statement: then only the mail job', async () => {
    const url = (t.handle.db as unknown as { $client: pg.Pool }).$client.options.connectionString ?? '';
    const bus = await createPgPokeBus({ databaseUrl: url, db: t.handle.db, onError: () => undefined });
    const app = await buildApp({ config: t.config, db: t.handle.db, clock: t.clock.now, logger: false, pokeBus: bus });
    try {
      const a = await member({ credits: 100 });
      const b = await member();
      await Promise.all([t.app.presence.open(a.id), t.app.presence.open(b.id)]);
      const counted = countStatements(t.handle.db);
      try {
        const sent = await app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: a.cookie }, payload: { id: uuidv7(), kind: 'text', body: 'over the bus', profile_id: b.id } });
        expect(sent.statusCode, sent.body).toBe(200);
        await app.notifier.settled();
        // the send's statement, then the recipient's mail job: no publish of its own
        expect(counted.statements, counted.statements.join('\n---\n')).toHaveLength(2);
        expect(counted.statements[1]).toMatch(/insert into "jobs"/i);
      } finally {
        counted.stop();
      }
    } finally {
      await app.close();
      await bus.close();
    }
  });
});
