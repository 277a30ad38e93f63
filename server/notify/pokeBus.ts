import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Poke } from '../../src/contract/chats.ts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { sql } from '../db/connect.ts';

/** A poke for one member: something of theirs changed, their open app should pull. */
export interface MemberPoke extends Poke {
  member: number;
  /** the member's sessions ended (a suspension or ban, decision 121): their streams close instead of being poked */
  end?: true;
}

/** The poke that closes every real-time stream of a member on every instance (decision 121). */
export function endStreamsPoke(member: number): MemberPoke {
  return { member, kind: 'chat', end: true };
}

export type PokeListener = (poke: MemberPoke) => void;

/**
 * Fan-out of pokes to the SSE connections of every server process. With PostgreSQL a dedicated
 * client LISTENs on one channel and every instance publishes with pg_notify, so a message sent
 * through instance A reaches a member connected to instance B. Without it (PGlite, one process)
 * the pokes go through an in-process emitter.
 */
export interface PokeBus {
  publish(pokes: readonly MemberPoke[]): Promise<void>;
  /**
   * Publishes the pokes of a jsonb array (`pokes`, MemberPoke objects) inside another statement,
   * sent when its transaction commits: the message send's (decision 143), no round trip of its own.
   * Absent on a bus whose pokes do not go through the database (in process): `publish` them.
   */
  publishIn?: (pokes: SQL) => SQL;
  subscribe(member: number, listener: PokeListener): () => void;
  /** open SSE subscriptions in this process (benchmarks, diagnostics) */
  readonly subscriptions: number;
  /** whether pokes from other instances arrive (the LISTEN connection is up); in-process buses always are (/readyz, metrics) */
  readonly listening?: boolean;
  close(): Promise<void>;
}

export const POKE_CHANNEL = 'member_pokes';

function isMemberPoke(value: unknown): value is MemberPoke {
  return typeof value === 'object' && value !== null && typeof (value as { member?: unknown }).member === 'number';
}

function localFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let count = 0;
  return {
    emit(poke: MemberPoke) {
      emitter.emit(String(poke.member), poke);
    },
    subscribe(member: number, listener: PokeListener) {
      emitter.on(String(member), listener);
      count += 1;
      return () => {
        emitter.off(String(member), listener);
        count -= 1;
      };
    },
    get count() {
      return count;
    },
  };
}

export function createLocalPokeBus(): PokeBus {
  const local = localFanOut();
  return {
    publish(pokes) {
      for (const poke of pokes) local.emit(poke);
      return Promise.resolve();
    },
    subscribe: (member, listener) => local.subscribe(member, listener),
    get subscriptions() {
      return local.count;
    },
    listening: true,
    close: () => Promise.resolve(),
  };
}

export interface PgPokeBusOptions {
  databaseUrl: string;
  db: Db;
  onError: (error: unknown) => void;
}

/** LISTEN/NOTIFY on one channel; the listening client reconnects after a lost connection. */
export async function createPgPokeBus(options: PgPokeBusOptions): Promise<PokeBus> {
  const local = localFanOut();
  let client: pg.Client | null = null;
  let closed = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== POKE_CHANNEL || !message.payload) return;
      try {
        const parsed: unknown = JSON.parse(message.payload);
        if (isMemberPoke(parsed)) local.emit(parsed);
      } catch (error) {
        options.onError(error);
      }
    });
    next.on('error', (error) => {
      options.onError(error);
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(options.onError), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${POKE_CHANNEL}`);
    client = next;
  }
  await connect();

  return {
    async publish(pokes) {
      if (pokes.length === 0) return;
      // one statement for all of them (a held message's release pokes both members): one round trip, not one each
      const payloads = pokes.map((poke) => JSON.stringify(poke));
      await options.db.execute(sql`SELECT pg_notify(${POKE_CHANNEL}, p) FROM unnest(${sql.param(payloads)}::text[]) AS p`);
    },
    // the payload is the poke's JSON either way (the listener above parses it)
    publishIn: (pokes) => sql`(SELECT count(pg_notify(${POKE_CHANNEL}, p::text)) FROM jsonb_array_elements(${pokes}) AS p)`,
    subscribe: (member, listener) => local.subscribe(member, listener),
    get subscriptions() {
      return local.count;
    },
    get listening() {
      return client !== null;
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY when the server runs on DATABASE_URL, else in-process (PGlite). */
export function createPokeBus(databaseUrl: string | undefined, db: Db, onError: (error: unknown) => void): Promise<PokeBus> {
  return databaseUrl ? createPgPokeBus({ databaseUrl, db, onError }) : Promise.resolve(createLocalPokeBus());
}
