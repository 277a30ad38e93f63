import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../src/contract/signup.ts';
import { buildApp } from '../../server/platform/app.ts';
import { loadConfig } from '../../server/platform/config.ts';
import { openDatabase, rows } from '../../server/db/connect.ts';
import { photos } from '../../server/db/schema.ts';
import { noteUploads, sweepMedia, UPLOAD_GRACE_MS } from '../../server/media/journal.ts';
import { S3MediaStore } from '../../server/media/store.ts';
import { eraseDueAccounts } from '../../server/account/accountDeletion.ts';
import { startS3Peer, type S3Peer } from '../helpers/s3Peer.ts';
import { backends, signedInMember, startTestServer, type TestMember, type TestServer } from '../helpers/server.ts';
import { jpeg, multipart } from './members-factory.ts';

const json = { 'content-type': 'application/json' };
const stores = ['database', 's3'] as const;

/**
 * Decision 174: photos and chat images in the media table (the default) or in an S3-compatible
 * object store (the test peer: s3rver behind a SigV4 check), on both database backends. The same
 * URLs and access rules either way; a deleted or erased image leaves the store; the store away is
 * a 503 with Retry-After; an upload is never half-stored; two instances share one bucket.
 */
describe.each(backends.flatMap((backend) => stores.map((store) => [backend, store] as const)))('media on %s with the %s store', (backend, storeKind) => {
  let t: TestServer;
  let peer: S3Peer;
  beforeAll(async () => {
    peer = await startS3Peer();
    t = await startTestServer(backend, storeKind === 's3' ? peer.env : {});
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const home = storeKind === 's3' ? 'bucket' : 'table';
  /** where a file's bytes are: the bucket, the media table, or nowhere */
  const whereIs = async (key: string): Promise<string> => {
    const inTable = await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM media WHERE key = ${key}`);
    const places = [(await peer.keys()).includes(key) ? 'bucket' : '', (inTable[0]?.n ?? 0) > 0 ? 'table' : ''].filter(Boolean);
    return places.join('+') || 'none';
  };
  const count = async (table: 'media_uploads' | 'media_removals') => (await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n;
  const upload = async (app: TestServer['app'], member: TestMember) => {
    const body = multipart(await jpeg(640, 480));
    return app.inject({ method: 'POST', url: '/api/photos.php', headers: { cookie: member.cookie, ...body.headers }, payload: body.payload });
  };
  const filesOf = async (memberId: number) => {
    const list = await t.handle.db.select().from(photos).where(eq(photos.memberId, memberId)).orderBy(photos.position);
    // uploads only: a test member has a demo portrait too (rendered on request, never erased)
    return list.filter((p) => p.filename.startsWith('p-')).map((p) => ({ id: p.id, keys: [p.filename, p.thumbFilename, p.matchFilename] }));
  };
  const get = (app: TestServer['app'], file: string, cookie?: string) => app.inject({ method: 'GET', url: `/media/${file}`, headers: cookie ? { cookie } : {} });
  const sendImage = (app: TestServer['app'], from: TestMember, to: number) =>
    jpeg(320, 240).then((bytes) =>
      app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { ...json, cookie: from.cookie },
        payload: { id: uuidv7(), kind: 'image', body: '', profile_id: to, image: `data:image/jpeg;base64,${bytes.toString('base64')}` },
      }),
    );

  it('an upload is stored in its store, served to its owner, refused to others when private, and gone when deleted', async () => {
    const owner = await signedInMember(t.app, {}, 'media');
    const other = await signedInMember(t.app, {}, 'media');
    const up = await upload(t.app, owner);
    expect(up.statusCode, up.body).toBe(201);
    const [photo] = await filesOf(owner.id);
    if (!photo) throw new Error('no photo row');
    for (const key of photo.keys) expect(await whereIs(key), key).toBe(home);
    expect(await count('media_uploads')).toBe(0);
    const served = await get(t.app, photo.keys[0] ?? '', owner.cookie);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const seen = await get(t.app, photo.keys[0] ?? '', other.cookie);
    expect(seen.statusCode).toBe(200);
    const hidden = await t.app.inject({ method: 'PATCH', url: '/api/photos.php', headers: { ...json, cookie: owner.cookie }, payload: { id: photo.id, private: true } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const refused = await get(t.app, photo.keys[0] ?? '', other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'premium_only' });
    expect((await get(t.app, photo.keys[1] ?? '')).statusCode).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/photos.php?id=${photo.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of photo.keys) expect(await whereIs(key), key).toBe('none');
    expect(await count('media_removals')).toBe(0);
    expect((await get(t.app, photo.keys[0] ?? '', owner.cookie)).statusCode).toBe(404);
  });

  it('a chat image is stored in its store, served to the two members only, and erased with its sender', async () => {
    const sender = await signedInMember(t.app, { credits: 1000, paid_user: true }, 'media');
    const receiver = await signedInMember(t.app, {}, 'media');
    const stranger = await signedInMember(t.app, {}, 'media');
    const sent = await sendImage(t.app, sender, receiver.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const key = `chat-${sent.json<{ message: { id: string } }>().message.id}.webp`;
    expect(await whereIs(key)).toBe(home);
    expect(await count('media_uploads')).toBe(0);
    expect((await get(t.app, key, receiver.cookie)).statusCode).toBe(200);
    expect((await get(t.app, key, sender.cookie)).statusCode).toBe(200);
    expect((await get(t.app, key, stranger.cookie)).statusCode).toBe(404);
    expect((await get(t.app, key)).statusCode).toBe(404);
    // the sender's photo too, then the account's deletion and, 14 days later, its erasure
    expect((await upload(t.app, sender)).statusCode).toBe(201);
    const files = (await filesOf(sender.id)).flatMap((p) => p.keys);
    for (const file of files) expect(await whereIs(file)).toBe(home);
    const gone = await t.app.inject({ method: 'POST', url: accountApi.deleteAccount, headers: { ...json, cookie: sender.cookie }, payload: { password: 'pw-123456' } });
    expect(gone.statusCode, gone.body).toBe(200);
    t.clock.advance(14 * 86_400_000 + 1);
    expect(await eraseDueAccounts(t.handle.db, t.clock.now(), t.app)).toContain(sender.id);
    for (const file of [key, ...files]) expect(await whereIs(file), file).toBe('none');
    expect(await count('media_removals')).toBe(0);
    expect((await get(t.app, key, receiver.cookie)).statusCode).toBe(404);
  });

  describe.runIf(storeKind === 's3')('with the object store', () => {
    it('a slow store answers 503 with Retry-After within the timeout; an upload then is refused whole and its objects swept', async () => {
      const owner = await signedInMember(t.app, {}, 'media');
      expect((await upload(t.app, owner)).statusCode).toBe(201);
      const [photo] = await filesOf(owner.id);
      const slow = await t.build({ ...peer.env, S3_TIMEOUT_MS: '300' });
      peer.stallMs = 1_500;
      try {
        const started = Date.now();
        const answer = await get(slow, photo?.keys[0] ?? '', owner.cookie);
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.json()).toEqual({ error: 'media_unavailable' });
        expect(Date.now() - started).toBeLessThan(1_400);
        const refused = await upload(slow, owner);
        expect(refused.statusCode, refused.body).toBe(503);
        expect(refused.json()).toEqual({ error: 'media_unavailable' });
      } finally {
        peer.stallMs = 0;
      }
      // no row for the refused upload; its objects (the stalled puts land later) are noted for the sweep
      expect(await filesOf(owner.id)).toHaveLength(1);
      expect(await count('media_uploads')).toBe(3);
      const noted = (await rows<{ key: string }>(t.handle.db, sql`SELECT key FROM media_uploads`)).map((r) => r.key);
      await expect.poll(async () => (await peer.keys()).filter((k) => noted.includes(k)).length, { timeout: 10_000 }).toBe(3);
      // within the grace the sweep leaves them (an upload may still be on its way), after it they go
      expect(await sweepMedia(t.handle.db, t.app.mediaStore, t.clock.now())).toEqual({ orphans: 0, removed: 0 });
      t.clock.advance(UPLOAD_GRACE_MS + 1);
      expect(await sweepMedia(t.handle.db, t.app.mediaStore, t.clock.now())).toEqual({ orphans: 3, removed: 0 });
      for (const key of noted) expect(await whereIs(key)).toBe('none');
      // the photo that was stored stays
      for (const key of photo?.keys ?? []) expect(await whereIs(key)).toBe('bucket');
      expect(await count('media_uploads')).toBe(0);
    });

    it('a crash between the object and its row: the sweep removes the object, never one a row names', async () => {
      const store = t.app.mediaStore;
      await noteUploads(t.handle.db, ['p-crashed.webp'], t.clock.now());
      await store.put('p-crashed.webp', Buffer.from('bytes of an upload whose row never came'), 'image/webp');
      // an entry whose row did come (a crash after the row, before the entry went)
      const owner = await signedInMember(t.app, {}, 'media');
      expect((await upload(t.app, owner)).statusCode).toBe(201);
      const kept = (await filesOf(owner.id)).flatMap((p) => p.keys);
      await noteUploads(t.handle.db, kept, t.clock.now());
      t.clock.advance(UPLOAD_GRACE_MS + 1);
      expect(await sweepMedia(t.handle.db, store, t.clock.now())).toEqual({ orphans: 1, removed: 0 });
      expect(await whereIs('p-crashed.webp')).toBe('none');
      for (const key of kept) expect(await whereIs(key)).toBe('bucket');
      expect(await count('media_uploads')).toBe(0);
    });

    it('two server instances on one database and one bucket serve each other’s uploads', async () => {
      const second = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : null;
      const other = second
        ? await buildApp({ config: loadConfig({ STATIC_DIR: t.staticDir, DEMO_MODE: '1', TEST_API: '1', LOG_LEVEL: 'silent', JOB_RUNNER: '0', LOGIN_RATE_LIMIT: '10000', ...peer.env }), db: second.db, clock: t.clock.now, logger: false })
        : await t.build(peer.env);
      try {
        const owner = await signedInMember(t.app, {}, 'media');
        const friend = await signedInMember(other, { credits: 1000, paid_user: true }, 'media');
        expect((await upload(t.app, owner)).statusCode).toBe(201);
        const [photo] = await filesOf(owner.id);
        const mine = await get(t.app, photo?.keys[0] ?? '', owner.cookie);
        const theirs = await get(other, photo?.keys[0] ?? '', owner.cookie);
        expect(theirs.statusCode, theirs.body).toBe(200);
        expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
        const sent = await sendImage(other, friend, owner.id);
        expect(sent.statusCode, sent.body).toBe(200);
        const key = `chat-${sent.json<{ message: { id: string } }>().message.id}.webp`;
        expect((await get(t.app, key, owner.cookie)).statusCode).toBe(200);
      } finally {
        if (second) {
          await other.close();
          await second.close();
        }
      }
    });

    it('the store is an S3MediaStore that signs its calls (the peer refused none)', () => {
      expect(t.app.mediaStore).toBeInstanceOf(S3MediaStore);
      expect(peer.refused).toBe(0);
    });
  });
});
