import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_CACHE } from '../contract/constants.ts';
import { AppDatabase } from './schema.ts';
import { clearMemberData, readKv, writeKv } from './database.ts';

describe('clearing member data at logout', () => {
  const original = (globalThis as { caches?: unknown }).caches;
  afterEach(() => {
    (globalThis as { caches?: unknown }).caches = original;
  });

  it('forgets the member and their photo cache but keeps the site settings', async () => {
    const deleted: string[] = [];
    (globalThis as { caches?: unknown }).caches = {
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    };
    const db = new AppDatabase(`clear-${Math.random()}`);
    await writeKv('cursors', { chats: '42' }, db);
    await db.profiles.put({ id: 7 } as never);
    await writeKv('likeEvent', { id: 'e', profileId: 3, match: true, at: 1, card: { name: 'Mia', age: 30, region: null, country: 'GB', mainImage: null, fictional: false, match: true } }, db);
    await writeKv('likeNotice', { id: 'n', kind: 'like', error: 'blocked', profileId: 3, at: 1 }, db);
    await writeKv('interests', [{ id: 1, slug: 'travel', name: 'Travel' }], db);
    await clearMemberData(db);
    expect(await readKv('user', db)).toBeNull();
    expect(await readKv('cursors', db)).toBeUndefined();
    expect(await db.profiles.count()).toBe(0);
    expect(await readKv('likeEvent', db)).toBeUndefined();
    expect(await readKv('likeNotice', db)).toBeUndefined();
    expect(await readKv('interests', db)).toHaveLength(1);
    expect(deleted).toEqual([MEDIA_CACHE]);
  });
});
