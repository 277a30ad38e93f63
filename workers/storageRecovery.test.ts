import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { AppDatabase, type OutboxRow } from '../src/db/schema.ts';
import { ensureDatabase, isUnusable, type Dropped } from './storageRecovery.ts';

const row = (id: string): OutboxRow => ({ id, kind: 'sendMessage', payload: { request: { id, kind: 'text', body: 'unsent', profile_id: 9 }, conversationId: -9, profileId: 9 }, createdAt: 1, attempts: 0, nextAttemptAt: 0, state: 'queued', lastError: null, queue: 'chat:9' });

/** The browser refuses the stored database once with `error`. */
function refuseOnce(db: AppDatabase, error: Error): void {
  const open = db.open.bind(db);
  let refused = false;
  db.open = () => {
    if (refused) return open();
    refused = true;
    return Dexie.Promise.reject(error);
  };
}

describe('opening the local database', () => {
  it('opens a healthy database as it is', async () => {
    const db = new AppDatabase('recovery-ok');
    await db.open();
    await db.kv.put({ key: 'cursors', value: { chats: '5' } });
    db.close();
    let recovered = 0;
    expect(await ensureDatabase(db, () => recovered++)).toBe('opened');
    expect((await db.kv.get('cursors'))?.value).toEqual({ chats: '5' });
    expect(recovered).toBe(0);
  });

  it('an unusable database (corrupt backing store) is recreated with its outbox rows kept, and a pull is asked for', async () => {
    const db = new AppDatabase('recovery-broken');
    await db.open();
    await db.kv.put({ key: 'cursors', value: { chats: '7' } });
    await db.outbox.bulkPut([row('a'), { ...row('b'), state: 'sending' }]);
    db.close();
    refuseOnce(db, new Dexie.OpenFailedError('stored database is unusable', Object.assign(new Error('corrupt'), { name: 'UnknownError' })));
    let recovered = 0;
    const dropped: Dropped[] = [];
    expect(await ensureDatabase(db, () => recovered++, (d) => dropped.push(d))).toBe('recreated');
    expect(recovered).toBe(1);
    expect(await db.kv.get('cursors')).toBeUndefined();
    expect((await db.outbox.toArray()).map((r) => [r.id, r.state])).toEqual([
      ['a', 'queued'],
      ['b', 'queued'],
    ]);
    expect(dropped).toEqual([]);
  });

  it('a transient failure (aborted open, full disk) deletes nothing: the error is passed on and the data stays', async () => {
    const db = new AppDatabase('recovery-transient');
    await db.open();
    await db.outbox.put(row('keep'));
    db.close();
    for (const name of ['AbortError', 'QuotaExceededError', 'TimeoutError']) {
      refuseOnce(db, new Dexie.OpenFailedError('try later', Object.assign(new Error(name), { name })));
      await expect(ensureDatabase(db, () => undefined)).rejects.toThrow();
    }
    expect(await ensureDatabase(db, () => undefined)).toBe('opened');
    expect((await db.outbox.get('keep'))?.id).toBe('keep');
  });

  it('a bug in an upgrade step recreates the database but keeps the unsent rows', async () => {
    const name = 'recovery-upgrade-bug';
    const old = new AppDatabase(name);
    await old.open();
    await old.outbox.put(row('written-offline'));
    await old.kv.put({ key: 'cursors', value: { chats: '9' } });
    old.close();
    class Buggy extends AppDatabase {
      constructor() {
        super(name);
        this.version(90)
          .stores({ kv: 'key' })
          .upgrade(() => {
            throw new TypeError('a bug in this upgrade step');
          });
      }
    }
    const db = new Buggy();
    let recovered = 0;
    expect(await ensureDatabase(db, () => recovered++)).toBe('recreated');
    expect(recovered).toBe(1);
    expect((await db.outbox.get('written-offline'))?.kind).toBe('sendMessage');
    expect(await db.kv.get('cursors')).toBeUndefined();
  });

  it('tells unusable errors from the others', () => {
    expect(isUnusable(Object.assign(new Error('x'), { name: 'VersionError' }))).toBe(true);
    expect(isUnusable(new Dexie.OpenFailedError('x', Object.assign(new Error('y'), { name: 'UnknownError' })))).toBe(true);
    expect(isUnusable(new Dexie.OpenFailedError('x'))).toBe(false);
    expect(isUnusable(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(false);
  });
});
