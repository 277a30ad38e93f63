import { S3Client, PutObjectCommand, ListObjectsV2Command, DeleteObjectsCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/platform/config.ts';
import { DatabaseMediaStore, MediaUnavailable, MULTIPART_MIN_BYTES, S3MediaStore, s3SettingsOf, sha256Hex } from '../../server/media/store.ts';
import { openDatabase, runMigrations, type DbHandle } from '../../server/db/connect.ts';
import { startS3Peer, type S3Peer } from '../helpers/s3Peer.ts';

/**
 * Decision 174: the test peer refuses what S3 refuses (signatures), and the object store's calls
 * against it: put (Content-MD5, multipart past 8 MiB), get, remove, the start's bucket check, and a
 * store that is slow or away answering MediaUnavailable within the timeout.
 */
describe('the S3 test peer and the object store', () => {
  let peer: S3Peer;
  let handle: DbHandle;
  const client = (secret: string) =>
    new S3Client({ endpoint: peer.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: peer.accessKeyId, secretAccessKey: secret }, requestChecksumCalculation: 'WHEN_REQUIRED', maxAttempts: 1 });
  const storeWith = (env: Record<string, string> = {}) => new S3MediaStore(handle.db, s3SettingsOf(loadConfig({ ...peer.env, LOG_LEVEL: 'silent', ...env })));

  beforeAll(async () => {
    peer = await startS3Peer();
    handle = await openDatabase({ dataDir: 'memory://' });
    await handle.withMigrationLock((db) => runMigrations(handle, db));
  });
  afterAll(async () => {
    await handle?.close();
    await peer?.close();
  });

  it('refuses a wrong secret and an unsigned request, accepts the right one', async () => {
    await expect(client('not-the-secret').send(new PutObjectCommand({ Bucket: peer.bucket, Key: 'x.webp', Body: Buffer.from('x') }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    const unsigned = await fetch(`${peer.endpoint}/${peer.bucket}/x.webp`);
    expect(unsigned.status).toBe(403);
    await client(peer.secretAccessKey).send(new PutObjectCommand({ Bucket: peer.bucket, Key: 'x.webp', Body: Buffer.from('x') }));
    const listed = await client(peer.secretAccessKey).send(new ListObjectsV2Command({ Bucket: peer.bucket }));
    expect(listed.Contents?.map((o) => o.Key)).toContain('x.webp');
    await client(peer.secretAccessKey).send(new DeleteObjectsCommand({ Bucket: peer.bucket, Delete: { Objects: [{ Key: 'x.webp' }] } }));
    await expect(client(peer.secretAccessKey).send(new GetObjectCommand({ Bucket: peer.bucket, Key: 'x.webp' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
  });

  it('shows an object only whole, as S3 does: a put cut off mid-body leaves nothing', async () => {
    // 4 KB of 10 KB sent, then the client goes away (a killed process, a phone in a tunnel)
    let sent = false;
    const body = new Readable({
      read() {
        if (!sent) this.push(Buffer.alloc(4_096, 7));
        sent = true;
      },
    });
    const away = new AbortController();
    const put = client(peer.secretAccessKey).send(new PutObjectCommand({ Bucket: peer.bucket, Key: 'p-cut.webp', Body: body, ContentLength: 10_000 }), { abortSignal: away.signal });
    setTimeout(() => away.abort(), 300);
    await expect(put).rejects.toThrow();
    await expect.poll(() => peer.incomplete, { timeout: 5_000 }).toBe(1);
    expect(await peer.keys()).not.toContain('p-cut.webp');
    await expect(client(peer.secretAccessKey).send(new GetObjectCommand({ Bucket: peer.bucket, Key: 'p-cut.webp' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
  });

  it('puts, gets and removes; a large image goes up in parts', async () => {
    const store = storeWith();
    const small = Buffer.from('small picture bytes');
    await store.put('p-small.webp', small, 'image/webp');
    expect((await store.get('p-small.webp'))?.bytes.equals(small)).toBe(true);
    expect(await store.checksumOf('p-small.webp')).toBe(sha256Hex(small));
    const large = Buffer.alloc(MULTIPART_MIN_BYTES + 3 * 1024 * 1024, 9);
    large.write('a large picture', 0);
    await store.put('p-large.webp', large, 'image/webp');
    const back = await store.getObject('p-large.webp');
    expect(back?.bytes.length).toBe(large.length);
    expect(sha256Hex(back?.bytes ?? Buffer.alloc(0))).toBe(sha256Hex(large));
    expect(await store.checksumOf('p-large.webp')).toBe(sha256Hex(large));
    await store.remove(['p-small.webp', 'p-large.webp', 'p-never-there.webp']);
    expect(await peer.keys()).toEqual([]);
    expect(await store.get('p-small.webp')).toBeNull();
    store.close();
  });

  it('a key not in the bucket is read from the media table (images not moved yet)', async () => {
    await new DatabaseMediaStore(handle.db).put('gift-rose.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    const store = storeWith();
    expect(await store.get('gift-rose.svg')).toEqual({ bytes: Buffer.from('<svg/>'), contentType: 'image/svg+xml' });
    store.close();
  });

  it('an image moved between the bucket read and the table read is still found (the move runs beside the site)', async () => {
    const bytes = Buffer.from('a picture moved mid-read');
    await new DatabaseMediaStore(handle.db).put('p-mid-move.webp', bytes, 'image/webp');
    const mover = storeWith();
    // the bucket misses, then the move puts the object and deletes the row before the table is read
    class ReadDuringMove extends S3MediaStore {
      moved = false;
      override async getObject(key: string) {
        const found = await super.getObject(key);
        if (!this.moved) {
          this.moved = true;
          await mover.put(key, bytes, 'image/webp');
          await new DatabaseMediaStore(handle.db).remove([key]);
        }
        return found;
      }
    }
    const reader = new ReadDuringMove(handle.db, s3SettingsOf(loadConfig({ ...peer.env, LOG_LEVEL: 'silent' })));
    expect((await reader.get('p-mid-move.webp'))?.bytes.equals(bytes)).toBe(true);
    expect(reader.moved).toBe(true);
    await mover.remove(['p-mid-move.webp']);
    reader.close();
    mover.close();
  });

  it('a slow store and an unreachable one are MediaUnavailable within the timeout', async () => {
    const store = storeWith({ S3_TIMEOUT_MS: '300' });
    peer.stallMs = 2_000;
    const started = Date.now();
    await expect(store.get('p-any.webp')).rejects.toBeInstanceOf(MediaUnavailable);
    expect(Date.now() - started).toBeLessThan(1_500);
    peer.stallMs = 0;
    store.close();
    const away = storeWith({ S3_ENDPOINT: 'http://127.0.0.1:9', S3_TIMEOUT_MS: '500' });
    await expect(away.put('p-any.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(MediaUnavailable);
    expect(await away.check()).toMatch(/./);
    away.close();
  });

  it('the start check refuses a missing bucket and wrong keys with a clear message', async () => {
    const noBucket = storeWith({ S3_BUCKET: 'no-such-bucket' });
    await expect(noBucket.check()).rejects.toThrow(/S3_BUCKET: the bucket "no-such-bucket" does not exist/);
    const wrongKeys = storeWith({ S3_SECRET_ACCESS_KEY: 'wrong' });
    await expect(wrongKeys.check()).rejects.toBeInstanceOf(ConfigError);
    await expect(wrongKeys.check()).rejects.toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: the store refused them/);
    expect(await storeWith().check()).toBeNull();
  });

  it('the environment is checked at start', () => {
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET: required with MEDIA_STORE=s3[\s\S]*S3_REGION: required/);
    expect(() => loadConfig({ ...peer.env, S3_SECRET_ACCESS_KEY: '' })).toThrow(/give both or neither/);
    expect(() => loadConfig({ S3_BUCKET: 'photos' })).toThrow(/S3_BUCKET is set but MEDIA_STORE is not "s3"/);
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(/MEDIA_STORE: must be "database" or "s3"/);
    expect(() => loadConfig({ ...peer.env, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(loadConfig({}).MEDIA_STORE).toBe('database');
  });
});
