#!/usr/bin/env node
// `npm test`: every check a change can break, in order, stopping at the first failure.
// lint → typecheck → translations → unit and server tests → production build → browser tests →
// chaos tests (network drops, offline reloads, SIGKILL restarts of the real server).
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['translations', 'node', ['scripts/i18n-check.mjs']],
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['browser tests', 'npx', ['playwright', 'test']],
  ['chaos tests', 'npx', ['playwright', 'test', '-c', 'playwright.chaos.config.ts']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  process.stdout.write(`\n== ${name}\n`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`\n== ${name} FAILED after ${seconds} s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`== ${name} passed in ${seconds} s\n`);
}
process.stdout.write(`\n== all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
