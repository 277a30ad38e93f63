import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Web Push service for tests (no internet): it hands out subscriptions (a P-256 key pair
 * and an auth secret per browser), receives push requests, checks the VAPID JWT signature and
 * decrypts the aes128gcm body (RFC 8291 + RFC 8188) with node:crypto, independently of web-push.
 */
export interface ReceivedPush {
  id: string;
  headers: IncomingHttpHeaders;
  /** the decrypted payload text */
  text: string;
  vapid: { valid: boolean; publicKey: string; claims: { aud?: string; exp?: number; sub?: string } };
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** the status the service answers for this subscription (201 normally, 410 once expired) */
  status: number;
}

const b64u = (b: Buffer) => b.toString('base64url');

export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const receiverPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter (not the last record)');
  return padded.subarray(0, end).toString('utf8');
}

function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return { valid: false, publicKey: '', claims: {} };
  const [jwt, k] = [match[1], match[2]];
  const [h, c, s] = jwt.split('.');
  if (!h || !c || !s) return { valid: false, publicKey: k, claims: {} };
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${h}.${c}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  const header_ = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(c, 'base64url').toString()) as ReceivedPush['vapid']['claims'];
  return { valid: valid && header_.alg === 'ES256', publicKey: k, claims };
}

export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly browsers = new Map<string, Browser>();
  private waiters: Array<() => void> = [];
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<TestPushService> {
    let self: TestPushService | null = null;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = (req.url ?? '').split('/').pop() ?? '';
        const browser = self?.browsers.get(id);
        if (!self || !browser) {
          res.writeHead(404).end();
          return;
        }
        if (browser.status >= 300) {
          res.writeHead(browser.status).end();
          return;
        }
        let text = '';
        try {
          text = decryptAes128gcm(Buffer.concat(chunks), browser.ecdh, browser.auth);
        } catch (error) {
          res.writeHead(400).end(String(error));
          return;
        }
        self.received.push({ id, headers: req.headers, text, vapid: checkVapid(req.headers.authorization) });
        res.writeHead(201).end();
        for (const w of self.waiters.splice(0)) w();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    self = new TestPushService(server, `http://127.0.0.1:${port}`);
    return self;
  }

  /** A browser's PushSubscription JSON, as `pushManager.subscribe()` would give it. */
  subscribe(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    const id = randomBytes(8).toString('hex');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.browsers.set(id, { ecdh, auth, status: 201 });
    return { endpoint: `${this.origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
  }

  /** Answer this status for the subscription from now on (410: expired, 500: broken). */
  setStatus(endpoint: string, status: number): void {
    const browser = this.browsers.get(endpoint.split('/').pop() ?? '');
    if (browser) browser.status = status;
  }

  for(endpoint: string): ReceivedPush[] {
    const id = endpoint.split('/').pop();
    return this.received.filter((r) => r.id === id);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
