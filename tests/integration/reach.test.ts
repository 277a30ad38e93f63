import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendMessageAnswer } from '../../src/contract/chats.ts';
import { SearchAnswer } from '../../src/contract/index.ts';
import { rows, sql } from '../../server/db/connect.ts';
import { members } from '../../server/db/schema.ts';
import { isReachable, PENDING_DELETION, reachableSql } from '../../server/safety/reach.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { insertMember, loginAs } from './members-factory.ts';

// "May A reach B" (SPEC §4, decision 185): one rule, server/safety/reach.ts, that the search, the
// profile view, the like and the send (chat_send, under the locks) all answer alike. Its pair part
// (a block either way) has one text, server/db/functions/blocked_with.sql (decision 191), which
// every path reads, the message notice too.

const json = { 'content-type': 'application/json' };

interface Case {
  name: string;
  /** makes the peer unreachable for the viewer (nothing for the reachable control) */
  make: (t: TestServer, viewer: Member, peer: Member) => Promise<void>;
  /** `by`: who blocked, as the profile view answers it (`blocked_by`, blocker_between.sql) */
  profile: { status: number; error?: string; by?: 'you' | 'them' };
  like: { status: number; error?: string };
  send: { status: number; error?: string };
}

interface Member {
  id: number;
  cookie: string;
}

const setPeer = (values: Partial<typeof members.$inferInsert>) => async (t: TestServer, _viewer: Member, peer: Member) => {
  await t.handle.db.update(members).set(values).where(eq(members.id, peer.id));
};
const block = (blocker: 'viewer' | 'peer' | 'both') => async (t: TestServer, viewer: Member, peer: Member) => {
  const pairs = { viewer: [[viewer, peer]], peer: [[peer, viewer]], both: [[viewer, peer], [peer, viewer]] }[blocker];
  for (const [from, to] of pairs) {
    const res = await t.app.inject({ method: 'POST', url: '/api/block.php', headers: { ...json, cookie: from!.cookie }, payload: { profile_id: to!.id } });
    expect(res.statusCode, res.body).toBe(200);
  }
};

const unavailable = { profile: { status: 404, error: 'not_found' }, like: { status: 403, error: 'member_unavailable' } };

const cases: Case[] = [
  { name: 'a reachable peer (the control)', make: () => Promise.resolve(), profile: { status: 200 }, like: { status: 200 }, send: { status: 200 } },
  {
    name: 'a peer who blocked the viewer',
    make: block('peer'),
    profile: { status: 403, error: 'blocked', by: 'them' },
    like: { status: 403, error: 'blocked' },
    send: { status: 403, error: 'blocked' },
  },
  {
    name: 'a peer the viewer blocked',
    make: block('viewer'),
    profile: { status: 403, error: 'blocked', by: 'you' },
    like: { status: 403, error: 'blocked' },
    send: { status: 403, error: 'blocked' },
  },
  // the viewed member's block is the one reported (profileRead.ts `blocked_by`)
  {
    name: 'a peer who blocked the viewer the viewer blocked too',
    make: block('both'),
    profile: { status: 403, error: 'blocked', by: 'them' },
    like: { status: 403, error: 'blocked' },
    send: { status: 403, error: 'blocked' },
  },
  // the send's own code for a barred peer (decision 121)
  { name: 'a suspended peer', make: setPeer({ moderation: 'suspended' }), ...unavailable, send: { status: 403, error: 'member_suspended' } },
  { name: 'a banned peer', make: setPeer({ moderation: 'banned' }), ...unavailable, send: { status: 403, error: 'member_suspended' } },
  // the status alone (an account deletion also hides the profile): the rule itself must refuse it
  { name: 'a peer pending deletion', make: setPeer({ status: PENDING_DELETION }), ...unavailable, send: { status: 403, error: 'member_unavailable' } },
  { name: 'an invisible peer', make: setPeer({ invisible: true }), ...unavailable, send: { status: 403, error: 'member_unavailable' } },
];

