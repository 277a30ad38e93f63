import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { likesApi, type LikeAnswer, type LikesAnswer } from '../src/contract/likes.ts';
import { readKv, writeKv } from '../src/db/database.ts';
import { AppDatabase } from '../src/db/schema.ts';
import { createApiClient } from './apiClient.ts';
import { bindActions } from './actionEntries.ts';
import { likesActions, type LikeInput } from './likesActions.ts';
import { likesStep } from './likesPull.ts';
import { createOutbox } from './outbox.ts';
import { openKvStore } from './kvStore.ts';
import { runPull } from './pull.ts';
import { makeLikeEntry, makeUser } from './testing/factories.ts';
import { FakeClock } from './testing/fakeClock.ts';
import { FakeServer, type FakeAnswer, type RecordedRequest } from './testing/fakeServer.ts';

let dbCount = 0;
const PEER = 9;

const entry = makeLikeEntry;
const likes = (over: Partial<LikesAnswer> = {}): LikesAnswer => ({ profiles: [], liked_by: [], tombstones: { profiles: [], liked_by: [] }, cursor: '100', ...over });

function setup(server: FakeServer) {
  const db = new AppDatabase(`likes-test-${++dbCount}`);
  const clock = new FakeClock();
  const api = createApiClient({ fetch: server.fetch, sleep: () => Promise.resolve(), random: () => 0.5, onAuthenticationRequired: () => Promise.resolve() });
  let pulls = 0;
  const outbox = createOutbox({ db, api, clock, random: () => 0.5, requestPull: () => pulls++ });
  const actions = bindActions(likesActions, { db, api, clock, requestSync: () => undefined });
  clock.settle = () => outbox.flush();
  const like = (profileId = PEER): LikeInput => ({
    requestId: uuidv7(),
    createdAt: clock.now(),
    profileId,
    card: { name: 'Mia', age: 28, region: 'Greater London', country: 'GB', mainImage: null, fictional: false },
  });
  const pull = async () => {
    await writeKv('user', makeUser(), db);
    return runPull([likesStep(clock)], { api, db, kv: openKvStore(db.name), booted: true, loggedIn: true });
  };
  return { db, clock, outbox, actions, like, pull, pulls: () => pulls };
}

/** A like.php that stores each like once per pair, like the real one. */
function likeServer(server: FakeServer, likedBack = false) {
  const liked = new Set<number>();
  server.on('POST', likesApi.like, (request: RecordedRequest): FakeAnswer => {
    const id = (request.body as { profile_id: number }).profile_id;
    liked.add(id);
    const answer: LikeAnswer = { match: likedBack, like: entry(id, { match: likedBack }) };
    return { status: 200, body: answer };
  });
  return liked;
}

