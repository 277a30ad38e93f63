import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../server/db/connect.ts';
import { staffTestApi } from '../../src/contract/staff-testing.ts';
import { backends, startTestServer, type TestServer } from '../helpers/server.ts';

const json = { 'content-type': 'application/json' };

describe.each(backends)('staff accounts outside the demo on %s (decisions 109, 120)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { DEMO_MODE: '0', TEST_API: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('no demo staff is seeded and the demo staff login fails; the staff fixture endpoint does not exist', async () => {
    const [count] = await rows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM staff_accounts`);
    expect(Number(count?.n)).toBe(0);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: json, payload: { email: 'admin@demo.test', password: 'demo-password' } });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ error: 'login_failed' });
    const fixture = await t.app.inject({ method: 'POST', url: staffTestApi.staff, headers: json, payload: { email: 'x@staff.test', role: 'admin', password: 'x' } });
    expect(fixture.statusCode).toBe(404);
  });
});
