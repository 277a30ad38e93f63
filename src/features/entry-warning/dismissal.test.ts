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
});
