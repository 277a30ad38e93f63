import { defineConfig } from '@playwright/test';

/**
 * Chaos tests: the production build (dist/) served by the real server, which each test starts,
 * kills with SIGKILL and starts again itself (tests/chaos/serverProcess.ts), in Debian's Chromium.
 * Runs after the browser tests in `npm test`.
 */
export default defineConfig({
  testDir: 'tests/chaos',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
