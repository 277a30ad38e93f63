import type { User } from '../src/contract/index.ts';
import type { KvKey } from '../src/db/schema.ts';
import type { Clock } from './clock.ts';
import type { ChannelLike } from './leader.ts';
import type { Session, Sessions } from './memberSession.ts';
import type { SessionEnd } from './moderationNotices.ts';
import type { LocalStores } from './stores.ts';

/** The site's data that a new member's (or the visitor's) database starts with: nobody's own. */
const SITE_KEYS = ['settings', 'interests', 'regions', 'companyinfo'] as const satisfies readonly KvKey[];

/** What the member switch needs of the engine (workers/engine.ts) that makes it. */
export interface SwitchContext {
  /** the device database, which names the current member, and the members' databases (decision 116) */
  stores: LocalStores;
  clock: Clock;
  /** the other tabs' workers, told of a switch; without it this worker is alone */
  channel?: ChannelLike;
  sessions: Sessions;
  /** after this worker's switch, or an update of the current member: the leader's machine is told (`pull`: pull now) */
  switched: (pull: boolean) => Promise<void>;
  /** another session became current (this worker's switch or one adopted from another tab) */
  replaced: () => void;
}

export interface MemberSwitch {
  /** the current member's (or the visitor's) session, null until the device database was read */
  current: () => Session | null;
  /** the current session; the device database is read on first use */
  currentSession: () => Promise<Session>;
  /**
   * `user` becomes the current member on this device (null: nobody), on behalf of `from` (the
   * session whose answer says so; ignored when that member is no longer current). Another member's
   * session ends and its database and media cache are deleted (decision 116), outside any transaction.
   * `ended` says why a moderator ended the session (decision 133).
   */
  switchMember: (user: User | null, from: Session, ended?: SessionEnd) => Promise<void>;
  /** Another worker switched the member: this worker opens the one the device database names now. */
  adoptCurrent: () => Promise<void>;
}

/** The member switch of one worker: one switch at a time, in order, whoever asks for it. */
export function createMemberSwitch(ctx: SwitchContext): MemberSwitch {
  const { stores, clock, channel, sessions } = ctx;
  let current: Session | null = null;
  let ready: Promise<Session> | null = null;

  function currentSession(): Promise<Session> {
    if (current) return Promise.resolve(current);
    ready ??= stores
      .readCurrent()
      .catch(() => null)
      .then((memberId) => {
        current ??= sessions.create(memberId);
        return current;
      });
    return ready;
  }

  let switching: Promise<unknown> = Promise.resolve();
  /** Runs member switches one at a time, in order. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = switching.then(work);
    switching = run.catch(() => undefined);
    return run;
  }

  function switchMember(user: User | null, from: Session, ended?: SessionEnd): Promise<void> {
    return exclusive(async () => {
      const session = await currentSession();
      if (session !== from || session.ended) return;
      const memberId = user?.id ?? null;
      if (memberId === session.memberId) {
        if (user) await session.kv.put([{ key: 'user', value: user }]);
        await ctx.switched(false);
        return;
      }
      sessions.end(session);
      const next = sessions.create(memberId);
      // from the creation of the database to the member named current: another tab's start must not
      // take it for an aborted creation's shell (decision 198)
      await stores.creating(async () => {
        await sessions.openStorage(next);
        // a member's database gets Dexie's schema before any other tab is told to open it (their
        // part is loading already); if it cannot load now, their first need asks again
        if (memberId !== null) await sessions.databaseOf(next).catch(() => undefined);
        const site = await session.kv.getMany(SITE_KEYS).catch(() => []);
        // in one transaction: the site's data, the member, and why a moderator ended the session,
        // which the page shows at once (decision 133)
        await next.kv.put([
          ...site.flatMap((row) => (row ? [row] : [])),
          { key: 'user', value: user },
          ...(ended && user === null ? [{ key: 'sessionEnded' as const, value: { ...ended, at: clock.now() } }] : []),
        ]);
        current = next;
        ctx.replaced();
        await stores.writeCurrent(memberId);
      });
      channel?.postMessage({ type: 'userChanged', pull: user !== null });
      await stores.remove(session.kv.name, sessions.handlesOf(session));
      await ctx.switched(user !== null);
    });
  }

  function adoptCurrent(): Promise<void> {
    return exclusive(async () => {
      const session = await currentSession();
      const memberId = await stores.readCurrent();
      if (memberId === session.memberId) return;
      sessions.end(session);
      for (const handle of sessions.handlesOf(session)) handle.close({ disableAutoOpen: true });
      current = sessions.create(memberId);
      ctx.replaced();
    });
  }

  return { current: () => current, currentSession, switchMember, adoptCurrent };
}
