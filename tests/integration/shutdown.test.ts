import { afterAll, describe, expect, it } from 'vitest';
import { ServerProcess } from '../chaos/serverProcess.ts';
import { backends } from '../helpers/server.ts';

/**
 * decision 113: SIGTERM drains and exits. The real server process (server/main.ts) with an
 * open SSE stream: before, the stream held server.close() open until the 10 s force timer, which then
 * exited with 1; now the stream is ended first and the process exits 0 at once.
 */
const PORT = Number(process.env.SHUTDOWN_TEST_PORT ?? 3205);
const DRAIN_MS = 8_000;

describe.each(backends)('graceful shutdown on %s', (backend) => {
  const server = new ServerProcess(backend, PORT, { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SEED_MEMBERS: '5', JOB_RUNNER: '0' });
  afterAll(async () => {
    await server.dispose();
  });

  it('SIGTERM ends open SSE streams, finishes and exits 0 well inside the drain bound; then no new connection is taken', async () => {
    await server.start();
    const base = server.baseURL;
    const email = `shutdown-${Math.random().toString(36).slice(2)}@int.test`;
    const json = { 'content-type': 'application/json' };
    const created = await fetch(`${base}/api/test/members`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'pw-123456' }) });
    expect(created.status).toBe(201);
    const login = await fetch(`${base}/api/user.php`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'pw-123456' }) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/sid=/);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const stream = await fetch(`${base}/api/events.php`, { headers: { cookie, accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain(': connected');
    // the stream ends when the server shuts down (read until done)
    const ended = (async () => {
      for (;;) {
        const { done } = await reader.read();
        if (done) return true;
      }
    })().catch(() => true);

    const { code, ms } = await server.stop('SIGTERM');
    expect(code).toBe(0);
    expect(ms).toBeLessThan(DRAIN_MS / 2);
    expect(await ended).toBe(true);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 120_000);
});
