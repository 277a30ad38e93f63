import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/helpers/chromium.ts';

/**
 * Chaos tests: the production build (dist/) served by the real server, which each test starts,
 * kills with SIGKILL and starts again itself (tests/chaos/serverProcess.ts), in Debian's Chromium.
 * Runs after the browser tests in `npm test`.
 */
export default defineConfig({
  testDir: 'tests/chaos',
  outputDir: 'test-results/chaos',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
