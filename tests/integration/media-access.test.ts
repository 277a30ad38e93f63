import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, photos } from '../../server/db/schema.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';

// Issue 18, decision 112: who gets a /media file, and how long caches may keep it.
describe.each(backends)('media access and caching on %s', (backend) => {
  let t: TestServer;
  const json = { 'content-type': 'application/json' };
  const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, who?: TestMember | null, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers } });
  const mainPhoto = async (who: TestMember) => {
    const [row] = await t.handle.db.select().from(photos).where(eq(photos.memberId, who.id)).limit(1);
    if (!row) throw new Error('test member without a photo');
    return `/media/${row.filename}`;
  };

  it('serves a chat image to the two members of the conversation only: a stranger and a visitor get 404', async () => {
    const sender = await signedInMember(t.app, { credits: 1000, paid_user: true }, 'media');
    const peer = await signedInMember(t.app, {}, 'media');
    const stranger = await signedInMember(t.app, { credits: 1000, paid_user: true }, 'media');
    const id = uuidv7();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { ...json, cookie: sender.cookie },
      payload: { id, profile_id: peer.id, kind: 'image', body: '', image: pixel },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const url = `/media/chat-${id}.webp`;
    for (const who of [sender, peer]) {
      const res = await get(url, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, max-age=300, must-revalidate');
      expect(String(res.headers.vary)).toMatch(/cookie/i);
    }
    for (const who of [stranger, null]) {
      const res = await get(url, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found' });
      expect(res.headers['cache-control'] ?? '').not.toContain('public');
    }
    // a made-up chat key is no way in either
    expect((await get(`/media/chat-${uuidv7()}.webp`, sender)).statusCode).toBe(404);
    // after a block neither side gets it (as the conversation itself)
    expect((await t.app.inject({ method: 'POST', url: '/api/block.php', headers: { ...json, cookie: peer.cookie }, payload: { profile_id: sender.id } })).statusCode).toBe(200);
    expect((await get(url, sender)).statusCode).toBe(404);
    expect((await get(url, peer)).statusCode).toBe(404);
  });

  it('lets caches keep a main photo minutes, not a year, and revalidates with its ETag', async () => {
    const owner = await signedInMember(t.app, {}, 'media');
    const url = await mainPhoto(owner);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(res.headers['cache-control']).not.toContain('immutable');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, null, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // the owner's own copy is private to the owner's browser
    const own = await get(url, owner);
    expect(own.headers['cache-control']).toBe('private, max-age=300, must-revalidate');
    expect(String(own.headers.vary)).toMatch(/cookie/i);
  });

  it('takes a photo back: after invisibility, a block or the deletion a revalidation is refused, not a 304', async () => {
    const owner = await signedInMember(t.app, {}, 'media');
    const viewer = await signedInMember(t.app, {}, 'media');
    const url = await mainPhoto(owner);
    const first = await get(url, viewer);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);

    await t.app.inject({ method: 'POST', url: '/api/block.php', headers: { ...json, cookie: owner.cookie }, payload: { profile_id: viewer.id } });
    const blocked = await get(url, viewer, { 'if-none-match': etag });
    expect(blocked.statusCode).toBe(403);

    await t.handle.db.update(members).set({ invisible: true }).where(eq(members.id, owner.id));
    const hidden = await get(url, null, { 'if-none-match': etag });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['cache-control'] ?? '').not.toContain('immutable');
    await t.handle.db.update(members).set({ invisible: false }).where(eq(members.id, owner.id));
    expect((await get(url, null, { 'if-none-match': etag })).statusCode).toBe(304);

    // a leftover file without its photo row is not served either (the catalogue is gift pictures only)
    await t.handle.db.delete(photos).where(eq(photos.memberId, owner.id));
    expect((await get(url, null, { 'if-none-match': etag })).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('keeps catalogue files (gift pictures) immutable for everyone', async () => {
    const member = await signedInMember(t.app, {}, 'media');
    const gifts = await t.app.inject({ method: 'GET', url: '/api/gifts.php', headers: { cookie: member.cookie } });
    const image = gifts.statusCode === 200 ? (gifts.json<{ gifts?: Array<{ image: string }> } | Array<{ image: string }>>()) : null;
    const list = Array.isArray(image) ? image : (image?.gifts ?? []);
    const first = list[0]?.image;
    if (!first) throw new Error(`no gift catalogue: ${gifts.statusCode} ${gifts.body.slice(0, 200)}`);
    const res = await get(first.startsWith('/') ? first : `/media/${first}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
