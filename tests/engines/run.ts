// Runs the member's core path (corePath.ts), then the update toast (updateToast.ts), in WebKit
// and/or Gecko against the real server, which it starts (and stops and starts again) itself on a
// temporary database and its own copy of the build (decisions 172, 189).
//   node --import tsx tests/engines/run.ts [webkit] [gecko] [chromium] [--times N] [--only core-path|update-toast]
// WebKit needs a display: `xvfb-run -a node --import tsx tests/engines/run.ts webkit`.
// `chromium` (Playwright's driver, to compare) is not part of npm test: the full suite runs there.
// E2E_ENGINES_PORT: the first server's port (each engine gets its own, one up).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerProcess } from '../chaos/serverProcess.ts';
import { corePath } from './corePath.ts';
import { chromiumDriver, geckoDriver, webkitDriver, type Engine, type EngineDriver } from './driver.ts';
import { updateToast } from './updateToast.ts';

const args = process.argv.slice(2);
const timesAt = args.indexOf('--times');
const times = timesAt >= 0 ? Number(args[timesAt + 1]) : 1;
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : null;
const engines = args.filter((a) => a === 'webkit' || a === 'gecko' || a === 'chromium') as Engine[];
const launch: Record<Engine, () => Promise<EngineDriver>> = { webkit: webkitDriver, gecko: geckoDriver, chromium: chromiumDriver };
const basePort = Number(process.env.E2E_ENGINES_PORT ?? 3179);

async function runEngine(engine: Engine, port: number): Promise<void> {
  // a dozen seeded members give the search its photos; fewer to seed is a faster start
  // PostgreSQL where CI has it (migrating it is quicker than PGlite's start), else PGlite
  // the build copied (4 to 5 MB): the update toast's new build changes its service worker script
  const staticDir = mkdtempSync(join(tmpdir(), `engines-build-${engine}-`));
  cpSync(process.env.E2E_STATIC_DIR ?? 'dist', staticDir, { recursive: true });
  const server = new ServerProcess(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', port, { SEED_MEMBERS: '12', STATIC_DIR: staticDir }, 240_000);
  const started = Date.now();
  await server.start();
  process.stdout.write(`${engine}: server started in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  let driver: EngineDriver | null = null;
  try {
    for (let run = 1; run <= times; run++) {
      const t0 = Date.now();
      driver = await launch[engine]();
      process.stdout.write(`${engine}: browser started in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
      if (only !== 'update-toast') {
        const report = await corePath(
          driver,
          {
            baseURL: server.baseURL,
            stop: () => server.kill(),
            start: async () => {
              const t = Date.now();
              await server.start();
              process.stdout.write(`  ${engine}: server started again in ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
            },
          },
          (line) => process.stdout.write(`  ${line}\n`),
        );
        process.stdout.write(
          `${engine}: core path passed (run ${run}/${times}) in ${((Date.now() - t0) / 1000).toFixed(1)} s; offline-ready ${(report.offlineReadyMs / 1000).toFixed(1)} s after the first visit\n`,
        );
      }
      if (only !== 'core-path') {
        const t1 = Date.now();
        await updateToast(driver, { origin: `http://127.0.0.1:${port}`, staticDir }, (line) => process.stdout.write(`  ${line}\n`));
        process.stdout.write(`${engine}: update toast passed (run ${run}/${times}) in ${((Date.now() - t1) / 1000).toFixed(1)} s\n`);
      }
      await driver.close();
      driver = null;
    }
  } finally {
    await driver?.close();
    await server.dispose();
    rmSync(staticDir, { recursive: true, force: true });
    process.stdout.write(`${engine}: ${((Date.now() - started) / 1000).toFixed(1)} s with the server's start\n`);
  }
}

if (engines.length === 0) {
  process.stderr.write('name an engine: webkit, gecko, chromium\n');
  process.exit(2);
}
/** In CI a failed run is tried once more, with a new server and browser, as every browser test is (decision 126). */
async function runEngineRetried(engine: Engine, port: number): Promise<void> {
  try {
    await runEngine(engine, port);
  } catch (err) {
    if (!process.env.CI) throw err;
    process.stdout.write(`${engine}: FLAKY: the core path failed once and is run again: ${err instanceof Error ? err.message : String(err)}\n`);
    await runEngine(engine, port);
  }
}

const results = await Promise.allSettled(engines.map((engine, i) => runEngineRetried(engine, basePort + i)));
let failed = false;
for (const [i, result] of results.entries()) {
  if (result.status === 'rejected') {
    failed = true;
    process.stderr.write(`${engines[i]}: FAILED: ${result.reason instanceof Error ? (result.reason.stack ?? result.reason.message) : String(result.reason)}\n`);
  }
}
process.exit(failed ? 1 : 0);
