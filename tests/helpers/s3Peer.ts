import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** Starts the peer on a free port of 127.0.0.1 with one empty bucket. */
export async function startS3Peer(bucket = 'flirtwave-media'): Promise<S3Peer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'fw-s3-'));
  const s3 = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
  await s3.configureBuckets();
  const handle = s3.callback();
  const peer: S3Peer = {
    endpoint: '',
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    env: {},
    stallMs: 0,
    refused: 0,
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
