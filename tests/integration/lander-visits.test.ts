import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, LANDER_VISITS_PER_ADDRESS } from '../../server/admin/dashboard/landerVisits.ts';
import { rows, sql } from '../../server/db/connect.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';

const DAY = Date.UTC(2031, 2, 5, 9);
const HOUR = 3_600_000;

/**
 * The dashboard's lander visits (decision 132): anonymous calls in a loop must not inflate them.
 * A visitor (address and user agent) counts once a site and UTC day, an address at most
 * LANDER_VISITS_PER_ADDRESS times, and no address is stored.
 */
describe.each(backends)('lander visits on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const visit = async (address: string, userAgent: string, host = 'localhost') => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lander.php?kind=gallery', remoteAddress: address, headers: { host, 'user-agent': userAgent } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const painted = async (address: string, userAgent: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/landers/gallery', remoteAddress: address, headers: { host: 'localhost', accept: 'text/html', 'user-agent': userAgent } });
    expect(res.statusCode).toBe(200);
  };
  const counted = async (from: number, to: number): Promise<number> => {
    const [row] = await rows<{ n: string | number }>(t.handle.db, sql`SELECT count(*) AS n FROM lander_visits WHERE created_at >= ${new Date(from).toISOString()}::timestamptz AND created_at < ${new Date(to).toISOString()}::timestamptz`);
    return Number(row?.n);
  };

  it('a visitor counts once a day however often the lander is loaded, painted or fetched', async () => {
    t.clock.ms = DAY;
    for (let i = 0; i < 30; i++) await visit('203.0.113.7', 'Mozilla/5.0 (one)');
    await painted('203.0.113.7', 'Mozilla/5.0 (one)');
    expect(await counted(DAY - HOUR, DAY + HOUR)).toBe(1);
    // another browser behind the same address, another address: visitors of their own
    await visit('203.0.113.7', 'Mozilla/5.0 (two)');
    await visit('198.51.100.20', 'Mozilla/5.0 (one)');
    expect(await counted(DAY - HOUR, DAY + HOUR)).toBe(3);
    // the next day the same visitor counts again, and the day before stays as it was
    t.clock.ms = DAY + 24 * HOUR;
    await visit('203.0.113.7', 'Mozilla/5.0 (one)');
    await visit('203.0.113.7', 'Mozilla/5.0 (one)');
    expect(await counted(DAY + 23 * HOUR, DAY + 25 * HOUR)).toBe(1);
    expect(await counted(DAY - HOUR, DAY + HOUR)).toBe(3);
  });

  it('one address counts a limited number of visitors a day, whatever user agents it sends; an IPv6 network counts as one address', async () => {
    t.clock.ms = DAY + 5 * 24 * HOUR;
    for (let i = 0; i < LANDER_VISITS_PER_ADDRESS + 15; i++) await visit('192.0.2.50', `script ${i}`);
    expect(await counted(t.clock.ms - HOUR, t.clock.ms + HOUR)).toBe(LANDER_VISITS_PER_ADDRESS);
    t.clock.ms += 2 * HOUR;
    for (let i = 0; i < LANDER_VISITS_PER_ADDRESS + 5; i++) await visit(`2001:db8:1:2::${(i + 1).toString(16)}`, `script ${i}`);
    expect(await counted(t.clock.ms - HOUR, t.clock.ms + HOUR)).toBe(LANDER_VISITS_PER_ADDRESS);
    // one browser moving through the addresses of its /64 network is one visitor
    t.clock.ms += 24 * HOUR;
    for (let i = 0; i < 5; i++) await visit(`2001:db8:1:3::${(i + 1).toString(16)}`, 'one browser');
    expect(await counted(t.clock.ms - HOUR, t.clock.ms + HOUR)).toBe(1);
  });

  it('stores no address or user agent, only keys under a salt that is gone the next day', async () => {
    t.clock.ms = DAY + 10 * 24 * HOUR;
    await visit('203.0.113.99', 'Mozilla/5.0 (salted)');
    const all = await rows<Record<string, unknown>>(t.handle.db, sql`SELECT * FROM lander_visits`);
    const text = JSON.stringify(all);
    for (const secret of ['203.0.113', '198.51.100', '2001:db8', 'Mozilla', 'script']) expect(text).not.toContain(secret);
    const salts = await rows<{ day: string }>(t.handle.db, sql`SELECT day::text AS day FROM lander_visit_salts`);
    expect(salts.map((s) => s.day)).toEqual([new Date(t.clock.ms).toISOString().slice(0, 10)]);
  });

  it('hostile user agents and addresses are counted or not, never an error', async () => {
    t.clock.ms = DAY + 12 * 24 * HOUR;
    await visit('203.0.113.8', 'x'.repeat(20_000));
    await visit('203.0.113.8', '\u0000\uD800__proto__');
    expect(await counted(t.clock.ms - HOUR, t.clock.ms + HOUR)).toBe(2);
  });
});

describe('the address a visit limit counts', () => {
  it('is an IPv4 address as is, an IPv6 address by its /64 network', () => {
    expect(addressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressOf('::1')).toBe('0:0:0:0::/64');
  });
});
