import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3 protocol peer for the tests (decision 174): s3rver (the npm package) on a temporary
 * folder, behind a check of every request's AWS Signature Version 4. s3rver 3.7 checks V2
 * signatures only and lets V4 ones through, so the check is done here, as S3 does it: a request
 * without a signature, with another key or with a wrong secret is refused 403 before s3rver sees it.
 */
export interface S3Peer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MEDIA_STORE=s3 and the S3_* settings of a server that uses this peer */
  env: Record<string, string>;
  /** every answer waits this long first (a slow store); 0 answers at once */
  stallMs: number;
  /** requests refused for their signature so far */
  refused: number;
  /** puts whose client went away before the whole body came (nothing stored) */
  incomplete: number;
  /** the keys in the bucket (s3rver's own listing, no signature needed) */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

// s3rver knows this key id only (its own account); the secret is what the check here holds it to
const ACCESS_KEY_ID = 'S3RVER';
const SECRET = 'flirtwave-test-secret-of-the-s3-peer';
const REGION = 'us-east-1';

/** RFC 3986 encoding, as SigV4's canonical query string wants it. */
const rfc3986 = (s: string): string => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(raw: string): string {
  if (raw === '') return '';
  return raw
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const key = decodeURIComponent(at === -1 ? pair : pair.slice(0, at));
      const value = at === -1 ? '' : decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' '));
      return [rfc3986(key), rfc3986(value)] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** Whether the request carries a valid SigV4 header signature of ACCESS_KEY_ID with SECRET. */
export function signatureValid(request: IncomingMessage, secret: string = SECRET): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const [, keyId, date, region, service, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string, string];
  if (keyId !== ACCESS_KEY_ID) return false;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date)) return false;
  const url = request.url ?? '/';
  const q = url.indexOf('?');
  const names = signedHeaders.split(';');
  if (!names.includes('host')) return false;
  const canonical = [
    request.method ?? 'GET',
    q === -1 ? url : url.slice(0, q),
    canonicalQuery(q === -1 ? '' : url.slice(q + 1)),
    names.map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    String(request.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD'),
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  const expected = hmac(key, toSign);
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * A PutObject's body, read as it arrives (before any stall): the whole of it, or a refusal when
 * the client went away before all of it came (S3's IncompleteBody). A client that gave up waiting
 * after sending it all still has its object stored, as at S3 (the slow-store test relies on it).
 */
function wholeBody(request: IncomingMessage): Promise<Buffer> {
  const expected = Number(request.headers['content-length']);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (received === expected) resolve(Buffer.concat(chunks));
      else reject(new Error(`IncompleteBody: ${received} of ${expected} bytes`));
    };
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    });
    request.on('end', settle);
    request.on('close', settle);
    request.on('error', settle);
  });
}

/** A plain PutObject: a key, no sub-resource such as ?uploadId, ?tagging or ?acl (the SDK's ?x-id names the call), no copy source. */
function isPutObject(request: IncomingMessage): boolean {
  const url = new URL(request.url ?? '/', 'http://peer');
  const subresources = [...url.searchParams.keys()].filter((name) => name !== 'x-id');
  return request.method === 'PUT' && url.pathname.split('/').filter(Boolean).length >= 2 && subresources.length === 0 && !request.headers['x-amz-copy-source'];
}

/** A stream s3rver made itself (the parts of a multipart upload, joined): read to its end. */
function streamBytes(content: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    content.on('data', (chunk: Buffer) => chunks.push(chunk));
    content.on('end', () => resolve(Buffer.concat(chunks)));
    content.on('error', reject);
  });
}

/**
 * S3 shows an object only once it is whole; s3rver 3.7 writes it in place as its body streams in
 * (and a killed upload leaves its part), so a reader at the wrong moment read a part of an image:
 * media-move's "readable throughout" failed on the peer, not on the product. Here a put's body is
 * read whole first (`bodies`, filled by the peer's request handler), staged beside the object, its
 * metadata written, then renamed over the object in one step.
 */
function makePutsAtomic(store: S3rver['store'], bodies: WeakMap<object, Promise<Buffer>>): void {
  store.putObject = async (object) => {
    const { content } = object;
    const bytes = Buffer.isBuffer(content) ? content : await (bodies.get(content) ?? streamBytes(content));
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(objectPath), { recursive: true });
    const staging = store.getResourcePath(object.bucket, object.key, `staging-${randomUUID()}`);
    await writeFile(staging, bytes);
    const md5 = createHash('md5').update(bytes).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    await rename(staging, objectPath);
    return { size: bytes.length, md5 };
  };
}

/** Starts the peer on a free port of 127.0.0.1 with one empty bucket. */
export async function startS3Peer(bucket = 'flirtwave-media'): Promise<S3Peer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'fw-s3-'));
  const s3 = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
  await s3.configureBuckets();
  const bodies = new WeakMap<object, Promise<Buffer>>();
  makePutsAtomic(s3.store, bodies);
  const handle = s3.callback();
  const peer: S3Peer = {
    endpoint: '',
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    env: {},
    stallMs: 0,
    refused: 0,
    incomplete: 0,
    async keys() {
      const found = (await s3.store.listObjects(bucket, { maxKeys: 100_000 })) as { objects: Array<{ key: string }> };
      return found.objects.map((o) => o.key).sort();
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      rmSync(directory, { recursive: true, force: true });
    },
  };
  const server: Server = createServer((request, response) => {
    if (isPutObject(request)) {
      const body = wholeBody(request);
      body.catch(() => (peer.incomplete += 1)); // the put's answer, not an unhandled rejection
      bodies.set(request, body);
    }
    const answer = () => {
      if (!signatureValid(request)) {
        peer.refused += 1;
        request.resume();
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>');
        return;
      }
      void handle(request, response);
    };
    if (peer.stallMs > 0) setTimeout(answer, peer.stallMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  peer.endpoint = `http://127.0.0.1:${port}`;
  peer.env = {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: peer.endpoint,
    S3_BUCKET: bucket,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_FORCE_PATH_STYLE: '1',
  };
  return peer;
}
