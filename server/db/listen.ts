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

/**
 * LISTEN on `channel` of the database behind `db`, whichever driver: PGlite's own listener (one
 * process, delivered as the notifying statement ends), or a dedicated PostgreSQL connection opened
 * with the pool's settings that reconnects after a loss (`lost`, then `connected` once back).
 */
export async function listenTo(db: Db, channel: string, handlers: ChannelHandlers, retryMs = 1000): Promise<ChannelListener> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
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

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...settings });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      if (current === next) current = null;
      void next.end().catch(() => undefined);
      handlers.lost(error);
      if (!closed) timer = setTimeout(() => void connect(), retryMs);
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('listener connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
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
  };
  await connect();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const open = current;
      current = null;
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => undefined);
      }
    },
  };
}
