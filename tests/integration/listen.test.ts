import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTo } from '../../server/db/listen.ts';
import { rows } from '../../server/db/connect.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';

/** listenTo: the notifications of a channel on either driver, and a PostgreSQL listener that comes back. */
describe.each(backends)('listenTo on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  function recorder() {
    const heard: string[] = [];
    const states: string[] = [];
    return {
      heard,
      states,
      handlers: {
        message: (payload: string) => heard.push(payload),
        connected: () => states.push('connected'),
        lost: () => states.push('lost'),
      },
    };
  }

  it('hears what a statement notifies, committed, in order', async () => {
    const r = recorder();
    const listener = await listenTo(t.handle.db, 'listen_test', r.handlers);
    expect(r.states).toEqual(['connected']);
    await t.handle.db.execute(sql`SELECT pg_notify('listen_test', '1')`);
    await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('listen_test', '2')`);
      await tx.execute(sql`SELECT pg_notify('listen_test', '3')`);
    });
    await expect
      .poll(() => r.heard, { timeout: 5000, interval: 10 })
      .toEqual(['1', '2', '3']);
    // a rolled back notification is never heard
    await expect(
      t.handle.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify('listen_test', 'rolled back')`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await t.handle.db.execute(sql`SELECT pg_notify('listen_test', '4')`);
    await expect.poll(() => r.heard, { timeout: 5000, interval: 10 }).toEqual(['1', '2', '3', '4']);
    await listener.close();
  });

  it.runIf(backend === 'postgres')('tells when its connection is lost and listens again once it is back', async () => {
    const r = recorder();
    const listener = await listenTo(t.handle.db, 'listen_test_2', r.handlers, 20);
    const [before] = await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN listen_test_2%'`);
    expect(before?.n).toBe(1);
    await t.handle.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN listen_test_2%'`);
    await expect.poll(() => r.states, { timeout: 5000, interval: 10 }).toEqual(['connected', 'lost', 'connected']);
    await t.handle.db.execute(sql`SELECT pg_notify('listen_test_2', 'after')`);
    await expect.poll(() => r.heard, { timeout: 5000, interval: 10 }).toEqual(['after']);
    await listener.close();
    const [after] = await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN listen_test_2%'`);
    expect(after?.n).toBe(0);
  });

  // a connection that stops answering without closing (a half-open socket after a
  // failover or a NAT timeout) is simulated by stopping the listening backend (SIGSTOP): nothing
  // ends, the notifications just stop; the heartbeat notices, the caches are told `lost`, and a
  // new connection listens again
  it.runIf(backend === 'postgres')('a listener whose connection stalls is declared lost by its heartbeat and listens again', async () => {
    const r = recorder();
    const listener = await listenTo(t.handle.db, 'listen_test_3', r.handlers, { retryMs: 20, heartbeatMs: 100, heartbeatTimeoutMs: 300 });
    const [backendPid] = await rows<{ pid: number }>(t.handle.db, sql`SELECT pid FROM pg_stat_activity WHERE query LIKE 'LISTEN listen_test_3%'`);
    expect(backendPid?.pid).toBeGreaterThan(0);
    const pid = backendPid?.pid ?? 0;
    // the heartbeat keeps a live connection: no loss over several beats
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(r.states).toEqual(['connected']);
    process.kill(pid, 'SIGSTOP');
    try {
      await expect.poll(() => r.states, { timeout: 5000, interval: 10 }).toEqual(['connected', 'lost', 'connected']);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    await t.handle.db.execute(sql`SELECT pg_notify('listen_test_3', 'after the stall')`);
    await expect.poll(() => r.heard, { timeout: 5000, interval: 10 }).toEqual(['after the stall']);
    await listener.close();
    await t.handle.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
  });
});
