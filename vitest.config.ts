import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'sw/**/*.test.ts', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['tests/helpers/vitest-setup.ts'],
      globalSetup: ['tests/helpers/pglite-template.ts'],
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
    },
  }),
);
