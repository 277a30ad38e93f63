// The page's own IndexedDB transactions when it is left (decision 194).
//
// A page that enters the back-forward cache with a transaction in flight (a kv.ts read, a live
// query of Dexie) keeps that transaction open for as long as it stays cached: WebKit holds a cached
// page's events, and a transaction ends only after the events of its requests have run. Every
// writer of the same table then waits, the next page's sync worker included: no like, no message,
// no logout went through until the cached page was restored or evicted (seen in WebKit's core path,
// tests/engines). The page aborts its transactions as it enters the cache or is frozen (it only
// reads; the sync worker writes), and a page restored after that loads again: the reads its screens were waiting for are
// gone with the aborted transactions.

export interface LiveTransactions {
  /** transactions begun and neither committed nor aborted */
  readonly count: number;
  /** Aborts every transaction in flight (IndexedDB rolls each back whole); whether there was one. */
  abortLive(): boolean;
  /** tests only: puts the prototype's own `transaction` back */
  uninstall(): void;
}

type Transact = IDBDatabase['transaction'];

/**
 * Follows every transaction made through `prototype.transaction` (Dexie's and the plain ones alike):
 * the context's IDBDatabase.prototype, or fake-indexeddb's in tests.
 */
export function trackTransactions(prototype: { transaction: Transact }): LiveTransactions {
  const live = new Set<IDBTransaction>();
  const original = prototype.transaction;
  const transaction = function (this: IDBDatabase, ...args: Parameters<Transact>): IDBTransaction {
    const made = original.apply(this, args);
    live.add(made);
    const ended = () => live.delete(made);
    made.addEventListener('complete', ended);
    made.addEventListener('abort', ended);
    return made;
  };
  prototype.transaction = transaction as Transact;
  const abortLive = (): boolean => {
    let aborted = false;
    for (const made of live) {
      try {
        made.abort();
        aborted = true;
      } catch {
        // finished meanwhile: its complete event is on its way
      }
    }
    return aborted;
  };
  return {
    get count() {
      return live.size;
    },
    abortLive,
    uninstall() {
      prototype.transaction = original;
    },
  };
}

interface Listening {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

export interface LeaveDeps {
  window: Listening;
  document: Listening;
  /** the realm's IDBDatabase.prototype (fake-indexeddb's in tests) */
  prototype: { transaction: IDBDatabase['transaction'] };
  reload: () => void;
}

const persisted = (event: Event): boolean => (event as PageTransitionEvent).persisted === true;

/** Installs the watch on the page's transactions; answers its removal (tests). */
export function abortTransactionsOnLeave(deps: LeaveDeps): () => void {
  const live = trackTransactions(deps.prototype);
  let aborted = false;
  // Only a page that stays in memory (cached or frozen): one unloaded for good ends its transactions
  // with it, and aborting them there was seen to disturb Chromium's next page in the chaos tests.
  const leave = (event: Event) => {
    if (event.type === 'pagehide' && !persisted(event)) return;
    if (live.abortLive()) aborted = true;
  };
  const restored = (event: Event) => {
    if (event.type === 'pageshow' && !persisted(event)) return;
    if (!aborted) return;
    aborted = false;
    deps.reload();
  };
  deps.window.addEventListener('pagehide', leave);
  deps.document.addEventListener('freeze', leave);
  deps.window.addEventListener('pageshow', restored);
  deps.document.addEventListener('resume', restored);
  return () => {
    live.uninstall();
    deps.window.removeEventListener('pagehide', leave);
    deps.document.removeEventListener('freeze', leave);
    deps.window.removeEventListener('pageshow', restored);
    deps.document.removeEventListener('resume', restored);
  };
}
