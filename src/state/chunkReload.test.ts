import { describe, expect, it } from 'vitest';
import { CHUNK_CHECK_DELAY_MS, CHUNK_RELOAD_KEY, compareBuild, installChunkErrorReload, isChunkLoadError, runningEntry, type BuildCheck } from './chunkReload.ts';

class FakeStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** A page with a fake clock: timers run when the test moves time on. */
function setup(build: BuildCheck = 'changed', storage: FakeStorage | null = new FakeStorage()) {
  const target = new EventTarget();
  let time = 1_000_000;
  let reloads = 0;
  let checks = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let nextTimer = 1;
  const uninstall = installChunkErrorReload({
    target,
    storage,
    now: () => time,
    reload: () => reloads++,
    checkBuild: () => {
      checks++;
      return Promise.resolve(build);
    },
    setTimeout: (run, ms) => {
      timers.set(nextTimer, { at: time + ms, run });
      return nextTimer++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  });
  const dispatch = <E extends Event>(event: E) => {
    target.dispatchEvent(event);
    return event;
  };
  return {
    storage,
    uninstall,
    preloadError: () => dispatch(new Event('vite:preloadError', { cancelable: true })),
    rejection: (reason: unknown) => dispatch(Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })),
    pagehide: () => dispatch(new Event('pagehide')),
    reloads: () => reloads,
    checks: () => checks,
    /** moves the clock on and runs the timers due, then lets their promises settle */
    async wait(ms: number) {
      time += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= time) {
          timers.delete(id);
          timer.run();
        }
      }
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/Chats-1a2b.js');

describe('reload after a chunk failed to load', () => {
  it('reloads when a deploy replaced the build, after a moment', async () => {
    const page = setup('changed');
    page.preloadError();
    expect(page.reloads()).toBe(0);
    await page.wait(CHUNK_CHECK_DELAY_MS);
    expect(page.reloads()).toBe(1);
    expect(page.storage?.getItem(CHUNK_RELOAD_KEY)).toBe(String(1_000_000 + CHUNK_CHECK_DELAY_MS));
  });

  it('reloads on an unhandled failed dynamic import of a replaced build', async () => {
    const page = setup('changed');
    page.rejection(chunkError);
    await page.wait(CHUNK_CHECK_DELAY_MS);
    expect(page.reloads()).toBe(1);
  });

  it('never reloads a page being left: its cancelled imports are not judged (decision 192)', async () => {
    const page = setup('changed');
    page.rejection(new TypeError('Importing a module script failed.'));
    page.pagehide();
    await page.wait(10_000);
    expect(page.checks()).toBe(0);
    expect(page.reloads()).toBe(0);
  });

  it('leaves the same build as it is (a lost request) and a shell it cannot read (offline)', async () => {
    for (const build of ['same', 'unknown'] as const) {
      const page = setup(build);
      page.preloadError();
      await page.wait(CHUNK_CHECK_DELAY_MS);
      expect(page.checks()).toBe(1);
      expect(page.reloads()).toBe(0);
    }
  });

  it('checks once for a burst of failures', async () => {
    const page = setup('changed');
    page.preloadError();
    page.rejection(chunkError);
    page.rejection(chunkError);
    await page.wait(CHUNK_CHECK_DELAY_MS);
    expect(page.checks()).toBe(1);
    expect(page.reloads()).toBe(1);
  });

  it('ignores other unhandled rejections', async () => {
    const page = setup('changed');
    page.rejection(new Error('Something else broke'));
    page.rejection('not even an error');
    await page.wait(CHUNK_CHECK_DELAY_MS);
    expect(page.checks()).toBe(0);
    expect(page.reloads()).toBe(0);
  });

  it('reloads at most once per 60 s', async () => {
    const page = setup('changed');
    page.preloadError();
    await page.wait(CHUNK_CHECK_DELAY_MS);
    page.preloadError();
    await page.wait(59_000);
    expect(page.reloads()).toBe(1);
    await page.wait(1_000);
    page.rejection(chunkError);
    await page.wait(CHUNK_CHECK_DELAY_MS);
    expect(page.reloads()).toBe(2);
  });

  it('does not reload when it cannot remember having reloaded (no storage)', async () => {
    const page = setup('changed', null);
    page.preloadError();
    await page.wait(CHUNK_CHECK_DELAY_MS);
    expect(page.reloads()).toBe(0);
  });

  it('stops listening once uninstalled', async () => {
    const page = setup('changed');
    page.uninstall();
    page.preloadError();
    await page.wait(CHUNK_CHECK_DELAY_MS);
    expect(page.reloads()).toBe(0);
  });

  it('recognises the chunk errors of each browser', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('tells the running build from a fresh shell', () => {
    const doc = (src: string | null) => ({
      querySelector: () => (src === null ? null : ({ getAttribute: () => src } as unknown as Element)),
    });
    expect(runningEntry(doc('/assets/index-AAA.js'))).toBe('/assets/index-AAA.js');
    expect(runningEntry(doc('/src/main.tsx'))).toBeNull();
    expect(runningEntry(doc(null))).toBeNull();
    const shell = (entry: string) => `<!doctype html><script type="module" crossorigin src="${entry}"></script>`;
    expect(compareBuild('/assets/index-AAA.js', shell('/assets/index-AAA.js'))).toBe('same');
    expect(compareBuild('/assets/index-AAA.js', shell('/assets/index-BBB.js'))).toBe('changed');
    expect(compareBuild('/assets/index-AAA.js', '<html>a captive portal</html>')).toBe('unknown');
    expect(compareBuild(null, shell('/assets/index-BBB.js'))).toBe('unknown');
  });
});
