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
    const [before] = await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN listen_test_2'`);
    expect(before?.n).toBe(1);
    await t.handle.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN listen_test_2'`);
    await expect.poll(() => r.states, { timeout: 5000, interval: 10 }).toEqual(['connected', 'lost', 'connected']);
    await t.handle.db.execute(sql`SELECT pg_notify('listen_test_2', 'after')`);
    await expect.poll(() => r.heard, { timeout: 5000, interval: 10 }).toEqual(['after']);
    await listener.close();
    const [after] = await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN listen_test_2'`);
    expect(after?.n).toBe(0);
  });
});
