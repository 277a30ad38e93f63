import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfileAnswer } from '../../src/contract/members.ts';
import { media, members } from '../../server/db/schema.ts';
import { MEMBER_LIMITS } from '../../server/platform/limits.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';
import { insertMember, jpeg, loginAs, multipart } from './members-factory.ts';

const json = { 'content-type': 'application/json' };

/**
 * Issue 18 (decision 111): every uploaded picture — profile photo or chat image — passes one gate
 * before it is decoded: JPEG, PNG, WebP or HEIC only (by its bytes), at most 25 MP; the photo limit
 * and the chat image's price are judged before any decoding, and uploads have an hourly budget.
 */
describe.each(backends)('image uploads on %s', (backend) => {
  let t: TestServer;
  /** 6000 × 6000 = 36 MP: under the old 50 MP limit, over the new 25 MP */
  let giant: Buffer;
  let formats: Array<[string, Buffer]>;
  beforeAll(async () => {
    t = await startTestServer(backend);
    giant = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#888' } }).png({ compressionLevel: 9 }).toBuffer();
    const small = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c86' } });
    formats = [
      ['GIF', await small().gif().toBuffer()],
      ['TIFF', await small().tiff().toBuffer()],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="red"/></svg>')],
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (cookie: string, bytes: Buffer, type = 'image/jpeg') => {
    const body = multipart(bytes, 'upload.bin', type);
    return t.app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie, ...body.headers }, payload: body.payload });
  };
  const photoCount = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie } })).json<OwnProfileAnswer>().profile.photos.length;
  const sendImage = (from: TestMember, to: number, bytes: Buffer, label = 'png') =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { ...json, cookie: from.cookie },
      payload: { id: uuidv7(), kind: 'image', body: '', profile_id: to, image: `data:image/${label};base64,${bytes.toString('base64')}` },
    });
  const creditsOf = async (id: number) => (await t.handle.db.select({ c: members.credits }).from(members).where(eq(members.id, id)))[0]?.c;

  describe('profile photos', () => {
    it('refuses a 36 MP PNG with image_too_large and stores nothing', async () => {
      const member = await insertMember(t.handle.db, t.clock.now(), { photos: [] });
      const cookie = await loginAs(t.app, member.email);
      const res = await upload(cookie, giant, 'image/png');
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toEqual({ error: 'image_too_large' });
      expect(await photoCount(cookie)).toBe(0);
      // the server still works: a normal photo after it is stored
      expect((await upload(cookie, await jpeg(640, 480))).statusCode).toBe(201);
    });

    it('refuses GIF, TIFF and SVG with invalid_image whatever the part says it is', async () => {
      const member = await insertMember(t.handle.db, t.clock.now(), { photos: [] });
      const cookie = await loginAs(t.app, member.email);
      for (const [name, bytes] of formats) {
        const res = await upload(cookie, bytes, 'image/jpeg');
        expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ error: 'invalid_image' });
      }
      expect(await photoCount(cookie)).toBe(0);
    });

    it('a member at the photo limit gets photo_limit before the file is decoded (garbage bytes too)', async () => {
      const member = await insertMember(t.handle.db, t.clock.now(), { photos: [{}, {}, {}] });
      const cookie = await loginAs(t.app, member.email);
      const garbage = await upload(cookie, Buffer.from('definitely not a picture, only text bytes'));
      expect(garbage.statusCode, garbage.body).toBe(403);
      expect(garbage.json()).toEqual({ error: 'photo_limit', limit: 3 });
      const huge = await upload(cookie, giant, 'image/png');
      expect(huge.json()).toEqual({ error: 'photo_limit', limit: 3 });
    });

    it(`refuses more than ${MEMBER_LIMITS.photoUploads.max} uploads an hour with rate_limited, counting refused files`, async () => {
      const member = await insertMember(t.handle.db, t.clock.now(), { photos: [] });
      const cookie = await loginAs(t.app, member.email);
      for (let i = 0; i < MEMBER_LIMITS.photoUploads.max; i++) {
        const res = await upload(cookie, Buffer.from(`not a picture ${i} but long enough`));
        expect(res.json(), res.body).toEqual({ error: 'invalid_image' });
      }
      const over = await upload(cookie, await jpeg(320, 240));
      expect(over.statusCode, over.body).toBe(429);
      expect(over.json()).toMatchObject({ error: 'rate_limited' });
      expect(await photoCount(cookie)).toBe(0);
      // the next hour a new budget
      t.clock.advance(MEMBER_LIMITS.photoUploads.windowMs);
      const fresh = await loginAs(t.app, member.email);
      expect((await upload(fresh, await jpeg(320, 240))).statusCode).toBe(201);
    });
  });

  describe('chat images', () => {
    it('a member without credits gets insufficient_credits before the image is decoded (an undecodable one too)', async () => {
      const a = await signedInMember(t.app, { credits: 0, paid_user: true }, 'img');
      const b = await signedInMember(t.app, {}, 'img');
      const garbage = await sendImage(a, b.id, Buffer.from('not a picture at all, only some text'));
      expect(garbage.statusCode, garbage.body).toBe(402);
      expect(garbage.json()).toMatchObject({ error: 'insufficient_credits', credits: 0 });
      const huge = await sendImage(a, b.id, giant);
      expect(huge.json()).toMatchObject({ error: 'insufficient_credits' });
    });

    it('refuses a 36 MP PNG with image_too_large and GIF, TIFF and SVG with invalid_image, charging nothing', async () => {
      const a = await signedInMember(t.app, { credits: 1000, paid_user: true }, 'img');
      const b = await signedInMember(t.app, {}, 'img');
      const huge = await sendImage(a, b.id, giant);
      expect(huge.statusCode, huge.body).toBe(413);
      expect(huge.json()).toEqual({ error: 'image_too_large' });
      for (const [name, bytes] of formats) {
        const res = await sendImage(a, b.id, bytes);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ error: 'invalid_image' });
      }
      expect(await creditsOf(a.id)).toBe(1000);
      // a real picture goes through, re-encoded as WebP
      const ok = await sendImage(a, b.id, await jpeg(800, 600), 'jpeg');
      expect(ok.statusCode, ok.body).toBe(200);
      const stored = await t.handle.db.select({ type: media.contentType }).from(media).where(eq(media.key, `chat-${ok.json<{ message: { id: string } }>().message.id}.webp`));
      expect(stored).toEqual([{ type: 'image/webp' }]);
    });

    it(`refuses more than ${MEMBER_LIMITS.chatImages.max} chat images an hour with rate_limited`, async () => {
      const a = await signedInMember(t.app, { credits: 1000, paid_user: true }, 'img');
      const b = await signedInMember(t.app, {}, 'img');
      for (let i = 0; i < MEMBER_LIMITS.chatImages.max; i++) {
        const res = await sendImage(a, b.id, Buffer.from(`not a picture ${i} but long enough`));
        expect(res.json(), res.body).toEqual({ error: 'invalid_image' });
      }
      const over = await sendImage(a, b.id, await jpeg(100, 100), 'jpeg');
      expect(over.statusCode, over.body).toBe(429);
      expect(over.json()).toMatchObject({ error: 'rate_limited' });
    });
  });
});
