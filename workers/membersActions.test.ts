import { describe, expect, it } from 'vitest';
import { membersApi, type OwnProfile, type Profile, type ProfileAnswer, type SearchAnswer } from '../src/contract/index.ts';
import { writeKv } from '../src/db/database.ts';
import { searchKey } from '../src/db/membersRows.ts';
import { AppDatabase } from '../src/db/schema.ts';
import { createApiClient } from './apiClient.ts';
import { bindActions } from './actionEntries.ts';
import { membersActions } from './membersActions.ts';
import { makeUser } from './testing/factories.ts';
import { FakeClock } from './testing/fakeClock.ts';
import { FakeServer } from './testing/fakeServer.ts';

let dbCount = 0;

function card(id: number, extra: Partial<Profile> = {}): Profile {
  return {
    id, name: `Member ${id}`, country: 'NL', region: 'Utrecht', city: null, age: 30, gender: 'female', sexuality: 'hetero',
    main_image: null, status: 'active', fictional: false, online: false, ...extra,
  };
}

function searchAnswer(ids: number[], page = 1, next: number | null = null): SearchAnswer {
  return { profiles: ids.map((id) => card(id)), numResults: 45, page, pageSize: 20, next, similar: { profiles: [], numResults: 0 } };
}

function own(extra: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 1, name: 'Anna', gender: 'female', sexuality: 'hetero', looking_for: 'male', country: 'NL', region_id: null, relationship_status: null, body_type: null,
    hair_color: null, eye_color: null, tattoos: null, about: null, interests: [], invisible: false, photos: [], photo_limit: 3, ...extra,
  };
}

function setup(server: FakeServer) {
  const db = new AppDatabase(`members-actions-${++dbCount}`);
  const clock = new FakeClock();
  const api = createApiClient({ fetch: server.fetch, sleep: () => Promise.resolve(), onAuthenticationRequired: () => Promise.resolve() });
  return { db, clock, members: bindActions(membersActions, { api, db, now: () => clock.now() }) };
}

