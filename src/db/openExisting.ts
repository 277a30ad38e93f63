// Opening a database only to read or empty it (decision 196): kv.ts's first reads (readStore.ts), the
// worker's recovery and removal, the service worker's push writes. None of them may create a database
// that is not there: its schema is Dexie's, and a member's deleted database must stay deleted.

/**
 * Opens an existing database at its current version; undefined when it does not exist, is blocked or
 * cannot be opened. A missing database's creation is aborted in its upgrade. Chromium and Gecko then
 * keep nothing; WebKit keeps an empty database at version 0 under the name, which the sync worker's
 * start deletes for any member but the current one (workers/stores.ts removeLeftovers).
 */
export function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name);
    } catch {
      resolve(undefined);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      // the aborted creation's AbortError is the expected answer, not an uncaught error
      event.preventDefault();
      resolve(undefined);
    };
    request.onblocked = () => resolve(undefined);
  });
}
