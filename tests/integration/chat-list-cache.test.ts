import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsAnswer } from '../../src/contract/chats.ts';
import { rows } from '../../server/db/connect.ts';
import { blocks, members, photos, sessions } from '../../server/db/schema.ts';
import { hashToken } from '../../server/account/session/sessions.ts';
import { renameUnannounced as renameHidden } from '../helpers/database.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

/**
 * The whole chat list is sent again from the instance's copy while the member's conversation rows
 * are unchanged and no peer shown changed (decision 106). These cases prove the copy is used (a
 * change made behind the notifications' back stays unseen) and that every change that matters
 * reaches the list: the member's own rows at once, the peers' names, states, thumbnails and
 * blocks through the `chat_cards` notifications (asynchronous on PostgreSQL: polled).
 */
describe.each(backends)('chats.php kept per session on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const member = (extra: { credits?: number; name?: string } = {}) => signedInMember(t.app, { credits: 100, ...extra }, 'cc');
  async function send(from: TestMember, to: TestMember, body: string): Promise<void> {
    const reply = await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...json, cookie: from.cookie }, payload: { id: uuidv7(), kind: 'text', body, profile_id: to.id } });
    expect(reply.statusCode, reply.body).toBe(200);
  }
  async function list(who: TestMember, app = t.app) {
    const reply = await app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: who.cookie } });
    expect(reply.statusCode, reply.body).toBe(200);
    return ChatsAnswer.parse(JSON.parse(reply.body));
  }
  const chatWith = async (who: TestMember, peer: TestMember, app = t.app) => (await list(who, app)).chats.find((c) => c.profile.id === peer.id);
  /** a rename no notification announces and no conversation row records: only a rebuilt list shows it */
  const renameUnannounced = (who: TestMember, name: string) => renameHidden(t.handle.db, who.id, name);

  const poll = { timeout: 5000, interval: 20 };

  it('sends the kept list again while nothing changed, and rebuilds it as soon as the member’s own rows change', async () => {
    const me = await member();
    const peer = await member({ name: 'Ada' });
    await send(peer, me, 'hello');
    const first = await list(me);
    expect(await list(me)).toEqual(first);

    await renameUnannounced(peer, 'Unannounced');
    // the copy: the rename is not seen
    expect((await chatWith(me, peer))?.profile.name).toBe('Ada');

    // a message writes both members' rows: the next list is rebuilt, with everything current
    await send(peer, me, 'are you there?');
    const rebuilt = await chatWith(me, peer);
    expect(rebuilt).toMatchObject({ profile: { name: 'Unannounced' }, num_unread_messages: 2, last_message: { body: 'are you there?', from_me: false } });

    // reading, deleting: the member's own rows, seen at once
    const read = await t.app.inject({ method: 'POST', url: '/api/chat-read.php', headers: { ...json, cookie: me.cookie }, payload: { conversation_id: rebuilt?.conversation.id } });
    expect(read.statusCode, read.body).toBe(200);
    expect((await chatWith(me, peer))?.num_unread_messages).toBe(0);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/chat.php?conversation=${rebuilt?.conversation.id}`, headers: { cookie: me.cookie } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await chatWith(me, peer)).toBeUndefined();
  });

  it('a peer’s new name, state and thumbnail and a block reach a kept list', async () => {
    const me = await member();
    const peer = await member({ name: 'Bea' });
    await send(me, peer, 'hi Bea');
    const before = await chatWith(me, peer);
    expect(before?.profile.image).toMatch(/\/media\//);
    expect(await chatWith(me, peer)).toEqual(before);

    await t.handle.db.update(members).set({ name: 'Beatrice' }).where(eq(members.id, peer.id));
    await expect.poll(async () => (await chatWith(me, peer))?.profile.name, poll).toBe('Beatrice');

    await t.handle.db.update(photos).set({ private: true }).where(eq(photos.memberId, peer.id));
    await expect.poll(async () => (await chatWith(me, peer))?.profile.image, poll).toBeNull();
    await t.handle.db.update(photos).set({ private: false }).where(eq(photos.memberId, peer.id));
    await expect.poll(async () => (await chatWith(me, peer))?.profile.image, poll).toBe(before?.profile.image);

    await t.handle.db.delete(photos).where(eq(photos.memberId, peer.id));
    await expect.poll(async () => (await chatWith(me, peer))?.profile.image, poll).toBeNull();

    await t.handle.db.update(members).set({ status: 'not_confirmed' }).where(eq(members.id, peer.id));
    await expect.poll(async () => (await chatWith(me, peer))?.reply_blocked, poll).toBe(true);
    await t.handle.db.update(members).set({ status: 'confirmed' }).where(eq(members.id, peer.id));
    await expect.poll(async () => (await chatWith(me, peer))?.reply_blocked, poll).toBe(false);

    // a block row alone (not through block.php, which also hides the chats) still hides the chat
    await t.handle.db.insert(blocks).values({ blockerId: peer.id, blockedId: me.id, createdAt: t.clock.now() });
    await expect.poll(async () => (await chatWith(me, peer)) === undefined, poll).toBe(true);
    await t.handle.db.delete(blocks).where(eq(blocks.blockerId, peer.id));
    await expect.poll(async () => (await chatWith(me, peer))?.profile.name, poll).toBe('Beatrice');
  });

  it('the card trigger is considered for an UPDATE that sets a column it compares, every one of them (migration 0033)', async () => {
    // the trigger's column list spares every other UPDATE of members its WHEN clause (a send's
    // charge); a column compared in WHEN but missing from the list would never be announced
    const [trigger] = await rows<{ def: string; columns: string[] }>(
      t.handle.db,
      sql`SELECT pg_get_triggerdef(tg.oid) AS def,
            ARRAY(SELECT a.attname::text FROM unnest(tg.tgattr::int2[]) AS k(num) JOIN pg_attribute a ON a.attrelid = tg.tgrelid AND a.attnum = k.num ORDER BY 1) AS columns
          FROM pg_trigger tg WHERE tg.tgname = 'members_chat_card_update'`,
    );
    const compared = [...(trigger?.def ?? '').matchAll(/old\.(\w+) IS DISTINCT FROM new\.\1/gi)].map((m) => m[1]?.toLowerCase()).sort();
    expect(compared).toEqual(expect.arrayContaining(['last_seen', 'moderation', 'name', 'status']));
    expect(trigger?.columns).toEqual(compared);

    // a charge sets no card column: the kept list stays the copy (a hidden rename stays unseen)
    const me = await member();
    const peer = await member({ name: 'Cleo' });
    await send(peer, me, 'hi');
    expect((await chatWith(me, peer))?.profile.name).toBe('Cleo');
    await renameUnannounced(peer, 'Hidden');
    await t.handle.db.update(members).set({ credits: 7 }).where(eq(members.id, peer.id));
    expect((await chatWith(me, peer))?.profile.name).toBe('Cleo');
    // last_seen is a card column (the online dot): its change is announced, and the list rebuilt
    await t.handle.db.update(members).set({ lastSeen: new Date(t.clock.now().getTime() + 3_600_000) }).where(eq(members.id, peer.id));
    await expect.poll(async () => (await chatWith(me, peer))?.profile.name, poll).toBe('Hidden');
  });

  it('a kept list is never sent to a session logged out, expired or awaiting deletion', async () => {
    const refused = async (who: TestMember) => {
      const reply = await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: who.cookie } });
      expect([reply.statusCode, reply.json()]).toEqual([403, { error: 'authentication_required' }]);
    };
    const kept = async () => {
      const who = await member();
      await send(await member(), who, 'hey');
      await list(who);
      expect((await list(who)).chats).toHaveLength(1);
      return who;
    };

    const loggedOut = await kept();
    expect((await t.app.inject({ method: 'POST', url: '/api/logout.php', headers: { cookie: loggedOut.cookie } })).statusCode).toBeLessThan(400);
    await refused(loggedOut);

    const expired = await kept();
    const token = expired.cookie.slice(expired.cookie.indexOf('=') + 1);
    await t.handle.db.update(sessions).set({ expiresAt: new Date(t.clock.now().getTime() - 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    await refused(expired);

    const leaving = await kept();
    await t.handle.db.update(members).set({ status: 'pending_deletion' }).where(eq(members.id, leaving.id));
    await refused(leaving);
  });

  it('many calls at once share session checks (decision 107), and each gets its own member’s answer', async () => {
    const people = await Promise.all([member(), member(), member()]);
    for (const [i, who] of people.entries()) for (let k = 0; k <= i; k++) await send(await member({ name: `Peer ${i}.${k}` }), who, `hello ${k}`);
    const gone = await member();
    expect((await t.app.inject({ method: 'POST', url: '/api/logout.php', headers: { cookie: gone.cookie } })).statusCode).toBeLessThan(400);
    const wholes = await Promise.all(people.map((who) => list(who)));
    const calls = Array.from({ length: 60 }, (_, n) => {
      const who = n % 4 === 3 ? gone : people[n % 4]!;
      const url = n % 2 ? `/api/chats.php?since=${wholes[n % 4]?.cursor ?? 0}` : '/api/chats.php';
      return { n, who, url };
    });
    const replies = await Promise.all(calls.map(({ who, url }) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } })));
    for (const [k, reply] of replies.entries()) {
      const { n, who, url } = calls[k]!;
      if (who === gone) {
        expect([n, reply.statusCode]).toEqual([n, 403]);
        continue;
      }
      const answer = ChatsAnswer.parse(reply.json());
      const whole = wholes[n % 4]!;
      expect([n, url, answer]).toEqual([n, url, url.includes('since') ? { chats: [], tombstones: [], cursor: whole.cursor } : whole]);
    }
    // a change after the cursor is not hidden by the stamp check
    await send(people[0], people[1], 'news');
    const delta = ChatsAnswer.parse((await t.app.inject({ method: 'GET', url: `/api/chats.php?since=${wholes[1]!.cursor}`, headers: { cookie: people[1].cookie } })).json());
    expect(delta.chats.map((c) => [c.profile.id, c.last_message?.body])).toEqual([[people[0].id, 'news']]);
  });

  it('keeps nothing with CHAT_LIST_CACHE_MB=0', async () => {
    const uncached = await t.build({ CHAT_LIST_CACHE_MB: '0' });
    const me = await member();
    const peer = await member({ name: 'Cleo' });
    await send(peer, me, 'hello');
    await list(me, uncached);
    await list(me, uncached);
    await renameUnannounced(peer, 'Cleo renamed');
    expect((await chatWith(me, peer, uncached))?.profile.name).toBe('Cleo renamed');
  });
});
