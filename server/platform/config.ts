import { isIP } from 'node:net';
import { z } from 'zod';

/** Accepts the usual spellings of an on/off environment switch. */
const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

const intIn = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be a URL, got "${v.replace(/\/\/[^@/]*@/, '//***@')}"` });
        return z.NEVER;
      }
      if (!protocols.includes(url.protocol)) {
        ctx.addIssue({ code: 'custom', message: `must start with ${protocols.join(' or ')}` });
        return z.NEVER;
      }
      return v.replace(/\/+$/, '');
    });

/**
 * which proxies' `X-Forwarded-For` entries to believe. A hop count (the proxies in front
 * of the server) or their addresses/CIDRs, never "every hop": with trust-all the client-written
 * leftmost entry became `request.ip` and every per-IP limit could be bypassed by rotating it.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (['', '0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
    if (['true', 'yes', 'on', '*'].includes(value.toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" would trust every hop, so a client could choose its own address and pass every per-IP limit; give the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.2,10.1.0.0/16)`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: `must be a hop count from 1 to 10 or proxy addresses/CIDRs, got "${value}"` });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((entry) => {
      const [address = '', bits, extra] = entry.split('/');
      const family = isIP(address);
      if (family === 0 || extra !== undefined) return true;
      if (bits === undefined) return false;
      const n = Number(bits);
      return !/^\d+$/.test(bits) || n > (family === 4 ? 32 : 128);
    });
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `must be a hop count (1, 2 …) or comma-separated proxy addresses/CIDRs, got "${bad.join(', ')}"` });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify answers a bare number with "trust nothing" (a hop
 * count cannot tell the proxy from a client that reaches the server directly), so the count is a
 * function trusting the nearest `hops` peers: the server must then be reachable only through its
 * proxies (README, Deploying); an address list also checks who the peer is.
 */
export function trustProxyOption(value: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

/** STAFF_SECRET_KEY as 32 bytes: 64 hex digits or 43/44 characters of base64(url) (decision 169). */
export function parseStaffSecretKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const key = Buffer.from(v.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url');
    return key.length === 32 ? key : null;
  }
  return null;
}

const staffSecretKey = z
  .string()
  .optional()
  .transform((v, ctx): Buffer | undefined => {
    if (v === undefined || v.trim() === '') return undefined;
    const key = parseStaffSecretKey(v);
    if (!key) {
      ctx.addIssue({ code: 'custom', message: 'must be 32 random bytes as 64 hex digits (e.g. `openssl rand -hex 32`) or as base64' });
      return z.NEVER;
    }
    return key;
  });

/** An optional text setting: unset and empty are the same. */
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().optional());

/** The one schema of every environment variable the server reads. */
export const EnvSchema = z.object({
  PORT: intIn(3000, 0, 65535),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  /** PostgreSQL only: prepare repeated statements once per connection (decision 100); off behind a pooler that cannot keep them (PgBouncer transaction mode before 1.21) */
  DATABASE_PREPARED_STATEMENTS: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_MEMBERS: intIn(2000, 0, 1_000_000),
  STATIC_DIR: z.string().min(1).default('./dist'),
  LOGIN_RATE_LIMIT: intIn(30, 1, 1_000_000),
  /** decision 110: real-time streams one member may hold open on one instance */
  MEMBER_STREAMS_MAX: intIn(5, 1, 1_000_000),
  /** decision 110: messages per hour of an account younger than a day */
  NEW_MEMBER_MESSAGES_PER_HOUR: intIn(100, 1, 1_000_000),
  /** keep-alive comment and session check of the SSE streams, ms (below a proxy's idle timeout) */
  SSE_KEEPALIVE_MS: intIn(25_000, 10, 600_000),
  /** memory for the chat lists an instance keeps to answer again (decision 106), MB; 0 keeps none */
  CHAT_LIST_CACHE_MB: intIn(16, 0, 4096),
  /** memory for the likes lists an instance keeps to answer again (decision 148), MB; 0 keeps none */
  LIKES_LIST_CACHE_MB: intIn(16, 0, 4096),
  /** memory for the search pages an instance keeps to answer again (decision 108), MB; 0 keeps none */
  SEARCH_CACHE_MB: intIn(16, 0, 4096),
  /** memory for the profiles an instance keeps to answer again (decision 162), MB; 0 keeps none */
  PROFILE_CACHE_MB: intIn(16, 0, 4096),
  /**
   * decision 109: the demo conveniences (development mailbox, sandbox payments and its SMS
   * page, seeded demo members and logins). Off by default; `npm start` turns it on for a local
   * address. Refused with a public PUBLIC_URL (assertSafeConfig).
   */
  DEMO_MODE: flag(false),
  /** fixture endpoints of the tests (/api/test/*); only with DEMO_MODE (assertSafeConfig) */
  TEST_API: flag(false),
  /** proxy hop count or proxy addresses/CIDRs whose X-Forwarded-For is believed; off when unset */
  TRUST_PROXY: trustProxy,
  /** Mollie live or test API key (live_… / test_…); without it payments use the built-in sandbox provider in demo mode and are unavailable otherwise */
  MOLLIE_API_KEY: z
    .union([z.literal('').transform(() => undefined), z.string().regex(/^(live|test)_\w{20,}$/, 'must look like test_… or live_… (a Mollie API key)')])
    .optional(),
  /** Mollie's API base URL; only tests point it elsewhere */
  MOLLIE_API_URL: optionalUrl(['http:', 'https:']).transform((v) => v ?? 'https://api.mollie.com'),
  /** SMTP server for outgoing mail (smtp:// or smtps://); without it mails stay in the outbox (read at /dev/mailbox in demo mode only) */
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  /** the From address of outgoing mail; defaults to no-reply@<site domain> */
  MAIL_FROM: z.email().optional(),
  /** signups and password-reset requests per IP address per 10 minutes (counted in PostgreSQL across instances) */
  ACCOUNT_RATE_LIMIT: intIn(20, 1, 1_000_000),
  /** Web Push VAPID key pair (base64url); both or neither. Without them a pair is generated at first start and kept in the database */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,90}$/, 'must be a base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,45}$/, 'must be a base64url P-256 private key').optional(),
  /** bearer secret of the mail provider's bounce and spam-complaint callbacks; without it they are off */
  MAIL_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Bearer token of the operator calls (campaigns); without it they do not exist */
  ADMIN_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  /** run the background jobs (reminders, digests, notification e-mails, push retries) in this process */
  JOB_RUNNER: flag(true),
  /** decision 113: bearer token of GET /metrics (Prometheus); without it /metrics answers 404 */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'must be at least 16 characters').optional()),
  /** decision 113: on SIGTERM/SIGINT, how long in-flight requests may finish before the process exits anyway, ms */
  SHUTDOWN_DRAIN_MS: intIn(10_000, 0, 600_000),
  /** decision 169: the AES-256-GCM key of the staff TOTP secrets; required outside the demo (server/staff/secrets.ts) */
  STAFF_SECRET_KEY: staffSecretKey,
  /**
   * decision 174: where photos and chat images are kept: `database` (the media table, the default)
   * or `s3` (any S3-compatible object store, configured by the S3_* settings below; checkMediaStore)
   */
  MEDIA_STORE: z.enum(['database', 's3'], { message: 'must be "database" or "s3"' }).default('database'),
  /** the S3 API's base URL (MinIO, R2, Ceph RGW…); unset for AWS S3 itself */
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_BUCKET: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lower-case letters, digits, dots and dashes)').optional()),
  S3_REGION: optionalText,
  /** both or neither: without them the AWS SDK's own chain (AWS_* variables, an instance role) is used */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** path-style addresses (endpoint/bucket/key), what MinIO and most self-hosted stores need; virtual hosts (bucket.endpoint) when off */
  S3_FORCE_PATH_STYLE: flag(false),
  /** the most one call to the store may take, ms: a slower store answers 503 with Retry-After (decision 174) */
  S3_TIMEOUT_MS: intIn(5_000, 100, 120_000),
});

