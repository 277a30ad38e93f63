import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitLimit } from '../../server/platform/rateLimit.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('shared rate limits on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts parallel hits atomically: exactly `max` of 30 concurrent hits are allowed', async () => {
    const key = `test:${Math.random()}`;
    const now = t.clock.now();
    const hits = await Promise.all(Array.from({ length: 30 }, () => hitLimit(t.handle.db, key, { max: 7, windowMs: 60_000 }, now)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(7);
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('starts a new window when the old one has passed', async () => {
    const key = `test:${Math.random()}`;
    const rule = { max: 1, windowMs: 60_000 };
    const at = new Date(Math.floor(t.clock.ms / 60_000) * 60_000 + 1_000);
    expect((await hitLimit(t.handle.db, key, rule, at)).allowed).toBe(true);
    const second = await hitLimit(t.handle.db, key, rule, at);
    expect(second.allowed).toBe(false);
    expect(second.resetMs).toBe(59_000);
    expect((await hitLimit(t.handle.db, key, rule, new Date(at.getTime() + 59_000))).allowed).toBe(true);
  });

  it('a per-IP route limit holds across two instances on one database', async () => {
    const other = await t.build({ LOGIN_RATE_LIMIT: '4' });
    const first = await t.build({ LOGIN_RATE_LIMIT: '4' });
    const attempt = (app: typeof first) =>
      app.inject({ method: 'POST', url: '/api/user.php', headers: json, remoteAddress: '203.0.113.77', payload: { email: 'nobody@int.test', password: 'wrong-password' } });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await attempt(i % 2 === 0 ? first : other)).statusCode);
    // four tries in the window between both instances, then refused on either
    expect(codes.slice(0, 4).every((c) => c !== 429)).toBe(true);
    expect(codes.slice(4)).toEqual([429, 429]);
    const refused = await attempt(first);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
  });

  it('TRUST_PROXY=1: the address the trusted proxy appended counts, so rotating the client-written leftmost X-Forwarded-For does not pass the per-IP limit', async () => {
    const app = await t.build({ LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '1' });
    const attempt = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { ...json, 'x-forwarded-for': forwardedFor },
        remoteAddress: '10.9.0.1',
        payload: { email: 'nobody-xff@int.test', password: 'wrong-password' },
      });
    const codes: number[] = [];
    // the client writes "<anything>, " and the one proxy appends what it saw: 198.51.100.9
    for (let i = 0; i < 5; i++) codes.push((await attempt(`1.2.3.${i}, 198.51.100.9`)).statusCode);
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    expect(codes.slice(3)).toEqual([429, 429]);
    // another address appended by the proxy is another client with its own budget
    const other = await attempt('1.2.3.4, 198.51.100.10');
    expect(other.statusCode).not.toBe(429);
  });
});
