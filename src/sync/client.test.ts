// @vitest-environment happy-dom
// A page entering the back-forward cache ends its sync worker, a restored page starts a new one
// (decision 179): WebKit suspends a cached page's worker with its IndexedDB transactions in flight.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../db/kv.ts', () => ({ peekKv: () => undefined, subscribeKv: () => () => undefined }));

/** The page's Worker as the client uses it: every message and terminate() are recorded. */
class FakeWorker extends EventTarget {
  static all: FakeWorker[] = [];
  terminated = false;
  readonly messages: unknown[] = [];
  constructor() {
    super();
    FakeWorker.all.push(this);
  }
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const original = globalThis.Worker;
beforeAll(() => {
  globalThis.Worker = FakeWorker as unknown as typeof Worker;
});
afterAll(() => {
  globalThis.Worker = original;
});

function pageTransition(type: 'pagehide' | 'pageshow', persisted: boolean): void {
  const event = new Event(type);
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

/** The name of the engine call in a comlink message (its path). */
const calls = (worker: FakeWorker) => worker.messages.map((m) => ((m as { path?: string[] }).path ?? []).join('.'));

describe('the sync worker and the back-forward cache', () => {
  it('ends the worker as the page enters the cache, starts a new one when it is restored', async () => {
    const { startSync } = await import('./client.ts');
    const { whenSyncReady } = await import('./remote.ts');
    startSync();
    expect(FakeWorker.all).toHaveLength(1);
    const first = FakeWorker.all[0] as FakeWorker;
    expect(calls(first)).toContain('start');
    const firstRemote = await whenSyncReady();

    pageTransition('pagehide', true);
    expect(first.terminated).toBe(true);
    // calls made while the page is cached wait for the next worker, never the ended one
    let answered: unknown = null;
    void whenSyncReady().then((remote) => {
      answered = remote;
    });
    await Promise.resolve();
    expect(answered).toBeNull();

    pageTransition('pageshow', true);
    expect(FakeWorker.all).toHaveLength(2);
    const second = FakeWorker.all[1] as FakeWorker;
    expect(second.terminated).toBe(false);
    expect(calls(second)).toContain('start');
    await vi.waitFor(() => expect(answered).not.toBeNull());
    expect(answered).not.toBe(firstRemote);
  });

  it('a page leaving for good keeps its worker to the end and only reports itself hidden', () => {
    const worker = FakeWorker.all.at(-1) as FakeWorker;
    pageTransition('pagehide', false);
    expect(worker.terminated).toBe(false);
    expect(FakeWorker.all).toHaveLength(2);
    expect(calls(worker)).toContain('setVisible');
  });

  it('a frozen page ends its worker too, and resumes with a new one', () => {
    const worker = FakeWorker.all.at(-1) as FakeWorker;
    document.dispatchEvent(new Event('freeze'));
    expect(worker.terminated).toBe(true);
    document.dispatchEvent(new Event('resume'));
    expect(FakeWorker.all).toHaveLength(3);
  });

  it('the app leaves for another document (a checkout) once its worker let its transactions end (decision 197)', async () => {
    const { leaveFor } = await import('./client.ts');
    const worker = FakeWorker.all.at(-1) as FakeWorker;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const leaving = leaveFor('https://pay.example/checkout/1');
    await vi.waitFor(() => expect(calls(worker)).toContain('leave'));
    expect(assign).not.toHaveBeenCalled();
    // the worker answers its leave: comlink's answer to that message
    const asked = worker.messages.find((m) => ((m as { path?: string[] }).path ?? []).join('.') === 'leave') as { id: string };
    worker.dispatchEvent(new MessageEvent('message', { data: { id: asked.id, type: 'RAW', value: undefined } }));
    await leaving;
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1');
    assign.mockRestore();
  });

  it('a worker that does not answer holds the navigation a moment only', async () => {
    const { leaveFor } = await import('./client.ts');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      const leaving = leaveFor('https://pay.example/checkout/2');
      await vi.advanceTimersByTimeAsync(1_000);
      expect(assign).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(500);
      await leaving;
      expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/2');
    } finally {
      vi.useRealTimers();
      assign.mockRestore();
    }
  });
});
