import { eq, sql, type SQL } from 'drizzle-orm';
import webpush, { type Urgency } from 'web-push';
import { PUSH_CUT_MARKER, type PushPayload } from '../../src/contract/push.ts';
import type { Db } from '../db/connect.ts';
import { pushSubscriptions } from '../db/schema.ts';
import type { VapidKeys } from './vapid.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * A subscription whose session is still live (decision 116): revoking a session deletes its
 * subscriptions (migration 0016's trigger); an expired one is skipped here.
 */
export function pushSessionLive(now: Date): SQL {
  return sql`EXISTS (SELECT 1 FROM sessions WHERE sessions.token_hash = ${pushSubscriptions.sessionTokenHash} AND sessions.revoked_at IS NULL AND sessions.expires_at > ${now})`;
}

/** Browsers' push services accept at most 4096 bytes of encrypted payload; ours stays well below. */
export const PUSH_PAYLOAD_LIMIT = 3_000;
export const PUSH_TIMEOUT_MS = 10_000;

export interface PushOptions {
  /** one queued message per topic at the push service (a newer one replaces it): per conversation */
  topic: string;
  urgency: Urgency;
  /** seconds the push service keeps the message for an offline device */
  ttl: number;
  /** a campaign's push (decision 131): a retry that gets through counts as delivered */
  campaign?: number;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSenderDeps {
  db: Db;
  vapid: VapidKeys;
  clock: () => Date;
  /** tests may swap the HTTP client; defaults to the global fetch */
  fetch?: typeof globalThis.fetch;
}

/** A topic header must be at most 32 URL-safe base64 characters. */
export function pushTopic(raw: string): string {
  return raw.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);
}

/** A character's UTF-8 bytes inside a JSON string (escapes counted). */
const jsonBytes = (char: string): number => Buffer.byteLength(JSON.stringify(char)) - 2;

/** At most `max` UTF-8 bytes of `text` (`json`: as written inside a JSON string), cut between code points. */
export function cutToBytes(text: string, max: number, json = false): string {
  if (!json && Buffer.byteLength(text) <= max) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = json ? jsonBytes(char) : Buffer.byteLength(char);
    if (used + size > max) break;
    out += char;
    used += size;
  }
  return out;
}

/**
 * Keeps a payload within the limit (decision 178): a new message's text is cut first,
 * ending with PUSH_CUT_MARKER and marked `cut` (the next pull brings it whole); a liker's card that
 * does not fit is left out (decision 182); then long titles and bodies are shortened, never dropped.
 */
export function encodePayload(payload: PushPayload): string {
  let json = JSON.stringify(payload);
  if (Buffer.byteLength(json) <= PUSH_PAYLOAD_LIMIT) return json;
  let fitted = payload;
  if (payload.message) {
    const { message } = payload;
    // the JSON around the text, then as much of the text as fits (its escapes counted: shrink until it does)
    const frame = Buffer.byteLength(JSON.stringify({ ...payload, message: { ...message, body: PUSH_CUT_MARKER, cut: true } }));
    let room = PUSH_PAYLOAD_LIMIT - frame;
    while (room > 0) {
      const body = cutToBytes(message.body, room, true) + PUSH_CUT_MARKER;
      fitted = { ...payload, message: { ...message, body, cut: true } };
      json = JSON.stringify(fitted);
      if (Buffer.byteLength(json) <= PUSH_PAYLOAD_LIMIT) return json;
      room -= Math.max(16, Buffer.byteLength(json) - PUSH_PAYLOAD_LIMIT);
    }
    // not even a word of it fits (a very long title): the message is left to the pull
    const { message: _left, peer: _peer, ...rest } = payload;
    fitted = rest;
  }
  if (fitted.like) {
    // a liker's card that does not fit (a very long name or photo address) is left to the pull (decision 182)
    const { like: _left, ...rest } = fitted;
    fitted = rest;
    json = JSON.stringify(fitted);
    if (Buffer.byteLength(json) <= PUSH_PAYLOAD_LIMIT) return json;
  }
  const short = { ...fitted, title: fitted.title.slice(0, 120), body: fitted.body.slice(0, 240) };
  json = JSON.stringify(short);
  return Buffer.byteLength(json) <= PUSH_PAYLOAD_LIMIT ? json : JSON.stringify({ ...short, title: short.title.slice(0, 40), body: '' });
}

/**
 * Sends Web Push messages with VAPID (subject: the site's support address) and aes128gcm
 * encryption. A subscription the push service answers 404 or 410 is deleted; any other failure is
 * counted on the subscription (and in `failures`) and reported for a retry with backoff.
 */
export class PushSender {
  /** failed sends of this process (besides the per-subscription counters) */
  failures = 0;
  sent = 0;

  constructor(private readonly deps: PushSenderDeps) {}

  get publicKey(): string {
    return this.deps.vapid.publicKey;
  }

  async send(subscription: PushSubscriptionRow, payloadJson: string, options: PushOptions, supportEmail: string): Promise<PushOutcome> {
    const { db } = this.deps;
    let status = 0;
    let error = '';
    try {
      const details = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payloadJson, {
        vapidDetails: { subject: `mailto:${supportEmail}`, publicKey: this.deps.vapid.publicKey, privateKey: this.deps.vapid.privateKey },
        TTL: options.ttl,
        urgency: options.urgency,
        topic: pushTopic(options.topic),
        contentEncoding: 'aes128gcm',
      });
      const response = await (this.deps.fetch ?? fetch)(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body),
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        redirect: 'manual', // never follow a push service elsewhere
      });
      status = response.status;
      await response.body?.cancel().catch(() => undefined);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : 'push request failed';
    }
    if (status >= 200 && status < 300) {
      this.sent += 1;
      await db.update(pushSubscriptions).set({ lastSuccessAt: this.deps.clock(), failures: 0, lastError: null }).where(eq(pushSubscriptions.id, subscription.id));
      return 'sent';
    }
    if (status === 404 || status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      return 'gone';
    }
    this.failures += 1;
    await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1`, lastError: (error || `HTTP ${status}`).slice(0, 300) })
      .where(eq(pushSubscriptions.id, subscription.id));
    return 'failed';
  }
}
