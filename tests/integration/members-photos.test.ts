import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfileAnswer, ProfileAnswer } from '../../src/contract/members.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';
import { block, insertMember, jpeg, loginAs, multipart } from './members-factory.ts';

describe.each(backends)('profiles and photos on %s', (backend) => {
  let server: TestServer;
  let owner: { id: number; email: string };
  let ownerCookie: string;
  let freeCookie: string;
  let premiumCookie: string;

  const get = (url: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const profileOf = async (id: number, cookie?: string) => {
    const res = await get(`/api/profile.php?id=${id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProfileAnswer>();
  };
  const upload = (cookie: string, bytes: Buffer, type = 'image/jpeg') => {
    const body = multipart(bytes, 'upload.bin', type);
    return server.app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie, ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    const now = server.clock.now();
    owner = await insertMember(server.handle.db, now, {
      name: 'Owner',
      photos: [{}, { private: true }, {}, { status: 'pending' }],
    });
    const free = await insertMember(server.handle.db, now, { gender: 'male' });
    const premium = await insertMember(server.handle.db, now, { gender: 'male', paidUser: true });
    ownerCookie = await loginAs(server.app, owner.email);
    freeCookie = await loginAs(server.app, free.email);
    premiumCookie = await loginAs(server.app, premium.email);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows a profile with its attributes, region term, interests and related profiles', async () => {
    const { profile, related } = await profileOf(owner.id, freeCookie);
    expect(profile.name).toBe('Owner');
    expect(profile.region_term).toBe('county');
    expect(profile).toHaveProperty('body_type');
    expect(Array.isArray(profile.interests)).toBe(true);
    expect(related.every((r) => r.id !== owner.id && r.gender === 'female')).toBe(true);
    // the card's picture is the first public active photo
    expect(profile.main_image?.thumb_filename).toBe(profile.photos[0]?.thumb);
    expect(profile.main_image?.status).toBe('active');
  });

  // a visitor's related profiles follow the profile; a member's follow whom the member looks for
  // (decision 175, tests/integration/discovery.test.ts)
  it("relates, for a visitor, the searchable members of the profile's gender and country with the nearest ids, nearest first", async () => {
    const now = server.clock.now();
    const add = (fields: Parameters<typeof insertMember>[2] = {}) => insertMember(server.handle.db, now, { country: 'IS', gender: 'female', ...fields });
    const below = [await add(), await add(), await add({ invisible: true }), await add({ gender: 'male' }), await add()];
    const centre = await add({ name: 'Centre' });
    const above = [await add({ country: 'NO' }), await add(), await add({ profileStatus: 'disabled' }), await add(), await add(), await add()];
    const { related } = await profileOf(centre.id);
    // eligible by distance: below[4] (1), above[1] (2), below[1] and above[3] (4, the lower id first), below[0] and above[4] (5)
    expect(related.map((r) => r.id)).toEqual([below[4], above[1], below[1], above[3], below[0], above[4]].map((m) => m?.id));
    expect(related.every((r) => r.country === 'IS' && r.gender === 'female')).toBe(true);
  });

  it("gives each related card its member's region and main photo (the first public active one), or none", async () => {
    const now = server.clock.now();
    const centre = await insertMember(server.handle.db, now, { country: 'AT', gender: 'female' });
    const withPhoto = await insertMember(server.handle.db, now, { country: 'AT', gender: 'female', region: 'Tirol', photos: [{ private: true }, { status: 'pending' }, {}] });
    const without = await insertMember(server.handle.db, now, { country: 'AT', gender: 'female', photos: [{ private: true }] });
    const { related } = await profileOf(centre.id);
    const card = related.find((r) => r.id === withPhoto.id);
    expect(card?.region).toBe('Tirol');
    const own = (await profileOf(withPhoto.id, freeCookie)).profile;
    // the public active photo (the third): the one the free viewer may see on the profile
    expect(own.photos.filter((p) => p.visible).map((p) => p.thumb)).toEqual([own.main_image?.thumb_filename]);
    expect(card?.main_image?.thumb_filename).toBe(own.main_image?.thumb_filename);
    expect(card?.main_image?.status).toBe('active');
    const bare = related.find((r) => r.id === without.id);
    expect(bare?.region).toBeNull();
    expect(bare?.main_image).toBeNull();
  });

  it('tells each viewer which photos they may see: free public, premium all, visitor the main one; pending only to the owner', async () => {
    const free = (await profileOf(owner.id, freeCookie)).profile.photos;
    expect(free.map((p) => [p.private, p.visible])).toEqual([[false, true], [true, false], [false, true]]);
    expect(free[1]?.url).toBeNull();
    const premium = (await profileOf(owner.id, premiumCookie)).profile.photos;
    expect(premium.every((p) => p.visible && p.url)).toBe(true);
    const visitor = (await profileOf(owner.id)).profile.photos;
    expect(visitor.map((p) => p.visible)).toEqual([true, false, false]);
    const own = (await profileOf(owner.id, ownerCookie)).profile.photos;
    expect(own).toHaveLength(4);
  });

  it('refuses the URL of a private photo to a free member and a stranger, and serves it to premium and the owner', async () => {
    const premium = (await profileOf(owner.id, premiumCookie)).profile.photos;
    const privateUrl = premium[1]?.url ?? '';
    const publicUrl = premium[2]?.url ?? '';
    const mainUrl = premium[0]?.url ?? '';
    expect((await get(privateUrl, freeCookie)).statusCode).toBe(403);
    expect((await get(privateUrl)).statusCode).toBe(403);
    expect((await get(privateUrl, premiumCookie)).statusCode).toBe(200);
    expect((await get(privateUrl, ownerCookie)).statusCode).toBe(200);
    expect((await get(publicUrl)).statusCode).toBe(403);
    expect((await get(publicUrl, freeCookie)).statusCode).toBe(200);
    const main = await get(mainUrl);
    expect(main.statusCode).toBe(200);
    expect(main.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect((await get(privateUrl, premiumCookie)).headers['cache-control']).toContain('private');
  });

  it('answers "blocked" with the name when the profile blocked the viewer, also for its photos', async () => {
    const now = server.clock.now();
    const blocker = await insertMember(server.handle.db, now, { name: 'Blocker' });
    const victim = await insertMember(server.handle.db, now, { gender: 'male' });
    await block(server.handle.db, blocker.id, victim.id, now);
    const victimCookie = await loginAs(server.app, victim.email);
    const res = await get(`/api/profile.php?id=${blocker.id}`, victimCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'blocked', name: 'Blocker', by: 'them' });
    const mainUrl = (await profileOf(blocker.id, freeCookie)).profile.photos[0]?.url ?? '';
    expect((await get(mainUrl, victimCookie)).statusCode).toBe(403);
  });

  it('hides invisible and unknown profiles (404) and refuses a bad id (400)', async () => {
    const hidden = await insertMember(server.handle.db, server.clock.now(), { invisible: true });
    expect((await get(`/api/profile.php?id=${hidden.id}`, freeCookie)).statusCode).toBe(404);
    expect((await get('/api/profile.php?id=99999999', freeCookie)).statusCode).toBe(404);
    expect((await get('/api/profile.php?id=abc', freeCookie)).statusCode).toBe(400);
  });

  it('refuses the 4th photo of a free member with photo_limit', async () => {
    const member = await insertMember(server.handle.db, server.clock.now(), { photos: [] });
    const cookie = await loginAs(server.app, member.email);
    const image = await jpeg(640, 480);
    for (let i = 0; i < 3; i++) expect((await upload(cookie, image)).statusCode).toBe(201);
    const fourth = await upload(cookie, image);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({ error: 'photo_limit', limit: 3 });
  });

  it('refuses the 26th photo of a premium member', async () => {
    const member = await insertMember(server.handle.db, server.clock.now(), { paidUser: true, photos: Array.from({ length: 24 }, () => ({})) });
    const cookie = await loginAs(server.app, member.email);
    const image = await jpeg(320, 240);
    expect((await upload(cookie, image)).statusCode).toBe(201);
    const res = await upload(cookie, image);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'photo_limit', limit: 25 });
  });

  it('refuses a non-image whatever its name says, an oversized file and an image of too many pixels', async () => {
    const member = await insertMember(server.handle.db, server.clock.now(), { photos: [] });
    const cookie = await loginAs(server.app, member.email);
    const text = await upload(cookie, Buffer.from('this is not an image at all, just text pretending'), 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: 'invalid_image' });
    const huge = await upload(cookie, Buffer.alloc(16 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'image_too_large' });
    const giant = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#888' } }).png({ compressionLevel: 9 }).toBuffer();
    const pixels = await upload(cookie, giant, 'image/png');
    expect(pixels.statusCode).toBe(413);
    const own = await get('/api/profile.php', cookie);
    expect(own.json<OwnProfileAnswer>().profile.photos).toHaveLength(0);
  });

  it('stores uploads as WebP without EXIF or GPS, upright, in a main and a thumbnail size', async () => {
    const member = await insertMember(server.handle.db, server.clock.now(), { photos: [] });
    const cookie = await loginAs(server.app, member.email);
    const source = await jpeg(1600, 1200, true);
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const res = await upload(cookie, source);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<OwnProfileAnswer>().profile.photos[0];
    expect(photo?.main).toBe(true);
    for (const url of [photo?.url ?? '', photo?.thumb ?? '']) {
      const served = await get(url, cookie);
      expect(served.statusCode).toBe(200);
      const bytes = served.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    }
    const main = await sharp((await get(photo?.url ?? '', cookie)).rawPayload).metadata();
    expect(main.width).toBe(1200);
    expect(main.height).toBe(900);
  });

  it('makes a photo private, main, moves and deletes it, and keeps the main photo public', async () => {
    const member = await insertMember(server.handle.db, server.clock.now(), { photos: [], paidUser: true });
    const cookie = await loginAs(server.app, member.email);
    const image = await jpeg(400, 400);
    let photos = (await upload(cookie, image)).json<OwnProfileAnswer>().profile.photos;
    photos = (await upload(cookie, image)).json<OwnProfileAnswer>().profile.photos;
    const [first, second] = photos;
    if (!first || !second) throw new Error('uploads missing');
    const patch = (payload: object) => server.app.inject({ method: 'PATCH', url: '/api/photos.php', headers: { cookie }, payload });
    photos = (await patch({ id: first.id, private: true })).json<OwnProfileAnswer>().profile.photos;
    expect(photos.find((p) => p.id === first.id)?.private).toBe(true);
    expect(photos.find((p) => p.id === second.id)?.main).toBe(true);
    photos = (await patch({ id: first.id, main: true })).json<OwnProfileAnswer>().profile.photos;
    expect(photos[0]).toMatchObject({ id: first.id, main: true, private: false });
    photos = (await patch({ id: first.id, move: 'down' })).json<OwnProfileAnswer>().profile.photos;
    expect(photos.map((p) => p.id)).toEqual([second.id, first.id]);
    const other = await patch({ id: 99999999, private: true });
    expect(other.statusCode).toBe(404);
    const del = await server.app.inject({ method: 'DELETE', url: `/api/photos.php?id=${second.id}`, headers: { cookie } });
    expect(del.json<OwnProfileAnswer>().profile.photos.map((p) => p.id)).toEqual([first.id]);
    expect((await get(second.url, cookie)).statusCode).toBe(404);
    const foreign = await server.app.inject({ method: 'DELETE', url: `/api/photos.php?id=${first.id}`, headers: { cookie: freeCookie } });
    expect(foreign.statusCode).toBe(404);
  });

  it('saves every profile attribute and validates region, interests and sexuality', async () => {
    const member = await insertMember(server.handle.db, server.clock.now(), {});
    const cookie = await loginAs(server.app, member.email);
    const regions = (await get('/api/regions.php')).json<{ region_data: Record<string, { regions: Array<{ id: number; name: string }> }> }>().region_data;
    const utrecht = regions.NL?.regions.find((r) => r.name === 'Utrecht')?.id ?? 0;
    const kent = regions.GB?.regions.find((r) => r.name === 'Kent')?.id ?? 0;
    const update = {
      gender: 'female', sexuality: 'bi', relationship_status: 'single', body_type: 'athletic', hair_color: 'red', eye_color: 'green',
      tattoos: 'some', interests: [1, 3], country: 'NL', region_id: utrecht, about: 'Hello there, I love long walks.', invisible: false,
    };
    const put = (payload: object) => server.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { cookie }, payload });
    const saved = await put(update);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<OwnProfileAnswer>().profile).toMatchObject({ ...update });
    const seen = (await profileOf(member.id, freeCookie)).profile;
    expect(seen).toMatchObject({ hair_color: 'red', region: 'Utrecht', region_term: 'province', about: 'Hello there, I love long walks.' });
    expect(seen.interests.map((i) => i.id)).toEqual([1, 3]);
    expect((await put({ ...update, region_id: kent })).json()).toEqual({ error: 'invalid_request', issues: [{ path: 'region_id', code: 'not_in_country' }] });
    expect((await put({ ...update, interests: [424242] })).statusCode).toBe(400);
    expect((await put({ ...update, sexuality: 'gay' })).statusCode).toBe(400);
    expect((await put({ ...update, hair_color: 'purple' })).statusCode).toBe(400);
    expect((await put({ ...update, about: 'x'.repeat(5000) })).statusCode).toBe(400);
  });

  it('reverse-geocodes offline to country and nearest region, and answers false elsewhere', async () => {
    const amsterdam = await get('/api/geocode.php?lat=52.37&lon=4.89');
    expect(amsterdam.json()).toMatchObject({ country: 'NL', region: { name: 'Noord-Holland' }, term: 'province' });
    const munich = await get('/api/geocode.php?lat=48.14&lon=11.58');
    expect(munich.json()).toMatchObject({ country: 'DE', region: { name: 'Bayern' } });
    expect((await get('/api/geocode.php?lat=0&lon=-30')).json()).toBe(false);
    expect((await get('/api/geocode.php?lat=35.68&lon=139.69')).json()).toBe(false);
    expect((await get('/api/geocode.php?lat=abc&lon=1')).json()).toBe(false);
  });
});
