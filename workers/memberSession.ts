import type { User } from '../src/contract/index.ts';
import type { AppDatabase } from '../src/db/schema.ts';
import { createApiClient, type ApiClient } from './apiClient.ts';
import { sleeper, type Clock, type Sleep } from './clock.ts';
import type { EventSourceFactory } from './events.ts';
import type { KvStore } from './kvStore.ts';
import type { EngineState } from './machine.ts';
import type * as MemberPartsModule from './memberParts.ts';
import type { MemberParts } from './memberParts.ts';
import { sessionEndOf, type SessionEnd } from './moderationNotices.ts';
import type { PullStep } from './pull.ts';
import { ensureDatabase, isUnusable, type Dropped } from './storageRecovery.ts';
import type { LocalStores } from './stores.ts';

/**
 * One member's (or the visitor's) part of the worker (decision 116): their database, an api client
 * that answers nothing once they are no longer current, and every action and the outbox bound to
 * both. Whatever is still in flight for an ended session writes nothing: its database is closed
 * (and deleted), its api client answers `loggedOut`.
 * The database is reached two ways (decision 141): its kv table with plain IndexedDB (`kv`: the
 * start, the boot pull, the sync status, the member switch), every table through Dexie (`db`) once
 * the member's part of the worker is loaded (a member's session, or a visitor who called an action).
 */
export interface Session {
  readonly memberId: number | null;
  readonly kv: KvStore;
  readonly api: ApiClient;
  /** the Dexie handle, once the member's part is loaded */
  db: AppDatabase | null;
  opening: Promise<AppDatabase> | null;
  /** the chat engine and the actions, once loaded (a member's session asks for them at once) */
  parts: MemberParts | null;
  loading: Promise<MemberParts> | null;
  ended: boolean;
}

/** What the sessions need of the engine (workers/engine.ts) that makes them. */
export interface SessionContext {
  /** the device database and the members' databases (decision 116) */
  stores: LocalStores;
  fetch: typeof globalThis.fetch;
  clock: Clock;
  sleep?: Sleep;
  random?: () => number;
  eventSource?: EventSourceFactory;
  /** loads the member's part of the engine (default: its chunk, by dynamic import) */
  loadMemberParts?: () => Promise<typeof MemberPartsModule>;
  isOffline: () => boolean;
  /** a pull now (narrowed by a poke's kind), by whichever worker leads */
  requestSync: (pokeKind?: string) => void;
  /** the outbox sent now, by whichever worker leads */
  requestFlush: () => void;
  /** `user` becomes the current member, on behalf of the session `from` (the engine's member switch) */
  switchMember: (user: User | null, from: Session, ended?: SessionEnd) => Promise<void>;
  /** the engine's state when `session` is the current one, else null */
  stateOf: (session: Session) => EngineState | null;
  /** the member's pull steps, once their module is here */
  setMemberSteps: (steps: readonly PullStep[]) => void;
}

export interface Sessions {
  create: (memberId: number | null) => Session;
  /** the session's database through Dexie, opened (or recreated) once */
  databaseOf: (session: Session) => Promise<AppDatabase>;
  /** the session's kv table opened (an unusable database recreated first) */
  openStorage: (session: Session) => Promise<void>;
  /** the session's chat engine and actions, loaded on first need (decision 136) */
  partsOf: (session: Session) => Promise<MemberParts>;
  /** the parts a pull or a flush of this session needs: a member's (loaded if need be); a visitor's only if loaded */
  partsFor: (session: Session, loggedIn: boolean) => Promise<MemberParts | null>;
  /** the member is told that unsent rows were lost when their database had to be recreated */
  tellDropped: (session: Session, dropped: Dropped) => void;
  /** Decision 117: the outbox goes out first, for LOGOUT_SEND_MS at most, while the member's session still holds. */
  sendBeforeLogout: (session: Session) => Promise<void>;
  /** ends a session in this worker: no more sends, timers, stream or answers */
  end: (session: Session) => void;
  /** the session's open handles: closed before its database is deleted, so nothing reopens it */
  handlesOf: (session: Session) => Array<{ close(options?: { disableAutoOpen: boolean }): void }>;
}

/** How long a logout waits for the outbox to go out before the member's database goes (decision 117). */
export const LOGOUT_SEND_MS = 10_000;

/** The member's part of the engine, its own chunk (decision 136): loaded once, on first need. */
let memberModule: Promise<typeof MemberPartsModule> | null = null;
function loadMemberModule(): Promise<typeof MemberPartsModule> {
  memberModule ??= import('./memberParts.ts').catch((error: unknown) => {
    // a chunk that failed to load (a deploy meanwhile, a network error) is asked for again next time
    memberModule = null;
    throw error;
  });
  return memberModule;
}

