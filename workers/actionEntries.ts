// The shape of a member action (decision 183): an entry `name(deps, ...args)` in its area's object
// (workers/<area>Actions.ts), declared once with its argument types and its implementation. The
// worker binds the entries to a member's session (memberActions.ts); the page's handle
// (src/sync/pageActions.ts) and the worker's exposed object are built from the same entries' type,
// so "go to definition" on a page's `actions.name(…)` lands on the entry.
import type { ApiError } from '../src/contract/errors.ts';

/** The outcome of a user action that the server may refuse. */
export type ActionResult = { ok: true } | { ok: false; error: ApiError | { error: 'network' } };

/** An action that answers data the screen shows or needs next (not kept in Dexie). */
export type DataResult<T> = { ok: true; data: T } | Exclude<ActionResult, { ok: true }>;

/** An area's entries: each takes what it runs with (`deps`, one member's session) and then the page's arguments. */
export type ActionEntries<Deps> = Record<string, (deps: Deps, ...args: never[]) => Promise<unknown>>;

/** The entries bound to one session: the calls as the page makes them (without `deps`). */
export type BoundActions<E> = {
  [K in keyof E]: E[K] extends (deps: never, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/** Binds every entry to `deps` (one member's session). */
export function bindActions<Deps, E extends ActionEntries<Deps>>(entries: E & ActionEntries<Deps>, deps: NoInfer<Deps>): BoundActions<E> {
  const bound: Record<string, (...args: never[]) => Promise<unknown>> = {};
  for (const [name, run] of Object.entries(entries)) bound[name] = (...args) => run(deps, ...args);
  // the loop above builds exactly BoundActions<E>, key by key; TypeScript cannot follow a mapped type through a loop
  return bound as BoundActions<E>;
}
