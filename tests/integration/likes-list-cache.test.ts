import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LikesAnswer } from '../../src/contract/likes.ts';
import { members } from '../../server/db/schema.ts';
import { renameUnannounced as renameHidden } from '../helpers/database.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };
const DAY = 86_400_000;

/**
 * The whole likes list is sent again from the instance's copy while the member's like rows are
 * unchanged, no member it shows changed and it is the same day (decision 148). These cases prove the
 * copy is used (a change made behind the notifications' back stays unseen) and that every change
 * that matters reaches the list: the member's like rows at once (a like either way, seen, taken
 * back), the other members' cards through the `chat_cards` notifications (asynchronous on
 * PostgreSQL: polled), the ages on a new day; a session that ended is refused, kept list or not.
 */
describe.each(backends)('likes.php kept per session on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const member = (name: string) => signedInMember(t.app, { name }, 'lc');
  const like = async (from: TestMember, to: TestMember) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: { ...json, cookie: from.cookie }, payload: { profile_id: to.id } });
    expect(res.statusCode, res.body).toBe(200);
  };
  async function list(who: TestMember, app: FastifyInstance = t.app) {
    const reply = await app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: who.cookie } });
    expect(reply.statusCode, reply.body).toBe(200);
    return LikesAnswer.parse(JSON.parse(reply.body));
  }
  const fan = async (who: TestMember, of: TestMember, app: FastifyInstance = t.app) => (await list(who, app)).liked_by.find((l) => l.id === of.id);
  /** a rename no notification announces and no like row records: only a rebuilt list shows it */
  const renameUnannounced = (who: TestMember, name: string) => renameHidden(t.handle.db, who.id, name);

  const poll = { timeout: 5000, interval: 20 };

  it('sends the kept list again while nothing changed, and rebuilds it as soon as a like of the member changes', async () => {
    const me = await member('Me');
    const ada = await member('Ada');
    await like(ada, me);
    const first = await list(me);
    expect(await list(me)).toEqual(first);

    await renameUnannounced(ada, 'Unannounced');
    // the copy: the rename is not seen
    expect((await fan(me, ada))?.name).toBe('Ada');

    // a new like of mine writes a like row: rebuilt, with everything current (and a match now)
    await like(me, ada);
    expect(await fan(me, ada)).toMatchObject({ name: 'Unannounced', match: true, like_new: true });

    // opening the profile clears like_new (the row's version moves): seen at once
    const seen = await t.app.inject({ method: 'POST', url: '/api/like-seen.php', headers: { ...json, cookie: me.cookie }, payload: { profile_id: ada.id } });
    expect(seen.statusCode).toBe(200);
    expect((await fan(me, ada))?.like_new).toBe(false);

    // taken back by the other side: seen at once
    const taken = await t.app.inject({ method: 'DELETE', url: `/api/like.php?profile_id=${me.id}`, headers: { cookie: ada.cookie } });
    expect(taken.statusCode).toBe(200);
    expect(await fan(me, ada)).toBeUndefined();
    expect((await list(me)).profiles.find((p) => p.id === ada.id)?.match).toBe(false);
  });

  it('an announced change of a member shown reaches the kept list: a new name, a suspension', async () => {
    const me = await member('Me');
    const bea = await member('Bea');
    await like(bea, me);
    expect((await fan(me, bea))?.name).toBe('Bea');
    await t.handle.db.update(members).set({ name: 'Beatrice' }).where(eq(members.id, bea.id));
    await expect.poll(async () => (await fan(me, bea))?.name, poll).toBe('Beatrice');
    await t.handle.db.update(members).set({ moderation: 'suspended' }).where(eq(members.id, bea.id));
    await expect.poll(async () => (await fan(me, bea)) === undefined, poll).toBe(true);
  });

  it('a new day rebuilds the list: an age turns on a birthday', async () => {
    const me = await member('Me');
    const cat = await member('Cat');
    const tomorrow = new Date(t.clock.ms + DAY);
    const birthday = `1990-${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}-${String(tomorrow.getUTCDate()).padStart(2, '0')}`;
    // the birthday is tomorrow (unannounced: only the day's change can show it)
    await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE members DISABLE TRIGGER members_chat_card_update`);
      await tx.update(members).set({ birthdate: birthday }).where(eq(members.id, cat.id));
      await tx.execute(sql`ALTER TABLE members ENABLE TRIGGER members_chat_card_update`);
    });
    await like(cat, me);
    const today = (await fan(me, cat))?.age ?? 0;
    const saved = t.clock.ms;
    try {
      t.clock.ms = Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 0, 1);
      expect((await fan(me, cat))?.age).toBe(today + 1);
    } finally {
      t.clock.ms = saved;
    }
  });

  it('a session that ended is refused although its list is kept; LIKES_LIST_CACHE_MB=0 keeps nothing', async () => {
    const me = await member('Me');
    const dan = await member('Dan');
    await like(dan, me);
    await list(me);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout.php', headers: { cookie: me.cookie } });
    expect(out.statusCode).toBeLessThan(300);
    const refused = await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: me.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'authentication_required' });

    const uncached = await t.build({ LIKES_LIST_CACHE_MB: '0' });
    const other = await member('Other');
    const eve = await member('Eve');
    await like(eve, other);
    expect((await fan(other, eve, uncached))?.name).toBe('Eve');
    await renameUnannounced(eve, 'Evelyn');
    // built on every call: the unannounced rename is seen at once
    expect((await fan(other, eve, uncached))?.name).toBe('Evelyn');
  });
});
