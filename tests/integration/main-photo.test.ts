import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsAnswer } from '../../src/contract/chats.ts';
import { LikesAnswer } from '../../src/contract/likes.ts';
import { ProfileAnswer } from '../../src/contract/members.ts';
import { rowsOf } from '../../server/members/cards.ts';
import { hasMainPhoto, mainPhotoFrom, mainPhotoOf } from '../../server/members/mainPhoto.ts';
import { photos } from '../../server/db/schema.ts';
import { backends, signedInMember, startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * SPEC §4: a member's main photo is the first public, active photo by position, then by id. The rule
 * has one home (server/members/mainPhoto.ts) in two forms, SQL for reads and a function
 * for loaded rows; this holds them to one answer, and every screen to the same photo.
 */
describe.each(backends)('the main photo on %s', (backend) => {
  let t: TestServer;
  let file = 0;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  type Photo = { position: number; private: boolean; status: 'active' | 'pending' | 'rejected' };
  /** Replaces the member's photos (a test member starts with one) by `list`, in this order. */
  async function addPhotos(memberId: number, list: readonly Photo[]): Promise<void> {
    await t.handle.db.delete(photos).where(eq(photos.memberId, memberId));
    for (const p of list) {
      file += 1;
      await t.handle.db.insert(photos).values({ memberId, filename: `mp-${file}.webp`, thumbFilename: `mp-${file}-t.webp`, matchFilename: `mp-${file}-m.webp`, ...p });
    }
  }

  it('the SQL and the function choose the same photo, whatever the positions, states and ties', async () => {
    // mulberry32: a small seeded generator, so that a failure replays
    let seed = 20261125;
    const next = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) % n;
    };
    const statuses = ['active', 'pending', 'rejected'] as const;
    let withMain = 0;
    for (let round = 0; round < 30; round++) {
      const member = await signedInMember(t.app, {}, 'main-photo');
      await addPhotos(
        member.id,
        Array.from({ length: next(5) }, () => ({ position: next(3), private: next(4) === 0, status: statuses[next(5) < 3 ? 0 : next(2) + 1] ?? 'active' })),
      );
      // move one row to the end of the table, so that the table's order is not the ids' order
      const [some] = await t.handle.db.select().from(photos).where(eq(photos.memberId, member.id)).limit(1);
      if (some) await t.handle.db.update(photos).set({ rejectReason: null }).where(eq(photos.id, some.id));
      const loaded = await t.handle.db.select().from(photos).where(eq(photos.memberId, member.id));
      const expected = mainPhotoOf(loaded)?.id ?? null;
      const [chosen] = rowsOf<{ id: number }>(await t.handle.db.execute(sql`SELECT mph.id ${mainPhotoFrom(sql`${member.id}::int`)}`));
      expect(chosen ? Number(chosen.id) : null, JSON.stringify(loaded)).toBe(expected);
      const [has] = rowsOf<{ has: boolean }>(await t.handle.db.execute(sql`SELECT ${hasMainPhoto(sql`${member.id}::int`)} AS has`));
      expect(has?.has).toBe(expected !== null);
      if (expected !== null) withMain += 1;
    }
    // the rounds cover both answers
    expect(withMain).toBeGreaterThan(5);
    expect(withMain).toBeLessThan(30);
  });

  it('the chat list, the likes list and the profile show one photo: never one awaiting review, the lower id at a tied position', async () => {
    const writer = await signedInMember(t.app, { credits: 100 }, 'main-photo');
    const peer = await signedInMember(t.app, { name: 'Pictured' }, 'main-photo');
    await addPhotos(peer.id, [
      { position: 0, private: false, status: 'pending' },
      { position: 1, private: false, status: 'active' },
      { position: 1, private: false, status: 'active' },
    ]);
    const list = await t.handle.db.select().from(photos).where(eq(photos.memberId, peer.id)).orderBy(photos.id);
    const [, first, second] = list;
    if (!first || !second) throw new Error('photos missing');
    // the first of the tied photos moves to the end of the table
    await t.handle.db.update(photos).set({ rejectReason: null }).where(eq(photos.id, first.id));
    const thumb = (name: string): unknown => expect.stringMatching(new RegExp(`/${name.replace('.', '\\.')}$`));

    const sent = await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { cookie: writer.cookie }, payload: { id: crypto.randomUUID(), kind: 'text', body: 'Hi there', profile_id: peer.id } });
    expect(sent.statusCode, sent.body).toBe(200);
    const chats = ChatsAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: writer.cookie } })).json());
    expect(chats.chats.find((c) => c.profile.id === peer.id)?.profile.image).toEqual(thumb(first.thumbFilename));

    const profile = ProfileAnswer.parse((await t.app.inject({ method: 'GET', url: `/api/profile.php?id=${peer.id}`, headers: { cookie: writer.cookie } })).json());
    expect(profile.profile.main_image?.thumb_filename).toEqual(thumb(first.thumbFilename));

    const liked = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: { cookie: writer.cookie }, payload: { profile_id: peer.id } });
    expect(liked.statusCode, liked.body).toBeLessThan(300);
    const likes = LikesAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie: writer.cookie } })).json());
    expect(likes.profiles.find((l) => l.id === peer.id)?.main_image?.thumb_filename).toEqual(thumb(first.thumbFilename));
  });
});
