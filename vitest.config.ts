import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const serverDirs = ['server', 'tests/integration', 'tests/fuzz'];
const serverFiles = serverDirs.map((dir) => `${dir}/**/*.test.ts`);

/** The server test files under `dir` that replace a module with vi.mock (found, not listed: a new one cannot be missed). */
function mockingFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));
}
// A mock only reaches a module loaded after it, so these files must not share their module
// registry with other files (decision 153).
const mockingServerFiles = serverDirs.flatMap(mockingFiles);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      setupFiles: ['tests/helpers/vitest-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
      // two test files at a time even on two cores: server tests wait on their databases half the
      // time, so a second fork cuts the run by a third (338 s against ~500 s here)
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Mollie's official client is run through vitest's transform so that its node-fetch import
      // can be routed to the recorded-answer stand-in (tests/integration/payments-mollie.test.ts).
      server: { deps: { inline: ['@mollie/api-client'] } },
      alias: { '@mollie/api-client': fileURLToPath(new URL('node_modules/@mollie/api-client/dist/mollie.esm.js', import.meta.url)) },
      // Decision 153: the server files share one module registry per worker (evaluating the server's
      // modules again for each of ~90 files was a third of their time); screens, the sync engine and
      // the files that mock a module keep a fresh one per file.
      projects: [
        {
          extends: true,
          test: { name: 'client', include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'sw/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: serverFiles,
            exclude: mockingServerFiles,
            isolate: false,
            globalSetup: ['tests/helpers/pglite-template.ts'],
          },
        },
        {
          // the cost lane : tests that count statements or read query plans, apart
          // from the behaviour tests; a failure here is a cost that grew, not a behaviour that broke
          extends: true,
          test: { name: 'server (cost)', include: ['tests/cost/**/*.test.ts'], isolate: false, globalSetup: ['tests/helpers/pglite-template.ts'] },
        },
        {
          extends: true,
          test: { name: 'server (mocks)', include: mockingServerFiles, globalSetup: ['tests/helpers/pglite-template.ts'] },
        },
      ],
    },
  }),
);
