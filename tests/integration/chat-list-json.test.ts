import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsAnswer, SendMessageAnswer } from '../../src/contract/chats.ts';
import { AUTH_COOKIE } from '../../src/contract/constants.ts';
import { members, photos, sessions } from '../../server/db/schema.ts';
import { hashToken } from '../../server/services/sessions.ts';
import { chatsAnswer, memberChatRows } from '../../server/services/chat/chatList.ts';
import { SiteDirectory } from '../../server/services/sites.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

/**
 * GET /api/chats.php is built by PostgreSQL as JSON (decision 103). These cases hold it equal, field
 * for field, to the answer Node builds from the same rows (`chatsAnswer`), across every state a chat
 * row can be in: messages both ways, an image and a gift-less empty body, a peer without a public
 * photo, an unconfirmed peer, a peer pending deletion, a blocked peer, a chat deleted and a chat
 * cleared then written to again; with and without a `since` cursor.
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

  /** the fast answer and Node's answer from the rows, for the same member and cursor */
  async function both(who: Member, since?: string) {
    const url = since === undefined ? '/api/chats.php' : `/api/chats.php?since=${since}`;
    const reply = await call(who, 'GET', url);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    const fast = ChatsAnswer.parse(JSON.parse(reply.body));
    const site = (await SiteDirectory.load(t.handle.db)).resolve('localhost');
    const cursor = since === undefined ? undefined : Number(since);
    const slow = ChatsAnswer.parse(chatsAnswer(site, who.id, await memberChatRows(t.handle.db, who.id, cursor), cursor));
    return { fast, slow };
  }

  it('answers what Node builds from the rows, in every state a chat can be in', async () => {
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
    await send(unconfirmed, me, 'hi, not confirmed yet');
    await t.handle.db.update(members).set({ status: 'not_confirmed' }).where(eq(members.id, unconfirmed.id));
    await send(leaving, me, 'leaving soon');
    await send(blocked, me, 'you will block me');
    const withDeleted = await send(deleted, me, 'delete me');
    const withCleared = await send(cleared, me, 'before clearing');

    const before = await both(me);
    expect(before.fast).toEqual(before.slow);
    expect(before.fast.chats.map((c) => c.profile.id).sort()).toEqual([plain, noPhoto, unconfirmed, leaving, blocked, deleted, cleared].map((m) => m.id).sort());
    const mine = before.fast.chats.find((c) => c.conversation.id === withPlain);
    expect(mine).toMatchObject({ profile: { id: plain.id, name: 'Zoë 🌸 \\ back' }, last_message: { body: 'line one\nline "two"\t\u2028 end', from_me: false } });
    expect(before.fast.chats.find((c) => c.profile.id === noPhoto.id)?.profile.image).toBeNull();
    expect(before.fast.chats.find((c) => c.profile.id === unconfirmed.id)?.reply_blocked).toBe(true);
    expect(before.fast.chats[0]?.last_message_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await t.handle.db.update(members).set({ status: 'pending_deletion' }).where(eq(members.id, leaving.id));
    const block = await call(me, 'POST', '/api/block.php', { profile_id: blocked.id });
    expect(block.statusCode, block.body).toBe(200);
    expect((await call(me, 'DELETE', `/api/chat.php?conversation=${withDeleted}`)).statusCode).toBe(200);
    expect((await call(me, 'DELETE', `/api/chat.php?conversation=${withCleared}`)).statusCode).toBe(200);
    await send(cleared, withCleared, 'after clearing');

    const after = await both(me);
    expect(after.fast).toEqual(after.slow);
    const shown = after.fast.chats.map((c) => c.profile.id);
    expect(shown).not.toContain(leaving.id);
    expect(shown).not.toContain(blocked.id);
    expect(shown).not.toContain(deleted.id);
    expect(after.fast.chats.find((c) => c.conversation.id === withCleared)?.last_message?.body).toBe('after clearing');

    // deltas: the changes since the first read, with tombstones, and nothing after the newest cursor
    const delta = await both(me, before.fast.cursor);
    expect(delta.fast).toEqual(delta.slow);
    expect(delta.fast.tombstones.length).toBeGreaterThan(0);
    const none = await both(me, after.fast.cursor);
    expect(none.fast).toEqual({ chats: [], tombstones: [], cursor: after.fast.cursor });
    expect(none.fast).toEqual(none.slow);
  });

  it('a member without chats gets an empty list, and a visitor is refused as such', async () => {
    const lonely = await member();
    const { fast, slow } = await both(lonely);
    expect(fast).toEqual({ chats: [], tombstones: [], cursor: '0' });
    expect(fast).toEqual(slow);
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