describe('members worker actions', () => {
  it('stores a search page with its cards, and asks the next page with the stored cursor', async () => {
    const server = new FakeServer()
      .on('GET', `${membersApi.search}?gender=female&page=1`, { status: 200, body: searchAnswer([30, 29], 1, 29) })
      .on('GET', `${membersApi.search}?gender=female&page=2&after=29`, { status: 200, body: searchAnswer([28], 2) });
    const { db, members } = setup(server);
    expect(await members.searchMembers({ gender: 'female', page: 1 })).toEqual({ ok: true });
    const row = await db.searches.get(searchKey({ gender: 'female', page: 1 }));
    expect(row).toMatchObject({ ids: [30, 29], numResults: 45, next: 29 });
    expect((await db.profiles.get(30))?.name).toBe('Member 30');
    expect(await members.searchMembers({ gender: 'female', page: 2 })).toEqual({ ok: true });
    expect((await db.searches.get(searchKey({ gender: 'female', page: 2 })))?.ids).toEqual([28]);
  });

  it('keeps what was stored when the network is gone, and reports it', async () => {
    const server = new FakeServer().on('GET', `${membersApi.search}?page=1`, { status: 200, body: searchAnswer([5]) }, 'network');
    const { db, members } = setup(server);
    await members.searchMembers({ page: 1 });
    expect(await members.searchMembers({ page: 1 })).toEqual({ ok: false, error: { error: 'network' } });
    expect((await db.searches.get('page=1'))?.ids).toEqual([5]);
    expect(await db.profiles.get(5)).toBeDefined();
  });

  it('passes the server’s login_required refusal to the screen', async () => {
    const server = new FakeServer().on('GET', `${membersApi.search}?page=1&network=ads`, { status: 403, body: { error: 'login_required' } });
    const { members } = setup(server);
    expect(await members.searchMembers({ page: 1 }, { network: 'ads' })).toEqual({ ok: false, error: { error: 'login_required' } });
  });

  it('stores an opened profile and its related cards for offline reading', async () => {
    const detail: ProfileAnswer = {
      profile: {
        ...card(7), relationship_status: 'single', body_type: 'slim', hair_color: 'red', eye_color: 'blue', tattoos: 'none', about: 'Hi',
        region_term: 'province', interests: [{ id: 1, name: 'Travel' }], photos: [{ id: 3, url: '/media/a.webp', thumb: '/media/a-t.webp', visible: true, private: false }],
      },
      related: [card(8)],
    };
    const server = new FakeServer().on('GET', `${membersApi.profile}?id=7`, { status: 200, body: detail }, 'network');
    const { db, members } = setup(server);
    expect(await members.loadProfile(7)).toEqual({ ok: true });
    expect(await members.loadProfile(7)).toEqual({ ok: false, error: { error: 'network' } });
    const row = await db.profileDetails.get(7);
    expect(row?.detail?.about).toBe('Hi');
    expect(row?.related.map((r) => r.id)).toEqual([8]);
    expect((await db.profiles.get(7))?.name).toBe('Member 7');
  });

  it('remembers a block so the blocked page shows offline too', async () => {
    const server = new FakeServer().on('GET', `${membersApi.profile}?id=9`, { status: 403, body: { error: 'blocked', name: 'Eva', by: 'them' } });
    const { db, members } = setup(server);
    expect(await members.loadProfile(9)).toEqual({ ok: false, error: { error: 'blocked', name: 'Eva', by: 'them' } });
    expect((await db.profileDetails.get(9))?.blocked).toEqual({ name: 'Eva', by: 'them' });
  });

  it('stores the own profile after an upload, a change and a delete, and refreshes the user', async () => {
    const user = makeUser();
    const server = new FakeServer()
      .on('POST', membersApi.photos, (request) => {
        expect(request.headers['content-type']).toBeUndefined();
        return { status: 201, body: { profile: own({ id: user.id, photos: [{ id: 4, url: '/media/p.webp', thumb: '/media/p-t.webp', private: false, main: true, status: 'active', position: 0 }] }) } };
      })
      .on('PATCH', membersApi.photos, { status: 200, body: { profile: own({ id: user.id, photos: [{ id: 4, url: '/media/p.webp', thumb: '/media/p-t.webp', private: true, main: false, status: 'active', position: 0 }] }) } })
      .on('DELETE', `${membersApi.photos}?id=4`, { status: 200, body: { profile: own({ id: user.id }) } })
      .on('GET', '/api/user.php', { status: 200, body: { user } });
    const { db, members } = setup(server);
    await writeKv('user', user, db);
    expect(await members.uploadPhoto(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }))).toEqual({ ok: true });
    expect((await db.ownProfiles.get(user.id))?.photos).toHaveLength(1);
    expect(await members.updatePhoto({ id: 4, private: true })).toEqual({ ok: true });
    expect((await db.ownProfiles.get(user.id))?.photos[0]?.private).toBe(true);
    expect(await members.deletePhoto(4)).toEqual({ ok: true });
    expect((await db.ownProfiles.get(user.id))?.photos).toEqual([]);
    expect(server.count('GET', '/api/user.php')).toBe(3);
  });

  it('refuses a photo-limit upload with the limit, keeping the stored profile', async () => {
    const user = makeUser();
    const server = new FakeServer().on('POST', membersApi.photos, { status: 403, body: { error: 'photo_limit', limit: 3 } });
    const { db, members } = setup(server);
    await writeKv('user', user, db);
    await db.ownProfiles.put({ ...own({ id: user.id }), fetchedAt: 1 });
    expect(await members.uploadPhoto(new Blob(['x']))).toEqual({ ok: false, error: { error: 'photo_limit', limit: 3 } });
    expect(await db.ownProfiles.get(user.id)).toBeDefined();
  });

  it('checks an own-profile update before sending it', async () => {
    const server = new FakeServer();
    const { members } = setup(server);
    const bad = await members.updateOwnProfile({ ...own(), about: 'x'.repeat(5000) });
    expect(bad.ok).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('stores a geocode answer with the own profile and returns it; false stays false', async () => {
    const user = makeUser();
    const answer = { country: 'NL', region: { id: 3, name: 'Utrecht' }, term: 'province' };
    const server = new FakeServer()
      .on('GET', `${membersApi.geocode}?lat=52.09000&lon=5.12000`, { status: 200, body: answer })
      .on('GET', `${membersApi.geocode}?lat=0.00000&lon=0.00000`, { status: 200, body: false });
    const { db, members, clock } = setup(server);
    await writeKv('user', user, db);
    await db.ownProfiles.put({ ...own({ id: user.id }), fetchedAt: 1 });
    expect(await members.geocode(52.09, 5.12)).toEqual({ ok: true, answer });
    expect((await db.ownProfiles.get(user.id))?.geocode).toEqual({ lat: 52.09, lon: 5.12, at: clock.now(), answer });
    expect(await members.geocode(0, 0)).toEqual({ ok: true, answer: false });
  });
});
