import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/platform/app.ts';
import { openDatabase, rows, sql } from '../../server/db/connect.ts';
import type * as Passwords from '../../server/account/passwords.ts';
import { loginKey } from '../../server/account/login.ts';
import { LOGIN_BLOCK_MIN, LOGIN_MAX_FAILURES } from '../../src/contract/constants.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';

// Counts the real argon2 checks (the real functions still run): the login lockout rule (SPEC §4) says at most
// LOGIN_MAX_FAILURES of them may happen per address and window, however many guesses race.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/account/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      checks.count++;
      return real.verifyPassword(hash, password);
    },
    dummyVerify: (password: string) => {
      checks.count++;
      return real.dummyVerify(password);
    },
  };
});

const json = { 'content-type': 'application/json' };

describe.each(backends)('login lockout claimed before judging on %s (SPEC §4)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (app: TestServer['app'], email: string, password: string, ip = '203.0.113.50') =>
    app.inject({ method: 'POST', url: '/api/user.php', headers: json, remoteAddress: ip, payload: { email, password } });

  async function failureRows(email: string): Promise<number> {
    const [row] = await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM login_failures WHERE key = ${loginKey(await demoSiteId(), email)}`);
    return Number(row?.n);
  }

  async function demoSiteId(): Promise<number> {
    const [row] = await rows<{ site_id: number }>(t.handle.db, sql`SELECT site_id FROM members WHERE email = 'free@demo.test'`);
    return Number(row?.site_id);
  }

  async function race(email: string, password: string, ip: string) {
    checks.count = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(t.app, email, password, ip)));
    const verified = checks.count;
    const codes = answers.map((a) => (a.json<{ error?: string }>()).error);
    return { verified, failed: codes.filter((c) => c === 'login_failed').length, blocked: codes.filter((c) => c === 'account_blocked').length, codes };
  }

  it('20 parallel wrong passwords for one account: at most LOGIN_MAX_FAILURES passwords are checked, the rest answer account_blocked', async () => {
    const email = `race-${Math.random().toString(36).slice(2)}@int.test`;
    const made = await t.app.inject({ method: 'POST', url: '/api/test/members', headers: json, payload: { email, password: 'right-password-1' } });
    expect(made.statusCode, made.body).toBe(201);
    const r = await race(email, 'wrong-password', '203.0.113.51');
    expect(r.verified).toBe(LOGIN_MAX_FAILURES);
    expect(r.failed).toBe(LOGIN_MAX_FAILURES - 1);
    expect(r.blocked).toBe(20 - (LOGIN_MAX_FAILURES - 1));
    expect(await failureRows(email)).toBe(LOGIN_MAX_FAILURES);
    // the right password is refused while blocked, without a check
    checks.count = 0;
    const right = await attempt(t.app, email, 'right-password-1', '203.0.113.51');
    expect(right.json()).toEqual({ error: 'account_blocked', minutes: LOGIN_BLOCK_MIN });
    expect(checks.count).toBe(0);
  });

  it('the same for an address without an account: the same answers after the same attempts', async () => {
    const email = `nobody-race-${Math.random().toString(36).slice(2)}@int.test`;
    const r = await race(email, 'wrong-password', '203.0.113.52');
    expect(r.verified).toBe(LOGIN_MAX_FAILURES);
    expect(r.failed).toBe(LOGIN_MAX_FAILURES - 1);
    expect(r.blocked).toBe(20 - (LOGIN_MAX_FAILURES - 1));
    expect(await failureRows(email)).toBe(LOGIN_MAX_FAILURES);
  });

  it('an unknown address is counted in the database: its block holds on another instance with its own connection', async () => {
    const email = `nobody-inst-${Math.random().toString(36).slice(2)}@int.test`;
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect((await attempt(t.app, email, `wrong-${i}`)).json()).toEqual({ error: 'login_failed' });
    // a second instance: on PostgreSQL with its own pool (another process would be no different);
    // PGlite has one connection per database, so there a second app on the same handle
    let second = await t.build();
    let closeSecond = async () => {};
    if (backend === 'postgres') {
      const [current] = await rows<{ name: string }>(t.handle.db, sql`SELECT current_database() AS name`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${current?.name ?? ''}`;
      const handle = await openDatabase({ databaseUrl: url.toString() });
      second = await buildApp({ config: t.config, db: handle.db, clock: t.clock.now, logger: false });
      closeSecond = async () => {
        await second.close();
        await handle.close();
      };
    }
    try {
      const fifth = await attempt(second, email, 'wrong-5');
      expect(fifth.json()).toEqual({ error: 'account_blocked', minutes: LOGIN_BLOCK_MIN });
      expect((await attempt(t.app, email, 'wrong-6')).json()).toEqual({ error: 'account_blocked', minutes: LOGIN_BLOCK_MIN });
    } finally {
      await closeSecond();
    }
    expect(await failureRows(email)).toBe(LOGIN_MAX_FAILURES);
  });
});
