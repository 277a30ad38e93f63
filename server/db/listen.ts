import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from './connect.ts';

/** What a channel listener is told: each payload, and when it may have missed some. */
export interface ChannelHandlers {
  message(payload: string): void;
  /** listening (again): from now on every notification committed arrives */
  connected(): void;
  /** the connection is lost: notifications may be missed until `connected` is called again */
  lost(error: unknown): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<(tx?: unknown) => Promise<void>>;
}

const isPglite = (client: unknown): client is PgliteLike =>
  typeof client === 'object' && client !== null && typeof (client as { listen?: unknown }).listen === 'function';

/** only channel names this module is given in code: LISTEN takes no parameter */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export interface ListenOptions {
  /** wait before connecting again after a loss */
  retryMs?: number;
  /** a heartbeat round trip is started this often */
  heartbeatMs?: number;
  /** a heartbeat not back within this long counts as a lost connection */
  heartbeatTimeoutMs?: number;
}

/** decision 106/108: how often the listening connection proves it still hears, and how long it may take */
export const HEARTBEAT_MS = 10_000;
export const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * LISTEN on `channel` of the database behind `db`, whichever driver: PGlite's own listener (one
 * process, delivered as the notifying statement ends), or a dedicated PostgreSQL connection opened
 * with the pool's settings that reconnects after a loss (`lost`, then `connected` once back).
 *
 * A PostgreSQL connection can die without a word (failover, a NAT or proxy idle timeout: a
 * half-open socket), and a listener that hears nothing looks just like one with nothing to hear.
 * So the connection has TCP keepalive, and every `heartbeatMs` it sends itself a
 * notification on `<channel>_hb` (NOTIFY through the same connection, heard back on it): when
 * that round trip is not back within `heartbeatTimeoutMs` the connection counts as lost (`lost`:
 * the caches drop everything) and a new one is opened.
 */
export async function listenTo(db: Db, channel: string, handlers: ChannelHandlers, options: number | ListenOptions = {}): Promise<ChannelListener> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
  const { retryMs = 1000, heartbeatMs = HEARTBEAT_MS, heartbeatTimeoutMs = HEARTBEAT_TIMEOUT_MS } = typeof options === 'number' ? { retryMs: options } : options;
  const heartbeatChannel = `${channel}_hb`;
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) {
    const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
    handlers.connected();
    return { close: () => unlisten() };
  }
  if (!(client instanceof pg.Pool)) throw new Error('listenTo: unknown database client');
  const settings = client.options;
  let current: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let stopBeats = (): void => undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...settings, keepAlive: true, keepAliveInitialDelayMillis: heartbeatMs });
    /** the token of the heartbeat under way and what to call when it is heard back */
    let beat: { token: string; heard: () => void } | null = null;
    let beatTimer: NodeJS.Timeout | undefined;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
      else if (message.channel === heartbeatChannel) {
        const waiting = beat;
        if (waiting !== null && waiting.token === message.payload) waiting.heard();
      }
    });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      clearTimeout(beatTimer);
      if (current === next) current = null;
      // a half-open socket would never answer end(): destroy it
      (next as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      void next.end().catch(() => undefined);
      handlers.lost(error);
      if (!closed) timer = setTimeout(() => void connect(), retryMs);
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('listener connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      await next.query(`LISTEN ${heartbeatChannel}`);
    } catch (error) {
      fail(error);
      return;
    }
    if (closed) {
      failed = true;
      await next.end().catch(() => undefined);
      return;
    }
    current = next;
    handlers.connected();
    const heartbeat = () => {
      if (failed || closed) return;
      const token = randomUUID();
      beatTimer = setTimeout(() => fail(new Error(`listener heartbeat not back within ${heartbeatTimeoutMs} ms`)), heartbeatTimeoutMs).unref();
      beat = {
        token,
        heard: () => {
          clearTimeout(beatTimer);
          beat = null;
          beatTimer = setTimeout(heartbeat, heartbeatMs).unref();
        },
      };
      next.query('SELECT pg_notify($1, $2)', [heartbeatChannel, token]).catch((error: unknown) => fail(error));
    };
    beatTimer = setTimeout(heartbeat, heartbeatMs).unref();
    stopBeats = () => clearTimeout(beatTimer);
  };
  await connect();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      stopBeats();
      const open = current;
      current = null;
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => undefined);
      }
    },
  };
}