export type Config = z.output<typeof EnvSchema>;

/** Thrown for a bad environment; its message lists every bad variable, one a line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  assertSafeConfig(result.data);
  checkMediaStore(result.data);
  return result.data;
}

/**
 * A local address: localhost, *.localhost, 127.0.0.0/8 and ::1. Anything else may be
 * reachable by strangers.
 */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  const octets = host.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}

/** This machine only: 127.0.0.0/8, localhost and [::1] (not *.localhost names, which a resolver may send elsewhere). */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host !== '' && !host.endsWith('.localhost') && isLocalHostname(host);
}

/** Whether PUBLIC_URL is unset or names a local address (the demo may run there). */
export function isLocalPublicUrl(publicUrl: string | undefined): boolean {
  if (publicUrl === undefined) return true;
  try {
    return isLocalHostname(new URL(publicUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * The one home of the "safe to deploy" rule (decision 109): the demo conveniences and
 * the test API are impossible on a public address, and the test API needs demo mode. Throws a
 * ConfigError naming the setting, so the server refuses to start.
 */
export function assertSafeConfig(config: Pick<Config, 'DEMO_MODE' | 'TEST_API' | 'PUBLIC_URL'>): void {
  const problems: string[] = [];
  if (!isLocalPublicUrl(config.PUBLIC_URL)) {
    if (config.DEMO_MODE) problems.push('  DEMO_MODE: must be off when PUBLIC_URL is a public address (it opens the development mailbox, sandbox payments and demo logins)');
    if (config.TEST_API) problems.push('  TEST_API: must be off when PUBLIC_URL is a public address (it opens fixture endpoints that change any account)');
  }
  if (config.TEST_API && !config.DEMO_MODE && problems.length === 0) problems.push('  TEST_API: needs DEMO_MODE=1 (the test fixtures are a demo convenience)');
  if (problems.length > 0) throw new ConfigError(`Unsafe server configuration:\n${problems.join('\n')}`);
}

/**
 * decision 174: MEDIA_STORE=s3 needs a bucket and a region, and the keys come in pairs; S3_* settings
 * without MEDIA_STORE=s3 are a mistake (they would be ignored). Throws a ConfigError naming each.
 */
export function checkMediaStore(config: Pick<Config, 'MEDIA_STORE' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>): void {
  const problems: string[] = [];
  if (config.MEDIA_STORE === 's3') {
    if (!config.S3_BUCKET) problems.push('  S3_BUCKET: required with MEDIA_STORE=s3 (the bucket that keeps the photos and chat images)');
    if (!config.S3_REGION) problems.push('  S3_REGION: required with MEDIA_STORE=s3 (e.g. us-east-1; "auto" for Cloudflare R2)');
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither (neither uses the AWS SDK\'s own credentials chain)');
    }
  } else {
    const set = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => config[name] !== undefined);
    if (set.length > 0) problems.push(`  MEDIA_STORE: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but MEDIA_STORE is not "s3", so images would stay in the database; set MEDIA_STORE=s3 or remove them`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid media store configuration:\n${problems.join('\n')}`);
}
