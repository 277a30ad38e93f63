// The long fuzzing run: the fixed-seed property of tests/fuzz with ≥ 10,000 cases per
// backend (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), reported as JSON with the count of
// 5xx answers (goal: 0).
import { spawnSync } from 'node:child_process';

export function benchFuzz(runs = Number(process.env.FUZZ_RUNS ?? 10_000)) {
  const started = Date.now();
  const seed = process.env.FUZZ_SEED ?? String(started % 2 ** 31);
  const res = spawnSync('npx', ['vitest', 'run', 'tests/fuzz'], {
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_REPORT: '1', FUZZ_SEED: seed },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${res.stdout}\n${res.stderr}`;
  const backends = output
    .split('\n')
    .filter((line) => line.startsWith('{"backend"'))
    .map((line) => JSON.parse(line));
  return {
    runs_per_backend: runs,
    // hostile values (NUL, lone surrogates, deep nesting, proto keys, huge bodies, unsafe numbers, client headers) included
    five_xx: backends.reduce((sum, b) => sum + (b.five_xx ?? 0), 0),
    seed: Number(seed),
    passed: res.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    backends,
    ...(res.status === 0 ? {} : { output: output.slice(-4000) }),
  };
}
