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
  /** keep-alive comment and session check of the SSE streams, ms (below a proxy's idle timeout) */
  SSE_KEEPALIVE_MS: intIn(25_000, 10, 600_000),
  /** memory for the chat lists an instance keeps to answer again (decision 106), MB; 0 keeps none */
  CHAT_LIST_CACHE_MB: intIn(16, 0, 4096),
  /** memory for the search pages an instance keeps to answer again (decision 108), MB; 0 keeps none */
  SEARCH_CACHE_MB: intIn(16, 0, 4096),
  TEST_API: flag(false),
  TRUST_PROXY: flag(false),
  /** Mollie live or test API key (live_… / test_…); without it payments use the built-in sandbox provider */
  MOLLIE_API_KEY: z
    .union([z.literal('').transform(() => undefined), z.string().regex(/^(live|test)_\w{20,}$/, 'must look like test_… or live_… (a Mollie API key)')])
    .optional(),
  /** serve the SMS sandbox outbox at /dev/sms (direct-debit codes); never on a public server */
  DEV_SMS_PAGE: flag(false),
  /** Mollie's API base URL; only tests point it elsewhere */
  MOLLIE_API_URL: optionalUrl(['http:', 'https:']).transform((v) => v ?? 'https://api.mollie.com'),
  /** issue 6: SMTP server for outgoing mail (smtp:// or smtps://); without it mails stay in the outbox (dev mailbox) */
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  /** issue 6: the From address of outgoing mail; defaults to no-reply@<site domain> */
  MAIL_FROM: z.email().optional(),
  /** issue 6: signups and password-reset requests per IP address per 10 minutes (counted per instance) */
  ACCOUNT_RATE_LIMIT: intIn(20, 1, 1_000_000),
  /** issue 8: Web Push VAPID key pair (base64url); both or neither. Without them a pair is generated at first start and kept in the database */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,90}$/, 'must be a base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,45}$/, 'must be a base64url P-256 private key').optional(),
  /** issue 8: bearer secret of the mail provider's bounce and spam-complaint callbacks; without it they are off */
  MAIL_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Bearer token of the operator calls (campaigns); without it they do not exist */
  ADMIN_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  /** issue 8: run the background jobs (reminders, digests, notification e-mails, push retries) in this process */
  JOB_RUNNER: flag(true),
});

export type Config = z.output<typeof EnvSchema>;

/** Thrown for a bad environment; its message lists every bad variable, one a line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
}
