#!/usr/bin/env node
// `npm test`: every check a change can break, stopping at the first failing stage.
// lint, typecheck, and the translations, production build then unit and server tests side by side →
// browser tests in three lanes side by side: two halves of the Chromium suite, and the cost tests
// (decision 188), the chaos tests (network drops, offline reloads, SIGKILL restarts of the real
// server, decision 152), then the member's core path and the update toast in Gecko and WebKit
// (tests/engines, decisions 172, 179, 189).
//
// A stage is a list of lanes run side by side; a lane is a list of steps run one after another. Each
// browser-test half starts its own server on its own port and embedded database (playwright.config.ts),
// and the chaos and engine tests start theirs on other ports, so the lanes share nothing but the
// machine: a browser waiting on the network leaves a core free for the other lanes (decisions 139,
// 190). The chaos lane mostly waits (dropped requests, restarts), so it runs beside the two halves
// rather than after one of them.
import { spawn } from 'node:child_process';

const playwright = (name, args, env = {}) => ({ name, cmd: 'npx', args: ['playwright', 'test', ...args], env });

const stages = [
  [
    [{ name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] }],
    [{ name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] }],
    // The behaviour tests run beside lint and typecheck: they wait on their databases half the time,
    // and lint ran on one core for a minute after typecheck ended. They come after the translations
    // (whose extract rewrites the catalogs the tests' screens import) and the build. The cost tests
    // (tests/cost: statements counted, query plans read, decision 188) are a step of their own in the
    // third browser lane below: a failure there is a cost that grew, not a behaviour that broke.
    [
      { name: 'translations', cmd: 'node', args: ['scripts/i18n-check.mjs'] },
      { name: 'decision records', cmd: 'node', args: ['scripts/decisions.mjs', '--check'] },
      { name: 'production build', cmd: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
      { name: 'unit and server tests', cmd: 'npx', args: ['vitest', 'run', '--project=!server (cost)'] },
    ],
  ],
  [
    [playwright('browser tests 1/2', [], { E2E_PORT: '3199', E2E_LANE: '1' })],
    [playwright('browser tests 2/2', [], { E2E_PORT: '3189', E2E_LANE: '2' })],
    // the member's core path in Firefox over WebDriver BiDi, its own server on 3179, then in WebKit
    // (MiniBrowser over WebDriver, under xvfb-run) on 3177, after the chaos tests (decisions 172, 179)
    [
      { name: 'cost tests', cmd: 'npx', args: ['vitest', 'run', '--project=server (cost)'] },
      playwright('chaos tests', ['-c', 'playwright.chaos.config.ts']),
      { name: 'browser tests in Gecko', cmd: 'node', args: ['--import', 'tsx', 'tests/engines/run.ts', 'gecko'], env: { E2E_ENGINES_PORT: '3179' } },
      {
        name: 'browser tests in WebKit',
        cmd: 'xvfb-run',
        args: ['-a', 'node', '--import', 'tsx', 'tests/engines/run.ts', 'webkit'],
        env: { E2E_ENGINES_PORT: '3177' },
      },
    ],
  ],
];

/** The steps that failed, each with its last lines, printed again at the end of the run: a CI log is
 * often read from its tail, and a lane that failed early is otherwise buried under the others' lines. */
const failedSteps = [];
const TAIL_LINES = 80;

/** One step; beside other lanes its lines are prefixed with its name so the log stays readable. */
function run({ name, cmd, args, env }, prefixed) {
  const t0 = Date.now();
  const tail = [];
  return new Promise((resolve) => {
    process.stdout.write(`\n== ${name}\n`);
    const child = spawn(cmd, args, {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            process.stdout.write(`[${name}] ${line}\n`);
            tail.push(line);
            if (tail.length > TAIL_LINES) tail.shift();
          }
        });
        stream.on('end', () => {
          if (!rest) return;
          process.stdout.write(`[${name}] ${rest}\n`);
          tail.push(rest);
        });
      }
    }
    child.on('close', (status) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      process.stdout.write(status === 0 ? `== ${name} passed in ${seconds} s\n` : `\n== ${name} FAILED after ${seconds} s\n`);
      if (status !== 0) failedSteps.push({ name, seconds, tail: prefixed ? tail : [] });
      resolve(status ?? 1);
    });
  });
}

/** The steps of a lane one after another; the lane stops at its first failure. */
async function runLane(lane, prefixed) {
  for (const step of lane) {
    const status = await run(step, prefixed);
    if (status !== 0) return status;
  }
  return 0;
}

// `npm test -- <prefix>…` runs only the steps whose names start with one of the prefixes.
const only = process.argv.slice(2);
const chosen = (step) => !only.length || only.some((o) => step.name.startsWith(o));
const started = Date.now();
let failures = 0;
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const statuses = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
  const failed = statuses.find((status) => status !== 0);
  // TEST_KEEP_GOING=1 runs every stage even after a failure (a whole run's failures and times at once)
  if (failed !== undefined && process.env.TEST_KEEP_GOING !== '1') {
    summary();
    process.exit(failed);
  }
  if (failed !== undefined) failures += 1;
}
const total = ((Date.now() - started) / 1000).toFixed(0);
/** What failed, once more at the very end (a step that ran alone printed straight to the log). */
function summary() {
  for (const { name, seconds, tail } of failedSteps) {
    process.stdout.write(`\n== FAILED: ${name} (after ${seconds} s)${tail.length ? `; its last ${tail.length} lines:` : ''}\n`);
    for (const line of tail) process.stdout.write(`[${name}] ${line}\n`);
  }
}
if (failures > 0) {
  summary();
  process.stdout.write(`\n== ${failures} stage(s) FAILED; the run took ${total} s\n`);
  process.exit(1);
}
process.stdout.write(`\n== all checks passed in ${total} s\n`);
