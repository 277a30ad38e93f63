import type { SyncWorkerApi } from '../../workers/engine.ts';

/** What answers a promise through comlink. */
type Remote<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never };

/**
 * The worker's API as the page sees it through comlink (workers/engine.ts): every call answers a
 * promise; the member actions by their names (workers/memberActions.ts).
 */
export type RemoteSync = Remote<SyncWorkerApi>;

let provide: (remote: RemoteSync) => void = () => {};
let ready = new Promise<RemoteSync>((resolve) => {
  provide = resolve;
});
let current: RemoteSync | null = null;

/** Hands the started worker to everyone waiting in `whenSyncReady` (once per page). */
export function provideSync(remote: RemoteSync): void {
  current = remote;
  provide(remote);
}

/** The worker, once `startSync()` has created it; calls made before then wait here. */
export function whenSyncReady(): Promise<RemoteSync> {
  return current ? Promise.resolve(current) : ready;
}

/**
 * The worker ended (a page entering the back-forward cache, decision 179): calls wait in
 * `whenSyncReady` for the next `provideSync`.
 */
export function withdrawSync(): void {
  current = null;
  ready = new Promise<RemoteSync>((resolve) => {
    provide = resolve;
  });
}

/** Tests only: forget the worker so the next test starts from "not yet started". */
export function resetSyncForTests(): void {
  withdrawSync();
}
