import type { MemberActionsApi } from './protocol.ts';
import { memberActionNames } from './registry.ts';
import { whenSyncReady } from './remote.ts';

/** What a call answers when the worker could not be reached or failed (a comlink error). */
export const WORKER_AWAY = { ok: false, error: { error: 'server_error' } } as const;

/** Every action of `T`, as the page calls it: the worker's answer, or WORKER_AWAY — never a throw. */
export type PageActions<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R | typeof WORKER_AWAY> : never;
};

type AnyAction = (...args: unknown[]) => Promise<unknown>;

/**
 * The page's side of every member action (registry.ts): each waits for the sync worker, runs the
 * action there (it writes Dexie and the outbox) and resolves its result; nothing here throws.
 * Screens read what an action changed with the src/db hooks.
 */
function pageActions(): PageActions<MemberActionsApi> {
  const calls: Record<string, AnyAction> = {};
  for (const name of memberActionNames) {
    calls[name] = async (...args) => {
      try {
        const worker = await whenSyncReady();
        return await (worker[name] as AnyAction)(...args);
      } catch {
        return WORKER_AWAY;
      }
    };
  }
  return calls as PageActions<MemberActionsApi>;
}

export const actions = pageActions();
