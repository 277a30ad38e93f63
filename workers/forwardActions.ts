import type { MemberActionsApi } from '../src/sync/protocol.ts';
import { memberActionNames } from '../src/sync/registry.ts';

type AnyAction = (...args: unknown[]) => unknown;

/**
 * Every member action (src/sync/registry.ts) forwarded to `target` at call time: the worker's
 * comlink-exposed object and the engine's per-member sessions are built from the one list.
 */
export function forwardActions(target: MemberActionsApi): MemberActionsApi {
  const calls: Record<string, AnyAction> = {};
  for (const name of memberActionNames) calls[name] = (...args) => (target[name] as AnyAction)(...args);
  return calls as unknown as MemberActionsApi;
}
