// Reading a database must never create it (decision 196): a member's deleted database stays deleted.
import { describe, expect, it } from 'vitest';
import { openExisting } from './openExisting.ts';

let count = 0;

describe('openExisting', () => {
  it('answers undefined for a database that is not there, and leaves none behind', async () => {
    const name = `open-existing-missing-${++count}`;
    expect(await openExisting(indexedDB, name)).toBeUndefined();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });

  it('opens a database that is there at its own version, its tables untouched', async () => {
    const name = `open-existing-present-${++count}`;
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 30);
      request.onupgradeneeded = () => request.result.createObjectStore('kv', { keyPath: 'key' });
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error ?? new Error('open'));
    });
    const database = await openExisting(indexedDB, name);
    expect(database?.version).toBe(30);
    expect([...(database?.objectStoreNames ?? [])]).toEqual(['kv']);
    database?.close();
  });

  it('answers undefined when the name cannot be opened', async () => {
    const throwing = { open: () => { throw new TypeError('no IndexedDB here'); } } as unknown as IDBFactory;
    expect(await openExisting(throwing, 'any')).toBeUndefined();
  });
});
