import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, installChunkErrorReload, isChunkLoadError } from './chunkReload.ts';

class FakeStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

function setup(storage: FakeStorage | null = new FakeStorage()) {
  const target = new EventTarget();
  let time = 1_000_000;
  let reloads = 0;
  const uninstall = installChunkErrorReload({ target, storage, now: () => time, reload: () => reloads++ });
  const preloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  const rejection = (reason: unknown) => {
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
    target.dispatchEvent(event);
    return event;
  };
  return {
    storage,
    uninstall,
    preloadError,
    rejection,
    reloads: () => reloads,
    wait: (ms: number) => (time += ms),
  };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/Chats-1a2b.js');

describe('reload after a chunk failed to load', () => {
  it('reloads when Vite reports a failed preload and stops the error', () => {
    const page = setup();
    const event = page.preloadError();
    expect(page.reloads()).toBe(1);
    expect(event.defaultPrevented).toBe(true);
    expect(page.storage?.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('reloads on an unhandled failed dynamic import', () => {
    const page = setup();
    expect(page.rejection(chunkError).defaultPrevented).toBe(true);
    expect(page.reloads()).toBe(1);
  });

  it('ignores other unhandled rejections', () => {
    const page = setup();
    page.rejection(new Error('Something else broke'));
    page.rejection('not even an error');
    expect(page.reloads()).toBe(0);
  });

  it('reloads at most once per 60 s, then lets the error through', () => {
    const page = setup();
    page.preloadError();
    page.wait(59_999);
    const second = page.preloadError();
    expect(page.reloads()).toBe(1);
    expect(second.defaultPrevented).toBe(false);
    page.wait(1);
    page.rejection(chunkError);
    expect(page.reloads()).toBe(2);
  });

  it('does not reload when it cannot remember having reloaded (no storage)', () => {
    const page = setup(null);
    page.preloadError();
    expect(page.reloads()).toBe(0);
  });

  it('stops listening once uninstalled', () => {
    const page = setup();
    page.uninstall();
    page.preloadError();
    expect(page.reloads()).toBe(0);
  });

  it('recognises the chunk errors of each browser', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
