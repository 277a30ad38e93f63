import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { AppDatabase } from '../src/db/schema.ts';
import { ensureDatabase } from './storageRecovery.ts';

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

  it('a database that cannot be opened is recreated empty, and a pull is asked for', async () => {
    const db = new AppDatabase('recovery-broken');
    await db.open();
    await db.kv.put({ key: 'cursors', value: { chats: '7' } });
    db.close();
    // the browser refuses the stored database once (corrupt or evicted during an upgrade)
    const open = db.open.bind(db);
    let refused = false;
    db.open = () => {
      if (refused) return open();
      refused = true;
      return Dexie.Promise.reject(new Dexie.OpenFailedError('stored database is unusable'));
    };
    let recovered = 0;
    expect(await ensureDatabase(db, () => recovered++)).toBe('recreated');
    expect(recovered).toBe(1);
    expect(await db.kv.get('cursors')).toBeUndefined();
    await db.chats.put({ id: 1, profileId: 2, numUnread: 0, lastMessageAt: 0, lastMessagePreview: '', version: 0 });
    expect(await db.chats.count()).toBe(1);
  });
});
