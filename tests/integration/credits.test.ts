import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, members } from '../../server/db/schema.ts';
import { chargeCredits, grantCredits } from '../../server/payments/credits.ts';
import { backends, demoMember, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(backends)('credit ledger on %s', (backend) => {
  let server: TestServer;
  let memberId: number;
  const now = new Date('2026-11-01T12:00:00Z');

  beforeAll(async () => {
    server = await startTestServer(backend);
    memberId = (await demoMember(server, 'credits@demo.test')).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function balance(): Promise<number> {
    const [row] = await server.handle.db.select({ credits: members.credits }).from(members).where(eq(members.id, memberId));
    return row?.credits ?? -1;
  }

  it('a replayed charge with the same reference is booked once', async () => {
    const before = await balance();
    const first = await chargeCredits(server.handle.db, { memberId, amount: 3, reason: 'message', ref: 'msg-replay', now });
    const again = await chargeCredits(server.handle.db, { memberId, amount: 3, reason: 'message', ref: 'msg-replay', now });
    expect(first).toEqual({ ok: true, balance: before - 3, alreadyBooked: false });
    expect(again).toEqual({ ok: true, balance: before - 3, alreadyBooked: true });
    expect(await balance()).toBe(before - 3);
  });

  it('a replay is answered ok even when the balance could not pay it now, and parallel replays book once', async () => {
    const before = await balance();
    const replays = await Promise.all(
      Array.from({ length: 4 }, () => chargeCredits(server.handle.db, { memberId, amount: 2, reason: 'message', ref: 'msg-replay-parallel', now })),
    );
    expect(replays.filter((r) => r.ok && !r.alreadyBooked)).toHaveLength(1);
    expect(replays.every((r) => r.ok)).toBe(true);
    expect(await balance()).toBe(before - 2);
    // more than the whole balance: a fresh charge is refused, its replay is not
    const big = before + 1000;
    expect(await chargeCredits(server.handle.db, { memberId, amount: big, reason: 'message', ref: 'msg-too-dear', now })).toEqual({ ok: false, balance: before - 2 });
    expect(await chargeCredits(server.handle.db, { memberId, amount: big, reason: 'message', ref: 'msg-replay-parallel', now })).toEqual({ ok: true, balance: before - 2, alreadyBooked: true });
    const rows = await server.handle.db.select().from(creditLedger).where(eq(creditLedger.ref, 'msg-replay-parallel'));
    expect(rows).toHaveLength(1);
  });

  it('parallel charges never take the balance below zero', async () => {
    await grantCredits(server.handle.db, { memberId, amount: 100, reason: 'test_topup', ref: 'parallel', now });
    const start = await balance();
    const perCharge = Math.floor(start / 10);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        chargeCredits(server.handle.db, { memberId, amount: perCharge, reason: 'message', ref: `parallel-${i}`, now }),
      ),
    );
    const charged = results.filter((r) => r.ok).length;
    expect(charged).toBe(Math.floor(start / perCharge));
    expect(await balance()).toBe(start - charged * perCharge);
    expect(await balance()).toBeGreaterThanOrEqual(0);
    const refused = results.find((r) => !r.ok);
    expect(refused).toEqual({ ok: false, balance: start - charged * perCharge });
  });

  it('a grant is booked once however often it is repeated, with the balance after it', async () => {
    const before = await balance();
    const grants = await Promise.all(
      Array.from({ length: 5 }, () => grantCredits(server.handle.db, { memberId, amount: 50, reason: 'purchase', ref: 'pay-1', now })),
    );
    expect(grants.filter((g) => g.granted)).toHaveLength(1);
    expect(await balance()).toBe(before + 50);
    const rows = await server.handle.db.select().from(creditLedger).where(eq(creditLedger.ref, 'pay-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.balanceAfter).toBe(before + 50);
  });
});
