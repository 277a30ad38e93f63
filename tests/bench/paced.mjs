// An open-loop load generator for "latency at N requests per second" (the load benchmark).
//
// autocannon's rate limit (`overallRate`) lets every connection send its share of a second's
// requests back to back as soon as the second starts, then idle: at "500 requests/s" with 20
// connections the server sees bursts of 20 concurrent requests, and the latency measured is that of
// the burst. Its coordinated-omission correction also records the expected interval in milliseconds
// as 1 (Math.ceil of a fraction of a second), adding a synthetic sample per millisecond of every
// response. Here request i is due at start + i / rate, sent when due over a pool of keep-alive
// connections, and its latency counts from when it was due, so a server that falls behind shows the
// whole delay (no coordinated omission). autocannon still measures the closed-loop maximum.
import http from 'node:http';

/**
 * @param {{ url: string, rate: number, seconds: number, connections?: number, method?: string,
 *   headers?: Record<string, string>, body?: () => { headers?: Record<string, string>, body?: string } }} options
 */
export async function paced(options) {
  const { rate, seconds } = options;
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 64 });
  const total = Math.round(rate * seconds);
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let done = 0;
  const start = performance.now() + 20;

  const send = (due) =>
    new Promise((resolve) => {
      const extra = options.body?.() ?? {};
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: options.method ?? 'GET',
          headers: { ...options.headers, ...extra.headers },
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            latencies.push(performance.now() - due);
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(extra.body);
    }).finally(() => {
      done += 1;
    });

  const pending = [];
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + (next * 1000) / rate <= now) {
        pending.push(send(start + (next * 1000) / rate));
        next += 1;
      }
      if (next >= total) return resolve();
      const wait = start + (next * 1000) / rate - performance.now();
      // timers fire late by up to a millisecond; spin the event loop for the last one
      if (wait > 1.5) setTimeout(tick, wait - 1);
      else setImmediate(tick);
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10 : null);
  const ok = Object.entries(statuses).reduce((n, [code, count]) => n + (Number(code) < 300 ? count : 0), 0);
  return {
    target_rps: rate,
    achieved_rps: Math.round(done / elapsed),
    p50_ms: at(0.5),
    p90_ms: at(0.9),
    p99_ms: at(0.99),
    max_ms: latencies.length ? Math.round(latencies.at(-1) * 10) / 10 : null,
    non_2xx: done - errors - ok,
    statuses,
    errors,
  };
}
