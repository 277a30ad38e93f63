import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem, contractPaths, fuzzApi } from './apiFuzz.ts';
import { backends, sessionCookie, startTestServer, type TestServer } from '../helpers/server.ts';

/** `npm test` runs a fixed-seed sample; `npm run bench` runs 10,000+ cases (scripts/bench.mjs). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

/** A member to fuzz as: recreated whenever a fuzzed call logged them out, changed their password or deleted them. */
function sessions(app: FastifyInstance) {
  let cookie: string | null = null;
  let n = 0;
  return async (): Promise<string | null> => {
    if (cookie) {
      const me = await app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
      const user = me.statusCode === 200 ? me.json<{ user: { status?: string } | null }>().user : null;
      if (user && user.status !== 'pending_deletion') return cookie;
    }
    const email = `fuzz-${++n}-${crypto.randomUUID()}@fuzz.test`;
    const created = await app.inject({ method: 'POST', url: '/api/test/members', payload: { email, password: 'fuzz-password-1', credits: 50 } });
    if (created.statusCode >= 300) throw new Error(`fuzz member: ${created.body}`);
    cookie = sessionCookie(await app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password: 'fuzz-password-1' } }));
    return cookie;
  };
}

describe('the answer check itself', () => {
  it('accepts success and coded refusals, flags 5xx, non-JSON and unknown codes', () => {
    expect(answerProblem(200, 'text/html', '<html>')).toBeNull();
    expect(answerProblem(404, 'application/json; charset=utf-8', '{"error":"not_found"}')).toBeNull();
    expect(answerProblem(500, 'application/json', '{"error":"server_error"}')).toMatch(/status 500/);
    expect(answerProblem(400, 'text/plain', 'bad')).toMatch(/not JSON/);
    expect(answerProblem(400, 'application/json', '{"message":"bad"}')).toMatch(/without a contract error code/);
    expect(answerProblem(403, 'application/json', '{"error":"FST_ERR_SOMETHING"}')).toMatch(/without a contract error code/);
  });

  it('covers the calls of every area of the contract', () => {
    const paths = contractPaths();
    for (const p of ['/api/user.php', '/api/messages.php', '/api/pay.php', '/api/photos.php', '/api/signup.php', '/api/members.php']) {
      expect(paths).toContain(p);
    }
    expect(paths).not.toContain('/api/events.php');
  });
});

describe.each(backends)('fuzzing every call on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${RUNS} generated requests: no 5xx, every refusal a contract error code, the server keeps answering`, async () => {
    const report = await fuzzApi(t.app, { numRuns: RUNS, seed: SEED, session: sessions(t.app) });
    // the bench (tests/bench/fuzz.mjs) reads this line
    if (process.env.FUZZ_REPORT) process.stdout.write(`${JSON.stringify({ backend, cases: report.cases, five_xx: report.fiveXX, byStatus: report.byStatus, failures: report.failures.length })}\n`);
    expect(report.failures.map((f) => `${f.case.method} ${f.case.path}${f.case.loggedIn ? ' (member)' : ''}: ${f.problem}`)).toEqual([]);
    expect(report.cases).toBe(RUNS);
    expect(report.fiveXX).toBe(0);
    // both refusals and successes were exercised (a fuzzer that only hits 404s proves nothing)
    const statuses = Object.keys(report.byStatus).map(Number);
    expect(statuses.some((s) => s >= 200 && s < 300)).toBe(true);
    expect(statuses.some((s) => s === 400)).toBe(true);
    const alive = await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host: 'localhost' } });
    expect(alive.statusCode).toBe(200);
  }, 600_000);
});
