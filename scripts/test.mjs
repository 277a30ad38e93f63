#!/usr/bin/env node
// `npm test`: every check a change can break, in order, stopping at the first failure.
// lint, typecheck and translations side by side → unit and server tests → production build → browser tests →
// chaos tests (network drops, offline reloads, SIGKILL restarts of the real server).
import { spawn } from 'node:child_process';

// The static checks run side by side (each is one process on one core); the rest one after another.
const steps = [
  [
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['translations', 'node', ['scripts/i18n-check.mjs']],
  ],
  [['unit and server tests', 'npx', ['vitest', 'run']]],
  [['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']]],
  [['browser tests', 'npx', ['playwright', 'test']]],
  [['chaos tests', 'npx', ['playwright', 'test', '-c', 'playwright.chaos.config.ts']]],
];

const env = { ...process.env, FORCE_COLOR: '0' };

/** One step: its output as it comes (alone) or all at once when it ends (beside others). */
function run([name, cmd, args], alone) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    if (alone) process.stdout.write(`\n== ${name}\n`);
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n== ${name}\n${output}`);
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      process.stdout.write(status === 0 ? `== ${name} passed in ${seconds} s\n` : `\n== ${name} FAILED after ${seconds} s\n`);
      resolve(status ?? 1);
    });
  });
}

const only = process.argv.slice(2);
const started = Date.now();
for (const group of steps) {
  const chosen = group.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
  if (chosen.length === 0) continue;
  const statuses = await Promise.all(chosen.map((step) => run(step, chosen.length === 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
process.stdout.write(`\n== all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
