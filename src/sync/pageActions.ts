import type { MemberActions } from '../../workers/memberActions.ts';
import { whenSyncReady } from './remote.ts';

/** What a call answers when the worker could not be reached or failed (a comlink error). */
export const WORKER_AWAY = { ok: false, error: { error: 'server_error' } } as const;

/** Every action of `T`, as the page calls it: the worker's answer, or WORKER_AWAY — never a throw. */
export type PageActions<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R | typeof WORKER_AWAY> : never;
};

type AnyAction = (...args: unknown[]) => Promise<unknown>;

/** One caller per name, made at the first call: it waits for the worker and runs the action there. */
const callers = new Map<string, AnyAction>();
function caller(name: string): AnyAction {
  let call = callers.get(name);
  if (!call) {
    call = async (...args) => {
      try {
        const worker = await whenSyncReady();
        const action: unknown = Reflect.get(worker, name);
        return await (action as AnyAction)(...args);
      } catch {
        return WORKER_AWAY;
      }
    };
    callers.set(name, call);
  }
  return call;
}

/**
 * The page's side of every member action, built from the entries (workers/memberActions.ts,
 * decision 183; "go to definition" on `actions.name` lands on the entry): each waits for the sync
 * worker, runs the action there (it writes Dexie and the outbox) and resolves its result; nothing
 * here throws. Screens read what an action changed with the src/db hooks. The page holds only the
 * entries' types: a name is forwarded as it is called.
 */
export const actions = new Proxy({} as PageActions<MemberActions>, {
  get: (_target, name) => (typeof name === 'string' ? caller(name) : undefined),
});
