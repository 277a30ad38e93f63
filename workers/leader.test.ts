import { describe, expect, it } from 'vitest';
import { LeaderLock, LEADER_LOCK } from './leader.ts';
import { flushMicrotasks } from './testing/fakeClock.ts';
import { FakeLocks } from './testing/fakeTabs.ts';

/** A worker's lock and what it was told, in order. */
function worker(locks: FakeLocks | undefined) {
  const told: string[] = [];
  const lock = new LeaderLock(locks, { gained: () => told.push('gained'), lost: () => told.push('lost') });
  return { lock, told };
}

/** A holder that never lets go and never answers: a worker of a page in the back-forward cache. */
function frozenHolder(locks: FakeLocks): Promise<unknown> {
  return locks.request(LEADER_LOCK, {}, () => new Promise(() => {})).catch(() => 'stolen');
}

describe('the leader lock (decision 171)', () => {
  it('the first worker holds it; the next one takes over when the first releases it (its page entered the back-forward cache)', async () => {
    const locks = new FakeLocks();
    const a = worker(locks);
    const b = worker(locks);
    a.lock.acquire();
    b.lock.acquire();
    await flushMicrotasks();
    expect([a.lock.isHeld, b.lock.isHeld]).toEqual([true, false]);

    a.lock.release();
    await flushMicrotasks();
    expect(a.told).toEqual(['gained', 'lost']);
    expect(b.told).toEqual(['gained']);
    expect(b.lock.isHeld).toBe(true);
  });

  it('a restored page waits in line behind the worker that leads now', async () => {
    const locks = new FakeLocks();
    const a = worker(locks);
    const b = worker(locks);
    a.lock.acquire();
    b.lock.acquire();
    await flushMicrotasks();
    a.lock.release();
    await flushMicrotasks();
    a.lock.acquire();
    await flushMicrotasks();
    expect([a.lock.isHeld, b.lock.isHeld]).toEqual([false, true]);
    b.lock.release();
    await flushMicrotasks();
    expect(a.lock.isHeld).toBe(true);
  });

  it('a frozen page that was only waiting leaves the line: the lock goes past it', async () => {
    const locks = new FakeLocks();
    const a = worker(locks);
    const b = worker(locks);
    const c = worker(locks);
    a.lock.acquire();
    b.lock.acquire();
    c.lock.acquire();
    await flushMicrotasks();
    b.lock.release();
    a.lock.release();
    await flushMicrotasks();
    expect(b.told).toEqual([]);
    expect(c.lock.isHeld).toBe(true);
  });

  it('steals from a holder that does not run: the new worker leads at once', async () => {
    const locks = new FakeLocks();
    const held = frozenHolder(locks);
    const b = worker(locks);
    b.lock.acquire();
    await flushMicrotasks();
    expect(b.lock.isHeld).toBe(false);
    b.lock.acquire({ steal: true });
    await flushMicrotasks();
    expect(b.lock.isHeld).toBe(true);
    expect(await held).toBe('stolen');
  });

  it('a worker whose lock was stolen is told it lost it, and waits in line again', async () => {
    const locks = new FakeLocks();
    const a = worker(locks);
    const b = worker(locks);
    a.lock.acquire();
    await flushMicrotasks();
    b.lock.acquire({ steal: true });
    await flushMicrotasks();
    expect(a.told).toEqual(['gained', 'lost']);
    expect(b.lock.isHeld).toBe(true);
    b.lock.release();
    await flushMicrotasks();
    expect(a.lock.isHeld).toBe(true);
    expect(a.told).toEqual(['gained', 'lost', 'gained']);
  });

  it('without Web Locks every worker leads', () => {
    const a = worker(undefined);
    const b = worker(undefined);
    a.lock.acquire();
    b.lock.acquire();
    expect([a.lock.isHeld, b.lock.isHeld]).toEqual([true, true]);
    a.lock.release();
    expect(a.told).toEqual(['gained', 'lost']);
  });
});
