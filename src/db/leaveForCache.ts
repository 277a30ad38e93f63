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
//
// The sync worker follows its own transactions the same way (decision 197): as its page begins to
// leave, it lets those in flight end and starts no new one, so that it is ended with none in flight.

export interface LiveTransactions {
  /** transactions begun and neither committed nor aborted */
  readonly count: number;
  /** Aborts every transaction in flight (IndexedDB rolls each back whole); whether there was one. */
  abortLive(): boolean;
  /**
   * Lets the transactions in flight end and refuses new ones (each is aborted as it is made) until
   * `resume`; those still in flight after `ms` are aborted. Resolves once none is in flight, or `ms`
   * after the abort (decision 197: the sync worker before its page leaves).
   */
  drain(ms: number): Promise<void>;
  /** New transactions run again. */
  resume(): void;
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
  let refusing = false;
  let emptied: Array<() => void> = [];
  const transaction = function (this: IDBDatabase, ...args: Parameters<Transact>): IDBTransaction {
    const made = original.apply(this, args);
    live.add(made);
    const ended = () => {
      live.delete(made);
      if (live.size > 0) return;
      const waiting = emptied;
      emptied = [];
      for (const resolve of waiting) resolve();
    };
    made.addEventListener('complete', ended);
    made.addEventListener('abort', ended);
    // Refused: aborted once its caller has placed its requests (they fail with an AbortError, as in
    // any transaction that could not commit); none can have succeeded by then. Aborted at once, the
    // caller's next objectStore() would throw an InvalidStateError, which storageRecovery.ts counts
    // as an unusable database.
    if (refusing) {
      queueMicrotask(() => {
        try {
          made.abort();
        } catch {
          // ended meanwhile
        }
      });
    }
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
  const empty = (ms: number): Promise<boolean> => {
    if (live.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      emptied.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  };
  return {
    get count() {
      return live.size;
    },
    abortLive,
    async drain(ms) {
      refusing = true;
      if (await empty(ms)) return;
      abortLive();
      await empty(ms);
    },
    resume() {
      refusing = false;
    },
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

const persisted = (event: Event): boolean => (event as Event & { persisted?: boolean }).persisted === true;

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
