// A page left with a read in flight (decision 194): the read would hold every writer of its table
// while the page is cached; it is aborted as the page is left, and the restored page loads again.
import { afterEach, describe, expect, it } from 'vitest';
import { AppDatabase } from './schema.ts';
import { abortTransactionsOnLeave, trackTransactions, type LiveTransactions } from './leaveForCache.ts';

let count = 0;
let uninstall: (() => void) | null = null;
let tracked: LiveTransactions | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
  tracked?.uninstall();
  tracked = null;
});

function open(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('kv');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

/** A page: its window and document as event targets, and the reloads asked for. */
function page() {
  const win = new EventTarget();
  const doc = new EventTarget();
  const reloads: number[] = [];
  uninstall = abortTransactionsOnLeave({ window: win, document: doc, prototype: IDBDatabase.prototype, reload: () => reloads.push(Date.now()) });
  const hide = (persisted: boolean) => win.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
  const show = (persisted: boolean) => win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
  return { win, doc, reloads, hide, show };
}

/**
 * A read that does not end by itself, as a cached page's: WebKit holds its request's events, so
 * the transaction stays active. Here the page keeps asking within the transaction instead.
 */
function endlessRead(db: IDBDatabase): { transaction: IDBTransaction; ended: Promise<string> } {
  const transaction = db.transaction('kv', 'readonly');
  const store = transaction.objectStore('kv');
  const ask = () => {
    try {
      store.get('user').onsuccess = ask;
    } catch {
      // the transaction was aborted: no more asking
    }
  };
  ask();
  const ended = new Promise<string>((resolve) => {
    transaction.addEventListener('complete', () => resolve('complete'));
    transaction.addEventListener('abort', () => resolve('abort'));
  });
  return { transaction, ended };
}

/** The prototype's `transaction` as it stands (a property read, not a method taken off its object). */
const currentTransaction = (): unknown => Object.getOwnPropertyDescriptor(IDBDatabase.prototype, 'transaction')?.value;
/** The sync worker's write: another realm's, which the page's watch does not see. */
const workerTransaction = currentTransaction() as IDBDatabase['transaction'];
function write(db: IDBDatabase): Promise<string> {
  return new Promise((resolve) => {
    const transaction = workerTransaction.call(db, 'kv', 'readwrite');
    transaction.objectStore('kv').put({ key: 'user', value: 'written' }, 'user');
    transaction.oncomplete = () => resolve('written');
    transaction.onabort = () => resolve('aborted');
  });
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> =>
  Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);

describe("the page's transactions when it is left", () => {
  it('aborts a read in flight as the page enters the cache, so that the writer behind it goes through', async () => {
    const name = `leave-${++count}`;
    const { hide, show, reloads } = page();
    const pageDb = await open(name);
    const workerDb = await open(name);
    const read = endlessRead(pageDb);
    const written = write(workerDb);
    // the page's read holds the worker's write, as a cached page's did
    expect(await within(written, 100)).toBe('still waiting');

    // a page unloaded for good is left to end with its transactions
    hide(false);
    expect(await within(read.ended, 50)).toBe('still waiting');
    hide(true);
    expect(await read.ended).toBe('abort');
    expect(await within(written, 1_000)).toBe('written');
    expect(reloads).toEqual([]);
    // restored from the cache: its screens' reads were aborted, so it loads again, once
    show(true);
    expect(reloads).toHaveLength(1);
    show(true);
    expect(reloads).toHaveLength(1);
    pageDb.close();
    workerDb.close();
  });

  it('leaves a page alone that had nothing in flight', async () => {
    const name = `leave-${++count}`;
    const { hide, show, reloads } = page();
    const db = await open(name);
    await new Promise<void>((resolve) => {
      const transaction = db.transaction('kv', 'readonly');
      transaction.objectStore('kv').get('user');
      transaction.oncomplete = () => resolve();
    });
    hide(true);
    show(true);
    expect(reloads).toEqual([]);
    db.close();
  });

  it('aborts on freeze and loads again on resume; a first show is no restore', async () => {
    const name = `leave-${++count}`;
    const { doc, show, reloads } = page();
    const db = await open(name);
    const read = endlessRead(db);
    show(false);
    doc.dispatchEvent(new Event('freeze'));
    expect(await read.ended).toBe('abort');
    show(false);
    expect(reloads).toEqual([]);
    doc.dispatchEvent(new Event('resume'));
    expect(reloads).toHaveLength(1);
    db.close();
  });

  it('puts the prototype back when removed', () => {
    const before = currentTransaction();
    const { reloads } = page();
    expect(currentTransaction()).not.toBe(before);
    uninstall?.();
    uninstall = null;
    expect(currentTransaction()).toBe(before);
    expect(reloads).toEqual([]);
  });
});

function openRaw(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(`live-transactions-test-${++count}`, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('rows');
      request.result.createObjectStore('other');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

const ended = (transaction: IDBTransaction): Promise<'complete' | 'abort'> =>
  new Promise((resolve) => {
    transaction.addEventListener('complete', () => resolve('complete'));
    transaction.addEventListener('abort', () => resolve('abort'));
  });

function read(db: IDBDatabase, key: string): Promise<unknown> {
  return new Promise((resolve) => {
    const request = db.transaction('rows').objectStore('rows').get(key);
    request.onsuccess = () => resolve(request.result);
  });
}

describe('the transactions in flight', () => {
  it("counts the transactions begun and not ended, Dexie's too", async () => {
    const db = await openRaw();
    tracked = trackTransactions(IDBDatabase.prototype);
    const reader = db.transaction('rows');
    reader.objectStore('rows').get('one');
    const writer = db.transaction('other', 'readwrite');
    writer.objectStore('other').put('b', 'two');
    expect(tracked.count).toBe(2);
    await Promise.all([ended(reader), ended(writer)]);
    expect(tracked.count).toBe(0);
    db.close();

    const dexie = new AppDatabase(`live-transactions-dexie-${++count}`);
    await dexie.kv.put({ key: 'user', value: null });
    const writes = [dexie.table('kv').put({ key: 'a', value: 1 }), dexie.table('kv').put({ key: 'b', value: 2 })];
    expect(tracked.count).toBeGreaterThanOrEqual(1);
    await Promise.all(writes);
    expect(tracked.count).toBe(0);
    dexie.close();
  });

  it('aborts what is in flight and goes on: whether anything was', async () => {
    const db = await openRaw();
    tracked = trackTransactions(IDBDatabase.prototype);
    expect(tracked.abortLive()).toBe(false);
    const writer = db.transaction('rows', 'readwrite');
    writer.objectStore('rows').put('x', 'gone');
    const outcome = ended(writer);
    expect(tracked.abortLive()).toBe(true);
    expect(await outcome).toBe('abort');
    // not ending: the next transaction runs
    const next = db.transaction('rows', 'readwrite');
    next.objectStore('rows').put('y', 'kept');
    expect(await ended(next)).toBe('complete');
    expect(await read(db, 'gone')).toBeUndefined();
    expect(await read(db, 'kept')).toBe('y');
    db.close();
  });
});

describe("the sync worker's transactions as its page leaves (decision 197)", () => {
  it('lets a write in flight commit, then refuses new transactions until the page stays', async () => {
    const name = `drain-${++count}`;
    const db = await open(name);
    tracked = trackTransactions(IDBDatabase.prototype);
    const inFlight = new Promise<string>((resolve) => {
      const transaction = db.transaction('kv', 'readwrite');
      transaction.objectStore('kv').put('kept', 'user');
      transaction.oncomplete = () => resolve('complete');
      transaction.onabort = () => resolve('abort');
    });
    await tracked.drain(1_000);
    expect(await inFlight).toBe('complete');
    expect(tracked.count).toBe(0);

    // a transaction made while leaving is aborted: its caller sees it fail, nothing is written
    const refused = db.transaction('kv', 'readwrite');
    refused.objectStore('kv').put('lost', 'other');
    const outcome = await new Promise<string>((resolve) => {
      refused.oncomplete = () => resolve('complete');
      refused.onabort = () => resolve(`abort ${refused.error?.name ?? 'by the caller'}`);
    });
    expect(outcome).toBe('abort by the caller');
    expect(tracked.count).toBe(0);

    const read = (key: string) =>
      new Promise((resolve) => {
        const request = db.transaction('kv', 'readonly').objectStore('kv').get(key);
        request.onsuccess = () => resolve(request.result);
      });
    // the page stayed: transactions run again
    tracked.resume();
    expect(await read('user')).toBe('kept');
    expect(await read('other')).toBeUndefined();
    expect(await write(db)).toBe('written');
    db.close();
  });

  it('aborts a transaction that does not end within the wait', async () => {
    const name = `drain-${++count}`;
    const db = await open(name);
    tracked = trackTransactions(IDBDatabase.prototype);
    const { ended } = endlessRead(db);
    await tracked.drain(50);
    expect(await ended).toBe('abort');
    expect(tracked.count).toBe(0);
    db.close();
  });
});