describe.each(backends)('"may A reach B" on the search, the profile, the like and the send (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function member(fields: Parameters<typeof insertMember>[2]): Promise<Member> {
    const created = await insertMember(t.handle.db, t.clock.now(), fields);
    await t.handle.db.update(members).set({ credits: 1000, paidUser: true }).where(eq(members.id, created.id));
    return { id: created.id, cookie: await loginAs(t.app, created.email) };
  }

  it.each(cases.map((c, i) => ({ ...c, age: 60 + i })))('$name', async (c) => {
    const viewer = await member({ gender: 'male', sexuality: 'hetero' });
    // an age of its own: the search below finds this peer or nobody, whatever the other cases left
    const peer = await member({ gender: 'female', sexuality: 'hetero', country: 'GB', region: 'Greater London', age: c.age });
    await c.make(t, viewer, peer);

    const search = await t.app.inject({ method: 'GET', url: `/api/members.php?gender=female&country=GB&min_age=${c.age}&max_age=${c.age}`, headers: { cookie: viewer.cookie } });
    expect(search.statusCode, search.body).toBe(200);
    const found = SearchAnswer.parse(search.json()).profiles.map((p) => p.id);
    expect(found.includes(peer.id)).toBe(c.profile.status === 200);

    const profile = await t.app.inject({ method: 'GET', url: `/api/profile.php?id=${peer.id}`, headers: { cookie: viewer.cookie } });
    expect(profile.statusCode, profile.body).toBe(c.profile.status);
    if (c.profile.error) expect(profile.json<{ error: string }>().error).toBe(c.profile.error);
    expect(profile.json<{ by?: string }>().by).toBe(c.profile.by);

    const like = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: { ...json, cookie: viewer.cookie }, payload: { profile_id: peer.id } });
    expect(like.statusCode, like.body).toBe(c.like.status);
    if (c.like.error) expect(like.json<{ error: string }>().error).toBe(c.like.error);

    const send = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { ...json, cookie: viewer.cookie },
      payload: { id: crypto.randomUUID(), kind: 'text', body: 'hello there', profile_id: peer.id },
    });
    expect(send.statusCode, send.body).toBe(c.send.status);
    if (c.send.error) expect(send.json<{ error: string }>().error).toBe(c.send.error);
  });

  const send = (from: Member, to: { conversation_id: number } | { profile_id: number }) =>
    t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: from.cookie }, payload: { id: crypto.randomUUID(), kind: 'text', body: 'are you there', ...to } });
  /** message_notice's `blocked`: whether a message from `sender` may notify `recipient` (decision 143) */
  const noticeBlocked = async (conversation: number, sender: Member, recipient: Member) => {
    const [row] = await rows<{ blocked: boolean }>(
      t.handle.db,
      sql`SELECT (message_notice(${conversation}::bigint, ${sender.id}::int, ${recipient.id}::int) ->> 'blocked')::boolean AS blocked`,
    );
    return row?.blocked;
  };

  it.each(['viewer', 'peer'] as const)(
    'a block by the %s: no send either way in their conversation (refused before the locks) and no notification either way',
    async (blocker) => {
      const viewer = await member({ gender: 'male', sexuality: 'hetero' });
      const peer = await member({ gender: 'female', sexuality: 'hetero' });
      const opened = await send(viewer, { profile_id: peer.id });
      expect(opened.statusCode, opened.body).toBe(200);
      const conversation = SendMessageAnswer.parse(opened.json()).chat.conversation.id;
      await t.app.notifier.settled();
      expect(await noticeBlocked(conversation, viewer, peer)).toBe(false);
      expect(await noticeBlocked(conversation, peer, viewer)).toBe(false);

      await block(blocker)(t, viewer, peer);
      for (const [from, to] of [
        [viewer, peer],
        [peer, viewer],
      ] as const) {
        // the conversation's rows stay (hidden), so chat_send finds the peer and refuses before its locks
        const refused = await send(from, { conversation_id: conversation });
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json<{ error: string }>().error).toBe('blocked');
        expect(await noticeBlocked(conversation, from, to)).toBe(true);
        // a message that reaches the recipient after the block (a held one released): no notification
        expect(await t.app.notifier.messageSent({ senderId: from.id, recipientId: to.id, conversationId: conversation })).toBe('suppressed');
      }
    },
  );

  it('reads B’s part of the rule alike in SQL and in memory', async () => {
    const states = [
      { invisible: false, profileStatus: 'active', status: 'confirmed', moderation: 'active' },
      { invisible: false, profileStatus: 'active', status: 'not_confirmed', moderation: 'warned' },
      { invisible: true, profileStatus: 'active', status: 'confirmed', moderation: 'active' },
      { invisible: false, profileStatus: 'disabled', status: 'confirmed', moderation: 'active' },
      { invisible: false, profileStatus: 'active', status: PENDING_DELETION, moderation: 'active' },
      { invisible: false, profileStatus: 'active', status: 'confirmed', moderation: 'suspended' },
      { invisible: false, profileStatus: 'active', status: 'confirmed', moderation: 'banned' },
    ] as const;
    const inMemory = states.map((s) => isReachable(s));
    expect(inMemory).toEqual([true, true, false, false, false, false, false]);
    const inSql = await rows<{ reachable: boolean }>(
      t.handle.db,
      sql`SELECT ${reachableSql('m')} AS reachable FROM (VALUES ${sql.join(
        states.map((s) => sql`(${s.invisible}::boolean, ${s.profileStatus}::text, ${s.status}::text, ${s.moderation}::text, ${states.indexOf(s)}::int)`),
        sql`, `,
      )}) AS m (invisible, profile_status, status, moderation, i) ORDER BY m.i`,
    );
    expect(inSql.map((r) => r.reachable)).toEqual(inMemory);
  });
});
