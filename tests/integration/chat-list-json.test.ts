import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsAnswer, SendMessageAnswer } from '../../src/contract/chats.ts';
import { AUTH_COOKIE } from '../../src/contract/constants.ts';
import { members, photos, sessions } from '../../server/db/schema.ts';
import { hashToken } from '../../server/account/session/sessions.ts';
import { SiteDirectory } from '../../server/platform/sites.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

/**
 * GET /api/chats.php is built by PostgreSQL as JSON (decision 103), and so is the chat of a send or
 * read answer, from the same fragment. These cases hold it, field by field, across every state a
 * chat row can be in: messages both ways, special characters, a peer without a public photo, an
 * unconfirmed peer, a peer pending deletion, a blocked peer, a chat deleted and a chat cleared then
 * written to again; with and without a `since` cursor.
 */
describe.each(backends)('chats.php built as JSON on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  type Member = TestMember;
  const member = (extra: { credits?: number; name?: string } = {}) => signedInMember(t.app, extra, 'cj');
  const call = (who: Member, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { headers: { ...json, cookie: who.cookie }, payload } : { headers: { cookie: who.cookie } }) });
  async function send(from: Member, to: Member | number, body: string): Promise<number> {
    const target = typeof to === 'number' ? { conversation_id: to } : { profile_id: to.id };
    const reply = await call(from, 'POST', '/api/messages.php', { id: uuidv7(), kind: 'text', body, ...target });
    expect(reply.statusCode, reply.body).toBe(200);
    return SendMessageAnswer.parse(reply.json()).chat.conversation.id;
  }

  /** the member's chat list (or its delta since a cursor) */
  async function list(who: Member, since?: string) {
    const url = since === undefined ? '/api/chats.php' : `/api/chats.php?since=${since}`;
    const reply = await call(who, 'GET', url);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    return ChatsAnswer.parse(JSON.parse(reply.body));
  }

  /** the chat of a send answer, as the sender sees it */
  async function sentChat(from: Member, to: Member, body: string) {
    const reply = await call(from, 'POST', '/api/messages.php', { id: uuidv7(), kind: 'text', body, profile_id: to.id });
    expect(reply.statusCode, reply.body).toBe(200);
    return SendMessageAnswer.parse(reply.json()).chat;
  }

  it('answers every state a chat can be in, the same as a send answer shows the chat', async () => {
    const me = await member({ credits: 1000, name: 'Me "quoted" <b>' });
    const plain = await member({ credits: 100, name: 'Zoë 🌸 \\ back' });
    const noPhoto = await member({ credits: 100 });
    const unconfirmed = await member({ credits: 100 });
    const leaving = await member({ credits: 100 });
    const blocked = await member({ credits: 100 });
    const deleted = await member({ credits: 100 });
    const cleared = await member({ credits: 100 });

    await send(me, plain, 'first from me');
    const withPlain = await send(plain, me, 'line one\nline "two"\t\u2028 end');
    await send(me, noPhoto, 'hello');
    await t.handle.db.delete(photos).where(eq(photos.memberId, noPhoto.id));
    // a fictional profile is labelled as such wherever it appears, the chat list too
    await t.handle.db.update(members).set({ fictional: true }).where(eq(members.id, noPhoto.id));
    await send(unconfirmed, me, 'hi, not confirmed yet');
    await t.handle.db.update(members).set({ status: 'not_confirmed' }).where(eq(members.id, unconfirmed.id));
    await send(leaving, me, 'leaving soon');
    await send(blocked, me, 'you will block me');
    const withDeleted = await send(deleted, me, 'delete me');
    const withCleared = await send(cleared, me, 'before clearing');

    const before = await list(me);
    // newest first (the test clock stands still: the newest conversation first)
    expect(before.chats.map((c) => c.profile.id)).toEqual([cleared, deleted, blocked, leaving, unconfirmed, noPhoto, plain].map((m) => m.id));
    expect(before.tombstones).toEqual([]);
    const mine = before.chats.find((c) => c.conversation.id === withPlain);
    expect(mine).toEqual({
      conversation: { id: withPlain },
      profile: { id: plain.id, name: 'Zoë 🌸 \\ back', image: expect.stringMatching(/^\/media\/.+/) as unknown, status: 'active', fictional: false },
      num_unread_messages: 1,
      last_message: { id: expect.any(String) as unknown, kind: 'text', body: 'line one\nline "two"\t\u2028 end', from_me: false },
      last_message_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      last_seq: expect.stringMatching(/^[1-9]\d*$/) as unknown,
      peer_read_seq: '0',
      reply_blocked: false,
    });
    const toNoPhoto = before.chats.find((c) => c.profile.id === noPhoto.id);
    expect(toNoPhoto).toMatchObject({ profile: { image: null, fictional: true }, num_unread_messages: 0, last_message: { body: 'hello', from_me: true }, peer_read_seq: '0' });
    expect(before.chats.find((c) => c.profile.id === unconfirmed.id)?.reply_blocked).toBe(true);
    expect(Number(before.cursor)).toBeGreaterThan(0);

    // the chat of a send answer is the list's chat, from the same SQL
    const answered = await sentChat(me, plain, 'and once more');
    const listed = (await list(me)).chats.find((c) => c.conversation.id === withPlain);
    expect(answered).toEqual(listed);
    expect(answered).toMatchObject({ last_message: { body: 'and once more', from_me: true } });
    expect(Number(answered?.last_seq)).toBeGreaterThan(Number(mine?.last_seq));

    await t.handle.db.update(members).set({ status: 'pending_deletion' }).where(eq(members.id, leaving.id));
    // as starting the deletion does (accountDeletion.ts): the peers' rows get a new version
    await t.handle.db.execute(sql`UPDATE conversation_members SET hidden = hidden WHERE peer_id = ${leaving.id}`);
    const block = await call(me, 'POST', '/api/block.php', { profile_id: blocked.id });
    expect(block.statusCode, block.body).toBe(200);
    expect((await call(me, 'DELETE', `/api/chat.php?conversation=${withDeleted}`)).statusCode).toBe(200);
    expect((await call(me, 'DELETE', `/api/chat.php?conversation=${withCleared}`)).statusCode).toBe(200);
    await send(cleared, withCleared, 'after clearing');

    const after = await list(me);
    // the pending deletion, the blocked peer and the deleted chat are gone; the cleared one is back
    expect(after.chats.map((c) => c.profile.id).sort()).toEqual([cleared, plain, unconfirmed, noPhoto].map((m) => m.id).sort());
    expect(after.chats[0]).toMatchObject({ conversation: { id: withCleared }, num_unread_messages: 1, last_message: { body: 'after clearing' } });
    expect(after.tombstones).toEqual([]);

    // deltas: the changes since the first read, with tombstones, and nothing after the newest cursor
    const delta = await list(me, before.cursor);
    expect(delta.chats.map((c) => c.conversation.id).sort()).toEqual([withCleared, withPlain].sort());
    expect(delta.tombstones.sort()).toEqual([withDeleted, ...[leaving, blocked].map((m) => before.chats.find((c) => c.profile.id === m.id)?.conversation.id)].sort());
    expect(delta.cursor).toBe(after.cursor);
    const none = await list(me, after.cursor);
    expect(none).toEqual({ chats: [], tombstones: [], cursor: after.cursor });
  });

  it('a member without chats gets an empty list, and a visitor is refused as such', async () => {
    const lonely = await member();
    expect(await list(lonely)).toEqual({ chats: [], tombstones: [], cursor: '0' });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/chats.php' });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({ error: 'authentication_required' });
  });

  it('refuses exactly the sessions requireMember refuses: logged out, expired, another site, awaiting deletion', async () => {
    const directory = await SiteDirectory.load(t.handle.db);
    const site = directory.resolve('localhost');
    const otherHost = directory.all.find((x) => x.id !== site.id)?.domain;
    expect(otherHost).toBeDefined();
    // chats.php checks the session in its own SQL (a cursor: in the batched stamp check);
    // icebreakers.php goes through requireMember
    const refusedBoth = async (who: Member, host = 'localhost') => {
      for (const url of ['/api/chats.php', '/api/chats.php?since=0', '/api/icebreakers.php']) {
        const reply = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie, host } });
        expect([url, reply.statusCode, reply.json()]).toEqual([url, 403, { error: 'authentication_required' }]);
      }
    };
    const allowedBoth = async (who: Member) => {
      for (const url of ['/api/chats.php', '/api/chats.php?since=0', '/api/icebreakers.php']) expect((await call(who, 'GET', url)).statusCode).toBe(200);
    };

    const loggedOut = await member();
    await allowedBoth(loggedOut);
    expect((await call(loggedOut, 'POST', '/api/logout.php')).statusCode).toBeLessThan(400);
    await refusedBoth(loggedOut);

    const expired = await member();
    const token = expired.cookie.slice(expired.cookie.indexOf('=') + 1);
    await t.handle.db.update(sessions).set({ expiresAt: new Date(t.clock.now().getTime() - 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    await refusedBoth(expired);

    const elsewhere = await member();
    await refusedBoth(elsewhere, otherHost);

    const leaving = await member();
    await t.handle.db.update(members).set({ status: 'pending_deletion' }).where(eq(members.id, leaving.id));
    await refusedBoth(leaving);
    await refusedBoth({ id: 0, cookie: `${AUTH_COOKIE}=not-a-session` });
  });
});
