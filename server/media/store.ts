import { createHash } from 'node:crypto';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../platform/config.ts';
import { ConfigError } from '../platform/config.ts';
import type { Db } from '../db/connect.ts';
import { media } from '../db/schema.ts';

/**
 * Where photos and chat images are kept (decision 174): the `media` table (the default, decision
 * 022) or an S3-compatible object store. Keys are the file names of `/media/<file>`; a key's bytes
 * never change (names are never reused), so a put of a key that exists changes nothing.
 */
export interface MediaStore {
  readonly kind: 'database' | 's3';
  /** Keeps `bytes` under `key`. Throws MediaUnavailable when the store cannot be reached in time. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. Throws MediaUnavailable as put does. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes the keys (those that do not exist are no error). Throws MediaUnavailable as put does. */
  remove(keys: readonly string[]): Promise<void>;
}

export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/** The object store did not answer, or not in time: the image answers 503 with Retry-After (decision 174). */
export class MediaUnavailable extends Error {
  override name = 'MediaUnavailable';
  /** seconds a client should wait before asking again */
  readonly retryAfter = 5;
}

/** sha256 of the bytes, hex: the checksum the move verifies and keeps in the object's metadata. */
export function sha256Hex(bytes: Buffer | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The database store: the `media` table, every instance on one PostgreSQL serves every file (decision 022). */
export class DatabaseMediaStore implements MediaStore {
  readonly kind = 'database';
  constructor(private readonly db: Db) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.db.insert(media).values({ key, contentType, bytes }).onConflictDoNothing();
  }

  async get(key: string): Promise<StoredMedia | null> {
    const [row] = await this.db.select({ bytes: media.bytes, contentType: media.contentType }).from(media).where(eq(media.key, key)).limit(1);
    return row ? { bytes: Buffer.from(row.bytes), contentType: row.contentType } : null;
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.db.delete(media).where(inArray(media.key, [...keys]));
  }
}

/** Objects at or above this size go up in parts (lib-storage's multipart upload), 5 MiB each. */
export const MULTIPART_MIN_BYTES = 8 * 1024 * 1024;
const PART_BYTES = 5 * 1024 * 1024;

export interface S3Settings {
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** the most one call (retries included) may take, ms */
  timeoutMs: number;
}

/** The S3 settings of a config with MEDIA_STORE=s3 (checkMediaStore made sure of bucket and region). */
export function s3SettingsOf(config: Config): S3Settings {
  if (!config.S3_BUCKET || !config.S3_REGION) throw new ConfigError('MEDIA_STORE=s3 needs S3_BUCKET and S3_REGION');
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    timeoutMs: config.S3_TIMEOUT_MS,
  };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404 || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound'));
}

/**
 * An S3-compatible object store (AWS S3, Cloudflare R2, MinIO, Ceph RGW) through the AWS SDK.
 * Reads of a key the bucket lacks fall back to the `media` table, so a site serves every image
 * while `npm run media:move` copies them (decision 174). Every call is bounded by `timeoutMs`
 * (connection, each attempt, and the whole call with its one retry).
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  readonly client: S3Client;
  readonly bucket: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly db: Db,
    settings: S3Settings,
  ) {
    this.bucket = settings.bucket;
    this.timeoutMs = settings.timeoutMs;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // checksums only where the API requires them: the SDK's default (a CRC32 trailer in aws-chunked
      // bodies) is refused by several S3-compatible stores; puts carry Content-MD5 instead
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: Math.min(settings.timeoutMs, 2_000), requestTimeout: settings.timeoutMs },
    });
  }

  private signal(): AbortSignal {
    return AbortSignal.timeout(this.timeoutMs);
  }

  /** Runs one call; anything but a wanted answer (or a 404 when `missing` is given) is MediaUnavailable. */
  private async call<T>(run: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await run(this.signal());
    } catch (error) {
      if (isNotFound(error)) throw error;
      throw new MediaUnavailable(`object store: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error });
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const metadata = { sha256: sha256Hex(bytes) };
    if (bytes.length >= MULTIPART_MIN_BYTES) {
      await this.call(async (abortSignal) => {
        const upload = new Upload({
          client: this.client,
          params: { Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, Metadata: metadata },
          partSize: PART_BYTES,
          queueSize: 4,
          leavePartsOnError: false,
        });
        abortSignal.addEventListener('abort', () => void upload.abort(), { once: true });
        await upload.done();
      });
      return;
    }
    const md5 = createHash('md5').update(bytes).digest('base64');
    await this.call((abortSignal) =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentMD5: md5, Metadata: metadata }), { abortSignal }),
    );
  }

  /** The object's bytes, or null when the bucket has none (without the table's fallback). */
  async getObject(key: string): Promise<StoredMedia | null> {
    try {
      return await this.call(async (abortSignal) => {
        const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal });
        if (!answer.Body) return null;
        return { bytes: Buffer.from(await answer.Body.transformToByteArray()), contentType: answer.ContentType ?? 'application/octet-stream' };
      });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The sha256 kept with the object, or null when the object does not exist. */
  async checksumOf(key: string): Promise<string | null> {
    try {
      return await this.call(async (abortSignal) => {
        const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal });
        return head.Metadata?.['sha256'] ?? '';
      });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    const found = await this.getObject(key);
    if (found) return found;
    // not (yet) moved: the media table still has it (decision 174, the move)
    const kept = await new DatabaseMediaStore(this.db).get(key);
    if (kept) return kept;
    // the move puts the object in the bucket before its row goes: a row gone between the two
    // reads above means the object is in the bucket now, so one more look finds it
    return this.getObject(key);
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const answer = await this.call((abortSignal) =>
        this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }), { abortSignal }),
      );
      const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length > 0) throw new MediaUnavailable(`object store: ${failed.length} objects not removed (${failed[0]?.Code ?? 'error'})`);
    }
  }

  /**
   * At start: the bucket exists and the credentials open it. A refusal (no such bucket, bad keys)
   * throws a ConfigError that stops the start; a store that does not answer only returns its
   * reason (the server starts, images answer 503 until it is back).
   */
  async check(): Promise<string | null> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: this.signal() });
      return null;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) throw new ConfigError(`Invalid media store configuration:\n  S3_BUCKET: the bucket "${this.bucket}" does not exist at the store`);
      if (status === 403 || status === 401 || status === 400) {
        throw new ConfigError(`Invalid media store configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: the store refused them for the bucket "${this.bucket}" (${status})`);
      }
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/** The store the environment chooses (MEDIA_STORE). */
export function createMediaStore(config: Config, db: Db): MediaStore {
  return config.MEDIA_STORE === 's3' ? new S3MediaStore(db, s3SettingsOf(config)) : new DatabaseMediaStore(db);
}
