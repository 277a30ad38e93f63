import type { User } from '../src/contract/index.ts';
import type { Clock } from './clock.ts';
import type { Sessions } from './memberSession.ts';
import type { MemberSwitch } from './memberSwitch.ts';
import { runPull, type PullContext, type PullReport, type PullStep } from './pull.ts';
import type { PullScope } from './pullScope.ts';
import type { PullResult } from './scheduler.ts';
import { ensureDatabase, isStorageLost } from './storageRecovery.ts';
import type { LocalStores } from './stores.ts';

/** What the leader's pull needs of the engine (workers/engine.ts) that runs it. */
export interface SessionPullContext {
  clock: Clock;
  stores: LocalStores;
  scope: PullScope;
  sessions: Sessions;
  members: MemberSwitch;
  /** the pull's steps: the boot steps, and the member's once their module is here */
  steps: () => readonly PullStep[];
  /** the starting page's host and query, for settings.php (SPEC §7) */
  page: () => PullContext['page'];
  /** the engine's machine: booted once a pull went through, and whether a member is logged in */
  state: () => { booted: boolean; loggedIn: boolean };
  /** another tab's worker switched the member while this pull ran: the leader pulls for the new one */
  adopted: () => Promise<void>;
  /** a pull of the current session ended: who is logged in, its first error, whether it went through, and whether it fetched everything */
  done: (outcome: { user: User | null; error: string | null; ok: boolean; full: boolean }) => void;
}

/**
 * The leader's pull of the current member's (or the visitor's) data, and what it meets on the way:
 * the member changed elsewhere (logged out, another member's cookie), the database deleted by
 * another tab's logout, or IndexedDB gone while the app was open (decision 116).
 */
export function createSessionPull(ctx: SessionPullContext): () => Promise<PullResult> {
  const { clock, stores, scope, sessions, members } = ctx;

  return async function pull(): Promise<PullResult> {
    const { booted, loggedIn } = ctx.state();
    const session = await members.currentSession();
    const { kv } = session;
    // a scoped pull only between full ones: the poll (and every other reason) still fetches everything
    const only = scope.take(clock.now(), booted, loggedIn);
    let report: PullReport;
    try {
      await (await sessions.partsFor(session, loggedIn))?.chat.beforePull(loggedIn);
      const steps = ctx.steps();
      // booted, yet the stored settings are gone: the database was emptied under us (evicted and
      // reopened empty): boot again from the server
      const emptied = booted && (await kv.get('settings')) === undefined;
      const chosen = only && !emptied ? steps.filter((step) => only.has(step.name)) : steps;
      report = await runPull(chosen, { api: session.api, kv, db: session.db, memberId: session.memberId, booted: booted && !emptied, loggedIn, page: ctx.page() });
    } catch (error) {
      // the member changed meanwhile: their database is gone with whatever this pull brought
      if (session.ended) return 'ok';
      if (!isStorageLost(error)) throw error;
      // closed because another tab deleted it (a logout there): follow the device database
      if ((await stores.readCurrent()) !== session.memberId) {
        await members.adoptCurrent();
        await ctx.adopted();
        return 'ok';
      }
      // IndexedDB went away while the app was open (evicted, force-closed): open or recreate it
      // and boot again from the server, settings and reference data included
      session.kv.revive();
      await sessions.openStorage(session);
      if (session.db) await ensureDatabase(session.db, () => undefined, (dropped) => sessions.tellDropped(session, dropped));
      report = await runPull(ctx.steps(), { api: session.api, kv, db: session.db, memberId: session.memberId, booted: false, loggedIn, page: ctx.page() });
    }
    if (session.ended) return 'ok';
    const seen = report.member;
    if (seen && (seen.user?.id ?? null) !== session.memberId) {
      // logged out elsewhere (password changed, session revoked) or another member's cookie
      await members.switchMember(seen.user, session, seen.ended);
      return report.ok ? 'ok' : 'failed';
    }
    ctx.done({ user: report.user, error: report.errors[0] ?? null, ok: report.ok, full: only === null });
    return report.ok ? 'ok' : 'failed';
  };
}
