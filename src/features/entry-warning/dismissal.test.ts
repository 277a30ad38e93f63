import { describe, expect, it } from 'vitest';
import { readDismissal, saveDismissal } from './dismissal.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('entry-warning dismissal', () => {
  it('is remembered with its timestamp', () => {
    const storage = memoryStorage();
    expect(readDismissal(storage)).toBeNull();
    saveDismissal(1_700_000_000_000, storage);
    expect(readDismissal(storage)).toBe(1_700_000_000_000);
  });

  it('counts unreadable storage as never dismissed', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDismissal(broken)).toBeNull();
  });

  it('is told to the server by a cookie, which also counts when storage is empty or unreadable', () => {
    const jar = { cookie: '' };
    saveDismissal(1_700_000_000_000, memoryStorage(), jar);
    expect(jar.cookie).toMatch(/^entry_ok=1700000000000; path=\/; max-age=31536000; samesite=lax$/);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDismissal(memoryStorage(), { cookie: 'lang=de; entry_ok=1700000000000' })).toBe(1_700_000_000_000);
    expect(readDismissal(broken, { cookie: 'entry_ok=1700000000000; lang=de' })).toBe(1_700_000_000_000);
    expect(readDismissal(memoryStorage(), { cookie: 'not_entry_ok=5' })).toBeNull();
  });

  it('gives a dismissal stored before the cookie existed its cookie', () => {
    const storage = memoryStorage();
    storage.setItem('entryWarningDismissedAt', '1600000000000');
    const jar = { cookie: '' };
    expect(readDismissal(storage, jar)).toBe(1_600_000_000_000);
    expect(jar.cookie).toContain('entry_ok=1600000000000;');
  });
});