describe('likes through the outbox', () => {
  it('a like shows at once, goes out once with its request id, and stays after the answer', async () => {
    const server = new FakeServer();
    const liked = likeServer(server);
    const { db, actions, outbox, like } = setup(server);
    const input = like();
    await actions.likeProfile(input);
    expect(await db.likes.get(`out:${PEER}`)).toMatchObject({ pending: 1, name: 'Mia', match: false });
    await actions.likeProfile(like());
    await outbox.flush();
    expect(server.count('POST', likesApi.like)).toBe(1);
    expect(server.requests[0]?.body).toEqual({ profile_id: PEER, request_id: input.requestId });
    expect(liked.has(PEER)).toBe(true);
    const row = await db.likes.get(`out:${PEER}`);
    expect(row?.pending).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(await readKv('likeEvent', db)).toBeUndefined();
  });

  it('a like the other member already gave is a match: both rows match and the modal event is raised', async () => {
    const server = new FakeServer();
    likeServer(server, true);
    const { db, actions, outbox, like } = setup(server);
    await db.likes.put({ id: `in:${PEER}`, profileId: PEER, direction: 'in', likeNew: true, createdAt: 1, version: 1, match: false });
    await actions.likeProfile(like());
    expect((await db.likes.get(`in:${PEER}`))?.match).toBe(true);
    await outbox.flush();
    expect(await readKv('likeEvent', db)).toMatchObject({ profileId: PEER, match: true, card: { name: 'Mia' } });
  });

  it('a refused like is rolled back with a notice, and the likes are reloaded in full', async () => {
    const server = new FakeServer().on('POST', likesApi.like, { status: 403, body: { error: 'blocked' } });
    const { db, actions, outbox, like, pulls } = setup(server);
    await writeKv('cursors', { likes: '50', chats: '7' }, db);
    await actions.likeProfile(like());
    await outbox.flush();
    expect(await db.likes.get(`out:${PEER}`)).toBeUndefined();
    expect(await readKv('likeNotice', db)).toMatchObject({ kind: 'like', error: 'blocked', profileId: PEER });
    expect(await readKv('cursors', db)).toEqual({ chats: '7' });
    expect(pulls()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a like sent while offline waits in the outbox and goes out when the network is back', async () => {
    const server = new FakeServer().on('POST', likesApi.like, 'network', { status: 200, body: { match: false, like: entry(PEER) } });
    const { db, actions, outbox, like, clock } = setup(server);
    await actions.likeProfile(like());
    await outbox.flush();
    expect(await db.likes.get(`out:${PEER}`)).toMatchObject({ pending: 1 });
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'queued', attempts: 1 });
    await clock.advance(60_000);
    expect(server.count('POST', likesApi.like)).toBe(2);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.likes.get(`out:${PEER}`))?.pending).toBeUndefined();
  });

  it('an unlike before the like went out cancels both: nothing is sent', async () => {
    const server = new FakeServer();
    likeServer(server);
    const { db, actions, outbox, like } = setup(server);
    const input = like();
    await actions.likeProfile(input);
    await actions.unlikeProfile({ requestId: uuidv7(), createdAt: 2, profileId: PEER });
    await outbox.flush();
    expect(server.requests).toHaveLength(0);
    expect(await db.likes.count()).toBe(0);
  });

  it('an unlike of a stored like removes it at once and sends DELETE', async () => {
    const server = new FakeServer().on('DELETE', `${likesApi.like}?profile_id=${PEER}`, { status: 200, body: { ok: true, match: false } });
    const { db, actions, outbox, clock } = setup(server);
    await db.likes.put({ id: `out:${PEER}`, profileId: PEER, direction: 'out', likeNew: false, createdAt: 1, version: 1, match: true });
    await db.likes.put({ id: `in:${PEER}`, profileId: PEER, direction: 'in', likeNew: false, createdAt: 1, version: 1, match: true });
    await actions.unlikeProfile({ requestId: uuidv7(), createdAt: clock.now(), profileId: PEER });
    expect(await db.likes.get(`out:${PEER}`)).toBeUndefined();
    expect((await db.likes.get(`in:${PEER}`))?.match).toBe(false);
    await outbox.flush();
    expect(server.count('DELETE', `${likesApi.like}?profile_id=${PEER}`)).toBe(1);
  });

  it('opening a liked-by profile clears like_new at once and then on the server, once', async () => {
    const server = new FakeServer().on('POST', likesApi.likeSeen, { status: 200, body: { ok: true } });
    const { db, actions, outbox } = setup(server);
    await db.likes.put({ id: `in:${PEER}`, profileId: PEER, direction: 'in', likeNew: true, createdAt: 1, version: 1, match: false });
    await actions.markLikeSeen(PEER);
    await actions.markLikeSeen(PEER);
    expect((await db.likes.get(`in:${PEER}`))?.likeNew).toBe(false);
    await outbox.flush();
    expect(server.count('POST', likesApi.likeSeen)).toBe(1);
    expect(server.requests[0]?.body).toEqual({ profile_id: PEER });
    await actions.markLikeSeen(12);
    await outbox.flush();
    expect(server.count('POST', likesApi.likeSeen)).toBe(1);
  });

  it('auto-like raises the modal event with the answered profile', async () => {
    const server = new FakeServer().on('POST', likesApi.autoLike, { status: 200, body: entry(33, { like_new: true, fictional: true }) });
    const { db, actions } = setup(server);
    expect(await actions.autoLike()).toEqual({ ok: true });
    expect(await readKv('likeEvent', db)).toMatchObject({ profileId: 33, card: { fictional: true } });
    const none = setup(new FakeServer().on('POST', likesApi.autoLike, { status: 404, body: { error: 'not_found' } }));
    expect(await none.actions.autoLike()).toEqual({ ok: false, error: { error: 'not_found' } });
  });
});

describe('pulling likes', () => {
  it('loads every like first, then deltas by cursor; a new like in a delta raises the modal event', async () => {
    const server = new FakeServer()
      .on('GET', likesApi.likes, { status: 200, body: likes({ profiles: [entry(PEER)], liked_by: [entry(3, { like_new: true })] }) })
      .on(
        'GET',
        `${likesApi.likes}?since=100`,
        { status: 200, body: likes({ liked_by: [entry(PEER, { like_new: true, match: true })], profiles: [entry(PEER, { match: true })], cursor: '120' }) },
        { status: 200, body: likes({ tombstones: { profiles: [], liked_by: [3] }, cursor: '130' }) },
      )
      .on('GET', `${likesApi.likes}?since=120`, { status: 200, body: likes({ tombstones: { profiles: [], liked_by: [3] }, cursor: '130' }) });
    const { db, pull } = setup(server);
    await pull();
    expect((await db.likes.toArray()).map((r) => r.id).sort()).toEqual(['in:3', `out:${PEER}`]);
    expect(await readKv('likeEvent', db)).toBeUndefined();
    expect((await readKv('cursors', db))?.likes).toBe('100');

    await pull();
    expect(await readKv('likeEvent', db)).toMatchObject({ profileId: PEER, match: true });
    expect((await db.likes.get(`out:${PEER}`))?.match).toBe(true);

    await pull();
    expect(await db.likes.get('in:3')).toBeUndefined();
    expect((await readKv('cursors', db))?.likes).toBe('130');
  });

  it('a pull keeps a like that is still in the outbox', async () => {
    const server = new FakeServer().on('GET', likesApi.likes, { status: 200, body: likes() }).on('POST', likesApi.like, 'network');
    const { db, actions, like, pull } = setup(server);
    await actions.likeProfile(like());
    await pull();
    expect(await db.likes.get(`out:${PEER}`)).toMatchObject({ pending: 1 });
  });
});
