import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SendMessageAnswer, type SendMessageRequest } from '../../src/contract/chats.ts';
import { rows } from '../../server/db/connect.ts';
import { jobs, notificationSettings } from '../../server/db/schema.ts';
import { createPgPokeBus, type MemberPoke, type PokeBus } from '../../server/notify/pokeBus.ts';
import { buildApp } from '../../server/platform/app.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

// Decision 143: a send answers, from its one statement, who is poked (and with PostgreSQL's bus
// sends the pokes in it) and the facts of the recipient's notification, so the notification after
// the answer reads nothing the send had read already under its locks.

const json = { 'content-type': 'application/json' };


describe.each(backends)('a send and its notification on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const member = (extra: { credits?: number; name?: string } = {}) => signedInMember(t.app, extra, 'notice');
  const send = (from: TestMember, body: Partial<SendMessageRequest>, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: from.cookie }, payload: { id: uuidv7(), kind: 'text', body: 'Hello', ...body } });
  const mailJobs = (recipient: TestMember) =>
    t.handle.db
      .select({ key: jobs.dedupeKey, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'message_mail'))
      .then((all) => all.filter((j) => (j.payload as { member?: number }).member === recipient.id));

  it('the facts judged are those the send read: settings, a replay, a held message', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    // b turned message e-mails and pushes off (SPEC §3 notification settings)
    await t.handle.db.insert(notificationSettings).values({ memberId: b.id, settings: { new_messages: false, new_conversations: false } });
    const id = uuidv7();
    const opened = await send(a, { id, profile_id: b.id, body: 'hi' });
    expect(opened.statusCode, opened.body).toBe(200);
    await t.app.notifier.settled();
    expect(await mailJobs(b)).toEqual([]);

    const c = await member();
    const conversation = SendMessageAnswer.parse((await send(a, { profile_id: c.id, body: 'hello' })).json()).chat.conversation.id;
    await t.app.notifier.settled();
    expect(await mailJobs(c)).toHaveLength(1);
    // a replay answers the first send again and notifies nobody a second time; neither does a held
    // message (what either costs: tests/cost/send-statements.test.ts)
    const notified = vi.spyOn(t.app.notifier, 'messageSent');
    try {
      const replay = await send(a, { id, profile_id: b.id, body: 'hi' });
      expect(replay.statusCode).toBe(200);
      const held = await send(a, { conversation_id: conversation, body: 'please send me money via western union, I am stuck' });
      expect(held.statusCode, held.body).toBe(200);
      await t.app.notifier.settled();
      const outcomes = await Promise.all(notified.mock.results.map((result) => result.value as Promise<string>));
      expect(outcomes.filter((outcome) => outcome !== 'none')).toEqual([]);
      expect(await mailJobs(b)).toEqual([]);
      expect(await mailJobs(c)).toHaveLength(1);
    } finally {
      notified.mockRestore();
    }
  });

  it.runIf(backend === 'postgres')('with PostgreSQL’s poke bus the pokes go out in the send’s statement and reach another instance', async () => {
    const url = (t.handle.db as unknown as { $client: pg.Pool }).$client.options.connectionString ?? '';
    const buses: PokeBus[] = [];
    const bus = await createPgPokeBus({ databaseUrl: url, db: t.handle.db, onError: () => undefined });
    const other = await createPgPokeBus({ databaseUrl: url, db: t.handle.db, onError: () => undefined });
    buses.push(bus, other);
    const app = await buildApp({ config: t.config, db: t.handle.db, clock: t.clock.now, logger: false, pokeBus: bus });
    try {
      expect(bus.publishIn).toBeDefined();
      const a = await member({ credits: 100 });
      const b = await member();
      // both have the app open (decision 145: only a member with an open stream is poked)
      await Promise.all([t.app.presence.open(a.id), t.app.presence.open(b.id)]);
      const got: MemberPoke[] = [];
      const stops = [other.subscribe(a.id, (p) => got.push(p)), other.subscribe(b.id, (p) => got.push(p))];
      const sent = await send(a, { profile_id: b.id, body: 'over the bus' }, app);
      expect(sent.statusCode, sent.body).toBe(200);
      const conversation = SendMessageAnswer.parse(sent.json()).chat.conversation.id;
      await app.notifier.settled();
      await expect
        .poll(() => [...got].sort((x, y) => x.member - y.member), { timeout: 5000 })
        .toEqual(
          [
            { member: a.id, kind: 'message', conversation_id: conversation },
            { member: b.id, kind: 'message', conversation_id: conversation },
          ].sort((x, y) => x.member - y.member),
        );
      // a held message pokes its sender only (the receiver is poked when a moderator releases it)
      got.length = 0;
      const held = await send(a, { conversation_id: conversation, body: 'please send me money via western union, I am stuck' }, app);
      expect(held.statusCode, held.body).toBe(200);
      await expect.poll(() => got, { timeout: 5000 }).toEqual([{ member: a.id, kind: 'message', conversation_id: conversation }]);
      for (const stop of stops) stop();
    } finally {
      await app.close();
      for (const b of buses) await b.close();
    }
  });

  it('pokes only the members with an open stream, on whichever instance (decision 145)', async () => {
    const a = await member({ credits: 100 });
    const b = await member();
    const got: MemberPoke[] = [];
    const stops = [t.app.bus.subscribe(a.id, (p) => got.push(p)), t.app.bus.subscribe(b.id, (p) => got.push(p))];
    try {
      // neither has the app open: nobody is poked (the push and the e-mail are the notification's)
      const first = await send(a, { profile_id: b.id, body: 'anyone?' });
      expect(first.statusCode, first.body).toBe(200);
      const conversation = SendMessageAnswer.parse(first.json()).chat.conversation.id;
      await t.app.notifier.settled();
      expect(got).toEqual([]);
      // b opens the app (its stream's row): b is poked, a still not
      const stream = await t.app.presence.open(b.id);
      expect((await send(a, { conversation_id: conversation, body: 'there you are' })).statusCode).toBe(200);
      await expect.poll(() => got).toEqual([{ member: b.id, kind: 'message', conversation_id: conversation }]);
      // closed again: nobody
      await t.app.presence.close(stream);
      got.length = 0;
      expect((await send(a, { conversation_id: conversation, body: 'gone again' })).statusCode).toBe(200);
      await t.app.notifier.settled();
      expect(got).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it.runIf(backend === 'postgres')('a stream’s row waits for a send holding the member’s lock, so the send commits before the stream opens', async () => {
    const a = await member();
    const url = (t.handle.db as unknown as { $client: pg.Pool }).$client.options.connectionString ?? '';
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      // a send (another connection) holds a's lock until it commits
      await other.query('BEGIN');
      await other.query('SELECT lock_members(ARRAY[$1::int])', [a.id]);
      let opened = false;
      const opening = t.app.presence.open(a.id).then((id) => {
        opened = true;
        return id;
      });
      // the stream's statement waits on that lock
      const waiting = async () => {
        // outside the open transaction, whose view of pg_stat_activity is kept for its whole length
        const [row] = await rows<{ n: number }>(
          t.handle.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%lock_members%member_presence%'`,
        );
        return row?.n;
      };
      await expect.poll(waiting).toBe(1);
      expect(opened).toBe(false);
      await other.query('COMMIT');
      await opening;
      expect(opened).toBe(true);
    } finally {
      await other.end();
    }
  });
});