/** The sessions of one worker's engine. */
export function createSessions(ctx: SessionContext): Sessions {
  const { stores, clock } = ctx;

  /** The member's part of the engine, asked for once (again after a failure). */
  let partsModule: Promise<typeof MemberPartsModule> | null = null;
  function loadParts(): Promise<typeof MemberPartsModule> {
    partsModule ??= (ctx.loadMemberParts ?? loadMemberModule)();
    partsModule.catch(() => {
      partsModule = null;
    });
    return partsModule;
  }

  function create(memberId: number | null): Session {
    const kv = stores.open(memberId);
    const inner = createApiClient({
      fetch: ctx.fetch,
      sleep: ctx.sleep ?? sleeper(clock),
      random: ctx.random,
      // SPEC §8: a forced logout ends this member (their database goes), not whoever is current now
      // decision 133: the answer may say why (a suspension or ban): the next database keeps the notice
      onAuthenticationRequired: (_path, error) => ctx.switchMember(null, session, sessionEndOf(error)),
      isOffline: ctx.isOffline,
    });
    const api: ApiClient = {
      async request(path, options) {
        if (session.ended) return { kind: 'loggedOut' };
        const outcome = await inner.request(path, options);
        // an answer for a member who is no longer current is dropped, never written
        return session.ended ? { kind: 'loggedOut' } : outcome;
      },
    };
    const session: Session = { memberId, kv, api, db: null, opening: null, parts: null, loading: null, ended: false };
    // a member's session needs its chat engine and actions soon: their chunk loads beside the start
    if (memberId !== null) void partsOf(session).catch(() => undefined);
    return session;
  }

  /**
   * The session's database through Dexie (loaded with the member's part), opened once: its schema
   * upgraded (a database the kv table was created in first included), an unusable one recreated
   * with its unsent rows (storageRecovery.ts), after which a pull boots again from the server.
   */
  function databaseOf(session: Session): Promise<AppDatabase> {
    session.opening ??= loadParts().then(async ({ openDatabase }) => {
      // an ended session's database is deleted, or about to be: never opened (and so recreated) again
      if (session.ended) throw Object.assign(new Error('the session has ended'), { name: 'DatabaseClosedError' });
      const db = openDatabase(session.kv.name);
      session.db = db;
      await ensureDatabase(
        db,
        () => {
          session.kv.revive();
          ctx.requestSync();
        },
        (dropped) => tellDropped(session, dropped),
      );
      return db;
    });
    // a failed open is tried again by the next call
    session.opening.catch(() => {
      session.opening = null;
    });
    return session.opening;
  }

  /**
   * Opens the session's kv table (creating the database when it is new). A database the browser
   * reports unusable is recreated through Dexie (storageRecovery.ts), then opened again.
   */
  async function openStorage(session: Session): Promise<void> {
    try {
      await session.kv.open();
    } catch (error) {
      if (!isUnusable(error)) throw error;
      await databaseOf(session);
      await session.kv.open();
    }
  }

  function partsOf(session: Session): Promise<MemberParts> {
    session.loading ??= Promise.all([loadParts(), databaseOf(session)]).then(([{ createMemberParts, memberSteps }, db]) => {
      ctx.setMemberSteps(memberSteps(clock));
      const parts = createMemberParts({
        db,
        api: session.api,
        clock,
        random: ctx.random,
        eventSource: ctx.eventSource,
        requestSync: ctx.requestSync,
        requestFlush: ctx.requestFlush,
        becomeMember: (user) => ctx.switchMember(user, session),
      });
      session.parts = parts;
      // an ended session's parts never run; the current one's follow the machine from now on
      const state = ctx.stateOf(session);
      if (session.ended) parts.chat.stop();
      else if (state) parts.chat.onEngineState(state);
      return parts;
    });
    // a failed load is tried again by the next call
    session.loading.catch(() => {
      if (!session.parts) session.loading = null;
    });
    return session.loading;
  }

  function tellDropped(session: Session, dropped: Dropped): void {
    void session.kv.put([{ key: 'storageNotice', value: { at: clock.now(), outbox: dropped.outbox } }]).catch(() => undefined);
  }

  async function sendBeforeLogout(session: Session): Promise<void> {
    if (ctx.isOffline() || session.memberId === null) return;
    let timer: unknown = null;
    await Promise.race([
      // stalled rows wake up and every due row goes out, as before a pull
      partsOf(session)
        .then((parts) => parts.chat.beforePull(true))
        .catch(() => undefined),
      new Promise<void>((resolve) => {
        timer = clock.setTimeout(resolve, LOGOUT_SEND_MS);
      }),
    ]);
    clock.clearTimeout(timer);
  }

  return {
    create,
    databaseOf,
    openStorage,
    partsOf,
    partsFor: async (session, loggedIn) => (session.memberId !== null || loggedIn ? partsOf(session) : session.parts),
    tellDropped,
    sendBeforeLogout,
    end(session) {
      session.ended = true;
      session.parts?.chat.stop();
    },
    handlesOf: (session) => (session.db ? [session.kv, session.db] : [session.kv]),
  };
}
