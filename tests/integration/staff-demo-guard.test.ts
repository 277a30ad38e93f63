import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/platform/config.ts';
import { rows, sql } from '../../server/db/connect.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { DEMO_STAFF_TOTP_SECRET, demoLeftovers, removeDemoLogins } from '../../server/staff/demo.ts';
import { secretBoxOf, staffSecretBox } from '../../server/staff/secrets.ts';
import { hashPassword } from '../../server/account/passwords.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';

const PRODUCTION_KEY = 'a1'.repeat(32);
const production = { secrets: secretBoxOf(Buffer.from(PRODUCTION_KEY, 'hex')), demo: false, seedMembers: 0 };

/** What a production start says about this database: nothing (it starts) or its refusal. */
async function productionStart(t: TestServer): Promise<string> {
  try {
    await prepareDatabase(t.handle, { ...production, now: t.clock.now() });
    return 'started';
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message;
  }
}

const staffCount = async (t: TestServer) => Number((await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM staff_accounts`))[0]?.n);

/** decision 168: demo logins never reach a production start */
describe.each(backends)('demo logins and a production start on %s (decision 168)', (backend) => {
  describe('a database the demo created', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(backend);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('is marked as a demo database; a production start refuses it, naming the demo staff and members and the command that removes them', async () => {
      const [mark] = await rows<{ name: string }>(t.handle.db, sql`SELECT name FROM server_keys WHERE name = 'demo_database'`);
      expect(mark).toBeDefined();
      const refusal = await productionStart(t);
      expect(refusal).toContain('created by the demo');
      expect(refusal).toMatch(/2 demo staff login/);
      expect(refusal).toMatch(/\d+ demo member login/);
      expect(refusal).toContain('npm run demo:remove-logins -- --unmark');
      // a restart of the demo does not add demo staff again, nor does it refuse
      await prepareDatabase(t.handle, { seedMembers: 0, demo: true, now: t.clock.now(), secrets: staffSecretBox(t.config) });
      expect(await staffCount(t)).toBe(2);
    });

    it('the removal disables the demo staff, takes the demo members’ password and unmarks; then production starts', async () => {
      const found = await demoLeftovers(t.handle.db, staffSecretBox(t.config));
      expect(found.memberIds.length).toBeGreaterThan(0);
      await removeDemoLogins(t.handle.db, staffSecretBox(t.config), t.clock.now(), true);
      expect(await productionStart(t)).toBe('started');
      const staff = await rows<{ disabled: boolean; totp_secret: string | null }>(t.handle.db, sql`SELECT disabled_at IS NOT NULL AS disabled, totp_secret FROM staff_accounts`);
      expect(staff).toEqual([
        { disabled: true, totp_secret: null },
        { disabled: true, totp_secret: null },
      ]);
      const [withPassword] = await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM members WHERE email LIKE '%@demo.test' AND password_hash IS NOT NULL`);
      expect(Number(withPassword?.n)).toBe(0);
      const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { 'content-type': 'application/json' }, payload: { email: 'admin@demo.test', password: 'demo-password' } });
      expect(login.json()).toEqual({ error: 'login_failed' });
      const audit = await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM staff_audit WHERE action = 'staff.disable' AND after = '{"via":"demo_removal"}'::jsonb`);
      expect(Number(audit[0]?.n)).toBe(2);
    });
  });

  describe('a production database', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(backend, { DEMO_MODE: '0', TEST_API: '0', STAFF_SECRET_KEY: PRODUCTION_KEY });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('one demo start on it (PUBLIC_URL forgotten) writes no demo staff and no mark; production starts after it', async () => {
      await prepareDatabase(t.handle, { seedMembers: 0, demo: true, now: t.clock.now() });
      expect(await staffCount(t)).toBe(0);
      expect(await rows(t.handle.db, sql`SELECT name FROM server_keys WHERE name = 'demo_database'`)).toEqual([]);
      expect(await productionStart(t)).toBe('started');
    });

    it('demo staff written by an older version (in plain) are sealed, found and refused, by e-mail or by the demo TOTP secret; the removal lets production start', async () => {
      const hash = await hashPassword('demo-password');
      const now = t.clock.now();
      await t.handle.db.execute(sql`INSERT INTO staff_accounts (email, password_hash, role, totp_secret, created_at) VALUES
        ('admin@demo.test', ${hash}, 'admin', ${DEMO_STAFF_TOTP_SECRET}, ${now}),
        ('renamed@example.com', ${hash}, 'moderator', ${DEMO_STAFF_TOTP_SECRET}, ${now})`);
      const refusal = await productionStart(t);
      expect(refusal).toMatch(/2 demo staff login/);
      expect(refusal).toContain('npm run demo:remove-logins');
      expect(refusal).not.toContain('--unmark');
      const stored = await rows<{ totp_secret: string }>(t.handle.db, sql`SELECT totp_secret FROM staff_accounts`);
      for (const row of stored) expect(row.totp_secret).toMatch(/^v1:/);
      await removeDemoLogins(t.handle.db, production.secrets, now, false);
      expect(await productionStart(t)).toBe('started');
    });
  });
});

describe('a production server without STAFF_SECRET_KEY (decision 169)', () => {
  it('refuses to start, saying how to make a key; a malformed key is refused by name', () => {
    const start = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { PATH: process.env.PATH ?? '', DEMO_MODE: '0', DATA_DIR: 'memory://', ...env },
        encoding: 'utf8',
        timeout: 20_000,
      });
    const missing = start({});
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('STAFF_SECRET_KEY: must be set outside the demo');
    expect(missing.stderr).toContain('openssl rand -hex 32');
    const malformed = start({ STAFF_SECRET_KEY: 'secret' });
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('STAFF_SECRET_KEY:');
    expect(malformed.stderr).not.toContain('secret\n');
  });
});
